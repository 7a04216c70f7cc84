/*===- cuda_runtime.h - CUDA runtime: umbrella header and C++ API ---------===*
 *
 * Part of cuda2omp's declaration-only CUDA headers (see host_defines.h).
 * Includes every other header of the folder and adds the C++ overloads and
 * templates of the runtime API (typed cudaMalloc, symbol copies by reference,
 * cudaLaunchKernel on a kernel pointer, occupancy helpers, ...).
 *===----------------------------------------------------------------------===*/
#ifndef C2O_CUDA_RUNTIME_H
#define C2O_CUDA_RUNTIME_H

/* nvcc's guard macro; some sources test it. */
#ifndef __CUDA_RUNTIME_H__
#define __CUDA_RUNTIME_H__
#endif

#include "host_defines.h"
#include "builtin_types.h"
#include "cuda_runtime_api.h"
#include "driver_functions.h"
#include "channel_descriptor.h"
#include "vector_functions.h"
#include "device_launch_parameters.h"
#include "device_functions.h"
#include "math_functions.h"
#include "device_atomic_functions.h"
#include "texture_fetch_functions.h"
#include "cuda_texture_types.h"
#include "surface_functions.h"

#ifdef __cplusplus

/* ---- events and host memory -------------------------------------------- */
__host__ cudaError_t cudaEventCreate(cudaEvent_t *event, unsigned int flags);
__host__ cudaError_t cudaMallocHost(void **ptr, size_t size, unsigned int flags);

template <class T>
__host__ cudaError_t cudaMallocHost(T **ptr, size_t size, unsigned int flags = 0);
template <class T>
__host__ cudaError_t cudaHostAlloc(T **ptr, size_t size, unsigned int flags);
template <class T>
__host__ cudaError_t cudaHostGetDevicePointer(T **pDevice, void *pHost, unsigned int flags);

/* ---- device memory ------------------------------------------------------- */
template <class T>
__host__ cudaError_t cudaMalloc(T **devPtr, size_t size);
template <class T>
__host__ cudaError_t cudaMallocManaged(T **devPtr, size_t size, unsigned int flags = cudaMemAttachGlobal);
template <class T>
__host__ cudaError_t cudaMallocPitch(T **devPtr, size_t *pitch, size_t width, size_t height);
template <class T>
__host__ cudaError_t cudaStreamAttachMemAsync(cudaStream_t stream, T *devPtr, size_t length = 0, unsigned int flags = cudaMemAttachSingle);

__host__ cudaError_t cudaMallocAsync(void **ptr, size_t size, cudaMemPool_t memPool, cudaStream_t stream);
template <class T>
__host__ cudaError_t cudaMallocAsync(T **ptr, size_t size, cudaMemPool_t memPool, cudaStream_t stream);
template <class T>
__host__ cudaError_t cudaMallocAsync(T **ptr, size_t size, cudaStream_t stream);
template <class T>
__host__ cudaError_t cudaMallocFromPoolAsync(T **ptr, size_t size, cudaMemPool_t memPool, cudaStream_t stream);

/* CUDA 13 forms of prefetch/advise (a location instead of a device id). */
__host__ cudaError_t cudaMemPrefetchAsync(const void *devPtr, size_t count, struct cudaMemLocation location, unsigned int flags, cudaStream_t stream = 0);
__host__ cudaError_t cudaMemAdvise(const void *devPtr, size_t count, enum cudaMemoryAdvise advice, struct cudaMemLocation location);

/* ---- symbols (a __device__ or __constant__ variable passed by reference) -- */
template <class T>
__host__ cudaError_t cudaMemcpyToSymbol(const T &symbol, const void *src, size_t count, size_t offset = 0, enum cudaMemcpyKind kind = cudaMemcpyHostToDevice);
template <class T>
__host__ cudaError_t cudaMemcpyToSymbolAsync(const T &symbol, const void *src, size_t count, size_t offset = 0, enum cudaMemcpyKind kind = cudaMemcpyHostToDevice, cudaStream_t stream = 0);
template <class T>
__host__ cudaError_t cudaMemcpyFromSymbol(void *dst, const T &symbol, size_t count, size_t offset = 0, enum cudaMemcpyKind kind = cudaMemcpyDeviceToHost);
template <class T>
__host__ cudaError_t cudaMemcpyFromSymbolAsync(void *dst, const T &symbol, size_t count, size_t offset = 0, enum cudaMemcpyKind kind = cudaMemcpyDeviceToHost, cudaStream_t stream = 0);
template <class T>
__host__ cudaError_t cudaGetSymbolAddress(void **devPtr, const T &symbol);
template <class T>
__host__ cudaError_t cudaGetSymbolSize(size_t *size, const T &symbol);

