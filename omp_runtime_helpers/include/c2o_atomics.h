/* c2o_atomics.h - CUDA's atomic functions: each returns the old value and is
 * callable in target regions and on the host. Built on `#pragma omp atomic`
 * (capture, and OpenMP 5.1 compare for min/max/CAS), or a compare-and-swap
 * loop with __atomic builtins where OpenMP has no form. Memory order is
 * relaxed, as in CUDA. C++ has overloads; C has c2o_atomic_OP_SUFFIX
 * functions (i, u, ll, ull, f, d) and _Generic macros c2o_atomic_OP(p, v). */
#ifndef C2O_ATOMICS_H
#define C2O_ATOMICS_H

#include "c2o_config.h"
#include "c2o_atomic_hints.h"
#include <stdint.h>

#pragma omp declare target

/* old = *p; *p = *p OP v (OP: += -= &= |= ^=, or = for exchange). */
#define C2O_IMPL_ATOMIC_RMW(NAME, SUFFIX, T, OP)                               \
  static inline T C2O_IMPL_NAME(NAME, SUFFIX)(T *p, T v) {                     \
    T old;                                                                     \
    _Pragma("omp atomic capture") { old = *p; *p OP v; }                       \
    return old;                                                                \
  }
/* The same for a floating-point add or subtract, whose memory the helper
 * cannot know: inside C2O_ATOMIC_FINE, so that upstream clang >= 20 makes it
 * a CAS loop, correct on fine-grained memory, instead of its default hardware
 * FP atomic (c2o_atomic_hints.h). ROCm's clang passes no hint to a capture
 * form: a CAS loop there too, unless -munsafe-fp-atomics. */
#define C2O_IMPL_ATOMIC_RMW_FP(NAME, SUFFIX, T, OP)                            \
  static inline T C2O_IMPL_NAME(NAME, SUFFIX)(T *p, T v) {                     \
    T old;                                                                     \
    C2O_ATOMIC_FINE {                                                          \
      _Pragma("omp atomic capture") { old = *p; *p OP v; }                     \
    }                                                                          \
    return old;                                                                \
  }
/* Min/max by compare-and-swap: store v while v CMP *p (CMP: < min, > max). */
#define C2O_IMPL_ATOMIC_CAS_MINMAX(NAME, SUFFIX, T, CMP)                       \
  static inline T C2O_IMPL_NAME(NAME, SUFFIX)(T *p, T v) {                     \
    T old;                                                                     \
    __atomic_load(p, &old, __ATOMIC_RELAXED);                                  \
    while (v CMP old &&                                                        \
           !__atomic_compare_exchange(p, &old, &v, 0, __ATOMIC_RELAXED, __ATOMIC_RELAXED)) { \
    }                                                                          \
    return old;                                                                \
  }

/* `#pragma omp atomic compare` is OpenMP 5.1: clang at -fopenmp-version=51
 * (its default) and GCC 12+ have it; otherwise compare-and-swap loops. */
#ifndef C2O_IMPL_ATOMIC_COMPARE
#if (defined(_OPENMP) && _OPENMP >= 202011) || (!defined(__clang__) && defined(__GNUC__) && __GNUC__ >= 12)
#define C2O_IMPL_ATOMIC_COMPARE 1
#else
#define C2O_IMPL_ATOMIC_COMPARE 0
#endif
#endif

#if C2O_IMPL_ATOMIC_COMPARE
/* old = *p; if (v CMP *p) *p = v. */
#define C2O_IMPL_ATOMIC_MINMAX(NAME, SUFFIX, T, CMP)                           \
  static inline T C2O_IMPL_NAME(NAME, SUFFIX)(T *p, T v) {                     \
    T old;                                                                     \
    _Pragma("omp atomic compare capture") { old = *p; if (v CMP *p) { *p = v; } } \
    return old;                                                                \
  }
/* old = *p; if (*p == cmp) *p = v. */
#define C2O_IMPL_ATOMIC_CAS(SUFFIX, T)                                         \
  static inline T C2O_IMPL_NAME(c2o_atomic_cas, SUFFIX)(T *p, T cmp, T v) {    \
    T old;                                                                     \
    (void)v; /* GCC 12's C front end warns "set but not used" otherwise */    \
    _Pragma("omp atomic compare capture") { old = *p; if (*p == cmp) { *p = v; } } \
    return old;                                                                \
  }
#else
#define C2O_IMPL_ATOMIC_MINMAX C2O_IMPL_ATOMIC_CAS_MINMAX
#define C2O_IMPL_ATOMIC_CAS(SUFFIX, T)                                         \
  static inline T C2O_IMPL_NAME(c2o_atomic_cas, SUFFIX)(T *p, T cmp, T v) {    \
    __atomic_compare_exchange_n(p, &cmp, v, 0, __ATOMIC_RELAXED, __ATOMIC_RELAXED); \
    return cmp;                                                                \
  }
#endif

