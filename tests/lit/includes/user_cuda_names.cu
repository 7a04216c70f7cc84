// A program's own definitions of CUDA-like names (min, max, an operator+ on
// float2, lerp) do not clash with the helpers: the output builds with clang
// and GCC and gives the CUDA answer (sum of lerp(min, max, 0.25) of 2*(i, 32-i)).
// RUN: %cuda2omp %s -o %t.cpp --quiet
// RUN: %omp-host %t.cpp -o %t && %t | FileCheck %s
// RUN: %omp-gcc %t.cpp -o %t-gcc && %t-gcc | FileCheck %s
// CHECK: 768.00
#include <cstdio>
#include <cuda_runtime.h>
// A program's own helpers with CUDA's names (common in older code).
__host__ __device__ inline float min(float a, float b) { return a < b ? a : b; }
__host__ __device__ inline float max(float a, float b) { return a > b ? a : b; }
__host__ __device__ inline float2 operator+(float2 a, float2 b) { return make_float2(a.x + b.x, a.y + b.y); }
__host__ __device__ inline float lerp(float a, float b, float t) { return a + t * (b - a); }
__global__ void k(float *o, const float2 *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) { float2 q = p[i] + p[i]; o[i] = lerp(min(q.x, q.y), max(q.x, q.y), 0.25f); }
}
int main() {
  const int n = 32; float2 h[n]; float r[n];
  for (int i = 0; i < n; ++i) h[i] = make_float2(i, n - i);
  float2 *d; float *o; cudaMalloc(&d, sizeof h); cudaMalloc(&o, sizeof r);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  k<<<1, n>>>(o, d, n);
  cudaMemcpy(r, o, sizeof r, cudaMemcpyDeviceToHost);
  float s = 0; for (float x : r) s += x; printf("%.2f\n", s);
}
