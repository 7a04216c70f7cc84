// --memory=map fall-back C2O1307 (aliasing): one device buffer copied to two
// host buffers keeps the device-pointer form, and still gives CUDA's results.
// RUN: %cuda2omp --memory=map %s -o %t.cpp 2> %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %omp-host %t.cpp -o %t.clang && %t.clang | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc && %t.gcc | FileCheck %s --check-prefix=OUT
// RUN: %omp-gfx90a-syntax %t.cpp
#include <cstdio>
#define CHECK(call) do { if ((call) != cudaSuccess) { printf("error\n"); return 1; } } while (0)

__global__ void scale(int *x, int n, int k) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] = x[i] * k + 1;
}

int main() {
  const int n = 256;
  int h[n], first[n];
  for (int i = 0; i < n; ++i) h[i] = i;
  int *d;
  CHECK(cudaMalloc(&d, n * sizeof(int)));
  CHECK(cudaMemset(d, 0, n * sizeof(int)));
  scale<<<2, 128>>>(d, n, 3);
  CHECK(cudaMemcpy(first, d, n * sizeof(int), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(d, h, n * sizeof(int), cudaMemcpyHostToDevice));
  scale<<<2, 128>>>(d, n, 2);
  CHECK(cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost));
  CHECK(cudaFree(d));
  printf("first[0]=%d h[0]=%d h[255]=%d\n", first[0], h[0], h[n - 1]);
  return 0;
}
// 'first' and 'h' both mirror d: the second host buffer makes it fall back.
// CHECK: CHECK(c2o_malloc(&d, n * sizeof(int)));
// CHECK: C2O1307: device buffer 'd' keeps the device-pointer form under --memory=map: aliasing: it is copied to or from two host buffers ('first', 'h')
// CHECK-NEXT: CHECK(c2o_memcpy(d, h, n * sizeof(int), c2o_memcpy_host_to_device));
// OUT: first[0]=1 h[0]=1 h[255]=511
