// --memory=map fall-back C2O1307: double buffering swaps the device pointers
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

__global__ void next(const int *a, int *b, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) b[i] = a[i] + (i > 0 ? a[i - 1] : 0);
}

int main() {
  const int n = 8;
  int h[n] = {1, 0, 0, 0, 0, 0, 0, 0};
  int *a, *b;
  cudaMalloc(&a, n * sizeof(int));
  cudaMalloc(&b, n * sizeof(int));
  cudaMemcpy(a, h, n * sizeof(int), cudaMemcpyHostToDevice);
  for (int it = 0; it < 4; ++it) {
    next<<<1, n>>>(a, b, n);
    int *t = a;
    a = b;
    b = t;
  }
  cudaMemcpy(h, a, n * sizeof(int), cudaMemcpyDeviceToHost);
  cudaFree(a);
  cudaFree(b);
  printf("%d %d %d %d %d\n", h[0], h[1], h[2], h[3], h[4]);
  return 0;
}
// ERR: note: C2O1307: device buffer 'a' keeps the device-pointer form under --memory=map: aliasing: it initialises another pointer
// ERR: note: C2O1307: device buffer 'b' keeps the device-pointer form under --memory=map: aliasing: it is copied into another pointer ('a = b')
// CHECK-NOT: #pragma omp target {{enter|exit|update}}
// OUT: 1 4 6 4 1
