// histogram_global_hand: the hand port of histogram_global.cu: one iteration
// per word, four atomic updates of the global counters.
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

static void hist(const unsigned *data, unsigned *bins, int words) {
#pragma omp target teams distribute parallel for is_device_ptr(data, bins)
  for (int i = 0; i < words; ++i) {
    const unsigned w = data[i];
#pragma omp atomic update
    bins[w & 255u] += 1u;
#pragma omp atomic update
    bins[(w >> 8) & 255u] += 1u;
#pragma omp atomic update
    bins[(w >> 16) & 255u] += 1u;
#pragma omp atomic update
    bins[w >> 24] += 1u;
  }
}

int main(int argc, char **argv) {
  const int nbytes = argc > 1 ? atoi(argv[1]) : (1 << 26);
  const int reps = argc > 2 ? atoi(argv[2]) : 20;
  const int words = nbytes / 4;
  std::vector<unsigned> h(words);
  std::vector<unsigned long long> ref(256, 0);
  unsigned s = 12345u;
  for (int i = 0; i < words; ++i) {
    unsigned w = 0;
    for (int k = 0; k < 4; ++k) {
      s = s * 1103515245u + 12345u;
      unsigned b = (s >> 16) & 255u;
      if (b < 64) b &= 7u;
      w |= b << (8 * k);
      ref[b] += reps;
    }
    h[i] = w;
  }
  unsigned *data = devAlloc<unsigned>(words), *bins = devAlloc<unsigned>(256);
  toDev(data, h.data(), words);
  std::vector<unsigned> zeros(256, 0), got(256);
  toDev(bins, zeros.data(), 256);
  hist(data, bins, words);
  toDev(bins, zeros.data(), 256);
  auto t0 = std::chrono::steady_clock::now();
  for (int r = 0; r < reps; ++r) hist(data, bins, words);
  const double ms = msSince(t0) / reps;
  toHost(got.data(), bins, 256);
  omp_target_free(data, dev());
  omp_target_free(bins, dev());
  int bad = 0;
  for (int b = 0; b < 256; ++b)
    if (got[b] != (unsigned)ref[b]) ++bad;
  printf("histogram_global bytes=%d reps=%d bad_bins=%d\n", nbytes, reps, bad);
  printf("RESULT name=histogram_global variant=%s ms_per_iter=%.4f check=%s\n", VARIANT, ms, bad ? "FAIL" : "ok");
  return bad != 0;
}
