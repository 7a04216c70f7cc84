// A project header holding CUDA: an include guard, a CUDA include, a device
// function and a kernel template. Translated with the file that includes it.
#ifndef PROJ_KERNELS_CUH
#define PROJ_KERNELS_CUH
#include <cuda_runtime.h>

__device__ inline int twice(int x) { return 2 * x; }

template <typename T>
__global__ void fill(T *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = T(twice(i));
}
#endif
