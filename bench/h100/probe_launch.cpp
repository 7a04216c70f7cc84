// probe_launch: what an OpenMP target region launch costs on this GPU and
// runtime, beside the kernel itself (docs/performance.md, "Launch cost").
// Times, per launch: an empty target region; STREAM's triad over N floats as
// a synchronous combined construct (what translations and hand ports do), as
// `nowait` tasks chained by `depend` and waited for once (what an
// asynchronous CUDA launch is), and, with clang, as an ompx_bare kernel.
//   usage: probe_launch [N [REPS]]     (default 2^26, 200)
#include <omp.h>
#if defined(__clang__)
#include <ompx.h>
#endif
#include <chrono>
#ifdef PROBE_CUDA_MALLOC
extern "C" int cudaMalloc(void **, unsigned long);
#endif
#include <cstdio>
#include <cstdlib>

static double now() { return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count(); }

int main(int argc, char **argv) {
  const int n = argc > 1 ? atoi(argv[1]) : (1 << 26);
  const int reps = argc > 2 ? atoi(argv[2]) : 200;
  const int dev = omp_get_default_device();
#ifdef PROBE_CUDA_MALLOC
  // the arrays from the CUDA runtime (is allocation the difference?)
  float *a, *b, *c;
  cudaMalloc((void **)&a, sizeof(float) * n);
  cudaMalloc((void **)&b, sizeof(float) * n);
  cudaMalloc((void **)&c, sizeof(float) * n);
#else
  float *a = (float *)omp_target_alloc(sizeof(float) * n, dev), *b = (float *)omp_target_alloc(sizeof(float) * n, dev),
        *c = (float *)omp_target_alloc(sizeof(float) * n, dev);
#endif
  const float s = 3.0f;
#pragma omp target teams distribute parallel for is_device_ptr(a, b, c)
  for (int i = 0; i < n; ++i) { a[i] = 0; b[i] = i % 1024; c[i] = i % 512; }

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

  char token = 0;
  t0 = now();
  for (int r = 0; r < reps; ++r) {
#pragma omp target teams distribute parallel for is_device_ptr(a, b, c) nowait depend(inout : token)
    for (int i = 0; i < n; ++i) a[i] = b[i] + s * c[i];
  }
#pragma omp taskwait
  const double async = (now() - t0) / reps;

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
  printf("probe_launch n=%d reps=%d check=%s\n", n, reps, h[3] == 3.0f + s * 3.0f ? "ok" : "FAIL");
  printf("PROBE empty_region_ms=%.4f triad_sync_ms=%.4f triad_nowait_depend_ms=%.4f triad_bare_ms=%.4f GBps_sync=%.0f\n",
         empty, sync, async, bare, 12.0 * n / (sync * 1e6));
  return 0;
}
