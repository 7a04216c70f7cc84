// filter2d_exp_hand: the hand port of filter2d_exp.cu to OpenMP offload: one
// combined construct over the rows and columns (collapse(2)), the same weights
// computed in the loop with exp() and cos(), clamped borders.
//   usage: filter2d_exp_hand [W [REPS [H]]]     (default 2048 x 2048, 20 reps)
#include <omp.h>
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

#ifndef VARIANT
#define VARIANT "hand"
#endif

#define R 2

static inline double msSince(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}
static int dev() { return omp_get_num_devices() > 0 ? omp_get_default_device() : omp_get_initial_device(); }
template <class T> static T *devAlloc(size_t n) {
  T *p = (T *)omp_target_alloc(n * sizeof(T), dev());
  if (!p) { fprintf(stderr, "omp_target_alloc failed\n"); exit(1); }
  return p;
}

static void filter(int w, int h, double sigma, const double *in, double *out) {
#pragma omp target teams distribute parallel for collapse(2) is_device_ptr(in, out)
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      double acc = 0.0, wsum = 0.0;
      for (int dy = -R; dy <= R; ++dy) {
        const int yy = std::min(std::max(y + dy, 0), h - 1);
        for (int dx = -R; dx <= R; ++dx) {
          const int xx = std::min(std::max(x + dx, 0), w - 1);
          const double wt = exp(-(dx * dx + dy * dy) / (2.0 * sigma * sigma)) * (1.5 + cos(0.7 * dx + 0.3 * dy));
          acc += wt * in[yy * w + xx];
          wsum += wt;
        }
      }
      out[y * w + x] = acc / wsum;
    }
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
  const int host = omp_get_initial_device();
  double *in = devAlloc<double>(n), *o = devAlloc<double>(n);
  omp_target_memcpy(in, img.data(), n * sizeof(double), 0, 0, dev(), host);
  filter(w, h, width(reps), in, o);  // warm-up
  auto t0 = std::chrono::steady_clock::now();
  for (int r = 0; r < reps; ++r) filter(w, h, width(r), in, o);
  const double ms = msSince(t0) / reps;
  omp_target_memcpy(out.data(), o, n * sizeof(double), 0, 0, host, dev());
  omp_target_free(in, dev());
  omp_target_free(o, dev());
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
  printf("filter2d_exp %dx%d reps=%d Mpix/s=%.1f max_err=%.3g bad=%lld\n", w, h, reps, n / (ms * 1e3), maxErr, bad);
  printf("RESULT name=filter2d_exp variant=%s ms_per_iter=%.4f check=%s\n", VARIANT, ms, bad ? "FAIL" : "ok");
  return bad != 0;
}
