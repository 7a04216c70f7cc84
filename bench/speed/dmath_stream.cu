// dmath_stream: a double-precision streaming kernel dominated by the math
// library, y[i] = pow(x[i], a) + exp(-x[i]) * sqrt(x[i] + 1.0) + a * x[i],
// over n doubles, one thread per element (a 1-D grid of 256-thread blocks).
// The exponent a changes at every launch, so no launch repeats another.
//   usage: dmath_stream [N [REPS]]     (default 2^24 doubles, 100 reps)
#include <chrono>
#include <cmath>
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

__global__ void dmath(int n, double a, const double *__restrict__ x, double *__restrict__ y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    double v = x[i];
    y[i] = pow(v, a) + exp(-v) * sqrt(v + 1.0) + a * v;
  }
}

static double exponent(int r) { return 1.25 + 0.001 * (r % 500); }

int main(int argc, char **argv) {
  const int n = argc > 1 ? atoi(argv[1]) : (1 << 24);
  const int reps = argc > 2 ? atoi(argv[2]) : 100;
  if (n < 1 || reps < 1) {
    fprintf(stderr, "usage: %s [N>=1 [REPS>=1]]\n", argv[0]);
    return 2;
  }
  std::vector<double> hx(n), out(n);
  for (int i = 0; i < n; ++i) hx[i] = 0.25 + (double)(i % 1000) * 0.004;  // [0.25, 4.25)
  double *x, *y;
  CHECK(cudaMalloc(&x, n * sizeof(double)));
  CHECK(cudaMalloc(&y, n * sizeof(double)));
  CHECK(cudaMemcpy(x, hx.data(), n * sizeof(double), cudaMemcpyHostToDevice));
  const int block = 256, grid = (n + block - 1) / block;
  dmath<<<grid, block>>>(n, exponent(reps), x, y);  // warm-up
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  auto t0 = std::chrono::steady_clock::now();
  for (int r = 0; r < reps; ++r) dmath<<<grid, block>>>(n, exponent(r), x, y);
  CHECK(cudaDeviceSynchronize());
  const double ms = msSince(t0) / reps;
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(out.data(), y, n * sizeof(double), cudaMemcpyDeviceToHost));
  cudaFree(x);
  cudaFree(y);
  // y holds the last launch's values (exponent(reps - 1))
  const double a = exponent(reps - 1);
  long long bad = 0;
  double maxRel = 0;
  for (int i = 0; i < n; ++i) {
    const double v = hx[i];
    const double want = std::pow(v, a) + std::exp(-v) * std::sqrt(v + 1.0) + a * v;
    const double rel = std::fabs(out[i] - want) / std::fabs(want);
    if (!(rel <= 1e-12)) ++bad;
    if (rel > maxRel) maxRel = rel;
  }
  printf("dmath_stream n=%d grid=%d block=%d reps=%d GB/s=%.1f max_rel_err=%.3g bad=%lld\n", n, grid,
         block, reps, 16.0 * n / (ms * 1e6), maxRel, bad);
  printf("RESULT name=dmath_stream variant=%s ms_per_iter=%.4f check=%s\n", VARIANT, ms, bad ? "FAIL" : "ok");
  return bad != 0;
}
