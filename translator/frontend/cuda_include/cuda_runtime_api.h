/*===- cuda_runtime_api.h - CUDA runtime API (C interface) ----------------===*
 *
 * Part of cuda2omp's declaration-only CUDA headers (see host_defines.h).
 * Signatures and default arguments follow the CUDA 12 Runtime API reference.
 * The C++ conveniences (templates and overloads) are in cuda_runtime.h.
 *
 * Functions that CUDA also provides to device code (dynamic parallelism) are
 * declared __host__ __device__ (C2O_CUDART_HD) so that such calls parse.
 *===----------------------------------------------------------------------===*/
#ifndef C2O_CUDA_RUNTIME_API_H
#define C2O_CUDA_RUNTIME_API_H
/* The real header's include guard: programs test it to know the header is in (helper_cuda.h). */
#define __CUDA_RUNTIME_API_H__
#define CUDARTAPI /* the calling-convention macro, empty on Linux */

#include "host_defines.h"
#include "builtin_types.h"

#define CUDART_VERSION_MAJOR (CUDART_VERSION / 1000)

#define C2O_CUDART extern __host__
#define C2O_CUDART_HD extern __host__ __device__

C2O_BEGIN_EXTERN_C

/* ---- kernel launch configuration (used by clang for <<<...>>>) ---------- */
/* clang calls __cudaPushCallConfiguration when it knows a CUDA SDK of 9.2 or
 * newer (found by the driver, e.g. in /usr/local/cuda), cudaConfigureCall
 * when none was found: both must be declared. */
C2O_CUDART_HD unsigned CUDARTAPI __cudaPushCallConfiguration(
    dim3 gridDim, dim3 blockDim, size_t sharedMem __dv(0),
    struct CUstream_st *stream __dv(0));
C2O_CUDART_HD cudaError_t CUDARTAPI __cudaPopCallConfiguration(
    dim3 *gridDim, dim3 *blockDim, size_t *sharedMem, void *stream);
C2O_CUDART_HD cudaError_t CUDARTAPI cudaConfigureCall(
    dim3 gridDim, dim3 blockDim, size_t sharedMem __dv(0),
    cudaStream_t stream __dv(0));

/* ---- device management ------------------------------------------------- */
C2O_CUDART cudaError_t CUDARTAPI cudaDeviceReset(void);
C2O_CUDART cudaError_t CUDARTAPI cudaDeviceSynchronize(void);
C2O_CUDART cudaError_t CUDARTAPI cudaDeviceSetLimit(enum cudaLimit limit, size_t value);
C2O_CUDART_HD cudaError_t CUDARTAPI cudaDeviceGetLimit(size_t *pValue, enum cudaLimit limit);
C2O_CUDART_HD cudaError_t CUDARTAPI cudaDeviceGetCacheConfig(enum cudaFuncCache *pCacheConfig);
C2O_CUDART cudaError_t CUDARTAPI cudaDeviceSetCacheConfig(enum cudaFuncCache cacheConfig);
C2O_CUDART_HD cudaError_t CUDARTAPI cudaDeviceGetSharedMemConfig(enum cudaSharedMemConfig *pConfig);
C2O_CUDART cudaError_t CUDARTAPI cudaDeviceSetSharedMemConfig(enum cudaSharedMemConfig config);
C2O_CUDART cudaError_t CUDARTAPI cudaDeviceGetStreamPriorityRange(int *leastPriority, int *greatestPriority);
C2O_CUDART cudaError_t CUDARTAPI cudaDeviceGetByPCIBusId(int *device, const char *pciBusId);
C2O_CUDART cudaError_t CUDARTAPI cudaDeviceGetPCIBusId(char *pciBusId, int len, int device);
C2O_CUDART cudaError_t CUDARTAPI cudaDeviceGetTexture1DLinearMaxWidth(size_t *maxWidthInElements, const struct cudaChannelFormatDesc *fmtDesc, int device);
C2O_CUDART cudaError_t CUDARTAPI cudaIpcGetEventHandle(cudaIpcEventHandle_t *handle, cudaEvent_t event);
C2O_CUDART cudaError_t CUDARTAPI cudaIpcOpenEventHandle(cudaEvent_t *event, cudaIpcEventHandle_t handle);
C2O_CUDART cudaError_t CUDARTAPI cudaIpcGetMemHandle(cudaIpcMemHandle_t *handle, void *devPtr);
C2O_CUDART cudaError_t CUDARTAPI cudaIpcOpenMemHandle(void **devPtr, cudaIpcMemHandle_t handle, unsigned int flags);
C2O_CUDART cudaError_t CUDARTAPI cudaIpcCloseMemHandle(void *devPtr);

