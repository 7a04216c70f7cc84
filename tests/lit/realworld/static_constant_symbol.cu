// A `static __constant__` table filled with cudaMemcpyToSymbol: the device
// copy must be found by the OpenMP runtime, which registers only external
// declare-target variables (C2O1041); a static table the host never copies
// keeps `static`.
// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: %omp-host %t.cpp -o %t.exe
// RUN: %t.exe | FileCheck %s --check-prefix=OUT
#include <cstdio>
#include <cuda_runtime.h>

static __constant__ float coeffs[4];
// CHECK: {{^}}float coeffs[4];
// ERR: note: C2O1041: 'static' was removed from device variable 'coeffs'
static __device__ int calls;
// CHECK: {{^}}int calls;
static __device__ int unused_by_host;
// CHECK: {{^}}static int unused_by_host;

__global__ void poly(float *y, const float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = coeffs[0] + x[i] * (coeffs[1] + x[i] * (coeffs[2] + x[i] * coeffs[3]));
  if (i == 0) calls = 1 + unused_by_host;
}

int main() {
  const int n = 5;
  float c[4] = {1, 2, 3, 4}, x[n] = {0, 1, 2, 3, 4}, y[n], *dx, *dy;
  cudaMemcpyToSymbol(coeffs, c, sizeof c);
  cudaMalloc(&dx, sizeof x);
  cudaMalloc(&dy, sizeof y);
  cudaMemcpy(dx, x, sizeof x, cudaMemcpyHostToDevice);
  poly<<<1, 32>>>(dy, dx, n);
  cudaError_t e = cudaMemcpy(y, dy, sizeof y, cudaMemcpyDeviceToHost);
  int ncalls = 0;
  cudaError_t f = cudaMemcpyFromSymbol(&ncalls, calls, sizeof ncalls);
  for (int i = 0; i < n; ++i) printf("%g ", y[i]);
  printf("(%s, %s, calls %d)\n", cudaGetErrorString(e), cudaGetErrorString(f), ncalls);
  // OUT: 1 10 49 142 313 (no error, no error, calls 1)
  return 0;
}
