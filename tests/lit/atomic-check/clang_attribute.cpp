// Upstream clang >= 20: [[clang::atomic(...)]] on a block around an OpenMP
// atomic, and the -f[no-]atomic-* options, decide whether an FP atomic is a
// hardware instruction or a CAS loop; the AMD hint does not. omp-atomic-check
// reads the attribute (written out, through C2O_ATOMIC_FINE/COARSE, or through
// a macro of the file's own), the flags after `--`, and the compiler name.
// All on fine-grained memory (USM malloc, HSA_XNACK=1) on gfx90a.
// RUN: not %omp-atomic-check --xnack=1 --omp-compiler=clang %s -- -I %helpers > %t.clang
// RUN: FileCheck %s --check-prefix=CLANG < %t.clang
// The same file for clang 19 (reads neither: CAS loops) and ROCm's clang (the hint):
// RUN: %omp-atomic-check --xnack=1 --omp-compiler=clang19 %s -- -I %helpers | FileCheck %s --check-prefix=CLANG19
// RUN: %omp-atomic-check --xnack=1 --omp-compiler=aomp %s -- -I %helpers | FileCheck %s --check-prefix=AOMP
// -fatomic-fine-grained-memory makes every atomic of the file a CAS loop,
// except where an attribute says otherwise:
// RUN: not %omp-atomic-check --xnack=1 --omp-compiler=clang %s -- -I %helpers -fatomic-fine-grained-memory | FileCheck %s --check-prefix=FLAG
// --audit-isa with clang 22 confirms the verdicts with the compiled code:
// RUN: not %omp-atomic-check --xnack=1 --omp-compiler=clang --audit-isa --audit-with=clang-22 %s -- -I %helpers | FileCheck %s --check-prefix=AUDIT
#include <cstdlib>
#include "c2o_atomic_hints.h"
#pragma omp requires unified_shared_memory

#define MAY_BE_HOST [[clang::atomic(fine_grained_memory, remote_memory)]]

double *plain(const double *b, int n) {
  double *s = (double *)malloc(sizeof(double));
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; ++i) {
#pragma omp atomic hint(AMD_safe_fp_atomics)
    *s += b[i];
  }
  return s;
}
// CLANG: clang_attribute.cpp:[[@LINE-4]]:5: wrong xnack=1 memory=fine code=hw hint=safe 's' is malloc
// CLANG19: clang_attribute.cpp:[[@LINE-5]]:5: ok xnack=1 memory=fine code=cas hint=safe
// AOMP: clang_attribute.cpp:[[@LINE-6]]:5: ok xnack=1 memory=fine code=cas hint=safe
// FLAG: clang_attribute.cpp:[[@LINE-7]]:5: ok xnack=1 memory=fine code=cas hint=safe
// AUDIT: clang_attribute.cpp:[[@LINE-8]]:5: wrong compiler=clang-22 xnack=1 code=hw (compiled)

double *written_out(const double *b, int n) {
  double *s = (double *)malloc(sizeof(double));
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; ++i) {
    [[clang::atomic(fine_grained_memory, remote_memory)]] {
#pragma omp atomic
      *s += b[i];
    }
  }
  return s;
}
// CLANG: clang_attribute.cpp:[[@LINE-5]]:7: ok xnack=1 memory=fine code=cas hint=none attribute=fine_grained_memory,remote_memory
// AOMP: clang_attribute.cpp:[[@LINE-6]]:7: ok xnack=1 memory=fine code=cas hint=none

double *helper_macro(const double *b, int n) {
  double *s = (double *)malloc(sizeof(double));
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; ++i) {
    C2O_ATOMIC_FINE {
#pragma omp atomic hint(AMD_safe_fp_atomics)
      *s += b[i];
    }
  }
  return s;
}
// CLANG: clang_attribute.cpp:[[@LINE-5]]:7: ok xnack=1 memory=fine code=cas hint=safe attribute=fine_grained_memory,remote_memory
// FLAG: clang_attribute.cpp:[[@LINE-6]]:7: ok xnack=1 memory=fine code=cas

double *own_macro(const double *b, int n) {
  double *s = (double *)malloc(sizeof(double));
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; ++i) {
    MAY_BE_HOST {
#pragma omp atomic
      *s += b[i];
    }
  }
  return s;
}
// CLANG: clang_attribute.cpp:[[@LINE-5]]:7: ok xnack=1 memory=fine code=cas hint=none attribute=fine_grained_memory,remote_memory
// AUDIT-NOT: clang_attribute.cpp:[[@LINE-6]]:7: wrong

// The coarse macro on fine-grained memory: hardware, wrong for clang >= 20
// also with -fatomic-fine-grained-memory (the attribute wins over the flag).
double *coarse_on_fine(const double *b, int n) {
  double *s = (double *)malloc(sizeof(double));
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; ++i) {
    C2O_ATOMIC_COARSE {
#pragma omp atomic hint(AMD_safe_fp_atomics)
      *s += b[i];
    }
  }
  return s;
}
// CLANG: clang_attribute.cpp:[[@LINE-5]]:7: wrong xnack=1 memory=fine code=hw hint=safe attribute=no_fine_grained_memory,no_remote_memory,ignore_denormal_mode
// AOMP: clang_attribute.cpp:[[@LINE-6]]:7: ok xnack=1 memory=fine code=cas hint=safe
// FLAG: clang_attribute.cpp:[[@LINE-7]]:7: wrong xnack=1 memory=fine code=hw
// AUDIT: clang_attribute.cpp:[[@LINE-8]]:7: wrong compiler=clang-22 xnack=1 code=hw (compiled)

// An attribute around the target construct does not reach the region's
// atomics (clang emits the region as a function of its own; measured).
double *outside(const double *b, int n) {
  double *s = (double *)malloc(sizeof(double));
  MAY_BE_HOST {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; ++i) {
#pragma omp atomic
      *s += b[i];
    }
  }
  return s;
}
// CLANG: clang_attribute.cpp:[[@LINE-5]]:7: wrong xnack=1 memory=fine code=hw hint=none 's'
// AUDIT: clang_attribute.cpp:[[@LINE-6]]:7: wrong compiler=clang-22 xnack=1 code=hw (compiled)
// AUDIT-NOT: contradiction
