/* c2o_fp16.h - CUDA's half and bfloat16 types (cuda_fp16.h, cuda_bf16.h)
 * under CUDA's names, usable on the host and in target regions (C++ only).
 *
 * __half / half, __half2 / half2, __nv_bfloat16 / nv_bfloat16,
 * __nv_bfloat162 / nv_bfloat162 hold CUDA's bits (2 and 4 bytes, aligned as
 * in CUDA), so they travel through device memory and copies unchanged.
 *
 * Conversions are bit-exact with the CUDA 13 toolkit's own conversion
 * functions (tests/unit/helpers/test_fp16.cpp compares all 65536 halves and
 * all 2^32 floats with tables made by nvcc): round-to-nearest-even, and
 * _rz/_rd/_ru where CUDA has them; a NaN becomes the canonical NaN (0x7FFF,
 * float 0x7FFFFFFF) as CUDA's conversion functions make it.
 *
 * Arithmetic (+ - * /, __hadd, __hmul, __hdiv, __hfma, ...) is correctly
 * rounded to nearest even, as CUDA's is: a sum, difference, product or
 * quotient of two halves (or bfloat16s) computed in float and rounded once
 * more to 16 bits is the correctly rounded result (float's 24 bits are at
 * least twice 11 + 1); fused multiply-add is computed exactly (round to odd
 * in double, then rounded once). NaN results are the canonical NaN.
 * Math functions (hexp, hsqrt, hsin, ...) are float functions rounded to
 * 16 bits: CUDA's are hardware approximations, so the last bit may differ.
 *
 * Where the compiler has _Float16 for every target (clang: x86-64 hosts,
 * AMD and NVIDIA GPUs) half conversions and + - * / use it, so GPUs run
 * their native fp16 instructions; elsewhere (GCC 12, whose nvptx offload
 * compiler fails on _Float16; or with -DC2O_HALF_SOFTWARE) the same results
 * come from integer code. bfloat16 is always the integer form: clang 19's
 * host __bf16 needs a libgcc newer than GCC 12's. */
#ifndef C2O_FP16_H
#define C2O_FP16_H

#ifdef __cplusplus
#include "c2o_config.h"
#include "c2o_types.h"
#include <math.h>

#if defined(__clang__) && defined(__FLT16_MAX__) && !defined(C2O_HALF_SOFTWARE)
#define C2O_HALF_NATIVE 1
#else
#define C2O_HALF_NATIVE 0
#endif

#pragma omp declare target

/* ---- bit-level conversions (internal) ----------------------------------- */

/* Rounding modes of the conversions. */
enum { c2o_impl_rn = 0, c2o_impl_rz = 1, c2o_impl_rd = 2, c2o_impl_ru = 3 };

static inline unsigned int c2o_impl_fbits(float f) {
  unsigned int u;
  __builtin_memcpy(&u, &f, sizeof u);
  return u;
}
static inline float c2o_impl_bitsf(unsigned int u) {
  float f;
  __builtin_memcpy(&f, &u, sizeof f);
  return f;
}
static inline unsigned long long c2o_impl_dbits(double d) {
  unsigned long long u;
  __builtin_memcpy(&u, &d, sizeof u);
  return u;
}
static inline double c2o_impl_bitsd(unsigned long long u) {
  double d;
  __builtin_memcpy(&d, &u, sizeof d);
  return d;
}

/* Half bits to float, exactly; a NaN gives 0x7FFFFFFF. */
static inline float c2o_impl_h2f(unsigned short h) {
  if ((h & 0x7FFFu) > 0x7C00u) return c2o_impl_bitsf(0x7FFFFFFFu);
#if C2O_HALF_NATIVE
  _Float16 v;
  __builtin_memcpy(&v, &h, sizeof v);
  return (float)v;
#else
  unsigned int s = (unsigned int)(h >> 15) << 31, e = (h >> 10) & 0x1Fu, m = h & 0x3FFu;
  if (e == 0x1Fu) return c2o_impl_bitsf(s | 0x7F800000u);
  if (e == 0) {
    if (m == 0) return c2o_impl_bitsf(s);
    int sh = __builtin_clz(m) - 21; /* brings the leading bit to bit 10 */
    return c2o_impl_bitsf(s | ((unsigned int)(113 - sh) << 23) | (((m << sh) & 0x3FFu) << 13));
  }
  return c2o_impl_bitsf(s | ((e + 112u) << 23) | (m << 13));
#endif
}

/* Float to half bits with rounding mode `mode`, in integer code. */
static inline unsigned short c2o_impl_f2h_int(float f, int mode) {
  unsigned int u = c2o_impl_fbits(f), a = u & 0x7FFFFFFFu, neg = u >> 31;
  unsigned int sign = (u >> 16) & 0x8000u, e = a >> 23, bits, rem, halfway, inc;
  if (a > 0x7F800000u) return 0x7FFFu;
  if (a == 0x7F800000u) return (unsigned short)(sign | 0x7C00u);
  if (a >= 0x47800000u) { /* 65536 and above: rounds like a tie above 65504 */
    bits = 0x7BFFu;
    rem = 1;
    halfway = 1;
  } else if (e >= 113) { /* a half normal: 13 bits go */
    bits = ((e - 112u) << 10) + ((a >> 13) & 0x3FFu);
    rem = a & 0x1FFFu;
    halfway = 0x1000u;
  } else if (e >= 90) { /* a half subnormal: 126 - e bits go (14..36) */
    unsigned int shift = 126u - e, mant = (a & 0x7FFFFFu) | 0x800000u;
    if (shift >= 32) {
      bits = 0;
      rem = 1; /* nonzero, below half of the smallest subnormal */
      halfway = 2;
    } else {
      bits = mant >> shift;
      rem = mant & ((1u << shift) - 1u);
      halfway = 1u << (shift - 1);
    }
  } else { /* below 2^-37 (float subnormals too): zero plus a remainder */
    bits = 0;
    rem = a != 0;
    halfway = 2;
  }
  switch (mode) {
  case c2o_impl_rn: inc = rem > halfway || (rem == halfway && (bits & 1u)); break;
  case c2o_impl_ru: inc = !neg && rem != 0; break;
  case c2o_impl_rd: inc = neg && rem != 0; break;
  default: inc = 0; break;
  }
  return (unsigned short)(sign | (bits + inc));
}

/* Float to half bits, rounding to nearest even. */
static inline unsigned short c2o_impl_f2h(float f) {
#if C2O_HALF_NATIVE
  if (f != f) return 0x7FFFu;
  _Float16 v = (_Float16)f;
  unsigned short h;
  __builtin_memcpy(&h, &v, sizeof h);
  return h;
#else
  return c2o_impl_f2h_int(f, c2o_impl_rn);
#endif
}

/* bfloat16 bits to float, exactly (a NaN keeps its payload, as in CUDA). */
static inline float c2o_impl_bf2f(unsigned short b) {
  return c2o_impl_bitsf((unsigned int)b << 16);
}

/* Float to bfloat16 bits with rounding mode `mode`. */
static inline unsigned short c2o_impl_f2bf(float f, int mode) {
  unsigned int u = c2o_impl_fbits(f), rem = u & 0xFFFFu, neg = u >> 31, inc;
  if ((u & 0x7FFFFFFFu) > 0x7F800000u) return 0x7FFFu;
  switch (mode) {
  case c2o_impl_rn: inc = rem > 0x8000u || (rem == 0x8000u && ((u >> 16) & 1u)); break;
  case c2o_impl_ru: inc = !neg && rem != 0; break;
  case c2o_impl_rd: inc = neg && rem != 0; break;
  default: inc = 0; break;
  }
  return (unsigned short)((u >> 16) + inc);
}

