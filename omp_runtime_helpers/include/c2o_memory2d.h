/* c2o_memory2d.h - pitched 2D and 3D memory (cudaMallocPitch, cudaMemcpy2D,
 * cudaMemset2D, cudaMalloc3D, cudaMemcpy3D, make_cudaExtent ...), stream-
 * ordered allocation (cudaMallocAsync, cudaFreeAsync, the default memory
 * pool), peer copies, prefetch/advice hints, host registration and pointer
 * attributes.
 *
 * A pitched allocation is one c2o_malloc block whose rows are padded to a
 * multiple of C2O_PITCH_ALIGNMENT bytes (512, CUDA's texture pitch
 * alignment on current GPUs). A 2D copy moves `height` rows of `width` bytes
 * between two pitched layouts: one copy when both pitches equal the width,
 * else one copy per row (omp_target_memcpy_rect is not used: GCC 12's
 * and clang 19's disagree on its device numbering for host memory). Copies
 * with a stream are synchronous, as c2o_memcpy_async is. Stream-ordered
 * allocation is ordinary device allocation: the work before it on the stream
 * is already finished. */
#ifndef C2O_MEMORY2D_H
#define C2O_MEMORY2D_H

#include "c2o_config.h"
#include "c2o_memory.h"

#ifndef C2O_PITCH_ALIGNMENT
#define C2O_PITCH_ALIGNMENT 512
#endif

/* A pitched pointer (cudaPitchedPtr): rows of `pitch` bytes, xsize bytes used, ysize rows. */
typedef struct c2o_pitched_ptr {
  void *ptr;
  size_t pitch;
  size_t xsize;
  size_t ysize;
} c2o_pitched_ptr;
/* An extent (cudaExtent): width in bytes (elements for arrays), height, depth. */
typedef struct c2o_extent {
  size_t width;
  size_t height;
  size_t depth;
} c2o_extent;
/* A position (cudaPos): x in bytes, y, z. */
typedef struct c2o_pos {
  size_t x;
  size_t y;
  size_t z;
} c2o_pos;
/* An array handle (cudaArray_t); arrays are defined by the texture helpers. */
typedef struct c2o_array *c2o_array_t;
typedef const struct c2o_array *c2o_array_const_t;
/* The parameters of a 3D copy (cudaMemcpy3DParms); arrays are not supported
 * here (c2o_memcpy3d fails for them). */
typedef struct c2o_memcpy3d_parms {
  c2o_array_t srcArray;
  c2o_pos srcPos;
  c2o_pitched_ptr srcPtr;
  c2o_array_t dstArray;
  c2o_pos dstPos;
  c2o_pitched_ptr dstPtr;
  c2o_extent extent;
  c2o_memcpy_kind kind;
} c2o_memcpy3d_parms;

/* make_cudaPitchedPtr, make_cudaExtent, make_cudaPos. */
static inline c2o_pitched_ptr c2o_make_pitched_ptr(void *d, size_t p, size_t xsz, size_t ysz) {
  c2o_pitched_ptr r;
  r.ptr = d;
  r.pitch = p;
  r.xsize = xsz;
  r.ysize = ysz;
  return r;
}
static inline c2o_extent c2o_make_extent(size_t w, size_t h, size_t d) {
  c2o_extent r;
  r.width = w;
  r.height = h;
  r.depth = d;
  return r;
}
static inline c2o_pos c2o_make_pos(size_t x, size_t y, size_t z) {
  c2o_pos r;
  r.x = x;
  r.y = y;
  r.z = z;
  return r;
}

/* Allocates height rows of width bytes on the current device, each row
 * padded to C2O_PITCH_ALIGNMENT bytes; *pitch receives the row size. */
static inline c2o_error_t c2o_malloc_pitch(void **p, size_t *pitch, size_t width, size_t height) {
  size_t row;
  if (!p || !pitch) return c2o_impl_fail(c2o_error_invalid_value);
  row = (width + C2O_PITCH_ALIGNMENT - 1) / C2O_PITCH_ALIGNMENT * C2O_PITCH_ALIGNMENT;
  if (row == 0) row = C2O_PITCH_ALIGNMENT;
  if (height && row > (size_t)-1 / height) return c2o_impl_fail(c2o_error_memory_allocation);
  *pitch = row;
  return c2o_malloc(p, row * height);
}

