// kernels.cu - the GPU side of the heat program.
#include <cuda_runtime.h>
#include "heat.h"

__global__ void heat_step(const float *in, float *out, int cells, float alpha) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= cells) return;
  if (i == 0 || i == cells - 1) { // the ends are held at 0
    out[i] = 0.0f;
    return;
  }
  out[i] = in[i] + alpha * (in[i - 1] - 2.0f * in[i] + in[i + 1]);
}

__global__ void count_hot(const float *temps, int cells, float threshold, int *count) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < cells; i += gridDim.x * blockDim.x)
    if (temps[i] > threshold) atomicAdd(count, 1);
}

void heat_run(const Rod &rod, float *a, float *b, int steps, float **result) {
  const int block = 128;
  const int grid = (rod.cells + block - 1) / block;
  for (int s = 0; s < steps; ++s) {
    heat_step<<<grid, block>>>(a, b, rod.cells, rod.alpha);
    float *t = a;
    a = b;
    b = t;
  }
  cudaDeviceSynchronize();
  *result = a;
}

int heat_count_hot(const Rod &rod, const float *temps, float threshold) {
  int *d_count, count = 0;
  cudaMalloc(&d_count, sizeof(int));
  cudaMemcpy(d_count, &count, sizeof(int), cudaMemcpyHostToDevice);
  count_hot<<<8, 64>>>(temps, rod.cells, threshold, d_count);
  cudaMemcpy(&count, d_count, sizeof(int), cudaMemcpyDeviceToHost);
  cudaFree(d_count);
  return count;
}
