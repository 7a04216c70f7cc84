// probe_sched: does the CUDA context's scheduling flag explain the cost of a
// synchronous OpenMP target region on an NVIDIA GPU?
//
// LLVM's CUDA plugin sets the primary context to CU_CTX_SCHED_BLOCKING_SYNC
// when it finds it inactive: the host thread then sleeps in every
// cuStreamSynchronize and is woken by an interrupt. A CUDA program gets
// CU_CTX_SCHED_AUTO (spin while there are more cores than contexts). This
// probe sets the flag itself, through the driver API loaded with dlopen, and
// times the same regions as probe_launch.cpp.
//   usage: probe_sched MODE [N [REPS]]
//   MODE: plugin (leave it to the plugin), auto|spin|yield|blocking (set the
//   flag and retain the context before the first OpenMP call), auto-late|
//   spin-late (set it after the plugin made the context active).
#include <omp.h>
#if defined(__clang__)
#include <ompx.h>
#endif
#include <dlfcn.h>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>

static double now() { return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count(); }

struct Driver {
  int (*init)(unsigned) = nullptr;
  int (*deviceGet)(int *, int) = nullptr;
  int (*setFlags)(int, unsigned) = nullptr;
  int (*getState)(int, unsigned *, int *) = nullptr;
  int (*retain)(void **, int) = nullptr;
  bool load() {
    void *h = dlopen("libcuda.so.1", RTLD_NOW | RTLD_GLOBAL);
    if (!h) return false;
    init = (int (*)(unsigned))dlsym(h, "cuInit");
    deviceGet = (int (*)(int *, int))dlsym(h, "cuDeviceGet");
    setFlags = (int (*)(int, unsigned))dlsym(h, "cuDevicePrimaryCtxSetFlags_v2");
    getState = (int (*)(int, unsigned *, int *))dlsym(h, "cuDevicePrimaryCtxGetState");
    retain = (int (*)(void **, int))dlsym(h, "cuDevicePrimaryCtxRetain");
    return init && deviceGet && setFlags && getState && retain;
  }
};

static unsigned flagOf(const char *m) {
  if (!strncmp(m, "spin", 4)) return 1;
  if (!strncmp(m, "yield", 5)) return 2;
  if (!strncmp(m, "blocking", 8)) return 4;
  return 0;  // auto
}

int main(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "plugin";
  const int n = argc > 2 ? atoi(argv[2]) : (1 << 26);
  const int reps = argc > 3 ? atoi(argv[3]) : 200;
  Driver cu;
  int cudev = 0;
  const bool haveDriver = cu.load() && cu.init(0) == 0 && cu.deviceGet(&cudev, 0) == 0;
  const bool late = strstr(mode, "-late") != nullptr;
  int rcSet = -1, rcRetain = -1;
  if (haveDriver && strcmp(mode, "plugin") && !late) {
    void *ctx = nullptr;
    rcSet = cu.setFlags(cudev, flagOf(mode));
    rcRetain = cu.retain(&ctx, cudev);  // active now: the plugin keeps the flag
  }
  const int dev = omp_get_default_device();
  float *a = (float *)omp_target_alloc(sizeof(float) * n, dev), *b = (float *)omp_target_alloc(sizeof(float) * n, dev),
        *c = (float *)omp_target_alloc(sizeof(float) * n, dev);
  const float s = 3.0f;
#pragma omp target teams distribute parallel for is_device_ptr(a, b, c)
  for (int i = 0; i < n; ++i) { a[i] = 0; b[i] = i % 1024; c[i] = i % 512; }
  if (haveDriver && late) rcSet = cu.setFlags(cudev, flagOf(mode));
  unsigned flags = 99;
  int active = -1;
  if (haveDriver) cu.getState(cudev, &flags, &active);

  double t0 = now();
  for (int r = 0; r < reps * 10; ++r) {
#pragma omp target
    {}
  }
  const double empty = (now() - t0) / (reps * 10);

  t0 = now();
  for (int r = 0; r < reps; ++r) {
#pragma omp target teams distribute parallel for is_device_ptr(a, b, c)
    for (int i = 0; i < n; ++i) a[i] = b[i] + s * c[i];
  }
  const double sync = (now() - t0) / reps;

  double bare = -1;
#if defined(__clang__) && __clang_major__ >= 20
  const unsigned bx = 256, gx = (unsigned)((n + bx - 1) / bx);
  t0 = now();
  for (int r = 0; r < reps; ++r) {
#pragma omp target teams ompx_bare num_teams(gx, 1, 1) thread_limit(bx, 1, 1) is_device_ptr(a, b, c)
    {
      const unsigned i = ompx_block_id_x() * ompx_block_dim_x() + ompx_thread_id_x();
      if (i < (unsigned)n) a[i] = b[i] + s * c[i];
    }
  }
  bare = (now() - t0) / reps;
#endif
  float h[4];
  omp_target_memcpy(h, a, sizeof h, 0, 0, omp_get_initial_device(), dev);
  printf("PROBE mode=%s n=%d reps=%d driver=%d set_rc=%d retain_rc=%d ctx_flags=%u active=%d check=%s "
         "empty_region_ms=%.4f triad_sync_ms=%.4f triad_bare_ms=%.4f GBps_bare=%.0f\n",
         mode, n, reps, (int)haveDriver, rcSet, rcRetain, flags, active, h[3] == 3.0f + s * 3.0f ? "ok" : "FAIL",
         empty, sync, bare, bare > 0 ? 12.0 * n / (bare * 1e6) : 0.0);
  return 0;
}
