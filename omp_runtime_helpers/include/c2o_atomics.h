/* c2o_atomics.h - CUDA's atomic functions: each returns the old value and is
 * callable in target regions and on the host. Memory order is relaxed, as in
 * CUDA; the scope is CUDA's: atomicX is atomic for the device,
 * atomicX_block (c2o_atomic_X_block) for the thread block,
 * atomicX_system (c2o_atomic_X_system) for the host and other devices too.
 * C++ has overloads; C has c2o_atomic_OP[_block|_system]_SUFFIX functions
 * (i, u, ll, ull, f, d) and _Generic macros c2o_atomic_OP(p, v).
 *
 * Each integer atomic is one instruction of the GPU (docs/performance.md,
 * "Every CUDA atomic as one instruction"):
 *  - clang (C2O_IMPL_ATOMIC_SCOPED): the compiler's scoped builtins
 *    (__scoped_atomic_fetch_add/_min/_max/..., __scoped_atomic_exchange_n,
 *    __scoped_atomic_compare_exchange_n) with CUDA's scope: on AMD GPUs
 *    syncscope("agent") for the device, "workgroup" for a block, system for
 *    _system. An OpenMP `atomic compare` min/max is system-scope, which the
 *    AMDGPU back end makes a compare-and-swap loop; agent scope is
 *    global_atomic_smin/umin/smax/umax. atomicInc/atomicDec are
 *    __scoped_atomic_fetch_uinc/udec (clang >= 22), else
 *    __builtin_amdgcn_atomic_inc32/dec32 (AMD GPU) or __nvvm_atom_inc/dec_gen_ui
 *    (NVIDIA GPU): global_atomic_inc/dec and atom.inc/dec, which wrap as
 *    CUDA's do. On NVIDIA GPUs clang drops the scope of its builtins
 *    (read-modify-writes become atom.OP at GPU scope, nvcc's instruction for
 *    atomicX; compare-and-swap becomes atom.relaxed.sys.cas with clang 22),
 *    so atomicCAS and the _block and _system forms are PTX's own instruction
 *    with CUDA's scope: atom.cas, atom.cta.OP, atom.sys.OP (clang's
 *    __nvvm_atom_cta/sys_min/max_gen_ui builtins are not used: they make
 *    unsigned min/max signed, clang 19 and 22).
 *  - other compilers (GCC): `#pragma omp atomic` (capture, and OpenMP 5.1
 *    compare for min/max/CAS), or a compare-and-swap loop with __atomic
 *    builtins where OpenMP has no form (inc, dec); one scope for all three.
 * Floating-point add keeps the atomic policy's form on every path: `omp
 * atomic capture` inside C2O_ATOMIC_FINE (c2o_atomic_hints.h). Floating-point
 * exchange swaps the bits as an integer (correct on any memory). */
#ifndef C2O_ATOMICS_H
#define C2O_ATOMICS_H

#include "c2o_config.h"
#include "c2o_atomic_hints.h"
#include "c2o_types.h"
#include <stdint.h>

/* clang's scoped atomic builtins (clang 19 and later). -DC2O_IMPL_ATOMIC_SCOPED=0
 * forces the OpenMP forms. */
#ifndef C2O_IMPL_ATOMIC_SCOPED
#if defined(__clang__) && defined(__has_builtin)
#if __has_builtin(__scoped_atomic_fetch_add) && __has_builtin(__scoped_atomic_fetch_min) && \
    __has_builtin(__scoped_atomic_compare_exchange_n) && __has_builtin(__scoped_atomic_exchange_n)
#define C2O_IMPL_ATOMIC_SCOPED 1
#endif
#endif
#endif
#ifndef C2O_IMPL_ATOMIC_SCOPED
#define C2O_IMPL_ATOMIC_SCOPED 0
#endif

/* `#pragma omp atomic compare` is OpenMP 5.1: clang at -fopenmp-version=51
 * (its default) and GCC 12+ have it; otherwise compare-and-swap loops. */