/* Deprecated thread-level names (removed in CUDA 13, still common). */
C2O_CUDART cudaError_t CUDARTAPI cudaThreadExit(void);
C2O_CUDART cudaError_t CUDARTAPI cudaThreadSynchronize(void);
C2O_CUDART cudaError_t CUDARTAPI cudaThreadSetLimit(enum cudaLimit limit, size_t value);
C2O_CUDART cudaError_t CUDARTAPI cudaThreadGetLimit(size_t *pValue, enum cudaLimit limit);
C2O_CUDART cudaError_t CUDARTAPI cudaThreadGetCacheConfig(enum cudaFuncCache *pCacheConfig);
C2O_CUDART cudaError_t CUDARTAPI cudaThreadSetCacheConfig(enum cudaFuncCache cacheConfig);

/* ---- error handling ---------------------------------------------------- */
C2O_CUDART_HD cudaError_t CUDARTAPI cudaGetLastError(void);
C2O_CUDART_HD cudaError_t CUDARTAPI cudaPeekAtLastError(void);
C2O_CUDART_HD const char *CUDARTAPI cudaGetErrorName(cudaError_t error);
C2O_CUDART_HD const char *CUDARTAPI cudaGetErrorString(cudaError_t error);

/* ---- devices ----------------------------------------------------------- */
C2O_CUDART_HD cudaError_t CUDARTAPI cudaGetDeviceCount(int *count);
C2O_CUDART cudaError_t CUDARTAPI cudaGetDeviceProperties(struct cudaDeviceProp *prop, int device);
C2O_CUDART_HD cudaError_t CUDARTAPI cudaDeviceGetAttribute(int *value, enum cudaDeviceAttr attr, int device);
C2O_CUDART cudaError_t CUDARTAPI cudaDeviceGetDefaultMemPool(cudaMemPool_t *memPool, int device);
C2O_CUDART cudaError_t CUDARTAPI cudaDeviceSetMemPool(int device, cudaMemPool_t memPool);
C2O_CUDART cudaError_t CUDARTAPI cudaDeviceGetMemPool(cudaMemPool_t *memPool, int device);
C2O_CUDART cudaError_t CUDARTAPI cudaDeviceGetP2PAttribute(int *value, enum cudaDeviceP2PAttr attr, int srcDevice, int dstDevice);
C2O_CUDART cudaError_t CUDARTAPI cudaChooseDevice(int *device, const struct cudaDeviceProp *prop);
C2O_CUDART cudaError_t CUDARTAPI cudaInitDevice(int device, unsigned int deviceFlags, unsigned int flags);
C2O_CUDART cudaError_t CUDARTAPI cudaSetDevice(int device);
C2O_CUDART_HD cudaError_t CUDARTAPI cudaGetDevice(int *device);
C2O_CUDART cudaError_t CUDARTAPI cudaSetValidDevices(int *device_arr, int len);
C2O_CUDART cudaError_t CUDARTAPI cudaSetDeviceFlags(unsigned int flags);
C2O_CUDART cudaError_t CUDARTAPI cudaGetDeviceFlags(unsigned int *flags);

