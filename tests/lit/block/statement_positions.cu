// Warp functions, votes and block functions in every statement position:
// if/while/do conditions, for headers, initialisers, returns, inside each
// other's arguments, and written through macros. Each is hoisted into rounds
// (write, barrier or call, read) before the phase that evaluates it.
// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %check-no-cuda %t.cpp
// RUN: %omp-host %t.cpp -o %t.clang && %t.clang | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc && %t.gcc | FileCheck %s --check-prefix=OUT
// RUN: %omp-gfx90a-syntax %t.cpp
#include <cstdio>
#include <cuda_runtime.h>
#define FULL 0xffffffffu
#define FULL_MASK 0xffffffff

__device__ int warpMax(int v) {
  for (int o = 16; o; o >>= 1) v = max(v, __shfl_xor_sync(FULL, v, o));
  return v;
}
// Shuffles inside another's arguments: one round per level of nesting.
__device__ int warpSumNested(int v) { return __shfl_xor_sync(FULL, __shfl_xor_sync(FULL, v, 1) + v, 2) + __shfl_xor_sync(FULL, v, 1) + v; }
// CHECK-LABEL: void warpSumNested_c2o_block(
// CHECK: c2o_x0[c2o_t] = (v);
// CHECK-NEXT: c2o_x1[c2o_t] = (v);
// CHECK: c2o_block_barrier(c2o_arena);
// CHECK: c2o_x2[c2o_t] = (c2o_shfl_xor_read(c2o_x0, c2o_t, c2o_bs, 1, C2O_WARP_SIZE) + v);
// CHECK: c2o_block_barrier(c2o_arena);
// CHECK: { c2o_ret[c2o_t] = (c2o_shfl_xor_read(c2o_x2, c2o_t, c2o_bs, 2, C2O_WARP_SIZE) + c2o_shfl_xor_read(c2o_x1, c2o_t, c2o_bs, 1, C2O_WARP_SIZE) + v); goto c2o_pe_{{[0-9]+}}; }


__global__ void positions(const int *in, int *out) {
  int t = threadIdx.x, v = in[blockIdx.x * blockDim.x + t];
  int acc(0), extra{1};
  int arr[2] = {v, -v};
  // condition holding a vote
  if (__any_sync(FULL, v > 90)) acc += 1000;
  // while with a vote in its condition: each round halves v until no lane's v exceeds 8
  int rounds = 0;
  while (__any_sync(FULL, v > 8)) { v >>= 1; ++rounds; }
  // for header with a shuffle in the condition and the increment
  int k = 0;
  for (int i = __shfl_sync(FULL, t, 0); i < __shfl_sync(FULL, 3, 0); i += __shfl_sync(FULL, 1, 5)) ++k;
  // nested shuffles and a helper in an initialiser and in a return of another helper
  int m = warpMax(v) + warpSumNested(t);
  __syncthreads();
  // a block-wide vote deciding a loop
  int steps = 0;
  do { ++steps; } while (__syncthreads_or(steps < (t % 4)));
  acc += rounds * 10 + k + m + extra * 7 + arr[0] + arr[1] + steps * 100000;
  out[blockIdx.x * blockDim.x + t] = acc;
}
// CHECK-LABEL: void positions_c2o_block(
// CHECK: c2o_x0[c2o_t] = (v > 90);
// CHECK: c2o_m0[c2o_t] = (c2o_any_read(c2o_x0, c2o_t, c2o_bs));
// CHECK: c2o_x1[c2o_t] = (v > 8);
// CHECK: c2o_m1[c2o_t] = (c2o_any_read(c2o_x1, c2o_t, c2o_bs));
// CHECK: if (!c2o_any_flag(c2o_m1, c2o_bs)) break;
// CHECK: c2o_x2[c2o_t] = (t);
// CHECK: i = c2o_shfl_read(c2o_x2, c2o_t, c2o_bs, 0, C2O_WARP_SIZE);
// CHECK: c2o_m2[c2o_t] = (i < c2o_shfl_read(c2o_x3, c2o_t, c2o_bs, 0, C2O_WARP_SIZE));
// CHECK: i += c2o_shfl_read(c2o_x4, c2o_t, c2o_bs, 5, C2O_WARP_SIZE);
// CHECK: m = c2o_ret0[c2o_t] + c2o_ret1[c2o_t];
// CHECK: c2o_m3[c2o_t] = (c2o_block_or_read(c2o_x5, c2o_bs));

