/*===- math_functions.h - CUDA-specific math functions and intrinsics ------===*
 *
 * Part of cuda2omp's declaration-only CUDA headers (see host_defines.h).
 *
 * The standard C/C++ math functions (expf, sqrtf, fabsf, std::pow, ...) come
 * from <math.h>/<cmath>, made callable from device code by c2o_std_headers.h.
 * This header declares only what CUDA adds: math functions beyond C99, the
 * fast-math and rounding-mode intrinsics, type-casting intrinsics, and the
 * min/max overloads. Signatures follow the CUDA Math API reference.
 *
 * glibc declares some of these names as well (exp10f, sincosf, and __expf,
 * __sinf, ... as internal aliases; newer glibc also sinpif, cospif, rsqrtf).
 * clang cannot overload a __host__ __device__ function with a __device__ one
 * of the same signature, so every function that glibc may also declare is
 * declared here as extern "C" __host__ __device__ with glibc's exception
 * specification: it then is a redeclaration of glibc's function when there is
 * one, and a new function when there is none. A call, in host or device code,
 * refers to this (latest) declaration either way.
 *===----------------------------------------------------------------------===*/
#ifndef C2O_CUDA_MATH_FUNCTIONS_H
#define C2O_CUDA_MATH_FUNCTIONS_H
/* The real header's include guard: programs test it to know the header is in (helper_cuda.h). */
#define __MATH_FUNCTIONS_H__

#include "host_defines.h"

#ifdef C2O_STD_MATH_HOST_ONLY
/* <math.h> was included before the CUDA headers: its functions are host-only
 * and can only be overloaded by __device__ ones (see c2o_std_headers.h). */
#define C2O_MATH_HD extern __device__
#else
#define C2O_MATH_HD extern __host__ __device__
#endif
#define C2O_MATH_D extern __device__

C2O_BEGIN_EXTERN_C

/* ---- math functions beyond C99 (float and double) ---------------------- */
C2O_MATH_HD float rsqrtf(float x) C2O_THROW;
C2O_MATH_HD double rsqrt(double x) C2O_THROW;
C2O_MATH_HD float rcbrtf(float x) C2O_THROW;
C2O_MATH_HD double rcbrt(double x) C2O_THROW;
C2O_MATH_HD float exp10f(float x) C2O_THROW;
C2O_MATH_HD double exp10(double x) C2O_THROW;
C2O_MATH_HD float sinpif(float x) C2O_THROW;
C2O_MATH_HD double sinpi(double x) C2O_THROW;
C2O_MATH_HD float cospif(float x) C2O_THROW;
C2O_MATH_HD double cospi(double x) C2O_THROW;
C2O_MATH_HD float erfinvf(float x) C2O_THROW;
C2O_MATH_HD double erfinv(double x) C2O_THROW;
C2O_MATH_HD float erfcinvf(float x) C2O_THROW;
C2O_MATH_HD double erfcinv(double x) C2O_THROW;
C2O_MATH_HD float erfcxf(float x) C2O_THROW;
C2O_MATH_HD double erfcx(double x) C2O_THROW;
C2O_MATH_HD float normcdff(float x) C2O_THROW;
C2O_MATH_HD double normcdf(double x) C2O_THROW;
C2O_MATH_HD float normcdfinvf(float x) C2O_THROW;
C2O_MATH_HD double normcdfinv(double x) C2O_THROW;
C2O_MATH_HD float cyl_bessel_i0f(float x) C2O_THROW;
C2O_MATH_HD double cyl_bessel_i0(double x) C2O_THROW;
C2O_MATH_HD float cyl_bessel_i1f(float x) C2O_THROW;
C2O_MATH_HD double cyl_bessel_i1(double x) C2O_THROW;
C2O_MATH_HD void sincosf(float x, float *sptr, float *cptr) C2O_THROW;
C2O_MATH_HD void sincos(double x, double *sptr, double *cptr) C2O_THROW;
C2O_MATH_HD void sincospif(float x, float *sptr, float *cptr) C2O_THROW;
C2O_MATH_HD void sincospi(double x, double *sptr, double *cptr) C2O_THROW;
C2O_MATH_HD float rhypotf(float x, float y) C2O_THROW;
C2O_MATH_HD double rhypot(double x, double y) C2O_THROW;
C2O_MATH_HD float norm3df(float a, float b, float c) C2O_THROW;
C2O_MATH_HD double norm3d(double a, double b, double c) C2O_THROW;
C2O_MATH_HD float rnorm3df(float a, float b, float c) C2O_THROW;
C2O_MATH_HD double rnorm3d(double a, double b, double c) C2O_THROW;
C2O_MATH_HD float norm4df(float a, float b, float c, float d) C2O_THROW;
C2O_MATH_HD double norm4d(double a, double b, double c, double d) C2O_THROW;
C2O_MATH_HD float rnorm4df(float a, float b, float c, float d) C2O_THROW;
C2O_MATH_HD double rnorm4d(double a, double b, double c, double d) C2O_THROW;
C2O_MATH_HD float normf(int dim, const float *p) C2O_THROW;
C2O_MATH_HD float rnormf(int dim, const float *p) C2O_THROW;
C2O_MATH_HD double rnorm(int dim, const double *p) C2O_THROW;
C2O_MATH_HD float fdividef(float x, float y) C2O_THROW;

