// cub_block_scan_hand: hand port to OpenMP offload of cub_block_scan.cu (the
// exclusive prefix sum of n ints), as a careful engineer writes it without
// CUB: each thread owns a chunk of CHUNK consecutive ints; the chunks' sums,
// their exclusive scan (the same two steps again over groups of GROUP sums,
// whose own sums one thread scans), and each chunk rescanned from its
// offset. Same data, sizes, warm-up, repetitions, timing and check as the
// CUDA program.
//   usage: cub_block_scan_hand [N [REPS]]
#include <omp.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

#ifndef VARIANT
#define VARIANT "hand"
#endif

#define CHUNK 32
#define GROUP 64

static void scan(const int *in, int *out, int n, int *sums, int *groups) {
  const int chunks = (n + CHUNK - 1) / CHUNK, ngroups = (chunks + GROUP - 1) / GROUP;
#pragma omp target teams distribute parallel for is_device_ptr(in, sums)
  for (int c = 0; c < chunks; ++c) {
    int s = 0;
    for (int i = c * CHUNK; i < (c + 1) * CHUNK && i < n; ++i) s += in[i];
    sums[c] = s;
  }
#pragma omp target teams distribute parallel for is_device_ptr(sums, groups)
  for (int g = 0; g < ngroups; ++g) {
    int s = 0;
    for (int c = g * GROUP; c < (g + 1) * GROUP && c < chunks; ++c) s += sums[c];
    groups[g] = s;
  }
#pragma omp target is_device_ptr(groups)
  {
    int run = 0;
    for (int g = 0; g < ngroups; ++g) {
      int s = groups[g];
      groups[g] = run;
      run += s;
    }
  }
#pragma omp target teams distribute parallel for is_device_ptr(sums, groups)
  for (int g = 0; g < ngroups; ++g) {
    int run = groups[g];
    for (int c = g * GROUP; c < (g + 1) * GROUP && c < chunks; ++c) {
      int s = sums[c];
      sums[c] = run;
      run += s;
    }
  }
#pragma omp target teams distribute parallel for is_device_ptr(in, out, sums)
  for (int c = 0; c < chunks; ++c) {
    int run = sums[c];
    for (int i = c * CHUNK; i < (c + 1) * CHUNK && i < n; ++i) {
      int v = in[i];
      out[i] = run;
      run += v;
    }
  }
}

int main(int argc, char **argv) {
  const int n = argc > 1 ? atoi(argv[1]) : (1 << 24);
  const int reps = argc > 2 ? atoi(argv[2]) : 20;
  if (n < 2 || reps < 1) {
    fprintf(stderr, "usage: %s [N>=2 [REPS>=1]]\n", argv[0]);
    return 2;
  }
  std::vector<int> h(n), out(n);
  unsigned s = 17u;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    h[i] = (int)((s >> 13) & 3u);
  }
  const int host = omp_get_initial_device();
  const int dev = omp_get_num_devices() > 0 ? omp_get_default_device() : host;
  const int chunks = (n + CHUNK - 1) / CHUNK, ngroups = (chunks + GROUP - 1) / GROUP;
  int *dIn = (int *)omp_target_alloc(n * sizeof(int), dev);
  int *dOut = (int *)omp_target_alloc(n * sizeof(int), dev);
  int *dSums = (int *)omp_target_alloc(chunks * sizeof(int), dev);
  int *dGroups = (int *)omp_target_alloc(ngroups * sizeof(int), dev);
  if (!dIn || !dOut || !dSums || !dGroups) {
    fprintf(stderr, "omp_target_alloc failed\n");
    return 1;
  }
  omp_target_memcpy(dIn, h.data(), n * sizeof(int), 0, 0, dev, host);
  scan(dIn, dOut, n, dSums, dGroups); // warm-up
  auto t0 = std::chrono::steady_clock::now();
  for (int r = 0; r < reps; ++r) scan(dIn, dOut, n, dSums, dGroups);
  auto t1 = std::chrono::steady_clock::now();
  const double ms = std::chrono::duration<double, std::milli>(t1 - t0).count() / reps;
  omp_target_memcpy(out.data(), dOut, n * sizeof(int), 0, 0, host, dev);
  omp_target_free(dIn, dev);
  omp_target_free(dOut, dev);
  omp_target_free(dSums, dev);
  omp_target_free(dGroups, dev);

  long long run = 0;
  int bad = 0;
  for (int i = 0; i < n; ++i) {
    bad += out[i] != run;
    run += h[i];
  }
  const bool ok = bad == 0;
  printf("cub_block_scan (hand) n=%d reps=%d wrong=%d total=%lld last=%d\n", n, reps, bad, run, out[n - 1]);
  printf("check=%s\n", ok ? "ok" : "FAIL");
  printf("RESULT name=cub_block_scan variant=%s ms_per_iter=%.4f check=%s\n", VARIANT, ms, ok ? "ok" : "FAIL");
  return ok ? 0 : 1;
}
