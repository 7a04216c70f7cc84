// Counts threshold crossings with a device counter defined in another file.
#include "counters.cuh"
#include <cstdio>

int main() {
  const int n = 2048;
  static float sig[n];
  static int flags[n];
  for (int i = 0; i < n; ++i) sig[i] = float(i % 256) / 255.f;
  float *d_sig;
  int *d_flags;
  cudaMalloc(&d_sig, sizeof sig);
  cudaMalloc(&d_flags, sizeof flags);
  cudaMemcpy(d_sig, sig, sizeof sig, cudaMemcpyHostToDevice);
  float threshold = 0.5f;
  cudaMemcpyToSymbol(c_threshold, &threshold, sizeof threshold);
  detect<<<n / 256, 256>>>(d_sig, n, d_flags);
  unsigned int events = 0;
  cudaMemcpyFromSymbol(&events, g_events, sizeof events);
  cudaMemcpy(flags, d_flags, sizeof flags, cudaMemcpyDeviceToHost);
  unsigned int ref = 0, agree = 1;
  for (int i = 0; i < n; ++i) {
    float x = sig[i];
    int f = x * x * (3.f - 2.f * x) > threshold;
    ref += f;
    agree &= f == flags[i];
  }
  printf("events %u (reference %u)\n", events, ref);
  printf("check: %s\n", agree && events == ref ? "ok" : "FAILED");
  cudaFree(d_sig);
  cudaFree(d_flags);
  return !(agree && events == ref);
}
