/*===- cuda_texture_types.h - legacy texture references (CUDA 11 and older) ===*
 *
 * Part of cuda2omp's declaration-only CUDA headers (see host_defines.h).
 * Texture references were removed in CUDA 12; older programs still use them:
 * `texture<T, dim, readMode> tex;` at file scope, bound on the host with
 * cudaBindTexture / cudaBindTexture2D / cudaBindTextureToArray and read in
 * kernels with tex1Dfetch(tex, i), tex1D, tex2D, tex3D. The declarations
 * follow the CUDA 11 runtime API; omp_runtime_helpers/include/c2o_texture.h
 * implements them.
 *===----------------------------------------------------------------------===*/
#ifndef C2O_CUDA_TEXTURE_TYPES_LEGACY_H
#define C2O_CUDA_TEXTURE_TYPES_LEGACY_H
/* The real header's include guard: programs test it to know the header is in (helper_cuda.h). */
#define __CUDA_TEXTURE_TYPES_H__

#include "host_defines.h"
#include "driver_types.h"
#include "texture_types.h"

#define cudaTextureType1D 0x01
#define cudaTextureType2D 0x02
#define cudaTextureType3D 0x03
#define cudaTextureTypeCubemap 0x0C
#define cudaTextureType1DLayered 0xF1
#define cudaTextureType2DLayered 0xF2
#define cudaTextureTypeCubemapLayered 0xFC

struct textureReference {
  int normalized;
  enum cudaTextureFilterMode filterMode;
  enum cudaTextureAddressMode addressMode[3];
  struct cudaChannelFormatDesc channelDesc;
  int sRGB;
  unsigned int maxAnisotropy;
  enum cudaTextureFilterMode mipmapFilterMode;
  float mipmapLevelBias;
  float minMipmapLevelClamp;
  float maxMipmapLevelClamp;
  int disableTrilinearOptimization;
  int __cudaReserved[14];
};

/* ---- binding, the C API (cuda_runtime_api.h of CUDA 11): a reference's address -- */
extern __host__ cudaError_t cudaBindTexture(size_t *offset, const struct textureReference *texref, const void *devPtr,
                                            const struct cudaChannelFormatDesc *desc, size_t size __dv(0xFFFFFFFFu));
extern __host__ cudaError_t cudaBindTexture2D(size_t *offset, const struct textureReference *texref,
                                              const void *devPtr, const struct cudaChannelFormatDesc *desc,
                                              size_t width, size_t height, size_t pitch);
extern __host__ cudaError_t cudaBindTextureToArray(const struct textureReference *texref, cudaArray_const_t array,
                                                   const struct cudaChannelFormatDesc *desc);
extern __host__ cudaError_t cudaUnbindTexture(const struct textureReference *texref);

#ifdef __cplusplus
template <class T, int texType = cudaTextureType1D, enum cudaTextureReadMode mode = cudaReadModeElementType>
struct texture : public textureReference {
  __host__ texture(int norm = 0, enum cudaTextureFilterMode fMode = cudaFilterModePoint,
                   enum cudaTextureAddressMode aMode = cudaAddressModeClamp);
  __host__ texture(int norm, enum cudaTextureFilterMode fMode, enum cudaTextureAddressMode aMode,
                   struct cudaChannelFormatDesc desc);
};

/* ---- binding (host) ------------------------------------------------------ */
template <class T, int dim, enum cudaTextureReadMode readMode>
__host__ cudaError_t cudaBindTexture(size_t *offset, const struct texture<T, dim, readMode> &tex, const void *devPtr,
                                     size_t size = 0xFFFFFFFFu);
template <class T, int dim, enum cudaTextureReadMode readMode>
__host__ cudaError_t cudaBindTexture(size_t *offset, const struct texture<T, dim, readMode> &tex, const void *devPtr,
                                     const struct cudaChannelFormatDesc &desc, size_t size = 0xFFFFFFFFu);
template <class T, int dim, enum cudaTextureReadMode readMode>
__host__ cudaError_t cudaBindTexture2D(size_t *offset, const struct texture<T, dim, readMode> &tex, const void *devPtr,
                                       size_t width, size_t height, size_t pitch);
template <class T, int dim, enum cudaTextureReadMode readMode>
__host__ cudaError_t cudaBindTexture2D(size_t *offset, const struct texture<T, dim, readMode> &tex, const void *devPtr,
                                       const struct cudaChannelFormatDesc &desc, size_t width, size_t height,
                                       size_t pitch);
template <class T, int dim, enum cudaTextureReadMode readMode>
__host__ cudaError_t cudaBindTextureToArray(const struct texture<T, dim, readMode> &tex, cudaArray_const_t array);
template <class T, int dim, enum cudaTextureReadMode readMode>
__host__ cudaError_t cudaBindTextureToArray(const struct texture<T, dim, readMode> &tex, cudaArray_const_t array,
                                            const struct cudaChannelFormatDesc &desc);
template <class T, int dim, enum cudaTextureReadMode readMode>
__host__ cudaError_t cudaUnbindTexture(const struct texture<T, dim, readMode> &tex);

/* ---- fetches (device): T, or float(n) for cudaReadModeNormalizedFloat ---- */
template <class T, enum cudaTextureReadMode M> struct __c2o_tex_result { typedef T type; };
template <class T> struct __c2o_tex_result<T, cudaReadModeNormalizedFloat> { typedef float type; };
template <> struct __c2o_tex_result<uchar2, cudaReadModeNormalizedFloat> { typedef float2 type; };
template <> struct __c2o_tex_result<uchar4, cudaReadModeNormalizedFloat> { typedef float4 type; };
template <> struct __c2o_tex_result<char2, cudaReadModeNormalizedFloat> { typedef float2 type; };
template <> struct __c2o_tex_result<char4, cudaReadModeNormalizedFloat> { typedef float4 type; };
template <> struct __c2o_tex_result<ushort2, cudaReadModeNormalizedFloat> { typedef float2 type; };
template <> struct __c2o_tex_result<ushort4, cudaReadModeNormalizedFloat> { typedef float4 type; };
template <> struct __c2o_tex_result<short2, cudaReadModeNormalizedFloat> { typedef float2 type; };
template <> struct __c2o_tex_result<short4, cudaReadModeNormalizedFloat> { typedef float4 type; };
template <class T, int dim, enum cudaTextureReadMode M>
__device__ typename __c2o_tex_result<T, M>::type tex1Dfetch(texture<T, dim, M> t, int x);
template <class T, int dim, enum cudaTextureReadMode M>
__device__ typename __c2o_tex_result<T, M>::type tex1D(texture<T, dim, M> t, float x);
template <class T, int dim, enum cudaTextureReadMode M>
__device__ typename __c2o_tex_result<T, M>::type tex2D(texture<T, dim, M> t, float x, float y);
template <class T, int dim, enum cudaTextureReadMode M>
__device__ typename __c2o_tex_result<T, M>::type tex3D(texture<T, dim, M> t, float x, float y, float z);
#endif /* __cplusplus */

#endif /* C2O_CUDA_TEXTURE_TYPES_LEGACY_H */
