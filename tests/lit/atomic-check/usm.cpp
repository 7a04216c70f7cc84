// Unified shared memory: host memory faults without XNACK; with XNACK it is
// fine-grained unless a map made its pages coarse (for good).
// RUN: %omp-atomic-check --omp-compiler=aomp %s > %t.out; echo "rc=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: %omp-atomic-check --xnack=1 --offload-arch=gfx942 %s | FileCheck %s --check-prefix=MI300
// Upstream clang >= 20 ignores the hint and assumes no fine-grained memory:
// hardware, wrong; clang 19 made a CAS loop on gfx90a whatever the hint.
// RUN: not %omp-atomic-check --xnack=1 --omp-compiler=clang %s | FileCheck %s --check-prefix=CLANG
// RUN: %omp-atomic-check --xnack=1 --omp-compiler=clang19 %s | FileCheck %s --check-prefix=CLANG19
#include <cstdlib>
#pragma omp requires unified_shared_memory

void fast_on_fine(double *out, const double *b, int n) {
  double *ret = (double *)malloc(sizeof(double));
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; ++i) {
#pragma omp atomic hint(AMD_fast_fp_atomics)
    *ret += b[i];
  }
  *out = *ret;
}
// CHECK: usm.cpp:[[@LINE-4]]:5: fault xnack=0 memory=fine code=hw hint=fast {{.*}}which needs HSA_XNACK=1
// CHECK: usm.cpp:[[@LINE-5]]:5: wrong xnack=1 memory=fine code=hw hint=fast 'ret' is malloc at usm.cpp:{{[0-9]+}}; not mapped, unified_shared_memory; hardware FP atomic on fine-grained memory gives wrong results on gfx90a
// MI300: usm.cpp:[[@LINE-6]]:5: ok xnack=1 memory=fine code=hw
// CLANG: usm.cpp:[[@LINE-7]]:5: wrong xnack=1 memory=fine code=hw hint=fast
// CLANG19: usm.cpp:[[@LINE-8]]:5: ok xnack=1 memory=fine code=cas hint=fast

void fast_after_map(double *ret, const double *b, int n) {
#pragma omp target teams distribute parallel for map(to: b[:n]) map(tofrom: ret[:1])
  for (int i = 0; i < n; ++i) {
#pragma omp atomic hint(AMD_fast_fp_atomics)
    ret[0] += b[i];
  }
}
// CHECK: usm.cpp:[[@LINE-3]]:5: unknown xnack=0
// CHECK: rc=1
