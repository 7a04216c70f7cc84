/*===- surface_types.h - CUDA surface object types ------------------------===*
 *
 * Part of cuda2omp's declaration-only CUDA headers (see host_defines.h).
 *===----------------------------------------------------------------------===*/
#ifndef C2O_CUDA_SURFACE_TYPES_H
#define C2O_CUDA_SURFACE_TYPES_H
/* The real header's include guard: programs test it to know the header is in (helper_cuda.h). */
#define __SURFACE_TYPES_H__

#include "host_defines.h"
#include "driver_types.h"

typedef unsigned long long cudaSurfaceObject_t;

enum cudaSurfaceBoundaryMode {
  cudaBoundaryModeZero = 0,
  cudaBoundaryModeClamp = 1,
  cudaBoundaryModeTrap = 2
};

enum cudaSurfaceFormatMode {
  cudaFormatModeForced = 0,
  cudaFormatModeAuto = 1
};

#endif /* C2O_CUDA_SURFACE_TYPES_H */
