// probe_map_alloc: is a kernel slower on memory that `target enter data
// map(to:)` allocated than on memory from omp_target_alloc? The same
// stream over 2^27 ints (a bare launch reading them and writing 2x+1 to
// device memory; is_device_ptr, one launch a repetition) from (a)
// omp_target_alloc, (b) a mapped std::vector, (c) a mapped 2 MiB-aligned host
// buffer; prints each device address modulo 4096 and the ms per launch.
// Measured on the H100 (session 16): 0.50-0.52 ms all three, every address
// 4096-aligned: the allocation is not why a map build ran slower (that was
// a release inside the timed loop: docs/performance.md).
//   bash -c '. tests/gpu/offload_compile.sh && c2o_offload_compile clang22 bench/h100/probe_map_alloc.cpp OUT'
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <omp.h>
#include <ompx.h>
#include <vector>

// out[i] = 2 * d[i] + 1 over n ints (a stream: bandwidth-bound), REPS
// launches; returns the ms per launch and sets \p sample to out[n / 3].
static double timeStream(const int *d, long n, int reps, int &sample) {
  static int *o = nullptr;
  if (!o) o = (int *)omp_target_alloc(n * sizeof(int), omp_get_default_device());
  auto run = [&] {
    const int teams = (int)(n / 256); // n is a multiple of 256
    // A bare launch: a CUDA-style kernel, 256 threads a team, one element a thread.
#pragma omp target teams ompx_bare num_teams(teams) thread_limit(256) is_device_ptr(d, o)
    {
      const long i = (long)ompx_block_id_x() * 256 + ompx_thread_id_x();
      o[i] = 2 * d[i] + 1;
    }
  };
  run();
  auto t0 = std::chrono::steady_clock::now();
  for (int r = 0; r < reps; ++r) run();
  auto t1 = std::chrono::steady_clock::now();
  omp_target_memcpy(&sample, o, sizeof(int), 0, (n / 3) * sizeof(int), omp_get_initial_device(),
                    omp_get_default_device());
  return std::chrono::duration<double, std::milli>(t1 - t0).count() / reps;
}

int main(int argc, char **argv) {
  const long n = argc > 1 ? atol(argv[1]) : (1L << 27);
  const int reps = 10, dev = omp_get_default_device();
  std::vector<int> h(n);
  for (long i = 0; i < n; ++i) h[i] = (int)(i % 7) - 3;
  int sample;
  // Host buffer hp mapped to the device, the stream timed on its device copy.
  auto mapped = [&](const char *label, int *hp) {
#pragma omp target enter data map(to : hp[:n])
    const int *d = (const int *)omp_get_mapped_ptr(hp, dev);
    const double ms = timeStream(d, n, reps, sample);
    printf("%s host%%4096=%4lu dev%%4096=%4lu ms=%.4f out[n/3]=%d\n", label, (unsigned long)((uintptr_t)hp % 4096),
           (unsigned long)((uintptr_t)d % 4096), ms, sample);
#pragma omp target exit data map(release : hp[:n])
  };
  for (int round = 0; round < 2; ++round) {
    int *a = (int *)omp_target_alloc(n * sizeof(int), dev);
    omp_target_memcpy(a, h.data(), n * sizeof(int), 0, 0, dev, omp_get_initial_device());
    const double ms = timeStream(a, n, reps, sample);
    printf("alloc  dev%%4096=%4lu ms=%.4f out[n/3]=%d\n", (unsigned long)((uintptr_t)a % 4096), ms, sample);
    omp_target_free(a, dev);

    mapped("mapvec", h.data());
    int *hp = (int *)aligned_alloc(1 << 21, ((n * sizeof(int) + (1 << 21) - 1) >> 21) << 21);
    for (long i = 0; i < n; ++i) hp[i] = h[i];
    mapped("mapalg", hp);
    free(hp);
  }
  return 0;
}