#ifndef C2O_IMPL_ATOMIC_COMPARE
#if (defined(_OPENMP) && _OPENMP >= 202011) || (!defined(__clang__) && defined(__GNUC__) && __GNUC__ >= 12)
#define C2O_IMPL_ATOMIC_COMPARE 1
#else
#define C2O_IMPL_ATOMIC_COMPARE 0
#endif
#endif

#pragma omp declare target

/* ---- the scopes: DEV (atomicX), BLK (atomicX_block), SYS (atomicX_system) -- */
#if C2O_IMPL_ATOMIC_SCOPED
#define C2O_IMPL_MEMSCOPE_DEV __MEMORY_SCOPE_DEVICE
#define C2O_IMPL_MEMSCOPE_BLK __MEMORY_SCOPE_WRKGRP
#define C2O_IMPL_MEMSCOPE_SYS __MEMORY_SCOPE_SYSTEM
#define C2O_IMPL_AMDSCOPE_DEV "agent"
#define C2O_IMPL_AMDSCOPE_BLK "workgroup"
#define C2O_IMPL_AMDSCOPE_SYS ""
#endif
#define C2O_IMPL_PTXSCOPE_DEV ""
#define C2O_IMPL_PTXSCOPE_BLK ".cta"
#define C2O_IMPL_PTXSCOPE_SYS ".sys"
/* Which read-modify-writes are PTX of our own: the _block and _system forms. */
#define C2O_IMPL_PTXRMW_DEV 0
#define C2O_IMPL_PTXRMW_BLK 1
#define C2O_IMPL_PTXRMW_SYS 1

#if C2O_IMPL_ATOMIC_SCOPED && defined(__NVPTX__)
/* `atom[.cta|.sys].INS old, [p], v;` (generic address: global or shared). */
#define C2O_IMPL_PTX_RMW(SC, INS, R, T, P, V)                                  \
  if (C2O_IMPL_PTXRMW_##SC) {                                                  \
    T c2o_old;                                                                 \
    __asm__ volatile("atom" C2O_IMPL_PTXSCOPE_##SC "." INS " %0, [%1], %2;"   \
                     : "=" R(c2o_old) : "l"(P), R(V) : "memory");             \
    return c2o_old;                                                            \
  }
#define C2O_IMPL_PTX_CAS(SC, BITS, R, T, P, C, V)                              \
  {                                                                            \
    T c2o_old;                                                                 \
    __asm__ volatile("atom" C2O_IMPL_PTXSCOPE_##SC ".cas." BITS " %0, [%1], %2, %3;" \
                     : "=" R(c2o_old) : "l"(P), R(C), R(V) : "memory");       \
    return c2o_old;                                                            \
  }
#else
#define C2O_IMPL_PTX_RMW(SC, INS, R, T, P, V)
#define C2O_IMPL_PTX_CAS(SC, BITS, R, T, P, C, V)
#endif

/* ---- the compare-and-swap loops of the OpenMP path ------------------------ */
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

/* atomicInc: old = *p; *p = old >= v ? 0 : old + 1. */
static inline unsigned int c2o_impl_atomic_inc_loop(unsigned int *p, unsigned int v) {
  unsigned int old = __atomic_load_n(p, __ATOMIC_RELAXED);
  while (!__atomic_compare_exchange_n(p, &old, old >= v ? 0u : old + 1u, 0, __ATOMIC_RELAXED,
                                      __ATOMIC_RELAXED)) {
  }
  return old;
}

/* atomicDec: old = *p; *p = (old == 0 || old > v) ? v : old - 1. */
static inline unsigned int c2o_impl_atomic_dec_loop(unsigned int *p, unsigned int v) {
  unsigned int old = __atomic_load_n(p, __ATOMIC_RELAXED);
  while (!__atomic_compare_exchange_n(p, &old, (old == 0u || old > v) ? v : old - 1u, 0,
                                      __ATOMIC_RELAXED, __ATOMIC_RELAXED)) {
  }
  return old;
}

/* The floating-point add, whose memory the helper cannot know: inside
 * C2O_ATOMIC_FINE, so that upstream clang >= 20 makes it a CAS loop, correct
 * on fine-grained memory, instead of its default hardware FP atomic
 * (c2o_atomic_hints.h). ROCm's clang passes no hint to a capture form: a CAS
 * loop there too, unless -munsafe-fp-atomics. On NVIDIA GPUs (clang) the
 * _block and _system forms are atom.cta/sys.add.f32/f64. */
