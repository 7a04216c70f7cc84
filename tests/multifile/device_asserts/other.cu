#include <cassert>
#include <cuda_runtime.h>

__device__ int negate(int v, int limit) {
  assert(v < limit);
  return -v;
}

__global__ void negate_all(int *x, int limit) { x[threadIdx.x] = negate(threadIdx.x, limit); }

int other_file_launch(int *x, int limit) {
  negate_all<<<1, 64>>>(x, limit);
  return (int)cudaDeviceSynchronize();
}
