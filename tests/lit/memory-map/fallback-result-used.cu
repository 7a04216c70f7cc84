// --memory=map fall-back C2O1309: the result of cudaMalloc is tested
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
  if (cudaMalloc(&d, n * sizeof(int)) != cudaSuccess) return 1;
  cudaMemcpy(d, h, n * sizeof(int), cudaMemcpyHostToDevice);
  inc<<<1, 64>>>(d, n);
  cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost);
  cudaFree(d);
  printf("h[63]=%d\n", h[63]);
  return 0;
}
// ERR: note: C2O1309: device buffer 'd' keeps the device-pointer form under --memory=map: the result of its cudaMalloc is used
// CHECK-NOT: #pragma omp target {{enter|exit|update}}
// OUT: h[63]=64
