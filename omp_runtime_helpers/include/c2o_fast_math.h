/* c2o_fast_math.h - CUDA's fast single-precision intrinsics (__sinf,
 * __expf, __fdividef, ...), which the CUDA Math API documents as
 * approximations with larger errors than sinf, expf, ...: on a GPU they run
 * the device's own approximate instructions, elsewhere the accurate functions.
 *
 *   __sinf __cosf __sincosf __tanf        c2o_fast_sinf ... c2o_fast_tanf
 *   __expf __exp10f                       c2o_fast_expf, c2o_fast_exp10f
 *   __logf __log2f __log10f               c2o_fast_logf, c2o_fast_log2f, c2o_fast_log10f
 *   __powf __fdividef                     c2o_fast_powf, c2o_fast_fdividef
 *
 * (__frcp_rn, __fsqrt_rn and __saturatef are correctly rounded or exact in
 * CUDA: __frcp_rn and __saturatef keep their helpers in c2o_math.h, and
 * __fsqrt_rn is c2o_fsqrt_rn below: clang's OpenMP sqrtf on NVIDIA is not
 * correctly rounded (run 10 on the H100: 672 of 4096 results of corpus 75
 * differed from the correctly rounded root), so it calls libdevice's
 * __nv_fsqrt_rn there.)
 *
 * Where each runs:
 *   - NVIDIA GPU, clang: libdevice's __nv_fast_* (PTX sin.approx, cos.approx,
 *     ex2.approx, lg2.approx, div.approx: what nvcc emits for the intrinsics);
 *   - AMD GPU, clang: the hardware's transcendental instructions (v_sin_f32,
 *     v_cos_f32, v_exp_f32, v_log_f32, v_rcp_f32) through __builtin_amdgcn_*;
 *   - the host, and GCC on any device: the accurate <math.h> functions
 *     (results within CUDA's documented bounds of the intrinsics).
 * The GPU versions are OpenMP 5.1 `begin declare variant` bodies selected by
 * the device's arch, so the host pass never sees them. -DC2O_ACCURATE_FAST_MATH
 * keeps the accurate functions on GPUs too.
 *
 * CUDA's documented maximum errors (CUDA C++ Programming Guide, "Intrinsic
 * Functions"), which tests/corpus/76_fast_math_intrinsics.cu checks:
 *   __sinf, __cosf: absolute 2^-21.41 and 2^-21.19 for x in [-pi, pi]
 *   __expf: 2 + floor(|1.173 x|) ulp; __exp10f: 2 + floor(|2.97 x|) ulp
 *   __logf, __log2f, __log10f: absolute 2^-21.41, 2^-22, 2^-24 for x in [0.5, 2],
 *     else 3, 2, 3 ulp
 *   __fdividef: 2 ulp for 2^-126 <= |y| <= 2^126
 *   __tanf, __powf: from their implementations (__sinf / __cosf, exp2(y log2 x)) */
#ifndef C2O_FAST_MATH_H
#define C2O_FAST_MATH_H

#include "c2o_config.h"
#include "c2o_math.h"
#include <math.h>

#pragma omp declare target

/* ---- the base versions: the host, GCC, and any other device. */
static inline float c2o_fast_sinf(float x) { return sinf(x); }
static inline float c2o_fast_cosf(float x) { return cosf(x); }
static inline void c2o_fast_sincosf(float x, float *s, float *c) { *s = sinf(x); *c = cosf(x); }
static inline float c2o_fast_tanf(float x) { return tanf(x); }
static inline float c2o_fast_expf(float x) { return expf(x); }
static inline float c2o_fast_exp10f(float x) { return c2o_exp10f(x); }
static inline float c2o_fast_logf(float x) { return logf(x); }
static inline float c2o_fast_log2f(float x) { return log2f(x); }
static inline float c2o_fast_log10f(float x) { return log10f(x); }
static inline float c2o_fast_powf(float x, float y) { return powf(x, y); }
static inline float c2o_fast_fdividef(float x, float y) { return x / y; }
/* __fsqrt_rn: the correctly rounded square root (sqrtf on the host, AMD, GCC). */
static inline float c2o_fsqrt_rn(float x) { return sqrtf(x); }

