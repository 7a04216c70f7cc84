// Wrong: the kernel skips every eighth element, and the program's own count
// of misses says so (8 of 64) with exit 0; the expected output (a right
// program's) counts 0. The harness must call it wrong: its own check fails.
#include <cuda_runtime.h>
#include "compare.h"

__global__ void scale(float *out, const float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && i % 8 != 7) out[i] = 3.0f * a[i];
}

int main() {
  static float a[N], cpu[N], gpu[N];
  for (int i = 0; i < N; ++i) a[i] = 1.0f + (i % 5);
  printf("N = %d\n", N);
  float *da, *dout;
  cudaMalloc(&da, sizeof(a));
  cudaMalloc(&dout, sizeof(gpu));
  cudaMemcpy(da, a, sizeof(a), cudaMemcpyHostToDevice);
  cudaMemset(dout, 0, sizeof(gpu));
  scale<<<(N + 31) / 32, 32>>>(dout, da, N);
  cudaMemcpy(gpu, dout, sizeof(gpu), cudaMemcpyDeviceToHost);
  for (int i = 0; i < N; ++i) cpu[i] = 3.0f * a[i];
  compare(cpu, gpu, N, 0.05);
  cudaFree(da);
  cudaFree(dout);
  return 0;
}
