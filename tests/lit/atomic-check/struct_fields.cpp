// Atomics through struct fields (for ROCm's clang): the validator follows what
// was stored into the field (object-insensitive), not the struct variable.
// RUN: %omp-atomic-check --omp-compiler=aomp %s > %t.out; echo "rc=$?" >> %t.out
// RUN: FileCheck %s < %t.out
#include <omp.h>
#include <cstdlib>

extern "C" void *llvm_omp_target_alloc_host(size_t, int);
struct Acc { float *sum; double *host; float *never; };

void run(int n) {
  int dev = omp_get_default_device();
  Acc a;
  a.sum = (float *)omp_target_alloc(sizeof(float), dev);
  a.host = (double *)llvm_omp_target_alloc_host(sizeof(double), dev);
#pragma omp target teams distribute parallel for firstprivate(a)
  for (int i = 0; i < n; ++i) {
#pragma omp atomic hint(AMD_fast_fp_atomics)
    a.sum[0] += 1.0f;
#pragma omp atomic hint(AMD_fast_fp_atomics)
    *a.host += 1.0;
#pragma omp atomic hint(AMD_safe_fp_atomics)
    a.sum[0] += 1.0f;
#pragma omp atomic hint(AMD_fast_fp_atomics)
    a.never[0] += 1.0f;
  }
  omp_target_free(a.sum, dev);
}
// CHECK: struct_fields.cpp:19:5: ok xnack=0 memory=coarse code=hw hint=fast 'a.sum' is omp_target_alloc at struct_fields.cpp:14 (field 'Acc::sum'); default mode; hardware FP atomic on memory where it is correct
// CHECK: struct_fields.cpp:21:5: wrong xnack=0 memory=fine code=hw hint=fast 'a.host' is llvm_omp_target_alloc_host at struct_fields.cpp:15 (field 'Acc::host')
// CHECK: struct_fields.cpp:23:5: slow xnack=0 memory=coarse code=cas hint=safe 'a.sum' is omp_target_alloc at struct_fields.cpp:14 (field 'Acc::sum')
// CHECK: struct_fields.cpp:25:5: unknown xnack=0 memory=unknown code=hw hint=fast 'a.never' is no store found at struct_fields.cpp:9 (field 'Acc::never')
// CHECK: rc=1
