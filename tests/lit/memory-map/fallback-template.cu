// --memory=map fall-back C2O1309: a buffer allocated in a function template
// keeps the device-pointer form (one text, many instantiations).
// RUN: %cuda2omp --memory=map %s -o %t.cpp 2> %t.err
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %omp-host %t.cpp -o %t.clang && %t.clang | FileCheck %s --check-prefix=OUT
#include <cstdio>

template <class T> __global__ void inc(T *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] += 1;
}

template <class T> T run(T *h, int n) {
  T *d;
  cudaMalloc(&d, n * sizeof(T));
  cudaMemcpy(d, h, n * sizeof(T), cudaMemcpyHostToDevice);
  inc<<<1, 64>>>(d, n);
  cudaMemcpy(h, d, n * sizeof(T), cudaMemcpyDeviceToHost);
  cudaFree(d);
  return h[n - 1];
}

int main() {
  float f[64];
  for (int i = 0; i < 64; ++i) f[i] = i;
  printf("%g\n", run(f, 64));
  return 0;
}
// ERR: note: C2O1309: device buffer 'd' keeps the device-pointer form under --memory=map: it is allocated in a template ('run'), whose instantiations could pair it differently
// CHECK: c2o_malloc(&d, n * sizeof(T));
// CHECK-NOT: #pragma omp target {{enter|exit|update}}
// OUT: 64
