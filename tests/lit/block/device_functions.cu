// __device__ functions that synchronise become block functions: the team
// calls them between the caller's phases with the caller's logical threads
// (arguments and results in slots per thread, uniform parameters as they are),
// templates and chains of calls included.
// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: %check-no-cuda %t.cpp
// RUN: %omp-host %t.cpp -o %t.clang && %t.clang | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc && %t.gcc | FileCheck %s --check-prefix=OUT
// RUN: %omp-gfx90a-syntax %t.cpp
#include <cstdio>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

template <typename T>
__device__ __forceinline__ T warpSum(T v) {
#pragma unroll
  for (int o = warpSize / 2; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
  return v;
}
// CHECK-LABEL: inline size_t warpSum_c2o_arena_bytes(unsigned long long c2o_bs, c2o_type<T> *, c2o_type<T> *) {
// CHECK: void warpSum_c2o_block(const uint3 c2o_blockIdx, const dim3 c2o_blockDim, const dim3 c2o_gridDim, unsigned char *c2o_arena, unsigned char *c2o_dynamic, unsigned char *c2o_exited, c2o_type<T> *c2o_ret, c2o_type<T> *c2o_p_v) {
// CHECK: #pragma unroll
// CHECK-NEXT: for (int o = C2O_WARP_SIZE / 2; o > 0; o >>= 1) {
// CHECK: c2o_type<T> &v = c2o_p_v[c2o_t];
// CHECK: if (!c2o_exited[c2o_t]) {
// CHECK: { c2o_ret[c2o_t] = (v); goto c2o_pe_{{[0-9]+}}; }

// The block reduction: warp sums, one partial per warp in __shared__ memory,
// the warp sum of the partials.
template <typename T, int BLOCK>
__device__ T blockSum(T v) {
  constexpr int WARPS = BLOCK / 32;
  static __shared__ T part[WARPS];
  int lane = threadIdx.x % 32, w = threadIdx.x / 32;
  v = warpSum(v);
  if (lane == 0) part[w] = v;
  __syncthreads();
  T r = threadIdx.x < WARPS ? part[threadIdx.x] : T(0);
  if (w == 0) r = warpSum<T>(r);
  return r;
}
// CHECK-LABEL: C2O_BLOCK_FUNCTION void blockSum_c2o_block(
// CHECK: constexpr int WARPS = BLOCK / 32;
// A function's __shared__ variable is a static of its own per team (kept from call to call, as CUDA keeps it).
// CHECK-NEXT: struct c2o_tag_part;
// CHECK-NEXT: c2o_type<T[WARPS]> &part = c2o_team_static<c2o_type<T[WARPS]>, c2o_tag_part>();
// CHECK: const c2o_type<int> lane = c2o_threadIdx.x % 32;
// CHECK: c2o_a0_0[c2o_t] = (v);
// CHECK: warpSum_c2o_block(c2o_blockIdx, c2o_blockDim, c2o_gridDim, c2o_sub, c2o_dynamic, c2o_o0, c2o_ret0, c2o_a0_0);
// CHECK: v = c2o_ret0[c2o_t];
// CHECK: c2o_o1[c2o_t] = 1;
// CHECK: warpSum_c2o_block<T>(c2o_blockIdx, c2o_blockDim, c2o_gridDim, c2o_sub, c2o_dynamic, c2o_o1, c2o_ret1, c2o_a1_0);
// A function with __shared__ memory ends at a barrier (its callers reuse the memory).
// CHECK: c2o_block_barrier(c2o_arena);
// CHECK-NEXT: }
// CHECK-NEXT: #pragma omp end declare target

// A helper given a __shared__ array, a size and a tile: the array and the size
// are the same in every thread at every call, so they stay plain parameters.
__device__ float tileMax(cg::thread_block_tile<16> g, float *scratch, int n, float v) {
  for (int o = g.size() / 2; o > 0; o /= 2) v = fmaxf(v, g.shfl_down(v, o));
  if (g.thread_rank() == 0) scratch[threadIdx.x / 16 % n] = v;
  g.sync();
  return scratch[threadIdx.x / 16 % n];
}
// CHECK-LABEL: C2O_BLOCK_FUNCTION void tileMax_c2o_block(
// CHECK-SAME: c2o_type<float> *c2o_ret, c2o_type<cooperative_groups::thread_block_tile<16> > *c2o_p_g, float *scratch, int n, c2o_type<float> *c2o_p_v)
// CHECK: c2o_shfl_down_read(c2o_x0, c2o_t, c2o_bs, o, 16)

__device__ int scanBlock(int v); // a prototype: the kernel calls it before its definition
// CHECK: C2O_BLOCK_FUNCTION void scanBlock_c2o_block(const uint3 c2o_blockIdx, {{.*}}, c2o_type<int> *c2o_ret, c2o_type<int> *c2o_p_v);

template <typename T, int BLOCK>
__global__ void reduceAndScan(const T *in, T *sums, int *scans, float *maxima) {
  __shared__ float scratch[BLOCK / 16];
  cg::thread_block b = cg::this_thread_block();
  int i = blockIdx.x * BLOCK + threadIdx.x;
  T s = blockSum<T, BLOCK>(in[i]);
  if (threadIdx.x == 0) sums[blockIdx.x] = s;
  scans[i] = scanBlock((int)in[i]);
  float m = tileMax(cg::tiled_partition<16>(b), scratch, BLOCK / 16, (float)in[i]);
  if (threadIdx.x % 16 == 0) maxima[i / 16] = m;
}
// CHECK-LABEL: void reduceAndScan_c2o_block(
// CHECK: c2o_a0_0[c2o_t] = (in[i]);
// CHECK: blockSum_c2o_block<T, BLOCK>(c2o_blockIdx, c2o_blockDim, c2o_gridDim, c2o_sub, c2o_dynamic, c2o_o0, c2o_ret0, c2o_a0_0);
// CHECK: T s = c2o_ret0[c2o_t];
// CHECK: tileMax_c2o_block(c2o_blockIdx, c2o_blockDim, c2o_gridDim, c2o_sub, c2o_dynamic, c2o_o2, c2o_ret2, c2o_a2_0, (scratch), (BLOCK / 16), c2o_a2_3);

// Inclusive scan of the block in the launch's dynamic shared memory.
__device__ int scanBlock(int v) {
  extern __shared__ int buf[];
  int t = threadIdx.x;
  buf[t] = v;
  __syncthreads();
  for (int o = 1; o < blockDim.x; o *= 2) {
    int x = t >= o ? buf[t - o] : 0;
    __syncthreads();
    buf[t] += x;
    __syncthreads();
  }
  return buf[t];
}
// CHECK-LABEL: void scanBlock_c2o_block(
// CHECK: int *buf = reinterpret_cast<int *>(c2o_dynamic);
// ERR: device_functions.cu:[[@LINE-15]]:16: note: C2O1110: 'scanBlock' synchronises and became a block function, which the team calls with the caller's logical threads: 4 phases, 3 barriers, 1 variables kept per thread across barriers, 0 (+ the launch's dynamic size) bytes of team memory plus 4 per thread

int main() {
  const int B = 128, G = 3, n = B * G;
  int h[n], sums[G], scans[n];
  float maxima[n / 16];
  for (int i = 0; i < n; ++i) h[i] = (i * 37) % 101;
  int *d, *ds, *dscan;
  float *dm;
  cudaMalloc(&d, sizeof(h));
  cudaMalloc(&ds, sizeof(sums));
  cudaMalloc(&dscan, sizeof(scans));
  cudaMalloc(&dm, sizeof(maxima));
  cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
  reduceAndScan<int, B><<<G, B, B * sizeof(int)>>>(d, ds, dscan, dm);
  cudaMemcpy(sums, ds, sizeof(sums), cudaMemcpyDeviceToHost);
  cudaMemcpy(scans, dscan, sizeof(scans), cudaMemcpyDeviceToHost);
  cudaMemcpy(maxima, dm, sizeof(maxima), cudaMemcpyDeviceToHost);
  int ok = 1;
  for (int g = 0; g < G; ++g) {
    int s = 0;
    for (int t = 0; t < B; ++t) {
      s += h[g * B + t];
      ok &= scans[g * B + t] == s;
    }
    ok &= sums[g] == s;
  }
  for (int k = 0; k < n / 16; ++k) {
    int m = 0;
    for (int j = 0; j < 16; ++j) m = h[k * 16 + j] > m ? h[k * 16 + j] : m;
    ok &= maxima[k] == (float)m;
  }
  printf("device functions ok=%d sum0=%d\n", ok, sums[0]);
  // OUT: device functions ok=1 sum0=6321
  return 0;
}
