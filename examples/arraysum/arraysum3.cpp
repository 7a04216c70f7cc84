// arraysum3.cpp - unified shared memory (USM) mode with maps.
//
// Teaches: under `#pragma omp requires unified_shared_memory` a map clause
// no longer allocates device memory or copies anything; instead (ROCm) the
// host pages behind the mapped sections are switched from fine- to
// coarse-grained, and stay coarse for the rest of their life (arraysum4).
// The maps are therefore a granularity request, not a data transfer. With
// LIBOMPTARGET_INFO set, ROCm prints "Memory pages for HstPtrBegin ...
// switched to coarse grain". No atomics here, so granularity does not change
// the answer - only XNACK decides whether the GPU may touch host pages.
//
// Expected on MI250X (gfx90a):
//   HSA_XNACK=0 -> memory access fault (USM passes host addresses; without
//                  XNACK the GPU cannot fault them in; AMD's tests: FAILED)
//   HSA_XNACK=1 -> PASS
// Host offload (clang, x86_64 plugin): PASS. GCC 12 (no USM, see the guard):
// an ordinary mapped program, PASS on host and on an NVIDIA GPU.
// NVIDIA H100, GCC 12 nvptx (no USM, see the guard): PASS (measured) -
// the maps make ordinary device copies.
#include <cstdio>
#include <cstdlib>

// GCC 12 answers this line with "sorry, unimplemented"; GCC >= 13 and clang
// accept it.
#if !defined(__GNUC__) || defined(__clang__) || __GNUC__ >= 13
#pragma omp requires unified_shared_memory
#endif

int main() {
  const int n = 10000;
  double *a = (double *)malloc(n * sizeof(double));
  double *b = (double *)malloc(n * sizeof(double));
  for (int i = 0; i < n; i++) {
    a[i] = 0.0;
    b[i] = 1.0;
  }

  // Same maps as arraysum1, but under USM: no copies; the pages of a and b
  // become coarse-grained (permanently).
#pragma omp target teams distribute parallel for map(tofrom: a[:n]) map(to: b[:n])
  for (int i = 0; i < n; i++) {
    a[i] += b[i];
  }

  int errors = 0;
  double sum = 0.0;
  for (int i = 0; i < n; i++) {
    if (a[i] != 1.0) errors++;
    sum += a[i];
  }
  const double expected = (double)n;
  const bool ok = errors == 0 && sum == expected;
  printf("arraysum3: sum=%.1f expected=%.1f errors=%d %s\n", sum, expected, errors, ok ? "PASS" : "FAILED");
  free(a);
  free(b);
  return ok ? 0 : 1;
}
