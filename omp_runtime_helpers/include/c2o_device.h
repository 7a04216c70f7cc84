/* c2o_device.h - device selection, synchronisation and properties.
 *
 * Devices are OpenMP's offload devices, numbered 0..omp_get_num_devices()-1;
 * with none, device 0 is the host itself (omp_get_initial_device()). The
 * current device is OpenMP's default-device setting, which c2o_set_device
 * changes: the generated kernels (target regions without a device clause)
 * and the memory helpers then always agree, also under OMP_DEFAULT_DEVICE. */
#ifndef C2O_DEVICE_H
#define C2O_DEVICE_H

#include "c2o_config.h"
#include "c2o_error.h"
#include "c2o_device_assert.h"
#include "c2o_queue.h"
#include "c2o_registry.h"
#include "c2o_type_lists.h"
#include "c2o_vendor_device.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* OpenMP device number the helpers use now (internal): the default device if
 * it names an offload device, else the host. */
static inline int c2o_impl_omp_device(void) {
  int n = omp_get_num_devices(), d = omp_get_default_device();
  return (d >= 0 && d < n) ? d : omp_get_initial_device();
}

/* Number of devices: omp_get_num_devices(), at least 1 (the host). */
static inline c2o_error_t c2o_get_device_count(int *count) {
  int n = omp_get_num_devices();
  if (!count) return c2o_impl_fail(c2o_error_invalid_value);
  *count = n > 0 ? n : 1;
  return c2o_success;
}

/* Makes device d current (sets OpenMP's default device). */
static inline c2o_error_t c2o_set_device(int d) {
  int n = omp_get_num_devices();
  if (d < 0 || d >= (n > 0 ? n : 1)) return c2o_impl_fail(c2o_error_invalid_device);
  if (n > 0) omp_set_default_device(d);
  return c2o_success;
}

/* Current device number. */
static inline c2o_error_t c2o_get_device(int *d) {
  int n = omp_get_num_devices(), dev = omp_get_default_device();
  if (!d) return c2o_impl_fail(c2o_error_invalid_value);
  *d = (dev >= 0 && dev < n) ? dev : 0;
  return c2o_success;
}

/* Waits for the device's queued launches. */
static inline c2o_error_t c2o_device_synchronize(void) {
  c2o_impl_queue_drain();
  C2O_IMPL_CHECK_DEVICE_ASSERTS();
  return c2o_success;
}

/* Synchronises, frees every c2o_malloc block of the current device and
 * clears the last error. */
static inline c2o_error_t c2o_device_reset(void) {
  c2o_impl_alloc a;
  int dev = c2o_impl_omp_device();
  c2o_impl_queue_drain();
  while (c2o_impl_registry_pop_device(dev, &a)) omp_target_free((void *)a.base, a.device);
  c2o_impl_last_error = c2o_success;
  return c2o_success;
}

/* Memory size reported for a device (internal): $C2O_DEVICE_MEMORY bytes if
 * set, else the host's physical memory (OpenMP cannot query a device's). */
static inline size_t c2o_impl_mem_total(void) {
  const char *env = getenv("C2O_DEVICE_MEMORY");
  long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGE_SIZE);
  if (env && *env) return (size_t)strtoull(env, NULL, 10);
  return (pages > 0 && page > 0) ? (size_t)pages * (size_t)page : 0;
}

/* Device properties: cudaDeviceProp's fields, in its order (CUDA 12), from
 * the list the bundled driver_types.h makes cudaDeviceProp of
 * (c2o_type_lists.h). c2o_get_device_properties fills what OpenMP
 * can tell; the rest is zero. */
/* cudaComputeMode: an OpenMP device is always in the default mode. */
enum c2o_compute_mode {
  c2o_compute_mode_default = 0,           /* cudaComputeModeDefault */
  c2o_compute_mode_exclusive = 1,         /* cudaComputeModeExclusive */
  c2o_compute_mode_prohibited = 2,        /* cudaComputeModeProhibited */
  c2o_compute_mode_exclusive_process = 3  /* cudaComputeModeExclusiveProcess */
};

/* cudaUUID_t */
typedef struct c2o_uuid_st {
  char bytes[16];
} c2o_uuid_t;

typedef struct c2o_device_prop {
  C2O_DEVICE_PROP_FIELDS(c2o_uuid_t)
} c2o_device_prop;

/* Compute capability that device properties and attributes report. */
#ifndef C2O_COMPUTE_CAPABILITY_MAJOR
#define C2O_COMPUTE_CAPABILITY_MAJOR 8
#endif
#ifndef C2O_COMPUTE_CAPABILITY_MINOR
#define C2O_COMPUTE_CAPABILITY_MINOR 0
#endif
/* Documented defaults of the properties OpenMP cannot tell (internal). */
static inline void c2o_impl_fill_defaults(c2o_device_prop *p, int offload) {
  p->major = C2O_COMPUTE_CAPABILITY_MAJOR;
  p->minor = C2O_COMPUTE_CAPABILITY_MINOR;
  p->regsPerBlock = 65536;
  p->regsPerMultiprocessor = 65536;
  p->memPitch = 2147483647;
  p->clockRate = 1000000;              /* kHz: 1 GHz, a stand-in (clock() is not translated) */
  p->textureAlignment = 512;
  p->texturePitchAlignment = 32;
  p->maxThreadsPerMultiProcessor = 2048;
  p->maxBlocksPerMultiProcessor = 32;
  p->sharedMemPerMultiprocessor = 167936;
  p->sharedMemPerBlockOptin = 48 * 1024; /* the translation's team-memory limit */
  p->integrated = !offload;            /* the host itself when no device is there */
  p->canMapHostMemory = 1;             /* pinned memory is host memory (see c2o_memory.h) */
  p->unifiedAddressing = 1;
  p->managedMemory = 1;
  p->streamPrioritiesSupported = 0;
  p->concurrentKernels = 0;            /* kernels and copies are synchronous */
  p->asyncEngineCount = 0;
  p->cooperativeLaunch = 0;            /* grid-wide synchronisation is not translated */
  p->singleToDoublePrecisionPerfRatio = 2;
}

