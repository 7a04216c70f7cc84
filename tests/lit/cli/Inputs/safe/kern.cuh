// A header with CUDA code: translated with the file that includes it.
#pragma once
__global__ void scale(float *v, int n, float a) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) v[i] *= a;
}