#if defined(__clang__) && !defined(C2O_ACCURATE_FAST_MATH)

/* ---- NVIDIA: libdevice's fast functions (declared by clang's OpenMP device
 * headers in the NVPTX pass; linked from libdevice.10.bc). */
#pragma omp begin declare variant match(device = {arch(nvptx, nvptx64)}, implementation = {extension(match_any)})
static inline float c2o_fast_sinf(float x) { return __nv_fast_sinf(x); }
static inline float c2o_fast_cosf(float x) { return __nv_fast_cosf(x); }
static inline void c2o_fast_sincosf(float x, float *s, float *c) { __nv_fast_sincosf(x, s, c); }
static inline float c2o_fast_tanf(float x) { return __nv_fast_tanf(x); }
static inline float c2o_fast_expf(float x) { return __nv_fast_expf(x); }
static inline float c2o_fast_exp10f(float x) { return __nv_fast_exp10f(x); }
static inline float c2o_fast_logf(float x) { return __nv_fast_logf(x); }
static inline float c2o_fast_log2f(float x) { return __nv_fast_log2f(x); }
static inline float c2o_fast_log10f(float x) { return __nv_fast_log10f(x); }
static inline float c2o_fast_powf(float x, float y) { return __nv_fast_powf(x, y); }
static inline float c2o_fast_fdividef(float x, float y) { return __nv_fast_fdividef(x, y); }
#pragma omp end declare variant
#endif /* __clang__ && !C2O_ACCURATE_FAST_MATH */

#if defined(__clang__)
/* NVIDIA: sqrt.rn.f32 through libdevice, whatever sqrtf becomes. */
#pragma omp begin declare variant match(device = {arch(nvptx, nvptx64)}, implementation = {extension(match_any)})
static inline float c2o_fsqrt_rn(float x) { return __nv_fsqrt_rn(x); }
#pragma omp end declare variant
#endif

#if defined(__clang__) && !defined(C2O_ACCURATE_FAST_MATH)

/* ---- AMD: the hardware instructions. v_sin_f32 / v_cos_f32 take turns
 * (x / 2pi), reduced to [0, 1) first; v_exp_f32 is 2^x, v_log_f32 log2 x. */
#pragma omp begin declare variant match(device = {arch(amdgcn)})
static inline float c2o_fast_sinf(float x) { return __builtin_amdgcn_sinf(__builtin_amdgcn_fractf(x * 0x1.45f306p-3f)); }
static inline float c2o_fast_cosf(float x) { return __builtin_amdgcn_cosf(__builtin_amdgcn_fractf(x * 0x1.45f306p-3f)); }
static inline void c2o_fast_sincosf(float x, float *s, float *c) {
  const float t = __builtin_amdgcn_fractf(x * 0x1.45f306p-3f);
  *s = __builtin_amdgcn_sinf(t);
  *c = __builtin_amdgcn_cosf(t);
}
static inline float c2o_fast_tanf(float x) {
  const float t = __builtin_amdgcn_fractf(x * 0x1.45f306p-3f);
  return __builtin_amdgcn_sinf(t) * __builtin_amdgcn_rcpf(__builtin_amdgcn_cosf(t));
}
static inline float c2o_fast_expf(float x) { return __builtin_amdgcn_exp2f(x * 0x1.715476p+0f); }
static inline float c2o_fast_exp10f(float x) { return __builtin_amdgcn_exp2f(x * 0x1.a934f0p+1f); }
static inline float c2o_fast_logf(float x) { return __builtin_amdgcn_logf(x) * 0x1.62e430p-1f; }
static inline float c2o_fast_log2f(float x) { return __builtin_amdgcn_logf(x); }
static inline float c2o_fast_log10f(float x) { return __builtin_amdgcn_logf(x) * 0x1.344136p-2f; }
static inline float c2o_fast_powf(float x, float y) { return __builtin_amdgcn_exp2f(y * __builtin_amdgcn_logf(x)); }
static inline float c2o_fast_fdividef(float x, float y) { return x * __builtin_amdgcn_rcpf(y); }
#pragma omp end declare variant

#endif /* __clang__ */

#pragma omp end declare target

#endif /* C2O_FAST_MATH_H */
