/* c2o_vendor_device.h - what the GPU's own driver says about it.
 *
 * OpenMP tells little about a device (its number of processors as its runtime
 * counts them, its memory). CUDA programs print and use much more: the name,
 * the compute capability, the number of multiprocessors, clocks, cache sizes,
 * whether copies can overlap kernels, the stream priority range. When the
 * offload device is an NVIDIA GPU and the OpenMP runtime has loaded the CUDA
 * driver (libcuda) for it, those facts come from the driver itself
 * (cuDeviceGetAttribute, whose attribute numbers are the runtime's
 * cudaDevAttr* numbers); elsewhere (AMD GPUs, the host, GCC without the
 * driver loaded) the helpers' documented defaults stay (c2o_device.h).
 *
 * Only facts about the hardware are taken from the driver (the table below).
 * What describes the translation rather than the GPU stays the helpers' own:
 * the limits the launch and team memory keep (threads per block, shared memory
 * per block, the 32-wide logical warp), managed and mapped memory, cooperative
 * launches. OpenMP device d is CUDA device d when the driver counts as many
 * devices as OpenMP does (LLVM's and GCC's CUDA plugins number them in CUDA's
 * order); otherwise nothing is taken. No link dependency: the driver is found
 * with dlopen(RTLD_NOLOAD), only where the OpenMP runtime loaded it.
 * -DC2O_NO_VENDOR_QUERY compiles it out. Host-only code. */
#ifndef C2O_VENDOR_DEVICE_H
#define C2O_VENDOR_DEVICE_H

#include <omp.h>
#include <stddef.h>
#include <string.h>
#if !defined(C2O_NO_VENDOR_QUERY) && defined(__linux__)
#include "c2o_dlsym.h"
#define C2O_HAS_VENDOR_QUERY 1
#else
#define C2O_HAS_VENDOR_QUERY 0
#endif

/* The CUDA driver's entry points the helpers use (internal). */
typedef struct c2o_impl_cuda_driver {
  int (*init)(unsigned);
  int (*count)(int *);
  int (*device)(int *, int);
  int (*attribute)(int *, int, int);
  int (*name)(char *, int, int);
  int (*total_mem)(size_t *, int);
  int (*ctx_state)(int, unsigned *, int *);
  int (*ctx_retain)(void **, int);
  int (*ctx_release)(int);
  int (*ctx_push)(void *);
  int (*ctx_pop)(void **);
  int (*priority_range)(int *, int *);
  int (*set_limit)(int, size_t);
} c2o_impl_cuda_driver;

/* The driver, when the OpenMP runtime loaded it and it counts OpenMP's devices; else NULL (internal). */
static inline const c2o_impl_cuda_driver *c2o_impl_cuda_driver_get(void) {
#if C2O_HAS_VENDOR_QUERY
  static c2o_impl_cuda_driver drv;
  static int state = 0; /* 0 not asked, 1 usable, -1 not */
  if (state) return state > 0 ? &drv : NULL;
  state = -1;
  void *lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL | RTLD_NOLOAD);
  if (!lib) return NULL;
#define C2O_IMPL_DRIVER_SYM(field, symbol)                                                                   \
  do {                                                                                                       \
    if (!c2o_impl_dlsym_fn(lib, symbol, &drv.field)) return NULL;                                            \
  } while (0)
  C2O_IMPL_DRIVER_SYM(init, "cuInit");
  C2O_IMPL_DRIVER_SYM(count, "cuDeviceGetCount");
  C2O_IMPL_DRIVER_SYM(device, "cuDeviceGet");
  C2O_IMPL_DRIVER_SYM(attribute, "cuDeviceGetAttribute");
  C2O_IMPL_DRIVER_SYM(name, "cuDeviceGetName");
  C2O_IMPL_DRIVER_SYM(total_mem, "cuDeviceTotalMem_v2");
  C2O_IMPL_DRIVER_SYM(ctx_state, "cuDevicePrimaryCtxGetState");
  C2O_IMPL_DRIVER_SYM(ctx_retain, "cuDevicePrimaryCtxRetain");
  C2O_IMPL_DRIVER_SYM(ctx_release, "cuDevicePrimaryCtxRelease_v2");
  C2O_IMPL_DRIVER_SYM(ctx_push, "cuCtxPushCurrent_v2");
  C2O_IMPL_DRIVER_SYM(ctx_pop, "cuCtxPopCurrent_v2");
  C2O_IMPL_DRIVER_SYM(priority_range, "cuCtxGetStreamPriorityRange");
  C2O_IMPL_DRIVER_SYM(set_limit, "cuCtxSetLimit");
