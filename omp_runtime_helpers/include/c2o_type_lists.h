/* c2o_type_lists.h - the field and enumerator lists of the CUDA types that
 * the helpers define under a c2o_ name (the translator renames the CUDA
 * name): one list each, which both trees make their type of. The helpers
 * make c2o_device_prop (c2o_device.h), c2o_func_attributes
 * (c2o_device_attr.h) and c2o_data_type_t (c2o_library_types.h); the
 * bundled parse headers, which include this file as ../helpers/c2o_type_lists.h,
 * make CUDA's cudaDeviceProp and cudaFuncAttributes (driver_types.h) and
 * cudaDataType (library_types.h). tests/headers' ABI checks compare the lists
 * with the CUDA SDK's; headers.kept_names compares the two trees' types,
 * layouts included. Macros only. C and C++. */
#ifndef C2O_TYPE_LISTS_H
#define C2O_TYPE_LISTS_H

/* cudaDeviceProp (CUDA 12), in CUDA's order; UUID is the type of the uuid
 * field: cudaUUID_t in the parse, c2o_uuid_t in the helpers. */
#define C2O_DEVICE_PROP_FIELDS(UUID)            \
  char name[256];                               \
  UUID uuid;                                    \
  char luid[8];                                 \
  unsigned int luidDeviceNodeMask;              \
  size_t totalGlobalMem;                        \
  size_t sharedMemPerBlock;                     \
  int regsPerBlock;                             \
  int warpSize;                                 \
  size_t memPitch;                              \
  int maxThreadsPerBlock;                       \
  int maxThreadsDim[3];                         \
  int maxGridSize[3];                           \
  int clockRate;                                \
  size_t totalConstMem;                         \
  int major;                                    \
  int minor;                                    \
  size_t textureAlignment;                      \
  size_t texturePitchAlignment;                 \
  int deviceOverlap;                            \
  int multiProcessorCount;                      \
  int kernelExecTimeoutEnabled;                 \
  int integrated;                               \
  int canMapHostMemory;                         \
  int computeMode;                              \
  int maxTexture1D;                             \
  int maxTexture1DMipmap;                       \
  int maxTexture1DLinear;                       \
  int maxTexture2D[2];                          \
  int maxTexture2DMipmap[2];                    \
  int maxTexture2DLinear[3];                    \
  int maxTexture2DGather[2];                    \
  int maxTexture3D[3];                          \
  int maxTexture3DAlt[3];                       \
  int maxTextureCubemap;                        \
  int maxTexture1DLayered[2];                   \
  int maxTexture2DLayered[3];                   \
  int maxTextureCubemapLayered[2];              \
  int maxSurface1D;                             \
  int maxSurface2D[2];                          \
  int maxSurface3D[3];                          \
  int maxSurface1DLayered[2];                   \
  int maxSurface2DLayered[3];                   \
  int maxSurfaceCubemap;                        \
  int maxSurfaceCubemapLayered[2];              \
  size_t surfaceAlignment;                      \
  int concurrentKernels;                        \
  int ECCEnabled;                               \
  int pciBusID;                                 \
  int pciDeviceID;                              \
  int pciDomainID;                              \
  int tccDriver;                                \
  int asyncEngineCount;                         \
  int unifiedAddressing;                        \
  int memoryClockRate;                          \
  int memoryBusWidth;                           \
  int l2CacheSize;                              \
  int persistingL2CacheMaxSize;                 \
  int maxThreadsPerMultiProcessor;              \
  int streamPrioritiesSupported;                \
  int globalL1CacheSupported;                   \
  int localL1CacheSupported;                    \
  size_t sharedMemPerMultiprocessor;            \
  int regsPerMultiprocessor;                    \
  int managedMemory;                            \
  int isMultiGpuBoard;                          \
  int multiGpuBoardGroupID;                     \
  int hostNativeAtomicSupported;                \
  int singleToDoublePrecisionPerfRatio;         \
  int pageableMemoryAccess;                     \
  int concurrentManagedAccess;                  \
  int computePreemptionSupported;               \
  int canUseHostPointerForRegisteredMem;        \
  int cooperativeLaunch;                        \
  int cooperativeMultiDeviceLaunch;             \
  size_t sharedMemPerBlockOptin;                \
  int pageableMemoryAccessUsesHostPageTables;   \
  int directManagedMemAccessFromHost;           \
  int maxBlocksPerMultiProcessor;               \
  int accessPolicyMaxWindowSize;                \
  size_t reservedSharedMemPerBlock;             \
  int hostRegisterSupported;                    \
  int sparseCudaArraySupported;                 \
  int hostRegisterReadOnlySupported;            \
  int timelineSemaphoreInteropSupported;        \
  int memoryPoolsSupported;                     \
  int gpuDirectRDMASupported;                   \
  unsigned int gpuDirectRDMAFlushWritesOptions; \
  int gpuDirectRDMAWritesOrdering;              \
  unsigned int memoryPoolSupportedHandleTypes;  \
  int deferredMappingCudaArraySupported;        \
  int ipcEventSupported;                        \
  int clusterLaunch;                            \
  int unifiedFunctionPointers;                  \
  int reserved2[2];                             \
  int reserved1[1];                             \
  int reserved[60];

/* cudaFuncAttributes (CUDA 12). */
#define C2O_FUNC_ATTRIBUTES_FIELDS       \
  size_t sharedSizeBytes;                \
  size_t constSizeBytes;                 \
  size_t localSizeBytes;                 \
  int maxThreadsPerBlock;                \
  int numRegs;                           \
  int ptxVersion;                        \
  int binaryVersion;                     \
  int cacheModeCA;                       \
  int maxDynamicSharedSizeBytes;         \
  int preferredShmemCarveout;            \
  int clusterDimMustBeSet;               \
  int requiredClusterWidth;              \
  int requiredClusterHeight;             \
  int requiredClusterDepth;              \
  int clusterSchedulingPolicyPreference; \
  int nonPortableClusterSizeAllowed;     \
  int reserved[16];

/* cudaDataType's enumerators (library_types.h), with CUDA's values. */
#define C2O_DATA_TYPE_ENUMERATORS \
  CUDA_R_16F = 2,                 \
  CUDA_C_16F = 6,                 \
  CUDA_R_16BF = 14,               \
  CUDA_C_16BF = 15,               \
  CUDA_R_32F = 0,                 \
  CUDA_C_32F = 4,                 \
  CUDA_R_64F = 1,                 \
  CUDA_C_64F = 5,                 \
  CUDA_R_4I = 16,                 \
  CUDA_C_4I = 17,                 \
  CUDA_R_4U = 18,                 \
  CUDA_C_4U = 19,                 \
  CUDA_R_8I = 3,                  \
  CUDA_C_8I = 7,                  \
  CUDA_R_8U = 8,                  \
  CUDA_C_8U = 9,                  \
  CUDA_R_16I = 20,                \
  CUDA_C_16I = 21,                \
  CUDA_R_16U = 22,                \
  CUDA_C_16U = 23,                \
  CUDA_R_32I = 10,                \
  CUDA_C_32I = 11,                \
  CUDA_R_32U = 12,                \
  CUDA_C_32U = 13,                \
  CUDA_R_64I = 24,                \
  CUDA_C_64I = 25,                \
  CUDA_R_64U = 26,                \
  CUDA_C_64U = 27,                \
  CUDA_R_8F_E4M3 = 28,            \
  CUDA_R_8F_E5M2 = 29

#endif /* C2O_TYPE_LISTS_H */
