// probe_launch.cu: the CUDA side of probe_launch.cpp: an empty kernel launched
// and waited for, one at a time; the triad launched REPS times and waited for
// once (CUDA's usual asynchronous form) and waited for after each launch.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>
static double now() { return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count(); }
__global__ void empty() {}
__global__ void triad(float *a, const float *b, const float *c, float s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) a[i] = b[i] + s * c[i];
}
int main(int argc, char **argv) {
  const int n = argc > 1 ? atoi(argv[1]) : (1 << 26);
  const int reps = argc > 2 ? atoi(argv[2]) : 200;
  float *a, *b, *c;
  cudaMalloc(&a, n * 4); cudaMalloc(&b, n * 4); cudaMalloc(&c, n * 4);
  cudaMemset(b, 0, n * 4); cudaMemset(c, 0, n * 4);
  empty<<<1, 1>>>(); cudaDeviceSynchronize();
  double t0 = now();
  for (int r = 0; r < reps * 10; ++r) { empty<<<1, 1>>>(); cudaDeviceSynchronize(); }
  const double e = (now() - t0) / (reps * 10);
  const int g = (n + 255) / 256;
  t0 = now();
  for (int r = 0; r < reps; ++r) triad<<<g, 256>>>(a, b, c, 3.0f, n);
  cudaDeviceSynchronize();
  const double as = (now() - t0) / reps;
  t0 = now();
  for (int r = 0; r < reps; ++r) { triad<<<g, 256>>>(a, b, c, 3.0f, n); cudaDeviceSynchronize(); }
  const double sy = (now() - t0) / reps;
  printf("PROBE cuda empty_launch_sync_ms=%.4f triad_async_ms=%.4f triad_sync_each_ms=%.4f GBps=%.0f\n", e, as, sy, 12.0 * n / (as * 1e6));
}
