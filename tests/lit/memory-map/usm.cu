// --memory=usm: cudaMalloc and cudaMallocManaged become host memory under
// `#pragma omp requires unified_shared_memory`; copies are host copies.
// RUN: %cuda2omp --memory=usm %s -o %t.cpp 2> %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %omp-host %t.cpp -o %t.clang && %t.clang | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc && %t.gcc | FileCheck %s --check-prefix=OUT
// RUN: not %cuda2omp --memory=bogus %s -o %t.bad.cpp 2>&1 | FileCheck %s --check-prefix=BAD
#include <cstdio>

__global__ void inc(int *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] += 1;
}

int main() {
  const int n = 64;
  int h[n];
  for (int i = 0; i < n; ++i) h[i] = i;
  int *d, *m;
  cudaMalloc(&d, n * sizeof(int));
  cudaMallocManaged(&m, n * sizeof(int));
  cudaMemcpy(d, h, n * sizeof(int), cudaMemcpyHostToDevice);
  inc<<<1, 64>>>(d, n);
  cudaMemcpy(m, d, n * sizeof(int), cudaMemcpyDeviceToDevice);
  inc<<<1, 64>>>(m, n);
  cudaDeviceSynchronize();
  printf("m[0]=%d m[63]=%d\n", m[0], m[63]);
  cudaFree(d);
  cudaFree(m);
  return 0;
}
// CHECK: #include "c2o_managed_memory.h"
// CHECK: c2o_malloc_managed(&d, n * sizeof(int));
// CHECK: c2o_malloc_managed(&m, n * sizeof(int));
// OUT: m[0]=2 m[63]=65
// BAD: cuda2omp: error: unknown --memory 'bogus' (device, map, usm)
