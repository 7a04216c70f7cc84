// grid_step synchronises the whole grid: it is left as CUDA (C2O1001) and
// has no launcher; shift is defined with other parameters than the header's.
#include "link_kernels.cuh"
#include <cooperative_groups.h>
__global__ void grid_step(float *x, int n) {
  cooperative_groups::grid_group g = cooperative_groups::this_grid();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] += 1.0f;
  g.sync();
}
__global__ void shift(float *x, long n) {
  long i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] -= 1.0f;
}
