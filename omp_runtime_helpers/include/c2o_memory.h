/* c2o_memory.h - device, managed and pinned memory, copies, memset and
 * __device__/__constant__ symbols.
 *
 * Device memory comes from omp_target_alloc on the current device; managed
 * and pinned memory are ordinary host memory (files that use managed memory
 * get `#pragma omp requires unified_shared_memory` from the translator). A
 * registry of live blocks tells c2o_free how to free a pointer and lets
 * c2o_memcpy_default find each side; addresses not in it are host memory. */
#ifndef C2O_MEMORY_H
#define C2O_MEMORY_H

#include "c2o_config.h"
#include "c2o_device.h"
#include "c2o_error.h"
#include "c2o_host_wait.h"
#include "c2o_queue.h"
#include "c2o_launch.h"
#include "c2o_registry.h"
#include "c2o_stream_event.h"
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Direction of a copy; the values are CUDA's. */
typedef enum c2o_memcpy_kind {
  c2o_memcpy_host_to_host = 0,     /* cudaMemcpyHostToHost */
  c2o_memcpy_host_to_device = 1,   /* cudaMemcpyHostToDevice */
  c2o_memcpy_device_to_host = 2,   /* cudaMemcpyDeviceToHost */
  c2o_memcpy_device_to_device = 3, /* cudaMemcpyDeviceToDevice */
  c2o_memcpy_default = 4           /* cudaMemcpyDefault: sides found from the pointers */
} c2o_memcpy_kind;

#define C2O_MEM_ATTACH_GLOBAL 0x01          /* cudaMemAttachGlobal */
#define C2O_MEM_ATTACH_SINGLE 0x04          /* cudaMemAttachSingle */
#define C2O_MEM_ATTACH_HOST 0x02            /* cudaMemAttachHost */
#define C2O_MEM_ATTACH_SINGLE 0x04          /* cudaMemAttachSingle */
#define C2O_HOST_ALLOC_DEFAULT 0x00         /* cudaHostAllocDefault */
#define C2O_HOST_ALLOC_PORTABLE 0x01        /* cudaHostAllocPortable */
#define C2O_HOST_ALLOC_MAPPED 0x02          /* cudaHostAllocMapped */
#define C2O_HOST_ALLOC_WRITE_COMBINED 0x04  /* cudaHostAllocWriteCombined */

/* Allocates n bytes on the current device; n == 0 gives NULL and success. */
static inline c2o_error_t c2o_malloc(void **p, size_t n) {
  int dev = c2o_impl_omp_device();
  if (!p) return c2o_impl_fail(c2o_error_invalid_value);
  *p = NULL;
  if (n == 0) return c2o_success;
  *p = omp_target_alloc(n, dev);
  if (!*p) return c2o_impl_fail(c2o_error_memory_allocation);
  if (!c2o_impl_registry_add(*p, n, c2o_impl_owner_device, dev)) {
    omp_target_free(*p, dev);
    *p = NULL;
    return c2o_impl_fail(c2o_error_memory_allocation);
  }
  if (dev != omp_get_initial_device()) c2o_host_wait_setup(); /* wait for the device as CUDA does */
  return c2o_success;
}

/* Managed and pinned host memory that a GPU reaches without unified shared
 * memory in hardware (an H100 without HMM faults on plain host memory): with
 * LLVM's offload runtime, managed memory is the runtime's shared allocation
 * (cuMemAllocManaged / hsa fine-grained), pinned memory its host allocation
 * (cuMemAllocHost, device-accessible); both are host addresses too. Elsewhere
 * (GCC, C, -DC2O_NO_BARE, the host, -DC2O_PLAIN_HOST_MEMORY) an ordinary host block. */
