/*===- channel_descriptor.h - cudaCreateChannelDesc<T>() ------------------===*
 *
 * Part of cuda2omp's declaration-only CUDA headers (see host_defines.h).
 *===----------------------------------------------------------------------===*/
#ifndef C2O_CUDA_CHANNEL_DESCRIPTOR_H
#define C2O_CUDA_CHANNEL_DESCRIPTOR_H

#include "host_defines.h"
#include "cuda_runtime_api.h"

#ifdef __cplusplus
/* Channel format of element type T (char, int, float, float2, uchar4, ...). */
template <class T> __host__ struct cudaChannelFormatDesc cudaCreateChannelDesc(void);
#endif /* __cplusplus */

#endif /* C2O_CUDA_CHANNEL_DESCRIPTOR_H */
