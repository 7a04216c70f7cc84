// C2O1109: a macro whose definition calls __syncthreads, used in a
// block-level kernel: the use is translated where it is written, the
// #define stays as it is. The output builds and runs.
// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: %omp-host %t.cpp -o %t && %t | FileCheck %s --check-prefix=OUT
#include <cstdio>
#define BARRIER __syncthreads()
// CHECK: {{^}}// C2O1109: macro 'BARRIER' calls '__syncthreads': its uses in block-level code were translated where they are written, and its definition was left as it is
// CHECK-NEXT: {{^}}#define BARRIER __syncthreads()
// ERR: macro_synchronisation.cu:9:17: note: C2O1109: macro 'BARRIER' calls '__syncthreads'
__global__ void reverse(int *d, int n) {
  __shared__ int s[64];
  int t = threadIdx.x;
  s[t] = d[t];
  BARRIER;
  d[t] = s[n - t - 1];
}
int main() {
  int h[64], *d;
  for (int i = 0; i < 64; ++i) h[i] = i;
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  reverse<<<1, 64>>>(d, 64);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  cudaFree(d);
  printf("%d %d\n", h[0], h[63]);
  // OUT: 63 0
  return 0;
}
