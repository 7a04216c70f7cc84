// Device arithmetic shared by the kernels.
#pragma once
#include <cuda_runtime.h>
#include <poly_coeffs.h>

#ifndef POLY_DEGREE
#error "POLY_DEGREE must be defined by the build"
#endif

// c0 + c1 x + c2 x^2 + c3 x^3 (Horner), in integers: exact on every device.
__host__ __device__ inline long long poly(long long x) {
  long long r = POLY_C3;
  r = r * x + POLY_C2;
  r = r * x + POLY_C1;
  r = r * x + POLY_C0;
  return r;
}

__device__ inline int clamp_index(int i, int n) { return i < 0 ? 0 : (i >= n ? n - 1 : i); }