/* ---- kernel launch and function attributes (T is the kernel's type) ---- */
template <class T>
__host__ cudaError_t cudaLaunchKernel(const T *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem = 0, cudaStream_t stream = 0);
template <class T>
__host__ cudaError_t cudaLaunchCooperativeKernel(const T *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem = 0, cudaStream_t stream = 0);
/* nvcc also accepts a kernel name for 'const T *func' (T = the kernel's
 * function type); standard C++, hence clang, cannot deduce that. These
 * overloads take kernels (functions returning void) directly. */
template <class... Params>
__host__ cudaError_t cudaLaunchKernel(void (*func)(Params...), dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem = 0, cudaStream_t stream = 0);
template <class... Params>
__host__ cudaError_t cudaLaunchCooperativeKernel(void (*func)(Params...), dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem = 0, cudaStream_t stream = 0);
template <typename... ExpTypes, typename... ActTypes>
__host__ cudaError_t cudaLaunchKernelEx(const cudaLaunchConfig_t *config, void (*kernel)(ExpTypes...), ActTypes &&...args);
template <class T>
__host__ cudaError_t cudaFuncGetAttributes(struct cudaFuncAttributes *attr, T *entry);
template <class T>
__host__ cudaError_t cudaFuncSetAttribute(T *entry, enum cudaFuncAttribute attr, int value);
template <class T>
__host__ cudaError_t cudaFuncSetCacheConfig(T *func, enum cudaFuncCache cacheConfig);
template <class T>
__host__ cudaError_t cudaFuncSetSharedMemConfig(T *func, enum cudaSharedMemConfig config);

/* ---- occupancy ------------------------------------------------------------ */
template <class T>
__host__ cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, T func, int blockSize, size_t dynamicSMemSize);
template <class T>
__host__ cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *numBlocks, T func, int blockSize, size_t dynamicSMemSize, unsigned int flags);
template <class T>
__host__ cudaError_t cudaOccupancyAvailableDynamicSMemPerBlock(size_t *dynamicSmemSize, T func, int numBlocks, int blockSize);
template <class T>
__host__ cudaError_t cudaOccupancyMaxPotentialBlockSize(int *minGridSize, int *blockSize, T func, size_t dynamicSMemSize = 0, int blockSizeLimit = 0);
template <class T>
__host__ cudaError_t cudaOccupancyMaxPotentialBlockSizeWithFlags(int *minGridSize, int *blockSize, T func, size_t dynamicSMemSize = 0, int blockSizeLimit = 0, unsigned int flags = 0);
template <class UnaryFunction, class T>
__host__ cudaError_t cudaOccupancyMaxPotentialBlockSizeVariableSMem(int *minGridSize, int *blockSize, T func, UnaryFunction blockSizeToDynamicSMemSize, int blockSizeLimit = 0);
template <class UnaryFunction, class T>
__host__ cudaError_t cudaOccupancyMaxPotentialBlockSizeVariableSMemWithFlags(int *minGridSize, int *blockSize, T func, UnaryFunction blockSizeToDynamicSMemSize, int blockSizeLimit = 0, unsigned int flags = 0);

/* ---- graphs: CUDA 11's signatures, which CUDA 12 keeps for C++ callers -- */
__host__ cudaError_t cudaGraphInstantiate(cudaGraphExec_t *pGraphExec, cudaGraph_t graph, cudaGraphNode_t *pErrorNode, char *pLogBuffer, size_t bufferSize);
__host__ cudaError_t cudaGraphExecUpdate(cudaGraphExec_t hGraphExec, cudaGraph_t hGraph, cudaGraphNode_t *hErrorNode_out, enum cudaGraphExecUpdateResult *updateResult_out);

#endif /* __cplusplus */

#endif /* C2O_CUDA_RUNTIME_H */
