// stencil5_hand: the hand port of stencil5.cu: a collapse(2) loop nest, x
// innermost, one iteration per point.
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

static void jacobi(const float *in, float *out, int nx, int ny) {
#pragma omp target teams distribute parallel for collapse(2) is_device_ptr(in, out)
  for (int y = 0; y < ny; ++y)
    for (int x = 0; x < nx; ++x) {
      const int i = y * nx + x;
      float v = in[i];
      if (x > 0 && y > 0 && x < nx - 1 && y < ny - 1)
        v = 0.25f * ((in[i - nx] + in[i + nx]) + (in[i - 1] + in[i + 1]));
      out[i] = v;
    }
}

int main(int argc, char **argv) {
  const int nx = argc > 1 ? atoi(argv[1]) : 4096;
  const int reps = argc > 2 ? atoi(argv[2]) : 20;
  const int ny = argc > 3 ? atoi(argv[3]) : nx;
  const int checkIters = 4;
  const int n = nx * ny;
  std::vector<float> h(n);
  unsigned s = 7u;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    h[i] = (float)((s >> 16) & 255u);
  }
  float *dA = devAlloc<float>(n), *dB = devAlloc<float>(n);
  toDev(dA, h.data(), n);
  jacobi(dA, dB, nx, ny);
  auto t0 = std::chrono::steady_clock::now();
  for (int r = 0; r < reps; ++r) {
    jacobi(dA, dB, nx, ny);
    float *t = dA;
    dA = dB;
    dB = t;
  }
  const double ms = msSince(t0) / reps;
  toDev(dA, h.data(), n);
  for (int r = 0; r < checkIters; ++r) {
    jacobi(dA, dB, nx, ny);
    float *t = dA;
    dA = dB;
    dB = t;
  }
  std::vector<float> got(n);
  toHost(got.data(), dA, n);
  omp_target_free(dA, dev());
  omp_target_free(dB, dev());
  std::vector<double> a(h.begin(), h.end()), b(n);
  for (int r = 0; r < checkIters; ++r) {
    for (int y = 0; y < ny; ++y)
      for (int x = 0; x < nx; ++x) {
        int i = y * nx + x;
        b[i] = (x == 0 || y == 0 || x == nx - 1 || y == ny - 1)
                   ? a[i]
                   : 0.25 * ((a[i - nx] + a[i + nx]) + (a[i - 1] + a[i + 1]));
      }
    a.swap(b);
  }
  long long bad = 0;
  for (int i = 0; i < n; ++i)
    if ((double)got[i] != a[i]) ++bad;
  printf("stencil5 nx=%d ny=%d reps=%d bad=%lld\n", nx, ny, reps, bad);
  printf("RESULT name=stencil5 variant=%s ms_per_iter=%.4f check=%s\n", VARIANT, ms, bad ? "FAIL" : "ok");
  return bad != 0;
}
