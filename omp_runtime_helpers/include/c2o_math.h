/* c2o_math.h - CUDA math functions that <math.h> lacks, CUDA's min/max and
 * float-int conversions; all callable in target regions. */
#ifndef C2O_MATH_H
#define C2O_MATH_H

#include "c2o_config.h"
#include <limits.h>
#include <math.h>
#ifdef __cplusplus
#include <type_traits>
#endif

#pragma omp declare target

/* 10 to the power x. */
static inline float c2o_exp10f(float x) { return powf(10.0f, x); }
/* Sine and cosine of x at once. */
static inline void c2o_sincosf(float x, float *s, float *c) { *s = sinf(x); *c = cosf(x); }
/* Sine and cosine of x at once (double). */
static inline void c2o_sincos(double x, double *s, double *c) { *s = sin(x); *c = cos(x); }

/* sin(pi * (x + q / 2)) in double, exact where the result is 0 or +-1 (internal). */
static inline double c2o_impl_sinpi_quadrant(double x, int q) {
  const double pi = 3.14159265358979323846;
  double n = rint(2.0 * x);  /* x = n / 2 + f, |f| <= 1/4, f exact */
  double f = x - 0.5 * n;
  double k = fmod(n + q, 4.0);
  if (k < 0) k += 4.0;
  if (k == 0) return sin(pi * f);
  if (k == 1) return cos(pi * f);
  if (k == 2) return -sin(pi * f);
  return -cos(pi * f);
}
/* sin(pi * x). */
static inline float c2o_sinpif(float x) { return (float)c2o_impl_sinpi_quadrant(x, 0); }
/* cos(pi * x). */
static inline float c2o_cospif(float x) { return (float)c2o_impl_sinpi_quadrant(x, 1); }
/* sin(pi * x) and cos(pi * x) at once. */
static inline void c2o_sincospif(float x, float *s, float *c) {
  *s = c2o_sinpif(x);
  *c = c2o_cospif(x);
}

/* a / b (CUDA's fast division). */
static inline float c2o_fdividef(float a, float b) { return a / b; }
/* 1 / x. */
static inline float c2o_frcp(float x) { return 1.0f / x; }
/* x clamped to [0, 1]; NaN gives 0. */
static inline float c2o_saturatef(float x) { return x >= 1.0f ? 1.0f : (x > 0.0f ? x : 0.0f); }
/* 1 / sqrt(x). */
static inline float c2o_rsqrtf(float x) { return 1.0f / sqrtf(x); }
/* 1 / sqrt(x) (double). */
static inline double c2o_rsqrt(double x) { return 1.0 / sqrt(x); }
/* 1 / cbrt(x). */
static inline float c2o_rcbrtf(float x) { return 1.0f / cbrtf(x); }

/* Integral float t to int, saturating, NaN to 0, as the GPU converts (internal). */
static inline int c2o_impl_f2i(float t) {
  if (t != t) return 0;
  if (t >= 2147483648.0f) return INT_MAX;
  if (t <= -2147483648.0f) return INT_MIN;
  return (int)t;
}
/* x to int, rounding to nearest even. */
static inline int c2o_float2int_rn(float x) { return c2o_impl_f2i(rintf(x)); }
/* x to int, rounding toward zero. */
static inline int c2o_float2int_rz(float x) { return c2o_impl_f2i(truncf(x)); }
/* x to float, rounding to nearest even. */
static inline float c2o_int2float_rn(int x) { return (float)x; }

/* c2o_min / c2o_max for one integer type (C++: overloads; C: c2o_min_SUFFIX). */
#define C2O_IMPL_MINMAX(SUFFIX, T)                                             \
  static inline T C2O_IMPL_NAME(c2o_min, SUFFIX)(T a, T b) { return a < b ? a : b; } \
  static inline T C2O_IMPL_NAME(c2o_max, SUFFIX)(T a, T b) { return a > b ? a : b; }
