// arraysum5.cpp - USM, no map, FAST floating-point atomics -> wrong sum.
//
// Teaches: `#pragma omp atomic hint(AMD_fast_fp_atomics)` asks ROCm's clang
// for a hardware FP atomic (on gfx90a: global/flat_atomic_add_f64) instead of
// a compare-and-swap loop. A hardware FP atomic is only correct on
// coarse-grained memory. Here the target of the atomic, *ret, is malloc'd
// and never mapped, so under USM it is fine-grained host memory, and the
// MI250X's hardware FP atomics on fine-grained memory silently fail: updates
// are lost and the sum comes out wrong. (Integer atomics would be fine.)
// ret is a heap scalar on purpose: a plain `double ret` named in a target
// region without a map is firstprivate, so the device would add into a copy.
//
// Expected on MI250X (gfx90a):
//   HSA_XNACK=0 -> memory access fault (USM host addresses without XNACK)
//   HSA_XNACK=1 -> FAILED, wrong sum (fast FP atomic on fine-grained memory)
// The fix: make the memory coarse (arraysum6) or use the safe hint
// (arraysum7). Upstream clang (Debian 19) ignores the hint and emits a CAS
// loop for gfx90a (EXPECTED.md), so its build would give the right answer.
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
  const int n = 10000;
  double *b = (double *)malloc(n * sizeof(double));
  double *ret = (double *)malloc(sizeof(double)); // fine-grained under USM
  for (int i = 0; i < n; i++) b[i] = 1.0;
  *ret = 0.0;

  // No maps: b and *ret stay fine-grained host memory.
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++) {
#pragma omp atomic hint(AMD_fast_fp_atomics)
    *ret += b[i];
  }

  double expected = 0.0; // CPU reference (integer-valued: exact)
  for (int i = 0; i < n; i++) expected += b[i];
  const bool ok = *ret == expected;
  printf("arraysum5: sum=%.1f expected=%.1f %s\n", *ret, expected, ok ? "PASS" : "FAILED");
  free(b);
  free(ret);
  return ok ? 0 : 1;
}
