// A generic 1-D smoothing stencil: kernel and device function templates in a
// header, instantiated for float in smooth_float.cu and for double in main.cu.
#pragma once
#include <cuda_runtime.h>

template <typename T>
__device__ T weighted(T left, T mid, T right) {
  return T(0.25) * left + T(0.5) * mid + T(0.25) * right;
}

template <typename T, int RADIUS = 1>
__global__ void smooth(const T *in, T *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  if (i < RADIUS || i >= n - RADIUS) {
    out[i] = in[i];
    return;
  }
  out[i] = weighted(in[i - RADIUS], in[i], in[i + RADIUS]);
}

template <typename T>
T weighted_ref(T left, T mid, T right) {
  return T(0.25) * left + T(0.5) * mid + T(0.25) * right;
}

template <typename T>
void smooth_host(const T *in, T *out, int n) {
  for (int i = 0; i < n; ++i)
    out[i] = (i < 1 || i >= n - 1) ? in[i] : weighted_ref(in[i - 1], in[i], in[i + 1]);
}

// Smooths n floats on the device (smooth_float.cu); returns the checksum.
double smooth_floats(int n, int passes);