/* d rounded to float by rounding to odd: an inexact result gets an odd last
 * bit, so one more rounding to 16 bits, in any mode, equals rounding d
 * directly (float keeps more than 11 + 2 bits). */
static inline float c2o_impl_d2f_odd(double d) {
  float f = (float)d;
  if (d != d || (double)f == d || f - f != 0.0f) return f; /* NaN, exact, or overflow */
  unsigned int u = c2o_impl_fbits(f);
  if ((u & 1u) == 0) u += (fabs((double)f) < fabs(d)) ? 1u : (unsigned int)-1;
  return c2o_impl_bitsf(u);
}

/* 64-bit integer magnitude m to float by rounding to odd (see above). */
static inline float c2o_impl_u64_to_f_odd(unsigned long long m) {
  if (m < (1ull << 24)) return (float)m;
  int shift = 40 - __builtin_clzll(m); /* keep 24 bits */
  unsigned long long q = m >> shift;
  if (m & ((1ull << shift) - 1ull)) q |= 1ull;
  return (float)q * c2o_impl_bitsf((unsigned int)(127 + shift) << 23);
}

/* GCC 12's nvptx offload compiler fails (internal error in its return-value
 * pass) when two inlined copies of the function below build one __half2. */
#if defined(__GNUC__) && !defined(__clang__)
#define C2O_IMPL_FMA_ODD_ATTR __attribute__((noinline))
#else
#define C2O_IMPL_FMA_ODD_ATTR inline
#endif

/* a * b + c for half or bfloat16 values held in floats, exactly rounded to
 * odd float: the product is exact in double, the sum's error is recovered
 * exactly (two-sum) and turns an even result odd. */
static C2O_IMPL_FMA_ODD_ATTR float c2o_impl_fma_odd(float a, float b, float c) {
  double p = (double)a * (double)b, s = p + (double)c, bb, err;
  if (s - s != 0.0) return (float)s; /* inf or NaN */
  bb = s - p;
  err = (p - (s - bb)) + ((double)c - bb);
  if (err != 0.0) {
    unsigned long long u = c2o_impl_dbits(s);
    if ((u & 1ull) == 0) u += ((err > 0) == (s > 0) || s == 0.0) ? 1ull : (unsigned long long)-1;
    if (s == 0.0) u = (err > 0 ? 0ull : 0x8000000000000000ull) | 1ull;
    s = c2o_impl_bitsd(u);
  }
  return c2o_impl_d2f_odd(s);
}

#pragma omp end declare target

/* ---- the types ------------------------------------------------------------ */

typedef struct __half_raw { unsigned short x; } __half_raw;
typedef struct __half2_raw { unsigned short x, y; } __half2_raw;
typedef struct __nv_bfloat16_raw { unsigned short x; } __nv_bfloat16_raw;
typedef struct __nv_bfloat162_raw { unsigned short x, y; } __nv_bfloat162_raw;

#pragma omp declare target

/* Integer-valued x (after rounding) to an integer type of [lo, hi],
 * saturating; NaN to 0, or to 0x8000000000000000 for 64-bit types, as in
 * CUDA (internal). */
#define C2O_IMPL_SATURATE(T, x, lo, hi)                                        \
  ((x) != (x) ? (T)(sizeof(T) == 8 ? 0x8000000000000000ull : 0) : (x) <= (double)(lo) ? (T)(lo) : (x) >= (double)(hi) ? (T)(hi) : (T)(x))

/* float -> integer of [lo, hi] with rounding mode `mode` (internal). */
static inline double c2o_impl_round_mode(float f, int mode) {
  switch (mode) {
  case c2o_impl_rn: return rint((double)f);
  case c2o_impl_rd: return floor((double)f);
  case c2o_impl_ru: return ceil((double)f);
  default: return trunc((double)f);
  }
}

/* A 16-bit floating-point type's constructors, assignments and conversions,
 * as CUDA declares them (internal). TO_F: bits to float; FROM: value to bits
 * (for each arithmetic type). */
#define C2O_IMPL_F16_MEMBERS(T, RAW, TO_F, FROM_F, FROM_D, FROM_LL, FROM_ULL)  \
  unsigned short __x;                                                          \
  T() = default;                                                               \
  constexpr T(const RAW &r) : __x(r.x) {}                                      \
  T(const float f) : __x(FROM_F(f)) {}                                         \
  T(const double d) : __x(FROM_D(d)) {}                                        \
  T(const short v) : __x(FROM_LL(v)) {}                                        \
  T(const unsigned short v) : __x(FROM_ULL(v)) {}                              \
  T(const int v) : __x(FROM_LL(v)) {}                                          \
  T(const unsigned int v) : __x(FROM_ULL(v)) {}                                \
  T(const long v) : __x(FROM_LL(v)) {}                                         \
  T(const unsigned long v) : __x(FROM_ULL(v)) {}                               \
  T(const long long v) : __x(FROM_LL(v)) {}                                    \
  T(const unsigned long long v) : __x(FROM_ULL(v)) {}                          \
  T &operator=(const RAW &r) { __x = r.x; return *this; }                      \
  T &operator=(const float f) { __x = FROM_F(f); return *this; }               \
  T &operator=(const double d) { __x = FROM_D(d); return *this; }              \
  T &operator=(const short v) { __x = FROM_LL(v); return *this; }              \
  T &operator=(const unsigned short v) { __x = FROM_ULL(v); return *this; }    \
  T &operator=(const int v) { __x = FROM_LL(v); return *this; }                \
  T &operator=(const unsigned int v) { __x = FROM_ULL(v); return *this; }      \
  T &operator=(const long long v) { __x = FROM_LL(v); return *this; }          \
  T &operator=(const unsigned long long v) { __x = FROM_ULL(v); return *this; } \
  operator RAW() const { RAW r; r.x = __x; return r; }                         \
  operator float() const { return TO_F(__x); }                                 \
  operator signed char() const { return C2O_IMPL_SATURATE(signed char, trunc((double)TO_F(__x)), -128, 127); } \
  operator unsigned char() const { return C2O_IMPL_SATURATE(unsigned char, trunc((double)TO_F(__x)), 0, 255); } \
  operator char() const { return (char)C2O_IMPL_SATURATE(signed char, trunc((double)TO_F(__x)), -128, 127); } \
  operator short() const { return C2O_IMPL_SATURATE(short, trunc((double)TO_F(__x)), -32768, 32767); } \
  operator unsigned short() const { return C2O_IMPL_SATURATE(unsigned short, trunc((double)TO_F(__x)), 0, 65535); } \
  operator int() const { return C2O_IMPL_SATURATE(int, trunc((double)TO_F(__x)), -2147483647 - 1, 2147483647); } \
  operator unsigned int() const { return C2O_IMPL_SATURATE(unsigned int, trunc((double)TO_F(__x)), 0, 4294967295u); } \
  operator long() const { return (long)C2O_IMPL_SATURATE(long long, trunc((double)TO_F(__x)), -9223372036854775807LL - 1, 9223372036854775807LL); } \
  operator unsigned long() const { return (unsigned long)C2O_IMPL_SATURATE(unsigned long long, trunc((double)TO_F(__x)), 0, 18446744073709551615ull); } \
  operator long long() const { return C2O_IMPL_SATURATE(long long, trunc((double)TO_F(__x)), -9223372036854775807LL - 1, 9223372036854775807LL); } \
  operator unsigned long long() const { return C2O_IMPL_SATURATE(unsigned long long, trunc((double)TO_F(__x)), 0, 18446744073709551615ull); } \
  constexpr operator bool() const { return (__x & 0x7FFFu) != 0; }

