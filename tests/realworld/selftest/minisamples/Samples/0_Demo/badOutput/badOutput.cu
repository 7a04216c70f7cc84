// The harness must notice a wrong answer: its expected output (what a correct
// program would print) differs from what this program prints.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void fill(int *p) { p[threadIdx.x] = threadIdx.x; }

int main() {
  int h[8], *d;
  cudaMalloc(&d, sizeof(h));
  fill<<<1, 8>>>(d);
  cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
  int s = 0;
  for (int i = 0; i < 8; ++i) s += h[i];
  printf("sum %d\n", s);
  cudaFree(d);
  return 0;
}