#define SHFL_DOWN(v, d) __shfl_down_sync(FULL_MASK, v, d)
#define SYNC() __syncthreads()
#define FOR_OFFSETS(o) for (int o = 16; o > 0; o >>= 1)
#define IF_FIRST_BLOCK if (blockIdx.x == 0)

// Macros: a barrier, a warp function and the head of a uniform loop or if
// written as macros.
__global__ void mac(const int *in, int *out) {
  __shared__ int s[64];
  int t = threadIdx.x, v = in[blockIdx.x * 64 + t], w = v;
  FOR_OFFSETS(o) v += SHFL_DOWN(v, o);
  s[t] = v;
  SYNC();
  IF_FIRST_BLOCK {
    FOR_OFFSETS(o) { w += __shfl_xor_sync(FULL_MASK, w, o); }
  }
  out[blockIdx.x * 64 + t] = s[t & ~31] * 1000 + w;
}

// CHECK-LABEL: void mac_c2o_block(
// CHECK: FOR_OFFSETS(o) {
// CHECK: v += c2o_shfl_down_read(c2o_x0, c2o_t, c2o_bs, o, C2O_WARP_SIZE);
// CHECK: IF_FIRST_BLOCK {

int main() {
  const int B = 64, G = 2, n = B * G;
  int h[n], o[n];
  for (int i = 0; i < n; ++i) h[i] = (i * 29) % 97;
  int *d, *dout;
  cudaMalloc(&d, sizeof(h));
  cudaMalloc(&dout, sizeof(o));
  cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
  positions<<<G, B>>>(d, dout);
  cudaMemcpy(o, dout, sizeof(o), cudaMemcpyDeviceToHost);
  int ok = 1;
  for (int w = 0; w < n / 32; ++w) {
    int any90 = 0, mx = 0;
    int vv[32], rounds[32];
    for (int l = 0; l < 32; ++l) { vv[l] = h[w * 32 + l]; any90 |= vv[l] > 90; rounds[l] = 0; }
    for (;;) { int any = 0; for (int l = 0; l < 32; ++l) any |= vv[l] > 8; if (!any) break; for (int l = 0; l < 32; ++l) { vv[l] >>= 1; ++rounds[l]; } }
    for (int l = 0; l < 32; ++l) mx = vv[l] > mx ? vv[l] : mx;
    for (int l = 0; l < 32; ++l) {
      int t = (w * 32 + l) % B;
      int k = (t / 32) * 32 < 3 ? 3 - (t / 32) * 32 : 0;
      int q = t & ~3, sum4 = (q) + (q + 1) + (q + 2) + (q + 3);
      int steps = 3;
      int e = (any90 ? 1000 : 0) + rounds[l] * 10 + k + mx + sum4 + 7 + 0 + steps * 100000;
      if (o[w * 32 + l] != e) { if (ok) printf("first bad %d: %d vs %d\n", w * 32 + l, o[w * 32 + l], e); ok = 0; }
    }
  }
  printf("positions ok=%d\n", ok);
  // OUT: positions ok=1
  int h2[128], o2[128];
  for (int i = 0; i < 128; ++i) h2[i] = i % 9;
  cudaMemcpy(d, h2, sizeof(h2), cudaMemcpyHostToDevice);
  mac<<<2, 64>>>(d, dout);
  cudaMemcpy(o2, dout, sizeof(o2), cudaMemcpyDeviceToHost);
  ok = 1;
  for (int i = 0; i < 128; ++i) {
    int ws = 0;
    for (int l = 0; l < 32; ++l) ws += h2[(i & ~31) + l];
    int e = ws * 1000 + (i < 64 ? ws : h2[i]);
    ok &= o2[i] == e;
  }
  printf("macros ok=%d\n", ok);
  // OUT: macros ok=1
  return 0;
}
