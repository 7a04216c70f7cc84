#include "kernels.cuh"

__global__ void histogram(const unsigned char *data, int n, unsigned int *bins) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int stride = blockDim.x * gridDim.x;
  for (; i < n; i += stride) atomicAdd(&bins[data[i] % 16], 1u);
}

__global__ void normalize(const unsigned int *bins, float *freq, int nbins, int total) {
  int b = threadIdx.x;
  if (b < nbins) freq[b] = float(bins[b]) / float(total);
}

// A host wrapper in the kernels' file, called from main.cu.
void launch_histogram(const unsigned char *data, int n, unsigned int *bins) {
  cudaMemset(bins, 0, 16 * sizeof(unsigned int));
  histogram<<<16, 128>>>(data, n, bins);
}
