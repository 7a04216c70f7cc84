// stream_triad_hand: the hand port of stream_triad.cu to OpenMP offload, as a
// careful engineer writes it: device memory from omp_target_alloc, one
// combined construct over the elements. Same sizes, timing and check.
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

static void triad(float *a, const float *b, const float *c, float s, int n) {
#pragma omp target teams distribute parallel for is_device_ptr(a, b, c)
  for (int i = 0; i < n; ++i) a[i] = b[i] + s * c[i];
}

int main(int argc, char **argv) {
  const int n = argc > 1 ? atoi(argv[1]) : (1 << 26);
  const int reps = argc > 2 ? atoi(argv[2]) : 50;
  const float s = 3.0f;
  std::vector<float> hb(n), hc(n), ha(n);
  for (int i = 0; i < n; ++i) {
    hb[i] = (float)(i % 1024);
    hc[i] = (float)((i * 7) % 512) * 0.5f;
  }
  float *a = devAlloc<float>(n), *b = devAlloc<float>(n), *c = devAlloc<float>(n);
  toDev(b, hb.data(), n);
  toDev(c, hc.data(), n);
  triad(a, b, c, s, n);  // warm-up
  auto t0 = std::chrono::steady_clock::now();
  for (int r = 0; r < reps; ++r) triad(a, b, c, s, n);
  const double ms = msSince(t0) / reps;
  toHost(ha.data(), a, n);
  omp_target_free(a, dev());
  omp_target_free(b, dev());
  omp_target_free(c, dev());
  long long bad = 0;
  for (int i = 0; i < n; ++i)
    if (ha[i] != hb[i] + s * hc[i]) ++bad;
  printf("stream_triad n=%d reps=%d GB/s=%.1f bad=%lld\n", n, reps, 12.0 * n / (ms * 1e6), bad);
  printf("RESULT name=stream_triad variant=%s ms_per_iter=%.4f check=%s\n", VARIANT, ms, bad ? "FAIL" : "ok");
  return bad != 0;
}
