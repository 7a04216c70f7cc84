/*===- channel_descriptor.h - cudaCreateChannelDesc<T>() ------------------===*
 *
 * Part of cuda2omp's declaration-only CUDA headers (see host_defines.h).
 *===----------------------------------------------------------------------===*/
#ifndef C2O_CUDA_CHANNEL_DESCRIPTOR_H
#define C2O_CUDA_CHANNEL_DESCRIPTOR_H
/* The real header's include guard: programs test it to know the header is in (helper_cuda.h). */
#define __CHANNEL_DESCRIPTOR_H__

#include "host_defines.h"
#include "cuda_runtime_api.h"

#ifdef __cplusplus
/* Channel format of element type T (char, int, float, float2, uchar4, ...). */
template <class T> __host__ struct cudaChannelFormatDesc cudaCreateChannelDesc(void);
#endif /* __cplusplus */

#endif /* C2O_CUDA_CHANNEL_DESCRIPTOR_H */