#if defined(__clang__) && defined(_OPENMP) && !defined(C2O_PLAIN_HOST_MEMORY) && C2O_HAS_BARE
#define C2O_LLVM_HOST_ALLOCATORS 1
#ifdef __cplusplus
extern "C" {
#endif
void *llvm_omp_target_alloc_shared(size_t size, int device);
void *llvm_omp_target_alloc_host(size_t size, int device);
void llvm_omp_target_free_shared(void *p, int device);
void llvm_omp_target_free_host(void *p, int device);
#ifdef __cplusplus
}
#endif
#endif
/* c2o_managed_memory.h decides the `requires` clause from the same condition. */
#if defined(C2O_MANAGED_IS_SHARED_ALLOCATION) && C2O_MANAGED_IS_SHARED_ALLOCATION != defined(C2O_LLVM_HOST_ALLOCATORS)
#error "c2o_managed_memory.h and c2o_memory.h disagree on where managed memory comes from"
#endif

/* Host block of n bytes, 256-byte aligned like CUDA's, registered as owner
 * (internal); the device it was allocated for, or the host's. */
static inline c2o_error_t c2o_impl_host_block(void **p, size_t n, int owner) {
  int dev = omp_get_initial_device();
  if (!p) return c2o_impl_fail(c2o_error_invalid_value);
  *p = NULL;
  if (n == 0) return c2o_success;
  if (n > SIZE_MAX - 255) return c2o_impl_fail(c2o_error_memory_allocation);
#ifdef C2O_LLVM_HOST_ALLOCATORS
  if (c2o_default_device_is_gpu()) {
    int gpu = c2o_impl_omp_device();
    *p = owner == c2o_impl_owner_managed ? llvm_omp_target_alloc_shared(n, gpu) : llvm_omp_target_alloc_host(n, gpu);
    if (*p) dev = gpu;
  }
#endif
  if (!*p) *p = aligned_alloc(256, (n + 255) / 256 * 256);
  if (!*p) return c2o_impl_fail(c2o_error_memory_allocation);
  if (!c2o_impl_registry_add(*p, n, owner, dev)) {
    free(*p);
    *p = NULL;
    return c2o_impl_fail(c2o_error_memory_allocation);
  }
  return c2o_success;
}

/* Attaching managed memory to a stream: which stream may touch it is CUDA's
   bookkeeping for pre-Pascal GPUs and concurrent host access; under unified
   shared memory every target region and the host see it, so there is nothing
   to do beyond checking the flags. */
static inline c2o_error_t c2o_stream_attach_mem_async(c2o_stream_t stream, void *p, size_t length C2O_DEFAULT(0),
                                                      unsigned int flags C2O_DEFAULT(C2O_MEM_ATTACH_SINGLE)) {
  (void)stream; (void)p; (void)length;
  if (flags != C2O_MEM_ATTACH_GLOBAL && flags != C2O_MEM_ATTACH_HOST && flags != C2O_MEM_ATTACH_SINGLE)
    return c2o_impl_fail(c2o_error_invalid_value);
  return c2o_success;
}

/* Managed memory: host memory that target regions reach under unified shared memory. */
static inline c2o_error_t c2o_malloc_managed(void **p, size_t n,
                                             unsigned int flags C2O_DEFAULT(C2O_MEM_ATTACH_GLOBAL)) {
  if (flags != C2O_MEM_ATTACH_GLOBAL && flags != C2O_MEM_ATTACH_HOST)
    return c2o_impl_fail(c2o_error_invalid_value);
  return c2o_impl_host_block(p, n, c2o_impl_owner_managed);
}

/* Pinned host memory: ordinary host memory here. */
static inline c2o_error_t c2o_malloc_host(void **p, size_t n) {
  return c2o_impl_host_block(p, n, c2o_impl_owner_host);
}

/* Pinned host memory with flags C2O_HOST_ALLOC_* (ignored). */
static inline c2o_error_t c2o_host_alloc(void **p, size_t n, unsigned int flags) {
  (void)flags;
  return c2o_impl_host_block(p, n, c2o_impl_owner_host);
}

