// --memory=map: copies inside a loop, between the first and the last use,
// become `target update`; cudaMemset becomes c2o_memset_mapped.
// RUN: %cuda2omp --memory=map %s -o %t.cpp 2> %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %omp-host %t.cpp -o %t.clang && %t.clang | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc && %t.gcc | FileCheck %s --check-prefix=OUT
// RUN: %omp-gfx90a-syntax %t.cpp
#include <cstdio>

__global__ void step(int *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] += i;
}

int main() {
  const int n = 300;
  int *h = new int[n];
  int *d;
  cudaMalloc(&d, n * sizeof(int));
  cudaMemset(d, 0, n * sizeof(int));
  for (int it = 0; it < 3; ++it) {
    step<<<(n + 63) / 64, 64>>>(d, n);
    cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost);
  }
  step<<<(n + 63) / 64, 64>>>(d, n);
  cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost);
  cudaFree(d);
  printf("h[1]=%d h[299]=%d\n", h[1], h[n - 1]);
  delete[] h;
  return 0;
}
// CHECK: #pragma omp target enter data map(alloc: h[:n])
// CHECK-NEXT: d = c2o_mapped_ptr(h);
// CHECK-NEXT: c2o_memset_mapped(h, 0, n * sizeof(int));
// CHECK: step((n + 63) / 64, 64, 0, d, n);
// CHECK-NEXT: #pragma omp target update from(h[:n])
// CHECK: #pragma omp target exit data map(from: h[:n])
// OUT: h[1]=4 h[299]=1196
