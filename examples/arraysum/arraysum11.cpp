// arraysum11.cpp - USM: coarse grain is sticky, also for atomics, also when the
// map was made in another function.
//
// Teaches: arraysum4's lesson with an atomic. init() zeroes the bins on the
// device with map(from: bins[:m]); under USM that map copies nothing but
// switches the pages of `bins` to coarse-grained memory for the rest of the
// allocation's life. main()'s region has no map clause, yet its FP atomics
// update coarse-grained pages: a hardware FP atomic (the fast hint for ROCm's
// clang, the default of upstream clang >= 20) is correct and fastest there.
// A validator must follow the map into init() to see it (omp-atomic-check
// does: the call init(bins, m) comes before the region).
//
// Expected on MI250X (gfx90a):
//   HSA_XNACK=0 -> memory access fault (USM host addresses without XNACK)
//   HSA_XNACK=1 -> PASS (coarse-grained bins, hardware atomics: ROCm's clang
//                  with the hint, upstream clang >= 20 by default; clang 19
//                  makes CAS loops, correct but slow)
// Host offload (clang, x86_64 plugin) and GCC host fallback: PASS.
#include <cstdio>
#include <cstdlib>
#include "c2o_atomic_hints.h" // AMD_fast_fp_atomics where omp.h lacks it

// GCC 12 answers this line with "sorry, unimplemented"; GCC >= 13 and clang
// accept it.
#if !defined(__GNUC__) || defined(__clang__) || __GNUC__ >= 13
#pragma omp requires unified_shared_memory
#endif

// Zero the bins on the device. Under USM, map(from:) is what turns the pages
// of bins coarse-grained, for good.
static void init(double *bins, int m) {
#pragma omp target teams distribute parallel for map(from: bins[:m])
  for (int j = 0; j < m; j++) {
    bins[j] = 0.0;
  }
}

int main() {
  const int n = 10000, m = 100;
  double *b = (double *)malloc(n * sizeof(double));
  double *bins = (double *)malloc(m * sizeof(double));
  for (int i = 0; i < n; i++) b[i] = 1.0;
  init(bins, m);

  // Not mapped here: bins is coarse-grained because of init()'s map.
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++) {
#pragma omp atomic hint(AMD_fast_fp_atomics)
    bins[i % m] += b[i];
  }

  int errors = 0;
  double sum = 0.0;
  for (int j = 0; j < m; j++) {
    if (bins[j] != (double)(n / m)) errors++;
    sum += bins[j];
  }
  const double expected = (double)n;
  const bool ok = errors == 0 && sum == expected;
  printf("arraysum11: sum=%.1f expected=%.1f errors=%d %s\n", sum, expected, errors, ok ? "PASS" : "FAILED");
  free(b);
  free(bins);
  return ok ? 0 : 1;
}
