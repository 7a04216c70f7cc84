/* c2o_fp8_types.h - cuda_fp8.h's storage types and its two enumerations
 * (__nv_saturation_t, __nv_fp8_interpretation_t), with CUDA's values: the one
 * definition that the helpers (c2o_fp8.h) and the translator's bundled parse
 * header (cuda_include/cuda_fp8.h, as ../helpers/c2o_fp8_types.h) both
 * include. C and C++. */
#ifndef C2O_FP8_TYPES_H
#define C2O_FP8_TYPES_H

typedef unsigned char __nv_fp8_storage_t;
typedef unsigned short int __nv_fp8x2_storage_t;
typedef unsigned int __nv_fp8x4_storage_t;
typedef enum __nv_saturation_t { __NV_NOSAT, __NV_SATFINITE } __nv_saturation_t;
typedef enum __nv_fp8_interpretation_t { __NV_E4M3, __NV_E5M2 } __nv_fp8_interpretation_t;

#endif /* C2O_FP8_TYPES_H */
