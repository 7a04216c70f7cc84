// arraysum4.cpp - unified shared memory (USM): coarse grain is sticky.
//
// Teaches: init() maps a and b with map(from:) inside a target region; under
// USM that map switches their pages to coarse-grained memory for the rest of
// the allocations' life. The second region in main() has no map clause at
// all, yet it works on the same, still coarse-grained, pages: there is no
// need to map again to keep them coarse. (Granularity is per page:
// neighbouring allocations that share a page are switched too.)
//
// Expected on MI250X (gfx90a):
//   HSA_XNACK=0 -> memory access fault (USM host addresses without XNACK;
//                  AMD's tests: FAILED)
//   HSA_XNACK=1 -> PASS (a = b = 1 after init, then a = 2)
// Host offload (clang, x86_64 plugin): PASS. GCC 12 (no USM, see the guard):
// init() is an ordinary map(from:) region, but the second region's unmapped
// pointers reach the device as host addresses (EXPECTED.md).
// NVIDIA H100, GCC 12 nvptx (no USM, see the guard): "illegal memory
// access" (measured) - the unmapped host pointers, like HSA_XNACK=0.
#include <cstdio>
#include <cstdlib>

// GCC 12 answers this line with "sorry, unimplemented"; GCC >= 13 and clang
// accept it.
#if !defined(__GNUC__) || defined(__clang__) || __GNUC__ >= 13
#pragma omp requires unified_shared_memory
#endif

// Initialise both arrays on the device. Under USM, map(from:) is what turns
// the pages of a and b coarse-grained.
static void init(double *a, double *b, int n) {
#pragma omp target teams distribute parallel for map(from: a[:n], b[:n])
  for (int i = 0; i < n; i++) {
    a[i] = b[i] = 1.0;
  }
}

int main() {
  const int n = 10000;
  double *a = (double *)malloc(n * sizeof(double));
  double *b = (double *)malloc(n * sizeof(double));
  init(a, b, n);

  // Not mapped here: a and b are coarse-grained because of init()'s map.
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++) {
    a[i] += b[i];
  }

  int errors = 0;
  double sum = 0.0;
  for (int i = 0; i < n; i++) {
    if (a[i] != 2.0 || b[i] != 1.0) errors++;
    sum += a[i];
  }
  const double expected = 2.0 * n;
  const bool ok = errors == 0 && sum == expected;
  printf("arraysum4: sum=%.1f expected=%.1f errors=%d %s\n", sum, expected, errors, ok ? "PASS" : "FAILED");
  free(a);
  free(b);
  return ok ? 0 : 1;
}