#if defined(__GNUC__) && !defined(__clang__)
/* GCC inlines c2o_free and then warns about free() on whatever the caller
 * passed, though free() is only reached for blocks the registry knows. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wfree-nonheap-object"
#endif
/* Frees memory from c2o_malloc or c2o_malloc_managed (pinned host memory too); NULL is fine. */
static inline c2o_error_t c2o_free(void *p) {
  c2o_impl_alloc a;
  if (!p) return c2o_success;
  c2o_impl_queue_drain(); /* cudaFree waits for the device's work */
  if (!c2o_impl_registry_remove(p, &a)) return c2o_impl_fail(c2o_error_invalid_value);
  if (a.owner == c2o_impl_owner_device)
    omp_target_free(p, a.device);
#ifdef C2O_LLVM_HOST_ALLOCATORS
  else if (a.device != omp_get_initial_device() && a.owner == c2o_impl_owner_managed)
    llvm_omp_target_free_shared(p, a.device);
  else if (a.device != omp_get_initial_device())
    llvm_omp_target_free_host(p, a.device);
#endif
  else
    free(p);
  return c2o_success;
}
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif

/* Frees memory from c2o_malloc_host or c2o_host_alloc; NULL is fine. */
static inline c2o_error_t c2o_free_host(void *p) {
  c2o_impl_alloc a;
  if (!p) return c2o_success;
  if (!c2o_impl_registry_find(p, &a) || a.base != (uintptr_t)p ||
      a.owner == c2o_impl_owner_device)
    return c2o_impl_fail(c2o_error_invalid_value);
  return c2o_free(p);
}

/* OpenMP device that holds [p, p + n) (internal). claim is what the copy kind
 * says: 1 device memory, 0 host memory, -1 unknown. Registered blocks answer
 * for themselves (managed and pinned memory are host memory whatever the
 * kind says); other addresses follow the claim, else they are host memory.
 * Returns -2 when [p, p + n) runs past the end of its block. */
static inline int c2o_impl_locate(const void *p, size_t n, int claim) {
  c2o_impl_alloc a;
  if (c2o_impl_registry_find(p, &a)) {
    if (n > a.size - ((uintptr_t)p - a.base)) return -2;
    return a.owner == c2o_impl_owner_device ? a.device : omp_get_initial_device();
  }
  return claim == 1 ? c2o_impl_omp_device() : omp_get_initial_device();
}

#ifdef C2O_COUNT_TRANSFERS
/* Measurement only (bench/memory): with -DC2O_COUNT_TRANSFERS, the bytes that
 * the translated cudaMemcpy calls move between host and device are added up
 * and printed on stderr at exit. */
#include <stdio.h>
static unsigned long long c2o_impl_counted_bytes = 0;
static void c2o_impl_print_counted(void) {
  fprintf(stderr, "c2o: cudaMemcpy host-device bytes: %llu\n", c2o_impl_counted_bytes);
}
static inline void c2o_impl_count(size_t n) {
  static int registered = 0;
  if (!registered) {
    registered = 1;
    atexit(c2o_impl_print_counted);
  }
  c2o_impl_counted_bytes += n;
}
#endif

/* Copies n bytes from src + soff on device sdev to dst + doff on device ddev (internal). */
static inline c2o_error_t c2o_impl_copy(void *dst, const void *src, size_t n, size_t doff,
                                        size_t soff, int ddev, int sdev) {
  int host = omp_get_initial_device();
  void *tmp;
  if (ddev == -2 || sdev == -2) return c2o_impl_fail(c2o_error_invalid_value);
  if (n == 0) return c2o_success;
#ifdef C2O_COUNT_TRANSFERS
  if ((ddev == host) != (sdev == host)) c2o_impl_count(n);
#endif
  /* a blocking copy, after the queued launches: on the device's queue when it has one (c2o_queue.h) */
  if (ddev != host || sdev != host)
    if (c2o_impl_q_copy((char *)dst + doff, (const char *)src + soff, n, ddev, sdev) == 0) return c2o_success;
  c2o_impl_queue_drain();
  if (ddev == host && sdev == host) {
    memmove((char *)dst + doff, (const char *)src + soff, n);
    return c2o_success;
  }
  if (omp_target_memcpy(dst, src, n, doff, soff, ddev, sdev) == 0) return c2o_success;
  if (ddev == host || sdev == host) return c2o_impl_fail(c2o_error_invalid_value);
  /* Between two devices: through the host when the runtime cannot do it directly. */
  tmp = malloc(n);
  if (!tmp) return c2o_impl_fail(c2o_error_memory_allocation);
  if (omp_target_memcpy(tmp, src, n, 0, soff, host, sdev) != 0 ||
      omp_target_memcpy(dst, tmp, n, doff, 0, ddev, host) != 0) {
    free(tmp);
    return c2o_impl_fail(c2o_error_invalid_value);
  }
  free(tmp);
  return c2o_success;
}

