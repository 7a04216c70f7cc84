#include "checks.h"

int main() {
  const int n = 100;
  int h[n], *d;
  for (int i = 0; i < n; ++i) h[i] = i;
  cudaMalloc(&d, sizeof h);
  CHECK_LAST("malloc");
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  scaleOnDevice(d, n);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  cudaFree(d);
  printf("h[7]=%d h[99]=%d\n", h[7], h[99]);
  return 0;
}
