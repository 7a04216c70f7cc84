// __noinline__ is a keyword to clang's CUDA parse, not a macro, so the
// keyword table never saw it and the output kept it: "unknown type name
// '__noinline__'" (C2O1503). Written on a function and in the program's
// own macro, it becomes the attribute, once per place it is written.
// RUN: %cuda2omp-verified %s -o %t.cpp 2> %t.err
// RUN: FileCheck %s --check-prefix=ERR --input-file=%t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %omp-host %t.cpp -o %t.exe && %t.exe | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc && %t.gcc | FileCheck %s --check-prefix=OUT
// ERR-NOT: C2O1503
// CHECK: #define KEEP_CALL __attribute__((noinline))
// CHECK: __attribute__((noinline)) float cube(float x)
// CHECK-NOT: __noinline__
// OUT: 0 2 16 54 128 250 432 686
#include <cstdio>

#define KEEP_CALL __device__ __noinline__

__device__ __noinline__ float cube(float x) { return x * x * x; }
KEEP_CALL float twice(float x) { return 2 * x; }

__global__ void cubes(float *out) {
  int i = threadIdx.x;
  out[i] = twice(cube((float)i));
}

int main() {
  float h[8], *d;
  cudaMalloc(&d, sizeof h);
  cubes<<<1, 8>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 8; ++i) printf("%g%s", h[i], i < 7 ? " " : "\n");
  return 0;
}
