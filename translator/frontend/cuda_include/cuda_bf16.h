/*===- cuda_bf16.h - bfloat16 types and functions --------------------------===*
 *
 * Part of cuda2omp's declaration-only CUDA headers (see host_defines.h).
 * The CUDA Math API "Bfloat16 Precision Intrinsics" that
 * omp_runtime_helpers/include/c2o_fp16.h implements under the same names
 * (see cuda_fp16.h, which this header includes as CUDA's does).
 *===----------------------------------------------------------------------===*/
#ifndef C2O_CUDA_BF16_H
#define C2O_CUDA_BF16_H
/* The real header's include guard: programs test it to know the header is in (helper_cuda.h). */
#define __CUDA_BF16_H__

#include "host_defines.h"
#include "vector_types.h"
#include "cuda_fp16.h" /* and CUDART_ONE_BF16 ... with it (c2o_half_names.h) */

/* the raw structs, the classes and the functions, written once for both types */
#define C2O_H __nv_bfloat16
#define C2O_H2 __nv_bfloat162
#define C2O_HR __nv_bfloat16_raw
#define C2O_H2R __nv_bfloat162_raw
#define C2O_HALF_NAME(HALF, BF16) BF16
#include "c2o_half_family.inc"

#ifdef __cplusplus
typedef __nv_bfloat16 nv_bfloat16;
typedef __nv_bfloat162 nv_bfloat162;
#endif /* __cplusplus */

#endif /* C2O_CUDA_BF16_H */
