// arraysum8.cpp - USM, reduction(+:ret) plus a FAST atomic on ret.
//
// Teaches: the scalar-sum pattern of arraysum5 written with a reduction
// clause and, inside the loop, `#pragma omp atomic hint(AMD_fast_fp_atomics)`
// on the reduction variable. Seed 003: "test case will fail because a and
// ret are fine grain memory" - under USM the malloc'd input and the host
// scalar ret are not coarse-grained by any explicit map, and hardware FP
// atomics on fine-grained memory give a wrong result on MI250X. (Strictly,
// inside the loop the atomic updates the reduction's private copy of ret; the
// seed also reports that ROCm 5.6 rejected this program with a compiler
// error, so the observed failure there was the compiler's.) Two fixes
// follow: map the data so it turns coarse (arraysum9), or use the safe hint
// (arraysum10).
//
// Expected on MI250X (gfx90a), per the seed:
//   HSA_XNACK=0 -> memory access fault (USM host addresses without XNACK)
//   HSA_XNACK=1 -> FAILED, wrong sum (fast FP atomic, fine-grained memory);
//                  ROCm 5.6: compiler error
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
  double *b = (double *)malloc(n * sizeof(double)); // fine-grained under USM
  for (int i = 0; i < n; i++) b[i] = 1.0;
  double ret = 0.0;

#pragma omp target teams distribute parallel for reduction(+:ret)
  for (int i = 0; i < n; i++) {
#pragma omp atomic hint(AMD_fast_fp_atomics)
    ret += b[i];
  }

  double expected = 0.0; // CPU reference (integer-valued: exact)
  for (int i = 0; i < n; i++) expected += b[i];
  const bool ok = ret == expected;
  printf("arraysum8: sum=%.1f expected=%.1f %s\n", ret, expected, ok ? "PASS" : "FAILED");
  free(b);
  return ok ? 0 : 1;
}
