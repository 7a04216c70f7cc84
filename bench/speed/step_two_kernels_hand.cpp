// step_two_kernels_hand: the hand port of step_two_kernels.cu to OpenMP
// offload: per step, two combined constructs (each synchronous, as a target
// region is without nowait). ms_per_iter is the time per step.
//   usage: step_two_kernels_hand [N [STEPS]]     (default 2^16 floats, 2000 steps)
#include <omp.h>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

#ifndef VARIANT
#define VARIANT "hand"
#endif

static inline double msSince(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}
static int dev() { return omp_get_num_devices() > 0 ? omp_get_default_device() : omp_get_initial_device(); }
template <class T> static T *devAlloc(size_t n) {
  T *p = (T *)omp_target_alloc(n * sizeof(T), dev());
  if (!p) { fprintf(stderr, "omp_target_alloc failed\n"); exit(1); }
  return p;
}

static void diffuse(int n, float c, const float *a, float *b) {
#pragma omp target teams distribute parallel for is_device_ptr(a, b)
  for (int i = 0; i < n; ++i) {
    const float l = a[i > 0 ? i - 1 : 0], r = a[i < n - 1 ? i + 1 : n - 1];
    b[i] = a[i] + c * (l - 2.0f * a[i] + r);
  }
}

static void relax(int n, float w, const float *b, const float *s, float *a) {
#pragma omp target teams distribute parallel for is_device_ptr(a, b, s)
  for (int i = 0; i < n; ++i) a[i] = (1.0f - w) * b[i] + w * s[i];
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
  const int host = omp_get_initial_device();
  float *a = devAlloc<float>(n), *b = devAlloc<float>(n), *s = devAlloc<float>(n);
  omp_target_memcpy(a, ha.data(), n * sizeof(float), 0, 0, dev(), host);
  omp_target_memcpy(s, hs.data(), n * sizeof(float), 0, 0, dev(), host);
  diffuse(n, c, a, b);  // warm-up: one step more
  relax(n, w, b, s, a);
  auto t0 = std::chrono::steady_clock::now();
  for (int t = 0; t < steps; ++t) {
    diffuse(n, c, a, b);
    relax(n, w, b, s, a);
  }
  const double ms = msSince(t0) / steps;
  omp_target_memcpy(out.data(), a, n * sizeof(float), 0, 0, host, dev());
  omp_target_free(a, dev());
  omp_target_free(b, dev());
  omp_target_free(s, dev());
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
    const double err = std::fabs((double)out[i] - ra[i]);
    if (!(err <= 1e-5)) ++bad;
    if (err > maxErr) maxErr = err;
  }
  printf("step_two_kernels n=%d steps=%d us_per_step=%.2f max_err=%.3g bad=%lld\n", n, steps, ms * 1e3, maxErr, bad);
  printf("RESULT name=step_two_kernels variant=%s ms_per_iter=%.4f check=%s\n", VARIANT, ms, bad ? "FAIL" : "ok");
  return bad != 0;
}
