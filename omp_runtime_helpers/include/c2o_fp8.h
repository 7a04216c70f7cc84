/* c2o_fp8.h - CUDA's 8-bit floating-point types (cuda_fp8.h) under CUDA's
 * names (C++; callable in target regions): __nv_fp8_e4m3 (4 exponent bits,
 * bias 7, no infinities, largest 448, NaN 0x7F/0xFF) and __nv_fp8_e5m2
 * (5 exponent bits, bias 15, IEEE-like, largest 57344), their x2 and x4
 * forms, and the conversion functions __nv_cvt_float_to_fp8,
 * __nv_cvt_double_to_fp8, __nv_cvt_halfraw_to_fp8,
 * __nv_cvt_bfloat16raw_to_fp8, __nv_cvt_fp8_to_halfraw and their x2 forms.
 *
 * Conversions to fp8 round to nearest even directly from the source value
 * (no intermediate rounding); __NV_SATFINITE clamps to the largest finite
 * value, __NV_NOSAT gives NaN (e4m3) or infinity (e5m2) past it. The results
 * equal the CUDA 13 toolkit's host conversion functions
 * (tests/unit/helpers/fp8_check.cpp). The types' constructors saturate to
 * finite, as CUDA's do. */
#ifndef C2O_FP8_H
#define C2O_FP8_H

#ifdef __cplusplus
#include "c2o_fp16.h"
#include <math.h>

#include "c2o_fp8_types.h" /* the storage types and enumerations, one definition with the bundled cuda_fp8.h */

#pragma omp declare target

/* x (finite or not) rounded to fp8 of the given kind (internal). */
static inline __nv_fp8_storage_t c2o_impl_to_fp8(double x, __nv_saturation_t sat, __nv_fp8_interpretation_t k) {
  const int e4 = k == __NV_E4M3, mbits = e4 ? 3 : 2, bias = e4 ? 7 : 15;
  const double maxf = e4 ? 448.0 : 57344.0;
  unsigned char sign = signbit(x) ? 0x80 : 0x00, r;
  double a = fabs(x), q, v;
  int e;
  if (x != x) return 0x7F; /* NaN, whatever its sign, as CUDA */
  if (a == INFINITY) {
    if (sat == __NV_SATFINITE) return sign | (e4 ? 0x7E : 0x7B);
    return e4 ? (unsigned char)(sign | 0x7F) : (unsigned char)(sign | 0x7C);
  }
  if (a == 0.0) return sign;
  frexp(a, &e); /* a = m * 2^e, m in [0.5, 1): the leading bit is 2^(e - 1) */
  e -= 1;
  if (e < 1 - bias) e = 1 - bias; /* subnormal: the quantum of the smallest binade */
  q = ldexp(1.0, e - mbits);
  v = rint(a / q) * q; /* a / q is exact (q a power of two), rint is to nearest even */
  if (v > maxf) {
    if (sat == __NV_SATFINITE) return sign | (e4 ? 0x7E : 0x7B);
    return e4 ? (unsigned char)(sign | 0x7F) : (unsigned char)(sign | 0x7C);
  }
  if (v == 0.0) return sign;
  frexp(v, &e);
  e -= 1;
  if (e < 1 - bias) /* subnormal */
    r = (unsigned char)(v / ldexp(1.0, 1 - bias - mbits));
  else
    r = (unsigned char)(((e + bias) << mbits) | ((int)(v / ldexp(1.0, e - mbits)) & ((1 << mbits) - 1)));
  return sign | r;
}
/* fp8 bits to double, exactly (internal). */
static inline double c2o_impl_from_fp8(__nv_fp8_storage_t x, __nv_fp8_interpretation_t k) {
  const int e4 = k == __NV_E4M3, mbits = e4 ? 3 : 2, bias = e4 ? 7 : 15, ebits = e4 ? 4 : 5;
  int e = (x >> mbits) & ((1 << ebits) - 1), m = x & ((1 << mbits) - 1);
  double s = (x & 0x80) ? -1.0 : 1.0;
  if (e4 && (x & 0x7F) == 0x7F) return NAN;
  if (!e4 && e == 31) return m ? NAN : s * INFINITY;
  if (e == 0) return s * ldexp((double)m, 1 - bias - mbits);
  return s * ldexp((double)(m | (1 << mbits)), e - bias - mbits);
}

