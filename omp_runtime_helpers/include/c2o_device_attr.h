/* c2o_device_attr.h - device attributes, function attributes, occupancy,
 * versions, limits and cache configuration.
 *
 * What OpenMP can tell comes from OpenMP (multiprocessor count and warp size
 * as seen on the device, memory size: c2o_get_device_properties); the rest
 * are the documented defaults below, those of a compute capability 8.0
 * device whose shared memory per block is the translation's team-memory
 * limit (48 KiB). Define C2O_COMPUTE_CAPABILITY_MAJOR / _MINOR to report
 * another capability. Function attributes are accepted and remembered where
 * a later query reads them; kernels have no register or local-memory sizes
 * to report (0). */
#ifndef C2O_DEVICE_ATTR_H
#define C2O_DEVICE_ATTR_H

#include "c2o_config.h"
#include "c2o_device.h"
#include "c2o_error.h"
#include "c2o_type_lists.h"

/* The CUDA version the translation reports and that #if tests in the source see. */
#ifndef CUDART_VERSION
#define CUDART_VERSION 12000
#endif
#ifndef CUDA_VERSION
#define CUDA_VERSION 12000
#endif
/* -DC2O_SUGGESTED_BLOCK_SIZE=N: the block size c2o_occupancy_max_potential_block_size
 * suggests, instead of CUDA's search (below). */

#define C2O_DEVICE_SCHEDULE_AUTO 0x00          /* cudaDeviceScheduleAuto */
#define C2O_DEVICE_SCHEDULE_SPIN 0x01          /* cudaDeviceScheduleSpin */
#define C2O_DEVICE_SCHEDULE_YIELD 0x02         /* cudaDeviceScheduleYield */
#define C2O_DEVICE_SCHEDULE_BLOCKING_SYNC 0x04 /* cudaDeviceScheduleBlockingSync, cudaDeviceBlockingSync */
#define C2O_DEVICE_MAP_HOST 0x08               /* cudaDeviceMapHost */
#define C2O_DEVICE_LMEM_RESIZE_TO_MAX 0x10     /* cudaDeviceLmemResizeToMax */

/* Device attributes; the values are CUDA's (cudaDevAttr...). */
typedef enum c2o_device_attr {
  c2o_dev_attr_max_threads_per_block = 1,
  c2o_dev_attr_max_block_dim_x = 2,
  c2o_dev_attr_max_block_dim_y = 3,
  c2o_dev_attr_max_block_dim_z = 4,
  c2o_dev_attr_max_grid_dim_x = 5,
  c2o_dev_attr_max_grid_dim_y = 6,
  c2o_dev_attr_max_grid_dim_z = 7,
  c2o_dev_attr_max_shared_memory_per_block = 8,
  c2o_dev_attr_total_constant_memory = 9,
  c2o_dev_attr_warp_size = 10,
  c2o_dev_attr_max_pitch = 11,
  c2o_dev_attr_max_registers_per_block = 12,
  c2o_dev_attr_clock_rate = 13,
  c2o_dev_attr_texture_alignment = 14,
  c2o_dev_attr_gpu_overlap = 15,
  c2o_dev_attr_multi_processor_count = 16,
  c2o_dev_attr_kernel_exec_timeout = 17,
  c2o_dev_attr_integrated = 18,
  c2o_dev_attr_can_map_host_memory = 19,
  c2o_dev_attr_compute_mode = 20,
  c2o_dev_attr_concurrent_kernels = 31,
  c2o_dev_attr_ecc_enabled = 32,
  c2o_dev_attr_pci_bus_id = 33,
  c2o_dev_attr_pci_device_id = 34,
  c2o_dev_attr_tcc_driver = 35,
  c2o_dev_attr_memory_clock_rate = 36,
  c2o_dev_attr_global_memory_bus_width = 37,
  c2o_dev_attr_l2_cache_size = 38,
  c2o_dev_attr_max_threads_per_multi_processor = 39,
  c2o_dev_attr_async_engine_count = 40,
  c2o_dev_attr_unified_addressing = 41,
  c2o_dev_attr_pci_domain_id = 50,
  c2o_dev_attr_compute_capability_major = 75,
  c2o_dev_attr_compute_capability_minor = 76,
  c2o_dev_attr_stream_priorities_supported = 78,
  c2o_dev_attr_global_l1_cache_supported = 79,
  c2o_dev_attr_max_shared_memory_per_multiprocessor = 81,
  c2o_dev_attr_max_registers_per_multiprocessor = 82,
  c2o_dev_attr_managed_memory = 83,
  c2o_dev_attr_is_multi_gpu_board = 84,
  c2o_dev_attr_host_native_atomic_supported = 86,
  c2o_dev_attr_single_to_double_precision_perf_ratio = 87,
  c2o_dev_attr_pageable_memory_access = 88,
  c2o_dev_attr_concurrent_managed_access = 89,
  c2o_dev_attr_cooperative_launch = 95,
  c2o_dev_attr_max_shared_memory_per_block_optin = 97,
  c2o_dev_attr_max_blocks_per_multiprocessor = 106,
  c2o_dev_attr_max_persisting_l2_cache_size = 108,
  c2o_dev_attr_memory_pools_supported = 115
} c2o_device_attr;