/* ---- streams ----------------------------------------------------------- */
C2O_CUDART cudaError_t CUDARTAPI cudaStreamCreate(cudaStream_t *pStream);
C2O_CUDART_HD cudaError_t CUDARTAPI cudaStreamCreateWithFlags(cudaStream_t *pStream, unsigned int flags);
C2O_CUDART cudaError_t CUDARTAPI cudaStreamCreateWithPriority(cudaStream_t *pStream, unsigned int flags, int priority);
C2O_CUDART cudaError_t CUDARTAPI cudaStreamGetPriority(cudaStream_t hStream, int *priority);
C2O_CUDART cudaError_t CUDARTAPI cudaStreamSetAttribute(cudaStream_t hStream, cudaStreamAttrID attr, const cudaStreamAttrValue *value);
C2O_CUDART cudaError_t CUDARTAPI cudaStreamGetAttribute(cudaStream_t hStream, cudaStreamAttrID attr, cudaStreamAttrValue *value_out);
C2O_CUDART cudaError_t CUDARTAPI cudaStreamGetFlags(cudaStream_t hStream, unsigned int *flags);
C2O_CUDART cudaError_t CUDARTAPI cudaStreamGetId(cudaStream_t hStream, unsigned long long *streamId);
C2O_CUDART cudaError_t CUDARTAPI cudaCtxResetPersistingL2Cache(void);
C2O_CUDART cudaError_t CUDARTAPI cudaStreamCopyAttributes(cudaStream_t dst, cudaStream_t src);
C2O_CUDART_HD cudaError_t CUDARTAPI cudaStreamDestroy(cudaStream_t stream);
C2O_CUDART_HD cudaError_t CUDARTAPI cudaStreamWaitEvent(cudaStream_t stream, cudaEvent_t event, unsigned int flags __dv(0));
C2O_CUDART cudaError_t CUDARTAPI cudaStreamAddCallback(cudaStream_t stream, cudaStreamCallback_t callback, void *userData, unsigned int flags);
C2O_CUDART cudaError_t CUDARTAPI cudaStreamSynchronize(cudaStream_t stream);
C2O_CUDART cudaError_t CUDARTAPI cudaStreamQuery(cudaStream_t stream);
C2O_CUDART cudaError_t CUDARTAPI cudaStreamAttachMemAsync(cudaStream_t stream, void *devPtr, size_t length __dv(0), unsigned int flags __dv(cudaMemAttachSingle));
C2O_CUDART cudaError_t CUDARTAPI cudaStreamBeginCapture(cudaStream_t stream, enum cudaStreamCaptureMode mode);
C2O_CUDART cudaError_t CUDARTAPI cudaThreadExchangeStreamCaptureMode(enum cudaStreamCaptureMode *mode);
C2O_CUDART cudaError_t CUDARTAPI cudaStreamEndCapture(cudaStream_t stream, cudaGraph_t *pGraph);
C2O_CUDART cudaError_t CUDARTAPI cudaStreamIsCapturing(cudaStream_t stream, enum cudaStreamCaptureStatus *pCaptureStatus);
C2O_CUDART cudaError_t CUDARTAPI cudaStreamGetCaptureInfo(cudaStream_t stream, enum cudaStreamCaptureStatus *captureStatus_out, unsigned long long *id_out __dv(0), cudaGraph_t *graph_out __dv(0), const cudaGraphNode_t **dependencies_out __dv(0), size_t *numDependencies_out __dv(0));
C2O_CUDART cudaError_t CUDARTAPI cudaLaunchHostFunc(cudaStream_t stream, cudaHostFn_t fn, void *userData);

/* ---- events ------------------------------------------------------------ */
C2O_CUDART cudaError_t CUDARTAPI cudaEventCreate(cudaEvent_t *event);
C2O_CUDART_HD cudaError_t CUDARTAPI cudaEventCreateWithFlags(cudaEvent_t *event, unsigned int flags);
C2O_CUDART_HD cudaError_t CUDARTAPI cudaEventRecord(cudaEvent_t event, cudaStream_t stream __dv(0));
C2O_CUDART_HD cudaError_t CUDARTAPI cudaEventRecordWithFlags(cudaEvent_t event, cudaStream_t stream __dv(0), unsigned int flags __dv(0));
C2O_CUDART cudaError_t CUDARTAPI cudaEventQuery(cudaEvent_t event);
C2O_CUDART cudaError_t CUDARTAPI cudaEventSynchronize(cudaEvent_t event);
C2O_CUDART_HD cudaError_t CUDARTAPI cudaEventDestroy(cudaEvent_t event);
C2O_CUDART cudaError_t CUDARTAPI cudaEventElapsedTime(float *ms, cudaEvent_t start, cudaEvent_t end);

/* ---- execution control ------------------------------------------------- */
C2O_CUDART cudaError_t CUDARTAPI cudaLaunchKernel(const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream);
C2O_CUDART cudaError_t CUDARTAPI cudaLaunchKernelExC(const cudaLaunchConfig_t *config, const void *func, void **args);
C2O_CUDART cudaError_t CUDARTAPI cudaLaunchCooperativeKernel(const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream);
C2O_CUDART cudaError_t CUDARTAPI cudaLaunchCooperativeKernelMultiDevice(struct cudaLaunchParams *launchParamsList, unsigned int numDevices, unsigned int flags __dv(0));
C2O_CUDART cudaError_t CUDARTAPI cudaFuncSetCacheConfig(const void *func, enum cudaFuncCache cacheConfig);
C2O_CUDART cudaError_t CUDARTAPI cudaFuncSetSharedMemConfig(const void *func, enum cudaSharedMemConfig config);
C2O_CUDART_HD cudaError_t CUDARTAPI cudaFuncGetAttributes(struct cudaFuncAttributes *attr, const void *func);
C2O_CUDART cudaError_t CUDARTAPI cudaFuncSetAttribute(const void *func, enum cudaFuncAttribute attr, int value);
C2O_CUDART cudaError_t CUDARTAPI cudaGetFuncBySymbol(cudaFunction_t *functionPtr, const void *symbolPtr);

