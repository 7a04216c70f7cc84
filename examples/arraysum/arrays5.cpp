// arrays5.cpp - USM, no map, FAST atomics into an array -> wrong sums.
//
// Teaches: hardware FP atomics (hint(AMD_fast_fp_atomics)) into the elements
// of a malloc'd, never-mapped array: under USM that is fine-grained host
// memory, and MI250X hardware FP atomics on fine-grained memory silently lose
// updates, so the bins come out wrong - the array version of arraysum5 (seed
// 003: "arrays5 will fail").
// Seed 003 describes arrays5..7 only as "similar to the previous example, but
// with arrays"; here n values are added atomically into m = 100 bins
// (bins[i % m] += b[i]), so each bin receives n/m contended updates.
//
// Expected on MI250X (gfx90a):
//   HSA_XNACK=0 -> memory access fault (USM host addresses without XNACK)
//   HSA_XNACK=1 -> FAILED, wrong bin sums (fast FP atomic on fine-grained memory)
// Host offload (clang, x86_64 plugin) and GCC host fallback: PASS.
// NVIDIA H100, GCC 12 nvptx (no USM, see the guard): "illegal memory
// access" (measured) - the unmapped host pointers, like HSA_XNACK=0.
#include <cstdio>
#include <cstdlib>
#include "c2o_atomic_hints.h" // AMD_fast_fp_atomics where omp.h lacks it

// GCC 12 answers this line with "sorry, unimplemented"; GCC >= 13 and clang
// accept it.
#if !defined(__GNUC__) || defined(__clang__) || __GNUC__ >= 13
#pragma omp requires unified_shared_memory
#endif

int main() {
  const int n = 10000, m = 100;
  double *b = (double *)malloc(n * sizeof(double));
  double *bins = (double *)malloc(m * sizeof(double));
  for (int i = 0; i < n; i++) b[i] = 1.0;
  for (int j = 0; j < m; j++) bins[j] = 0.0;

#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++) {
#pragma omp atomic hint(AMD_fast_fp_atomics)
    bins[i % m] += b[i];
  }

  // CPU reference, bin by bin (integer-valued: exact).
  int errors = 0;
  double sum = 0.0, expected = 0.0;
  for (int j = 0; j < m; j++) {
    double want = 0.0;
    for (int i = j; i < n; i += m) want += b[i];
    if (bins[j] != want) errors++;
    sum += bins[j];
    expected += want;
  }
  const bool ok = errors == 0 && sum == expected;
  printf("arrays5: sum=%.1f expected=%.1f errors=%d %s\n", sum, expected, errors, ok ? "PASS" : "FAILED");
  free(b);
  free(bins);
  return ok ? 0 : 1;
}
