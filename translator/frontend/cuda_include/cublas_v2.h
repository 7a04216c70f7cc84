/*===- cublas_v2.h - cuBLAS, the handle-based API --------------------------===*
 *
 * Part of cuda2omp's declaration-only CUDA headers (see host_defines.h).
 * Everything is in cublas_api.h, under the documented names.
 *===----------------------------------------------------------------------===*/
#ifndef C2O_CUDA_CUBLAS_V2_H
#define C2O_CUDA_CUBLAS_V2_H
/* The real header's include guard: programs test it to know the header is in (helper_cuda.h). */
#define CUBLAS_V2_H_
#include "cublas_api.h"
#endif /* C2O_CUDA_CUBLAS_V2_H */
