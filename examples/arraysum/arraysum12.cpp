// arraysum12.cpp - USM, no map, fine-grained memory: the atomic written for
// ROCm's clang AND for upstream clang >= 20.
//
// Teaches: arraysum7's safe hint is read by ROCm's clang only. Upstream clang
// ignores every hint, and since LLVM's atomic-control change (clang >= 20 on
// Debian, measured with 22.1.8) it assumes that an atomic never touches
// fine-grained memory: arraysum7's `*ret += b[i]` becomes global_atomic_add_f64
// there, a hardware FP atomic, wrong on fine-grained memory on MI250X. Upstream
// clang's own way to say "this memory may be fine-grained" is a statement
// attribute on a block around the atomic:
//
//     [[clang::atomic(fine_grained_memory, remote_memory)]] { ... }
//
// which makes it a CAS loop (global_atomic_cmpswap_x2). C2O_ATOMIC_FINE (from
// c2o_atomic_hints.h) is that attribute where the compiler has it
// (__has_extension(clang_atomic_attributes)) and nothing elsewhere (clang 19,
// GCC), so this file compiles everywhere; with the safe hint beside it, both
// compilers make the CAS loop. This is what cuda2omp writes by default
// (--omp-compiler=portable).
//
// Expected on MI250X (gfx90a), with ROCm's clang or upstream clang >= 20:
//   HSA_XNACK=0 -> memory access fault (USM host addresses without XNACK)
//   HSA_XNACK=1 -> PASS, slowly (CAS loop on fine-grained memory)
// Host offload (clang, x86_64 plugin) and GCC host fallback: PASS.
#include <cstdio>
#include <cstdlib>
#include "c2o_atomic_hints.h" // AMD_safe_fp_atomics and C2O_ATOMIC_FINE

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
  for (int i = 0; i < n; i++) C2O_ATOMIC_FINE {
#pragma omp atomic hint(AMD_safe_fp_atomics)
    *ret += b[i];
  }

  double expected = 0.0;
  for (int i = 0; i < n; i++) expected += b[i];
  const bool ok = *ret == expected;
  printf("arraysum12: sum=%.1f expected=%.1f %s\n", *ret, expected, ok ? "PASS" : "FAILED");
  free(b);
  free(ret);
  return ok ? 0 : 1;
}
