/*===- surface_functions.h - surface object reads and writes -------------===*
 *
 * Part of cuda2omp's declaration-only CUDA headers (see host_defines.h).
 *===----------------------------------------------------------------------===*/
#ifndef C2O_CUDA_SURFACE_FUNCTIONS_H
#define C2O_CUDA_SURFACE_FUNCTIONS_H
/* The real header's include guard: programs test it to know the header is in (helper_cuda.h). */
#define __SURFACE_FUNCTIONS_H__

#include "host_defines.h"
#include "surface_types.h"

#ifdef __cplusplus
template <class T> __device__ T surf1Dread(cudaSurfaceObject_t surfObject, int x, enum cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap);
template <class T> __device__ void surf1Dread(T *data, cudaSurfaceObject_t surfObject, int x, enum cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap);
template <class T> __device__ T surf2Dread(cudaSurfaceObject_t surfObject, int x, int y, enum cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap);
template <class T> __device__ void surf2Dread(T *data, cudaSurfaceObject_t surfObject, int x, int y, enum cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap);
template <class T> __device__ T surf3Dread(cudaSurfaceObject_t surfObject, int x, int y, int z, enum cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap);
template <class T> __device__ void surf1Dwrite(T data, cudaSurfaceObject_t surfObject, int x, enum cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap);
template <class T> __device__ void surf2Dwrite(T data, cudaSurfaceObject_t surfObject, int x, int y, enum cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap);
template <class T> __device__ void surf3Dwrite(T data, cudaSurfaceObject_t surfObject, int x, int y, int z, enum cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap);
#endif /* __cplusplus */

#endif /* C2O_CUDA_SURFACE_FUNCTIONS_H */
