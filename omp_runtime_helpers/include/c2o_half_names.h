/* c2o_half_names.h - CUDA's half and bfloat16 constants (CUDART_ONE_FP16 ...,
 * CUDART_ONE_BF16 ...) and the other names of __half and __half2 (half,
 * half2, __nv_half ...): the one definition that the helpers (c2o_fp16.h)
 * and the translator's bundled parse header (cuda_include/cuda_fp16.h, as
 * ../helpers/c2o_half_names.h) both include, after __half and __half2 are
 * defined. C++. */
#ifndef C2O_HALF_NAMES_H
#define C2O_HALF_NAMES_H

#define CUDART_ONE_FP16 __ushort_as_half((unsigned short)0x3C00U)
#define CUDART_ZERO_FP16 __ushort_as_half((unsigned short)0x0000U)
#define CUDART_INF_FP16 __ushort_as_half((unsigned short)0x7C00U)
#define CUDART_NAN_FP16 __ushort_as_half((unsigned short)0x7FFFU)
#define CUDART_MAX_NORMAL_FP16 __ushort_as_half((unsigned short)0x7BFFU)
#define CUDART_MIN_DENORM_FP16 __ushort_as_half((unsigned short)0x0001U)
#define CUDART_ONE_BF16 __ushort_as_bfloat16((unsigned short)0x3F80U)
#define CUDART_ZERO_BF16 __ushort_as_bfloat16((unsigned short)0x0000U)
#define CUDART_INF_BF16 __ushort_as_bfloat16((unsigned short)0x7F80U)
#define CUDART_NAN_BF16 __ushort_as_bfloat16((unsigned short)0x7FFFU)
#define CUDART_MAX_NORMAL_BF16 __ushort_as_bfloat16((unsigned short)0x7F7FU)
#define CUDART_MIN_DENORM_BF16 __ushort_as_bfloat16((unsigned short)0x0001U)

#ifdef __cplusplus
typedef __half half;
typedef __half2 half2;
typedef __half __nv_half;
typedef __half2 __nv_half2;
typedef __half_raw __nv_half_raw;
typedef __half2_raw __nv_half2_raw;
#endif /* __cplusplus */

#endif /* C2O_HALF_NAMES_H */
