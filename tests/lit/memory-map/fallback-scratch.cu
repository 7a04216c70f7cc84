// --memory=map fall-back C2O1302: a device-only scratch buffer (no host buffer) stays omp_target_alloc; the other buffer is mapped
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

__global__ void copy(const int *a, int *b, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) b[i] = a[i] * 2;
}

int main() {
  const int n = 64;
  int h[n];
  for (int i = 0; i < n; ++i) h[i] = i;
  int *d, *tmp;
  cudaMalloc(&d, n * sizeof(int));
  cudaMalloc(&tmp, n * sizeof(int));
  cudaMemcpy(d, h, n * sizeof(int), cudaMemcpyHostToDevice);
  copy<<<1, 64>>>(d, tmp, n);
  inc<<<1, 64>>>(tmp, n);
  copy<<<1, 64>>>(tmp, d, n);
  cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost);
  cudaFree(tmp);
  cudaFree(d);
  printf("h[1]=%d h[63]=%d\n", h[1], h[63]);
  return 0;
}
// ERR: note: C2O1302: device buffer 'tmp' keeps the device-pointer form under --memory=map (omp_target_alloc): no host buffer pairs with it: nothing is copied between it and the host: a device-only buffer
// CHECK: c2o_malloc(&tmp, n * sizeof(int));
// CHECK: #pragma omp target enter data map(to: h)
// CHECK-NEXT: d = c2o_mapped_ptr(h);
// CHECK-NEXT: copy(1, 64, 0, d, tmp, n);
// CHECK: #pragma omp target exit data map(from: h)
// OUT: h[1]=6 h[63]=254
