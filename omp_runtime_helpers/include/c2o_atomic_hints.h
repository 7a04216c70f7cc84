/* c2o_atomic_hints.h - how an OpenMP floating-point atomic says what memory
 * it touches, per compiler: AMD's hints for ROCm's clang (below) and the
 * C2O_ATOMIC_FINE / C2O_ATOMIC_COARSE attribute macros for upstream clang
 * (at the end).
 *
 * AMD's floating-point atomic hints for
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

/* Upstream clang's mechanism for the same choice (clang >= 20 reads no AMD
 * hint): the statement attribute [[clang::atomic(...)]] on a compound
 * statement around the atomic, which says whether the atomics inside may
 * touch fine-grained or remote memory (LLVM commit 240f2269, "Add clang atomic
 * control options and attribute"). Its default, and the default of the
 * -f[no-]atomic-fine-grained-memory option, is *no* fine-grained memory: a
 * plain `#pragma omp atomic` on a double becomes a hardware FP atomic
 * (global_atomic_add_f64 on gfx90a, measured with Debian clang 22.1.8), which
 * gives wrong sums on fine-grained memory on MI200 GPUs.
 *
 *   C2O_ATOMIC_FINE   { #pragma omp atomic ... }  may be fine-grained or remote
 *                     memory: a CAS loop (global_atomic_cmpswap_x2 on gfx90a
 *                     and gfx942)
 *   C2O_ATOMIC_COARSE { #pragma omp atomic ... }  proven coarse-grained memory:
 *                     a hardware FP atomic; a float add may ignore the
 *                     denormal mode, as CUDA's atomicAdd and ROCm's fast hint
 *                     do (global_atomic_add_f32 on gfx90a)
 *
 * cuda2omp writes them beside the hints (the table: translator/policy/
 * CompilerProfiles.def, C2O_ATTRIBUTE_MACRO). They expand to nothing where
 * the compiler lacks the attribute (clang 19 and older, which would warn
 * "unknown attribute 'atomic' ignored"; GCC), so the same output compiles
 * everywhere; the braces stay, a block of one statement. Define either
 * macro before including the helpers to override it, e.g. on an MI300A,
 * whose fine-grained memory is local:
 *   -D'C2O_ATOMIC_FINE=[[clang::atomic(fine_grained_memory, no_remote_memory)]]'
 * (hardware FP atomics on gfx942, still a CAS loop on gfx90a). */
#if defined(__clang__) && defined(__has_extension)
#if __has_extension(clang_atomic_attributes)
#define C2O_HAVE_CLANG_ATOMIC_ATTRIBUTES 1
#endif
#endif
#ifndef C2O_HAVE_CLANG_ATOMIC_ATTRIBUTES
#define C2O_HAVE_CLANG_ATOMIC_ATTRIBUTES 0
#endif
#if C2O_HAVE_CLANG_ATOMIC_ATTRIBUTES
#ifndef C2O_ATOMIC_FINE
#define C2O_ATOMIC_FINE [[clang::atomic(fine_grained_memory, remote_memory)]]
#endif
#ifndef C2O_ATOMIC_COARSE
#define C2O_ATOMIC_COARSE [[clang::atomic(no_fine_grained_memory, no_remote_memory, ignore_denormal_mode)]]
#endif
#else
#ifndef C2O_ATOMIC_FINE
#define C2O_ATOMIC_FINE
#endif
#ifndef C2O_ATOMIC_COARSE
#define C2O_ATOMIC_COARSE
#endif
#endif

#endif /* C2O_ATOMIC_HINTS_H */