/* The current device's number (internal). */
static inline int c2o_impl_current_device(void) {
  int d = 0;
  c2o_get_device(&d);
  return d;
}

/* Properties of device d, queried once per device (internal; up to 16 devices). */
static inline const c2o_device_prop *c2o_impl_cached_prop(int d) {
  static c2o_device_prop cache[16];
  static int filled[16];
  if (d < 0 || d >= 16) return NULL;
  if (!filled[d]) {
    if (c2o_get_device_properties(&cache[d], d) != c2o_success) return NULL;
    filled[d] = 1;
  }
  return &cache[d];
}

/* *value = attribute attr of device d (CUDA's cudaDeviceGetAttribute). */
static inline c2o_error_t c2o_device_get_attribute(int *value, c2o_device_attr attr, int d) {
  const c2o_device_prop *p;
  if (!value) return c2o_impl_fail(c2o_error_invalid_value);
  if (!(p = c2o_impl_cached_prop(d))) return c2o_impl_fail(c2o_error_invalid_device);
  if (c2o_impl_prop_fact(p, (int)attr, value)) return c2o_success; /* the hardware's, from its driver where it answers */
  switch (attr) {
  case c2o_dev_attr_max_threads_per_block: *value = p->maxThreadsPerBlock; break;
  case c2o_dev_attr_max_block_dim_x: *value = p->maxThreadsDim[0]; break;
  case c2o_dev_attr_max_block_dim_y: *value = p->maxThreadsDim[1]; break;
  case c2o_dev_attr_max_block_dim_z: *value = p->maxThreadsDim[2]; break;
  case c2o_dev_attr_max_grid_dim_x: *value = p->maxGridSize[0]; break;
  case c2o_dev_attr_max_grid_dim_y: *value = p->maxGridSize[1]; break;
  case c2o_dev_attr_max_grid_dim_z: *value = p->maxGridSize[2]; break;
  case c2o_dev_attr_max_shared_memory_per_block: *value = (int)p->sharedMemPerBlock; break;
  case c2o_dev_attr_total_constant_memory: *value = (int)p->totalConstMem; break;
  case c2o_dev_attr_warp_size: *value = p->warpSize; break;
  case c2o_dev_attr_max_pitch: *value = (int)p->memPitch; break;
  case c2o_dev_attr_max_registers_per_block: *value = p->regsPerBlock; break;
  case c2o_dev_attr_clock_rate: *value = p->clockRate; break;
  case c2o_dev_attr_texture_alignment: *value = (int)p->textureAlignment; break;
  case c2o_dev_attr_multi_processor_count: *value = p->multiProcessorCount; break;
  case c2o_dev_attr_integrated: *value = p->integrated; break;
  case c2o_dev_attr_can_map_host_memory: *value = p->canMapHostMemory; break;
  case c2o_dev_attr_concurrent_kernels: *value = p->concurrentKernels; break;
  case c2o_dev_attr_memory_clock_rate: *value = p->memoryClockRate; break;
  case c2o_dev_attr_global_memory_bus_width: *value = p->memoryBusWidth; break;
  case c2o_dev_attr_l2_cache_size: *value = p->l2CacheSize; break;
  case c2o_dev_attr_max_threads_per_multi_processor: *value = p->maxThreadsPerMultiProcessor; break;
  case c2o_dev_attr_async_engine_count: *value = p->asyncEngineCount; break;
  case c2o_dev_attr_unified_addressing: *value = p->unifiedAddressing; break;
  case c2o_dev_attr_compute_capability_major: *value = p->major; break;
  case c2o_dev_attr_compute_capability_minor: *value = p->minor; break;
  case c2o_dev_attr_stream_priorities_supported: *value = p->streamPrioritiesSupported; break;
  case c2o_dev_attr_max_shared_memory_per_multiprocessor: *value = (int)p->sharedMemPerMultiprocessor; break;
  case c2o_dev_attr_max_registers_per_multiprocessor: *value = p->regsPerMultiprocessor; break;
  case c2o_dev_attr_managed_memory: *value = p->managedMemory; break;
  case c2o_dev_attr_single_to_double_precision_perf_ratio: *value = p->singleToDoublePrecisionPerfRatio; break;
  case c2o_dev_attr_cooperative_launch: *value = p->cooperativeLaunch; break;
  case c2o_dev_attr_max_shared_memory_per_block_optin: *value = (int)p->sharedMemPerBlockOptin; break;
  case c2o_dev_attr_max_blocks_per_multiprocessor: *value = p->maxBlocksPerMultiProcessor; break;
  case c2o_dev_attr_memory_pools_supported: *value = 1; break; /* c2o_malloc_async */
  default: *value = 0; break; /* ECC, PCI ids, timeouts, multi-GPU boards, L1/L2 policies: none */
  }
  return c2o_success;
}