/* ---- occupancy --------------------------------------------------------- */
C2O_CUDART_HD cudaError_t CUDARTAPI cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, const void *func, int blockSize, size_t dynamicSMemSize);
C2O_CUDART cudaError_t CUDARTAPI cudaOccupancyAvailableDynamicSMemPerBlock(size_t *dynamicSmemSize, const void *func, int numBlocks, int blockSize);
C2O_CUDART_HD cudaError_t CUDARTAPI cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *numBlocks, const void *func, int blockSize, size_t dynamicSMemSize, unsigned int flags);
C2O_CUDART cudaError_t CUDARTAPI cudaOccupancyMaxPotentialClusterSize(int *clusterSize, const void *func, const cudaLaunchConfig_t *launchConfig);
C2O_CUDART cudaError_t CUDARTAPI cudaOccupancyMaxActiveClusters(int *numClusters, const void *func, const cudaLaunchConfig_t *launchConfig);

/* ---- memory management ------------------------------------------------- */
C2O_CUDART cudaError_t CUDARTAPI cudaMallocManaged(void **devPtr, size_t size, unsigned int flags __dv(cudaMemAttachGlobal));
C2O_CUDART_HD cudaError_t CUDARTAPI cudaMalloc(void **devPtr, size_t size);
C2O_CUDART cudaError_t CUDARTAPI cudaMallocHost(void **ptr, size_t size);
C2O_CUDART cudaError_t CUDARTAPI cudaMallocPitch(void **devPtr, size_t *pitch, size_t width, size_t height);
C2O_CUDART cudaError_t CUDARTAPI cudaMallocArray(cudaArray_t *array, const struct cudaChannelFormatDesc *desc, size_t width, size_t height __dv(0), unsigned int flags __dv(0));
C2O_CUDART_HD cudaError_t CUDARTAPI cudaFree(void *devPtr);
C2O_CUDART cudaError_t CUDARTAPI cudaFreeHost(void *ptr);
C2O_CUDART cudaError_t CUDARTAPI cudaFreeArray(cudaArray_t array);
C2O_CUDART cudaError_t CUDARTAPI cudaFreeMipmappedArray(cudaMipmappedArray_t mipmappedArray);
C2O_CUDART cudaError_t CUDARTAPI cudaHostAlloc(void **pHost, size_t size, unsigned int flags);
C2O_CUDART cudaError_t CUDARTAPI cudaHostRegister(void *ptr, size_t size, unsigned int flags);
C2O_CUDART cudaError_t CUDARTAPI cudaHostUnregister(void *ptr);
C2O_CUDART cudaError_t CUDARTAPI cudaHostGetDevicePointer(void **pDevice, void *pHost, unsigned int flags);
C2O_CUDART cudaError_t CUDARTAPI cudaHostGetFlags(unsigned int *pFlags, void *pHost);
C2O_CUDART cudaError_t CUDARTAPI cudaMalloc3D(struct cudaPitchedPtr *pitchedDevPtr, struct cudaExtent extent);
C2O_CUDART cudaError_t CUDARTAPI cudaMalloc3DArray(cudaArray_t *array, const struct cudaChannelFormatDesc *desc, struct cudaExtent extent, unsigned int flags __dv(0));
C2O_CUDART cudaError_t CUDARTAPI cudaMemGetInfo(size_t *free, size_t *total);
C2O_CUDART cudaError_t CUDARTAPI cudaArrayGetInfo(struct cudaChannelFormatDesc *desc, struct cudaExtent *extent, unsigned int *flags, cudaArray_t array);