/* Half bits of an integer with rounding to nearest even (internal): values
 * past 2^17 round like 2^17 (to infinity). */
static inline unsigned short c2o_impl_ll2h(long long v) {
  if (v > 131072) v = 131072;
  if (v < -131072) v = -131072;
  return c2o_impl_f2h((float)v);
}
static inline unsigned short c2o_impl_ull2h(unsigned long long v) {
  return c2o_impl_f2h((float)(v > 131072ull ? 131072ull : v));
}
static inline unsigned short c2o_impl_d2h(double d) { return c2o_impl_f2h_int(c2o_impl_d2f_odd(d), c2o_impl_rn); }
static inline unsigned short c2o_impl_f2bf_rn(float f) { return c2o_impl_f2bf(f, c2o_impl_rn); }
static inline unsigned short c2o_impl_d2bf(double d) { return c2o_impl_f2bf(c2o_impl_d2f_odd(d), c2o_impl_rn); }
static inline unsigned short c2o_impl_ll2bf(long long v) {
  float m = c2o_impl_u64_to_f_odd(v < 0 ? 0ull - (unsigned long long)v : (unsigned long long)v);
  return c2o_impl_f2bf(v < 0 ? -m : m, c2o_impl_rn);
}
static inline unsigned short c2o_impl_ull2bf(unsigned long long v) {
  return c2o_impl_f2bf(c2o_impl_u64_to_f_odd(v), c2o_impl_rn);
}

/* Half precision: 1 sign, 5 exponent, 10 fraction bits. */
struct __attribute__((aligned(2))) __half {
  C2O_IMPL_F16_MEMBERS(__half, __half_raw, c2o_impl_h2f, c2o_impl_f2h, c2o_impl_d2h, c2o_impl_ll2h,
                       c2o_impl_ull2h)
};
/* The assignments from the raw pair types are templates that accept only
 * those types: `h = {x, y}` with float x, y then means the pair constructor,
 * as nvcc (with GCC's treatment of the narrowing aggregate initialisation)
 * takes it, instead of an ambiguity with the raw struct. */
template <class R, class H> struct c2o_raw_assign {};
struct __half2;
struct __nv_bfloat162;
template <> struct c2o_raw_assign<__half2_raw, __half2> { typedef __half2 &type; };
template <> struct c2o_raw_assign<__nv_bfloat162_raw, __nv_bfloat162> { typedef __nv_bfloat162 &type; };
/* Two halves (x low, y high). */
struct __attribute__((aligned(4))) __half2 {
  __half x, y;
  __half2() = default;
  __half2(const __half &a, const __half &b) : x(a), y(b) {}
  __half2(const __half2_raw &r) { x.__x = r.x; y.__x = r.y; }
  template <class R> typename c2o_raw_assign<R, __half2>::type operator=(const R &r) {
    x.__x = r.x;
    y.__x = r.y;
    return *this;
  }
  operator __half2_raw() const { __half2_raw r; r.x = x.__x; r.y = y.__x; return r; }
};
/* bfloat16: 1 sign, 8 exponent, 7 fraction bits. */
struct __attribute__((aligned(2))) __nv_bfloat16 {
  C2O_IMPL_F16_MEMBERS(__nv_bfloat16, __nv_bfloat16_raw, c2o_impl_bf2f, c2o_impl_f2bf_rn, c2o_impl_d2bf,
                       c2o_impl_ll2bf, c2o_impl_ull2bf)
};
/* Two bfloat16 values (x low, y high). */
struct __attribute__((aligned(4))) __nv_bfloat162 {
  __nv_bfloat16 x, y;
  __nv_bfloat162() = default;
  __nv_bfloat162(const __nv_bfloat16 &a, const __nv_bfloat16 &b) : x(a), y(b) {}
  __nv_bfloat162(const __nv_bfloat162_raw &r) { x.__x = r.x; y.__x = r.y; }
  template <class R> typename c2o_raw_assign<R, __nv_bfloat162>::type operator=(const R &r) {
    x.__x = r.x;
    y.__x = r.y;
    return *this;
  }
  operator __nv_bfloat162_raw() const { __nv_bfloat162_raw r; r.x = x.__x; r.y = y.__x; return r; }
};
#undef C2O_IMPL_F16_MEMBERS

#include "c2o_half_names.h" /* CUDART_ONE_FP16 ..., half, half2 ...: with the bundled cuda_fp16.h */
typedef __nv_bfloat16 nv_bfloat16;
typedef __nv_bfloat162 nv_bfloat162;

/* ---- per-type plumbing (internal) -------------------------------------- */
static inline float c2o_impl_tof(const __half a) { return c2o_impl_h2f(a.__x); }
static inline float c2o_impl_tof(const __nv_bfloat16 a) { return c2o_impl_bf2f(a.__x); }
static inline __half c2o_impl_mk(__half, unsigned short b) { __half r; r.__x = b; return r; }
static inline __nv_bfloat16 c2o_impl_mk(__nv_bfloat16, unsigned short b) { __nv_bfloat16 r; r.__x = b; return r; }
/* float to the type of `tag`, to nearest even (NaN: canonical). */
static inline __half c2o_impl_round(__half tag, float f) { return c2o_impl_mk(tag, c2o_impl_f2h(f)); }
static inline __nv_bfloat16 c2o_impl_round(__nv_bfloat16 tag, float f) { return c2o_impl_mk(tag, c2o_impl_f2bf(f, c2o_impl_rn)); }
/* The same for a float that was rounded to odd (internal). */
static inline __half c2o_impl_round_odd(__half tag, float f) { return c2o_impl_mk(tag, c2o_impl_f2h_int(f, c2o_impl_rn)); }
static inline __nv_bfloat16 c2o_impl_round_odd(__nv_bfloat16 tag, float f) { return c2o_impl_mk(tag, c2o_impl_f2bf(f, c2o_impl_rn)); }
static inline bool c2o_impl_isnan(const __half a) { return (a.__x & 0x7FFFu) > 0x7C00u; }
static inline bool c2o_impl_isnan(const __nv_bfloat16 a) { return (a.__x & 0x7FFFu) > 0x7F80u; }
template <class T> static inline T c2o_impl_nan(T tag) { return c2o_impl_mk(tag, 0x7FFFu); }

