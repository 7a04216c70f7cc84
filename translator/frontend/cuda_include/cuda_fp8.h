/*===- cuda_fp8.h - 8-bit floating-point types and conversions -------------===*
 *
 * Part of cuda2omp's declaration-only CUDA headers (see host_defines.h). The
 * e4m3 and e5m2 types and conversions that
 * omp_runtime_helpers/include/c2o_fp8.h implements under the same names.
 *===----------------------------------------------------------------------===*/
#ifndef C2O_CUDA_FP8_H
#define C2O_CUDA_FP8_H
/* The real header's include guard: programs test it to know the header is in (helper_cuda.h). */
#define __CUDA_FP8_H__

#include "host_defines.h"
#include "vector_types.h"
#include "cuda_fp16.h"
#include "cuda_bf16.h"

/* the storage types and enumerations: defined once, with the helpers */
#if __has_include("../helpers/c2o_fp8_types.h")
#include "../helpers/c2o_fp8_types.h"
#else
#include "../../../omp_runtime_helpers/include/c2o_fp8_types.h"
#endif

__host__ __device__ __nv_fp8_storage_t __nv_cvt_double_to_fp8(const double x, const __nv_saturation_t saturate, const __nv_fp8_interpretation_t fp8_interpretation);
__host__ __device__ __nv_fp8x2_storage_t __nv_cvt_double2_to_fp8x2(const double2 x, const __nv_saturation_t saturate, const __nv_fp8_interpretation_t fp8_interpretation);
__host__ __device__ __nv_fp8_storage_t __nv_cvt_float_to_fp8(const float x, const __nv_saturation_t saturate, const __nv_fp8_interpretation_t fp8_interpretation);
__host__ __device__ __nv_fp8x2_storage_t __nv_cvt_float2_to_fp8x2(const float2 x, const __nv_saturation_t saturate, const __nv_fp8_interpretation_t fp8_interpretation);
__host__ __device__ __nv_fp8_storage_t __nv_cvt_halfraw_to_fp8(const __half_raw x, const __nv_saturation_t saturate, const __nv_fp8_interpretation_t fp8_interpretation);
__host__ __device__ __nv_fp8x2_storage_t __nv_cvt_halfraw2_to_fp8x2(const __half2_raw x, const __nv_saturation_t saturate, const __nv_fp8_interpretation_t fp8_interpretation);
__host__ __device__ __nv_fp8_storage_t __nv_cvt_bfloat16raw_to_fp8(const __nv_bfloat16_raw x, const __nv_saturation_t saturate, const __nv_fp8_interpretation_t fp8_interpretation);
__host__ __device__ __nv_fp8x2_storage_t __nv_cvt_bfloat16raw2_to_fp8x2(const __nv_bfloat162_raw x, const __nv_saturation_t saturate, const __nv_fp8_interpretation_t fp8_interpretation);
__host__ __device__ __half_raw __nv_cvt_fp8_to_halfraw(const __nv_fp8_storage_t x, const __nv_fp8_interpretation_t fp8_interpretation);
__host__ __device__ __half2_raw __nv_cvt_fp8x2_to_halfraw2(const __nv_fp8x2_storage_t x, const __nv_fp8_interpretation_t fp8_interpretation);

#ifdef __cplusplus
#define C2O_FP8_CLASS(T)                                                       \
  struct __align__(1) T {                                                      \
    __nv_fp8_storage_t __x;                                                    \
    T() = default;                                                             \
    explicit __host__ __device__ T(const float f);                            \
    explicit __host__ __device__ T(const double f);                           \
    explicit __host__ __device__ T(const __half f);                           \
    explicit __host__ __device__ T(const __nv_bfloat16 f);                    \
    explicit __host__ __device__ T(const int v);                              \
    explicit __host__ __device__ T(const unsigned int v);                     \
    explicit __host__ __device__ T(const long v);                             \
    explicit __host__ __device__ T(const unsigned long v);                    \
    explicit __host__ __device__ T(const long long v);                        \
    explicit __host__ __device__ T(const unsigned long long v);               \
    explicit __host__ __device__ T(const short v);                            \
    explicit __host__ __device__ T(const unsigned short v);                   \
    explicit __host__ __device__ operator float() const;                      \
    explicit __host__ __device__ operator double() const;                     \
    explicit __host__ __device__ operator __half() const;                     \
    explicit __host__ __device__ operator __nv_bfloat16() const;              \
    explicit __host__ __device__ operator int() const;                        \
    explicit __host__ __device__ operator unsigned int() const;               \
    explicit __host__ __device__ operator long long() const;                  \
    explicit __host__ __device__ operator short() const;                      \
    explicit __host__ __device__ operator bool() const;                       \
  };
#define C2O_FP8X2_CLASS(T)                                                     \
  struct __align__(2) T {                                                      \
    __nv_fp8x2_storage_t __x;                                                  \
    T() = default;                                                             \
    explicit __host__ __device__ T(const float2 f);                           \
    explicit __host__ __device__ T(const double2 f);                          \
    explicit __host__ __device__ T(const __half2 f);                          \
    explicit __host__ __device__ T(const __nv_bfloat162 f);                   \
    explicit __host__ __device__ operator float2() const;                     \
    explicit __host__ __device__ operator __half2() const;                    \
  };
#define C2O_FP8X4_CLASS(T)                                                     \
  struct __align__(4) T {                                                      \
    __nv_fp8x4_storage_t __x;                                                  \
    T() = default;                                                             \
    explicit __host__ __device__ T(const float4 f);                           \
    explicit __host__ __device__ T(const double4 f);                          \
    explicit __host__ __device__ T(const __half2 flo, const __half2 fhi);     \
    explicit __host__ __device__ T(const __nv_bfloat162 flo, const __nv_bfloat162 fhi); \
    explicit __host__ __device__ operator float4() const;                     \
  };
C2O_FP8_CLASS(__nv_fp8_e4m3)
C2O_FP8_CLASS(__nv_fp8_e5m2)
C2O_FP8X2_CLASS(__nv_fp8x2_e4m3)
C2O_FP8X2_CLASS(__nv_fp8x2_e5m2)
C2O_FP8X4_CLASS(__nv_fp8x4_e4m3)
C2O_FP8X4_CLASS(__nv_fp8x4_e5m2)
#undef C2O_FP8_CLASS
#undef C2O_FP8X2_CLASS
#undef C2O_FP8X4_CLASS
#endif /* __cplusplus */

#endif /* C2O_CUDA_FP8_H */
