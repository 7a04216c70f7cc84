// A flat kernel calling the header's lane_twice; main runs it and
// rotate.cu's kernel and prints both results.
#include <cstdio>
#include "lanes.cuh"

void run_rotate(int *d_out, int blocks);

__global__ void twice(int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = lane_twice();
}

int main() {
  int *d;
  int h[16];
  cudaMalloc(&d, sizeof(h));
  twice<<<2, 8>>>(d, 16);
  cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
  printf("twice");
  for (int i = 0; i < 16; ++i) printf(" %d", h[i]);
  run_rotate(d, 2);
  cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
  printf("\nrotate");
  for (int i = 0; i < 16; ++i) printf(" %d", h[i]);
  printf("\n");
  cudaFree(d);
  return 0;
}