/* Copies height rows of width bytes from src (rows spitch bytes apart) to dst
 * (rows dpitch bytes apart); each side is host or device memory as for
 * c2o_memcpy. */
static inline c2o_error_t c2o_memcpy2d(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width,
                                       size_t height, c2o_memcpy_kind kind) {
  int ddev, sdev, to_dev, from_dev;
  size_t r, dspan, sspan;
  c2o_error_t e;
  if ((unsigned)kind > (unsigned)c2o_memcpy_default)
    return c2o_impl_fail(c2o_error_invalid_memcpy_direction);
  if (width == 0 || height == 0) return c2o_success;
  if (!dst || !src) return c2o_impl_fail(c2o_error_invalid_value);
  if (width > dpitch || width > spitch) return c2o_impl_fail(c2o_error_invalid_pitch_value);
  to_dev = kind == c2o_memcpy_default ? -1 : (kind == c2o_memcpy_host_to_device || kind == c2o_memcpy_device_to_device);
  from_dev = kind == c2o_memcpy_default ? -1 : (kind == c2o_memcpy_device_to_host || kind == c2o_memcpy_device_to_device);
  dspan = dpitch * (height - 1) + width;
  sspan = spitch * (height - 1) + width;
  ddev = c2o_impl_locate(dst, dspan, to_dev);
  sdev = c2o_impl_locate(src, sspan, from_dev);
  if (dpitch == width && spitch == width) return c2o_impl_copy(dst, src, width * height, 0, 0, ddev, sdev);
  for (r = 0; r < height; ++r)
    if ((e = c2o_impl_copy(dst, src, width, r * dpitch, r * spitch, ddev, sdev)) != c2o_success) return e;
  return c2o_success;
}

/* c2o_memcpy2d, synchronously; the stream is ignored. */
static inline c2o_error_t c2o_memcpy2d_async(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width,
                                             size_t height, c2o_memcpy_kind kind,
                                             c2o_stream_t stream C2O_DEFAULT(0)) {
  (void)stream;
  return c2o_memcpy2d(dst, dpitch, src, spitch, width, height, kind);
}

/* Sets height rows of width bytes (rows pitch bytes apart) to (unsigned char)value. */
static inline c2o_error_t c2o_memset2d(void *p, size_t pitch, int value, size_t width, size_t height) {
  size_t r;
  c2o_error_t e;
  if (width == 0 || height == 0) return c2o_success;
  if (!p || width > pitch) return c2o_impl_fail(c2o_error_invalid_value);
  if (pitch == width) return c2o_memset(p, value, width * height);
  for (r = 0; r < height; ++r)
    if ((e = c2o_memset((char *)p + r * pitch, value, width)) != c2o_success) return e;
  return c2o_success;
}

/* c2o_memset2d, synchronously; the stream is ignored. */
static inline c2o_error_t c2o_memset2d_async(void *p, size_t pitch, int value, size_t width, size_t height,
                                             c2o_stream_t stream C2O_DEFAULT(0)) {
  (void)stream;
  return c2o_memset2d(p, pitch, value, width, height);
}

/* A 3D allocation: extent.height * extent.depth rows of extent.width bytes, pitched. */
static inline c2o_error_t c2o_malloc3d(c2o_pitched_ptr *pp, c2o_extent extent) {
  size_t pitch = 0;
  void *p = NULL;
  c2o_error_t e;
  if (!pp) return c2o_impl_fail(c2o_error_invalid_value);
  if (extent.depth && extent.height > (size_t)-1 / extent.depth) return c2o_impl_fail(c2o_error_memory_allocation);
  e = c2o_malloc_pitch(&p, &pitch, extent.width, extent.height * extent.depth);
  if (e != c2o_success) return e;
  *pp = c2o_make_pitched_ptr(p, pitch, extent.width, extent.height);
  return c2o_success;
}

/* Sets the extent (width bytes x height x depth) of a pitched allocation to value. */
static inline c2o_error_t c2o_memset3d(c2o_pitched_ptr pp, int value, c2o_extent extent) {
  size_t z;
  c2o_error_t e;
  for (z = 0; z < extent.depth; ++z)
    if ((e = c2o_memset2d((char *)pp.ptr + z * pp.pitch * pp.ysize, pp.pitch, value, extent.width, extent.height)) !=
        c2o_success)
      return e;
  return c2o_success;
}

