// --memory=map fall-back C2O1303: a copy of part of the allocation
// The buffer keeps the device-pointer form and the program gives CUDA's result.
// RUN: %cuda2omp --memory=map %s -o %t.cpp 2> %t.err
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %omp-host %t.cpp -o %t.clang && %t.clang | FileCheck %s --check-prefix=OUT
#include <cstdio>
#include <cstdlib>

__global__ void inc(int *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] += 1;
}

int main() {
  const int n = 64;
  int h[n];
  for (int i = 0; i < n; ++i) h[i] = i;
  int *d;
  cudaMalloc(&d, n * sizeof(int));
  cudaMemcpy(d, h, n * sizeof(int), cudaMemcpyHostToDevice);
  inc<<<1, 64>>>(d, n);
  cudaMemcpy(h, d, 10 * sizeof(int), cudaMemcpyDeviceToHost);
  cudaFree(d);
  printf("h[9]=%d h[10]=%d\n", h[9], h[10]);
  return 0;
}
// ERR: note: C2O1303: device buffer 'd' keeps the device-pointer form under --memory=map: a copy moves '10 * sizeof(int)' bytes but the allocation has 'n * sizeof(int)'
// CHECK-NOT: #pragma omp target {{enter|exit|update}}
// OUT: h[9]=10 h[10]=10
