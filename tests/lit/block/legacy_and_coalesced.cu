// Warp functions without a mask (before CUDA 9), __reduce_*_sync, and
// cooperative groups' coalesced_threads(): the group of the threads of the
// warp that take part, which a block function called in a branch sees.
// RUN: %cuda2omp %s -o %t.cpp --quiet
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %check-no-cuda %t.cpp
// RUN: %omp-host %t.cpp -o %t.clang && %t.clang | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc && %t.gcc | FileCheck %s --check-prefix=OUT
// RUN: %omp-gfx90a-syntax %t.cpp
#include <cstdio>
#include <cuda_runtime.h>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

// Warp-aggregated atomic increment: one atomic per group of active threads.
__device__ int atomicAggInc(int *ctr) {
  cg::coalesced_group g = cg::coalesced_threads();
  int warp_res;
  if (g.thread_rank() == 0) warp_res = atomicAdd(ctr, (int)g.size());
  return g.shfl(warp_res, 0) + g.thread_rank();
}
// CHECK-LABEL: void atomicAggInc_c2o_block(
// CHECK: c2o_x0[c2o_t] = 1;
// CHECK: g = c2o_coalesced_read(c2o_x0, c2o_t, c2o_bs);
// CHECK: c2o_group_shfl_read(c2o_x1, c2o_t, c2o_bs, g, 0)

__global__ void filter(const int *in, int *out, int *count, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && in[i] % 3 == 0) out[atomicAggInc(count)] = in[i];
}

// Pre-CUDA-9 warp functions and __reduce_*_sync.
__global__ void legacy(const int *in, int *out) {
  int t = threadIdx.x, v = in[t];
  int s = v;
  for (int o = 16; o > 0; o /= 2) s += __shfl_down(s, o);
  int first = __shfl(v, 0);
  int x = __shfl_xor(v, 1, 16);
  int up = __shfl_up(v, 1);
  unsigned b = __ballot(v > 50);
  int any = __any(v > 95), all = __all(v >= 0);
  int r = __reduce_add_sync(0xffffffff, v) - __reduce_max_sync(0xffffffff, v) + __reduce_min_sync(0xffffffff, v);
  out[t] = (t % 32 == 0 ? s : 0) + first * 3 + x * 5 + up * 7 + (int)(b % 1000) + any * 11 + all * 13 + r;
}
// CHECK-LABEL: void legacy_c2o_block(
// CHECK: s += c2o_shfl_down_read(c2o_x0, c2o_t, c2o_bs, o, C2O_WARP_SIZE);
// CHECK: c2o_shfl_read({{.*}}, 0, C2O_WARP_SIZE)
// CHECK: c2o_shfl_xor_read({{.*}}, 1, 16)
// CHECK: c2o_ballot_read(
// CHECK: c2o_reduce_add_read(
// CHECK: c2o_reduce_max_read(

int main() {
  const int n = 1000;
  int h[n], o[n], cnt = 0;
  for (int i = 0; i < n; ++i) h[i] = (i * 7) % 101;
  int *d, *dO, *dc;
  cudaMalloc(&d, sizeof(h));
  cudaMalloc(&dO, sizeof(o));
  cudaMalloc(&dc, sizeof(int));
  cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
  cudaMemcpy(dc, &cnt, sizeof(int), cudaMemcpyHostToDevice);
  filter<<<(n + 127) / 128, 128>>>(d, dO, dc, n);
  cudaMemcpy(&cnt, dc, sizeof(int), cudaMemcpyDeviceToHost);
  cudaMemcpy(o, dO, sizeof(o), cudaMemcpyDeviceToHost);
  int expect = 0, sum = 0, esum = 0;
  for (int i = 0; i < n; ++i) if (h[i] % 3 == 0) { ++expect; esum += h[i]; }
  for (int i = 0; i < cnt; ++i) sum += o[i];
  printf("filter count=%d ok=%d\n", cnt, cnt == expect && sum == esum);
  // OUT: filter count=337 ok=1
  legacy<<<1, 64>>>(d, dO);
  cudaMemcpy(o, dO, 64 * sizeof(int), cudaMemcpyDeviceToHost);
  int ok = 1;
  for (int t = 0; t < 64; ++t) {
    int w = t / 32 * 32, l = t % 32, s = 0, mx = 0, mn = 1000, sum2 = 0, any = 0, all = 1;
    unsigned b = 0;
    for (int j = 0; j < 32; ++j) {
      int v = h[w + j];
      s += v; sum2 += v; mx = v > mx ? v : mx; mn = v < mn ? v : mn; any |= v > 95; all &= v >= 0;
      if (v > 50) b |= 1u << j;
    }
    int x = h[w + (l ^ 1)], up = l >= 1 ? h[t - 1] : h[t];
    int e = (l == 0 ? s : 0) + h[w] * 3 + x * 5 + up * 7 + (int)(b % 1000) + any * 11 + all * 13 + sum2 - mx + mn;
    ok &= o[t] == e;
  }
  printf("legacy ok=%d\n", ok);
  // OUT: legacy ok=1
  return 0;
}