/* Copies n bytes; kind c2o_memcpy_default finds each side in the registry. */
static inline c2o_error_t c2o_memcpy(void *dst, const void *src, size_t n, c2o_memcpy_kind kind) {
  int to_dev, from_dev;
  if ((unsigned)kind > (unsigned)c2o_memcpy_default)
    return c2o_impl_fail(c2o_error_invalid_memcpy_direction);
  if (n == 0) return c2o_success;
  if (!dst || !src) return c2o_impl_fail(c2o_error_invalid_value);
  to_dev = kind == c2o_memcpy_default ? -1
           : (kind == c2o_memcpy_host_to_device || kind == c2o_memcpy_device_to_device);
  from_dev = kind == c2o_memcpy_default ? -1
             : (kind == c2o_memcpy_device_to_host || kind == c2o_memcpy_device_to_device);
  return c2o_impl_copy(dst, src, n, 0, 0, c2o_impl_locate(dst, n, to_dev),
                       c2o_impl_locate(src, n, from_dev));
}

/* c2o_memcpy, synchronously; the stream is ignored. */
static inline c2o_error_t c2o_memcpy_async(void *dst, const void *src, size_t n,
                                           c2o_memcpy_kind kind, c2o_stream_t stream C2O_DEFAULT(0)) {
  (void)stream;
  return c2o_memcpy(dst, src, n, kind);
}

/* Sets n bytes at device address p of device dev to (unsigned char)value (internal). */
static inline c2o_error_t c2o_impl_memset_device(void *p, int value, size_t n, int dev) {
  unsigned char *d = (unsigned char *)p, b = (unsigned char)value;
  size_t words, total, i;
  unsigned long long pattern = 0x0101010101010101ULL * b;
  words = ((uintptr_t)d % 8 == 0) ? n / 8 : 0; /* 8-byte stores where aligned */
  total = words + (n - 8 * words);
  c2o_impl_queue_drain(); /* the fill is synchronous: after the queued launches */
#pragma omp target teams distribute parallel for device(dev) is_device_ptr(d)
  for (i = 0; i < total; ++i) {
    if (i < words)
      ((unsigned long long *)d)[i] = pattern;
    else
      d[8 * words + (i - words)] = b;
  }
  return c2o_success;
}

/* Sets n bytes at p to (unsigned char)value: device memory through a target
 * region, host memory (anything not from c2o_malloc) with memset. */
static inline c2o_error_t c2o_memset(void *p, int value, size_t n) {
  c2o_impl_alloc a;
  if (n == 0) return c2o_success;
  if (!p) return c2o_impl_fail(c2o_error_invalid_value);
  if (!c2o_impl_registry_find(p, &a) || a.owner != c2o_impl_owner_device ||
      a.device == omp_get_initial_device()) {
    if (c2o_impl_locate(p, n, 0) == -2) return c2o_impl_fail(c2o_error_invalid_value);
    c2o_impl_queue_drain(); /* managed or host memory kernels may still write */
    memset(p, value, n);
    return c2o_success;
  }
  if (n > a.size - ((uintptr_t)p - a.base)) return c2o_impl_fail(c2o_error_invalid_value);
  return c2o_impl_memset_device(p, value, n, a.device);
}

/* --memory=map: the device address of host memory mapped with `target enter
 * data` (the host address itself where the target is the host). */
static inline void *c2o_impl_mapped_ptr(void *h) {
  void *p = h;
#pragma omp target data use_device_ptr(p)
  { h = p; }
  return h;
}

/* --memory=map: cudaMemset on a mapped host buffer sets its device copy. */
static inline c2o_error_t c2o_memset_mapped(void *h, int value, size_t n) {
  int dev = c2o_impl_omp_device();
  if (n == 0) return c2o_success;
  if (!h) return c2o_impl_fail(c2o_error_invalid_value);
  if (dev == omp_get_initial_device() || !omp_target_is_present(h, dev)) {
    memset(h, value, n);
    return c2o_success;
  }
  return c2o_impl_memset_device(c2o_impl_mapped_ptr(h), value, n, dev);
}

