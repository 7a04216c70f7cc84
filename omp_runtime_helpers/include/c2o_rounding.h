/* c2o_rounding.h - CUDA's arithmetic and conversion intrinsics with an
 * explicit rounding mode: _rn (to nearest even), _rz (toward zero), _rd
 * (down), _ru (up): __fadd_rd, __fmul_rz, __fdiv_ru, __fsqrt_rd, __fmaf_ru,
 * __frcp_rz, __dadd_rd, __ddiv_ru, __dsqrt_rz, __drcp_rn, __float2int_rd,
 * __double2float_ru, __ll2float_rz, ... under CUDA's names (C and C++;
 * callable in target regions). The program's floating-point environment
 * stays as it is (no fesetround: target regions cannot change it).
 *
 * Exact (the result CUDA gives): every float operation (computed in double
 * and rounded to odd: the exact error of a sum (two-sum), product (exact in
 * double), quotient and square root (remainder by fma) makes an inexact
 * result odd, so the one rounding to float in the mode is the rounding of
 * the exact value), every double add, subtract, multiply, divide, square root
 * and reciprocal (the exact error tells on which side of the nearest double
 * the exact value lies), every conversion.
 * Approximated (C2O1123): __fma_rd, __fma_ru, __fma_rz (double fused
 * multiply-add in a directed mode: the result to nearest is returned, at most
 * one unit in the last place from CUDA's) and __frsqrt_rn (1 / sqrt in
 * double, rounded once to float: correctly rounded except where the exact
 * value lies within 2^-52 of a tie between two floats). */
#ifndef C2O_ROUNDING_H
#define C2O_ROUNDING_H

#include "c2o_config.h"
#include <math.h>

#pragma omp declare target

enum { c2o_impl_mode_rn = 0, c2o_impl_mode_rz = 1, c2o_impl_mode_rd = 2, c2o_impl_mode_ru = 3 };

static inline unsigned int c2o_impl_r_fbits(float f) { unsigned int u; __builtin_memcpy(&u, &f, 4); return u; }
static inline float c2o_impl_r_bitsf(unsigned int u) { float f; __builtin_memcpy(&f, &u, 4); return f; }
static inline unsigned long long c2o_impl_r_dbits(double d) { unsigned long long u; __builtin_memcpy(&u, &d, 8); return u; }
static inline double c2o_impl_r_bitsd(unsigned long long u) { double d; __builtin_memcpy(&d, &u, 8); return d; }

/* The float next to f toward -infinity (down) or +infinity (up) (internal). */
static inline float c2o_impl_fstep(float f, int up) {
  unsigned int u = c2o_impl_r_fbits(f);
  if (f == 0.0f) return c2o_impl_r_bitsf(up ? 1u : 0x80000001u);
  return c2o_impl_r_bitsf(((f > 0.0f) == (up != 0)) ? u + 1u : u - 1u);
}
static inline double c2o_impl_dstep(double d, int up) {
  unsigned long long u = c2o_impl_r_dbits(d);
  if (d == 0.0) return c2o_impl_r_bitsd(up ? 1ull : 0x8000000000000001ull);
  return c2o_impl_r_bitsd(((d > 0.0) == (up != 0)) ? u + 1ull : u - 1ull);
}
/* r, the double nearest to an exact value that lies on the side `dir` of it
 * (dir > 0: above r, < 0: below, 0: r is exact), rounded in `mode` (internal). */
