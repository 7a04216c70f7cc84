// Force-included (-include) into the nvcc build of each corpus program's CUDA
// original, the reference a translation is compared with. CUDA 13 removed some
// runtime names older programs use (Rodinia's cudaThreadSynchronize,
// cudaDeviceProp::clockRate ...); here each is written through its documented
// replacement, so that the original builds and runs unchanged otherwise.
// Only the reference build sees this file: translations never do.
#pragma once
#if defined(__cplusplus) // C sources of the originals (nvcc gives .c files to the host C compiler) need none of it
#include <cuda_runtime.h>

#if CUDART_VERSION >= 13000
#define cudaThreadSynchronize cudaDeviceSynchronize
#define cudaThreadExit cudaDeviceReset
#define cudaThreadSetLimit cudaDeviceSetLimit
#define cudaThreadGetLimit cudaDeviceGetLimit
#define cudaThreadSetCacheConfig cudaDeviceSetCacheConfig
#define cudaThreadGetCacheConfig cudaDeviceGetCacheConfig

// The cudaDeviceProp fields CUDA 13 removed, now device attributes.
struct c2o_reference_device_prop : cudaDeviceProp {
  int clockRate, memoryClockRate, deviceOverlap, kernelExecTimeoutEnabled, computeMode;
};
static inline cudaError_t c2o_reference_get_device_properties(c2o_reference_device_prop *p, int dev) {
  cudaError_t e = ::cudaGetDeviceProperties(static_cast<cudaDeviceProp *>(p), dev);
  if (e != cudaSuccess)
    return e;
  cudaDeviceGetAttribute(&p->clockRate, cudaDevAttrClockRate, dev);
  cudaDeviceGetAttribute(&p->memoryClockRate, cudaDevAttrMemoryClockRate, dev);
  cudaDeviceGetAttribute(&p->deviceOverlap, cudaDevAttrGpuOverlap, dev);
  cudaDeviceGetAttribute(&p->kernelExecTimeoutEnabled, cudaDevAttrKernelExecTimeout, dev);
  cudaDeviceGetAttribute(&p->computeMode, cudaDevAttrComputeMode, dev);
  return cudaSuccess;
}
#define cudaDeviceProp c2o_reference_device_prop
#define cudaGetDeviceProperties c2o_reference_get_device_properties
#endif
#endif
