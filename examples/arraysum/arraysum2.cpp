// arraysum2.cpp - unified shared memory (USM) mode, no maps.
//
// Teaches: under `#pragma omp requires unified_shared_memory` a host pointer
// is a device pointer. With no map clause the runtime allocates nothing and
// copies nothing: the kernel reads and writes the malloc'd host pages
// directly. The OS allocator returns fine-grained memory, and the GPU can
// reach it only by taking page faults that the driver resolves (XNACK).
// Plain loads and stores on fine-grained memory are correct; there are no
// atomics here.
//
// Expected on MI250X (gfx90a):
//   HSA_XNACK=0 -> memory access fault (the GPU cannot retry the fault on
//                  the unregistered malloc pages; the process aborts, no line)
//   HSA_XNACK=1 -> PASS (pages are accessed or migrated on fault)
// Host offload (clang, x86_64 plugin): PASS - host and "device" share memory.
// GCC 12 does not implement `requires unified_shared_memory` (see the guard
// below): built with it this is a non-USM program whose unmapped pointers
// reach the device as host addresses - PASS on the host fallback, and on a
// GPU whatever the device makes of a host address (EXPECTED.md).
// NVIDIA H100, GCC 12 nvptx (no USM, see the guard): "illegal memory
// access" (measured) - the unmapped host pointers, like HSA_XNACK=0.
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

  // No maps: a and b are used in place, as fine-grained host memory.
#pragma omp target teams distribute parallel for
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
  printf("arraysum2: sum=%.1f expected=%.1f errors=%d %s\n", sum, expected, errors, ok ? "PASS" : "FAILED");
  free(a);
  free(b);
  return ok ? 0 : 1;
}