static inline __nv_fp8_storage_t __nv_cvt_double_to_fp8(const double x, const __nv_saturation_t s,
                                                        const __nv_fp8_interpretation_t k) {
  return c2o_impl_to_fp8(x, s, k);
}
static inline __nv_fp8_storage_t __nv_cvt_float_to_fp8(const float x, const __nv_saturation_t s,
                                                       const __nv_fp8_interpretation_t k) {
  return c2o_impl_to_fp8(x, s, k);
}
static inline __nv_fp8_storage_t __nv_cvt_halfraw_to_fp8(const __half_raw x, const __nv_saturation_t s,
                                                         const __nv_fp8_interpretation_t k) {
  return c2o_impl_to_fp8(c2o_impl_h2f(x.x), s, k);
}
static inline __nv_fp8_storage_t __nv_cvt_bfloat16raw_to_fp8(const __nv_bfloat16_raw x, const __nv_saturation_t s,
                                                             const __nv_fp8_interpretation_t k) {
  return c2o_impl_to_fp8(c2o_impl_bf2f(x.x), s, k);
}
static inline __nv_fp8x2_storage_t __nv_cvt_double2_to_fp8x2(const double2 x, const __nv_saturation_t s,
                                                             const __nv_fp8_interpretation_t k) {
  return (__nv_fp8x2_storage_t)(c2o_impl_to_fp8(x.x, s, k) | (c2o_impl_to_fp8(x.y, s, k) << 8));
}
static inline __nv_fp8x2_storage_t __nv_cvt_float2_to_fp8x2(const float2 x, const __nv_saturation_t s,
                                                            const __nv_fp8_interpretation_t k) {
  return (__nv_fp8x2_storage_t)(c2o_impl_to_fp8(x.x, s, k) | (c2o_impl_to_fp8(x.y, s, k) << 8));
}
static inline __nv_fp8x2_storage_t __nv_cvt_halfraw2_to_fp8x2(const __half2_raw x, const __nv_saturation_t s,
                                                              const __nv_fp8_interpretation_t k) {
  return (__nv_fp8x2_storage_t)(c2o_impl_to_fp8(c2o_impl_h2f(x.x), s, k) |
                                (c2o_impl_to_fp8(c2o_impl_h2f(x.y), s, k) << 8));
}
static inline __nv_fp8x2_storage_t __nv_cvt_bfloat16raw2_to_fp8x2(const __nv_bfloat162_raw x, const __nv_saturation_t s,
                                                                  const __nv_fp8_interpretation_t k) {
  return (__nv_fp8x2_storage_t)(c2o_impl_to_fp8(c2o_impl_bf2f(x.x), s, k) |
                                (c2o_impl_to_fp8(c2o_impl_bf2f(x.y), s, k) << 8));
}
/* fp8 to half, exactly (every fp8 value is a half); NaN gives 0x7FFF. */
static inline __half_raw __nv_cvt_fp8_to_halfraw(const __nv_fp8_storage_t x, const __nv_fp8_interpretation_t k) {
  __half_raw r;
  double v = c2o_impl_from_fp8(x, k);
  r.x = v != v ? (unsigned short)0x7FFF : c2o_impl_f2h_int((float)v, c2o_impl_rn);
  return r;
}
static inline __half2_raw __nv_cvt_fp8x2_to_halfraw2(const __nv_fp8x2_storage_t x, const __nv_fp8_interpretation_t k) {
  __half2_raw r;
  r.x = __nv_cvt_fp8_to_halfraw((__nv_fp8_storage_t)(x & 0xFF), k).x;
  r.y = __nv_cvt_fp8_to_halfraw((__nv_fp8_storage_t)(x >> 8), k).x;
  return r;
}