#undef C2O_IMPL_DRIVER_SYM
  /* the library stays loaded (the OpenMP runtime holds it too) */
  int n = 0;
  if (drv.init(0) != 0 || drv.count(&n) != 0 || n != omp_get_num_devices()) return NULL;
  state = 1;
  return &drv;
#else
  return NULL;
#endif
}

/* The CUDA device of OpenMP device d, when d is an NVIDIA GPU the driver knows; -1 otherwise (internal).
 * is_nvidia: what the device's own code said it is (its target region ran __NVPTX__ code). */
static inline int c2o_impl_cuda_device_of(int d, int is_nvidia) {
  const c2o_impl_cuda_driver *drv = is_nvidia ? c2o_impl_cuda_driver_get() : NULL;
  int dev = -1;
  if (!drv || drv->device(&dev, d) != 0) return -1;
  return dev;
}

/* The hardware facts cudaDeviceProp shares with the driver's attributes: each
 * field, its cudaDevAttr number (internal). Limits of the translation are not here. */
#define C2O_IMPL_VENDOR_FIELDS(X)                                                                            \
  X(maxGridSize[0], 5) X(maxGridSize[1], 6) X(maxGridSize[2], 7) X(totalConstMem, 9) X(memPitch, 11)         \
  X(regsPerBlock, 12) X(clockRate, 13) X(textureAlignment, 14) X(deviceOverlap, 15)                          \
  X(multiProcessorCount, 16) X(kernelExecTimeoutEnabled, 17) X(integrated, 18) X(computeMode, 20)            \
  X(concurrentKernels, 31) X(ECCEnabled, 32) X(pciBusID, 33) X(pciDeviceID, 34) X(tccDriver, 35)             \
  X(memoryClockRate, 36) X(memoryBusWidth, 37) X(l2CacheSize, 38) X(maxThreadsPerMultiProcessor, 39)         \
  X(asyncEngineCount, 40) X(pciDomainID, 50) X(texturePitchAlignment, 51) X(major, 75) X(minor, 76)          \
  X(streamPrioritiesSupported, 78) X(globalL1CacheSupported, 79) X(localL1CacheSupported, 80)               \
  X(sharedMemPerMultiprocessor, 81) X(regsPerMultiprocessor, 82) X(isMultiGpuBoard, 84)                      \
  X(multiGpuBoardGroupID, 85) X(singleToDoublePrecisionPerfRatio, 87) X(computePreemptionSupported, 90)      \
  X(maxBlocksPerMultiProcessor, 106) X(persistingL2CacheMaxSize, 108) X(accessPolicyMaxWindowSize, 109)      \
  X(reservedSharedMemPerBlock, 111)

/* The driver with CUDA device dev's primary context, the one the OpenMP
 * runtime launches in, made current on this thread, once that runtime has
 * made it active (it does at the first target region); NULL otherwise. Each
 * non-NULL answer is ended by c2o_impl_vendor_leave (internal). */
static inline const c2o_impl_cuda_driver *c2o_impl_vendor_enter(int dev) {
  const c2o_impl_cuda_driver *drv = c2o_impl_cuda_driver_get();
  unsigned flags = 0;
  int active = 0;
  void *ctx = NULL;
  if (!drv || dev < 0 || drv->ctx_state(dev, &flags, &active) != 0 || !active) return NULL;
  if (drv->ctx_retain(&ctx, dev) != 0) return NULL;
  if (drv->ctx_push(ctx) == 0) return drv;
  drv->ctx_release(dev);
  return NULL;
}
static inline void c2o_impl_vendor_leave(const c2o_impl_cuda_driver *drv, int dev) {
  void *popped = NULL;
  drv->ctx_pop(&popped);
  drv->ctx_release(dev);
}

/* The stream priority range of CUDA device dev's primary context; returns 0
 * where the driver answered (internal). */
static inline int c2o_impl_vendor_priority_range(int dev, int *least, int *greatest) {
  const c2o_impl_cuda_driver *drv = c2o_impl_vendor_enter(dev);
  if (!drv) return -1;
  int rc = drv->priority_range(least, greatest);
  c2o_impl_vendor_leave(drv, dev);
  return rc;
}

/* Sets a limit (CU_LIMIT_STACK_SIZE 0, CU_LIMIT_PRINTF_FIFO_SIZE 1,
 * CU_LIMIT_MALLOC_HEAP_SIZE 2: cudaLimit*'s numbers) of CUDA device dev's
 * primary context; returns 0 where the driver did (internal). */
static inline int c2o_impl_vendor_set_limit(int dev, int limit, size_t value) {
  const c2o_impl_cuda_driver *drv = c2o_impl_vendor_enter(dev);
  if (!drv) return -1;
  int rc = drv->set_limit(limit, value);
  c2o_impl_vendor_leave(drv, dev);
  return rc;
}

#endif /* C2O_VENDOR_DEVICE_H */