C2O_CUDART cudaError_t CUDARTAPI cudaMemcpy(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind);
C2O_CUDART cudaError_t CUDARTAPI cudaMemcpyPeer(void *dst, int dstDevice, const void *src, int srcDevice, size_t count);
C2O_CUDART cudaError_t CUDARTAPI cudaMemcpy2D(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind);
C2O_CUDART cudaError_t CUDARTAPI cudaMemcpyToArray(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind);
C2O_CUDART cudaError_t CUDARTAPI cudaMemcpyFromArray(void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind);
C2O_CUDART cudaError_t CUDARTAPI cudaMemcpy2DToArray(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind);
C2O_CUDART cudaError_t CUDARTAPI cudaMemcpy2DFromArray(void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind);
C2O_CUDART cudaError_t CUDARTAPI cudaMemcpy3D(const struct cudaMemcpy3DParms *p);
C2O_CUDART cudaError_t CUDARTAPI cudaMemcpy3DPeer(const struct cudaMemcpy3DPeerParms *p);
C2O_CUDART cudaError_t CUDARTAPI cudaMemcpyToSymbol(const void *symbol, const void *src, size_t count, size_t offset __dv(0), enum cudaMemcpyKind kind __dv(cudaMemcpyHostToDevice));
C2O_CUDART cudaError_t CUDARTAPI cudaMemcpyFromSymbol(void *dst, const void *symbol, size_t count, size_t offset __dv(0), enum cudaMemcpyKind kind __dv(cudaMemcpyDeviceToHost));
C2O_CUDART_HD cudaError_t CUDARTAPI cudaMemcpyAsync(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream __dv(0));
C2O_CUDART cudaError_t CUDARTAPI cudaMemcpyPeerAsync(void *dst, int dstDevice, const void *src, int srcDevice, size_t count, cudaStream_t stream __dv(0));
C2O_CUDART_HD cudaError_t CUDARTAPI cudaMemcpy2DAsync(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream __dv(0));
C2O_CUDART cudaError_t CUDARTAPI cudaMemcpy2DToArrayAsync(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream __dv(0));
C2O_CUDART cudaError_t CUDARTAPI cudaMemcpy2DFromArrayAsync(void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream __dv(0));
C2O_CUDART_HD cudaError_t CUDARTAPI cudaMemcpy3DAsync(const struct cudaMemcpy3DParms *p, cudaStream_t stream __dv(0));
C2O_CUDART cudaError_t CUDARTAPI cudaMemcpy3DPeerAsync(const struct cudaMemcpy3DPeerParms *p, cudaStream_t stream __dv(0));
C2O_CUDART cudaError_t CUDARTAPI cudaMemcpyToSymbolAsync(const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream __dv(0));
C2O_CUDART cudaError_t CUDARTAPI cudaMemcpyFromSymbolAsync(void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream __dv(0));

C2O_CUDART cudaError_t CUDARTAPI cudaMemset(void *devPtr, int value, size_t count);
C2O_CUDART cudaError_t CUDARTAPI cudaMemset2D(void *devPtr, size_t pitch, int value, size_t width, size_t height);
C2O_CUDART cudaError_t CUDARTAPI cudaMemset3D(struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent);
C2O_CUDART_HD cudaError_t CUDARTAPI cudaMemsetAsync(void *devPtr, int value, size_t count, cudaStream_t stream __dv(0));
C2O_CUDART_HD cudaError_t CUDARTAPI cudaMemset2DAsync(void *devPtr, size_t pitch, int value, size_t width, size_t height, cudaStream_t stream __dv(0));
C2O_CUDART_HD cudaError_t CUDARTAPI cudaMemset3DAsync(struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent, cudaStream_t stream __dv(0));

C2O_CUDART cudaError_t CUDARTAPI cudaGetSymbolAddress(void **devPtr, const void *symbol);
C2O_CUDART cudaError_t CUDARTAPI cudaGetSymbolSize(size_t *size, const void *symbol);

C2O_CUDART cudaError_t CUDARTAPI cudaMemPrefetchAsync(const void *devPtr, size_t count, int dstDevice, cudaStream_t stream __dv(0));
C2O_CUDART cudaError_t CUDARTAPI cudaMemPrefetchAsync_v2(const void *devPtr, size_t count, struct cudaMemLocation location, unsigned int flags, cudaStream_t stream __dv(0));
C2O_CUDART cudaError_t CUDARTAPI cudaMemAdvise(const void *devPtr, size_t count, enum cudaMemoryAdvise advice, int device);
C2O_CUDART cudaError_t CUDARTAPI cudaMemAdvise_v2(const void *devPtr, size_t count, enum cudaMemoryAdvise advice, struct cudaMemLocation location);
C2O_CUDART cudaError_t CUDARTAPI cudaMemRangeGetAttribute(void *data, size_t dataSize, enum cudaMemRangeAttribute attribute, const void *devPtr, size_t count);

