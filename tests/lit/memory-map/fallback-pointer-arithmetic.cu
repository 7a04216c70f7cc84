// --memory=map fall-back C2O1301: pointer arithmetic on the device pointer
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
  inc<<<1, 32>>>(d + 32, 32);
  cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost);
  cudaFree(d);
  printf("h[0]=%d h[63]=%d\n", h[0], h[63]);
  return 0;
}
// ERR: note: C2O1301: device buffer 'd' keeps the device-pointer form under --memory=map: pointer arithmetic on it ('d + 32') cannot be expressed on a mapped host buffer
// CHECK: c2o_malloc(&d, n * sizeof(int));
// CHECK-NOT: #pragma omp target {{enter|exit|update}}
// OUT: h[0]=0 h[63]=64
