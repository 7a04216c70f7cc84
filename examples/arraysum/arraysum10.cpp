// arraysum10.cpp - USM, reduction(+:ret) plus a SAFE atomic on ret -> fix 2.
//
// Teaches: the second fix for arraysum8: same shape (reduction clause, an
// atomic on the reduction variable, no maps) but
// `#pragma omp atomic hint(AMD_safe_fp_atomics)`, which makes ROCm's clang
// emit a compare-and-swap loop. A CAS loop is correct on fine-grained memory,
// only slower. As on the seed's slide, this one sums a instead of b (here
// a[i] = 2, so the expected sum, 2n, differs from arraysum8's). The seed notes
// ROCm 5.6.0 still failed it (compiler), not the memory model.
//
// Expected on MI250X (gfx90a), per the memory model:
//   HSA_XNACK=0 -> memory access fault (USM host addresses without XNACK)
//   HSA_XNACK=1 -> PASS, slowly (CAS loop); ROCm 5.6.0: fails (compiler)
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
  double *a = (double *)malloc(n * sizeof(double)); // fine-grained under USM
  for (int i = 0; i < n; i++) a[i] = 2.0;
  double ret = 0.0;

#pragma omp target teams distribute parallel for reduction(+:ret)
  for (int i = 0; i < n; i++) {
#pragma omp atomic hint(AMD_safe_fp_atomics)
    ret += a[i];
  }

  double expected = 0.0;
  for (int i = 0; i < n; i++) expected += a[i];
  const bool ok = ret == expected;
  printf("arraysum10: sum=%.1f expected=%.1f %s\n", ret, expected, ok ? "PASS" : "FAILED");
  free(a);
  return ok ? 0 : 1;
}
