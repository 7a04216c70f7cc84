// Vector operations used by the whole program: device helpers and kernels
// live in this header (a common layout of small CUDA projects).
#ifndef VECOPS_CUH
#define VECOPS_CUH

#include <cuda_runtime.h>

#define VEC_BLOCK 128

__device__ __forceinline__ float clampf(float x, float lo, float hi) {
  return fminf(fmaxf(x, lo), hi);
}

__device__ inline float smoothstep(float e0, float e1, float x) {
  float t = clampf((x - e0) / (e1 - e0), 0.f, 1.f);
  return t * t * (3.f - 2.f * t);
}

__global__ void apply_smoothstep(const float *in, float *out, int n, float e0, float e1) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = smoothstep(e0, e1, in[i]);
}

__global__ void axpby(float a, const float *x, float b, float *y, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    y[i] = a * x[i] + b * y[i];
}

inline int blocks_for(int n) { return (n + VEC_BLOCK - 1) / VEC_BLOCK; }

#endif