/* ---- stream-ordered allocator ------------------------------------------ */
C2O_CUDART cudaError_t CUDARTAPI cudaMallocAsync(void **devPtr, size_t size, cudaStream_t hStream);
C2O_CUDART cudaError_t CUDARTAPI cudaFreeAsync(void *devPtr, cudaStream_t hStream);
C2O_CUDART cudaError_t CUDARTAPI cudaMemPoolTrimTo(cudaMemPool_t memPool, size_t minBytesToKeep);
C2O_CUDART cudaError_t CUDARTAPI cudaMemPoolSetAttribute(cudaMemPool_t memPool, enum cudaMemPoolAttr attr, void *value);
C2O_CUDART cudaError_t CUDARTAPI cudaMemPoolGetAttribute(cudaMemPool_t memPool, enum cudaMemPoolAttr attr, void *value);
C2O_CUDART cudaError_t CUDARTAPI cudaMemPoolCreate(cudaMemPool_t *memPool, const struct cudaMemPoolProps *poolProps);
C2O_CUDART cudaError_t CUDARTAPI cudaMemPoolDestroy(cudaMemPool_t memPool);
C2O_CUDART cudaError_t CUDARTAPI cudaMallocFromPoolAsync(void **ptr, size_t size, cudaMemPool_t memPool, cudaStream_t stream);

/* ---- unified addressing and peer access -------------------------------- */
C2O_CUDART cudaError_t CUDARTAPI cudaPointerGetAttributes(struct cudaPointerAttributes *attributes, const void *ptr);
C2O_CUDART cudaError_t CUDARTAPI cudaDeviceCanAccessPeer(int *canAccessPeer, int device, int peerDevice);
C2O_CUDART cudaError_t CUDARTAPI cudaDeviceEnablePeerAccess(int peerDevice, unsigned int flags);
C2O_CUDART cudaError_t CUDARTAPI cudaDeviceDisablePeerAccess(int peerDevice);

/* ---- textures and surfaces --------------------------------------------- */
C2O_CUDART cudaError_t CUDARTAPI cudaGetChannelDesc(struct cudaChannelFormatDesc *desc, cudaArray_const_t array);
C2O_CUDART struct cudaChannelFormatDesc CUDARTAPI cudaCreateChannelDesc(int x, int y, int z, int w, enum cudaChannelFormatKind f);
C2O_CUDART cudaError_t CUDARTAPI cudaCreateTextureObject(cudaTextureObject_t *pTexObject, const struct cudaResourceDesc *pResDesc, const struct cudaTextureDesc *pTexDesc, const struct cudaResourceViewDesc *pResViewDesc);
C2O_CUDART cudaError_t CUDARTAPI cudaDestroyTextureObject(cudaTextureObject_t texObject);
C2O_CUDART cudaError_t CUDARTAPI cudaGetTextureObjectResourceDesc(struct cudaResourceDesc *pResDesc, cudaTextureObject_t texObject);
C2O_CUDART cudaError_t CUDARTAPI cudaGetTextureObjectTextureDesc(struct cudaTextureDesc *pTexDesc, cudaTextureObject_t texObject);
C2O_CUDART cudaError_t CUDARTAPI cudaCreateSurfaceObject(cudaSurfaceObject_t *pSurfObject, const struct cudaResourceDesc *pResDesc);
C2O_CUDART cudaError_t CUDARTAPI cudaDestroySurfaceObject(cudaSurfaceObject_t surfObject);

/* ---- version ----------------------------------------------------------- */
C2O_CUDART cudaError_t CUDARTAPI cudaDriverGetVersion(int *driverVersion);
C2O_CUDART_HD cudaError_t CUDARTAPI cudaRuntimeGetVersion(int *runtimeVersion);