/* A 3D copy between pitched pointers: extent.width bytes x height x depth,
 * from srcPos to dstPos (x in bytes). Arrays are not supported. */
static inline c2o_error_t c2o_memcpy3d(const c2o_memcpy3d_parms *p) {
  size_t z;
  c2o_error_t e;
  if (!p || p->srcArray || p->dstArray || !p->srcPtr.ptr || !p->dstPtr.ptr)
    return c2o_impl_fail(c2o_error_invalid_value);
  for (z = 0; z < p->extent.depth; ++z) {
    const char *s = (const char *)p->srcPtr.ptr +
                    ((p->srcPos.z + z) * p->srcPtr.ysize + p->srcPos.y) * p->srcPtr.pitch + p->srcPos.x;
    char *d = (char *)p->dstPtr.ptr + ((p->dstPos.z + z) * p->dstPtr.ysize + p->dstPos.y) * p->dstPtr.pitch +
              p->dstPos.x;
    e = c2o_memcpy2d(d, p->dstPtr.pitch, s, p->srcPtr.pitch, p->extent.width, p->extent.height, p->kind);
    if (e != c2o_success) return e;
  }
  return c2o_success;
}

/* c2o_memset3d, synchronously; the stream is ignored. */
static inline c2o_error_t c2o_memset3d_async(c2o_pitched_ptr pp, int value, c2o_extent extent,
                                             c2o_stream_t stream C2O_DEFAULT(0)) {
  (void)stream;
  return c2o_memset3d(pp, value, extent);
}

/* c2o_memcpy3d, synchronously; the stream is ignored. */
static inline c2o_error_t c2o_memcpy3d_async(const c2o_memcpy3d_parms *p, c2o_stream_t stream C2O_DEFAULT(0)) {
  (void)stream;
  return c2o_memcpy3d(p);
}

/* ---- stream-ordered allocation ------------------------------------------- */

/* A memory pool (cudaMemPool_t): the current device's allocations. */
typedef struct c2o_impl_mem_pool {
  int device;
  unsigned long long release_threshold;
  size_t used_high;
} *c2o_mem_pool_t;

/* Pool attributes (cudaMemPoolAttr); the values are CUDA's. */
typedef enum c2o_mem_pool_attr {
  c2o_mem_pool_reuse_follow_event_dependencies = 1,
  c2o_mem_pool_reuse_allow_opportunistic = 2,
  c2o_mem_pool_reuse_allow_internal_dependencies = 3,
  c2o_mem_pool_attr_release_threshold = 4,
  c2o_mem_pool_attr_reserved_mem_current = 5,
  c2o_mem_pool_attr_reserved_mem_high = 6,
  c2o_mem_pool_attr_used_mem_current = 7,
  c2o_mem_pool_attr_used_mem_high = 8
} c2o_mem_pool_attr;

/* The default pool of each device (internal; up to 16 devices). */
C2O_SHARED struct c2o_impl_mem_pool c2o_impl_default_pools[16];

/* Allocates like c2o_malloc; the stream's earlier work is already done. */
static inline c2o_error_t c2o_malloc_async(void **p, size_t n, c2o_stream_t stream) {
  int d = 0;
  c2o_error_t e;
  (void)stream;
  e = c2o_malloc(p, n);
  c2o_get_device(&d);
  if (e == c2o_success && d >= 0 && d < 16) {
    size_t used = c2o_impl_registry_device_bytes(c2o_impl_omp_device());
    if (used > c2o_impl_default_pools[d].used_high) c2o_impl_default_pools[d].used_high = used;
  }
  return e;
}
/* Allocation from a given pool: the pool's device. */
static inline c2o_error_t c2o_malloc_from_pool_async(void **p, size_t n, c2o_mem_pool_t pool, c2o_stream_t stream) {
  if (!pool) return c2o_impl_fail(c2o_error_invalid_value);
  return c2o_malloc_async(p, n, stream);
}
/* Frees like c2o_free. */
static inline c2o_error_t c2o_free_async(void *p, c2o_stream_t stream) {
  (void)stream;
  return c2o_free(p);
}
/* The current device's pool. */
static inline c2o_error_t c2o_device_get_default_mem_pool(c2o_mem_pool_t *pool, int d) {
  if (!pool) return c2o_impl_fail(c2o_error_invalid_value);
  if (d < 0 || d >= 16) return c2o_impl_fail(c2o_error_invalid_device);
  c2o_impl_default_pools[d].device = d;
  *pool = &c2o_impl_default_pools[d];
  return c2o_success;
}
static inline c2o_error_t c2o_device_get_mem_pool(c2o_mem_pool_t *pool, int d) {
  return c2o_device_get_default_mem_pool(pool, d);
}
/* Sets a pool attribute: the release threshold is kept (memory is freed at
 * once anyway); the high-water marks reset to the current use. */
