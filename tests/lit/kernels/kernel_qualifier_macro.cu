// __global__ spelled in the program's own macro (#define KERNEL __global__,
// as __host__ __device__ are in #define HD): the macro's body becomes empty,
// once, and the kernel declared with it is translated where it is used.
// Before, the body kept __global__ and the output did not compile ("unknown
// type name '__global__'", C2O1503).
// RUN: %cuda2omp-verified %s -o %t.cpp 2> %t.err
// RUN: FileCheck %s --check-prefix=ERR --input-file=%t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %omp-host %t.cpp -o %t.exe && %t.exe | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc && %t.gcc | FileCheck %s --check-prefix=OUT
// RUN: %omp-gfx90a-syntax %t.cpp
// ERR-NOT: C2O1503
#include <cstdio>
#define HD __host__ __device__
#define KERNEL __global__
// CHECK: #define HD {{$}}
// CHECK-NEXT: #define KERNEL {{$}}
HD inline float sq(float x) { return x * x; }
KERNEL void squareAll(float *p) { p[threadIdx.x] = sq(p[threadIdx.x]) + 1.0f; }
// CHECK: KERNEL void squareAll_c2o_body(
// CHECK: KERNEL void squareAll(dim3 c2o_grid, dim3 c2o_block, size_t c2o_shmem, float *p) {
int main() {
  float h[4] = {1, 2, 3, 4}, *d;
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  squareAll<<<1, 4>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  cudaFree(d);
  printf("%g %g %g %g, on the host %g\n", h[0], h[1], h[2], h[3], sq(3));
  // OUT: 2 5 10 17, on the host 9
  return 0;
}
