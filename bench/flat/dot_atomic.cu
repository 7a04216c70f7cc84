// dot_atomic: dot product of two double vectors, each thread summing a
// grid-stride share in a register and adding it to one global double with
// atomicAdd (the flat reduction idiom: no shared memory). The data are small
// integers, so every partial sum, in any order, is exact.
//   usage: dot_atomic [N [REPS]]     (default 2^25, 50 reps)
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

__global__ void dot(const double *x, const double *y, double *sum, int n) {
  double acc = 0.0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    acc += x[i] * y[i];
  atomicAdd(sum, acc);
}

int main(int argc, char **argv) {
  const int n = argc > 1 ? atoi(argv[1]) : (1 << 25);
  const int reps = argc > 2 ? atoi(argv[2]) : 50;
  std::vector<double> hx(n), hy(n);
  double ref = 0.0;
  for (int i = 0; i < n; ++i) {
    hx[i] = (double)(i % 13) - 6.0;
    hy[i] = (double)(i % 7);
    ref += hx[i] * hy[i];
  }
  double *x, *y, *sum;
  CHECK(cudaMalloc(&x, n * sizeof(double)));
  CHECK(cudaMalloc(&y, n * sizeof(double)));
  CHECK(cudaMalloc(&sum, sizeof(double)));
  CHECK(cudaMemcpy(x, hx.data(), n * sizeof(double), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(y, hy.data(), n * sizeof(double), cudaMemcpyHostToDevice));
  const int block = 256, grid = 132 * 8;
  CHECK(cudaMemset(sum, 0, sizeof(double)));
  dot<<<grid, block>>>(x, y, sum, n);  // warm-up
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemset(sum, 0, sizeof(double)));
  auto t0 = std::chrono::steady_clock::now();
  for (int r = 0; r < reps; ++r) dot<<<grid, block>>>(x, y, sum, n);
  CHECK(cudaDeviceSynchronize());
  const double ms = msSince(t0) / reps;
  CHECK(cudaGetLastError());
  double got = 0.0;
  CHECK(cudaMemcpy(&got, sum, sizeof(double), cudaMemcpyDeviceToHost));
  cudaFree(x);
  cudaFree(y);
  cudaFree(sum);
  const bool ok = got == ref * reps;
  printf("dot_atomic n=%d grid=%d block=%d reps=%d sum=%.1f ref=%.1f\n", n, grid, block, reps, got, ref * reps);
  printf("RESULT name=dot_atomic variant=%s ms_per_iter=%.4f check=%s\n", VARIANT, ms, ok ? "ok" : "FAIL");
  return !ok;
}
