// arraysum9.cpp - USM, map(to: b[:n]) map(tofrom: ret), FAST atomic -> fix 1.
//
// Teaches: the first fix for arraysum8. No reduction clause: every thread
// adds into the one shared ret with a hardware FP atomic
// (hint(AMD_fast_fp_atomics)). Under USM the explicit maps copy nothing but
// switch the pages of b and ret to coarse-grained memory, where hardware FP
// atomics are correct and fast. (The seed's slide says "a and ret switched to
// coarse grain" while its code maps b and ret: it is the mapped arrays,
// b and ret, that switch. ret is a stack scalar, so the whole stack page
// holding it turns coarse, permanently.) The seed notes ROCm 5.4.3/5.6.0
// still failed this one (with the reduction clause, and with the hint);
// AMD's test list calls it an expected failure that passes without the hint
// - a compiler issue, not the memory model.
//
// Expected on MI250X (gfx90a), per the memory model:
//   HSA_XNACK=0 -> memory access fault (USM host addresses without XNACK)
//   HSA_XNACK=1 -> PASS (coarse-grained + hardware atomic); ROCm 5.6: fails
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
  for (int i = 0; i < n; i++) b[i] = 1.0;
  double ret = 0.0;

#pragma omp target teams distribute parallel for map(to: b[:n]) map(tofrom: ret)
  for (int i = 0; i < n; i++) {
#pragma omp atomic hint(AMD_fast_fp_atomics)
    ret += b[i];
  }

  double expected = 0.0;
  for (int i = 0; i < n; i++) expected += b[i];
  const bool ok = ret == expected;
  printf("arraysum9: sum=%.1f expected=%.1f %s\n", ret, expected, ok ? "PASS" : "FAILED");
  free(b);
  return ok ? 0 : 1;
}