/* c2o_memset, synchronously; the stream is ignored. */
static inline c2o_error_t c2o_memset_async(void *p, int value, size_t n,
                                           c2o_stream_t stream C2O_DEFAULT(0)) {
  (void)stream;
  return c2o_memset(p, value, n);
}

/* Free and total bytes of the current device: the total is
 * c2o_impl_mem_total(); free is what the host has available, or for an
 * offload device the total less the c2o_malloc blocks on it. */
static inline c2o_error_t c2o_mem_get_info(size_t *free_bytes, size_t *total_bytes) {
  int dev = c2o_impl_omp_device();
  size_t total = c2o_impl_mem_total(), used = c2o_impl_registry_device_bytes(dev);
  long avail = sysconf(_SC_AVPHYS_PAGES), page = sysconf(_SC_PAGE_SIZE);
  if (!free_bytes || !total_bytes) return c2o_impl_fail(c2o_error_invalid_value);
  *total_bytes = total;
  if (dev == omp_get_initial_device() && !getenv("C2O_DEVICE_MEMORY") && avail > 0 && page > 0)
    *free_bytes = (size_t)avail * (size_t)page;
  else
    *free_bytes = used < total ? total - used : 0;
  return c2o_success;
}

/* Address of the device copy of a `declare target` variable at host address
 * sym on OpenMP device dev (internal); the variable itself on the host; NULL
 * if the device has no copy. A first target region on dev loads the device
 * image, which maps the declare-target variables. */
static inline void *c2o_impl_symbol_address(const void *sym, size_t size, int dev) {
  char *h = (char *)sym;
  uintptr_t addr = 0;
  if (dev == omp_get_initial_device()) return h;
  c2o_impl_q_symbol_to_runtime(sym); /* its values in this copy of the image (c2o_queue_globals.h) */
  if (!omp_target_is_present(h, dev)) {
#pragma omp target device(dev)
    { }
    if (!omp_target_is_present(h, dev)) return NULL;
  }
#if defined(_OPENMP) && _OPENMP >= 202011
  if ((addr = (uintptr_t)omp_get_mapped_ptr(h, dev)) != 0) return (void *)addr;
#endif
  /* The variable is present, so this map copies nothing; h becomes its device address. */
#pragma omp target device(dev) map(tofrom : h[0:size]) map(from : addr)
  { addr = (uintptr_t)h; }
  return (void *)addr;
}

/* Copies count bytes from src to offset bytes into the device copy of the
 * variable at sym of size symsize (internal; see c2o_memcpy_to_symbol). */
static inline c2o_error_t c2o_impl_memcpy_to_symbol(const void *sym, size_t symsize, const void *src,
                                                    size_t count, size_t offset,
                                                    c2o_memcpy_kind kind) {
  int dev = c2o_impl_omp_device();
  void *d;
  if (kind != c2o_memcpy_host_to_device && kind != c2o_memcpy_device_to_device &&
      kind != c2o_memcpy_default)
    return c2o_impl_fail(c2o_error_invalid_memcpy_direction);
  if (offset > symsize || count > symsize - offset || (count && !src))
    return c2o_impl_fail(c2o_error_invalid_value);
  if (count == 0) return c2o_success;
  if (!(d = c2o_impl_symbol_address(sym, symsize, dev))) return c2o_impl_fail(c2o_error_invalid_value);
  return c2o_impl_copy(d, src, count, offset, 0, dev,
                       c2o_impl_locate(src, count, kind == c2o_memcpy_default ? -1
                                                   : kind == c2o_memcpy_device_to_device));
}

/* Copies count bytes from offset bytes into the device copy of the variable
 * at sym of size symsize to dst (internal; see c2o_memcpy_from_symbol). */
