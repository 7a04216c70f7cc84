// Kernel parameters written through macros (a type macro, a NULL default) and
// __grid_constant__: the launchers, flat and block-level, keep them as written.
// RUN: %cuda2omp %s -o %t.cpp --quiet
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %omp-host %t.cpp -o %t.exe
// RUN: %t.exe | FileCheck %s --check-prefix=OUT
#include <cstdio>
#include <cuda_runtime.h>
#define real float

struct Params { int n; real scale; };

__global__ void scaled(const __grid_constant__ Params p, real *x) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < p.n) x[i] *= p.scale;
}
// CHECK: void scaled(dim3 c2o_grid, dim3 c2o_block, size_t c2o_shmem, const Params p, real *x)

__global__ void blockSums(const real *x, int n, real *sums = NULL) {
  __shared__ real s[64];
  s[threadIdx.x] = threadIdx.x < n ? x[blockIdx.x * 64 + threadIdx.x] : 0;
  __syncthreads();
  if (threadIdx.x == 0) {
    real t = 0;
    for (int k = 0; k < 64; ++k) t += s[k];
    if (sums) sums[blockIdx.x] = t;
  }
}
// CHECK: void blockSums(dim3 c2o_grid, dim3 c2o_block, size_t c2o_shmem, const real *x, int n, real *sums = NULL)

int main() {
  real h[128], *d, *ds, hs[2];
  for (int i = 0; i < 128; ++i) h[i] = 1.0f;
  cudaMalloc(&d, sizeof h);
  cudaMalloc(&ds, sizeof hs);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  Params p{128, 2.0f};
  scaled<<<2, 64>>>(p, d);
  blockSums<<<2, 64>>>(d, 64, ds);
  blockSums<<<2, 64>>>(d, 64);
  cudaMemcpy(hs, ds, sizeof hs, cudaMemcpyDeviceToHost);
  printf("%g %g\n", hs[0], hs[1]);
  // OUT: 128 128
  return 0;
}
