// The diagnostic names every construct it leaves: an operator, conversion or
// implicit special member of a CUDA type is reported with its signature, and
// is translated without a diagnostic where its type is supported.
// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: %check-no-cuda %t.cpp
// ERR-NOT: CUDA API ''
#include <cuda_fp16.h>

__global__ void scale(float4 *v, __half *h, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float4 t = v[i];
  t.x *= 2.0f;
  v[i] = t;           // float4::operator= (implicit): supported with float4
  h[i] = h[i] * h[i]; // operator*(const __half &, const __half &) and __half::operator=
}
// CHECK-NOT: C2O1002
// CHECK: v[i] = t;

void graphs() {
  cudaKernelNodeParams a = {}, b = {};
  a = b;
  // CHECK: // C2O1002: CUDA API 'cudaKernelNodeParams::operator=(const cudaKernelNodeParams &)' is not supported
  // ERR: operators_named.cu:[[@LINE-2]]:5: warning: C2O1002: CUDA API 'cudaKernelNodeParams::operator=(const cudaKernelNodeParams &)'
}
