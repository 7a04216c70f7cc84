// Builds a 16-bin histogram of pseudo-random bytes: one kernel is launched
// here, the other through a wrapper of kernels.cu.
#include "kernels.cuh"
#include <cstdio>
#include <cstdlib>

int main() {
  const int n = 50000, nbins = 16;
  unsigned char *h = (unsigned char *)malloc(n);
  unsigned int seed = 12345;
  for (int i = 0; i < n; ++i) {
    seed = seed * 1103515245u + 12345u;
    h[i] = (unsigned char)(seed >> 16);
  }
  unsigned char *d_data;
  unsigned int *d_bins;
  float *d_freq;
  cudaMalloc(&d_data, n);
  cudaMalloc(&d_bins, nbins * sizeof(unsigned int));
  cudaMalloc(&d_freq, nbins * sizeof(float));
  cudaMemcpy(d_data, h, n, cudaMemcpyHostToDevice);
  launch_histogram(d_data, n, d_bins);
  normalize<<<1, 32>>>(d_bins, d_freq, nbins, n);
  unsigned int bins[16];
  float freq[16];
  cudaMemcpy(bins, d_bins, sizeof bins, cudaMemcpyDeviceToHost);
  cudaMemcpy(freq, d_freq, sizeof freq, cudaMemcpyDeviceToHost);

  unsigned int ref[16] = {0};
  for (int i = 0; i < n; ++i) ref[h[i] % 16]++;
  int bad = 0;
  float total = 0;
  for (int b = 0; b < nbins; ++b) {
    if (bins[b] != ref[b]) ++bad;
    total += freq[b];
    printf("bin %2d: %u\n", b, bins[b]);
  }
  printf("frequencies sum to %.3f\n", total);
  printf("check: %s\n", bad ? "FAILED" : "ok");
  cudaFree(d_data);
  cudaFree(d_bins);
  cudaFree(d_freq);
  free(h);
  return bad != 0;
}
