// warp_sum_hand: the hand port of warp_sum.cu to OpenMP offload: one combined
// construct with reduction(+:) over the elements, into a double mapped
// tofrom (the OpenMP runtime does the warp and team steps). Each call adds
// its sum to the host's running total, as the CUDA accumulator does.
//   usage: warp_sum_hand [N [REPS]]     (default 2^24 floats, 100 reps)
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

static double sum(int n, const float *x) {
  double s = 0.0;
#pragma omp target teams distribute parallel for reduction(+ : s) is_device_ptr(x) map(tofrom : s)
  for (int i = 0; i < n; ++i) s += x[i];
  return s;
}

int main(int argc, char **argv) {
  const int n = argc > 1 ? atoi(argv[1]) : (1 << 24);
  const int reps = argc > 2 ? atoi(argv[2]) : 100;
  if (n < 1 || reps < 1) {
    fprintf(stderr, "usage: %s [N>=1 [REPS>=1]]\n", argv[0]);
    return 2;
  }
  std::vector<float> hx(n);
  long long ref = 0;
  for (int i = 0; i < n; ++i) {
    const int v = (int)(((unsigned)i * 2654435761u) >> 28) - 7;
    hx[i] = (float)v;
    ref += v;
  }
  const int host = omp_get_initial_device();
  float *x = (float *)omp_target_alloc(n * sizeof(float), dev());
  if (!x) { fprintf(stderr, "omp_target_alloc failed\n"); return 1; }
  omp_target_memcpy(x, hx.data(), n * sizeof(float), 0, 0, dev(), host);
  double got = sum(n, x);  // warm-up
  auto t0 = std::chrono::steady_clock::now();
  for (int r = 0; r < reps; ++r) got += sum(n, x);
  const double ms = msSince(t0) / reps;
  omp_target_free(x, dev());
  const double want = (double)ref * (reps + 1);
  const bool ok = got == want;
  printf("warp_sum n=%d reps=%d GB/s=%.1f total=%.0f want=%.0f\n", n, reps, 4.0 * n / (ms * 1e6), got, want);
  printf("RESULT name=warp_sum variant=%s ms_per_iter=%.4f check=%s\n", VARIANT, ms, ok ? "ok" : "FAIL");
  return ok ? 0 : 1;
}
