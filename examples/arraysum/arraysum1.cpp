// arraysum1.cpp - default (non-USM) mode: explicit maps, plain add, no atomics.
//
// Teaches: without `#pragma omp requires unified_shared_memory` a map clause
// makes the OpenMP runtime allocate device memory and copy host->device
// before the region and device->host after it. Memory created by a map is
// coarse-grained device memory, so every kind of access (and every atomic)
// in the region is on coarse-grained memory. Nothing here depends on XNACK:
// the GPU never touches the malloc'd host pages.
//
// Expected on MI250X (gfx90a):
//   HSA_XNACK=0 -> PASS   (device copies; no page faults are taken)
//   HSA_XNACK=1 -> PASS   (same; XNACK is never exercised)
// Host offload (clang -fopenmp-targets=x86_64-pc-linux-gnu) and GCC: PASS.
// NVIDIA H100, GCC 12 nvptx: PASS (measured).
#include <cstdio>
#include <cstdlib>

int main() {
  const int n = 10000;
  double *a = (double *)malloc(n * sizeof(double));
  double *b = (double *)malloc(n * sizeof(double));
  for (int i = 0; i < n; i++) {
    a[i] = 0.0;
    b[i] = 1.0;
  }

  // a is copied in and out, b only in: both live in device memory here.
#pragma omp target teams distribute parallel for map(tofrom: a[:n]) map(to: b[:n])
  for (int i = 0; i < n; i++) {
    a[i] += b[i];
  }

  // CPU reference: every a[i] must be 0 + 1 = 1 (exact in double).
  int errors = 0;
  double sum = 0.0;
  for (int i = 0; i < n; i++) {
    if (a[i] != 1.0) errors++;
    sum += a[i];
  }
  const double expected = (double)n;
  const bool ok = errors == 0 && sum == expected;
  printf("arraysum1: sum=%.1f expected=%.1f errors=%d %s\n", sum, expected, errors, ok ? "PASS" : "FAILED");
  free(a);
  free(b);
  return ok ? 0 : 1;
}
