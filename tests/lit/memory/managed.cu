// RUN: %cuda2omp --memory=device %s -o %t.cpp --quiet
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %omp-syntax %t.cpp
// RUN: %check-no-cuda %t.cpp
// A leading comment block stays first.
#include <cstdio>
// CHECK: // A leading comment block stays first.
// CHECK-NEXT: {{^}}#include "c2o_managed_memory.h"
// CHECK-NEXT: {{^}}#include "c2o_runtime.h"
// CHECK-NEXT: {{^}}#include <cstdio>
__global__ void inc(int *p) { p[threadIdx.x] += 1; }
int main() {
  int *m;
  cudaMallocManaged(&m, 64 * sizeof(int));
  // CHECK: {{^ *}}// C2O1101: cudaMallocManaged became c2o_malloc_managed: with clang the offload runtime's shared allocation
  // CHECK-NEXT: c2o_malloc_managed(&m, 64 * sizeof(int));
  for (int i = 0; i < 64; ++i) m[i] = i;
  inc<<<1, 64>>>(m);
  cudaDeviceSynchronize();
  printf("%d\n", m[63]);
  cudaFree(m);
}
