// <cassert>'s assert in device code (a kernel and a __device__ function)
// becomes c2o_device_assert (C2O1127): a failed one does not stop the
// program; cudaDeviceSynchronize prints each failure on stderr in CUDA's
// form and returns cudaErrorAssert ("device-side assert triggered"), and so
// does every later synchronisation. An assert in host code, and in a
// __host__ __device__ function, stays <cassert>'s.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cuda2omp %s -o %t/out.cpp 2> %t/err
// RUN: %strip-checks %s %t/out.cpp | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR --input-file=%t/err
// RUN: %omp-host %t/out.cpp -o %t/exe
// RUN: %t/exe > %t/stdout 2> %t/stderr
// RUN: FileCheck %s --check-prefix=OUT --input-file=%t/stdout
// RUN: FileCheck %s --check-prefix=LOG --input-file=%t/stderr
// RUN: %omp-gcc %t/out.cpp -o %t/exe-gcc
// RUN: %t/exe-gcc > %t/stdout-gcc 2> %t/stderr-gcc
// RUN: FileCheck %s --check-prefix=OUT --input-file=%t/stdout-gcc
// RUN: FileCheck %s --check-prefix=LOG --input-file=%t/stderr-gcc
#include <cassert>
#include <cstdio>
#include <cuda_runtime.h>

// CHECK: #define C2O_DEVICE_ASSERTS 1
// CHECK-NOT: C2O_DEVICE_RECURSION
// CHECK-NEXT: #include "c2o_runtime.h"

__device__ int checked(int v, int limit) {
  // CHECK: c2o_device_assert(v < limit);
  assert(v < limit);
  return v;
}

__host__ __device__ int either(int v) {
  // CHECK: {{^}}  assert(v >= 0);
  assert(v >= 0);
  return v;
}

__global__ void fill(int *out, int n, int limit) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // ERR: device_assert.cu:[[@LINE+2]]:3: note: C2O1127: 'assert' in device code
  // CHECK: c2o_device_assert(i < n);
  assert(i < n);
  if (i < n) out[i] = checked(either(i), limit);
}

int main() {
  const int n = 64;
  int *d = nullptr;
  cudaMalloc(&d, n * sizeof(int));
  assert(d != nullptr); // host code: <cassert>'s
  fill<<<1, n>>>(d, n, 1000);
  cudaError_t first = cudaDeviceSynchronize();
  // OUT: clean: no error
  printf("clean: %s\n", cudaGetErrorString(first));
  // Threads 60..63 fail the limit in checked().
  fill<<<1, n>>>(d, n, 60);
  cudaError_t second = cudaDeviceSynchronize();
  // LOG-COUNT-4: out.cpp:{{[0-9]+}}: {{.*}}checked{{.*}}: Assertion `v < limit` failed.
  // LOG-NOT: Assertion
  // OUT-NEXT: failed: device-side assert triggered (710)
  printf("failed: %s (%d)\n", cudaGetErrorString(second), (int)second);
  // OUT-NEXT: still: 710
  printf("still: %d\n", (int)cudaDeviceSynchronize());
  return 0;
}
