/*===- cusolver_common.h - cuSOLVER common types (declarations) -----------===*
 *
 * Part of cuda2omp's declaration-only CUDA headers (see host_defines.h).
 * cuSOLVER's status values and version macros, with CUDA's values. The
 * OpenMP implementation of the calls the translator maps is
 * omp_runtime_helpers/include/c2o_cusolver.h.
 *===----------------------------------------------------------------------===*/
#ifndef C2O_CUDA_CUSOLVER_COMMON_H
#define C2O_CUDA_CUSOLVER_COMMON_H
/* The real header's include guard. */
#define CUSOLVER_COMMON_H_
#define CUSOLVERAPI /* the calling-convention macro, empty on Linux */

#include "host_defines.h"
#include "library_types.h"

#if __has_include("../helpers/c2o_cusolver_types.h")
#include "../helpers/c2o_cusolver_types.h"
#else
#include "../../../omp_runtime_helpers/include/c2o_cusolver_types.h"
#endif

#endif /* C2O_CUDA_CUSOLVER_COMMON_H */