static inline c2o_error_t c2o_mem_pool_set_attribute(c2o_mem_pool_t pool, c2o_mem_pool_attr attr, void *value) {
  if (!pool || !value) return c2o_impl_fail(c2o_error_invalid_value);
  if (attr == c2o_mem_pool_attr_release_threshold)
    pool->release_threshold = *(unsigned long long *)value;
  else if (attr == c2o_mem_pool_attr_used_mem_high || attr == c2o_mem_pool_attr_reserved_mem_high)
    pool->used_high = c2o_impl_registry_device_bytes(c2o_impl_omp_device());
  return c2o_success;
}
/* Reads a pool attribute: the threshold, the bytes in use on the device now
 * and at most (reserved memory is the memory in use: nothing is cached). */
static inline c2o_error_t c2o_mem_pool_get_attribute(c2o_mem_pool_t pool, c2o_mem_pool_attr attr, void *value) {
  if (!pool || !value) return c2o_impl_fail(c2o_error_invalid_value);
  switch (attr) {
  case c2o_mem_pool_attr_release_threshold: *(unsigned long long *)value = pool->release_threshold; break;
  case c2o_mem_pool_attr_reserved_mem_current:
  case c2o_mem_pool_attr_used_mem_current:
    *(unsigned long long *)value = c2o_impl_registry_device_bytes(c2o_impl_omp_device());
    break;
  case c2o_mem_pool_attr_reserved_mem_high:
  case c2o_mem_pool_attr_used_mem_high: *(unsigned long long *)value = pool->used_high; break;
  default: *(int *)value = 0; break;
  }
  return c2o_success;
}
/* Nothing is cached, so nothing to trim. */
static inline c2o_error_t c2o_mem_pool_trim_to(c2o_mem_pool_t pool, size_t keep) {
  (void)keep;
  return pool ? c2o_success : c2o_impl_fail(c2o_error_invalid_value);
}

/* ---- peers, hints, registration, pointer attributes ------------------------ */

/* Copies between two devices (through the host where the runtime cannot). */
static inline c2o_error_t c2o_memcpy_peer(void *dst, int ddev, const void *src, int sdev, size_t n) {
  int count = omp_get_num_devices();
  if (n == 0) return c2o_success;
  if (!dst || !src) return c2o_impl_fail(c2o_error_invalid_value);
  if (count == 0) return c2o_impl_copy(dst, src, n, 0, 0, omp_get_initial_device(), omp_get_initial_device());
  if (ddev < 0 || sdev < 0 || ddev >= count || sdev >= count) return c2o_impl_fail(c2o_error_invalid_device);
  return c2o_impl_copy(dst, src, n, 0, 0, ddev, sdev);
}
/* cudaMemcpyPeerAsync: c2o_memcpy_peer, synchronously; the stream is ignored. */
static inline c2o_error_t c2o_memcpy_peer_async(void *dst, int ddev, const void *src, int sdev, size_t n,
                                                c2o_stream_t stream C2O_DEFAULT(0)) {
  (void)stream;
  return c2o_memcpy_peer(dst, ddev, src, sdev, n);
}
/* Peer access: copies between devices always work (c2o_memcpy_peer), a
 * kernel never reads another device's memory: reported as not accessible. */
static inline c2o_error_t c2o_device_can_access_peer(int *can, int d, int peer) {
  if (!can) return c2o_impl_fail(c2o_error_invalid_value);
  (void)d;
  (void)peer;
  *can = 0;
  return c2o_success;
}
static inline c2o_error_t c2o_device_enable_peer_access(int peer, unsigned int flags) {
  (void)peer;
  (void)flags;
  return c2o_impl_fail(c2o_error_peer_access_unsupported);
}
static inline c2o_error_t c2o_device_disable_peer_access(int peer) {
  (void)peer;
  return c2o_impl_fail(c2o_error_peer_access_not_enabled);
}