/* ---- the types ------------------------------------------------------------------ */
#define C2O_IMPL_FP8(T, KIND)                                                  \
  struct __attribute__((aligned(1))) T {                                       \
    __nv_fp8_storage_t __x;                                                    \
    T() = default;                                                             \
    explicit T(const float f) : __x(c2o_impl_to_fp8(f, __NV_SATFINITE, KIND)) {} \
    explicit T(const double f) : __x(c2o_impl_to_fp8(f, __NV_SATFINITE, KIND)) {} \
    explicit T(const __half f) : __x(c2o_impl_to_fp8(c2o_impl_tof(f), __NV_SATFINITE, KIND)) {} \
    explicit T(const __nv_bfloat16 f) : __x(c2o_impl_to_fp8(c2o_impl_tof(f), __NV_SATFINITE, KIND)) {} \
    explicit T(const int v) : __x(c2o_impl_to_fp8((float)v, __NV_SATFINITE, KIND)) {} \
    explicit T(const unsigned int v) : __x(c2o_impl_to_fp8((float)v, __NV_SATFINITE, KIND)) {} \
    explicit T(const long v) : __x(c2o_impl_to_fp8((float)v, __NV_SATFINITE, KIND)) {} \
    explicit T(const unsigned long v) : __x(c2o_impl_to_fp8((float)v, __NV_SATFINITE, KIND)) {} \
    explicit T(const long long v) : __x(c2o_impl_to_fp8((float)v, __NV_SATFINITE, KIND)) {} \
    explicit T(const unsigned long long v) : __x(c2o_impl_to_fp8((float)v, __NV_SATFINITE, KIND)) {} \
    explicit T(const short v) : __x(c2o_impl_to_fp8((float)v, __NV_SATFINITE, KIND)) {} \
    explicit T(const unsigned short v) : __x(c2o_impl_to_fp8((float)v, __NV_SATFINITE, KIND)) {} \
    explicit operator float() const { return (float)c2o_impl_from_fp8(__x, KIND); } \
    explicit operator double() const { return c2o_impl_from_fp8(__x, KIND); } \
    explicit operator __half() const { return __half(__nv_cvt_fp8_to_halfraw(__x, KIND)); } \
    explicit operator __nv_bfloat16() const { return __float2bfloat16_rn((float)c2o_impl_from_fp8(__x, KIND)); } \
    explicit operator int() const { return __half2int_rz(__half(__nv_cvt_fp8_to_halfraw(__x, KIND))); } \
    explicit operator unsigned int() const { return __half2uint_rz(__half(__nv_cvt_fp8_to_halfraw(__x, KIND))); } \
    explicit operator long long() const { return __half2ll_rz(__half(__nv_cvt_fp8_to_halfraw(__x, KIND))); } \
    explicit operator short() const { return __half2short_rz(__half(__nv_cvt_fp8_to_halfraw(__x, KIND))); } \
    explicit operator bool() const { return (__x & 0x7F) != 0; }               \
  };
#define C2O_IMPL_FP8X2(T, KIND)                                                \
  struct __attribute__((aligned(2))) T {                                       \
    __nv_fp8x2_storage_t __x;                                                  \
    T() = default;                                                             \
    explicit T(const float2 f) : __x(__nv_cvt_float2_to_fp8x2(f, __NV_SATFINITE, KIND)) {} \
    explicit T(const double2 f) : __x(__nv_cvt_double2_to_fp8x2(f, __NV_SATFINITE, KIND)) {} \
    explicit T(const __half2 f)                                                \
        : __x(__nv_cvt_halfraw2_to_fp8x2(__half2_raw(f), __NV_SATFINITE, KIND)) {} \
    explicit T(const __nv_bfloat162 f)                                         \
        : __x(__nv_cvt_bfloat16raw2_to_fp8x2(__nv_bfloat162_raw(f), __NV_SATFINITE, KIND)) {} \
    explicit operator float2() const {                                         \
      return make_float2((float)c2o_impl_from_fp8((__nv_fp8_storage_t)(__x & 0xFF), KIND), \
                         (float)c2o_impl_from_fp8((__nv_fp8_storage_t)(__x >> 8), KIND)); \
    }                                                                          \
    explicit operator __half2() const { return __half2(__nv_cvt_fp8x2_to_halfraw2(__x, KIND)); } \
  };
