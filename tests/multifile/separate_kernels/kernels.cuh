// Kernels declared here, defined in kernels.cu and launched from main.cu
// (separate compilation): main.cu sees only these declarations, whatever
// the kernels' bodies are (flat, block-level, dynamic shared memory,
// template, in a namespace, atomics that become reductions).
#pragma once
#include <cuda_runtime.h>

__global__ void scale(float *x, float a, int n);
__global__ void block_sum(const float *x, float *sums, int n);
__global__ void block_max(const float *x, float *maxs, int n);
template <typename T> __global__ void fill(T *p, T v, int n);
namespace ops {
__global__ void negate(float *x, int n);
}
__global__ void total(const float *x, float *sum, int n);