/* ---- unsigned and 64-bit min/max (the overloaded min/max are below) -- */
C2O_MATH_HD unsigned int umin(unsigned int x, unsigned int y) C2O_THROW;
C2O_MATH_HD unsigned int umax(unsigned int x, unsigned int y) C2O_THROW;
C2O_MATH_HD long long int llmin(long long int x, long long int y) C2O_THROW;
C2O_MATH_HD long long int llmax(long long int x, long long int y) C2O_THROW;
C2O_MATH_HD unsigned long long int ullmin(unsigned long long int x, unsigned long long int y) C2O_THROW;
C2O_MATH_HD unsigned long long int ullmax(unsigned long long int x, unsigned long long int y) C2O_THROW;

/* ---- fast-math intrinsics that glibc also declares (see above) -------- */
C2O_MATH_HD float __expf(float x) C2O_THROW;
C2O_MATH_HD float __exp10f(float x) C2O_THROW;
C2O_MATH_HD float __logf(float x) C2O_THROW;
C2O_MATH_HD float __log2f(float x) C2O_THROW;
C2O_MATH_HD float __log10f(float x) C2O_THROW;
C2O_MATH_HD float __sinf(float x) C2O_THROW;
C2O_MATH_HD float __cosf(float x) C2O_THROW;
C2O_MATH_HD float __tanf(float x) C2O_THROW;
C2O_MATH_HD float __powf(float x, float y) C2O_THROW;
C2O_MATH_HD void __sincosf(float x, float *sptr, float *cptr) C2O_THROW;

/* ---- single-precision intrinsics ------------------------------------- */
C2O_MATH_D float __fdividef(float x, float y);
C2O_MATH_D float __saturatef(float x);
C2O_MATH_D float __frsqrt_rn(float x);
C2O_MATH_D float __fadd_rd(float x, float y);
C2O_MATH_D float __fsub_rd(float x, float y);
C2O_MATH_D float __fmul_rd(float x, float y);
C2O_MATH_D float __fdiv_rd(float x, float y);
C2O_MATH_D float __fmaf_rd(float x, float y, float z);
C2O_MATH_D float __frcp_rd(float x);
C2O_MATH_D float __fsqrt_rd(float x);
C2O_MATH_D float __fadd_rn(float x, float y);
C2O_MATH_D float __fsub_rn(float x, float y);
C2O_MATH_D float __fmul_rn(float x, float y);
C2O_MATH_D float __fdiv_rn(float x, float y);
C2O_MATH_D float __fmaf_rn(float x, float y, float z);
C2O_MATH_D float __frcp_rn(float x);
C2O_MATH_D float __fsqrt_rn(float x);
C2O_MATH_D float __fadd_ru(float x, float y);
C2O_MATH_D float __fsub_ru(float x, float y);
C2O_MATH_D float __fmul_ru(float x, float y);
C2O_MATH_D float __fdiv_ru(float x, float y);
C2O_MATH_D float __fmaf_ru(float x, float y, float z);
C2O_MATH_D float __frcp_ru(float x);
C2O_MATH_D float __fsqrt_ru(float x);
C2O_MATH_D float __fadd_rz(float x, float y);
C2O_MATH_D float __fsub_rz(float x, float y);
C2O_MATH_D float __fmul_rz(float x, float y);
C2O_MATH_D float __fdiv_rz(float x, float y);
C2O_MATH_D float __fmaf_rz(float x, float y, float z);
C2O_MATH_D float __frcp_rz(float x);
C2O_MATH_D float __fsqrt_rz(float x);