static inline double c2o_impl_dround(double r, double dir, int mode) {
  if (dir == 0.0 || r != r || mode == c2o_impl_mode_rn) return r;
  if (mode == c2o_impl_mode_rd) return dir < 0.0 ? c2o_impl_dstep(r, 0) : r;
  if (mode == c2o_impl_mode_ru) return dir > 0.0 ? c2o_impl_dstep(r, 1) : r;
  /* toward zero: step toward zero when the exact value is smaller in magnitude */
  return ((r > 0.0 && dir < 0.0) || (r < 0.0 && dir > 0.0)) ? c2o_impl_dstep(r, r < 0.0) : r;
}
/* r made odd when the exact value is not r: rounding to odd (internal). */
static inline double c2o_impl_odd(double r, double dir) {
  if (dir == 0.0 || r != r || r - r != 0.0) return r;
  if ((c2o_impl_r_dbits(r) & 1ull) == 0) r = c2o_impl_dstep(r, dir > 0.0);
  return r;
}
/* A double rounded to odd (or exact), rounded to float in `mode` (internal). */
static inline float c2o_impl_fround(double d, int mode) {
  float f = (float)d;
  if (d != d || (double)f == d || mode == c2o_impl_mode_rn) return f;
  if (mode == c2o_impl_mode_rd) return (double)f > d ? c2o_impl_fstep(f, 0) : f;
  if (mode == c2o_impl_mode_ru) return (double)f < d ? c2o_impl_fstep(f, 1) : f;
  return fabs((double)f) > fabs(d) ? c2o_impl_fstep(f, f < 0.0f) : f;
}
/* Exact error of s = a + b (two-sum) (internal). */
static inline double c2o_impl_two_sum_err(double a, double b, double s) {
  double bb = s - a;
  return (a - (s - bb)) + (b - bb);
}
/* Which side of q the exact a / b lies on, from the exact remainder (internal). */
static inline double c2o_impl_div_dir(double a, double b, double q) {
  double r;
  if (q != q || q - q != 0.0 || q == 0.0) return 0.0;
  r = fma(-q, b, a);
  if (r == 0.0) return 0.0; /* exact */
  return (r > 0.0) == (b > 0.0) ? 1.0 : -1.0;
}

/* ---- float arithmetic -------------------------------------------------- */
static inline float c2o_impl_fadd(float a, float b, int mode) {
  double s = (double)a + (double)b;
  if (s - s != 0.0) return (float)s;
  return c2o_impl_fround(c2o_impl_odd(s, c2o_impl_two_sum_err(a, b, s)), mode);
}
static inline float c2o_impl_fmul(float a, float b, int mode) { return c2o_impl_fround((double)a * (double)b, mode); }
static inline float c2o_impl_fdiv(float a, float b, int mode) {
  double q = (double)a / (double)b;
  return c2o_impl_fround(c2o_impl_odd(q, c2o_impl_div_dir(a, b, q)), mode);
}
static inline float c2o_impl_fsqrt(float a, int mode) {
  double s = sqrt((double)a), r;
  if (s != s || s - s != 0.0 || s == 0.0) return (float)s;
  r = fma(-s, s, (double)a);
  return c2o_impl_fround(c2o_impl_odd(s, r), mode);
}
static inline float c2o_impl_ffma(float a, float b, float c, int mode) {
  double p = (double)a * (double)b, s = p + (double)c;
  if (s - s != 0.0) return (float)s;
  return c2o_impl_fround(c2o_impl_odd(s, c2o_impl_two_sum_err(p, c, s)), mode);
}
#define C2O_IMPL_FOPS(SFX, MODE)                                               \
  static inline float __fadd_##SFX(float a, float b) { return c2o_impl_fadd(a, b, MODE); } \
  static inline float __fsub_##SFX(float a, float b) { return c2o_impl_fadd(a, -b, MODE); } \
  static inline float __fmul_##SFX(float a, float b) { return c2o_impl_fmul(a, b, MODE); } \
  static inline float __fdiv_##SFX(float a, float b) { return c2o_impl_fdiv(a, b, MODE); } \
  static inline float __fsqrt_##SFX(float a) { return c2o_impl_fsqrt(a, MODE); } \
  static inline float __frcp_##SFX(float a) { return c2o_impl_fdiv(1.0f, a, MODE); } \
  static inline float __fmaf_##SFX(float a, float b, float c) { return c2o_impl_ffma(a, b, c, MODE); }
C2O_IMPL_FOPS(rn, c2o_impl_mode_rn)
C2O_IMPL_FOPS(rz, c2o_impl_mode_rz)
C2O_IMPL_FOPS(rd, c2o_impl_mode_rd)
C2O_IMPL_FOPS(ru, c2o_impl_mode_ru)
#undef C2O_IMPL_FOPS
/* 1 / sqrt(x) rounded to nearest (approximated: see the top of the file). */
static inline float __frsqrt_rn(float a) { return (float)(1.0 / sqrt((double)a)); }