/* a op b, correctly rounded (see the top of this file). */
static inline __half c2o_impl_add(const __half a, const __half b) {
#if C2O_HALF_NATIVE
  if (c2o_impl_isnan(a) || c2o_impl_isnan(b)) return c2o_impl_nan(a);
  _Float16 x, y, r;
  __builtin_memcpy(&x, &a.__x, 2);
  __builtin_memcpy(&y, &b.__x, 2);
  r = x + y;
  if (r != r) return c2o_impl_nan(a);
  __half h;
  __builtin_memcpy(&h.__x, &r, 2);
  return h;
#else
  return c2o_impl_round(a, c2o_impl_tof(a) + c2o_impl_tof(b));
#endif
}
static inline __half c2o_impl_sub(const __half a, const __half b) {
  __half nb = b;
  nb.__x ^= 0x8000u;
  return c2o_impl_add(a, nb);
}
static inline __half c2o_impl_mul(const __half a, const __half b) {
#if C2O_HALF_NATIVE
  if (c2o_impl_isnan(a) || c2o_impl_isnan(b)) return c2o_impl_nan(a);
  _Float16 x, y, r;
  __builtin_memcpy(&x, &a.__x, 2);
  __builtin_memcpy(&y, &b.__x, 2);
  r = x * y;
  if (r != r) return c2o_impl_nan(a);
  __half h;
  __builtin_memcpy(&h.__x, &r, 2);
  return h;
#else
  return c2o_impl_round(a, c2o_impl_tof(a) * c2o_impl_tof(b));
#endif
}
static inline __half c2o_impl_div(const __half a, const __half b) {
  return c2o_impl_round(a, c2o_impl_tof(a) / c2o_impl_tof(b));
}
static inline __nv_bfloat16 c2o_impl_add(const __nv_bfloat16 a, const __nv_bfloat16 b) {
  return c2o_impl_round(a, c2o_impl_tof(a) + c2o_impl_tof(b));
}
static inline __nv_bfloat16 c2o_impl_sub(const __nv_bfloat16 a, const __nv_bfloat16 b) {
  return c2o_impl_round(a, c2o_impl_tof(a) - c2o_impl_tof(b));
}
static inline __nv_bfloat16 c2o_impl_mul(const __nv_bfloat16 a, const __nv_bfloat16 b) {
  return c2o_impl_round(a, c2o_impl_tof(a) * c2o_impl_tof(b));
}
static inline __nv_bfloat16 c2o_impl_div(const __nv_bfloat16 a, const __nv_bfloat16 b) {
  return c2o_impl_round(a, c2o_impl_tof(a) / c2o_impl_tof(b));
}
template <class T> static inline T c2o_impl_fma(const T a, const T b, const T c) {
  return c2o_impl_round_odd(a, c2o_impl_fma_odd(c2o_impl_tof(a), c2o_impl_tof(b), c2o_impl_tof(c)));
}
/* x clamped to [0, 1], NaN to +0 (CUDA's _sat). */
template <class T> static inline T c2o_impl_sat(const T x) {
  float f = c2o_impl_tof(x);
  if (f != f || f <= 0.0f) return c2o_impl_mk(x, 0);
  return f >= 1.0f ? c2o_impl_round(x, 1.0f) : x;
}
/* CUDA's max: a NaN operand gives the other; +0 above -0. */
template <class T> static inline T c2o_impl_max(const T a, const T b, bool nan_wins) {
  bool na = c2o_impl_isnan(a), nb = c2o_impl_isnan(b);
  if (na || nb) return (nan_wins || (na && nb)) ? c2o_impl_nan(a) : (na ? b : a);
  float x = c2o_impl_tof(a), y = c2o_impl_tof(b);
  if (x == y) return (a.__x & 0x8000u) ? b : a;
  return x > y ? a : b;
}
template <class T> static inline T c2o_impl_min(const T a, const T b, bool nan_wins) {
  bool na = c2o_impl_isnan(a), nb = c2o_impl_isnan(b);
  if (na || nb) return (nan_wins || (na && nb)) ? c2o_impl_nan(a) : (na ? b : a);
  float x = c2o_impl_tof(a), y = c2o_impl_tof(b);
  if (x == y) return (a.__x & 0x8000u) ? a : b;
  return x < y ? a : b;
}
/* f(a) computed in float, rounded (math functions). */
#define C2O_IMPL_MATH1(T, f, a) c2o_impl_round((a), f(c2o_impl_tof(a)))

#pragma omp end declare target

#pragma omp declare target
/* ---- conversions ---------------------------------------------------------- */
static inline __half __float2half(const float a) { return c2o_impl_round(__half(), a); }
static inline __half __float2half_rn(const float a) { return c2o_impl_round(__half(), a); }
static inline __half __float2half_rz(const float a) { return c2o_impl_mk(__half(), c2o_impl_f2h_int(a, c2o_impl_rz)); }
static inline __half __float2half_rd(const float a) { return c2o_impl_mk(__half(), c2o_impl_f2h_int(a, c2o_impl_rd)); }
static inline __half __float2half_ru(const float a) { return c2o_impl_mk(__half(), c2o_impl_f2h_int(a, c2o_impl_ru)); }
static inline float __half2float(const __half a) { return c2o_impl_tof(a); }
static inline __half __double2half(const double a) { return c2o_impl_mk(__half(), c2o_impl_d2h(a)); }
static inline __half2 __float2half2_rn(const float a) { return __half2(__float2half_rn(a), __float2half_rn(a)); }
static inline __half2 __floats2half2_rn(const float a, const float b) { return __half2(__float2half_rn(a), __float2half_rn(b)); }
static inline __half2 __float22half2_rn(const float2 a) { return __half2(__float2half_rn(a.x), __float2half_rn(a.y)); }
static inline float2 __half22float2(const __half2 a) { return make_float2(c2o_impl_tof(a.x), c2o_impl_tof(a.y)); }
static inline float __low2float(const __half2 a) { return c2o_impl_tof(a.x); }
static inline float __high2float(const __half2 a) { return c2o_impl_tof(a.y); }
static inline __half __low2half(const __half2 a) { return a.x; }
static inline __half __high2half(const __half2 a) { return a.y; }
static inline __half2 __halves2half2(const __half a, const __half b) { return __half2(a, b); }
static inline __half2 make_half2(const __half x, const __half y) { return __half2(x, y); }
static inline __half2 __half2half2(const __half a) { return __half2(a, a); }
static inline __half2 __low2half2(const __half2 a) { return __half2(a.x, a.x); }
static inline __half2 __high2half2(const __half2 a) { return __half2(a.y, a.y); }
static inline __half2 __lows2half2(const __half2 a, const __half2 b) { return __half2(a.x, b.x); }
static inline __half2 __highs2half2(const __half2 a, const __half2 b) { return __half2(a.y, b.y); }
static inline __half2 __lowhigh2highlow(const __half2 a) { return __half2(a.y, a.x); }
static inline short __half_as_short(const __half h) { return (short)h.__x; }
static inline unsigned short __half_as_ushort(const __half h) { return h.__x; }
static inline __half __short_as_half(const short i) { return c2o_impl_mk(__half(), (unsigned short)i); }
static inline __half __ushort_as_half(const unsigned short i) { return c2o_impl_mk(__half(), i); }

