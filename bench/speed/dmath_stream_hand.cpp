// dmath_stream_hand: the hand port of dmath_stream.cu to OpenMP offload: one
// combined construct over the elements, the C library's pow, exp and sqrt.
//   usage: dmath_stream_hand [N [REPS]]     (default 2^24 doubles, 100 reps)
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

static void dmath(int n, double a, const double *x, double *y) {
#pragma omp target teams distribute parallel for is_device_ptr(x, y)
  for (int i = 0; i < n; ++i) {
    const double v = x[i];
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
  for (int i = 0; i < n; ++i) hx[i] = 0.25 + (double)(i % 1000) * 0.004;
  const int host = omp_get_initial_device();
  double *x = devAlloc<double>(n), *y = devAlloc<double>(n);
  omp_target_memcpy(x, hx.data(), n * sizeof(double), 0, 0, dev(), host);
  dmath(n, exponent(reps), x, y);  // warm-up
  auto t0 = std::chrono::steady_clock::now();
  for (int r = 0; r < reps; ++r) dmath(n, exponent(r), x, y);
  const double ms = msSince(t0) / reps;
  omp_target_memcpy(out.data(), y, n * sizeof(double), 0, 0, host, dev());
  omp_target_free(x, dev());
  omp_target_free(y, dev());
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
  printf("dmath_stream n=%d reps=%d GB/s=%.1f max_rel_err=%.3g bad=%lld\n", n, reps, 16.0 * n / (ms * 1e6),
         maxRel, bad);
  printf("RESULT name=dmath_stream variant=%s ms_per_iter=%.4f check=%s\n", VARIANT, ms, bad ? "FAIL" : "ok");
  return bad != 0;
}
