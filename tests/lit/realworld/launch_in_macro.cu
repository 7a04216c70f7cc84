// Launches written inside the program's own macros: the macro's text is
// translated as a launch (`<<<` -> `(`, `>>>(` -> `, 0, `), once however many
// times it expands; a launch with a stream in a macro stays, with C2O1012.
// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: %omp-host %t.cpp -o %t.exe -DNO_STREAM_MACRO
// RUN: %t.exe | FileCheck %s --check-prefix=OUT
#include <cstdio>
#include <cuda_runtime.h>

__global__ void scale(float *x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= a;
}
__global__ void bump(float *x) { x[threadIdx.x] += 1.0f; }

#define RUN(k, blocks, ...) k<<<(blocks), 128>>>(__VA_ARGS__)
// CHECK: #define RUN(k, blocks, ...) k((blocks), 128, 0, __VA_ARGS__)
#define BUMP(p) bump<<<1, 32>>>(p); cudaDeviceSynchronize()
// CHECK: #define BUMP(p) bump(1, 32, 0, p); c2o_device_synchronize()
#ifndef NO_STREAM_MACRO
#define ON_STREAM(s, p) bump<<<1, 32, 0, s>>>(p)
#endif

int main() {
  const int n = 1000;
  float h[n], *d;
  for (int i = 0; i < n; ++i) h[i] = 1.0f;
  cudaMalloc(&d, sizeof(h));
  cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
  RUN(scale, (n + 127) / 128, d, 3.0f, n);
  RUN(scale, (n + 127) / 128, d, 0.5f, n);
  BUMP(d);
  BUMP(d + 32);
#ifndef NO_STREAM_MACRO
  cudaStream_t s;
  cudaStreamCreate(&s);
  ON_STREAM(s, d);
  // ERR: warning: C2O1012: 'kernel launch written through a macro'
#endif
  cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
  double sum = 0;
  for (int i = 0; i < n; ++i) sum += h[i];
  printf("sum %.1f\n", sum);
  // OUT: sum 1564.0
  cudaFree(d);
  return 0;
}
