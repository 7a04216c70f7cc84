/*===- cuda_bf16.h - minimal bfloat16 types and functions -----------------===*
 *
 * Part of cuda2omp's declaration-only CUDA headers (see host_defines.h).
 * A subset of the CUDA Math API "Bfloat16 Precision Intrinsics".
 *===----------------------------------------------------------------------===*/
#ifndef C2O_CUDA_BF16_H
#define C2O_CUDA_BF16_H

#include "host_defines.h"
#include "vector_types.h"

typedef struct __nv_bfloat16_raw {
  unsigned short x;
} __nv_bfloat16_raw;

typedef struct __nv_bfloat162_raw {
  unsigned short x;
  unsigned short y;
} __nv_bfloat162_raw;

#ifdef __cplusplus
struct __align__(2) __nv_bfloat16 {
  __nv_bfloat16() = default;
  __host__ __device__ __nv_bfloat16(const __nv_bfloat16_raw &hr);
  __host__ __device__ __nv_bfloat16 &operator=(const __nv_bfloat16_raw &hr);
  __host__ __device__ operator __nv_bfloat16_raw() const;
  __host__ __device__ __nv_bfloat16(float f);
  __host__ __device__ __nv_bfloat16(double f);
  __host__ __device__ __nv_bfloat16(short val);
  __host__ __device__ __nv_bfloat16(unsigned short val);
  __host__ __device__ __nv_bfloat16(int val);
  __host__ __device__ __nv_bfloat16(unsigned int val);
  __host__ __device__ __nv_bfloat16(long long val);
  __host__ __device__ __nv_bfloat16(unsigned long long val);
  __host__ __device__ __nv_bfloat16 &operator=(float f);
  __host__ __device__ __nv_bfloat16 &operator=(double f);
  __host__ __device__ operator float() const;

protected:
  unsigned short __x;
};

struct __align__(4) __nv_bfloat162 {
  __nv_bfloat16 x;
  __nv_bfloat16 y;
  __nv_bfloat162() = default;
  __host__ __device__ __nv_bfloat162(const __nv_bfloat16 &a, const __nv_bfloat16 &b) : x(a), y(b) {}
  __host__ __device__ __nv_bfloat162(const __nv_bfloat162_raw &h2r);
  __host__ __device__ __nv_bfloat162 &operator=(const __nv_bfloat162_raw &h2r);
  __host__ __device__ operator __nv_bfloat162_raw() const;
};

typedef __nv_bfloat16 nv_bfloat16;
typedef __nv_bfloat162 nv_bfloat162;

/* ---- conversions ------------------------------------------------------ */
__host__ __device__ __nv_bfloat16 __float2bfloat16(const float a);
__host__ __device__ __nv_bfloat16 __float2bfloat16_rn(const float a);
__host__ __device__ __nv_bfloat16 __float2bfloat16_rz(const float a);
__host__ __device__ __nv_bfloat16 __float2bfloat16_rd(const float a);
__host__ __device__ __nv_bfloat16 __float2bfloat16_ru(const float a);
__host__ __device__ float __bfloat162float(const __nv_bfloat16 a);
__host__ __device__ __nv_bfloat16 __double2bfloat16(const double a);
__host__ __device__ __nv_bfloat162 __float2bfloat162_rn(const float a);
__host__ __device__ __nv_bfloat162 __floats2bfloat162_rn(const float a, const float b);
__host__ __device__ __nv_bfloat162 __float22bfloat162_rn(const float2 a);
__host__ __device__ float2 __bfloat1622float2(const __nv_bfloat162 a);
__host__ __device__ float __low2float(const __nv_bfloat162 a);
__host__ __device__ float __high2float(const __nv_bfloat162 a);
__host__ __device__ __nv_bfloat162 __halves2bfloat162(const __nv_bfloat16 a, const __nv_bfloat16 b);
__host__ __device__ __nv_bfloat162 __bfloat162bfloat162(const __nv_bfloat16 a);
__host__ __device__ short int __bfloat16_as_short(const __nv_bfloat16 h);
__host__ __device__ unsigned short int __bfloat16_as_ushort(const __nv_bfloat16 h);
__host__ __device__ __nv_bfloat16 __short_as_bfloat16(const short int i);
__host__ __device__ __nv_bfloat16 __ushort_as_bfloat16(const unsigned short int i);