static inline __nv_bfloat16 __float2bfloat16(const float a) { return c2o_impl_round(__nv_bfloat16(), a); }
static inline __nv_bfloat16 __float2bfloat16_rn(const float a) { return c2o_impl_round(__nv_bfloat16(), a); }
static inline __nv_bfloat16 __float2bfloat16_rz(const float a) { return c2o_impl_mk(__nv_bfloat16(), c2o_impl_f2bf(a, c2o_impl_rz)); }
static inline __nv_bfloat16 __float2bfloat16_rd(const float a) { return c2o_impl_mk(__nv_bfloat16(), c2o_impl_f2bf(a, c2o_impl_rd)); }
static inline __nv_bfloat16 __float2bfloat16_ru(const float a) { return c2o_impl_mk(__nv_bfloat16(), c2o_impl_f2bf(a, c2o_impl_ru)); }
static inline float __bfloat162float(const __nv_bfloat16 a) { return c2o_impl_tof(a); }
static inline __nv_bfloat16 __double2bfloat16(const double a) { return c2o_impl_mk(__nv_bfloat16(), c2o_impl_d2bf(a)); }
static inline __nv_bfloat162 __float2bfloat162_rn(const float a) { return __nv_bfloat162(__float2bfloat16_rn(a), __float2bfloat16_rn(a)); }
static inline __nv_bfloat162 __floats2bfloat162_rn(const float a, const float b) { return __nv_bfloat162(__float2bfloat16_rn(a), __float2bfloat16_rn(b)); }
static inline __nv_bfloat162 __float22bfloat162_rn(const float2 a) { return __nv_bfloat162(__float2bfloat16_rn(a.x), __float2bfloat16_rn(a.y)); }
static inline float2 __bfloat1622float2(const __nv_bfloat162 a) { return make_float2(c2o_impl_tof(a.x), c2o_impl_tof(a.y)); }
static inline float __low2float(const __nv_bfloat162 a) { return c2o_impl_tof(a.x); }
static inline float __high2float(const __nv_bfloat162 a) { return c2o_impl_tof(a.y); }
static inline __nv_bfloat16 __low2bfloat16(const __nv_bfloat162 a) { return a.x; }
static inline __nv_bfloat16 __high2bfloat16(const __nv_bfloat162 a) { return a.y; }
static inline __nv_bfloat162 __halves2bfloat162(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __nv_bfloat162(a, b); }
static inline __nv_bfloat162 make_bfloat162(const __nv_bfloat16 x, const __nv_bfloat16 y) { return __nv_bfloat162(x, y); }
static inline __nv_bfloat162 __bfloat162bfloat162(const __nv_bfloat16 a) { return __nv_bfloat162(a, a); }
static inline __nv_bfloat162 __low2bfloat162(const __nv_bfloat162 a) { return __nv_bfloat162(a.x, a.x); }
static inline __nv_bfloat162 __high2bfloat162(const __nv_bfloat162 a) { return __nv_bfloat162(a.y, a.y); }
static inline __nv_bfloat162 __lows2bfloat162(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __nv_bfloat162(a.x, b.x); }
static inline __nv_bfloat162 __highs2bfloat162(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __nv_bfloat162(a.y, b.y); }
static inline __nv_bfloat162 __lowhigh2highlow(const __nv_bfloat162 a) { return __nv_bfloat162(a.y, a.x); }
static inline short __bfloat16_as_short(const __nv_bfloat16 h) { return (short)h.__x; }
static inline unsigned short __bfloat16_as_ushort(const __nv_bfloat16 h) { return h.__x; }
static inline __nv_bfloat16 __short_as_bfloat16(const short i) { return c2o_impl_mk(__nv_bfloat16(), (unsigned short)i); }
static inline __nv_bfloat16 __ushort_as_bfloat16(const unsigned short i) { return c2o_impl_mk(__nv_bfloat16(), i); }

/* Integer conversions: <type>2<int>_<mode> saturate, NaN gives 0 (64-bit: 0x8000000000000000);
 * <int>2<type>_<mode> round in the mode. */
#define C2O_IMPL_TO_INT(TY, PFX, NAME, T, LO, HI)                              \
  static inline T __##PFX##2##NAME##_rn(const TY h) { return C2O_IMPL_SATURATE(T, c2o_impl_round_mode(c2o_impl_tof(h), c2o_impl_rn), LO, HI); } \
  static inline T __##PFX##2##NAME##_rz(const TY h) { return C2O_IMPL_SATURATE(T, c2o_impl_round_mode(c2o_impl_tof(h), c2o_impl_rz), LO, HI); } \
  static inline T __##PFX##2##NAME##_rd(const TY h) { return C2O_IMPL_SATURATE(T, c2o_impl_round_mode(c2o_impl_tof(h), c2o_impl_rd), LO, HI); } \
  static inline T __##PFX##2##NAME##_ru(const TY h) { return C2O_IMPL_SATURATE(T, c2o_impl_round_mode(c2o_impl_tof(h), c2o_impl_ru), LO, HI); }
C2O_IMPL_TO_INT(__half, half, int, int, -2147483647 - 1, 2147483647)
C2O_IMPL_TO_INT(__half, half, uint, unsigned int, 0, 4294967295u)
C2O_IMPL_TO_INT(__half, half, short, short, -32768, 32767)
C2O_IMPL_TO_INT(__half, half, ushort, unsigned short, 0, 65535)
C2O_IMPL_TO_INT(__half, half, ll, long long, -9223372036854775807LL - 1, 9223372036854775807LL)
C2O_IMPL_TO_INT(__half, half, ull, unsigned long long, 0, 18446744073709551615ull)
C2O_IMPL_TO_INT(__nv_bfloat16, bfloat16, int, int, -2147483647 - 1, 2147483647)
C2O_IMPL_TO_INT(__nv_bfloat16, bfloat16, uint, unsigned int, 0, 4294967295u)
C2O_IMPL_TO_INT(__nv_bfloat16, bfloat16, short, short, -32768, 32767)
C2O_IMPL_TO_INT(__nv_bfloat16, bfloat16, ushort, unsigned short, 0, 65535)
C2O_IMPL_TO_INT(__nv_bfloat16, bfloat16, ll, long long, -9223372036854775807LL - 1, 9223372036854775807LL)
C2O_IMPL_TO_INT(__nv_bfloat16, bfloat16, ull, unsigned long long, 0, 18446744073709551615ull)
#undef C2O_IMPL_TO_INT
static inline signed char __half2char_rz(const __half h) { return C2O_IMPL_SATURATE(signed char, trunc((double)c2o_impl_tof(h)), -128, 127); }
static inline unsigned char __half2uchar_rz(const __half h) { return C2O_IMPL_SATURATE(unsigned char, trunc((double)c2o_impl_tof(h)), 0, 255); }
static inline signed char __bfloat162char_rz(const __nv_bfloat16 h) { return C2O_IMPL_SATURATE(signed char, trunc((double)c2o_impl_tof(h)), -128, 127); }
static inline unsigned char __bfloat162uchar_rz(const __nv_bfloat16 h) { return C2O_IMPL_SATURATE(unsigned char, trunc((double)c2o_impl_tof(h)), 0, 255); }

/* Integer to half: exact in float below 2^17, where every value past the
 * largest half rounds like 2^17 in each mode. */
static inline float c2o_impl_clamp17(long long v) { return (float)(v > 131072 ? 131072 : v < -131072 ? -131072 : v); }
/* Integer to bfloat16: rounded to odd in float first. */
static inline float c2o_impl_ll_odd(long long v) {
  float m = c2o_impl_u64_to_f_odd(v < 0 ? 0ull - (unsigned long long)v : (unsigned long long)v);
  return v < 0 ? -m : m;
}
#define C2O_IMPL_FROM_INT(NAME, T, ARG)                                        \
  static inline __half __##NAME##2half_rn(const T i) { return c2o_impl_mk(__half(), c2o_impl_f2h_int(c2o_impl_clamp17(ARG), c2o_impl_rn)); } \
  static inline __half __##NAME##2half_rz(const T i) { return c2o_impl_mk(__half(), c2o_impl_f2h_int(c2o_impl_clamp17(ARG), c2o_impl_rz)); } \
  static inline __half __##NAME##2half_rd(const T i) { return c2o_impl_mk(__half(), c2o_impl_f2h_int(c2o_impl_clamp17(ARG), c2o_impl_rd)); } \
  static inline __half __##NAME##2half_ru(const T i) { return c2o_impl_mk(__half(), c2o_impl_f2h_int(c2o_impl_clamp17(ARG), c2o_impl_ru)); } \
  static inline __nv_bfloat16 __##NAME##2bfloat16_rn(const T i) { return c2o_impl_mk(__nv_bfloat16(), c2o_impl_f2bf(c2o_impl_ll_odd(ARG), c2o_impl_rn)); } \
  static inline __nv_bfloat16 __##NAME##2bfloat16_rz(const T i) { return c2o_impl_mk(__nv_bfloat16(), c2o_impl_f2bf(c2o_impl_ll_odd(ARG), c2o_impl_rz)); } \
  static inline __nv_bfloat16 __##NAME##2bfloat16_rd(const T i) { return c2o_impl_mk(__nv_bfloat16(), c2o_impl_f2bf(c2o_impl_ll_odd(ARG), c2o_impl_rd)); } \
  static inline __nv_bfloat16 __##NAME##2bfloat16_ru(const T i) { return c2o_impl_mk(__nv_bfloat16(), c2o_impl_f2bf(c2o_impl_ll_odd(ARG), c2o_impl_ru)); }