static inline c2o_error_t c2o_impl_memcpy_from_symbol(void *dst, const void *sym, size_t symsize,
                                                      size_t count, size_t offset,
                                                      c2o_memcpy_kind kind) {
  int dev = c2o_impl_omp_device();
  void *d;
  if (kind != c2o_memcpy_device_to_host && kind != c2o_memcpy_device_to_device &&
      kind != c2o_memcpy_default)
    return c2o_impl_fail(c2o_error_invalid_memcpy_direction);
  if (offset > symsize || count > symsize - offset || (count && !dst))
    return c2o_impl_fail(c2o_error_invalid_value);
  if (count == 0) return c2o_success;
  if (!(d = c2o_impl_symbol_address(sym, symsize, dev))) return c2o_impl_fail(c2o_error_invalid_value);
  return c2o_impl_copy(dst, d, count, 0, offset,
                       c2o_impl_locate(dst, count, kind == c2o_memcpy_default ? -1
                                                   : kind == c2o_memcpy_device_to_device),
                       dev);
}

#ifdef __cplusplus
/* --memory=map: the device address of mapped host memory, typed. */
template <class T> static inline T *c2o_mapped_ptr(T *h) {
  return static_cast<T *>(c2o_impl_mapped_ptr(const_cast<void *>(static_cast<const void *>(h))));
}
/* c2o_malloc for any pointer type. */
template <class T> static inline c2o_error_t c2o_malloc(T **p, size_t n) {
  return c2o_malloc((void **)(void *)(p) /* C-style, as CUDA: T may be const */, n);
}
/* c2o_malloc_managed for any pointer type. */
template <class T>
static inline c2o_error_t c2o_malloc_managed(T **p, size_t n,
                                             unsigned int flags = C2O_MEM_ATTACH_GLOBAL) {
  return c2o_malloc_managed((void **)(void *)(p) /* C-style, as CUDA: T may be const */, n, flags);
}
/* c2o_malloc_host for any pointer type (flags ignored, as c2o_host_alloc's). */
template <class T>
static inline c2o_error_t c2o_malloc_host(T **p, size_t n, unsigned int flags = 0) {
  return c2o_host_alloc((void **)(void *)(p) /* C-style, as CUDA: T may be const */, n, flags);
}
/* c2o_host_alloc for any pointer type. */
template <class T> static inline c2o_error_t c2o_host_alloc(T **p, size_t n, unsigned int flags) {
  return c2o_host_alloc((void **)(void *)(p) /* C-style, as CUDA: T may be const */, n, flags);
}
/* Copies count bytes from src to offset bytes into the device copy of
 * `symbol`, a `#pragma omp declare target` variable; src is host memory, or
 * device memory with kind c2o_memcpy_device_to_device. */
template <class T>
static inline c2o_error_t c2o_memcpy_to_symbol(const T &symbol, const void *src, size_t count,
                                               size_t offset = 0,
                                               c2o_memcpy_kind kind = c2o_memcpy_host_to_device) {
  return c2o_impl_memcpy_to_symbol(__builtin_addressof(symbol), sizeof(T), src, count, offset, kind);
}
/* Copies count bytes from offset bytes into the device copy of `symbol` to dst. */
template <class T>
static inline c2o_error_t c2o_memcpy_from_symbol(void *dst, const T &symbol, size_t count,
                                                 size_t offset = 0,
                                                 c2o_memcpy_kind kind = c2o_memcpy_device_to_host) {
  return c2o_impl_memcpy_from_symbol(dst, __builtin_addressof(symbol), sizeof(T), count, offset, kind);
}
#else
/* C: c2o_memcpy_to_symbol(symbol, src, count, offset, kind), all arguments given. */
#define c2o_memcpy_to_symbol(symbol, src, count, offset, kind)                                  \
  c2o_impl_memcpy_to_symbol(&(symbol), sizeof(symbol), (src), (count), (offset), (kind))
/* C: c2o_memcpy_from_symbol(dst, symbol, count, offset, kind), all arguments given. */
#define c2o_memcpy_from_symbol(dst, symbol, count, offset, kind)                                \
  c2o_impl_memcpy_from_symbol((dst), &(symbol), sizeof(symbol), (count), (offset), (kind))
#endif

#endif /* C2O_MEMORY_H */