/* ---- arithmetic, comparisons, math ----------------------------------- */
__device__ __nv_bfloat16 __hadd(const __nv_bfloat16 a, const __nv_bfloat16 b);
__device__ __nv_bfloat16 __hsub(const __nv_bfloat16 a, const __nv_bfloat16 b);
__device__ __nv_bfloat16 __hmul(const __nv_bfloat16 a, const __nv_bfloat16 b);
__device__ __nv_bfloat16 __hdiv(const __nv_bfloat16 a, const __nv_bfloat16 b);
__device__ __nv_bfloat16 __hmax(const __nv_bfloat16 a, const __nv_bfloat16 b);
__device__ __nv_bfloat16 __hmin(const __nv_bfloat16 a, const __nv_bfloat16 b);
__device__ __nv_bfloat16 __hfma(const __nv_bfloat16 a, const __nv_bfloat16 b, const __nv_bfloat16 c);
__device__ __nv_bfloat16 __hneg(const __nv_bfloat16 a);
__device__ __nv_bfloat16 __habs(const __nv_bfloat16 a);
__device__ __nv_bfloat162 __hadd2(const __nv_bfloat162 a, const __nv_bfloat162 b);
__device__ __nv_bfloat162 __hsub2(const __nv_bfloat162 a, const __nv_bfloat162 b);
__device__ __nv_bfloat162 __hmul2(const __nv_bfloat162 a, const __nv_bfloat162 b);
__device__ __nv_bfloat162 __h2div(const __nv_bfloat162 a, const __nv_bfloat162 b);
__device__ __nv_bfloat162 __hmax2(const __nv_bfloat162 a, const __nv_bfloat162 b);
__device__ __nv_bfloat162 __hmin2(const __nv_bfloat162 a, const __nv_bfloat162 b);
__device__ __nv_bfloat162 __hfma2(const __nv_bfloat162 a, const __nv_bfloat162 b, const __nv_bfloat162 c);
__device__ bool __heq(const __nv_bfloat16 a, const __nv_bfloat16 b);
__device__ bool __hne(const __nv_bfloat16 a, const __nv_bfloat16 b);
__device__ bool __hlt(const __nv_bfloat16 a, const __nv_bfloat16 b);
__device__ bool __hle(const __nv_bfloat16 a, const __nv_bfloat16 b);
__device__ bool __hgt(const __nv_bfloat16 a, const __nv_bfloat16 b);
__device__ bool __hge(const __nv_bfloat16 a, const __nv_bfloat16 b);
__device__ bool __hisnan(const __nv_bfloat16 a);
__device__ __nv_bfloat16 hsqrt(const __nv_bfloat16 a);
__device__ __nv_bfloat16 hrsqrt(const __nv_bfloat16 a);
__device__ __nv_bfloat16 hexp(const __nv_bfloat16 a);
__device__ __nv_bfloat16 hlog(const __nv_bfloat16 a);
__device__ __nv_bfloat16 hsin(const __nv_bfloat16 a);
__device__ __nv_bfloat16 hcos(const __nv_bfloat16 a);

