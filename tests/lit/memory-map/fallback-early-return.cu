// --memory=map fall-back C2O1309: outside main, a return between the first
// and the last use would leave the host buffer mapped, and the next call would
// find it present and copy nothing; the buffer keeps the device-pointer form.
// RUN: %cuda2omp --memory=map %s -o %t.cpp 2> %t.err
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %omp-host %t.cpp -o %t.clang && %t.clang | FileCheck %s --check-prefix=OUT
#include <cstdio>

__global__ void inc(int *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] += 1;
}

int step(int *h, int n, bool stop_early) {
  int *d;
  cudaMalloc(&d, n * sizeof(int));
  cudaMemcpy(d, h, n * sizeof(int), cudaMemcpyHostToDevice);
  inc<<<1, 64>>>(d, n);
  if (stop_early) return -1;
  cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost);
  cudaFree(d);
  return h[0];
}

int main() {
  int h[64] = {0};
  step(h, 64, true);
  h[0] = 10;
  printf("%d\n", step(h, 64, false));
  return 0;
}
// ERR: note: C2O1309: device buffer 'd' keeps the device-pointer form under --memory=map: a return or goto between its first and last use would leave it mapped
// CHECK: c2o_malloc(&d, n * sizeof(int));
// CHECK-NOT: #pragma omp target {{enter|exit|update}}
// OUT: 11