/* The stream priority range (cudaDeviceGetStreamPriorityRange): the GPU's, from
 * its driver where it answers (an NVIDIA GPU: least 0, greatest -5 on recent
 * ones), else one level, 0. Priorities are accepted, not applied: kernels and
 * copies run one at a time (c2o_stream_event.h). */
static inline c2o_error_t c2o_device_get_stream_priority_range(int *least, int *greatest) {
  int l = 0, g = 0, d = c2o_impl_current_device();
  if (c2o_impl_cached_prop(d) && c2o_impl_vendor_priority_range(c2o_impl_cuda_device_of(d, *c2o_impl_device_is_nvidia(d)), &l, &g) != 0)
    l = g = 0;
  if (least) *least = l;
  if (greatest) *greatest = g;
  return c2o_success;
}

/* Function attributes (cudaFuncAttribute); values are CUDA's. */
typedef enum c2o_func_attribute {
  c2o_func_attribute_max_dynamic_shared_memory_size = 8,
  c2o_func_attribute_preferred_shared_memory_carveout = 9
} c2o_func_attribute;

/* What a kernel's attributes report (cudaFuncAttributes; its fields from
 * c2o_type_lists.h, as the bundled driver_types.h's). */
typedef struct c2o_func_attributes {
  C2O_FUNC_ATTRIBUTES_FIELDS
} c2o_func_attributes;

/* Cache preferences (cudaFuncCache), accepted and ignored. */
typedef enum c2o_func_cache {
  c2o_func_cache_prefer_none = 0,
  c2o_func_cache_prefer_shared = 1,
  c2o_func_cache_prefer_l1 = 2,
  c2o_func_cache_prefer_equal = 3
} c2o_func_cache;

/* Shared-memory bank sizes (cudaSharedMemConfig), accepted and ignored. */
typedef enum c2o_shared_mem_config {
  c2o_shared_mem_bank_size_default = 0,
  c2o_shared_mem_bank_size_four_byte = 1,
  c2o_shared_mem_bank_size_eight_byte = 2
} c2o_shared_mem_config;