/* ---- double arithmetic --------------------------------------------------- */
static inline double c2o_impl_dadd(double a, double b, int mode) {
  double s = a + b;
  if (s - s != 0.0) return s;
  return c2o_impl_dround(s, c2o_impl_two_sum_err(a, b, s), mode);
}
static inline double c2o_impl_dmul(double a, double b, int mode) {
  double p = a * b;
  if (p - p != 0.0) return p;
  return c2o_impl_dround(p, fma(a, b, -p), mode);
}
static inline double c2o_impl_ddiv(double a, double b, int mode) {
  double q = a / b;
  return c2o_impl_dround(q, c2o_impl_div_dir(a, b, q), mode);
}
static inline double c2o_impl_dsqrt(double a, int mode) {
  double s = sqrt(a);
  if (s != s || s - s != 0.0 || s == 0.0) return s;
  return c2o_impl_dround(s, fma(-s, s, a), mode);
}
#define C2O_IMPL_DOPS(SFX, MODE)                                               \
  static inline double __dadd_##SFX(double a, double b) { return c2o_impl_dadd(a, b, MODE); } \
  static inline double __dsub_##SFX(double a, double b) { return c2o_impl_dadd(a, -b, MODE); } \
  static inline double __dmul_##SFX(double a, double b) { return c2o_impl_dmul(a, b, MODE); } \
  static inline double __ddiv_##SFX(double a, double b) { return c2o_impl_ddiv(a, b, MODE); } \
  static inline double __dsqrt_##SFX(double a) { return c2o_impl_dsqrt(a, MODE); } \
  static inline double __drcp_##SFX(double a) { return c2o_impl_ddiv(1.0, a, MODE); } \
  static inline double __fma_##SFX(double a, double b, double c) { return fma(a, b, c); }
C2O_IMPL_DOPS(rz, c2o_impl_mode_rz)
C2O_IMPL_DOPS(rd, c2o_impl_mode_rd)
C2O_IMPL_DOPS(ru, c2o_impl_mode_ru)
#undef C2O_IMPL_DOPS
static inline double __dadd_rn(double a, double b) { return a + b; }
static inline double __dsub_rn(double a, double b) { return a - b; }
static inline double __dmul_rn(double a, double b) { return a * b; }
static inline double __ddiv_rn(double a, double b) { return a / b; }
static inline double __dsqrt_rn(double a) { return sqrt(a); }
static inline double __drcp_rn(double a) { return 1.0 / a; }

