// dot_atomic_hand: the hand port of dot_atomic.cu: OpenMP's reduction clause
// over the elements, the partial sum added to the device result once.
#include <omp.h>
#include <chrono>
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
template <class T> static void toDev(T *d, const T *h, size_t n) {
  omp_target_memcpy(d, h, n * sizeof(T), 0, 0, dev(), omp_get_initial_device());
}
template <class T> static void toHost(T *h, const T *d, size_t n) {
  omp_target_memcpy(h, d, n * sizeof(T), 0, 0, omp_get_initial_device(), dev());
}

static void dot(const double *x, const double *y, double *sum, int n) {
  double acc = 0.0;
#pragma omp target teams distribute parallel for reduction(+ : acc) is_device_ptr(x, y)
  for (int i = 0; i < n; ++i) acc += x[i] * y[i];
#pragma omp target is_device_ptr(sum)
  sum[0] += acc;
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
  double *x = devAlloc<double>(n), *y = devAlloc<double>(n), *sum = devAlloc<double>(1);
  toDev(x, hx.data(), n);
  toDev(y, hy.data(), n);
  const double zero = 0.0;
  toDev(sum, &zero, 1);
  dot(x, y, sum, n);
  toDev(sum, &zero, 1);
  auto t0 = std::chrono::steady_clock::now();
  for (int r = 0; r < reps; ++r) dot(x, y, sum, n);
  const double ms = msSince(t0) / reps;
  double got = 0.0;
  toHost(&got, sum, 1);
  omp_target_free(x, dev());
  omp_target_free(y, dev());
  omp_target_free(sum, dev());
  const bool ok = got == ref * reps;
  printf("dot_atomic n=%d reps=%d sum=%.1f ref=%.1f\n", n, reps, got, ref * reps);
  printf("RESULT name=dot_atomic variant=%s ms_per_iter=%.4f check=%s\n", VARIANT, ms, ok ? "ok" : "FAIL");
  return !ok;
}
