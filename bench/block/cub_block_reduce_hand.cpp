// cub_block_reduce_hand: hand port to OpenMP offload of cub_block_reduce.cu
// (the sum and the maximum of n ints): what a careful engineer writes without
// CUB, one combined construct with two reduction clauses. Same data, sizes,
// warm-up, repetitions, timing and check as the CUDA program (its per-block
// partials do not exist here; the sum and the maximum are checked).
//   usage: cub_block_reduce_hand [N [REPS]]
#include <omp.h>

#include <chrono>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <vector>

#ifndef VARIANT
#define VARIANT "hand"
#endif

static void sumMax(const int *in, int n, int *sum, int *mx) {
  int s = 0, m = INT_MIN;
#pragma omp target teams distribute parallel for reduction(+ : s) reduction(max : m) is_device_ptr(in) \
    map(tofrom : s, m)
  for (int i = 0; i < n; ++i) {
    s += in[i];
    m = in[i] > m ? in[i] : m;
  }
  *sum = s;
  *mx = m;
}

int main(int argc, char **argv) {
  const int n = argc > 1 ? atoi(argv[1]) : (1 << 24);
  const int reps = argc > 2 ? atoi(argv[2]) : 20;
  if (n < 2 || reps < 1) {
    fprintf(stderr, "usage: %s [N>=2 [REPS>=1]]\n", argv[0]);
    return 2;
  }
  std::vector<int> h(n);
  unsigned s = 91u;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    h[i] = (int)((s >> 9) % 2001u) - 1000; // [-1000, 1000]
  }
  h[(int)((long long)n * 5 / 7)] = 7777; // a unique maximum

  const int host = omp_get_initial_device();
  const int dev = omp_get_num_devices() > 0 ? omp_get_default_device() : host;
  int *dIn = (int *)omp_target_alloc(n * sizeof(int), dev);
  if (!dIn) {
    fprintf(stderr, "omp_target_alloc failed\n");
    return 1;
  }
  omp_target_memcpy(dIn, h.data(), n * sizeof(int), 0, 0, dev, host);

  int sum = 0, mx = 0;
  sumMax(dIn, n, &sum, &mx); // warm-up
  auto t0 = std::chrono::steady_clock::now();
  for (int r = 0; r < reps; ++r) sumMax(dIn, n, &sum, &mx);
  auto t1 = std::chrono::steady_clock::now();
  const double ms = std::chrono::duration<double, std::milli>(t1 - t0).count() / reps;
  omp_target_free(dIn, dev);

  long long refSum = 0;
  int refMax = INT_MIN;
  for (int i = 0; i < n; ++i) {
    refSum += h[i];
    refMax = h[i] > refMax ? h[i] : refMax;
  }
  const bool ok = sum == refSum && mx == refMax;
  printf("cub_block_reduce (hand) n=%d reps=%d\n", n, reps);
  printf("sum=%d ref=%lld max=%d ref=%d\n", sum, refSum, mx, refMax);
  printf("check=%s\n", ok ? "ok" : "FAIL");
  printf("RESULT name=cub_block_reduce variant=%s ms_per_iter=%.4f check=%s\n", VARIANT, ms, ok ? "ok" : "FAIL");
  return ok ? 0 : 1;
}