#if !defined(__clang__)
/* GCC: SIMT width of the device the code runs on, picked at offload time
 * (`used` keeps the variants, referenced only after that choice). */
#pragma omp declare target
static inline __attribute__((used)) int c2o_impl_warp_nvptx(void) { return 32; }
static inline __attribute__((used)) int c2o_impl_warp_gcn(void) { return 64; }
#pragma omp declare variant(c2o_impl_warp_nvptx) match(device = {arch(nvptx)})
#pragma omp declare variant(c2o_impl_warp_gcn) match(device = {arch(gcn)})
static inline __attribute__((used)) int c2o_impl_warp_size(void) { return 1; }
#pragma omp end declare target
#endif

/* Whether OpenMP device d runs NVIDIA code, as its own target region said
 * (c2o_get_device_properties fills it; internal, up to 16 devices). */
static inline int *c2o_impl_device_is_nvidia(int d) {
  static int is_nvidia[16];
  static int none = 0;
  return d >= 0 && d < 16 ? &is_nvidia[d] : &none;
}

/* The hardware facts of *p from the GPU vendor's driver, where it answers (c2o_vendor_device.h; internal). */
static inline void c2o_impl_vendor_fill(c2o_device_prop *p, int d) {
  const c2o_impl_cuda_driver *drv = c2o_impl_cuda_driver_get();
  const int dev = c2o_impl_cuda_device_of(d, *c2o_impl_device_is_nvidia(d));
  int v = 0;
  size_t mem = 0;
  char name[sizeof p->name];
  if (!drv || dev < 0) return;
  if (drv->name(name, (int)sizeof name, dev) == 0) memcpy(p->name, name, sizeof name);
  if (drv->total_mem(&mem, dev) == 0) p->totalGlobalMem = mem;
#define C2O_IMPL_FILL_FACT(field, number)                                                                    \
  if (drv->attribute(&v, number, dev) == 0) p->field = v;
  C2O_IMPL_VENDOR_FIELDS(C2O_IMPL_FILL_FACT)
#undef C2O_IMPL_FILL_FACT
}

/* *value = the hardware fact of *p that cudaDevAttr number attr names; 0 when attr is none (internal). */
static inline int c2o_impl_prop_fact(const c2o_device_prop *p, int attr, int *value) {
#define C2O_IMPL_READ_FACT(field, number)                                                                    \
  case number:                                                                                               \
    *value = (int)p->field;                                                                                  \
    return 1;
  switch (attr) {
    C2O_IMPL_VENDOR_FIELDS(C2O_IMPL_READ_FACT)
  default:
    return 0;
  }
#undef C2O_IMPL_READ_FACT
}

/* Fills *prop for device d: name ("OpenMP offload device N" or "OpenMP host
 * device"), memory size, processors and warp size as seen on the device,
 * CUDA's launch limits, the documented defaults of c2o_impl_fill_defaults;
 * other fields (ECC, PCI ids, clocks of memory, L2 size) are 0. */
static inline c2o_error_t c2o_get_device_properties(c2o_device_prop *prop, int d) {
  int n = omp_get_num_devices(), procs = 1, warp = 1, nvidia = 0;
  if (!prop) return c2o_impl_fail(c2o_error_invalid_value);
  if (d < 0 || d >= (n > 0 ? n : 1)) return c2o_impl_fail(c2o_error_invalid_device);
  memset(prop, 0, sizeof *prop);
  if (n > 0) {
    snprintf(prop->name, sizeof prop->name, "OpenMP offload device %d", d);
#pragma omp target device(d) map(from : procs, warp, nvidia)
    {
      procs = omp_get_num_procs();
      /* (every pass of the compiler references nvidia, in the same order: a
       * variable only the device pass named would shift the region's
       * arguments, "mismatch in kernel arguments" on the GPU) */
      nvidia = 0;
#if defined(__NVPTX__) || defined(__nvptx__)
      nvidia = 1;
#endif
#if defined(__AMDGCN__)
      warp = __builtin_amdgcn_wavefrontsize();
#elif defined(__NVPTX__)
      warp = 32;
#elif defined(__clang__)
      warp = 1;
#else
      warp = c2o_impl_warp_size();
#endif
    }
  } else {
    snprintf(prop->name, sizeof prop->name, "OpenMP host device");
    procs = omp_get_num_procs();
  }
  prop->totalGlobalMem = c2o_impl_mem_total();
  prop->multiProcessorCount = procs;
  prop->warpSize = warp;
  prop->maxThreadsPerBlock = 1024;
  prop->maxThreadsDim[0] = 1024;
  prop->maxThreadsDim[1] = 1024;
  prop->maxThreadsDim[2] = 64;
  prop->maxGridSize[0] = 2147483647;
  prop->maxGridSize[1] = 65535;
  prop->maxGridSize[2] = 65535;
  prop->sharedMemPerBlock = 48 * 1024;
  prop->totalConstMem = 64 * 1024;
  c2o_impl_fill_defaults(prop, n > 0);
  *c2o_impl_device_is_nvidia(d) = nvidia;
  if (n > 0) c2o_impl_vendor_fill(prop, d);
  return c2o_success;
}

#endif /* C2O_DEVICE_H */