/* Device limits (cudaLimit). */
typedef enum c2o_limit {
  c2o_limit_stack_size = 0x00,
  c2o_limit_printf_fifo_size = 0x01,
  c2o_limit_malloc_heap_size = 0x02,
  c2o_limit_dev_runtime_sync_depth = 0x03,
  c2o_limit_dev_runtime_pending_launch_count = 0x04,
  c2o_limit_max_l2_fetch_granularity = 0x05,
  c2o_limit_persisting_l2_cache_size = 0x06
} c2o_limit;

/* Dynamic shared memory sizes set with c2o_func_set_attribute, per kernel
 * address (internal; a small table, the last 64 kernels). */
typedef struct c2o_impl_func_attr {
  const void *func;
  int max_dynamic_shared;
  int carveout;
} c2o_impl_func_attr;
C2O_SHARED c2o_impl_func_attr c2o_impl_func_attrs[64];
C2O_SHARED int c2o_impl_func_attr_count = 0;

static inline c2o_impl_func_attr *c2o_impl_func_attr_of(const void *func, int create) {
  int i;
  for (i = 0; i < c2o_impl_func_attr_count && i < 64; ++i)
    if (c2o_impl_func_attrs[i].func == func) return &c2o_impl_func_attrs[i];
  if (!create) return NULL;
  i = c2o_impl_func_attr_count++ % 64;
  c2o_impl_func_attrs[i].func = func;
  c2o_impl_func_attrs[i].max_dynamic_shared = 48 * 1024;
  c2o_impl_func_attrs[i].carveout = -1;
  return &c2o_impl_func_attrs[i];
}

/* Sets an attribute of a kernel: the maximum dynamic shared memory (at most
 * the 48 KiB a translated block can have) or the carveout (ignored). */
static inline c2o_error_t c2o_func_set_attribute(const void *func, c2o_func_attribute attr, int value) {
  c2o_impl_func_attr *a;
  if (!func) return c2o_impl_fail(c2o_error_invalid_device_function);
  if (attr == c2o_func_attribute_max_dynamic_shared_memory_size) {
    if (value < 0 || value > 48 * 1024) return c2o_impl_fail(c2o_error_invalid_value);
    a = c2o_impl_func_attr_of(func, 1);
    a->max_dynamic_shared = value;
    return c2o_success;
  }
  if (attr == c2o_func_attribute_preferred_shared_memory_carveout) {
    if (value < -1 || value > 100) return c2o_impl_fail(c2o_error_invalid_value);
    c2o_impl_func_attr_of(func, 1)->carveout = value;
    return c2o_success;
  }
  return c2o_impl_fail(c2o_error_invalid_value);
}

/* Attributes of a kernel: CUDA's launch limits, the dynamic shared memory
 * set with c2o_func_set_attribute; no registers or local memory (0). */
static inline c2o_error_t c2o_func_get_attributes(c2o_func_attributes *attr, const void *func) {
  const c2o_impl_func_attr *a;
  if (!attr) return c2o_impl_fail(c2o_error_invalid_value);
  if (!func) return c2o_impl_fail(c2o_error_invalid_device_function);
  memset(attr, 0, sizeof *attr);
  a = c2o_impl_func_attr_of(func, 0);
  attr->maxThreadsPerBlock = 1024;
  attr->ptxVersion = attr->binaryVersion = C2O_COMPUTE_CAPABILITY_MAJOR * 10 + C2O_COMPUTE_CAPABILITY_MINOR;
  attr->maxDynamicSharedSizeBytes = a ? a->max_dynamic_shared : 48 * 1024; /* CUDA's default */
  attr->preferredShmemCarveout = a ? a->carveout : -1;
  return c2o_success;
}