/* Where managed memory lives (cudaMemoryAdvise): hints, ignored. */
typedef enum c2o_memory_advise {
  c2o_mem_advise_set_read_mostly = 1,
  c2o_mem_advise_unset_read_mostly = 2,
  c2o_mem_advise_set_preferred_location = 3,
  c2o_mem_advise_unset_preferred_location = 4,
  c2o_mem_advise_set_accessed_by = 5,
  c2o_mem_advise_unset_accessed_by = 6
} c2o_memory_advise;
#define C2O_CPU_DEVICE_ID ((int)-1) /* cudaCpuDeviceId */
/* Prefetch of managed memory: a hint, nothing to do (managed memory is host memory). */
static inline c2o_error_t c2o_mem_prefetch_async(const void *p, size_t n, int device,
                                                 c2o_stream_t stream C2O_DEFAULT(0)) {
  (void)p;
  (void)n;
  (void)device;
  (void)stream;
  return c2o_success;
}
static inline c2o_error_t c2o_mem_advise(const void *p, size_t n, c2o_memory_advise advice, int device) {
  (void)p;
  (void)n;
  (void)advice;
  (void)device;
  return c2o_success;
}

/* CUDA 12.2+ locations (cudaMemLocation) of prefetches and advice: hints too. */
typedef enum c2o_mem_location_type {
  c2o_mem_location_type_invalid = 0,
  c2o_mem_location_type_device = 1,
  c2o_mem_location_type_host = 2,
  c2o_mem_location_type_host_numa = 3,
  c2o_mem_location_type_host_numa_current = 4
} c2o_mem_location_type;
typedef struct c2o_mem_location {
  c2o_mem_location_type type;
  int id;
} c2o_mem_location;
static inline c2o_error_t c2o_impl_check_location(c2o_mem_location loc) {
  return loc.type >= c2o_mem_location_type_device && loc.type <= c2o_mem_location_type_host_numa_current
             ? c2o_success
             : c2o_impl_fail(c2o_error_invalid_value);
}
/* cudaMemPrefetchAsync_v2 / cudaMemAdvise_v2 (CUDA 12.2 to 12.9) */
static inline c2o_error_t c2o_mem_prefetch_async_v2(const void *p, size_t n, c2o_mem_location loc, unsigned int flags,
                                                    c2o_stream_t stream C2O_DEFAULT(0)) {
  (void)p;
  (void)n;
  (void)flags;
  (void)stream;
  return c2o_impl_check_location(loc);
}
static inline c2o_error_t c2o_mem_advise_v2(const void *p, size_t n, c2o_memory_advise advice, c2o_mem_location loc) {
  (void)p;
  (void)n;
  (void)advice;
  return c2o_impl_check_location(loc);
}
#ifdef __cplusplus
/* CUDA 13's cudaMemPrefetchAsync / cudaMemAdvise take the location. */
static inline c2o_error_t c2o_mem_prefetch_async(const void *p, size_t n, c2o_mem_location loc, unsigned int flags,
                                                 c2o_stream_t stream = 0) {
  return c2o_mem_prefetch_async_v2(p, n, loc, flags, stream);
}
static inline c2o_error_t c2o_mem_advise(const void *p, size_t n, c2o_memory_advise advice, c2o_mem_location loc) {
  return c2o_mem_advise_v2(p, n, advice, loc);
}
#endif

#define C2O_HOST_REGISTER_DEFAULT 0x00   /* cudaHostRegisterDefault */
#define C2O_HOST_REGISTER_PORTABLE 0x01  /* cudaHostRegisterPortable */
#define C2O_HOST_REGISTER_MAPPED 0x02    /* cudaHostRegisterMapped */
#define C2O_HOST_REGISTER_IO_MEMORY 0x04 /* cudaHostRegisterIoMemory */
#define C2O_HOST_REGISTER_READ_ONLY 0x08 /* cudaHostRegisterReadOnly */
/* Page-locking host memory: it stays ordinary host memory. */
static inline c2o_error_t c2o_host_register(void *p, size_t n, unsigned int flags) {
  (void)flags;
  return (p && n) ? c2o_success : c2o_impl_fail(c2o_error_invalid_value);
}
static inline c2o_error_t c2o_host_unregister(void *p) {
  return p ? c2o_success : c2o_impl_fail(c2o_error_invalid_value);
}
/* The device address of mapped host memory: the host address itself (see
 * c2o_malloc_host: kernels reach it under unified shared memory). */
