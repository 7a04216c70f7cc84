/*===- cuda_fp16.h - half-precision types and functions -------------------===*
 *
 * Part of cuda2omp's declaration-only CUDA headers (see host_defines.h).
 * The CUDA Math API "Half Precision Intrinsics" that
 * omp_runtime_helpers/include/c2o_fp16.h implements under the same names:
 * the types with CUDA's constructors and conversions, conversions in every
 * rounding mode, arithmetic, comparisons, math, the operators; plus warp
 * shuffles, cache loads and atomicAdd. Each function is declared
 * __host__ __device__ (CUDA makes some device-only).
 *===----------------------------------------------------------------------===*/
#ifndef C2O_CUDA_FP16_H
#define C2O_CUDA_FP16_H
/* The real header's include guard: programs test it to know the header is in (helper_cuda.h). */
#define __CUDA_FP16_H__

#include "host_defines.h"
#include "vector_types.h"

#ifdef __cplusplus
/* The assignment from the raw type is a template that accepts only that type:
 * `h = {x, y}` with float x, y then means the pair constructor, as nvcc (with
 * GCC's treatment of the narrowing aggregate initialisation) takes it, instead
 * of an ambiguity between it and the raw struct. */
template <class R, class H> struct c2o_raw_assign {};
#endif /* __cplusplus */

/* the raw structs, the classes and the functions, written once for both types */
#define C2O_H __half
#define C2O_H2 __half2
#define C2O_HR __half_raw
#define C2O_H2R __half2_raw
#define C2O_HALF_NAME(HALF, BF16) HALF
#include "c2o_half_family.inc"

/* the constants and the other names of __half, __half2: defined once, with the helpers */
#if __has_include("../helpers/c2o_half_names.h")
#include "../helpers/c2o_half_names.h"
#else
#include "../../../omp_runtime_helpers/include/c2o_half_names.h"
#endif

#endif /* C2O_CUDA_FP16_H */