/* ---- graphs ------------------------------------------------------------ */
C2O_CUDART cudaError_t CUDARTAPI cudaGraphCreate(cudaGraph_t *pGraph, unsigned int flags);
C2O_CUDART cudaError_t CUDARTAPI cudaGraphAddKernelNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaKernelNodeParams *pNodeParams);
C2O_CUDART cudaError_t CUDARTAPI cudaGraphKernelNodeGetParams(cudaGraphNode_t node, struct cudaKernelNodeParams *pNodeParams);
C2O_CUDART cudaError_t CUDARTAPI cudaGraphKernelNodeSetParams(cudaGraphNode_t node, const struct cudaKernelNodeParams *pNodeParams);
C2O_CUDART cudaError_t CUDARTAPI cudaGraphAddMemcpyNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaMemcpy3DParms *pCopyParams);
C2O_CUDART cudaError_t CUDARTAPI cudaGraphAddMemcpyNode1D(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, void *dst, const void *src, size_t count, enum cudaMemcpyKind kind);
C2O_CUDART cudaError_t CUDARTAPI cudaGraphAddMemsetNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaMemsetParams *pMemsetParams);
C2O_CUDART cudaError_t CUDARTAPI cudaGraphAddHostNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaHostNodeParams *pNodeParams);
C2O_CUDART cudaError_t CUDARTAPI cudaGraphAddChildGraphNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, cudaGraph_t childGraph);
C2O_CUDART cudaError_t CUDARTAPI cudaGraphAddEmptyNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies);
C2O_CUDART cudaError_t CUDARTAPI cudaGraphAddEventRecordNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, cudaEvent_t event);
C2O_CUDART cudaError_t CUDARTAPI cudaGraphAddEventWaitNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, cudaEvent_t event);
C2O_CUDART cudaError_t CUDARTAPI cudaGraphClone(cudaGraph_t *pGraphClone, cudaGraph_t originalGraph);
C2O_CUDART cudaError_t CUDARTAPI cudaGraphGetNodes(cudaGraph_t graph, cudaGraphNode_t *nodes, size_t *numNodes);
C2O_CUDART cudaError_t CUDARTAPI cudaGraphGetRootNodes(cudaGraph_t graph, cudaGraphNode_t *pRootNodes, size_t *pNumRootNodes);
C2O_CUDART cudaError_t CUDARTAPI cudaGraphNodeGetType(cudaGraphNode_t node, enum cudaGraphNodeType *pType);
C2O_CUDART cudaError_t CUDARTAPI cudaGraphAddDependencies(cudaGraph_t graph, const cudaGraphNode_t *from, const cudaGraphNode_t *to, size_t numDependencies);
C2O_CUDART cudaError_t CUDARTAPI cudaGraphRemoveDependencies(cudaGraph_t graph, const cudaGraphNode_t *from, const cudaGraphNode_t *to, size_t numDependencies);
C2O_CUDART cudaError_t CUDARTAPI cudaGraphDestroyNode(cudaGraphNode_t node);
C2O_CUDART cudaError_t CUDARTAPI cudaGraphInstantiate(cudaGraphExec_t *pGraphExec, cudaGraph_t graph, unsigned long long flags __dv(0));
C2O_CUDART cudaError_t CUDARTAPI cudaGraphInstantiateWithFlags(cudaGraphExec_t *pGraphExec, cudaGraph_t graph, unsigned long long flags __dv(0));
C2O_CUDART cudaError_t CUDARTAPI cudaGraphExecKernelNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaKernelNodeParams *pNodeParams);
C2O_CUDART cudaError_t CUDARTAPI cudaGraphExecUpdate(cudaGraphExec_t hGraphExec, cudaGraph_t hGraph, cudaGraphExecUpdateResultInfo *resultInfo);
C2O_CUDART cudaError_t CUDARTAPI cudaGraphUpload(cudaGraphExec_t graphExec, cudaStream_t stream);
C2O_CUDART_HD cudaError_t CUDARTAPI cudaGraphLaunch(cudaGraphExec_t graphExec, cudaStream_t stream);
C2O_CUDART cudaError_t CUDARTAPI cudaGraphExecDestroy(cudaGraphExec_t graphExec);
C2O_CUDART cudaError_t CUDARTAPI cudaGraphDestroy(cudaGraph_t graph);
C2O_CUDART cudaError_t CUDARTAPI cudaGraphDebugDotPrint(cudaGraph_t graph, const char *path, unsigned int flags);

/* ---- profiler control (also in cuda_profiler_api.h) -------------------- */
C2O_CUDART cudaError_t CUDARTAPI cudaProfilerStart(void);
C2O_CUDART cudaError_t CUDARTAPI cudaProfilerStop(void);

C2O_END_EXTERN_C

#endif /* C2O_CUDA_RUNTIME_API_H */