static inline c2o_error_t c2o_host_get_device_pointer(void **dev, void *host, unsigned int flags) {
  (void)flags;
  if (!dev || !host) return c2o_impl_fail(c2o_error_invalid_value);
  *dev = host;
  return c2o_success;
}

/* Kinds of memory (cudaMemoryType); the values are CUDA's. */
typedef enum c2o_memory_type {
  c2o_memory_type_unregistered = 0,
  c2o_memory_type_host = 1,
  c2o_memory_type_device = 2,
  c2o_memory_type_managed = 3
} c2o_memory_type;
/* What c2o_pointer_get_attributes reports (cudaPointerAttributes). */
typedef struct c2o_pointer_attributes {
  c2o_memory_type type;
  int device;
  void *devicePointer;
  void *hostPointer;
} c2o_pointer_attributes;
/* Which allocator made p, from the helpers' registry. */
static inline c2o_error_t c2o_pointer_get_attributes(c2o_pointer_attributes *a, const void *p) {
  c2o_impl_alloc blk;
  int d = 0;
  if (!a) return c2o_impl_fail(c2o_error_invalid_value);
  c2o_get_device(&d);
  a->device = d;
  a->devicePointer = a->hostPointer = NULL;
  a->type = c2o_memory_type_unregistered;
  if (!p || !c2o_impl_registry_find(p, &blk)) return c2o_success;
  if (blk.owner == c2o_impl_owner_device) {
    a->type = c2o_memory_type_device;
    a->devicePointer = (void *)p;
  } else {
    a->type = blk.owner == c2o_impl_owner_managed ? c2o_memory_type_managed : c2o_memory_type_host;
    a->devicePointer = a->hostPointer = (void *)p;
  }
  return c2o_success;
}

#ifdef __cplusplus
/* Typed forms of c2o_malloc_pitch and c2o_malloc_async. */
template <class T> static inline c2o_error_t c2o_malloc_pitch(T **p, size_t *pitch, size_t width, size_t height) {
  return c2o_malloc_pitch((void **)(void *)(p) /* C-style, as CUDA: T may be const */, pitch, width, height);
}
template <class T> static inline c2o_error_t c2o_malloc_async(T **p, size_t n, c2o_stream_t stream) {
  return c2o_malloc_async((void **)(void *)(p) /* C-style, as CUDA: T may be const */, n, stream);
}
template <class T>
static inline c2o_error_t c2o_malloc_async(T **p, size_t n, c2o_mem_pool_t pool, c2o_stream_t stream) {
  return c2o_malloc_from_pool_async((void **)(void *)(p) /* C-style, as CUDA: T may be const */, n, pool, stream);
}
template <class T>
static inline c2o_error_t c2o_malloc_from_pool_async(T **p, size_t n, c2o_mem_pool_t pool, c2o_stream_t stream) {
  return c2o_malloc_from_pool_async((void **)(void *)(p) /* C-style, as CUDA: T may be const */, n, pool, stream);
}
/* c2o_memcpy_to_symbol / c2o_memcpy_from_symbol, synchronously; the stream is ignored. */
template <class T>
static inline c2o_error_t c2o_memcpy_to_symbol_async(const T &symbol, const void *src, size_t count, size_t offset = 0,
                                                     c2o_memcpy_kind kind = c2o_memcpy_host_to_device,
                                                     c2o_stream_t stream = 0) {
  (void)stream;
  return c2o_memcpy_to_symbol(symbol, src, count, offset, kind);
}
template <class T>
static inline c2o_error_t c2o_memcpy_from_symbol_async(void *dst, const T &symbol, size_t count, size_t offset = 0,
                                                       c2o_memcpy_kind kind = c2o_memcpy_device_to_host,
                                                       c2o_stream_t stream = 0) {
  (void)stream;
  return c2o_memcpy_from_symbol(dst, symbol, count, offset, kind);
}
template <class T> static inline c2o_error_t c2o_host_get_device_pointer(T **dev, void *host, unsigned int flags) {
  return c2o_host_get_device_pointer((void **)(void *)(dev) /* C-style, as CUDA: T may be const */, host, flags);
}
#endif

#endif /* C2O_MEMORY2D_H */
