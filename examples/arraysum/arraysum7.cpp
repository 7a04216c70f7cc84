// arraysum7.cpp - USM, no map, SAFE floating-point atomics -> correct, slow.
//
// Teaches: the second fix for arraysum5. hint(AMD_safe_fp_atomics) makes
// ROCm's clang emit a compare-and-swap loop (global/flat_atomic_cmpswap_x2
// plus a retry branch) even under -munsafe-fp-atomics. A CAS loop is correct
// on fine-grained memory too, but slow: seed 003 measured a CAS loop on
// fine-grained memory at ~1678x the time of a hardware atomic on coarse
// memory (~39x on coarse memory).
//
// Expected on MI250X (gfx90a):
//   HSA_XNACK=0 -> memory access fault (USM host addresses without XNACK)
//   HSA_XNACK=1 -> PASS, slowly (CAS loop on fine-grained memory)
// Host offload (clang, x86_64 plugin) and GCC host fallback: PASS.
// NVIDIA H100, GCC 12 nvptx (no USM, see the guard): "illegal memory
// access" (measured) - the unmapped host pointers, like HSA_XNACK=0.
#include <cstdio>
#include <cstdlib>
#include "c2o_atomic_hints.h" // AMD_safe_fp_atomics where omp.h lacks it

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
#pragma omp atomic hint(AMD_safe_fp_atomics)
    *ret += b[i];
  }

  double expected = 0.0;
  for (int i = 0; i < n; i++) expected += b[i];
  const bool ok = *ret == expected;
  printf("arraysum7: sum=%.1f expected=%.1f %s\n", *ret, expected, ok ? "PASS" : "FAILED");
  free(b);
  free(ret);
  return ok ? 0 : 1;
}
