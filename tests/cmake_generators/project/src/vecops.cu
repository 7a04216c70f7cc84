#include "devmath.cuh"
#include "vecops.h"

__global__ void poly_kernel(const int *in, long long *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = poly(in[i]);
}

__global__ void smooth_kernel(const long long *in, long long *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = in[clamp_index(i - 1, n)] + in[i] + in[clamp_index(i + 1, n)];
}

void vec_poly(const int *d_in, long long *d_out, int n) {
  poly_kernel<<<(n + VEC_BLOCK - 1) / VEC_BLOCK, VEC_BLOCK>>>(d_in, d_out, n);
}

void vec_smooth(const long long *d_in, long long *d_out, int n) {
  smooth_kernel<<<(n + VEC_BLOCK - 1) / VEC_BLOCK, VEC_BLOCK>>>(d_in, d_out, n);
}
