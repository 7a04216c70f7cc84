// A kernel with an off-by-one: its own check reports the mismatches and it
// exits 1, where the expected file (a correct program's) passes: the harness
// must call it wrong, saying that its own check fails.
#include <cuda_runtime.h>
#include "common.h"

__global__ void shift(float *out, const float *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = in[i] + (i % 5 == 4 ? 1.0f : 0.0f);
}

int main() {
  printf("Using kernel 1\n");
  const int n = 100;
  float in[n], out[n], *d_in, *d_out;
  for (int i = 0; i < n; ++i) in[i] = (float)i;
  cudaMalloc(&d_in, sizeof(in));
  cudaMalloc(&d_out, sizeof(out));
  cudaMemcpy(d_in, in, sizeof(in), cudaMemcpyHostToDevice);
  shift<<<1, 128>>>(d_out, d_in, n);
  cudaMemcpy(out, d_out, sizeof(out), cudaMemcpyDeviceToHost);
  check_result(out, in, n, 1e-6f);
  printf("All results match. Starting benchmarks.\n");
  return 0;
}
