// Conditions on CUDA's compilation macros keep the branch the translation
// read (where __CUDACC__ is defined): a program's own float2 for non-CUDA
// compilers does not clash with the helpers' one; a condition on __CUDA_ARCH__
// inside a kernel is read as nvcc's device pass reads it (compute capability
// 8.0: realworld/cuda_arch_device_branch.cu), whatever the OpenMP compiler's
// own passes define.
// RUN: %cuda2omp %s -o %t.cpp --quiet
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %omp-host %t.cpp -o %t && %t | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t-gcc && %t-gcc | FileCheck %s --check-prefix=OUT
#include <cstdio>
#include <cuda_runtime.h>

// CHECK: #if 0 /* cuda2omp: ifndef __CUDACC__ */
#ifndef __CUDACC__
struct float2 { float x, y; };
#endif

// CHECK: #if 1 /* cuda2omp: if defined(__CUDACC__) && CUDART_VERSION >= 9000 */
#if defined(__CUDACC__) && CUDART_VERSION >= 9000
#define HD __host__ __device__
#else
#define HD
#endif

HD inline float dot(float2 a, float2 b) { return a.x * b.x + a.y * b.y; }

__global__ void dots(const float2 *a, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
// CHECK: #if 1 /* cuda2omp: if __CUDA_ARCH__ >= 700 */
#if __CUDA_ARCH__ >= 700
  if (i < n) out[i] = dot(a[i], a[i]);
// CHECK: #else
#else
  if (i < n) out[i] = -1.f;
#endif
}

int main() {
  const int n = 64;
  float2 h[n];
  float r[n];
  for (int i = 0; i < n; ++i) h[i] = make_float2(i, 1.f);
  float2 *da;
  float *dr;
  cudaMalloc(&da, sizeof h);
  cudaMalloc(&dr, sizeof r);
  cudaMemcpy(da, h, sizeof h, cudaMemcpyHostToDevice);
  dots<<<1, n>>>(da, dr, n);
  cudaMemcpy(r, dr, sizeof r, cudaMemcpyDeviceToHost);
  float s = 0;
  for (float x : r) s += x;
  printf("%.1f\n", s);
  return 0;
}
// OUT: 85408.0