#define C2O_IMPL_FP8X4(T, KIND)                                                \
  struct __attribute__((aligned(4))) T {                                       \
    __nv_fp8x4_storage_t __x;                                                  \
    T() = default;                                                             \
    explicit T(const float4 f)                                                 \
        : __x((__nv_fp8x4_storage_t)__nv_cvt_float2_to_fp8x2(make_float2(f.x, f.y), __NV_SATFINITE, KIND) | \
              ((__nv_fp8x4_storage_t)__nv_cvt_float2_to_fp8x2(make_float2(f.z, f.w), __NV_SATFINITE, KIND) << 16)) {} \
    explicit T(const double4 f)                                                \
        : __x((__nv_fp8x4_storage_t)__nv_cvt_double2_to_fp8x2(make_double2(f.x, f.y), __NV_SATFINITE, KIND) | \
              ((__nv_fp8x4_storage_t)__nv_cvt_double2_to_fp8x2(make_double2(f.z, f.w), __NV_SATFINITE, KIND) << 16)) {} \
    explicit T(const __half2 flo, const __half2 fhi)                           \
        : __x((__nv_fp8x4_storage_t)__nv_cvt_halfraw2_to_fp8x2(__half2_raw(flo), __NV_SATFINITE, KIND) | \
              ((__nv_fp8x4_storage_t)__nv_cvt_halfraw2_to_fp8x2(__half2_raw(fhi), __NV_SATFINITE, KIND) << 16)) {} \
    explicit T(const __nv_bfloat162 flo, const __nv_bfloat162 fhi)             \
        : __x((__nv_fp8x4_storage_t)__nv_cvt_bfloat16raw2_to_fp8x2(__nv_bfloat162_raw(flo), __NV_SATFINITE, KIND) | \
              ((__nv_fp8x4_storage_t)__nv_cvt_bfloat16raw2_to_fp8x2(__nv_bfloat162_raw(fhi), __NV_SATFINITE, KIND) << 16)) {} \
    explicit operator float4() const {                                         \
      return make_float4((float)c2o_impl_from_fp8((__nv_fp8_storage_t)(__x & 0xFF), KIND), \
                         (float)c2o_impl_from_fp8((__nv_fp8_storage_t)((__x >> 8) & 0xFF), KIND), \
                         (float)c2o_impl_from_fp8((__nv_fp8_storage_t)((__x >> 16) & 0xFF), KIND), \
                         (float)c2o_impl_from_fp8((__nv_fp8_storage_t)(__x >> 24), KIND)); \
    }                                                                          \
  };
C2O_IMPL_FP8(__nv_fp8_e4m3, __NV_E4M3)
C2O_IMPL_FP8(__nv_fp8_e5m2, __NV_E5M2)
C2O_IMPL_FP8X2(__nv_fp8x2_e4m3, __NV_E4M3)
C2O_IMPL_FP8X2(__nv_fp8x2_e5m2, __NV_E5M2)
C2O_IMPL_FP8X4(__nv_fp8x4_e4m3, __NV_E4M3)
C2O_IMPL_FP8X4(__nv_fp8x4_e5m2, __NV_E5M2)
#undef C2O_IMPL_FP8
#undef C2O_IMPL_FP8X2
#undef C2O_IMPL_FP8X4

#pragma omp end declare target

#endif /* __cplusplus */
#endif /* C2O_FP8_H */
