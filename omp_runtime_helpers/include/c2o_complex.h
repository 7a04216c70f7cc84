/* c2o_complex.h - CUDA's cuComplex.h: cuFloatComplex (float2),
 * cuDoubleComplex (double2), cuComplex, and their functions under CUDA's
 * names. Division scales by |re| + |im| of the divisor and the absolute value
 * is a scaled hypotenuse, as CUDA's are, so results on the host equal those
 * of CUDA's host functions (tests/unit/helpers/complex_check.cpp). C and C++;
 * callable in target regions. */
#ifndef C2O_COMPLEX_H
#define C2O_COMPLEX_H

#include "c2o_config.h"
#include "c2o_types.h"
#include <math.h>

#pragma omp declare target

typedef float2 cuFloatComplex;
typedef double2 cuDoubleComplex;
typedef cuFloatComplex cuComplex;

/* ---- single precision ------------------------------------------------------ */
static inline float cuCrealf(cuFloatComplex x) { return x.x; }
static inline float cuCimagf(cuFloatComplex x) { return x.y; }
static inline cuFloatComplex make_cuFloatComplex(float r, float i) {
  cuFloatComplex z;
  z.x = r;
  z.y = i;
  return z;
}
static inline cuFloatComplex cuConjf(cuFloatComplex x) { return make_cuFloatComplex(x.x, -x.y); }
static inline cuFloatComplex cuCaddf(cuFloatComplex x, cuFloatComplex y) { return make_cuFloatComplex(x.x + y.x, x.y + y.y); }
static inline cuFloatComplex cuCsubf(cuFloatComplex x, cuFloatComplex y) { return make_cuFloatComplex(x.x - y.x, x.y - y.y); }
static inline cuFloatComplex cuCmulf(cuFloatComplex x, cuFloatComplex y) {
  return make_cuFloatComplex(x.x * y.x - x.y * y.y, x.x * y.y + x.y * y.x);
}
/* x / y, with both scaled by 1 / (|y.re| + |y.im|) against overflow. */
static inline cuFloatComplex cuCdivf(cuFloatComplex x, cuFloatComplex y) {
  float s = fabsf(y.x) + fabsf(y.y), inv = 1.0f / s;
  float xr = x.x * inv, xi = x.y * inv, yr = y.x * inv, yi = y.y * inv;
  float d = 1.0f / (yr * yr + yi * yi);
  return make_cuFloatComplex((xr * yr + xi * yi) * d, (xi * yr - xr * yi) * d);
}
/* |x| as max * sqrt(1 + (min / max)^2); the plain sum for 0 and infinities. */
static inline float cuCabsf(cuFloatComplex x) {
  float a = fabsf(x.x), b = fabsf(x.y), hi = a > b ? a : b, lo = a > b ? b : a, q;
  q = lo / hi;
  q = hi * sqrtf(1.0f + q * q);
  if (hi == 0.0f || hi > 3.402823466e38f || lo > 3.402823466e38f) q = hi + lo;
  return q;
}
static inline cuComplex make_cuComplex(float r, float i) { return make_cuFloatComplex(r, i); }
/* x * y + d. */
static inline cuComplex cuCfmaf(cuComplex x, cuComplex y, cuComplex d) {
  float re = (x.x * y.x) + d.x, im = (x.x * y.y) + d.y;
  re = -(x.y * y.y) + re;
  im = (x.y * y.x) + im;
  return make_cuComplex(re, im);
}

/* ---- double precision -------------------------------------------------------- */
static inline double cuCreal(cuDoubleComplex x) { return x.x; }
static inline double cuCimag(cuDoubleComplex x) { return x.y; }
static inline cuDoubleComplex make_cuDoubleComplex(double r, double i) {
  cuDoubleComplex z;
  z.x = r;
  z.y = i;
  return z;
}
static inline cuDoubleComplex cuConj(cuDoubleComplex x) { return make_cuDoubleComplex(x.x, -x.y); }
static inline cuDoubleComplex cuCadd(cuDoubleComplex x, cuDoubleComplex y) { return make_cuDoubleComplex(x.x + y.x, x.y + y.y); }
static inline cuDoubleComplex cuCsub(cuDoubleComplex x, cuDoubleComplex y) { return make_cuDoubleComplex(x.x - y.x, x.y - y.y); }
static inline cuDoubleComplex cuCmul(cuDoubleComplex x, cuDoubleComplex y) {
  return make_cuDoubleComplex(x.x * y.x - x.y * y.y, x.x * y.y + x.y * y.x);
}
static inline cuDoubleComplex cuCdiv(cuDoubleComplex x, cuDoubleComplex y) {
  double s = fabs(y.x) + fabs(y.y), inv = 1.0 / s;
  double xr = x.x * inv, xi = x.y * inv, yr = y.x * inv, yi = y.y * inv;
  double d = 1.0 / (yr * yr + yi * yi);
  return make_cuDoubleComplex((xr * yr + xi * yi) * d, (xi * yr - xr * yi) * d);
}
static inline double cuCabs(cuDoubleComplex x) {
  double a = fabs(x.x), b = fabs(x.y), hi = a > b ? a : b, lo = a > b ? b : a, q;
  q = lo / hi;
  q = hi * sqrt(1.0 + q * q);
  if (hi == 0.0 || hi > 1.79769313486231570e+308 || lo > 1.79769313486231570e+308) q = hi + lo;
  return q;
}
static inline cuDoubleComplex cuCfma(cuDoubleComplex x, cuDoubleComplex y, cuDoubleComplex d) {
  double re = (x.x * y.x) + d.x, im = (x.x * y.y) + d.y;
  re = -(x.y * y.y) + re;
  im = (x.y * y.x) + im;
  return make_cuDoubleComplex(re, im);
}
static inline cuDoubleComplex cuComplexFloatToDouble(cuFloatComplex c) {
  return make_cuDoubleComplex((double)c.x, (double)c.y);
}
static inline cuFloatComplex cuComplexDoubleToFloat(cuDoubleComplex c) {
  return make_cuFloatComplex((float)c.x, (float)c.y);
}

#pragma omp end declare target

#endif /* C2O_COMPLEX_H */
