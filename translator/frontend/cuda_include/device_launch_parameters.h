/*===- device_launch_parameters.h - threadIdx, blockIdx, blockDim, ... ----===*
 *
 * Part of cuda2omp's declaration-only CUDA headers (see host_defines.h).
 *===----------------------------------------------------------------------===*/
#ifndef C2O_CUDA_DEVICE_LAUNCH_PARAMETERS_H
#define C2O_CUDA_DEVICE_LAUNCH_PARAMETERS_H
/* The real header's include guard: programs test it to know the header is in (helper_cuda.h). */
#define __DEVICE_LAUNCH_PARAMETERS_H__

#include "host_defines.h"
#include "vector_types.h"

#ifdef __cplusplus
extern "C" {
#endif

extern const __device__ uint3 threadIdx;
extern const __device__ uint3 blockIdx;
extern const __device__ dim3 blockDim;
extern const __device__ dim3 gridDim;
extern const __device__ int warpSize;

#ifdef __cplusplus
}
#endif

#endif /* C2O_CUDA_DEVICE_LAUNCH_PARAMETERS_H */
