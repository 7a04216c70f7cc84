// Default (non-USM) mode: host memory is reached through maps, i.e. a coarse
// device copy; omp_target_alloc memory is coarse; XNACK does not matter.
// RUN: %omp-atomic-check --omp-compiler=aomp %s > %t.out; echo "rc=$?" >> %t.out
// RUN: FileCheck %s < %t.out
#include <omp.h>
#include <cstdlib>

double sum_mapped(const double *b, int n) {
  double ret = 0;
#pragma omp target teams distribute parallel for map(to: b[:n]) map(tofrom: ret)
  for (int i = 0; i < n; ++i) {
#pragma omp atomic hint(AMD_fast_fp_atomics)
    ret += b[i];
  }
  return ret;
}
// CHECK: default_mode.cpp:[[@LINE-4]]:5: ok xnack=0 memory=coarse code=hw hint=fast 'ret' is stack variable 'ret' at default_mode.cpp:{{[0-9]+}}; mapped (device copy); hardware FP atomic on memory where it is correct
// CHECK: default_mode.cpp:[[@LINE-5]]:5: ok xnack=1 memory=coarse code=hw hint=fast

void sum_device(int n) {
  float *acc = (float *)omp_target_alloc(sizeof(float), omp_get_default_device());
#pragma omp target teams distribute parallel for is_device_ptr(acc)
  for (int i = 0; i < n; ++i) {
#pragma omp atomic
    *acc += 1.0f;
  }
  omp_target_free(acc, omp_get_default_device());
}
// CHECK: default_mode.cpp:[[@LINE-4]]:5: slow xnack=0 memory=coarse code=cas hint=none 'acc' is omp_target_alloc at default_mode.cpp:{{[0-9]+}}; default mode; CAS loop on coarse-grained memory: hint(AMD_fast_fp_atomics) / C2O_ATOMIC_COARSE would be correct and faster

void count(int *hits, int n) {
#pragma omp target teams distribute parallel for map(tofrom: hits[:1])
  for (int i = 0; i < n; ++i) {
#pragma omp atomic
    hits[0] += 1;
  }
}
// CHECK: default_mode.cpp:[[@LINE-3]]:5: ok xnack=0 memory=unknown code=hw hint=none {{.*}}integer atomics are hardware atomics
// CHECK: rc=0
