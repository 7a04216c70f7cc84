// warp_sum: a sum of n floats by warp shuffles: a grid-stride loop (a few
// blocks per SM) gives each thread its partial sum, each warp adds its 32
// partials with __shfl_down_sync, and lane 0 adds the warp's sum to one
// global double with atomicAdd (one atomic per warp). The values are small
// integers, so every partial is exact and the total can be checked exactly.
// The accumulator is not reset: after the warm-up and REPS launches it holds
// (REPS + 1) x the sum.
//   usage: warp_sum [N [REPS]]     (default 2^24 floats, 100 reps)
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#ifndef VARIANT
#define VARIANT "cuda"
#endif

#define CHECK(call)                                                        \
  do {                                                                     \
    cudaError_t err_ = (call);                                             \
    if (err_ != cudaSuccess) {                                             \
      fprintf(stderr, "CUDA error '%s' at %s:%d\n",                        \
              cudaGetErrorString(err_), __FILE__, __LINE__);               \
      exit(1);                                                             \
    }                                                                      \
  } while (0)

static inline double msSince(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

__global__ void warpSum(int n, const float *__restrict__ x, double *total) {
  float s = 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) s += x[i];
  for (int off = 16; off > 0; off >>= 1) s += __shfl_down_sync(0xffffffffu, s, off);
  if ((threadIdx.x & 31) == 0) atomicAdd(total, (double)s);
}

int main(int argc, char **argv) {
  const int n = argc > 1 ? atoi(argv[1]) : (1 << 24);
  const int reps = argc > 2 ? atoi(argv[2]) : 100;
  if (n < 1 || reps < 1) {
    fprintf(stderr, "usage: %s [N>=1 [REPS>=1]]\n", argv[0]);
    return 2;
  }
  std::vector<float> hx(n);
  long long ref = 0;
  for (int i = 0; i < n; ++i) {
    const int v = (int)(((unsigned)i * 2654435761u) >> 28) - 7;  // [-7, 8]
    hx[i] = (float)v;
    ref += v;
  }
  float *x;
  double *total;
  CHECK(cudaMalloc(&x, n * sizeof(float)));
  CHECK(cudaMalloc(&total, sizeof(double)));
  CHECK(cudaMemcpy(x, hx.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemset(total, 0, sizeof(double)));
  const int block = 256, grid = 132 * 8;  // 8 blocks per H100 SM
  warpSum<<<grid, block>>>(n, x, total);  // warm-up
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  auto t0 = std::chrono::steady_clock::now();
  for (int r = 0; r < reps; ++r) warpSum<<<grid, block>>>(n, x, total);
  CHECK(cudaDeviceSynchronize());
  const double ms = msSince(t0) / reps;
  CHECK(cudaGetLastError());
  double got = 0;
  CHECK(cudaMemcpy(&got, total, sizeof(double), cudaMemcpyDeviceToHost));
  cudaFree(x);
  cudaFree(total);
  const double want = (double)ref * (reps + 1);
  const bool ok = got == want;
  printf("warp_sum n=%d grid=%d block=%d reps=%d GB/s=%.1f total=%.0f want=%.0f\n", n, grid, block, reps,
         4.0 * n / (ms * 1e6), got, want);
  printf("RESULT name=warp_sum variant=%s ms_per_iter=%.4f check=%s\n", VARIANT, ms, ok ? "ok" : "FAIL");
  return ok ? 0 : 1;
}
