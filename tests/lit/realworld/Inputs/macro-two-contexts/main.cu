#include "check.h"

void scale_all(float *d, int n);

int main() {
  const int n = 100;
  float h[n];
  for (int i = 0; i < n; ++i) h[i] = (float)i;
  float *d;
  if (!report(cudaMalloc(&d, sizeof h), "malloc")) return 1;
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  scale_all(d, n);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  cudaFree(d);
  float s = 0;
  for (int i = 0; i < n; ++i) s += h[i];
  printf("sum %.0f\n", s);
  return 0;
}