/* ---- double-precision intrinsics ------------------------------------- */
C2O_MATH_D double __dadd_rd(double x, double y);
C2O_MATH_D double __dsub_rd(double x, double y);
C2O_MATH_D double __dmul_rd(double x, double y);
C2O_MATH_D double __ddiv_rd(double x, double y);
C2O_MATH_D double __fma_rd(double x, double y, double z);
C2O_MATH_D double __drcp_rd(double x);
C2O_MATH_D double __dsqrt_rd(double x);
C2O_MATH_D double __dadd_rn(double x, double y);
C2O_MATH_D double __dsub_rn(double x, double y);
C2O_MATH_D double __dmul_rn(double x, double y);
C2O_MATH_D double __ddiv_rn(double x, double y);
C2O_MATH_D double __fma_rn(double x, double y, double z);
C2O_MATH_D double __drcp_rn(double x);
C2O_MATH_D double __dsqrt_rn(double x);
C2O_MATH_D double __dadd_ru(double x, double y);
C2O_MATH_D double __dsub_ru(double x, double y);
C2O_MATH_D double __dmul_ru(double x, double y);
C2O_MATH_D double __ddiv_ru(double x, double y);
C2O_MATH_D double __fma_ru(double x, double y, double z);
C2O_MATH_D double __drcp_ru(double x);
C2O_MATH_D double __dsqrt_ru(double x);
C2O_MATH_D double __dadd_rz(double x, double y);
C2O_MATH_D double __dsub_rz(double x, double y);
C2O_MATH_D double __dmul_rz(double x, double y);
C2O_MATH_D double __ddiv_rz(double x, double y);
C2O_MATH_D double __fma_rz(double x, double y, double z);
C2O_MATH_D double __drcp_rz(double x);
C2O_MATH_D double __dsqrt_rz(double x);

/* ---- type-conversion intrinsics -------------------------------------- */
C2O_MATH_D int __float2int_rd(float x);
C2O_MATH_D int __float2int_rn(float x);
C2O_MATH_D int __float2int_ru(float x);
C2O_MATH_D int __float2int_rz(float x);
C2O_MATH_D unsigned int __float2uint_rd(float x);
C2O_MATH_D unsigned int __float2uint_rn(float x);
C2O_MATH_D unsigned int __float2uint_ru(float x);
C2O_MATH_D unsigned int __float2uint_rz(float x);
C2O_MATH_D long long int __float2ll_rd(float x);
C2O_MATH_D long long int __float2ll_rn(float x);
C2O_MATH_D long long int __float2ll_ru(float x);
C2O_MATH_D long long int __float2ll_rz(float x);
C2O_MATH_D unsigned long long int __float2ull_rd(float x);
C2O_MATH_D unsigned long long int __float2ull_rn(float x);
C2O_MATH_D unsigned long long int __float2ull_ru(float x);
C2O_MATH_D unsigned long long int __float2ull_rz(float x);
C2O_MATH_D int __double2int_rd(double x);
C2O_MATH_D int __double2int_rn(double x);
C2O_MATH_D int __double2int_ru(double x);
C2O_MATH_D int __double2int_rz(double x);
C2O_MATH_D unsigned int __double2uint_rd(double x);
C2O_MATH_D unsigned int __double2uint_rn(double x);
C2O_MATH_D unsigned int __double2uint_ru(double x);
C2O_MATH_D unsigned int __double2uint_rz(double x);
C2O_MATH_D long long int __double2ll_rd(double x);
C2O_MATH_D long long int __double2ll_rn(double x);
C2O_MATH_D long long int __double2ll_ru(double x);
C2O_MATH_D long long int __double2ll_rz(double x);
C2O_MATH_D unsigned long long int __double2ull_rd(double x);
C2O_MATH_D unsigned long long int __double2ull_rn(double x);
C2O_MATH_D unsigned long long int __double2ull_ru(double x);
C2O_MATH_D unsigned long long int __double2ull_rz(double x);
C2O_MATH_D float __double2float_rd(double x);
C2O_MATH_D float __double2float_rn(double x);
C2O_MATH_D float __double2float_ru(double x);
C2O_MATH_D float __double2float_rz(double x);
C2O_MATH_D float __int2float_rd(int x);
C2O_MATH_D float __int2float_rn(int x);
C2O_MATH_D float __int2float_ru(int x);
C2O_MATH_D float __int2float_rz(int x);
C2O_MATH_D float __uint2float_rd(unsigned int x);
C2O_MATH_D float __uint2float_rn(unsigned int x);
C2O_MATH_D float __uint2float_ru(unsigned int x);
C2O_MATH_D float __uint2float_rz(unsigned int x);
C2O_MATH_D float __ll2float_rd(long long int x);
C2O_MATH_D float __ll2float_rn(long long int x);
C2O_MATH_D float __ll2float_ru(long long int x);
C2O_MATH_D float __ll2float_rz(long long int x);
C2O_MATH_D float __ull2float_rd(unsigned long long int x);
C2O_MATH_D float __ull2float_rn(unsigned long long int x);
C2O_MATH_D float __ull2float_ru(unsigned long long int x);
C2O_MATH_D float __ull2float_rz(unsigned long long int x);
C2O_MATH_D double __int2double_rn(int x);
C2O_MATH_D double __uint2double_rn(unsigned int x);
C2O_MATH_D double __ll2double_rd(long long int x);
C2O_MATH_D double __ll2double_rn(long long int x);
C2O_MATH_D double __ll2double_ru(long long int x);
C2O_MATH_D double __ll2double_rz(long long int x);
C2O_MATH_D double __ull2double_rd(unsigned long long int x);
C2O_MATH_D double __ull2double_rn(unsigned long long int x);
C2O_MATH_D double __ull2double_ru(unsigned long long int x);
C2O_MATH_D double __ull2double_rz(unsigned long long int x);
C2O_MATH_D int __double2hiint(double x);
C2O_MATH_D int __double2loint(double x);
C2O_MATH_D double __hiloint2double(int hi, int lo);

