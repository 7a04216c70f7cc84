/*===- device_types.h - CUDA rounding modes -------------------------------===*
 *
 * Part of cuda2omp's declaration-only CUDA headers (see host_defines.h).
 *===----------------------------------------------------------------------===*/
#ifndef C2O_CUDA_DEVICE_TYPES_H
#define C2O_CUDA_DEVICE_TYPES_H
/* The real header's include guard: programs test it to know the header is in (helper_cuda.h). */
#define __DEVICE_TYPES_H__

#include "host_defines.h"

enum cudaRoundMode {
  cudaRoundNearest,
  cudaRoundZero,
  cudaRoundPosInf,
  cudaRoundMinInf
};

#endif /* C2O_CUDA_DEVICE_TYPES_H */
