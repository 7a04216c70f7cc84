// A block-level kernel: each block of 8 threads writes its lanes' values in
// interleaved order, through the header's functions.
#include "lanes.cuh"

__global__ void rotate(int *out) {
  __shared__ int tile[8];
  Row<int> row{tile};
  tile[threadIdx.x] = lane_twice() + 100 * blockIdx.x;
  __syncthreads();
  row.scale(3);
  __syncthreads();
  out[blockIdx.x * 8 + interleaved<8>()] = tile[threadIdx.x];
}

void run_rotate(int *d_out, int blocks) { rotate<<<blocks, 8>>>(d_out); }