/* Cache and bank preferences: accepted, ignored. */
static inline c2o_error_t c2o_func_set_cache_config(const void *func, c2o_func_cache c) {
  (void)c;
  return func ? c2o_success : c2o_impl_fail(c2o_error_invalid_device_function);
}
static inline c2o_error_t c2o_device_set_cache_config(c2o_func_cache c) {
  (void)c;
  return c2o_success;
}
static inline c2o_error_t c2o_device_get_cache_config(c2o_func_cache *c) {
  if (!c) return c2o_impl_fail(c2o_error_invalid_value);
  *c = c2o_func_cache_prefer_none;
  return c2o_success;
}
static inline c2o_error_t c2o_device_set_shared_mem_config(c2o_shared_mem_config c) {
  (void)c;
  return c2o_success;
}

/* Blocks of blockSize threads (and dynSmem bytes of dynamic shared memory)
 * that one multiprocessor holds at once, from the documented defaults. */
static inline c2o_error_t c2o_occupancy_max_active_blocks_per_multiprocessor(int *numBlocks, const void *func,
                                                                             int blockSize, size_t dynSmem) {
  const c2o_device_prop *p = c2o_impl_cached_prop(c2o_impl_current_device());
  int n;
  if (!numBlocks || blockSize <= 0 || !p) return c2o_impl_fail(c2o_error_invalid_value);
  (void)func;
  n = p->maxThreadsPerMultiProcessor / blockSize;
  if (n > p->maxBlocksPerMultiProcessor) n = p->maxBlocksPerMultiProcessor;
  if (dynSmem > 0 && (size_t)n > p->sharedMemPerMultiprocessor / dynSmem)
    n = (int)(p->sharedMemPerMultiprocessor / dynSmem);
  *numBlocks = n;
  return c2o_success;
}

/* A block size for a kernel: CUDA's occupancy search (or C2O_SUGGESTED_BLOCK_SIZE) within the limit if
 * smaller; the grid that fills every multiprocessor with it. */
static inline c2o_error_t c2o_occupancy_max_potential_block_size(int *minGridSize, int *blockSize, const void *func,
                                                                 size_t dynSmem C2O_DEFAULT(0),
                                                                 int blockSizeLimit C2O_DEFAULT(0)) {
  /* CUDA's search: of the block sizes that are whole warps, up to the limit,
   * the one with the most resident threads per multiprocessor, the largest of
   * those that tie. A kernel's registers are unknown to OpenMP: counted as not
   * limiting (a kernel with few registers), as is static shared memory. */
  const c2o_device_prop *p = c2o_impl_cached_prop(c2o_impl_current_device());
  int b = 0, per_mp = 0;
  if (!minGridSize || !blockSize || !p) return c2o_impl_fail(c2o_error_invalid_value);
#ifdef C2O_SUGGESTED_BLOCK_SIZE
  b = C2O_SUGGESTED_BLOCK_SIZE;
  if (blockSizeLimit > 0 && blockSizeLimit < b) b = blockSizeLimit;
#else
  {
    const int granule = 32; /* CUDA's warp: block sizes are counted in them */
    int limit = p->maxThreadsPerBlock, best = -1;
    if (blockSizeLimit > 0 && blockSizeLimit < limit) limit = blockSizeLimit;
    for (int size = limit - limit % granule; size >= granule; size -= granule) {
      int n = 0;
      c2o_occupancy_max_active_blocks_per_multiprocessor(&n, func, size, dynSmem);
      if (n * size > best) best = n * size, b = size;
    }
    if (b <= 0) b = limit > 0 ? limit : 1;
  }
#endif
  c2o_occupancy_max_active_blocks_per_multiprocessor(&per_mp, func, b, dynSmem);
  *blockSize = b;
  *minGridSize = (per_mp > 0 ? per_mp : 1) * p->multiProcessorCount;
  return c2o_success;
}

/* Versions: the CUDA version the translation reports (CUDART_VERSION). */
static inline c2o_error_t c2o_driver_get_version(int *v) {
  if (!v) return c2o_impl_fail(c2o_error_invalid_value);
  *v = CUDA_VERSION;
  return c2o_success;
}
static inline c2o_error_t c2o_runtime_get_version(int *v) {
  if (!v) return c2o_impl_fail(c2o_error_invalid_value);
  *v = CUDART_VERSION;
  return c2o_success;
}