C2O_IMPL_FROM_INT(int, int, (long long)i)
C2O_IMPL_FROM_INT(uint, unsigned int, (long long)i)
C2O_IMPL_FROM_INT(short, short, (long long)i)
C2O_IMPL_FROM_INT(ushort, unsigned short, (long long)i)
C2O_IMPL_FROM_INT(ll, long long, i)
#undef C2O_IMPL_FROM_INT
/* unsigned long long: values past 2^63 stay in range for both types' rounding. */
static inline __half __ull2half_rn(const unsigned long long i) { return __ll2half_rn(i > 131072ull ? 131072LL : (long long)i); }
static inline __half __ull2half_rz(const unsigned long long i) { return __ll2half_rz(i > 131072ull ? 131072LL : (long long)i); }
static inline __half __ull2half_rd(const unsigned long long i) { return __ll2half_rd(i > 131072ull ? 131072LL : (long long)i); }
static inline __half __ull2half_ru(const unsigned long long i) { return __ll2half_ru(i > 131072ull ? 131072LL : (long long)i); }
static inline __nv_bfloat16 __ull2bfloat16_rn(const unsigned long long i) { return c2o_impl_mk(__nv_bfloat16(), c2o_impl_f2bf(c2o_impl_u64_to_f_odd(i), c2o_impl_rn)); }
static inline __nv_bfloat16 __ull2bfloat16_rz(const unsigned long long i) { return c2o_impl_mk(__nv_bfloat16(), c2o_impl_f2bf(c2o_impl_u64_to_f_odd(i), c2o_impl_rz)); }
static inline __nv_bfloat16 __ull2bfloat16_rd(const unsigned long long i) { return c2o_impl_mk(__nv_bfloat16(), c2o_impl_f2bf(c2o_impl_u64_to_f_odd(i), c2o_impl_rd)); }
static inline __nv_bfloat16 __ull2bfloat16_ru(const unsigned long long i) { return c2o_impl_mk(__nv_bfloat16(), c2o_impl_f2bf(c2o_impl_u64_to_f_odd(i), c2o_impl_ru)); }

/* ---- arithmetic, comparisons and math, for both types ------------------------ */
#define C2O_IMPL_BOTH(DEF) DEF(__half, __half2) DEF(__nv_bfloat16, __nv_bfloat162)

#define C2O_IMPL_ARITH(T, T2)                                                  \
  static inline T __hadd(const T a, const T b) { return c2o_impl_add(a, b); }  \
  static inline T __hsub(const T a, const T b) { return c2o_impl_sub(a, b); }  \
  static inline T __hmul(const T a, const T b) { return c2o_impl_mul(a, b); }  \
  static inline T __hdiv(const T a, const T b) { return c2o_impl_div(a, b); }  \
  static inline T __hadd_rn(const T a, const T b) { return c2o_impl_add(a, b); } \
  static inline T __hsub_rn(const T a, const T b) { return c2o_impl_sub(a, b); } \
  static inline T __hmul_rn(const T a, const T b) { return c2o_impl_mul(a, b); } \
  static inline T __hadd_sat(const T a, const T b) { return c2o_impl_sat(c2o_impl_add(a, b)); } \
  static inline T __hsub_sat(const T a, const T b) { return c2o_impl_sat(c2o_impl_sub(a, b)); } \
  static inline T __hmul_sat(const T a, const T b) { return c2o_impl_sat(c2o_impl_mul(a, b)); } \
  static inline T __hfma(const T a, const T b, const T c) { return c2o_impl_fma(a, b, c); } \
  static inline T __hfma_sat(const T a, const T b, const T c) { return c2o_impl_sat(c2o_impl_fma(a, b, c)); } \
  static inline T __hfma_relu(const T a, const T b, const T c) {               \
    T r = c2o_impl_fma(a, b, c);                                               \
    if (c2o_impl_isnan(r)) return c2o_impl_nan(r);                             \
    return (r.__x & 0x8000u) ? c2o_impl_mk(r, 0) : r;                          \
  }                                                                            \
  static inline T __hneg(const T a) { return c2o_impl_isnan(a) ? c2o_impl_nan(a) : c2o_impl_mk(a, (unsigned short)(a.__x ^ 0x8000u)); } \
  static inline T __habs(const T a) { return c2o_impl_isnan(a) ? c2o_impl_nan(a) : c2o_impl_mk(a, (unsigned short)(a.__x & 0x7FFFu)); } \
  static inline T __hmax(const T a, const T b) { return c2o_impl_max(a, b, false); } \
  static inline T __hmin(const T a, const T b) { return c2o_impl_min(a, b, false); } \
  static inline T __hmax_nan(const T a, const T b) { return c2o_impl_max(a, b, true); } \
  static inline T __hmin_nan(const T a, const T b) { return c2o_impl_min(a, b, true); } \
  static inline T2 __hadd2(const T2 a, const T2 b) { return T2(__hadd(a.x, b.x), __hadd(a.y, b.y)); } \
  static inline T2 __hsub2(const T2 a, const T2 b) { return T2(__hsub(a.x, b.x), __hsub(a.y, b.y)); } \
  static inline T2 __hmul2(const T2 a, const T2 b) { return T2(__hmul(a.x, b.x), __hmul(a.y, b.y)); } \
  static inline T2 __h2div(const T2 a, const T2 b) { return T2(__hdiv(a.x, b.x), __hdiv(a.y, b.y)); } \
  static inline T2 __hadd2_rn(const T2 a, const T2 b) { return __hadd2(a, b); } \
  static inline T2 __hsub2_rn(const T2 a, const T2 b) { return __hsub2(a, b); } \
  static inline T2 __hmul2_rn(const T2 a, const T2 b) { return __hmul2(a, b); } \
  static inline T2 __hadd2_sat(const T2 a, const T2 b) { return T2(__hadd_sat(a.x, b.x), __hadd_sat(a.y, b.y)); } \
  static inline T2 __hsub2_sat(const T2 a, const T2 b) { return T2(__hsub_sat(a.x, b.x), __hsub_sat(a.y, b.y)); } \
  static inline T2 __hmul2_sat(const T2 a, const T2 b) { return T2(__hmul_sat(a.x, b.x), __hmul_sat(a.y, b.y)); } \
  static inline T2 __hfma2(const T2 a, const T2 b, const T2 c) { return T2(__hfma(a.x, b.x, c.x), __hfma(a.y, b.y, c.y)); } \
  static inline T2 __hfma2_sat(const T2 a, const T2 b, const T2 c) { return T2(__hfma_sat(a.x, b.x, c.x), __hfma_sat(a.y, b.y, c.y)); } \
  static inline T2 __hfma2_relu(const T2 a, const T2 b, const T2 c) { return T2(__hfma_relu(a.x, b.x, c.x), __hfma_relu(a.y, b.y, c.y)); } \
  static inline T2 __hneg2(const T2 a) { return T2(__hneg(a.x), __hneg(a.y)); } \
  static inline T2 __habs2(const T2 a) { return T2(__habs(a.x), __habs(a.y)); } \
  static inline T2 __hmax2(const T2 a, const T2 b) { return T2(__hmax(a.x, b.x), __hmax(a.y, b.y)); } \
  static inline T2 __hmin2(const T2 a, const T2 b) { return T2(__hmin(a.x, b.x), __hmin(a.y, b.y)); } \
  static inline T2 __hmax2_nan(const T2 a, const T2 b) { return T2(__hmax_nan(a.x, b.x), __hmax_nan(a.y, b.y)); } \
  static inline T2 __hmin2_nan(const T2 a, const T2 b) { return T2(__hmin_nan(a.x, b.x), __hmin_nan(a.y, b.y)); } \
  static inline T2 __hcmadd(const T2 a, const T2 b, const T2 c) {              \
    /* (a.x + i a.y)(b.x + i b.y) + (c.x + i c.y), each part with two fused steps */ \
    return T2(__hfma(__hneg(a.y), b.y, __hfma(a.x, b.x, c.x)), __hfma(a.y, b.x, __hfma(a.x, b.y, c.y))); \
  }
