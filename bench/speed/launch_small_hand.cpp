// launch_small_hand: the hand port of launch_small.cu to OpenMP offload: one
// combined construct per step (synchronous, as a target region is without
// nowait). ms_per_iter is the time per launch.
//   usage: launch_small_hand [N [REPS]]     (default 4096 elements, 20000 launches)
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

static void step(int n, unsigned r, unsigned *a) {
#pragma omp target teams distribute parallel for is_device_ptr(a)
  for (int i = 0; i < n; ++i) a[i] = a[i] * 3u + r;
}

static unsigned addend(int r) { return 2u * (unsigned)r + 1u; }

int main(int argc, char **argv) {
  const int n = argc > 1 ? atoi(argv[1]) : 4096;
  const int reps = argc > 2 ? atoi(argv[2]) : 20000;
  if (n < 1 || reps < 1) {
    fprintf(stderr, "usage: %s [N>=1 [REPS>=1]]\n", argv[0]);
    return 2;
  }
  std::vector<unsigned> h(n), out(n);
  for (int i = 0; i < n; ++i) h[i] = (unsigned)i * 2654435761u;
  const int host = omp_get_initial_device();
  unsigned *a = (unsigned *)omp_target_alloc(n * sizeof(unsigned), dev());
  if (!a) { fprintf(stderr, "omp_target_alloc failed\n"); return 1; }
  omp_target_memcpy(a, h.data(), n * sizeof(unsigned), 0, 0, dev(), host);
  step(n, 7u, a);  // warm-up
  auto t0 = std::chrono::steady_clock::now();
  for (int r = 0; r < reps; ++r) step(n, addend(r), a);
  const double ms = msSince(t0) / reps;
  omp_target_memcpy(out.data(), a, n * sizeof(unsigned), 0, 0, host, dev());
  omp_target_free(a, dev());
  long long bad = 0;
  for (int i = 0; i < n; ++i) {
    unsigned v = h[i] * 3u + 7u;
    for (int r = 0; r < reps; ++r) v = v * 3u + addend(r);
    if (out[i] != v) ++bad;
  }
  printf("launch_small n=%d launches=%d us_per_launch=%.2f bad=%lld\n", n, reps, ms * 1e3, bad);
  printf("RESULT name=launch_small variant=%s ms_per_iter=%.4f check=%s\n", VARIANT, ms, bad ? "FAIL" : "ok");
  return bad != 0;
}
