// A block-level device function in a header that two inputs include: one
// calls it with an argument the same in every thread of the block, the other
// does not call it at all.
#pragma once
__device__ int block_total(int v, int width, int *scratch) {
  scratch[threadIdx.x] = v * width;
  __syncthreads();
  int t = 0;
  for (int k = 0; k < blockDim.x; ++k) t += scratch[k];
  __syncthreads();
  return t;
}
// A plain device function, not inline: nvcc builds each input's device code
// on its own, so both inputs may define it.
__device__ int twice(int v) { return 2 * v; }
