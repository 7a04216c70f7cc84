/* c2o_atomic_hints.h - AMD's floating-point atomic hints for
 * `#pragma omp atomic hint(...)`, under the names ROCm's omp.h gives them:
 * AMD_fast_fp_atomics / AMD_unsafe_fp_atomics / ompx_fast_fp_atomics /
 * ompx_unsafe_fp_atomics (1 << 19) and AMD_safe_fp_atomics /
 * ompx_safe_fp_atomics (1 << 20). Other compilers ignore these bits.
 *
 * Detection. ROCm/AOMP's omp.h declares the names as enumerators of
 * omp_sync_hint_t; upstream LLVM 19's and GCC 12's omp.h lack them. Neither
 * that omp.h nor ROCm's clang defines a macro that tells them apart from the
 * upstream ones (`__AMDGCN__`/`__AMDGPU__` exist only in the device pass and
 * upstream clang defines them too; the version macros overlap), and an
 * enumerator cannot be tested with #ifdef. So the default needs no
 * detection: after <omp.h> has been included (c2o_config.h does it first,
 * and its include guard makes any later #include <omp.h> empty), each name
 * is defined as an object-like macro for its integer value. Where omp.h
 * lacks the names this provides them; where it has them the macro shadows
 * an enumerator of the same value, so a hint means the same either way. The
 * values are plain ints, not casts to omp_sync_hint_t, because C++ rejects a
 * cast of 1 << 19 to upstream's omp_sync_hint_t in a constant expression
 * (the value lies outside that enum's range); clang and GCC take any
 * non-negative integral constant in hint().
 *
 * Override: -DC2O_HAVE_AMD_ATOMIC_HINTS=1 says omp.h has them and defines
 * nothing (the enumerators stay visible, e.g. as omp_sync_hint_t::...);
 * -DC2O_HAVE_AMD_ATOMIC_HINTS=0 forces the macros (the default). A name the
 * user already defined as a macro is left alone. */
#ifndef C2O_ATOMIC_HINTS_H
#define C2O_ATOMIC_HINTS_H

#include "c2o_config.h"

#if !defined(C2O_HAVE_AMD_ATOMIC_HINTS) || !C2O_HAVE_AMD_ATOMIC_HINTS
#ifndef AMD_fast_fp_atomics
#define AMD_fast_fp_atomics (1 << 19)                 /* hardware FP atomics (unsafe on fine-grained memory) */
#endif
#ifndef AMD_unsafe_fp_atomics
#define AMD_unsafe_fp_atomics (1 << 19)               /* = AMD_fast_fp_atomics */
#endif
#ifndef ompx_fast_fp_atomics
#define ompx_fast_fp_atomics (1 << 19)                /* = AMD_fast_fp_atomics */
#endif
#ifndef ompx_unsafe_fp_atomics
#define ompx_unsafe_fp_atomics (1 << 19)              /* = AMD_fast_fp_atomics */
#endif
#ifndef AMD_safe_fp_atomics
#define AMD_safe_fp_atomics (1 << 20)                 /* compare-and-swap FP atomics */
#endif
#ifndef ompx_safe_fp_atomics
#define ompx_safe_fp_atomics (1 << 20)                /* = AMD_safe_fp_atomics */
#endif
#endif

#endif /* C2O_ATOMIC_HINTS_H */
