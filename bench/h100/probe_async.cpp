// probe_async: can OpenMP queue kernel launches as CUDA does (issue 28)?
// A loop of REPS launches of a small kernel, each waited for by the host
// (what every translated launch does today) or queued and waited for once at
// the end (what a CUDA program does until cudaDeviceSynchronize):
//   sync          combined construct, the host waits after each launch
//   nowait_dep    the same with `nowait depend(inout: token)`, one taskwait at the end
//   bare_sync     ompx_bare kernel (what translations launch on a GPU), waited for
//   bare_nowait   ompx_bare with `nowait depend(inout: token)`, one taskwait
//   bare_nowait_tw  ompx_bare nowait depend, a taskwait every 64 launches
//   empty_sync    an empty target region, waited for (the floor of a launch)
// Each launch computes a[i] = a[i] * 3 + r (unsigned, wrapping) with r the
// loop counter passed by value (firstprivate), so a launch out of order or a
// wrong r changes the result: every variant is checked against the host.
//   usage: probe_async [N [REPS [VARIANT]]]  (default 4096 elements, 10000 launches, all)
// Built by bench/h100/build_async.sh with clang 22 for sm_90, with and without
// hand_host_wait.h (CUDA's spin wait instead of the plugin's blocking sync).
#include <omp.h>
#if defined(__clang__)
#include <ompx.h>
#endif
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

static double now() { return std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now().time_since_epoch()).count(); }

static bool check(unsigned *d, int n, int reps, int dev) {
  std::vector<unsigned> h(n), ref(n);
  omp_target_memcpy(h.data(), d, sizeof(unsigned) * n, 0, 0, omp_get_initial_device(), dev);
  for (int i = 0; i < n; ++i) {
    unsigned v = (unsigned)i;
    for (int r = 0; r < reps; ++r) v = v * 3u + (unsigned)r;
    ref[i] = v;
  }
  return h == ref;
}

static void reset(unsigned *a, int n) {
#pragma omp target teams distribute parallel for is_device_ptr(a)
  for (int i = 0; i < n; ++i) a[i] = (unsigned)i;
}

int main(int argc, char **argv) {
  const int n = argc > 1 ? atoi(argv[1]) : 4096;
  const int reps = argc > 2 ? atoi(argv[2]) : 10000;
  const char *only = argc > 3 ? argv[3] : "";
  const int dev = omp_get_default_device();
  unsigned *a = (unsigned *)omp_target_alloc(sizeof(unsigned) * n, dev);
  const int bs = 256, gs = (n + bs - 1) / bs;
  char token = 0;
  auto want = [&](const char *v) { return !*only || !strcmp(only, v); };
  // warm-up: loads the image, creates the streams
  for (int r = 0; r < 10; ++r) {
#pragma omp target teams distribute parallel for is_device_ptr(a) nowait depend(inout : token)
    for (int i = 0; i < n; ++i) a[i] += 1;
  }
#pragma omp taskwait

  if (want("empty_sync")) {
    double t0 = now();
    for (int r = 0; r < reps; ++r) {
#pragma omp target
      {}
    }
    printf("PROBE variant=empty_sync n=%d reps=%d us_per_launch=%.2f check=ok\n", n, reps, (now() - t0) / reps);
  }
  if (want("sync")) {
    reset(a, n);
    double t0 = now();
    for (int r = 0; r < reps; ++r) {
#pragma omp target teams distribute parallel for num_teams(gs) thread_limit(bs) is_device_ptr(a)
      for (int i = 0; i < n; ++i) a[i] = a[i] * 3u + (unsigned)r;
    }
    double t = (now() - t0) / reps;
    printf("PROBE variant=sync n=%d reps=%d us_per_launch=%.2f check=%s\n", n, reps, t, check(a, n, reps, dev) ? "ok" : "FAIL");
  }
  if (want("nowait_dep")) {
    reset(a, n);
    double t0 = now();
    for (int r = 0; r < reps; ++r) {
#pragma omp target teams distribute parallel for num_teams(gs) thread_limit(bs) is_device_ptr(a) nowait depend(inout : token)
      for (int i = 0; i < n; ++i) a[i] = a[i] * 3u + (unsigned)r;
    }
    double tq = (now() - t0) / reps;
#pragma omp taskwait
    double t = (now() - t0) / reps;
    printf("PROBE variant=nowait_dep n=%d reps=%d us_per_launch=%.2f us_to_queue=%.2f check=%s\n", n, reps, t, tq,
           check(a, n, reps, dev) ? "ok" : "FAIL");
  }
#if defined(__clang__) && __clang_major__ >= 20
  if (want("bare_sync")) {
    reset(a, n);
    double t0 = now();
    for (int r = 0; r < reps; ++r) {
#pragma omp target teams ompx_bare num_teams(gs, 1, 1) thread_limit(bs, 1, 1) is_device_ptr(a)
      {
        const int i = ompx_block_id_x() * ompx_block_dim_x() + ompx_thread_id_x();
        if (i < n) a[i] = a[i] * 3u + (unsigned)r;
      }
    }
    double t = (now() - t0) / reps;
    printf("PROBE variant=bare_sync n=%d reps=%d us_per_launch=%.2f check=%s\n", n, reps, t, check(a, n, reps, dev) ? "ok" : "FAIL");
  }
  if (want("bare_nowait")) {
    reset(a, n);
    double t0 = now();
    for (int r = 0; r < reps; ++r) {
#pragma omp target teams ompx_bare num_teams(gs, 1, 1) thread_limit(bs, 1, 1) is_device_ptr(a) nowait depend(inout : token)
      {
        const int i = ompx_block_id_x() * ompx_block_dim_x() + ompx_thread_id_x();
        if (i < n) a[i] = a[i] * 3u + (unsigned)r;
      }
    }
    double tq = (now() - t0) / reps;
#pragma omp taskwait
    double t = (now() - t0) / reps;
    printf("PROBE variant=bare_nowait n=%d reps=%d us_per_launch=%.2f us_to_queue=%.2f check=%s\n", n, reps, t, tq,
           check(a, n, reps, dev) ? "ok" : "FAIL");
  }
  if (want("bare_nowait_tw")) {
    reset(a, n);
    double t0 = now();
    for (int r = 0; r < reps; ++r) {
#pragma omp target teams ompx_bare num_teams(gs, 1, 1) thread_limit(bs, 1, 1) is_device_ptr(a) nowait depend(inout : token)
      {
        const int i = ompx_block_id_x() * ompx_block_dim_x() + ompx_thread_id_x();
        if (i < n) a[i] = a[i] * 3u + (unsigned)r;
      }
      if (r % 64 == 63) {
#pragma omp taskwait
      }
    }
#pragma omp taskwait
    double t = (now() - t0) / reps;
    printf("PROBE variant=bare_nowait_tw n=%d reps=%d us_per_launch=%.2f check=%s\n", n, reps, t, check(a, n, reps, dev) ? "ok" : "FAIL");
  }
#endif
  omp_target_free(a, dev);
  return 0;
}
