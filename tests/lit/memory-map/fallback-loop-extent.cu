// --memory=map fall-back C2O1304: a copy in a loop whose extent changes
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
  int h[64];
  for (int i = 0; i < 64; ++i) h[i] = i;
  int n = 16;
  int *d;
  cudaMalloc(&d, n * sizeof(int));
  cudaMemcpy(d, h, n * sizeof(int), cudaMemcpyHostToDevice);
  for (int k = 0; k < 2; ++k) {
    inc<<<1, 64>>>(d, n);
    cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost);
    n = n / 2;
  }
  cudaFree(d);
  printf("h[0]=%d h[8]=%d h[15]=%d\n", h[0], h[8], h[15]);
  return 0;
}
// ERR: note: C2O1304: device buffer 'd' keeps the device-pointer form under --memory=map: the extent of its copies changes ('n' is assigned after the allocation)
// CHECK-NOT: #pragma omp target {{enter|exit|update}}
// OUT: h[0]=2 h[8]=9 h[15]=16
