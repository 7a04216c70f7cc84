#include "kernels.cuh"

__global__ void scale(float *x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= a;
}

// Block-level: static shared memory and barriers.
__global__ void block_sum(const float *x, float *sums, int n) {
  __shared__ float s[128];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  s[threadIdx.x] = i < n ? x[i] : 0.0f;
  __syncthreads();
  for (int o = blockDim.x / 2; o > 0; o /= 2) {
    if (threadIdx.x < o) s[threadIdx.x] += s[threadIdx.x + o];
    __syncthreads();
  }
  if (threadIdx.x == 0) sums[blockIdx.x] = s[0];
}

// Block-level with the launch's dynamic shared memory.
__global__ void block_max(const float *x, float *maxs, int n) {
  extern __shared__ float m[];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  m[threadIdx.x] = i < n ? x[i] : -1e30f;
  __syncthreads();
  if (threadIdx.x == 0) {
    float best = m[0];
    for (unsigned t = 1; t < blockDim.x; ++t) best = m[t] > best ? m[t] : best;
    maxs[blockIdx.x] = best;
  }
}

template <typename T> __global__ void fill(T *p, T v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = v + T(i % 7);
}
template __global__ void fill<int>(int *, int, int);
template __global__ void fill<float>(float *, float, int);

namespace ops {
__global__ void negate(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] = -x[i];
}
} // namespace ops

// Every thread adds to one address: the atomics become a reduction.
__global__ void total(const float *x, float *sum, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicAdd(sum, x[i]);
}