C2O_IMPL_BOTH(C2O_IMPL_ARITH)
#undef C2O_IMPL_ARITH

/* Comparisons: ordered (false with a NaN) and unordered (u: true with a NaN). */
#define C2O_IMPL_CMP(T, T2, NAME, OP, UNORDERED)                               \
  static inline bool __h##NAME(const T a, const T b) {                         \
    float x = c2o_impl_tof(a), y = c2o_impl_tof(b);                            \
    return (x != x || y != y) ? UNORDERED : (x OP y);                          \
  }                                                                            \
  static inline T2 __h##NAME##2(const T2 a, const T2 b) {                      \
    return T2(c2o_impl_round(T(), __h##NAME(a.x, b.x) ? 1.0f : 0.0f),          \
              c2o_impl_round(T(), __h##NAME(a.y, b.y) ? 1.0f : 0.0f));         \
  }                                                                            \
  static inline unsigned int __h##NAME##2_mask(const T2 a, const T2 b) {       \
    return (__h##NAME(a.x, b.x) ? 0xFFFFu : 0u) | (__h##NAME(a.y, b.y) ? 0xFFFF0000u : 0u); \
  }                                                                            \
  static inline bool __hb##NAME##2(const T2 a, const T2 b) { return __h##NAME(a.x, b.x) && __h##NAME(a.y, b.y); }
#define C2O_IMPL_CMPS(T, T2)                                                   \
  C2O_IMPL_CMP(T, T2, eq, ==, false) C2O_IMPL_CMP(T, T2, ne, !=, false)        \
  C2O_IMPL_CMP(T, T2, lt, <, false) C2O_IMPL_CMP(T, T2, le, <=, false)         \
  C2O_IMPL_CMP(T, T2, gt, >, false) C2O_IMPL_CMP(T, T2, ge, >=, false)         \
  C2O_IMPL_CMP(T, T2, equ, ==, true) C2O_IMPL_CMP(T, T2, neu, !=, true)        \
  C2O_IMPL_CMP(T, T2, ltu, <, true) C2O_IMPL_CMP(T, T2, leu, <=, true)         \
  C2O_IMPL_CMP(T, T2, gtu, >, true) C2O_IMPL_CMP(T, T2, geu, >=, true)         \
  static inline bool __hisnan(const T a) { return c2o_impl_isnan(a); }         \
  static inline T2 __hisnan2(const T2 a) {                                     \
    return T2(c2o_impl_round(T(), __hisnan(a.x) ? 1.0f : 0.0f), c2o_impl_round(T(), __hisnan(a.y) ? 1.0f : 0.0f)); \
  }                                                                            \
  static inline int __hisinf(const T a) {                                      \
    float x = c2o_impl_tof(a);                                                 \
    return x == INFINITY ? 1 : x == -INFINITY ? -1 : 0;                        \
  }
C2O_IMPL_BOTH(C2O_IMPL_CMPS)
#undef C2O_IMPL_CMPS
#undef C2O_IMPL_CMP

/* Math: float functions rounded to 16 bits. */
#define C2O_IMPL_MATHS(T, T2)                                                  \
  static inline T hsqrt(const T a) { return C2O_IMPL_MATH1(T, sqrtf, a); }    \
  static inline T hrsqrt(const T a) { return c2o_impl_round(a, 1.0f / sqrtf(c2o_impl_tof(a))); } \
  static inline T hrcp(const T a) { return c2o_impl_round(a, 1.0f / c2o_impl_tof(a)); } \
  static inline T hexp(const T a) { return C2O_IMPL_MATH1(T, expf, a); }      \
  static inline T hexp2(const T a) { return C2O_IMPL_MATH1(T, exp2f, a); }    \
  static inline T hexp10(const T a) { return c2o_impl_round(a, powf(10.0f, c2o_impl_tof(a))); } \
  static inline T hlog(const T a) { return C2O_IMPL_MATH1(T, logf, a); }      \
  static inline T hlog2(const T a) { return C2O_IMPL_MATH1(T, log2f, a); }    \
  static inline T hlog10(const T a) { return C2O_IMPL_MATH1(T, log10f, a); }  \
  static inline T hsin(const T a) { return C2O_IMPL_MATH1(T, sinf, a); }      \
  static inline T hcos(const T a) { return C2O_IMPL_MATH1(T, cosf, a); }      \
  static inline T htanh(const T a) { return C2O_IMPL_MATH1(T, tanhf, a); }    \
  static inline T htanh_approx(const T a) { return C2O_IMPL_MATH1(T, tanhf, a); } \
  static inline T hceil(const T a) { return C2O_IMPL_MATH1(T, ceilf, a); }    \
  static inline T hfloor(const T a) { return C2O_IMPL_MATH1(T, floorf, a); }  \
  static inline T htrunc(const T a) { return C2O_IMPL_MATH1(T, truncf, a); }  \
  static inline T hrint(const T a) { return C2O_IMPL_MATH1(T, rintf, a); }    \
  static inline T2 h2sqrt(const T2 a) { return T2(hsqrt(a.x), hsqrt(a.y)); }  \
  static inline T2 h2rsqrt(const T2 a) { return T2(hrsqrt(a.x), hrsqrt(a.y)); } \
  static inline T2 h2rcp(const T2 a) { return T2(hrcp(a.x), hrcp(a.y)); }     \
  static inline T2 h2exp(const T2 a) { return T2(hexp(a.x), hexp(a.y)); }     \
  static inline T2 h2exp2(const T2 a) { return T2(hexp2(a.x), hexp2(a.y)); }  \
  static inline T2 h2exp10(const T2 a) { return T2(hexp10(a.x), hexp10(a.y)); } \
  static inline T2 h2log(const T2 a) { return T2(hlog(a.x), hlog(a.y)); }     \
  static inline T2 h2log2(const T2 a) { return T2(hlog2(a.x), hlog2(a.y)); }  \
  static inline T2 h2log10(const T2 a) { return T2(hlog10(a.x), hlog10(a.y)); } \
  static inline T2 h2sin(const T2 a) { return T2(hsin(a.x), hsin(a.y)); }     \
  static inline T2 h2cos(const T2 a) { return T2(hcos(a.x), hcos(a.y)); }     \
  static inline T2 h2tanh(const T2 a) { return T2(htanh(a.x), htanh(a.y)); }  \
  static inline T2 h2tanh_approx(const T2 a) { return T2(htanh(a.x), htanh(a.y)); } \
  static inline T2 h2ceil(const T2 a) { return T2(hceil(a.x), hceil(a.y)); }  \
  static inline T2 h2floor(const T2 a) { return T2(hfloor(a.x), hfloor(a.y)); } \
  static inline T2 h2trunc(const T2 a) { return T2(htrunc(a.x), htrunc(a.y)); } \
  static inline T2 h2rint(const T2 a) { return T2(hrint(a.x), hrint(a.y)); }
C2O_IMPL_BOTH(C2O_IMPL_MATHS)
#undef C2O_IMPL_MATHS
#undef C2O_IMPL_MATH1

/* ---- operators (CUDA's: the arithmetic intrinsics) ---------------------- */
#define C2O_IMPL_OPS(T, T2)                                                    \
  static inline T operator+(const T &a, const T &b) { return __hadd(a, b); }   \
  static inline T operator-(const T &a, const T &b) { return __hsub(a, b); }   \
  static inline T operator*(const T &a, const T &b) { return __hmul(a, b); }   \
  static inline T operator/(const T &a, const T &b) { return __hdiv(a, b); }   \
  static inline T &operator+=(T &a, const T &b) { return a = __hadd(a, b); }   \
  static inline T &operator-=(T &a, const T &b) { return a = __hsub(a, b); }   \
  static inline T &operator*=(T &a, const T &b) { return a = __hmul(a, b); }   \
  static inline T &operator/=(T &a, const T &b) { return a = __hdiv(a, b); }   \
  static inline T &operator++(T &a) { return a = __hadd(a, c2o_impl_round(T(), 1.0f)); } \
  static inline T &operator--(T &a) { return a = __hsub(a, c2o_impl_round(T(), 1.0f)); } \
  static inline T operator++(T &a, int) { T r = a; ++a; return r; }            \
  static inline T operator--(T &a, int) { T r = a; --a; return r; }            \
  static inline T operator+(const T &a) { return a; }                          \
  static inline T operator-(const T &a) { return __hneg(a); }                  \
  static inline bool operator==(const T &a, const T &b) { return __heq(a, b); } \
  static inline bool operator!=(const T &a, const T &b) { return __hneu(a, b); } \
  static inline bool operator<(const T &a, const T &b) { return __hlt(a, b); }  \
  static inline bool operator>(const T &a, const T &b) { return __hgt(a, b); }  \
  static inline bool operator<=(const T &a, const T &b) { return __hle(a, b); } \
  static inline bool operator>=(const T &a, const T &b) { return __hge(a, b); } \
  static inline T2 operator+(const T2 &a, const T2 &b) { return __hadd2(a, b); } \
  static inline T2 operator-(const T2 &a, const T2 &b) { return __hsub2(a, b); } \
  static inline T2 operator*(const T2 &a, const T2 &b) { return __hmul2(a, b); } \
  static inline T2 operator/(const T2 &a, const T2 &b) { return __h2div(a, b); } \
  static inline T2 &operator+=(T2 &a, const T2 &b) { return a = __hadd2(a, b); } \
  static inline T2 &operator-=(T2 &a, const T2 &b) { return a = __hsub2(a, b); } \
  static inline T2 &operator*=(T2 &a, const T2 &b) { return a = __hmul2(a, b); } \
  static inline T2 &operator/=(T2 &a, const T2 &b) { return a = __h2div(a, b); } \
  static inline T2 &operator++(T2 &a) { T one = c2o_impl_round(T(), 1.0f); return a = __hadd2(a, T2(one, one)); } \
  static inline T2 &operator--(T2 &a) { T one = c2o_impl_round(T(), 1.0f); return a = __hsub2(a, T2(one, one)); } \
  static inline T2 operator++(T2 &a, int) { T2 r = a; ++a; return r; }        \
  static inline T2 operator--(T2 &a, int) { T2 r = a; --a; return r; }        \
  static inline T2 operator+(const T2 &a) { return a; }                        \
  static inline T2 operator-(const T2 &a) { return __hneg2(a); }               \
  static inline bool operator==(const T2 &a, const T2 &b) { return __hbeq2(a, b); } \
  static inline bool operator!=(const T2 &a, const T2 &b) { return __hbneu2(a, b); } \
  static inline bool operator<(const T2 &a, const T2 &b) { return __hblt2(a, b); } \
  static inline bool operator>(const T2 &a, const T2 &b) { return __hbgt2(a, b); } \
  static inline bool operator<=(const T2 &a, const T2 &b) { return __hble2(a, b); } \
  static inline bool operator>=(const T2 &a, const T2 &b) { return __hbge2(a, b); }
C2O_IMPL_BOTH(C2O_IMPL_OPS)
#undef C2O_IMPL_OPS
#undef C2O_IMPL_BOTH
#undef C2O_IMPL_SATURATE

/* ---- atomicAdd (c2o_atomic_add): compare-and-swap on the aligned 32-bit
 * word that holds the value (little-endian, as every target here is) ---- */
template <class T> static inline T c2o_impl_atomic_add16(T *p, T v) {
  unsigned int *w = (unsigned int *)((unsigned long long)p & ~3ull);
  unsigned int shift = ((unsigned long long)p & 2ull) ? 16u : 0u, old, nw;
  T cur;
  old = __atomic_load_n(w, __ATOMIC_RELAXED);
  do {
    cur = c2o_impl_mk(v, (unsigned short)(old >> shift));
    nw = (old & ~(0xFFFFu << shift)) | ((unsigned int)c2o_impl_add(cur, v).__x << shift);
  } while (!__atomic_compare_exchange_n(w, &old, nw, 0, __ATOMIC_RELAXED, __ATOMIC_RELAXED));
  return cur;
}
template <class T2> static inline T2 c2o_impl_atomic_add16x2(T2 *p, T2 v) {
  unsigned int *w = (unsigned int *)p, old, nw;
  T2 cur;
  old = __atomic_load_n(w, __ATOMIC_RELAXED);
  do {
    __builtin_memcpy(&cur, &old, 4);
    T2 sum(c2o_impl_add(cur.x, v.x), c2o_impl_add(cur.y, v.y));
    __builtin_memcpy(&nw, &sum, 4);
  } while (!__atomic_compare_exchange_n(w, &old, nw, 0, __ATOMIC_RELAXED, __ATOMIC_RELAXED));
  return cur;
}
/* atomicAdd(__half *, __half): returns the old value. */
static inline __half c2o_atomic_add(__half *p, __half v) { return c2o_impl_atomic_add16(p, v); }
/* atomicAdd(__half2 *, __half2): each half added atomically as a pair. */
static inline __half2 c2o_atomic_add(__half2 *p, __half2 v) { return c2o_impl_atomic_add16x2(p, v); }
/* atomicAdd(__nv_bfloat16 *, __nv_bfloat16). */
static inline __nv_bfloat16 c2o_atomic_add(__nv_bfloat16 *p, __nv_bfloat16 v) { return c2o_impl_atomic_add16(p, v); }
/* atomicAdd(__nv_bfloat162 *, __nv_bfloat162). */
static inline __nv_bfloat162 c2o_atomic_add(__nv_bfloat162 *p, __nv_bfloat162 v) { return c2o_impl_atomic_add16x2(p, v); }

#pragma omp end declare target

#endif /* __cplusplus */
#endif /* C2O_FP16_H */