/* ---- conversions ------------------------------------------------------------ */
/* x rounded to an integer in mode (internal). */
static inline double c2o_impl_rint_mode(double x, int mode) {
  return mode == c2o_impl_mode_rn ? rint(x) : mode == c2o_impl_mode_rz ? trunc(x) : mode == c2o_impl_mode_rd ? floor(x) : ceil(x);
}
/* Saturating conversions; NaN gives 0, or 0x8000000000000000 for 64-bit results, as the GPU's (internal). */
static inline int c2o_impl_to_i32(double x, int mode) {
  x = c2o_impl_rint_mode(x, mode);
  return x != x ? 0 : x >= 2147483647.0 ? 2147483647 : x <= -2147483648.0 ? (-2147483647 - 1) : (int)x;
}
static inline unsigned int c2o_impl_to_u32(double x, int mode) {
  x = c2o_impl_rint_mode(x, mode);
  return x != x ? 0u : x >= 4294967295.0 ? 4294967295u : x <= 0.0 ? 0u : (unsigned int)x;
}
static inline long long c2o_impl_to_i64(double x, int mode) {
  x = c2o_impl_rint_mode(x, mode);
  if (x != x || x <= -9223372036854775808.0) return (long long)0x8000000000000000ull;
  return x >= 9223372036854775808.0 ? 9223372036854775807LL : (long long)x;
}
static inline unsigned long long c2o_impl_to_u64(double x, int mode) {
  x = c2o_impl_rint_mode(x, mode);
  if (x != x) return 0x8000000000000000ull;
  return x >= 18446744073709551616.0 ? 18446744073709551615ull : x <= 0.0 ? 0ull : (unsigned long long)x;
}
/* A 64-bit integer as a double rounded to odd: hi and lo halves are exact in double (internal). */
static inline double c2o_impl_u64_odd(unsigned long long v, double *nearest) {
  double hi = (double)(v >> 32) * 4294967296.0, lo = (double)(v & 0xFFFFFFFFull), s = hi + lo;
  if (nearest) *nearest = s;
  return c2o_impl_odd(s, c2o_impl_two_sum_err(hi, lo, s));
}
static inline double c2o_impl_s64_odd(long long v, double *nearest) {
  double r = c2o_impl_u64_odd(v < 0 ? 0ull - (unsigned long long)v : (unsigned long long)v, nearest);
  if (v < 0 && nearest) *nearest = -*nearest;
  return v < 0 ? -r : r;
}
/* A 64-bit integer to double in mode (internal). */
static inline double c2o_impl_u64_to_d(unsigned long long v, int mode) {
  double hi = (double)(v >> 32) * 4294967296.0, lo = (double)(v & 0xFFFFFFFFull), s = hi + lo;
  return c2o_impl_dround(s, c2o_impl_two_sum_err(hi, lo, s), mode);
}
static inline double c2o_impl_s64_to_d(long long v, int mode) {
  unsigned long long m = v < 0 ? 0ull - (unsigned long long)v : (unsigned long long)v;
  int mirrored = v < 0 && (mode == c2o_impl_mode_rd || mode == c2o_impl_mode_ru);
  double r = c2o_impl_u64_to_d(m, mirrored ? (mode == c2o_impl_mode_rd ? c2o_impl_mode_ru : c2o_impl_mode_rd) : mode);
  return v < 0 ? -r : r;
}

#define C2O_IMPL_CONV(SFX, MODE)                                               \
  static inline int __float2int_##SFX(float x) { return c2o_impl_to_i32(x, MODE); } \
  static inline unsigned int __float2uint_##SFX(float x) { return c2o_impl_to_u32(x, MODE); } \
  static inline long long __float2ll_##SFX(float x) { return c2o_impl_to_i64(x, MODE); } \
  static inline unsigned long long __float2ull_##SFX(float x) { return c2o_impl_to_u64(x, MODE); } \
  static inline int __double2int_##SFX(double x) { return c2o_impl_to_i32(x, MODE); } \
  static inline unsigned int __double2uint_##SFX(double x) { return c2o_impl_to_u32(x, MODE); } \
  static inline long long __double2ll_##SFX(double x) { return c2o_impl_to_i64(x, MODE); } \
  static inline unsigned long long __double2ull_##SFX(double x) { return c2o_impl_to_u64(x, MODE); } \
  static inline float __double2float_##SFX(double x) { return c2o_impl_fround(x, MODE); } \
  static inline float __int2float_##SFX(int x) { return c2o_impl_fround((double)x, MODE); } \
  static inline float __uint2float_##SFX(unsigned int x) { return c2o_impl_fround((double)x, MODE); } \
  static inline float __ll2float_##SFX(long long x) { return c2o_impl_fround(c2o_impl_s64_odd(x, 0), MODE); } \
  static inline float __ull2float_##SFX(unsigned long long x) { return c2o_impl_fround(c2o_impl_u64_odd(x, 0), MODE); } \
  static inline double __ll2double_##SFX(long long x) { return c2o_impl_s64_to_d(x, MODE); } \
  static inline double __ull2double_##SFX(unsigned long long x) { return c2o_impl_u64_to_d(x, MODE); }
C2O_IMPL_CONV(rn, c2o_impl_mode_rn)
C2O_IMPL_CONV(rz, c2o_impl_mode_rz)
C2O_IMPL_CONV(rd, c2o_impl_mode_rd)
C2O_IMPL_CONV(ru, c2o_impl_mode_ru)
#undef C2O_IMPL_CONV
static inline double __int2double_rn(int x) { return (double)x; }
static inline double __uint2double_rn(unsigned int x) { return (double)x; }

#pragma omp end declare target

#endif /* C2O_ROUNDING_H */
