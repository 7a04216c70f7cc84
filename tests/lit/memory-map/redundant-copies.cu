// --memory=map: copies that are not needed disappear. Copying back what was
// just copied out (or out again what was just copied), with nothing in between
// that writes either side, moves no new bytes.
// RUN: %cuda2omp --memory=map %s -o %t.cpp 2> %t.err
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %omp-host %t.cpp -o %t.clang && %t.clang | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc && %t.gcc | FileCheck %s --check-prefix=OUT
#include <cstdio>

__global__ void twice(int *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= 2;
}

int main() {
  const int n = 128;
  int h[n];
  for (int i = 0; i < n; ++i) h[i] = i;
  int *d;
  cudaMalloc(&d, sizeof(h));
  cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
  twice<<<1, n>>>(d, n);
  cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
  int k = 3; // no write to either side
  cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
  twice<<<1, n>>>(d, n);
  cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
  cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
  cudaFree(d);
  printf("h[%d]=%d h[127]=%d\n", k, h[k], h[n - 1]);
  return 0;
}
// ERR: note: C2O1300: device buffer 'd' is mapped from host buffer 'h' (--memory=map): copied in and out, mapped as h; 2 copies not needed removed
// CHECK: #pragma omp target enter data map(to: h)
// CHECK-NEXT: d = c2o_mapped_ptr(h);
// CHECK-NEXT: twice(1, n, 0, d, n);
// CHECK-NEXT: #pragma omp target update from(h)
// CHECK-NEXT: int k = 3;
// CHECK-NEXT: twice(1, n, 0, d, n);
// CHECK-NEXT: #pragma omp target exit data map(from: h)
// CHECK-NEXT: printf(
// OUT: h[3]=12 h[127]=508
