// transpose_naive_hand: the hand port of transpose_naive.cu: a collapse(2)
// loop nest, x innermost (reads coalesced, writes strided, like the original).
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

static void transpose(const float *in, float *out, int nx, int ny) {
#pragma omp target teams distribute parallel for collapse(2) is_device_ptr(in, out)
  for (int y = 0; y < ny; ++y)
    for (int x = 0; x < nx; ++x) out[x * ny + y] = in[y * nx + x];
}

int main(int argc, char **argv) {
  const int nx = argc > 1 ? atoi(argv[1]) : 4096;
  const int reps = argc > 2 ? atoi(argv[2]) : 20;
  const int ny = argc > 3 ? atoi(argv[3]) : nx;
  const int n = nx * ny;
  std::vector<float> h(n), got(n);
  for (int i = 0; i < n; ++i) h[i] = (float)(i % 65521);
  float *in = devAlloc<float>(n), *out = devAlloc<float>(n);
  toDev(in, h.data(), n);
  transpose(in, out, nx, ny);
  auto t0 = std::chrono::steady_clock::now();
  for (int r = 0; r < reps; ++r) transpose(in, out, nx, ny);
  const double ms = msSince(t0) / reps;
  toHost(got.data(), out, n);
  omp_target_free(in, dev());
  omp_target_free(out, dev());
  long long bad = 0;
  for (int y = 0; y < ny; ++y)
    for (int x = 0; x < nx; ++x)
      if (got[x * ny + y] != h[y * nx + x]) ++bad;
  printf("transpose_naive nx=%d ny=%d reps=%d bad=%lld\n", nx, ny, reps, bad);
  printf("RESULT name=transpose_naive variant=%s ms_per_iter=%.4f check=%s\n", VARIANT, ms, bad ? "FAIL" : "ok");
  return bad != 0;
}
