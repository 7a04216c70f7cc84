#include <cstdio>
#include "common.h"
int hostScale();
__global__ void times(int *a) { a[threadIdx.x] = FMUL((int)threadIdx.x, scale); }
int main() {
  int *d, h[8];
  cudaMalloc(&d, sizeof(h));
  times<<<1, 8>>>(d);
  cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
  cudaFree(d);
  printf("h[7]=%d scale=%d\n", h[7], hostScale());
  return 0;
}
