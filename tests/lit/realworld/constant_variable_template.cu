// A __constant__ variable template: declare target goes around the whole
// template, its header included, and the output compiles; clang (19, 22)
// emits no device code for the instantiations, so the offload link fails:
// C2O1040 says so at the declaration.
// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: %omp-syntax %t.cpp
// RUN: %omp-gfx90a-syntax %t.cpp
// ERR: constant_variable_template.cu:[[@LINE+4]]:{{[0-9]+}}: warning: C2O1040: 'weights' is a device variable template
#include <cstdio>
#include <cuda_runtime.h>

template <typename T> __constant__ T weights[4];
// CHECK: #pragma omp declare target
// CHECK-NEXT: template <typename T> T weights[4];
// CHECK-NEXT: #pragma omp end declare target

template <typename T> __global__ void apply(T *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= weights<T>[i % 4];
}

int main() {
  const int n = 8;
  float w[4] = {1, 2, 3, 4}, h[n], *d;
  for (int i = 0; i < n; ++i) h[i] = 1.0f + i;
  cudaMemcpyToSymbol(weights<float>, w, sizeof(w));
  cudaMalloc(&d, sizeof(h));
  cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
  apply<<<1, n>>>(d, n);
  cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i) printf("%g ", h[i]);
  printf("\n");
  cudaFree(d);
  return 0;
}
