// arraysum6.cpp - USM + map, FAST floating-point atomics -> correct and fast.
//
// Teaches: the first fix for arraysum5. Mapping b and ret under USM copies
// nothing, but switches their pages to coarse-grained memory (sticky). A
// hardware FP atomic (hint(AMD_fast_fp_atomics); gfx90a
// global/flat_atomic_add_f64) on coarse-grained memory is correct, and it is
// the fastest option (seed: CAS loops are ~39x slower on coarse memory).
//
// Expected on MI250X (gfx90a):
//   HSA_XNACK=0 -> memory access fault (USM host addresses without XNACK;
//                  AMD runs this with HSA_XNACK=1)
//   HSA_XNACK=1 -> PASS (coarse-grained + hardware atomic)
// Host offload (clang, x86_64 plugin) and GCC: PASS.
// NVIDIA H100, GCC 12 nvptx (no USM, see the guard): PASS (measured) -
// the maps make ordinary device copies.
#include <cstdio>
#include <cstdlib>
#include "c2o_atomic_hints.h" // AMD_fast_fp_atomics where omp.h lacks it

// GCC 12 answers this line with "sorry, unimplemented"; GCC >= 13 and clang
// accept it.
#if !defined(__GNUC__) || defined(__clang__) || __GNUC__ >= 13
#pragma omp requires unified_shared_memory
#endif

int main() {
  const int n = 10000;
  double *b = (double *)malloc(n * sizeof(double));
  double *ret = (double *)malloc(sizeof(double));
  for (int i = 0; i < n; i++) b[i] = 1.0;
  *ret = 0.0;

  // The maps make the pages of b and *ret coarse-grained (under USM).
#pragma omp target teams distribute parallel for map(to: b[:n]) map(tofrom: ret[:1])
  for (int i = 0; i < n; i++) {
#pragma omp atomic hint(AMD_fast_fp_atomics)
    *ret += b[i];
  }

  double expected = 0.0;
  for (int i = 0; i < n; i++) expected += b[i];
  const bool ok = *ret == expected;
  printf("arraysum6: sum=%.1f expected=%.1f %s\n", *ret, expected, ok ? "PASS" : "FAILED");
  free(b);
  free(ret);
  return ok ? 0 : 1;
}
