// Under unified shared memory a map makes the pages coarse from then on
// ("sticky"): an atomic before the first map still sees fine-grained memory.
// RUN: not %omp-atomic-check --xnack=1 %s > %t.out
// RUN: FileCheck %s < %t.out
#include <cstdlib>
#pragma omp requires unified_shared_memory
int main() {
  int n = 1000;
  double *sum = (double *)malloc(sizeof(double));
  *sum = 0;
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; ++i) {
#pragma omp atomic hint(AMD_fast_fp_atomics)
    *sum += 1.0;
  }
// CHECK: sticky_order.cpp:[[@LINE-2]]:5: wrong xnack=1 memory=fine code=hw hint=fast
#pragma omp target enter data map(to: sum[:1])
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; ++i) {
#pragma omp atomic hint(AMD_fast_fp_atomics)
    *sum += 1.0;
  }
// CHECK: sticky_order.cpp:[[@LINE-2]]:5: ok xnack=1 memory=coarse code=hw hint=fast
  return *sum == 2.0 * n ? 0 : 1;
}