/* Device flags (scheduling, map-host): remembered, no effect. */
C2O_SHARED unsigned int c2o_impl_device_flags = 0;
static inline c2o_error_t c2o_set_device_flags(unsigned int flags) {
  c2o_impl_device_flags = flags;
  return c2o_success;
}
static inline c2o_error_t c2o_get_device_flags(unsigned int *flags) {
  if (!flags) return c2o_impl_fail(c2o_error_invalid_value);
  *flags = c2o_impl_device_flags;
  return c2o_success;
}

/* Limits: remembered and reported; the OpenMP runtime sizes stacks and heaps
 * itself (LIBOMPTARGET_STACK_SIZE, LIBOMPTARGET_HEAP_SIZE with clang). */
/* The L2 limits (fetch granularity, persisting lines) are hints: recorded and read back. */
C2O_SHARED size_t c2o_impl_limits[7] = {1024, 1048576, 8388608, 0, 0, 32, 0};
static inline c2o_error_t c2o_device_set_limit(c2o_limit limit, size_t value) {
  if ((unsigned)limit > 6u || limit == c2o_limit_dev_runtime_sync_depth ||
      limit == c2o_limit_dev_runtime_pending_launch_count)
    return c2o_impl_fail(c2o_error_unsupported_limit);
  c2o_impl_limits[limit] = value;
#if C2O_HAS_BARE
  /* The stack, printf buffer and heap of an NVIDIA GPU are its driver's (cudaLimit* numbers are CU_LIMIT_*'s). */
  if (limit <= c2o_limit_malloc_heap_size && c2o_default_device_is_gpu())
    c2o_impl_vendor_set_limit(c2o_impl_cuda_device_of(omp_get_default_device(), 1), (int)limit, value);
#endif
  return c2o_success;
}
static inline c2o_error_t c2o_device_get_limit(size_t *value, c2o_limit limit) {
  if (!value) return c2o_impl_fail(c2o_error_invalid_value);
  if ((unsigned)limit > 6u || limit == c2o_limit_dev_runtime_sync_depth ||
      limit == c2o_limit_dev_runtime_pending_launch_count)
    return c2o_impl_fail(c2o_error_unsupported_limit);
  *value = c2o_impl_limits[limit];
  return c2o_success;
}

/* Profiler markers: nothing to do. */
static inline c2o_error_t c2o_profiler_start(void) { return c2o_success; }
static inline c2o_error_t c2o_profiler_stop(void) { return c2o_success; }

#ifdef __cplusplus
/* Kernels are passed as functions (the launcher that the translation made of
 * each kernel): the same helpers for any function pointer. */
template <class F> static inline c2o_error_t c2o_func_set_attribute(F *func, c2o_func_attribute attr, int value) {
  return c2o_func_set_attribute((const void *)func, attr, value);
}
template <class F> static inline c2o_error_t c2o_func_get_attributes(c2o_func_attributes *attr, F *func) {
  return c2o_func_get_attributes(attr, (const void *)func);
}
template <class F> static inline c2o_error_t c2o_func_set_cache_config(F *func, c2o_func_cache c) {
  return c2o_func_set_cache_config((const void *)func, c);
}
template <class F>
static inline c2o_error_t c2o_occupancy_max_active_blocks_per_multiprocessor(int *numBlocks, F func, int blockSize,
                                                                             size_t dynSmem) {
  return c2o_occupancy_max_active_blocks_per_multiprocessor(numBlocks, (const void *)func, blockSize, dynSmem);
}
template <class F>
static inline c2o_error_t c2o_occupancy_max_potential_block_size(int *minGridSize, int *blockSize, F func,
                                                                 size_t dynSmem = 0, int blockSizeLimit = 0) {
  return c2o_occupancy_max_potential_block_size(minGridSize, blockSize, (const void *)func, dynSmem, blockSizeLimit);
}
#endif

#endif /* C2O_DEVICE_ATTR_H */
