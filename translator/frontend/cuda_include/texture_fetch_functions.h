/*===- texture_fetch_functions.h - texture object fetches ----------------===*
 *
 * Part of cuda2omp's declaration-only CUDA headers (see host_defines.h).
 * The texture-object API of the CUDA Programming Guide (texture references
 * were removed in CUDA 12).
 *===----------------------------------------------------------------------===*/
#ifndef C2O_CUDA_TEXTURE_FETCH_FUNCTIONS_H
#define C2O_CUDA_TEXTURE_FETCH_FUNCTIONS_H
/* The real header's include guard: programs test it to know the header is in (helper_cuda.h). */
#define __TEXTURE_FETCH_FUNCTIONS_H__

#include "host_defines.h"
#include "texture_types.h"
#include "vector_types.h"

#ifdef __cplusplus
template <class T> __device__ T tex1Dfetch(cudaTextureObject_t texObject, int x);
template <class T> __device__ void tex1Dfetch(T *retVal, cudaTextureObject_t texObject, int x);
template <class T> __device__ T tex1D(cudaTextureObject_t texObject, float x);
template <class T> __device__ void tex1D(T *retVal, cudaTextureObject_t texObject, float x);
template <class T> __device__ T tex2D(cudaTextureObject_t texObject, float x, float y);
template <class T> __device__ void tex2D(T *retVal, cudaTextureObject_t texObject, float x, float y);
template <class T> __device__ T tex3D(cudaTextureObject_t texObject, float x, float y, float z);
template <class T> __device__ void tex3D(T *retVal, cudaTextureObject_t texObject, float x, float y, float z);
template <class T> __device__ T tex1DLayered(cudaTextureObject_t texObject, float x, int layer);
template <class T> __device__ T tex2DLayered(cudaTextureObject_t texObject, float x, float y, int layer);
template <class T> __device__ T texCubemap(cudaTextureObject_t texObject, float x, float y, float z);
template <class T> __device__ T tex1DLod(cudaTextureObject_t texObject, float x, float level);
template <class T> __device__ T tex2DLod(cudaTextureObject_t texObject, float x, float y, float level);
template <class T> __device__ T tex3DLod(cudaTextureObject_t texObject, float x, float y, float z, float level);
template <class T> __device__ T tex1DGrad(cudaTextureObject_t texObject, float x, float dPdx, float dPdy);
template <class T> __device__ T tex2DGrad(cudaTextureObject_t texObject, float x, float y, float2 dPdx, float2 dPdy);
template <class T> __device__ T tex2Dgather(cudaTextureObject_t texObject, float x, float y, int comp = 0);
#endif /* __cplusplus */

#endif /* C2O_CUDA_TEXTURE_FETCH_FUNCTIONS_H */