/* ---- operators -------------------------------------------------------- */
__host__ __device__ __nv_bfloat16 operator+(const __nv_bfloat16 &lh, const __nv_bfloat16 &rh);
__host__ __device__ __nv_bfloat16 &operator+=(__nv_bfloat16 &lh, const __nv_bfloat16 &rh);
__host__ __device__ __nv_bfloat16 operator-(const __nv_bfloat16 &lh, const __nv_bfloat16 &rh);
__host__ __device__ __nv_bfloat16 &operator-=(__nv_bfloat16 &lh, const __nv_bfloat16 &rh);
__host__ __device__ __nv_bfloat16 operator*(const __nv_bfloat16 &lh, const __nv_bfloat16 &rh);
__host__ __device__ __nv_bfloat16 &operator*=(__nv_bfloat16 &lh, const __nv_bfloat16 &rh);
__host__ __device__ __nv_bfloat16 operator/(const __nv_bfloat16 &lh, const __nv_bfloat16 &rh);
__host__ __device__ __nv_bfloat16 &operator/=(__nv_bfloat16 &lh, const __nv_bfloat16 &rh);
__host__ __device__ __nv_bfloat16 operator-(const __nv_bfloat16 &h);
__host__ __device__ bool operator==(const __nv_bfloat16 &lh, const __nv_bfloat16 &rh);
__host__ __device__ bool operator!=(const __nv_bfloat16 &lh, const __nv_bfloat16 &rh);
__host__ __device__ bool operator<(const __nv_bfloat16 &lh, const __nv_bfloat16 &rh);
__host__ __device__ bool operator>(const __nv_bfloat16 &lh, const __nv_bfloat16 &rh);
__host__ __device__ bool operator<=(const __nv_bfloat16 &lh, const __nv_bfloat16 &rh);
__host__ __device__ bool operator>=(const __nv_bfloat16 &lh, const __nv_bfloat16 &rh);
__host__ __device__ __nv_bfloat162 operator+(const __nv_bfloat162 &lh, const __nv_bfloat162 &rh);
__host__ __device__ __nv_bfloat162 &operator+=(__nv_bfloat162 &lh, const __nv_bfloat162 &rh);
__host__ __device__ __nv_bfloat162 operator-(const __nv_bfloat162 &lh, const __nv_bfloat162 &rh);
__host__ __device__ __nv_bfloat162 &operator-=(__nv_bfloat162 &lh, const __nv_bfloat162 &rh);
__host__ __device__ __nv_bfloat162 operator*(const __nv_bfloat162 &lh, const __nv_bfloat162 &rh);
__host__ __device__ __nv_bfloat162 &operator*=(__nv_bfloat162 &lh, const __nv_bfloat162 &rh);
__host__ __device__ __nv_bfloat162 operator/(const __nv_bfloat162 &lh, const __nv_bfloat162 &rh);
__host__ __device__ __nv_bfloat162 &operator/=(__nv_bfloat162 &lh, const __nv_bfloat162 &rh);
__host__ __device__ __nv_bfloat162 operator-(const __nv_bfloat162 &h);
__host__ __device__ bool operator==(const __nv_bfloat162 &lh, const __nv_bfloat162 &rh);
__host__ __device__ bool operator!=(const __nv_bfloat162 &lh, const __nv_bfloat162 &rh);
__host__ __device__ bool operator<(const __nv_bfloat162 &lh, const __nv_bfloat162 &rh);
__host__ __device__ bool operator>(const __nv_bfloat162 &lh, const __nv_bfloat162 &rh);
__host__ __device__ bool operator<=(const __nv_bfloat162 &lh, const __nv_bfloat162 &rh);
__host__ __device__ bool operator>=(const __nv_bfloat162 &lh, const __nv_bfloat162 &rh);

/* ---- warp shuffles, loads and atomics --------------------------------- */
__device__ __nv_bfloat16 __shfl_sync(unsigned int mask, __nv_bfloat16 var, int srcLane, int width = 32);
__device__ __nv_bfloat16 __shfl_down_sync(unsigned int mask, __nv_bfloat16 var, unsigned int delta, int width = 32);
__device__ __nv_bfloat16 __shfl_xor_sync(unsigned int mask, __nv_bfloat16 var, int laneMask, int width = 32);
__device__ __nv_bfloat16 __ldg(const __nv_bfloat16 *ptr);
__device__ __nv_bfloat16 atomicAdd(__nv_bfloat16 *address, __nv_bfloat16 val);
__device__ __nv_bfloat162 __shfl_sync(unsigned int mask, __nv_bfloat162 var, int srcLane, int width = 32);
__device__ __nv_bfloat162 __shfl_down_sync(unsigned int mask, __nv_bfloat162 var, unsigned int delta, int width = 32);
__device__ __nv_bfloat162 __shfl_xor_sync(unsigned int mask, __nv_bfloat162 var, int laneMask, int width = 32);
__device__ __nv_bfloat162 __ldg(const __nv_bfloat162 *ptr);
__device__ __nv_bfloat162 atomicAdd(__nv_bfloat162 *address, __nv_bfloat162 val);
#endif /* __cplusplus */

#endif /* C2O_CUDA_BF16_H */
