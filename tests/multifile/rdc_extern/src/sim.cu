#include "counters.cuh"

__global__ void detect(const float *signal, int n, int *flags) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float r = response(signal[i]);
  flags[i] = r > c_threshold;
  if (flags[i]) atomicAdd(&g_events, 1u);
}
