// step_kernel_copy_hand: the hand port of step_kernel_copy.cu to OpenMP
// offload: per step one combined construct, then omp_target_memcpy of the
// probed element (one float) to the host, which decides the next step.
// ms_per_iter is the time per step.
//   usage: step_kernel_copy_hand [N [STEPS]]     (default 2^16 floats, 2000 steps)
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

static void update(int n, int arg, float *a) {
#pragma omp target teams distribute parallel for is_device_ptr(a)
  for (int i = 0; i < n; ++i) a[i] = fmodf(a[i] * 3.0f + (float)(arg + (i & 7)), 65521.0f);
}

static void next(float v, int n, int &arg, int &probe) {
  const int iv = (int)v;
  arg = (arg + 1 + iv % 7) & 4095;
  probe = iv % n;
}

int main(int argc, char **argv) {
  const int n = argc > 1 ? atoi(argv[1]) : (1 << 16);
  const int steps = argc > 2 ? atoi(argv[2]) : 2000;
  if (n < 1 || steps < 1) {
    fprintf(stderr, "usage: %s [N>=1 [STEPS>=1]]\n", argv[0]);
    return 2;
  }
  std::vector<float> ha(n), out(n);
  for (int i = 0; i < n; ++i) ha[i] = (float)((i * 37) % 65521);
  const int host = omp_get_initial_device(), d = dev();
  float *a = (float *)omp_target_alloc(n * sizeof(float), d);
  if (!a) { fprintf(stderr, "omp_target_alloc failed\n"); return 1; }
  omp_target_memcpy(a, ha.data(), n * sizeof(float), 0, 0, d, host);
  int arg = 1, probe = 0;
  float v = 0.0f;
  update(n, arg, a);  // warm-up: one step more
  omp_target_memcpy(&v, a, sizeof(float), 0, probe * sizeof(float), host, d);
  next(v, n, arg, probe);
  auto t0 = std::chrono::steady_clock::now();
  for (int t = 0; t < steps; ++t) {
    update(n, arg, a);
    omp_target_memcpy(&v, a, sizeof(float), 0, probe * sizeof(float), host, d);
    next(v, n, arg, probe);
  }
  const double ms = msSince(t0) / steps;
  omp_target_memcpy(out.data(), a, n * sizeof(float), 0, 0, host, d);
  omp_target_free(a, d);
  // host replay in integers: the device's float values are these integers
  std::vector<int> ra(n);
  for (int i = 0; i < n; ++i) ra[i] = (i * 37) % 65521;
  int rarg = 1, rprobe = 0;
  for (int t = 0; t <= steps; ++t) {  // the warm-up step too
    for (int i = 0; i < n; ++i) ra[i] = (ra[i] * 3 + rarg + (i & 7)) % 65521;
    next((float)ra[rprobe], n, rarg, rprobe);
  }
  long long bad = 0;
  for (int i = 0; i < n; ++i)
    if (out[i] != (float)ra[i]) ++bad;
  const bool ok = bad == 0 && arg == rarg && probe == rprobe;
  printf("step_kernel_copy n=%d steps=%d us_per_step=%.2f arg=%d ref=%d bad=%lld\n", n, steps, ms * 1e3, arg, rarg, bad);
  printf("RESULT name=step_kernel_copy variant=%s ms_per_iter=%.4f check=%s\n", VARIANT, ms, ok ? "ok" : "FAIL");
  return ok ? 0 : 1;
}
