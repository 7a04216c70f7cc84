// --memory=map across functions of one file: a device buffer passed to a
// function of the file gets the mapped address; a function whose host buffer
// is a parameter maps it.
// RUN: %cuda2omp --memory=map %s -o %t.cpp 2> %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %omp-host %t.cpp -o %t.clang && %t.clang | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc && %t.gcc | FileCheck %s --check-prefix=OUT
#include <cstdio>

__global__ void twice(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= 2;
}

static void launch_twice(float *dx, int n) { twice<<<(n + 31) / 32, 32>>>(dx, n); }

void run(float *host, int n) {
  float *d;
  cudaMalloc(&d, n * sizeof(float));
  cudaMemcpy(d, host, n * sizeof(float), cudaMemcpyHostToDevice);
  launch_twice(d, n);
  launch_twice(d, n);
  cudaMemcpy(host, d, n * sizeof(float), cudaMemcpyDeviceToHost);
  cudaFree(d);
}

int main() {
  float x[100];
  for (int i = 0; i < 100; ++i) x[i] = i;
  run(x, 100);
  printf("x[1]=%g x[99]=%g\n", x[1], x[99]);
  return 0;
}
// CHECK: void run(float *host, int n) {
// CHECK: #pragma omp target enter data map(to: host[:n])
// CHECK-NEXT: d = c2o_mapped_ptr(host);
// CHECK-NEXT: launch_twice(d, n);
// CHECK-NEXT: launch_twice(d, n);
// CHECK-NEXT: #pragma omp target exit data map(from: host[:n])
// OUT: x[1]=4 x[99]=396
