// --memory=map fall-back C2O1305: the device pointer is passed to a function defined in another file
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

__attribute__((weak)) void process(int *dev, int n); // defined in another file

int main(int argc, char **argv) {
  const int n = 64;
  int h[n];
  for (int i = 0; i < n; ++i) h[i] = i;
  int *d;
  cudaMalloc(&d, n * sizeof(int));
  cudaMemcpy(d, h, n * sizeof(int), cudaMemcpyHostToDevice);
  inc<<<1, 64>>>(d, n);
  if (argc > 5) process(d, n); // not called here: the file links without it
  cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost);
  cudaFree(d);
  printf("h[63]=%d\n", h[63]);
  return 0;
}
// ERR: note: C2O1305: device buffer 'd' keeps the device-pointer form under --memory=map: it is passed to 'process', which is not defined in this file
// CHECK-NOT: #pragma omp target {{enter|exit|update}}
// OUT: h[63]=64
