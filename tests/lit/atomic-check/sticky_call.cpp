// "Coarse is sticky" through a called function: under unified shared memory a
// map made inside init(p) switches the pages of what the caller passed as p
// to coarse grain for good. omp-atomic-check follows the call: an atomic on
// that memory after the call, in a region without a map, is on coarse memory;
// before the call (or on memory init() never saw) it is still fine-grained.
// RUN: not %omp-atomic-check --xnack=1 --omp-compiler=aomp %s > %t.out
// RUN: FileCheck %s < %t.out
// Upstream clang >= 20 makes every plain FP atomic here hardware: ok where the
// map made the memory coarse, wrong where it did not.
// RUN: not %omp-atomic-check --xnack=1 --omp-compiler=clang %s | FileCheck %s --check-prefix=CLANG
#include <cstdlib>
#pragma omp requires unified_shared_memory

static void init(double *p, int m) {
#pragma omp target teams distribute parallel for map(from: p[:m])
  for (int j = 0; j < m; ++j) p[j] = 0.0;
}

// A function that only forwards its parameter to init(): two calls deep.
static void setup(double *q, int m) { init(q, m); }

int main() {
  const int n = 1000, m = 10;
  double *bins = (double *)malloc(m * sizeof(double));
  double *early = (double *)malloc(m * sizeof(double));
  double *deep = (double *)malloc(m * sizeof(double));
  double *other = (double *)malloc(m * sizeof(double));
  init(bins, m);
  setup(deep, m);
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; ++i) {
#pragma omp atomic hint(AMD_fast_fp_atomics)
    early[i % m] += 1.0;
#pragma omp atomic hint(AMD_fast_fp_atomics)
    bins[i % m] += 1.0;
#pragma omp atomic hint(AMD_fast_fp_atomics)
    deep[i % m] += 1.0;
#pragma omp atomic hint(AMD_fast_fp_atomics)
    other[i % m] += 1.0;
  }
  init(early, m); // after the region: too late for it
  free(bins);
  free(early);
  free(deep);
  free(other);
  return 0;
}
// CHECK: sticky_call.cpp:33:5: wrong xnack=1 memory=fine code=hw hint=fast 'early'
// CHECK: sticky_call.cpp:35:5: ok xnack=1 memory=coarse code=hw hint=fast 'bins'
// CHECK: sticky_call.cpp:37:5: ok xnack=1 memory=coarse code=hw hint=fast 'deep'
// CHECK: sticky_call.cpp:39:5: wrong xnack=1 memory=fine code=hw hint=fast 'other'
// CLANG: sticky_call.cpp:33:5: wrong xnack=1 memory=fine code=hw
// CLANG: sticky_call.cpp:35:5: ok xnack=1 memory=coarse code=hw
