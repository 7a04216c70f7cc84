// saxpy_gridstride_hand: the hand port of saxpy_gridstride.cu: one combined
// construct over the elements (OpenMP distributes them; no grid-stride loop).
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

static void saxpy(int n, float a, const float *x, float *y) {
#pragma omp target teams distribute parallel for is_device_ptr(x, y)
  for (int i = 0; i < n; ++i) y[i] = a * x[i] + y[i];
}

int main(int argc, char **argv) {
  const int n = argc > 1 ? atoi(argv[1]) : (1 << 25);
  const int reps = argc > 2 ? atoi(argv[2]) : 50;
  std::vector<float> hx(n), hy(n), out(n);
  for (int i = 0; i < n; ++i) {
    hx[i] = (float)(i % 100);
    hy[i] = (float)(i % 17);
  }
  float *x = devAlloc<float>(n), *y = devAlloc<float>(n);
  toDev(x, hx.data(), n);
  toDev(y, hy.data(), n);
  saxpy(n, 1.0f, x, y);
  saxpy(n, -1.0f, x, y);
  auto t0 = std::chrono::steady_clock::now();
  for (int r = 0; r < reps; ++r) saxpy(n, (r & 1) ? -1.0f : 1.0f, x, y);
  const double ms = msSince(t0) / reps;
  toHost(out.data(), y, n);
  omp_target_free(x, dev());
  omp_target_free(y, dev());
  long long bad = 0;
  for (int i = 0; i < n; ++i) {
    const float want = (reps & 1) ? hy[i] + hx[i] : hy[i];
    if (out[i] != want) ++bad;
  }
  printf("saxpy_gridstride n=%d reps=%d GB/s=%.1f bad=%lld\n", n, reps, 12.0 * n / (ms * 1e6), bad);
  printf("RESULT name=saxpy_gridstride variant=%s ms_per_iter=%.4f check=%s\n", VARIANT, ms, bad ? "FAIL" : "ok");
  return bad != 0;
}