C2O_IMPL_ATOMIC_RMW(c2o_atomic_add, i, int, +=)                 /* atomicAdd(int*) */
C2O_IMPL_ATOMIC_RMW(c2o_atomic_add, u, unsigned int, +=)        /* atomicAdd(unsigned*) */
C2O_IMPL_ATOMIC_RMW(c2o_atomic_add, ull, unsigned long long, +=) /* atomicAdd(ull*) */
C2O_IMPL_ATOMIC_RMW_FP(c2o_atomic_add, f, float, +=)            /* atomicAdd(float*) */
C2O_IMPL_ATOMIC_RMW_FP(c2o_atomic_add, d, double, +=)           /* atomicAdd(double*) */
C2O_IMPL_ATOMIC_RMW(c2o_atomic_sub, i, int, -=)                 /* atomicSub(int*) */
C2O_IMPL_ATOMIC_RMW(c2o_atomic_sub, u, unsigned int, -=)        /* atomicSub(unsigned*) */
C2O_IMPL_ATOMIC_RMW(c2o_atomic_exch, i, int, =)                 /* atomicExch(int*) */
C2O_IMPL_ATOMIC_RMW(c2o_atomic_exch, u, unsigned int, =)        /* atomicExch(unsigned*) */
C2O_IMPL_ATOMIC_RMW(c2o_atomic_exch, ull, unsigned long long, =) /* atomicExch(ull*) */
C2O_IMPL_ATOMIC_RMW(c2o_atomic_exch, f, float, =)               /* atomicExch(float*) */
C2O_IMPL_ATOMIC_RMW(c2o_atomic_and, i, int, &=)                 /* atomicAnd(int*) */
C2O_IMPL_ATOMIC_RMW(c2o_atomic_and, u, unsigned int, &=)        /* atomicAnd(unsigned*) */
C2O_IMPL_ATOMIC_RMW(c2o_atomic_and, ull, unsigned long long, &=) /* atomicAnd(ull*) */
C2O_IMPL_ATOMIC_RMW(c2o_atomic_or, i, int, |=)                  /* atomicOr(int*) */
C2O_IMPL_ATOMIC_RMW(c2o_atomic_or, u, unsigned int, |=)         /* atomicOr(unsigned*) */
C2O_IMPL_ATOMIC_RMW(c2o_atomic_or, ull, unsigned long long, |=) /* atomicOr(ull*) */
C2O_IMPL_ATOMIC_RMW(c2o_atomic_xor, i, int, ^=)                 /* atomicXor(int*) */
C2O_IMPL_ATOMIC_RMW(c2o_atomic_xor, u, unsigned int, ^=)        /* atomicXor(unsigned*) */
C2O_IMPL_ATOMIC_RMW(c2o_atomic_xor, ull, unsigned long long, ^=) /* atomicXor(ull*) */
C2O_IMPL_ATOMIC_MINMAX(c2o_atomic_min, i, int, <)               /* atomicMin(int*) */
C2O_IMPL_ATOMIC_MINMAX(c2o_atomic_min, u, unsigned int, <)      /* atomicMin(unsigned*) */
C2O_IMPL_ATOMIC_MINMAX(c2o_atomic_min, ll, long long, <)        /* atomicMin(long long*) */
C2O_IMPL_ATOMIC_MINMAX(c2o_atomic_min, ull, unsigned long long, <) /* atomicMin(ull*) */
C2O_IMPL_ATOMIC_MINMAX(c2o_atomic_max, i, int, >)               /* atomicMax(int*) */
C2O_IMPL_ATOMIC_MINMAX(c2o_atomic_max, u, unsigned int, >)      /* atomicMax(unsigned*) */
C2O_IMPL_ATOMIC_MINMAX(c2o_atomic_max, ll, long long, >)        /* atomicMax(long long*) */
C2O_IMPL_ATOMIC_MINMAX(c2o_atomic_max, ull, unsigned long long, >) /* atomicMax(ull*) */
C2O_IMPL_ATOMIC_CAS_MINMAX(c2o_atomic_min, f, float, <)            /* atomicMin(float*) */
C2O_IMPL_ATOMIC_CAS_MINMAX(c2o_atomic_min, d, double, <)           /* atomicMin(double*) */
C2O_IMPL_ATOMIC_CAS_MINMAX(c2o_atomic_max, f, float, >)            /* atomicMax(float*) */
C2O_IMPL_ATOMIC_CAS_MINMAX(c2o_atomic_max, d, double, >)           /* atomicMax(double*) */
C2O_IMPL_ATOMIC_CAS(i, int)                                     /* atomicCAS(int*) */
C2O_IMPL_ATOMIC_CAS(u, unsigned int)                            /* atomicCAS(unsigned*) */
C2O_IMPL_ATOMIC_CAS(ull, unsigned long long)                    /* atomicCAS(ull*) */

#undef C2O_IMPL_ATOMIC_RMW
#undef C2O_IMPL_ATOMIC_RMW_FP
#undef C2O_IMPL_ATOMIC_MINMAX
#undef C2O_IMPL_ATOMIC_CAS
#undef C2O_IMPL_ATOMIC_CAS_MINMAX

