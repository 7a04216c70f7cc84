// Kernel parameters named like the CUDA types the launchers write (a 4-D
// permutation's extents `dim1 ... dim4`, a `uint3` count): in the launcher
// they shadow the types, so the launcher names the types from the global
// namespace (::dim3, ::uint3). Before, `dim3(c2o_bx)` called the int
// parameter (C2O1503: called object type 'int' is not a function). A flat
// kernel and a block-level one (both forms).
// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: not grep -E "C2O1002|error" %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %check-no-cuda %t.cpp
// RUN: %omp-host %t.cpp -o %t.clang && %t.clang | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc && %t.gcc | FileCheck %s --check-prefix=OUT
// RUN: %omp-gfx90a-syntax %t.cpp
#include <cstdio>

// in has extents (dim1, dim2, dim3, dim4), out (dim2, dim1, dim4, dim3):
// out[j][i][l][k] = in[i][j][k][l].
__global__ void swap_axes(const int *in, int *out, int dim1, int dim2, int dim3, int dim4) {
  int idx = blockIdx.x * blockDim.x + threadIdx.x;
  if (idx >= dim1 * dim2 * dim3 * dim4) return;
  int l = idx % dim4, k = idx / dim4 % dim3, j = idx / (dim3 * dim4) % dim2, i = idx / (dim2 * dim3 * dim4);
  out[((j * dim1 + i) * dim4 + l) * dim3 + k] = in[idx];
}
// CHECK: ::uint3{c2o_tid % c2o_bx, 0, 0}, ::uint3{c2o_tid / c2o_bx, 0, 0}, ::dim3(c2o_bx), ::dim3(c2o_gx), in, out, dim1, dim2, dim3, dim4);

__global__ void add_up(const int *in, int *sum, int uint3, int dim3) {
  __shared__ int part[64];
  part[threadIdx.x] = threadIdx.x < uint3 ? in[threadIdx.x] * dim3 : 0;
  __syncthreads();
  if (threadIdx.x == 0) {
    int s = 0;
    for (int i = 0; i < blockDim.x; ++i) s += part[i];
    *sum = s;
  }
}
// CHECK: ::dim3(c2o_bx, c2o_by, c2o_bz), ::dim3(c2o_gx, c2o_gy, c2o_gz), C2O_ARENA_OR_SCRATCH(c2o_arena, c2o_scratch, c2o_arena_bytes), c2o_shmem, in, sum, uint3, dim3);

int main() {
  const int d1 = 2, d2 = 3, d3 = 2, d4 = 2, n = d1 * d2 * d3 * d4;
  int h[n], r[n], s;
  for (int i = 0; i < n; ++i) h[i] = i;
  int *din, *dout, *dsum;
  cudaMalloc(&din, sizeof h);
  cudaMalloc(&dout, sizeof r);
  cudaMalloc(&dsum, sizeof s);
  cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
  swap_axes<<<(n + 7) / 8, 8>>>(din, dout, d1, d2, d3, d4);
  add_up<<<1, 64>>>(din, dsum, 10, 3);
  cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost);
  cudaMemcpy(&s, dsum, sizeof s, cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i) printf("%d ", r[i]);
  printf("\nsum %d\n", s);
  // OUT: 0 2 1 3 12 14 13 15 4 6 5 7 16 18 17 19 8 10 9 11 20 22 21 23
  // OUT: sum 135
  return 0;
}
