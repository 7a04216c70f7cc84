/*===- math_constants.h - CUDART_* math constants --------------------------===*
 *
 * Part of cuda2omp's declaration-only CUDA headers (see host_defines.h). The
 * constants themselves are defined once, in the helpers' c2o_math_constants.h
 * (which the translation includes instead, and whose values
 * tests/unit/helpers/math_constants_check.cpp compares with the SDK's). The
 * tool finds it beside this folder (share/cuda2omp/helpers, in the build and
 * once installed), the header checks in the source tree.
 *===----------------------------------------------------------------------===*/
#ifndef C2O_CUDA_MATH_CONSTANTS_H
#define C2O_CUDA_MATH_CONSTANTS_H
/* The real header's include guard: programs test it to know the header is in (helper_cuda.h). */
#define __MATH_CONSTANTS_H__

#if __has_include("../helpers/c2o_math_constants.h")
#include "../helpers/c2o_math_constants.h"
#else
#include "../../../omp_runtime_helpers/include/c2o_math_constants.h"
#endif

#endif /* C2O_CUDA_MATH_CONSTANTS_H */