/* ---- reinterpretation ------------------------------------------------ */
C2O_MATH_D int __float_as_int(float x);
C2O_MATH_D float __int_as_float(int x);
C2O_MATH_D unsigned int __float_as_uint(float x);
C2O_MATH_D float __uint_as_float(unsigned int x);
C2O_MATH_D long long int __double_as_longlong(double x);
C2O_MATH_D double __longlong_as_double(long long int x);

C2O_END_EXTERN_C

#ifdef __cplusplus
/* ---- overloaded min/max (C++), as CUDA declares them ----------------- */
__host__ __device__ int min(int a, int b);
__host__ __device__ unsigned int min(unsigned int a, unsigned int b);
__host__ __device__ unsigned int min(int a, unsigned int b);
__host__ __device__ unsigned int min(unsigned int a, int b);
__host__ __device__ long int min(long int a, long int b);
__host__ __device__ unsigned long int min(unsigned long int a, unsigned long int b);
__host__ __device__ unsigned long int min(long int a, unsigned long int b);
__host__ __device__ unsigned long int min(unsigned long int a, long int b);
__host__ __device__ long long int min(long long int a, long long int b);
__host__ __device__ unsigned long long int min(unsigned long long int a, unsigned long long int b);
__host__ __device__ unsigned long long int min(long long int a, unsigned long long int b);
__host__ __device__ unsigned long long int min(unsigned long long int a, long long int b);
__host__ __device__ float min(float a, float b);
__host__ __device__ double min(double a, double b);
__host__ __device__ double min(float a, double b);
__host__ __device__ double min(double a, float b);
__host__ __device__ int max(int a, int b);
__host__ __device__ unsigned int max(unsigned int a, unsigned int b);
__host__ __device__ unsigned int max(int a, unsigned int b);
__host__ __device__ unsigned int max(unsigned int a, int b);
__host__ __device__ long int max(long int a, long int b);
__host__ __device__ unsigned long int max(unsigned long int a, unsigned long int b);
__host__ __device__ unsigned long int max(long int a, unsigned long int b);
__host__ __device__ unsigned long int max(unsigned long int a, long int b);
__host__ __device__ long long int max(long long int a, long long int b);
__host__ __device__ unsigned long long int max(unsigned long long int a, unsigned long long int b);
__host__ __device__ unsigned long long int max(long long int a, unsigned long long int b);
__host__ __device__ unsigned long long int max(unsigned long long int a, long long int b);
__host__ __device__ float max(float a, float b);
__host__ __device__ double max(double a, double b);
__host__ __device__ double max(float a, double b);
__host__ __device__ double max(double a, float b);
#endif /* __cplusplus */

#endif /* C2O_CUDA_MATH_FUNCTIONS_H */