C2O_IMPL_MINMAX(i, int)                  /* int */
C2O_IMPL_MINMAX(u, unsigned int)         /* unsigned int */
C2O_IMPL_MINMAX(l, long)                 /* long */
C2O_IMPL_MINMAX(ul, unsigned long)       /* unsigned long */
C2O_IMPL_MINMAX(ll, long long)           /* long long */
C2O_IMPL_MINMAX(ull, unsigned long long) /* unsigned long long */
#undef C2O_IMPL_MINMAX

#ifdef __cplusplus
/* Smaller of a and b; NaN-ignoring like fminf. */
static inline float c2o_min(float a, float b) { return fminf(a, b); }
/* Larger of a and b; NaN-ignoring like fmaxf. */
static inline float c2o_max(float a, float b) { return fmaxf(a, b); }
/* Smaller of a and b; NaN-ignoring like fmin. */
static inline double c2o_min(double a, double b) { return fmin(a, b); }
/* Larger of a and b; NaN-ignoring like fmax. */
static inline double c2o_max(double a, double b) { return fmax(a, b); }

/* Arithmetic types and sameness (internal). Enumerators, not the static
 * data members of <type_traits>: clang rejects a static member first
 * instantiated inside a declare-target function ("variable captured in
 * declare target region must appear in a to clause"). */
template <class T> struct c2o_impl_arith { enum { value = 0 }; };
#define C2O_IMPL_ARITH(T) template <> struct c2o_impl_arith<T> { enum { value = 1 }; };
C2O_IMPL_ARITH(char) C2O_IMPL_ARITH(signed char) C2O_IMPL_ARITH(unsigned char)
C2O_IMPL_ARITH(short) C2O_IMPL_ARITH(unsigned short) C2O_IMPL_ARITH(int)
C2O_IMPL_ARITH(unsigned int) C2O_IMPL_ARITH(long) C2O_IMPL_ARITH(unsigned long)
C2O_IMPL_ARITH(long long) C2O_IMPL_ARITH(unsigned long long) C2O_IMPL_ARITH(float)
C2O_IMPL_ARITH(double) C2O_IMPL_ARITH(bool)
#undef C2O_IMPL_ARITH
template <class A, class B> struct c2o_impl_same { enum { value = 0 }; };
template <class A> struct c2o_impl_same<A, A> { enum { value = 1 }; };
/* Type of a + b for two different arithmetic types (internal). */
template <class A, class B,
          bool = c2o_impl_arith<A>::value && c2o_impl_arith<B>::value && !c2o_impl_same<A, B>::value>
struct c2o_impl_mixed {};
template <class A, class B> struct c2o_impl_mixed<A, B, true> {
  typedef decltype(A() + B()) type;
};
/* Mixed types (int and unsigned, int and float, float and double, ...):
 * compared in the type of a + b, as CUDA's mixed overloads do. */
template <class A, class B, class R = typename c2o_impl_mixed<A, B>::type>
static inline R c2o_min(A a, B b) { return c2o_min(static_cast<R>(a), static_cast<R>(b)); }
/* Mixed-type c2o_max; see c2o_min. */
template <class A, class B, class R = typename c2o_impl_mixed<A, B>::type>
static inline R c2o_max(A a, B b) { return c2o_max(static_cast<R>(a), static_cast<R>(b)); }
#endif

#pragma omp end declare target

#ifndef __cplusplus
/* C: c2o_min / c2o_max pick the function for the type of a + b. */
#define C2O_IMPL_PICK(op, a, b)                                                \
  _Generic((a) + (b), int: op##_i, unsigned int: op##_u, long: op##_l,         \
           unsigned long: op##_ul, long long: op##_ll, unsigned long long: op##_ull, \
           float: C2O_IMPL_PICK_##op##_f, default: C2O_IMPL_PICK_##op##_d)((a), (b))
#define C2O_IMPL_PICK_c2o_min_f fminf
#define C2O_IMPL_PICK_c2o_min_d fmin
#define C2O_IMPL_PICK_c2o_max_f fmaxf
#define C2O_IMPL_PICK_c2o_max_d fmax
#define c2o_min(a, b) C2O_IMPL_PICK(c2o_min, a, b)
#define c2o_max(a, b) C2O_IMPL_PICK(c2o_max, a, b)
#endif

#endif /* C2O_MATH_H */