#define C2O_IMPL_DEF_FPADD(NAME, SC, SUFFIX, T, INS, R)                        \
  static inline T C2O_IMPL_NAME(NAME, SUFFIX)(T *p, T v) {                     \
    C2O_IMPL_PTX_RMW(SC, INS, R, T, p, v)                                      \
    T old;                                                                     \
    C2O_ATOMIC_FINE {                                                          \
      _Pragma("omp atomic capture") { old = *p; *p += v; }                     \
    }                                                                          \
    return old;                                                                \
  }

#if C2O_IMPL_ATOMIC_SCOPED
/* ---- clang: one instruction each ------------------------------------------ */
/* old = OP(p, v) with CUDA's scope (OMPOP: the OpenMP path's operator). */
#define C2O_IMPL_DEF_RMW(NAME, SC, SUFFIX, T, OMPOP, BUILTIN, INS, R, PTXV)    \
  static inline T C2O_IMPL_NAME(NAME, SUFFIX)(T *p, T v) {                     \
    C2O_IMPL_PTX_RMW(SC, INS, R, T, p, PTXV)                                   \
    return BUILTIN(p, v, __ATOMIC_RELAXED, C2O_IMPL_MEMSCOPE_##SC);            \
  }
#define C2O_IMPL_DEF_MINMAX(NAME, SC, SUFFIX, T, CMP, BUILTIN, INS, R)         \
  C2O_IMPL_DEF_RMW(NAME, SC, SUFFIX, T, =, BUILTIN, INS, R, v)
/* old = *p; if (old == cmp) *p = v. */
#define C2O_IMPL_DEF_CAS(NAME, SC, SUFFIX, T, BITS, R)                         \
  static inline T C2O_IMPL_NAME(NAME, SUFFIX)(T *p, T cmp, T v) {              \
    C2O_IMPL_PTX_CAS(SC, BITS, R, T, p, cmp, v)                                \
    __scoped_atomic_compare_exchange_n(p, &cmp, v, 0, __ATOMIC_RELAXED, __ATOMIC_RELAXED, \
                                       C2O_IMPL_MEMSCOPE_##SC);                \
    return cmp;                                                                \
  }
/* atomicInc/atomicDec: LLVM's uinc_wrap/udec_wrap are CUDA's wrap-arounds. */
#if __has_builtin(__scoped_atomic_fetch_uinc) && __has_builtin(__scoped_atomic_fetch_udec)
#define C2O_IMPL_WRAP_inc(P, V, SC) __scoped_atomic_fetch_uinc(P, V, __ATOMIC_RELAXED, C2O_IMPL_MEMSCOPE_##SC)
#define C2O_IMPL_WRAP_dec(P, V, SC) __scoped_atomic_fetch_udec(P, V, __ATOMIC_RELAXED, C2O_IMPL_MEMSCOPE_##SC)
#elif defined(__NVPTX__) /* only the device scope comes here: _block and _system are PTX */
#define C2O_IMPL_WRAP_inc(P, V, SC) __nvvm_atom_inc_gen_ui(P, V)
#define C2O_IMPL_WRAP_dec(P, V, SC) __nvvm_atom_dec_gen_ui(P, V)
#elif defined(__AMDGCN__)
#define C2O_IMPL_WRAP_inc(P, V, SC) __builtin_amdgcn_atomic_inc32(P, V, __ATOMIC_RELAXED, C2O_IMPL_AMDSCOPE_##SC)
#define C2O_IMPL_WRAP_dec(P, V, SC) __builtin_amdgcn_atomic_dec32(P, V, __ATOMIC_RELAXED, C2O_IMPL_AMDSCOPE_##SC)
#else
#define C2O_IMPL_WRAP_inc(P, V, SC) c2o_impl_atomic_inc_loop(P, V)
#define C2O_IMPL_WRAP_dec(P, V, SC) c2o_impl_atomic_dec_loop(P, V)
#endif
#define C2O_IMPL_DEF_WRAP(NAME, SC, OP)                                        \
  static inline unsigned int C2O_IMPL_NAME(NAME, u)(unsigned int *p, unsigned int v) { \
    C2O_IMPL_PTX_RMW(SC, #OP ".u32", "r", unsigned int, p, v)                  \
    return C2O_IMPL_WRAP_##OP(p, v, SC);                                       \
  }

#else /* !C2O_IMPL_ATOMIC_SCOPED */
/* ---- OpenMP atomics (GCC): one scope for all three names ------------------ */
/* old = *p; *p = *p OP v (OP: += -= &= |= ^=, or = for exchange). */
#define C2O_IMPL_DEF_RMW(NAME, SC, SUFFIX, T, OMPOP, BUILTIN, INS, R, PTXV)    \
  static inline T C2O_IMPL_NAME(NAME, SUFFIX)(T *p, T v) {                     \
    T old;                                                                     \
    _Pragma("omp atomic capture") { old = *p; *p OMPOP v; }                    \
    return old;                                                                \
  }
#if C2O_IMPL_ATOMIC_COMPARE
/* old = *p; if (v CMP *p) *p = v. */
#define C2O_IMPL_DEF_MINMAX(NAME, SC, SUFFIX, T, CMP, BUILTIN, INS, R)         \
  static inline T C2O_IMPL_NAME(NAME, SUFFIX)(T *p, T v) {                     \
    T old;                                                                     \
    _Pragma("omp atomic compare capture") { old = *p; if (v CMP *p) { *p = v; } } \
    return old;                                                                \
  }
/* old = *p; if (*p == cmp) *p = v. */
#define C2O_IMPL_DEF_CAS(NAME, SC, SUFFIX, T, BITS, R)                         \
  static inline T C2O_IMPL_NAME(NAME, SUFFIX)(T *p, T cmp, T v) {              \
    T old;                                                                     \
    (void)v; /* GCC 12's C front end warns "set but not used" otherwise */    \
    _Pragma("omp atomic compare capture") { old = *p; if (*p == cmp) { *p = v; } } \
    return old;                                                                \
  }
#else
#define C2O_IMPL_DEF_MINMAX(NAME, SC, SUFFIX, T, CMP, BUILTIN, INS, R)         \
  C2O_IMPL_ATOMIC_CAS_MINMAX(NAME, SUFFIX, T, CMP)
#define C2O_IMPL_DEF_CAS(NAME, SC, SUFFIX, T, BITS, R)                         \
  static inline T C2O_IMPL_NAME(NAME, SUFFIX)(T *p, T cmp, T v) {              \
    __atomic_compare_exchange_n(p, &cmp, v, 0, __ATOMIC_RELAXED, __ATOMIC_RELAXED); \
    return cmp;                                                                \
  }
#endif
#define C2O_IMPL_DEF_WRAP(NAME, SC, OP)                                        \
  static inline unsigned int C2O_IMPL_NAME(NAME, u)(unsigned int *p, unsigned int v) { \
    return c2o_impl_atomic_##OP##_loop(p, v);                                  \
  }
#endif /* C2O_IMPL_ATOMIC_SCOPED */

/* atomicExch(float*): the bits, exchanged as an unsigned int. */
#define C2O_IMPL_DEF_EXCH_F(NAME)                                              \
  static inline float C2O_IMPL_NAME(NAME, f)(float *p, float v) {              \
    typedef unsigned int __attribute__((may_alias)) c2o_bits_t;                \
    unsigned int b;                                                            \
    float old;                                                                 \
    __builtin_memcpy(&b, &v, sizeof b);                                        \
    b = C2O_IMPL_NAME(NAME, u)((c2o_bits_t *)p, b);                            \
    __builtin_memcpy(&old, &b, sizeof old);                                    \
    return old;                                                                \
  }

/* Every CUDA atomic of one scope SC, under the names c2o_atomic_OP##NS. */
#define C2O_IMPL_ATOMICS_OF_SCOPE(SC, NS)                                                                      \
  C2O_IMPL_DEF_RMW(c2o_atomic_add##NS, SC, i, int, +=, __scoped_atomic_fetch_add, "add.u32", "r", v)          \
  C2O_IMPL_DEF_RMW(c2o_atomic_add##NS, SC, u, unsigned int, +=, __scoped_atomic_fetch_add, "add.u32", "r", v) \
  C2O_IMPL_DEF_RMW(c2o_atomic_add##NS, SC, ull, unsigned long long, +=, __scoped_atomic_fetch_add, "add.u64", "l", v) \
  C2O_IMPL_DEF_FPADD(c2o_atomic_add##NS, SC, f, float, "add.f32", "f")                                       \
  C2O_IMPL_DEF_FPADD(c2o_atomic_add##NS, SC, d, double, "add.f64", "d")                                      \
  C2O_IMPL_DEF_RMW(c2o_atomic_sub##NS, SC, i, int, -=, __scoped_atomic_fetch_sub, "add.u32", "r",             \
                   (int)(0u - (unsigned int)v))                                                               \
  C2O_IMPL_DEF_RMW(c2o_atomic_sub##NS, SC, u, unsigned int, -=, __scoped_atomic_fetch_sub, "add.u32", "r", 0u - v) \
  C2O_IMPL_DEF_RMW(c2o_atomic_exch##NS, SC, i, int, =, __scoped_atomic_exchange_n, "exch.b32", "r", v)        \
  C2O_IMPL_DEF_RMW(c2o_atomic_exch##NS, SC, u, unsigned int, =, __scoped_atomic_exchange_n, "exch.b32", "r", v) \
  C2O_IMPL_DEF_RMW(c2o_atomic_exch##NS, SC, ull, unsigned long long, =, __scoped_atomic_exchange_n, "exch.b64", "l", v) \
  C2O_IMPL_DEF_EXCH_F(c2o_atomic_exch##NS)                                                                   \
  C2O_IMPL_DEF_MINMAX(c2o_atomic_min##NS, SC, i, int, <, __scoped_atomic_fetch_min, "min.s32", "r")           \
  C2O_IMPL_DEF_MINMAX(c2o_atomic_min##NS, SC, u, unsigned int, <, __scoped_atomic_fetch_min, "min.u32", "r")  \
  C2O_IMPL_DEF_MINMAX(c2o_atomic_min##NS, SC, ll, long long, <, __scoped_atomic_fetch_min, "min.s64", "l")    \
  C2O_IMPL_DEF_MINMAX(c2o_atomic_min##NS, SC, ull, unsigned long long, <, __scoped_atomic_fetch_min, "min.u64", "l") \
  C2O_IMPL_DEF_MINMAX(c2o_atomic_max##NS, SC, i, int, >, __scoped_atomic_fetch_max, "max.s32", "r")           \
  C2O_IMPL_DEF_MINMAX(c2o_atomic_max##NS, SC, u, unsigned int, >, __scoped_atomic_fetch_max, "max.u32", "r")  \
  C2O_IMPL_DEF_MINMAX(c2o_atomic_max##NS, SC, ll, long long, >, __scoped_atomic_fetch_max, "max.s64", "l")    \
  C2O_IMPL_DEF_MINMAX(c2o_atomic_max##NS, SC, ull, unsigned long long, >, __scoped_atomic_fetch_max, "max.u64", "l") \
  C2O_IMPL_DEF_WRAP(c2o_atomic_inc##NS, SC, inc)                                                              \
  C2O_IMPL_DEF_WRAP(c2o_atomic_dec##NS, SC, dec)                                                              \
  C2O_IMPL_DEF_CAS(c2o_atomic_cas##NS, SC, i, int, "b32", "r")                                               \
  C2O_IMPL_DEF_CAS(c2o_atomic_cas##NS, SC, u, unsigned int, "b32", "r")                                      \
  C2O_IMPL_DEF_CAS(c2o_atomic_cas##NS, SC, ull, unsigned long long, "b64", "l")                              \
  C2O_IMPL_DEF_RMW(c2o_atomic_and##NS, SC, i, int, &=, __scoped_atomic_fetch_and, "and.b32", "r", v)          \
  C2O_IMPL_DEF_RMW(c2o_atomic_and##NS, SC, u, unsigned int, &=, __scoped_atomic_fetch_and, "and.b32", "r", v) \
  C2O_IMPL_DEF_RMW(c2o_atomic_and##NS, SC, ull, unsigned long long, &=, __scoped_atomic_fetch_and, "and.b64", "l", v) \
  C2O_IMPL_DEF_RMW(c2o_atomic_or##NS, SC, i, int, |=, __scoped_atomic_fetch_or, "or.b32", "r", v)             \
  C2O_IMPL_DEF_RMW(c2o_atomic_or##NS, SC, u, unsigned int, |=, __scoped_atomic_fetch_or, "or.b32", "r", v)    \
  C2O_IMPL_DEF_RMW(c2o_atomic_or##NS, SC, ull, unsigned long long, |=, __scoped_atomic_fetch_or, "or.b64", "l", v) \
  C2O_IMPL_DEF_RMW(c2o_atomic_xor##NS, SC, i, int, ^=, __scoped_atomic_fetch_xor, "xor.b32", "r", v)          \
  C2O_IMPL_DEF_RMW(c2o_atomic_xor##NS, SC, u, unsigned int, ^=, __scoped_atomic_fetch_xor, "xor.b32", "r", v) \
  C2O_IMPL_DEF_RMW(c2o_atomic_xor##NS, SC, ull, unsigned long long, ^=, __scoped_atomic_fetch_xor, "xor.b64", "l", v)

C2O_IMPL_ATOMICS_OF_SCOPE(DEV, )
C2O_IMPL_ATOMICS_OF_SCOPE(BLK, _block)
C2O_IMPL_ATOMICS_OF_SCOPE(SYS, _system)

/* Floating-point min/max (not CUDA API; device scope only): compare-and-swap. */
C2O_IMPL_ATOMIC_CAS_MINMAX(c2o_atomic_min, f, float, <)
C2O_IMPL_ATOMIC_CAS_MINMAX(c2o_atomic_min, d, double, <)
C2O_IMPL_ATOMIC_CAS_MINMAX(c2o_atomic_max, f, float, >)
C2O_IMPL_ATOMIC_CAS_MINMAX(c2o_atomic_max, d, double, >)

#ifdef __cplusplus
/* atomicAdd(float2 *, float2) and atomicAdd(float4 *, float4) (compute
 * capability 9.x): as in CUDA, each element is added atomically, the vector
 * as a whole is not. */
static inline float2 c2o_atomic_add(float2 *p, float2 v) {
  float2 old;
  old.x = c2o_atomic_add(&p->x, v.x);
  old.y = c2o_atomic_add(&p->y, v.y);
  return old;
}
static inline float4 c2o_atomic_add(float4 *p, float4 v) {
  float4 old;
  old.x = c2o_atomic_add(&p->x, v.x);
  old.y = c2o_atomic_add(&p->y, v.y);
  old.z = c2o_atomic_add(&p->z, v.z);
  old.w = c2o_atomic_add(&p->w, v.w);
  return old;
}
#endif

#undef C2O_IMPL_ATOMICS_OF_SCOPE
#undef C2O_IMPL_DEF_RMW
#undef C2O_IMPL_DEF_FPADD
#undef C2O_IMPL_DEF_MINMAX
#undef C2O_IMPL_DEF_CAS
#undef C2O_IMPL_DEF_WRAP
#undef C2O_IMPL_DEF_EXCH_F
#undef C2O_IMPL_ATOMIC_CAS_MINMAX
#undef C2O_IMPL_PTX_RMW
#undef C2O_IMPL_PTX_CAS

/* atomicCAS(unsigned short*), by a 32-bit CAS on the enclosing aligned word
 * (AMD GPUs have no 16-bit CAS instruction; little-endian layout). */
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
/* C: the c2o_atomic_OP[_block|_system]_SUFFIX function for the type p points to. */
#define C2O_IMPL_PICK_IUX(op, p) \
  _Generic((p), int *: op##_i, unsigned int *: op##_u, unsigned long long *: op##_ull)
#define C2O_IMPL_PICK_ADD(op, p)                                               \
  _Generic((p), int *: op##_i, unsigned int *: op##_u, unsigned long long *: op##_ull, \
           float *: op##_f, double *: op##_d)
#define C2O_IMPL_PICK_IU(op, p) _Generic((p), int *: op##_i, unsigned int *: op##_u)
#define C2O_IMPL_PICK_EXCH(op, p)                                              \
  _Generic((p), int *: op##_i, unsigned int *: op##_u, unsigned long long *: op##_ull, \
           float *: op##_f)
#define C2O_IMPL_PICK_MINMAX(op, p)                                            \
  _Generic((p), int *: op##_i, unsigned int *: op##_u, long long *: op##_ll,   \
           unsigned long long *: op##_ull)
#define c2o_atomic_add(p, v) C2O_IMPL_PICK_ADD(c2o_atomic_add, p)((p), (v))
#define c2o_atomic_sub(p, v) C2O_IMPL_PICK_IU(c2o_atomic_sub, p)((p), (v))
#define c2o_atomic_exch(p, v) C2O_IMPL_PICK_EXCH(c2o_atomic_exch, p)((p), (v))
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
#define c2o_atomic_add_block(p, v) C2O_IMPL_PICK_ADD(c2o_atomic_add_block, p)((p), (v))
#define c2o_atomic_sub_block(p, v) C2O_IMPL_PICK_IU(c2o_atomic_sub_block, p)((p), (v))
#define c2o_atomic_exch_block(p, v) C2O_IMPL_PICK_EXCH(c2o_atomic_exch_block, p)((p), (v))
#define c2o_atomic_min_block(p, v) C2O_IMPL_PICK_MINMAX(c2o_atomic_min_block, p)((p), (v))
#define c2o_atomic_max_block(p, v) C2O_IMPL_PICK_MINMAX(c2o_atomic_max_block, p)((p), (v))
#define c2o_atomic_inc_block(p, v) c2o_atomic_inc_block_u((p), (v))
#define c2o_atomic_dec_block(p, v) c2o_atomic_dec_block_u((p), (v))
#define c2o_atomic_cas_block(p, c, v) C2O_IMPL_PICK_IUX(c2o_atomic_cas_block, p)((p), (c), (v))
#define c2o_atomic_and_block(p, v) C2O_IMPL_PICK_IUX(c2o_atomic_and_block, p)((p), (v))
#define c2o_atomic_or_block(p, v) C2O_IMPL_PICK_IUX(c2o_atomic_or_block, p)((p), (v))
#define c2o_atomic_xor_block(p, v) C2O_IMPL_PICK_IUX(c2o_atomic_xor_block, p)((p), (v))
#define c2o_atomic_add_system(p, v) C2O_IMPL_PICK_ADD(c2o_atomic_add_system, p)((p), (v))
#define c2o_atomic_sub_system(p, v) C2O_IMPL_PICK_IU(c2o_atomic_sub_system, p)((p), (v))
#define c2o_atomic_exch_system(p, v) C2O_IMPL_PICK_EXCH(c2o_atomic_exch_system, p)((p), (v))
#define c2o_atomic_min_system(p, v) C2O_IMPL_PICK_MINMAX(c2o_atomic_min_system, p)((p), (v))
#define c2o_atomic_max_system(p, v) C2O_IMPL_PICK_MINMAX(c2o_atomic_max_system, p)((p), (v))
#define c2o_atomic_inc_system(p, v) c2o_atomic_inc_system_u((p), (v))
#define c2o_atomic_dec_system(p, v) c2o_atomic_dec_system_u((p), (v))
#define c2o_atomic_cas_system(p, c, v) C2O_IMPL_PICK_IUX(c2o_atomic_cas_system, p)((p), (c), (v))
#define c2o_atomic_and_system(p, v) C2O_IMPL_PICK_IUX(c2o_atomic_and_system, p)((p), (v))
#define c2o_atomic_or_system(p, v) C2O_IMPL_PICK_IUX(c2o_atomic_or_system, p)((p), (v))
#define c2o_atomic_xor_system(p, v) C2O_IMPL_PICK_IUX(c2o_atomic_xor_system, p)((p), (v))
#endif

#endif /* C2O_ATOMICS_H */