/* atomicInc: old = *p; *p = old >= v ? 0 : old + 1. */
static inline unsigned int C2O_IMPL_NAME(c2o_atomic_inc, u)(unsigned int *p, unsigned int v) {
  unsigned int old = __atomic_load_n(p, __ATOMIC_RELAXED);
  while (!__atomic_compare_exchange_n(p, &old, old >= v ? 0u : old + 1u, 0, __ATOMIC_RELAXED,
                                      __ATOMIC_RELAXED)) {
  }
  return old;
}

/* atomicDec: old = *p; *p = (old == 0 || old > v) ? v : old - 1. */
static inline unsigned int C2O_IMPL_NAME(c2o_atomic_dec, u)(unsigned int *p, unsigned int v) {
  unsigned int old = __atomic_load_n(p, __ATOMIC_RELAXED);
  while (!__atomic_compare_exchange_n(p, &old, (old == 0u || old > v) ? v : old - 1u, 0,
                                      __ATOMIC_RELAXED, __ATOMIC_RELAXED)) {
  }
  return old;
}

/* atomicCAS(unsigned short*), by a 32-bit CAS on the enclosing aligned word
 * (GPUs have no 16-bit CAS instruction; little-endian layout). */
static inline unsigned short C2O_IMPL_NAME(c2o_atomic_cas, us)(unsigned short *p,
                                                               unsigned short cmp,
                                                               unsigned short v) {
  typedef unsigned int __attribute__((may_alias)) word_t;
  word_t *w = (word_t *)((uintptr_t)p & ~(uintptr_t)3);
  unsigned int shift = (unsigned int)((uintptr_t)p & 2) * 8u, mask = 0xFFFFu << shift;
  unsigned int old = __atomic_load_n(w, __ATOMIC_RELAXED);
  for (;;) {
    unsigned short cur = (unsigned short)((old & mask) >> shift);
    if (cur != cmp ||
        __atomic_compare_exchange_n(w, &old, (old & ~mask) | ((unsigned int)v << shift), 0,
                                    __ATOMIC_RELAXED, __ATOMIC_RELAXED))
      return cur;
  }
}

#pragma omp end declare target

#ifndef __cplusplus
/* C: the c2o_atomic_OP_SUFFIX function for the type p points to. */
#define C2O_IMPL_PICK_IUX(op, p) \
  _Generic((p), int *: op##_i, unsigned int *: op##_u, unsigned long long *: op##_ull)
#define c2o_atomic_add(p, v)                                                   \
  _Generic((p), int *: c2o_atomic_add_i, unsigned int *: c2o_atomic_add_u,     \
           unsigned long long *: c2o_atomic_add_ull, float *: c2o_atomic_add_f, \
           double *: c2o_atomic_add_d)((p), (v))
#define c2o_atomic_sub(p, v)                                                   \
  _Generic((p), int *: c2o_atomic_sub_i, unsigned int *: c2o_atomic_sub_u)((p), (v))
#define c2o_atomic_exch(p, v)                                                  \
  _Generic((p), int *: c2o_atomic_exch_i, unsigned int *: c2o_atomic_exch_u,   \
           unsigned long long *: c2o_atomic_exch_ull, float *: c2o_atomic_exch_f)((p), (v))
#define c2o_atomic_min(p, v)                                                   \
  _Generic((p), int *: c2o_atomic_min_i, unsigned int *: c2o_atomic_min_u,     \
           long long *: c2o_atomic_min_ll, unsigned long long *: c2o_atomic_min_ull, \
           float *: c2o_atomic_min_f, double *: c2o_atomic_min_d)((p), (v))
#define c2o_atomic_max(p, v)                                                   \
  _Generic((p), int *: c2o_atomic_max_i, unsigned int *: c2o_atomic_max_u,     \
           long long *: c2o_atomic_max_ll, unsigned long long *: c2o_atomic_max_ull, \
           float *: c2o_atomic_max_f, double *: c2o_atomic_max_d)((p), (v))
#define c2o_atomic_inc(p, v) c2o_atomic_inc_u((p), (v))
#define c2o_atomic_dec(p, v) c2o_atomic_dec_u((p), (v))
#define c2o_atomic_cas(p, c, v)                                                \
  _Generic((p), int *: c2o_atomic_cas_i, unsigned int *: c2o_atomic_cas_u,     \
           unsigned long long *: c2o_atomic_cas_ull,                           \
           unsigned short *: c2o_atomic_cas_us)((p), (c), (v))
#define c2o_atomic_and(p, v) C2O_IMPL_PICK_IUX(c2o_atomic_and, p)((p), (v))
#define c2o_atomic_or(p, v) C2O_IMPL_PICK_IUX(c2o_atomic_or, p)((p), (v))
#define c2o_atomic_xor(p, v) C2O_IMPL_PICK_IUX(c2o_atomic_xor, p)((p), (v))
#endif

#endif /* C2O_ATOMICS_H */
