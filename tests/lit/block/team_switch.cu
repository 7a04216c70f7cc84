// A switch that holds barriers and warp functions stays a switch when its
// value is the same in every thread: its labels and breaks stand between the
// phases; fall-through and grouped labels keep their meaning.
// RUN: %cuda2omp %s -o %t.cpp --quiet
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %check-no-cuda %t.cpp
// RUN: %omp-host %t.cpp -o %t.clang && %t.clang | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc && %t.gcc | FileCheck %s --check-prefix=OUT
// RUN: %omp-gfx90a-syntax %t.cpp
#include <cstdio>
#include <cuda_runtime.h>

template <int MODE>
__global__ void sw(const int *in, int *out, int op) {
  __shared__ int s[64];
  int t = threadIdx.x, v = in[t], r = 0;
  switch (op) {
  case 0:
    s[t] = v;
    __syncthreads();
    r = s[63 - t];
    break;
  case 1:
  case 2: {
    s[t] = v * op;
    __syncthreads();
    r = s[(t + 1) % 64];
  }
    // falls through
  default:
    r += __shfl_xor_sync(0xffffffff, v, 1);
    break;
  }
  switch (MODE) {
  case 7: r += 1000; break;
  default: r -= 1000;
  }
  out[t] = r;
}
// CHECK-LABEL: void sw_c2o_block(
// CHECK: switch (op) {
// CHECK-NEXT: case 0:
// CHECK: c2o_block_barrier(c2o_arena);
// CHECK: break;
// CHECK: case 1:
// CHECK-NEXT: case 2: {
// CHECK: default:
// CHECK: c2o_shfl_xor_read(

int main() {
  int h[64], o[64];
  for (int i = 0; i < 64; ++i) h[i] = i * 5 % 17;
  int *d, *dO;
  cudaMalloc(&d, sizeof(h));
  cudaMalloc(&dO, sizeof(o));
  cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
  int ok = 1;
  for (int op = 0; op < 4; ++op) {
    sw<7><<<1, 64>>>(d, dO, op);
    cudaMemcpy(o, dO, sizeof(o), cudaMemcpyDeviceToHost);
    for (int t = 0; t < 64; ++t) {
      int e = op == 0 ? h[63 - t] : (op <= 2 ? h[(t + 1) % 64] * op : 0) + h[t ^ 1];
      ok &= o[t] == e + 1000;
    }
  }
  printf("switch ok=%d\n", ok);
  // OUT: switch ok=1
  return 0;
}
