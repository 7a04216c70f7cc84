// step_two_kernels: a time-stepping loop of STEPS steps, each two dependent
// launches over n floats: a 3-point diffusion stencil from a into b (borders
// reflected), then a relaxation of b towards a source s back into a. One
// cudaDeviceSynchronize at the end. ms_per_iter is the time per step (two
// launches).
//   usage: step_two_kernels [N [STEPS]]     (default 2^16 floats, 2000 steps)
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

__global__ void diffuse(int n, float c, const float *__restrict__ a, float *__restrict__ b) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float l = a[i > 0 ? i - 1 : 0], r = a[i < n - 1 ? i + 1 : n - 1];
    b[i] = a[i] + c * (l - 2.0f * a[i] + r);
  }
}

__global__ void relax(int n, float w, const float *__restrict__ b, const float *__restrict__ s,
                      float *__restrict__ a) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) a[i] = (1.0f - w) * b[i] + w * s[i];
}

int main(int argc, char **argv) {
  const int n = argc > 1 ? atoi(argv[1]) : (1 << 16);
  const int steps = argc > 2 ? atoi(argv[2]) : 2000;
  if (n < 1 || steps < 1) {
    fprintf(stderr, "usage: %s [N>=1 [STEPS>=1]]\n", argv[0]);
    return 2;
  }
  const float c = 0.2f, w = 0.05f;
  std::vector<float> ha(n), hs(n), out(n);
  for (int i = 0; i < n; ++i) {
    ha[i] = (float)(i % 97) / 97.0f;
    hs[i] = (float)((i / 64) % 61) / 61.0f;
  }
  float *a, *b, *s;
  CHECK(cudaMalloc(&a, n * sizeof(float)));
  CHECK(cudaMalloc(&b, n * sizeof(float)));
  CHECK(cudaMalloc(&s, n * sizeof(float)));
  CHECK(cudaMemcpy(a, ha.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(s, hs.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  const int block = 256, grid = (n + block - 1) / block;
  diffuse<<<grid, block>>>(n, c, a, b);  // warm-up: one step more
  relax<<<grid, block>>>(n, w, b, s, a);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  auto t0 = std::chrono::steady_clock::now();
  for (int t = 0; t < steps; ++t) {
    diffuse<<<grid, block>>>(n, c, a, b);
    relax<<<grid, block>>>(n, w, b, s, a);
  }
  CHECK(cudaDeviceSynchronize());
  const double ms = msSince(t0) / steps;
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(out.data(), a, n * sizeof(float), cudaMemcpyDeviceToHost));
  cudaFree(a);
  cudaFree(b);
  cudaFree(s);
  // host replay (the device may fuse multiply-adds: a small tolerance)
  std::vector<float> ra(ha), rb(n);
  for (int t = 0; t <= steps; ++t) {  // the warm-up step too
    for (int i = 0; i < n; ++i) {
      const float l = ra[i > 0 ? i - 1 : 0], r = ra[i < n - 1 ? i + 1 : n - 1];
      rb[i] = ra[i] + c * (l - 2.0f * ra[i] + r);
    }
    for (int i = 0; i < n; ++i) ra[i] = (1.0f - w) * rb[i] + w * hs[i];
  }
  long long bad = 0;
  double maxErr = 0;
  for (int i = 0; i < n; ++i) {
    const double err = std::fabs((double)out[i] - ra[i]);  // values in [0, 1]
    if (!(err <= 1e-5)) ++bad;
    if (err > maxErr) maxErr = err;
  }
  printf("step_two_kernels n=%d grid=%d block=%d steps=%d us_per_step=%.2f max_err=%.3g bad=%lld\n", n, grid,
         block, steps, ms * 1e3, maxErr, bad);
  printf("RESULT name=step_two_kernels variant=%s ms_per_iter=%.4f check=%s\n", VARIANT, ms, bad ? "FAIL" : "ok");
  return bad != 0;
}
