// Declarations of launcher_link_check.cu's kernels.
#pragma once
#include <cuda_runtime.h>
__global__ void grid_step(float *x, int n);
__global__ void shift(float *x, int n);
