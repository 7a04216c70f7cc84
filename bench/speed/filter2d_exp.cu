// filter2d_exp: a 5x5 filter over a W x H image of doubles, on a 2-D grid of
// 16x16 blocks, one thread per output pixel. The weights are not a table:
// every thread computes them with exp() and cos() (a Gabor-like kernel whose
// width sigma changes at every launch) and normalises by their sum; borders
// are clamped.
//   usage: filter2d_exp [W [REPS [H]]]     (default 2048 x 2048, 20 reps)
#include <algorithm>
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

#define R 2  // filter radius: 5x5

static inline double msSince(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

__global__ void filter(int w, int h, double sigma, const double *__restrict__ in, double *__restrict__ out) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  double acc = 0.0, wsum = 0.0;
  for (int dy = -R; dy <= R; ++dy) {
    int yy = min(max(y + dy, 0), h - 1);
    for (int dx = -R; dx <= R; ++dx) {
      int xx = min(max(x + dx, 0), w - 1);
      double wt = exp(-(dx * dx + dy * dy) / (2.0 * sigma * sigma)) * (1.5 + cos(0.7 * dx + 0.3 * dy));
      acc += wt * in[yy * w + xx];
      wsum += wt;
    }
  }
  out[y * w + x] = acc / wsum;
}

static double width(int r) { return 0.8 + 0.05 * (r % 16); }

int main(int argc, char **argv) {
  const int w = argc > 1 ? atoi(argv[1]) : 2048;
  const int reps = argc > 2 ? atoi(argv[2]) : 20;
  const int h = argc > 3 ? atoi(argv[3]) : w;
  if (w < 1 || h < 1 || reps < 1) {
    fprintf(stderr, "usage: %s [W>=1 [REPS>=1 [H>=1]]]\n", argv[0]);
    return 2;
  }
  const size_t n = (size_t)w * h;
  std::vector<double> img(n), out(n);
  for (size_t i = 0; i < n; ++i) img[i] = (double)((i * 2654435761u) % 1024u) / 1024.0;
  double *in, *o;
  CHECK(cudaMalloc(&in, n * sizeof(double)));
  CHECK(cudaMalloc(&o, n * sizeof(double)));
  CHECK(cudaMemcpy(in, img.data(), n * sizeof(double), cudaMemcpyHostToDevice));
  dim3 block(16, 16), grid((w + 15) / 16, (h + 15) / 16);
  filter<<<grid, block>>>(w, h, width(reps), in, o);  // warm-up
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  auto t0 = std::chrono::steady_clock::now();
  for (int r = 0; r < reps; ++r) filter<<<grid, block>>>(w, h, width(r), in, o);
  CHECK(cudaDeviceSynchronize());
  const double ms = msSince(t0) / reps;
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(out.data(), o, n * sizeof(double), cudaMemcpyDeviceToHost));
  cudaFree(in);
  cudaFree(o);
  // o holds the last launch's image (width(reps - 1))
  // the host reference: the last launch's weights (width(reps - 1)), computed once
  const double sigma = width(reps - 1);
  double wt[2 * R + 1][2 * R + 1], wsum = 0.0;
  for (int dy = -R; dy <= R; ++dy)
    for (int dx = -R; dx <= R; ++dx) {
      wt[dy + R][dx + R] = std::exp(-(dx * dx + dy * dy) / (2.0 * sigma * sigma)) * (1.5 + std::cos(0.7 * dx + 0.3 * dy));
      wsum += wt[dy + R][dx + R];
    }
  long long bad = 0;
  double maxErr = 0;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      double acc = 0.0;
      for (int dy = -R; dy <= R; ++dy)
        for (int dx = -R; dx <= R; ++dx) {
          const int yy = std::min(std::max(y + dy, 0), h - 1), xx = std::min(std::max(x + dx, 0), w - 1);
          acc += wt[dy + R][dx + R] * img[(size_t)yy * w + xx];
        }
      const double err = std::fabs(out[(size_t)y * w + x] - acc / wsum);  // values in [0, 1)
      if (!(err <= 1e-12)) ++bad;
      if (err > maxErr) maxErr = err;
    }
  printf("filter2d_exp %dx%d grid=%dx%d block=16x16 reps=%d Mpix/s=%.1f max_err=%.3g bad=%lld\n", w, h, grid.x,
         grid.y, reps, n / (ms * 1e3), maxErr, bad);
  printf("RESULT name=filter2d_exp variant=%s ms_per_iter=%.4f check=%s\n", VARIANT, ms, bad ? "FAIL" : "ok");
  return bad != 0;
}
