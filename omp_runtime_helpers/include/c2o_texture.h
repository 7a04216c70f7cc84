/* c2o_texture.h - CUDA textures and surfaces emulated over device memory
 * (C++): texture objects (cudaCreateTextureObject with linear, pitch2D and
 * array resources), the legacy texture references (texture<T, dim, mode>,
 * cudaBindTexture, cudaBindTexture2D, cudaBindTextureToArray), CUDA arrays
 * (cudaMallocArray, cudaMemcpyToArray, cudaMemcpy2DToArray, ...), channel
 * descriptors, tex1Dfetch/tex1D/tex2D/tex3D, and surface objects
 * (surf1Dread/write, surf2Dread/write).
 *
 * A texture object is the device address of a descriptor (c2o_impl_tex) that
 * cudaCreateTextureObject copies to the current device; a kernel receives
 * the handle by value and its fetches read the descriptor and the texels. A
 * texture reference is a declare-target variable holding the descriptor,
 * copied to its device copy when it is bound: set its attributes
 * (normalized, filterMode, addressMode, channelDesc) before binding it.
 *
 * Fetches follow the CUDA Programming Guide's texture fetching rules:
 *  - normalized coordinates are multiplied by the size first;
 *  - point filtering reads texel floor(x); linear filtering reads the texels
 *    around x - 0.5 and weighs them with alpha = frac(x - 0.5) held, as the
 *    GPU's texture units hold it, in 9-bit fixed point with 8 fractional
 *    bits: alpha is rounded to a multiple of 1/256 (to nearest, ties up),
 *    then (1 - alpha) * T[i] + alpha * T[i + 1]; bilinear and trilinear
 *    fetches weigh each texel with a product of weights that the texture
 *    unit also rounds to 1/256 (the weights still sum to 1), and the exact
 *    weighted sum is rounded to float with ties away from zero, as the H100
 *    does (c2o_impl_corner_weights);
 *  - address modes apply to every texel index: clamp to the edge, border
 *    (0, or borderColor for float textures), wrap (index modulo the size)
 *    and mirror (reflected every size texels); wrap and mirror need
 *    normalized coordinates (CUDA treats them as clamp otherwise, and so do
 *    these helpers);
 *  - tex1Dfetch takes an integer index into linear memory, neither filters
 *    nor wraps, and returns 0 out of range;
 *  - cudaReadModeNormalizedFloat turns 8- and 16-bit integers into floats
 *    in [0, 1] (unsigned) or [-1, 1] (signed: max(v / 127, -1)).
 * Not emulated: mipmaps, layered and cubemap textures, anisotropy, sRGB,
 * gather. */
#ifndef C2O_TEXTURE_H
#define C2O_TEXTURE_H

#ifdef __cplusplus
#include "c2o_config.h"
#include "c2o_error.h"
#include "c2o_memory.h"
#include "c2o_memory2d.h"
#include "c2o_rounding.h"
#include "c2o_types.h"
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* ---- enumerations and descriptors (CUDA's values and field names) -------- */
enum c2o_texture_address_mode {
  c2o_address_mode_wrap = 0,   /* cudaAddressModeWrap */
  c2o_address_mode_clamp = 1,  /* cudaAddressModeClamp */
  c2o_address_mode_mirror = 2, /* cudaAddressModeMirror */
  c2o_address_mode_border = 3  /* cudaAddressModeBorder */
};
enum c2o_texture_filter_mode { c2o_filter_mode_point = 0, c2o_filter_mode_linear = 1 };
enum c2o_texture_read_mode { c2o_read_mode_element_type = 0, c2o_read_mode_normalized_float = 1 };
enum c2o_channel_format_kind {
  c2o_channel_format_kind_signed = 0,
  c2o_channel_format_kind_unsigned = 1,
  c2o_channel_format_kind_float = 2,
  c2o_channel_format_kind_none = 3
};
enum c2o_resource_type {
  c2o_resource_type_array = 0,
  c2o_resource_type_mipmapped_array = 1,
  c2o_resource_type_linear = 2,
  c2o_resource_type_pitch2d = 3
};
enum c2o_surface_boundary_mode { c2o_boundary_mode_zero = 0, c2o_boundary_mode_clamp = 1, c2o_boundary_mode_trap = 2 };
#define C2O_TEXTURE_TYPE_1D 0x01 /* cudaTextureType1D */
#define C2O_TEXTURE_TYPE_2D 0x02 /* cudaTextureType2D */
#define C2O_TEXTURE_TYPE_3D 0x03 /* cudaTextureType3D */
#define C2O_ARRAY_DEFAULT 0x00   /* cudaArrayDefault */
#define C2O_ARRAY_SURFACE_LOAD_STORE 0x02 /* cudaArraySurfaceLoadStore */

/* Element format of a texture (cudaChannelFormatDesc): bits per component, kind. */
struct c2o_channel_format_desc {
  int x, y, z, w;
  enum c2o_channel_format_kind f;
};
/* A CUDA array: dense rows of texels in device memory. */
struct c2o_array {
  void *data;
  size_t width, height, depth, elem; /* texels, rows, slices; bytes per texel */
  struct c2o_channel_format_desc desc;
  unsigned int flags;
};
/* What a texture or surface reads (cudaResourceDesc). */
struct c2o_resource_desc {
  enum c2o_resource_type resType;
  union {
    struct { c2o_array_t array; } array;
    struct { void *mipmap; } mipmap;
    struct { void *devPtr; struct c2o_channel_format_desc desc; size_t sizeInBytes; } linear;
    struct {
      void *devPtr;
      struct c2o_channel_format_desc desc;
      size_t width, height, pitchInBytes;
    } pitch2D;
  } res;
};
/* How a texture is read (cudaTextureDesc). */
struct c2o_texture_desc {
  enum c2o_texture_address_mode addressMode[3];
  enum c2o_texture_filter_mode filterMode;
  enum c2o_texture_read_mode readMode;
  int sRGB;
  float borderColor[4];
  int normalizedCoords;
  unsigned int maxAnisotropy;
  enum c2o_texture_filter_mode mipmapFilterMode;
  float mipmapLevelBias, minMipmapLevelClamp, maxMipmapLevelClamp;
  int disableTrilinearOptimization;
  int seamlessCubemap;
};
/* A view of a resource (cudaResourceViewDesc): accepted, not used. */
struct c2o_resource_view_desc {
  int format;
  size_t width, height, depth;
  unsigned int firstMipmapLevel, lastMipmapLevel, firstLayer, lastLayer;
};
typedef unsigned long long c2o_texture_object_t;
typedef unsigned long long c2o_surface_object_t;

/* The device-side descriptor a fetch reads (internal). */
struct c2o_impl_tex {
  const unsigned char *data;
  unsigned long long width, height, depth, pitch, slice; /* texels; bytes per row and per slice */
  int comps, bits, kind, elem;                           /* components, bits per component, kind, bytes per texel */
  int addr[3], filter, read_mode, normalized, dims, linear_memory;
  float border[4];
};

/* ---- channel descriptors ------------------------------------------------------- */
static inline c2o_channel_format_desc c2o_create_channel_desc(int x, int y, int z, int w, c2o_channel_format_kind f) {
  c2o_channel_format_desc d = {x, y, z, w, f};
  return d;
}
/* The format of element type T (scalars and CUDA's vector types). */
template <class T> struct c2o_impl_format { enum { comps = 0, bits = 0, kind = c2o_channel_format_kind_none }; typedef void scalar; };
#define C2O_IMPL_FORMAT(T, S, N, KIND)                                         \
  template <> struct c2o_impl_format<T> { enum { comps = N, bits = 8 * (int)sizeof(S), kind = KIND }; typedef S scalar; };
#define C2O_IMPL_FORMATS(PFX, S, KIND)                                         \
  C2O_IMPL_FORMAT(PFX##1, S, 1, KIND) C2O_IMPL_FORMAT(PFX##2, S, 2, KIND)      \
  C2O_IMPL_FORMAT(PFX##3, S, 3, KIND) C2O_IMPL_FORMAT(PFX##4, S, 4, KIND)
C2O_IMPL_FORMAT(char, char, 1, c2o_channel_format_kind_signed)
C2O_IMPL_FORMAT(signed char, signed char, 1, c2o_channel_format_kind_signed)
C2O_IMPL_FORMAT(unsigned char, unsigned char, 1, c2o_channel_format_kind_unsigned)
C2O_IMPL_FORMAT(short, short, 1, c2o_channel_format_kind_signed)
C2O_IMPL_FORMAT(unsigned short, unsigned short, 1, c2o_channel_format_kind_unsigned)
C2O_IMPL_FORMAT(int, int, 1, c2o_channel_format_kind_signed)
C2O_IMPL_FORMAT(unsigned int, unsigned int, 1, c2o_channel_format_kind_unsigned)
C2O_IMPL_FORMAT(float, float, 1, c2o_channel_format_kind_float)
C2O_IMPL_FORMATS(char, signed char, c2o_channel_format_kind_signed)
C2O_IMPL_FORMATS(uchar, unsigned char, c2o_channel_format_kind_unsigned)
C2O_IMPL_FORMATS(short, short, c2o_channel_format_kind_signed)
C2O_IMPL_FORMATS(ushort, unsigned short, c2o_channel_format_kind_unsigned)
C2O_IMPL_FORMATS(int, int, c2o_channel_format_kind_signed)
C2O_IMPL_FORMATS(uint, unsigned int, c2o_channel_format_kind_unsigned)
C2O_IMPL_FORMATS(float, float, c2o_channel_format_kind_float)
#undef C2O_IMPL_FORMATS
#undef C2O_IMPL_FORMAT
template <class T> static inline c2o_channel_format_desc c2o_create_channel_desc() {
  typedef c2o_impl_format<T> F;
  int b = F::bits;
  return c2o_create_channel_desc(b, F::comps > 1 ? b : 0, F::comps > 2 ? b : 0, F::comps > 3 ? b : 0,
                                 (c2o_channel_format_kind)F::kind);
}

/* Texel layout of a channel format: components, bits, bytes; 0 if unusable (internal). */
static inline int c2o_impl_layout(const c2o_channel_format_desc &d, int *comps, int *bits) {
  int n = (d.x > 0) + (d.y > 0) + (d.z > 0) + (d.w > 0);
  if (n == 0 || d.f == c2o_channel_format_kind_none) return 0;
  if ((d.y && d.y != d.x) || (d.z && d.z != d.x) || (d.w && d.w != d.x)) return 0;
  if (d.x != 8 && d.x != 16 && d.x != 32) return 0;
  if (d.f == c2o_channel_format_kind_float && d.x == 8) return 0;
  *comps = n;
  *bits = d.x;
  return n * d.x / 8;
}

/* ---- CUDA arrays ----------------------------------------------------------- */
/* An array of width x height (0: 1D) texels of format desc on the current device. */
static inline c2o_error_t c2o_malloc_array(c2o_array_t *a, const c2o_channel_format_desc *desc, size_t width,
                                           size_t height = 0, unsigned int flags = 0) {
  int comps, bits, elem;
  if (!a || !desc || width == 0) return c2o_impl_fail(c2o_error_invalid_value);
  if (!(elem = c2o_impl_layout(*desc, &comps, &bits))) return c2o_impl_fail(c2o_error_invalid_channel_descriptor);
  c2o_array *r = (c2o_array *)calloc(1, sizeof *r);
  if (!r) return c2o_impl_fail(c2o_error_memory_allocation);
  r->width = width;
  r->height = height ? height : 1;
  r->depth = 1;
  r->elem = (size_t)elem;
  r->desc = *desc;
  r->flags = flags;
  c2o_error_t e = c2o_malloc(&r->data, r->width * r->height * r->elem);
  if (e != c2o_success) {
    free(r);
    return e;
  }
  *a = r;
  return c2o_success;
}
/* A 3D array (extent in texels; height or depth 0 means 1). */
static inline c2o_error_t c2o_malloc3d_array(c2o_array_t *a, const c2o_channel_format_desc *desc, c2o_extent e,
                                             unsigned int flags = 0) {
  c2o_error_t r = c2o_malloc_array(a, desc, e.width, 1, flags);
  if (r != c2o_success) return r;
  c2o_free((*a)->data);
  (*a)->height = e.height ? e.height : 1;
  (*a)->depth = e.depth ? e.depth : 1;
  return c2o_malloc(&(*a)->data, (*a)->width * (*a)->height * (*a)->depth * (*a)->elem);
}
static inline c2o_error_t c2o_free_array(c2o_array_t a) {
  if (!a) return c2o_success;
  c2o_error_t e = c2o_free(a->data);
  free(a);
  return e;
}
/* Copies count bytes from src into the array from texel (wOffset bytes, hOffset row) on. */
static inline c2o_error_t c2o_memcpy_to_array(c2o_array_t dst, size_t wOffset, size_t hOffset, const void *src,
                                              size_t count, c2o_memcpy_kind kind) {
  if (!dst) return c2o_impl_fail(c2o_error_invalid_value);
  size_t off = hOffset * dst->width * dst->elem + wOffset;
  if (off + count > dst->width * dst->height * dst->depth * dst->elem) return c2o_impl_fail(c2o_error_invalid_value);
  return c2o_memcpy((char *)dst->data + off, src, count,
                    kind == c2o_memcpy_device_to_host ? c2o_memcpy_device_to_device
                    : kind == c2o_memcpy_host_to_host ? c2o_memcpy_host_to_device : kind);
}
static inline c2o_error_t c2o_memcpy_from_array(void *dst, c2o_array_const_t src, size_t wOffset, size_t hOffset,
                                                size_t count, c2o_memcpy_kind kind) {
  if (!src) return c2o_impl_fail(c2o_error_invalid_value);
  size_t off = hOffset * src->width * src->elem + wOffset;
  if (off + count > src->width * src->height * src->depth * src->elem) return c2o_impl_fail(c2o_error_invalid_value);
  return c2o_memcpy(dst, (const char *)src->data + off, count,
                    kind == c2o_memcpy_host_to_device ? c2o_memcpy_device_to_device
                    : kind == c2o_memcpy_host_to_host ? c2o_memcpy_device_to_host : kind);
}
/* 2D copies into and out of an array: width bytes x height rows. */
static inline c2o_error_t c2o_memcpy2d_to_array(c2o_array_t dst, size_t wOffset, size_t hOffset, const void *src,
                                                size_t spitch, size_t width, size_t height, c2o_memcpy_kind kind) {
  if (!dst || wOffset + width > dst->width * dst->elem || hOffset + height > dst->height * dst->depth)
    return c2o_impl_fail(c2o_error_invalid_value);
  size_t row = dst->width * dst->elem;
  return c2o_memcpy2d((char *)dst->data + hOffset * row + wOffset, row, src, spitch, width, height,
                      kind == c2o_memcpy_device_to_host ? c2o_memcpy_device_to_device
                      : kind == c2o_memcpy_host_to_host ? c2o_memcpy_host_to_device : kind);
}
static inline c2o_error_t c2o_memcpy2d_from_array(void *dst, size_t dpitch, c2o_array_const_t src, size_t wOffset,
                                                  size_t hOffset, size_t width, size_t height, c2o_memcpy_kind kind) {
  if (!src || wOffset + width > src->width * src->elem || hOffset + height > src->height * src->depth)
    return c2o_impl_fail(c2o_error_invalid_value);
  size_t row = src->width * src->elem;
  return c2o_memcpy2d(dst, dpitch, (const char *)src->data + hOffset * row + wOffset, row, width, height,
                      kind == c2o_memcpy_host_to_device ? c2o_memcpy_device_to_device
                      : kind == c2o_memcpy_host_to_host ? c2o_memcpy_device_to_host : kind);
}
static inline c2o_error_t c2o_memcpy2d_to_array_async(c2o_array_t dst, size_t wOffset, size_t hOffset, const void *src,
                                                      size_t spitch, size_t width, size_t height,
                                                      c2o_memcpy_kind kind, c2o_stream_t stream = 0) {
  (void)stream;
  return c2o_memcpy2d_to_array(dst, wOffset, hOffset, src, spitch, width, height, kind);
}
static inline c2o_error_t c2o_get_channel_desc(c2o_channel_format_desc *desc, c2o_array_const_t a) {
  if (!desc || !a) return c2o_impl_fail(c2o_error_invalid_value);
  *desc = a->desc;
  return c2o_success;
}
static inline c2o_error_t c2o_array_get_info(c2o_channel_format_desc *desc, c2o_extent *extent, unsigned int *flags,
                                             c2o_array_t a) {
  if (!a) return c2o_impl_fail(c2o_error_invalid_value);
  if (desc) *desc = a->desc;
  if (extent) *extent = c2o_make_extent(a->width, a->height > 1 || a->depth > 1 ? a->height : 0, a->depth > 1 ? a->depth : 0);
  if (flags) *flags = a->flags;
  return c2o_success;
}

/* ---- building descriptors (host) ------------------------------------------ */
static inline c2o_error_t c2o_impl_fill_tex(c2o_impl_tex *t, const c2o_resource_desc *r) {
  c2o_channel_format_desc d;
  memset(t, 0, sizeof *t);
  switch (r->resType) {
  case c2o_resource_type_linear:
    d = r->res.linear.desc;
    t->data = (const unsigned char *)r->res.linear.devPtr;
    t->linear_memory = 1;
    t->dims = 1;
    break;
  case c2o_resource_type_pitch2d:
    d = r->res.pitch2D.desc;
    t->data = (const unsigned char *)r->res.pitch2D.devPtr;
    t->width = r->res.pitch2D.width;
    t->height = r->res.pitch2D.height;
    t->pitch = r->res.pitch2D.pitchInBytes;
    t->dims = 2;
    break;
  case c2o_resource_type_array:
    if (!r->res.array.array) return c2o_impl_fail(c2o_error_invalid_value);
    d = r->res.array.array->desc;
    t->data = (const unsigned char *)r->res.array.array->data;
    t->width = r->res.array.array->width;
    t->height = r->res.array.array->height;
    t->depth = r->res.array.array->depth;
    t->dims = t->depth > 1 ? 3 : (t->height > 1 ? 2 : 1);
    break;
  default: return c2o_impl_fail(c2o_error_invalid_value); /* mipmapped arrays */
  }
  t->elem = c2o_impl_layout(d, &t->comps, &t->bits);
  t->kind = d.f;
  if (!t->elem || !t->data) return c2o_impl_fail(t->elem ? c2o_error_invalid_value : c2o_error_invalid_channel_descriptor);
  if (r->resType == c2o_resource_type_linear) {
    t->width = r->res.linear.sizeInBytes / (size_t)t->elem;
    t->height = t->depth = 1;
    t->pitch = r->res.linear.sizeInBytes;
  } else if (r->resType == c2o_resource_type_array) {
    t->pitch = t->width * (size_t)t->elem;
  } else {
    t->depth = 1;
    if (t->pitch < t->width * (size_t)t->elem) return c2o_impl_fail(c2o_error_invalid_pitch_value);
  }
  t->slice = t->pitch * t->height;
  return c2o_success;
}
static inline void c2o_impl_tex_modes(c2o_impl_tex *t, const c2o_texture_desc *d) {
  int i;
  for (i = 0; i < 3; ++i) t->addr[i] = d->addressMode[i];
  t->filter = d->filterMode;
  t->read_mode = d->readMode;
  t->normalized = d->normalizedCoords != 0;
  for (i = 0; i < 4; ++i) t->border[i] = d->borderColor[i];
  if (!t->normalized) /* CUDA: wrap and mirror need normalized coordinates */
    for (i = 0; i < 3; ++i)
      if (t->addr[i] == c2o_address_mode_wrap || t->addr[i] == c2o_address_mode_mirror) t->addr[i] = c2o_address_mode_clamp;
}

/* Objects made by c2o_create_texture_object / c2o_create_surface_object (internal host list). */
struct c2o_impl_object {
  unsigned long long handle;
  int device;
  c2o_resource_desc res;
  c2o_texture_desc tex;
  struct c2o_impl_object *next;
};
C2O_SHARED struct c2o_impl_object *c2o_impl_objects = NULL;

/* Copies the descriptor to the current device; its address is the handle (internal). */
static inline c2o_error_t c2o_impl_publish(unsigned long long *handle, const c2o_impl_tex *t,
                                           const c2o_resource_desc *r, const c2o_texture_desc *td) {
  int dev = c2o_impl_omp_device();
  void *p = omp_target_alloc(sizeof *t, dev);
  c2o_impl_object *o;
  if (!p) return c2o_impl_fail(c2o_error_memory_allocation);
  if (omp_target_memcpy(p, (void *)t, sizeof *t, 0, 0, dev, omp_get_initial_device()) != 0) {
    omp_target_free(p, dev);
    return c2o_impl_fail(c2o_error_invalid_value);
  }
  o = (c2o_impl_object *)calloc(1, sizeof *o);
  if (!o) {
    omp_target_free(p, dev);
    return c2o_impl_fail(c2o_error_memory_allocation);
  }
  o->handle = (unsigned long long)(uintptr_t)p;
  o->device = dev;
  o->res = *r;
  if (td) o->tex = *td;
#pragma omp critical(c2o_registry)
  {
    o->next = c2o_impl_objects;
    c2o_impl_objects = o;
  }
  *handle = o->handle;
  return c2o_success;
}
static inline c2o_impl_object *c2o_impl_find_object(unsigned long long h, int unlink) {
  c2o_impl_object *found = NULL;
#pragma omp critical(c2o_registry)
  {
    c2o_impl_object **p = &c2o_impl_objects;
    while (*p && (*p)->handle != h) p = &(*p)->next;
    if (*p) {
      found = *p;
      if (unlink) *p = found->next;
    }
  }
  return found;
}

/* Creates a texture object reading resource r as td says (view ignored). */
static inline c2o_error_t c2o_create_texture_object(c2o_texture_object_t *obj, const c2o_resource_desc *r,
                                                    const c2o_texture_desc *td, const c2o_resource_view_desc *view) {
  c2o_impl_tex t;
  c2o_error_t e;
  (void)view;
  if (!obj || !r || !td) return c2o_impl_fail(c2o_error_invalid_value);
  if ((e = c2o_impl_fill_tex(&t, r)) != c2o_success) return e;
  c2o_impl_tex_modes(&t, td);
  return c2o_impl_publish(obj, &t, r, td);
}
static inline c2o_error_t c2o_destroy_texture_object(c2o_texture_object_t obj) {
  c2o_impl_object *o = c2o_impl_find_object(obj, 1);
  if (!o) return obj ? c2o_impl_fail(c2o_error_invalid_value) : c2o_success;
  omp_target_free((void *)(uintptr_t)o->handle, o->device);
  free(o);
  return c2o_success;
}
static inline c2o_error_t c2o_get_texture_object_resource_desc(c2o_resource_desc *r, c2o_texture_object_t obj) {
  c2o_impl_object *o = c2o_impl_find_object(obj, 0);
  if (!r || !o) return c2o_impl_fail(c2o_error_invalid_value);
  *r = o->res;
  return c2o_success;
}
static inline c2o_error_t c2o_get_texture_object_texture_desc(c2o_texture_desc *d, c2o_texture_object_t obj) {
  c2o_impl_object *o = c2o_impl_find_object(obj, 0);
  if (!d || !o) return c2o_impl_fail(c2o_error_invalid_value);
  *d = o->tex;
  return c2o_success;
}
/* Surface objects read and write an array (or pitched memory) by byte offset. */
static inline c2o_error_t c2o_create_surface_object(c2o_surface_object_t *obj, const c2o_resource_desc *r) {
  c2o_impl_tex t;
  c2o_error_t e;
  if (!obj || !r) return c2o_impl_fail(c2o_error_invalid_value);
  if ((e = c2o_impl_fill_tex(&t, r)) != c2o_success) return e;
  return c2o_impl_publish(obj, &t, r, NULL);
}
static inline c2o_error_t c2o_destroy_surface_object(c2o_surface_object_t obj) { return c2o_destroy_texture_object(obj); }

/* ---- fetching (device) ---------------------------------------------------------- */
#pragma omp declare target

/* Component c of the texel at byte address p, as a value (internal). */
static inline double c2o_impl_texel(const c2o_impl_tex *t, const unsigned char *p, int c) {
  const unsigned char *q = p + c * (t->bits / 8);
  switch (t->bits) {
  case 8: return t->kind == c2o_channel_format_kind_signed ? (double)*(const signed char *)q : (double)*q;
  case 16:
    if (t->kind == c2o_channel_format_kind_float) {
      unsigned short h;
      __builtin_memcpy(&h, q, 2);
      unsigned int s = (unsigned int)(h >> 15), e = (h >> 10) & 0x1Fu, m = h & 0x3FFu;
      double v = e == 0 ? ldexp((double)m, -24) : e == 31 ? (m ? NAN : INFINITY) : ldexp((double)(m | 0x400u), (int)e - 25);
      return s ? -v : v;
    }
    {
      unsigned short u;
      __builtin_memcpy(&u, q, 2);
      return t->kind == c2o_channel_format_kind_signed ? (double)(short)u : (double)u;
    }
  default:
    if (t->kind == c2o_channel_format_kind_float) {
      float f;
      __builtin_memcpy(&f, q, 4);
      return f;
    } else {
      unsigned int u;
      __builtin_memcpy(&u, q, 4);
      return t->kind == c2o_channel_format_kind_signed ? (double)(int)u : (double)u;
    }
  }
}
/* The value read for component c, normalized to float when the read mode says so (internal). */
static inline double c2o_impl_read_value(const c2o_impl_tex *t, const unsigned char *p, int c) {
  double v = c2o_impl_texel(t, p, c);
  if (t->read_mode == c2o_read_mode_normalized_float && t->kind != c2o_channel_format_kind_float && t->bits < 32) {
    double m = t->kind == c2o_channel_format_kind_signed ? (double)((1 << (t->bits - 1)) - 1) : (double)((1 << t->bits) - 1);
    v = v / m;
    if (v < -1.0) v = -1.0;
    v = (float)v;
  }
  return v;
}
/* Texel index i in a dimension of n texels under address mode m; -1: outside (border) (internal). */
static inline long long c2o_impl_address(long long i, long long n, int m) {
  if (i >= 0 && i < n) return i;
  switch (m) {
  case c2o_address_mode_wrap: i %= n; return i < 0 ? i + n : i;
  case c2o_address_mode_mirror: {
    long long j = i % (2 * n);
    if (j < 0) j += 2 * n;
    return j < n ? j : 2 * n - 1 - j;
  }
  case c2o_address_mode_border: return -1;
  default: return i < 0 ? 0 : n - 1;
  }
}
/* The values of texel (i, j, k), or the border color (internal). */
static inline void c2o_impl_texel4(const c2o_impl_tex *t, long long i, long long j, long long k, double *v) {
  int c;
  i = c2o_impl_address(i, (long long)t->width, t->addr[0]);
  j = t->dims > 1 ? c2o_impl_address(j, (long long)t->height, t->addr[1]) : 0;
  k = t->dims > 2 ? c2o_impl_address(k, (long long)t->depth, t->addr[2]) : 0;
  if (i < 0 || j < 0 || k < 0) {
    for (c = 0; c < 4; ++c) v[c] = t->kind == c2o_channel_format_kind_float || t->read_mode ? t->border[c] : 0.0;
    return;
  }
  const unsigned char *p = t->data + (unsigned long long)k * t->slice + (unsigned long long)j * t->pitch +
                           (unsigned long long)i * (unsigned long long)t->elem;
  for (c = 0; c < 4; ++c) v[c] = c < t->comps ? c2o_impl_read_value(t, p, c) : 0.0;
}
/* The texture unit's weight for fraction f of a texel: f * 256 rounded to an
 * integer, ties up (0..256; 9-bit fixed point with 8 fractional bits, measured
 * on the H100: tests/gpu/results/2026-11-24-texture-weights-h100.txt) (internal). */
static inline int c2o_impl_weight256(float f) {
  const float s = f * 256.0f, fl = floorf(s);
  return (int)fl + (s - fl >= 0.5f ? 1 : 0);
}
/* The weights (in 1/256) of the 2, 4 or 8 texels around a linear fetch, texel
 * (i + di, j + dj, k + dk) at di + 2 dj + 4 dk, from the per-dimension weights
 * a, b, c. The texture unit rounds each product of weights to 1/256 and keeps
 * their sum at 1. Bilinear: the far corner gets round(a b), ties up, and the
 * others what is left in their row and column; this gives every one of the
 * H100's weights (3431 points, ties included:
 * tests/gpu/results/2026-11-24-texture-bilinear-h100.txt). Trilinear: the
 * unit's rule was not found; the z planes get 1 - c and c, and each plane is
 * split along x, then y, the far part rounded with ties up. That gives the
 * H100's eight weights at 16026 of 16641 probed points and is never more than
 * 1/256 off (docs/diagnostics/C2O1124.md) (internal). */
static inline void c2o_impl_corner_weights(int dims, int a, int b, int c, int *w) {
  if (dims == 1) {
    w[0] = 256 - a;
    w[1] = a;
  } else if (dims == 2) {
    const int ab = (a * b + 128) >> 8;
    w[3] = ab;
    w[1] = a - ab;
    w[2] = b - ab;
    w[0] = 256 - a - b + ab;
  } else {
    for (int s = 0; s < 2; ++s) {
      const int plane = s ? c : 256 - c, fx = (plane * a + 128) >> 8;
      for (int i = 0; i < 2; ++i) {
        const int col = i ? fx : plane - fx, fy = (col * b + 128) >> 8;
        w[4 * s + i] = col - fy;
        w[4 * s + 2 + i] = fy;
      }
    }
  }
}
/* d rounded to float with ties away from zero: how the texture unit rounds a
 * filtered value (the H100 gives the exact weighted sum rounded so: 49 of
 * 4096 random bilinear fetches were ties, and all went away from zero) (internal). */
static inline float c2o_impl_round_ties_away(double d) {
  const double a = fabs(d);
  float f = (float)a; /* to nearest, ties to even */
  if ((double)f != a && f < 3.0e38f) {
    const float g = c2o_impl_fstep(f, (double)f < a); /* the float on a's other side */
    if (fabs(a - (double)f) == fabs((double)g - a) && g > f) f = g; /* a tie: the larger magnitude */
  }
  return d < 0 ? -f : f;
}
/* A fetch at texture coordinates (x, y, z) of a dims-dimensional texture (internal). */
static inline void c2o_impl_fetch(const c2o_impl_tex *t, float x, float y, float z, double *out) {
  int c;
  if (t->normalized) {
    x *= (float)t->width;
    y *= (float)t->height;
    z *= (float)t->depth;
  }
  if (t->filter == c2o_filter_mode_point) {
    c2o_impl_texel4(t, (long long)floorf(x), (long long)floorf(y), (long long)floorf(z), out);
    return;
  }
  const float xb = x - 0.5f, yb = y - 0.5f, zb = z - 0.5f;
  const long long i = (long long)floorf(xb), j = (long long)floorf(yb), k = (long long)floorf(zb);
  int w[8];
  c2o_impl_corner_weights(t->dims, c2o_impl_weight256(xb - floorf(xb)),
                          t->dims > 1 ? c2o_impl_weight256(yb - floorf(yb)) : 0,
                          t->dims > 2 ? c2o_impl_weight256(zb - floorf(zb)) : 0, w);
  /* each term w * v is exact in double (9 + 24 bits), and so is their sum
   * unless the texels' magnitudes lie more than ~2^17 apart */
  double acc[4] = {0, 0, 0, 0}, v[4];
  const int corners = t->dims > 2 ? 8 : t->dims > 1 ? 4 : 2;
  for (int q = 0; q < corners; ++q) {
    if (!w[q]) continue;
    c2o_impl_texel4(t, i + (q & 1), j + ((q >> 1) & 1), k + ((q >> 2) & 1), v);
    for (c = 0; c < 4; ++c) acc[c] += (double)w[q] * (double)(float)v[c];
  }
  for (c = 0; c < 4; ++c) out[c] = c2o_impl_round_ties_away(acc[c] / 256.0);
}

/* The result type T built from four component values (internal). */
template <class T> struct c2o_impl_tex_make {
  static T make(const double *v) { return (T)v[0]; }
};
#define C2O_IMPL_TEX_MAKE(PFX, S)                                              \
  template <> struct c2o_impl_tex_make<PFX##1> { static PFX##1 make(const double *v) { return make_##PFX##1((S)v[0]); } }; \
  template <> struct c2o_impl_tex_make<PFX##2> { static PFX##2 make(const double *v) { return make_##PFX##2((S)v[0], (S)v[1]); } }; \
  template <> struct c2o_impl_tex_make<PFX##3> { static PFX##3 make(const double *v) { return make_##PFX##3((S)v[0], (S)v[1], (S)v[2]); } }; \
  template <> struct c2o_impl_tex_make<PFX##4> { static PFX##4 make(const double *v) { return make_##PFX##4((S)v[0], (S)v[1], (S)v[2], (S)v[3]); } };
C2O_IMPL_TEX_MAKE(char, signed char)
C2O_IMPL_TEX_MAKE(uchar, unsigned char)
C2O_IMPL_TEX_MAKE(short, short)
C2O_IMPL_TEX_MAKE(ushort, unsigned short)
C2O_IMPL_TEX_MAKE(int, int)
C2O_IMPL_TEX_MAKE(uint, unsigned int)
C2O_IMPL_TEX_MAKE(float, float)
#undef C2O_IMPL_TEX_MAKE

static inline const c2o_impl_tex *c2o_impl_tex_of(unsigned long long h) { return (const c2o_impl_tex *)(uintptr_t)h; }

/* tex1Dfetch<T>(obj, i): texel i of linear memory, 0 outside. */
template <class T> static inline T tex1Dfetch(c2o_texture_object_t obj, int x) {
  const c2o_impl_tex *t = c2o_impl_tex_of(obj);
  double v[4] = {0, 0, 0, 0};
  if (x >= 0 && (unsigned long long)x < t->width) {
    const unsigned char *p = t->data + (unsigned long long)x * (unsigned long long)t->elem;
    for (int c = 0; c < t->comps; ++c) v[c] = c2o_impl_read_value(t, p, c);
  }
  return c2o_impl_tex_make<T>::make(v);
}
template <class T> static inline T tex1D(c2o_texture_object_t obj, float x) {
  double v[4];
  c2o_impl_fetch(c2o_impl_tex_of(obj), x, 0.0f, 0.0f, v);
  return c2o_impl_tex_make<T>::make(v);
}
template <class T> static inline T tex2D(c2o_texture_object_t obj, float x, float y) {
  double v[4];
  c2o_impl_fetch(c2o_impl_tex_of(obj), x, y, 0.0f, v);
  return c2o_impl_tex_make<T>::make(v);
}
template <class T> static inline T tex3D(c2o_texture_object_t obj, float x, float y, float z) {
  double v[4];
  c2o_impl_fetch(c2o_impl_tex_of(obj), x, y, z, v);
  return c2o_impl_tex_make<T>::make(v);
}
template <class T> static inline void tex1Dfetch(T *r, c2o_texture_object_t obj, int x) { *r = tex1Dfetch<T>(obj, x); }
template <class T> static inline void tex1D(T *r, c2o_texture_object_t obj, float x) { *r = tex1D<T>(obj, x); }
template <class T> static inline void tex2D(T *r, c2o_texture_object_t obj, float x, float y) { *r = tex2D<T>(obj, x, y); }
template <class T> static inline void tex3D(T *r, c2o_texture_object_t obj, float x, float y, float z) {
  *r = tex3D<T>(obj, x, y, z);
}

/* Surfaces: x is a byte offset; out-of-range accesses read 0 and write
 * nothing (zero and trap modes) or use the edge texel (clamp). */
static inline const unsigned char *c2o_impl_surf_at(const c2o_impl_tex *t, long long xb, long long y, long long z,
                                                    int mode) {
  long long x = xb / t->elem;
  if (x < 0 || x >= (long long)t->width || y < 0 || y >= (long long)t->height || z < 0 || z >= (long long)t->depth) {
    if (mode != c2o_boundary_mode_clamp) return 0;
    x = x < 0 ? 0 : (x >= (long long)t->width ? (long long)t->width - 1 : x);
    y = y < 0 ? 0 : (y >= (long long)t->height ? (long long)t->height - 1 : y);
    z = z < 0 ? 0 : (z >= (long long)t->depth ? (long long)t->depth - 1 : z);
  }
  return t->data + (unsigned long long)z * t->slice + (unsigned long long)y * t->pitch + (unsigned long long)x * t->elem;
}
template <class T>
static inline T surf2Dread(c2o_surface_object_t s, int x, int y,
                           c2o_surface_boundary_mode mode = c2o_boundary_mode_trap) {
  T r;
  const unsigned char *p = c2o_impl_surf_at(c2o_impl_tex_of(s), x, y, 0, mode);
  if (p) __builtin_memcpy(&r, p, sizeof r);
  else __builtin_memset(&r, 0, sizeof r);
  return r;
}
template <class T>
static inline void surf2Dread(T *r, c2o_surface_object_t s, int x, int y,
                              c2o_surface_boundary_mode mode = c2o_boundary_mode_trap) {
  *r = surf2Dread<T>(s, x, y, mode);
}
template <class T>
static inline void surf2Dwrite(T v, c2o_surface_object_t s, int x, int y,
                               c2o_surface_boundary_mode mode = c2o_boundary_mode_trap) {
  unsigned char *p = (unsigned char *)c2o_impl_surf_at(c2o_impl_tex_of(s), x, y, 0, mode);
  if (p) __builtin_memcpy(p, &v, sizeof v);
}
template <class T>
static inline T surf1Dread(c2o_surface_object_t s, int x,
                           c2o_surface_boundary_mode mode = c2o_boundary_mode_trap) {
  return surf2Dread<T>(s, x, 0, mode);
}
template <class T>
static inline void surf1Dread(T *r, c2o_surface_object_t s, int x,
                              c2o_surface_boundary_mode mode = c2o_boundary_mode_trap) {
  *r = surf2Dread<T>(s, x, 0, mode);
}
template <class T>
static inline void surf1Dwrite(T v, c2o_surface_object_t s, int x,
                               c2o_surface_boundary_mode mode = c2o_boundary_mode_trap) {
  surf2Dwrite<T>(v, s, x, 0, mode);
}
template <class T>
static inline T surf3Dread(c2o_surface_object_t s, int x, int y, int z,
                           c2o_surface_boundary_mode mode = c2o_boundary_mode_trap) {
  T r;
  const unsigned char *p = c2o_impl_surf_at(c2o_impl_tex_of(s), x, y, z, mode);
  if (p) __builtin_memcpy(&r, p, sizeof r);
  else __builtin_memset(&r, 0, sizeof r);
  return r;
}
template <class T>
static inline void surf3Dwrite(T v, c2o_surface_object_t s, int x, int y, int z,
                               c2o_surface_boundary_mode mode = c2o_boundary_mode_trap) {
  unsigned char *p = (unsigned char *)c2o_impl_surf_at(c2o_impl_tex_of(s), x, y, z, mode);
  if (p) __builtin_memcpy(p, &v, sizeof v);
}

#pragma omp end declare target

/* ---- legacy texture references ------------------------------------------------- */
/* The attributes of a texture reference (textureReference). */
struct textureReference {
  int normalized;
  enum c2o_texture_filter_mode filterMode;
  enum c2o_texture_address_mode addressMode[3];
  struct c2o_channel_format_desc channelDesc;
  int sRGB;
  unsigned int maxAnisotropy;
  enum c2o_texture_filter_mode mipmapFilterMode;
  float mipmapLevelBias, minMipmapLevelClamp, maxMipmapLevelClamp;
  int disableTrilinearOptimization;
  int __cudaReserved[14];
};
/* texture<T, dim, mode>: a file-scope texture reference (declare target),
 * with textureReference's fields. (Not derived from textureReference: clang
 * 19 cannot offload a declare-target variable whose constexpr constructor
 * initialises a base class.) */
template <class T, int dim = C2O_TEXTURE_TYPE_1D, enum c2o_texture_read_mode mode = c2o_read_mode_element_type>
struct texture {
  int normalized;
  enum c2o_texture_filter_mode filterMode;
  enum c2o_texture_address_mode addressMode[3];
  struct c2o_channel_format_desc channelDesc;
  int sRGB;
  unsigned int maxAnisotropy;
  enum c2o_texture_filter_mode mipmapFilterMode;
  float mipmapLevelBias, minMipmapLevelClamp, maxMipmapLevelClamp;
  int disableTrilinearOptimization;
  c2o_impl_tex c2o_bound; /* what fetches read: set when the reference is bound */
  constexpr texture(int norm = 0, enum c2o_texture_filter_mode fMode = c2o_filter_mode_point,
                    enum c2o_texture_address_mode aMode = c2o_address_mode_clamp)
      : normalized(norm), filterMode(fMode), addressMode{aMode, aMode, aMode},
        channelDesc{c2o_impl_format<T>::bits, c2o_impl_format<T>::comps > 1 ? (int)c2o_impl_format<T>::bits : 0,
                    c2o_impl_format<T>::comps > 2 ? (int)c2o_impl_format<T>::bits : 0,
                    c2o_impl_format<T>::comps > 3 ? (int)c2o_impl_format<T>::bits : 0,
                    (enum c2o_channel_format_kind)c2o_impl_format<T>::kind},
        sRGB(0), maxAnisotropy(0), mipmapFilterMode(c2o_filter_mode_point), mipmapLevelBias(0.0f),
        minMipmapLevelClamp(0.0f), maxMipmapLevelClamp(0.0f), disableTrilinearOptimization(0), c2o_bound{} {}
  constexpr texture(int norm, enum c2o_texture_filter_mode fMode, enum c2o_texture_address_mode aMode,
                    struct c2o_channel_format_desc desc)
      : normalized(norm), filterMode(fMode), addressMode{aMode, aMode, aMode}, channelDesc(desc), sRGB(0),
        maxAnisotropy(0), mipmapFilterMode(c2o_filter_mode_point), mipmapLevelBias(0.0f), minMipmapLevelClamp(0.0f),
        maxMipmapLevelClamp(0.0f), disableTrilinearOptimization(0), c2o_bound{} {}
};

/* Binds a texture reference: fills its descriptor and copies the variable to
 * the current device (it is a declare-target variable) (internal). */
template <class Ref>
static inline c2o_error_t c2o_impl_bind(Ref &tex, enum c2o_texture_read_mode mode, const c2o_resource_desc &r) {
  c2o_texture_desc d;
  c2o_error_t e;
  int dev = c2o_impl_omp_device();
  void *p;
  memset(&d, 0, sizeof d);
  for (int i = 0; i < 3; ++i) d.addressMode[i] = tex.addressMode[i];
  d.filterMode = tex.filterMode;
  d.readMode = mode;
  d.normalizedCoords = tex.normalized;
  if ((e = c2o_impl_fill_tex(&tex.c2o_bound, &r)) != c2o_success) return e;
  c2o_impl_tex_modes(&tex.c2o_bound, &d);
  if (dev == omp_get_initial_device()) return c2o_success;
  if (!(p = c2o_impl_symbol_address(&tex, sizeof tex, dev))) return c2o_impl_fail(c2o_error_invalid_texture);
  if (omp_target_memcpy(p, &tex, sizeof tex, 0, 0, dev, omp_get_initial_device()) != 0)
    return c2o_impl_fail(c2o_error_invalid_texture);
  return c2o_success;
}
template <class T, int D, enum c2o_texture_read_mode M>
static inline c2o_error_t c2o_impl_bind_typed(texture<T, D, M> &tex, const c2o_resource_desc &r) {
  return c2o_impl_bind(tex, M, r);
}
/* cudaBindTexture(offset, tex, devPtr[, desc], size): 1D linear memory. */
template <class T, int D, enum c2o_texture_read_mode M>
static inline c2o_error_t c2o_bind_texture(size_t *offset, const texture<T, D, M> &tex, const void *devPtr,
                                           const c2o_channel_format_desc &desc, size_t size = 0xFFFFFFFFu) {
  c2o_resource_desc r;
  c2o_impl_alloc a;
  if (offset) *offset = 0;
  if (!devPtr) return c2o_impl_fail(c2o_error_invalid_value);
  if (c2o_impl_registry_find(devPtr, &a) && size > a.size - ((uintptr_t)devPtr - a.base))
    size = a.size - ((uintptr_t)devPtr - a.base); /* CUDA's default size: the rest of the allocation */
  memset(&r, 0, sizeof r);
  r.resType = c2o_resource_type_linear;
  r.res.linear.devPtr = (void *)devPtr;
  r.res.linear.desc = desc;
  r.res.linear.sizeInBytes = size;
  texture<T, D, M> &t = const_cast<texture<T, D, M> &>(tex);
  t.channelDesc = desc;
  return c2o_impl_bind_typed(t, r);
}
template <class T, int D, enum c2o_texture_read_mode M>
static inline c2o_error_t c2o_bind_texture(size_t *offset, const texture<T, D, M> &tex, const void *devPtr,
                                           size_t size = 0xFFFFFFFFu) {
  return c2o_bind_texture(offset, tex, devPtr, tex.channelDesc, size);
}
/* cudaBindTexture2D(offset, tex, devPtr[, desc], width, height, pitch). */
template <class T, int D, enum c2o_texture_read_mode M>
static inline c2o_error_t c2o_bind_texture2d(size_t *offset, const texture<T, D, M> &tex, const void *devPtr,
                                             const c2o_channel_format_desc &desc, size_t width, size_t height,
                                             size_t pitch) {
  c2o_resource_desc r;
  if (offset) *offset = 0;
  memset(&r, 0, sizeof r);
  r.resType = c2o_resource_type_pitch2d;
  r.res.pitch2D.devPtr = (void *)devPtr;
  r.res.pitch2D.desc = desc;
  r.res.pitch2D.width = width;
  r.res.pitch2D.height = height;
  r.res.pitch2D.pitchInBytes = pitch;
  texture<T, D, M> &t = const_cast<texture<T, D, M> &>(tex);
  t.channelDesc = desc;
  return c2o_impl_bind_typed(t, r);
}
template <class T, int D, enum c2o_texture_read_mode M>
static inline c2o_error_t c2o_bind_texture2d(size_t *offset, const texture<T, D, M> &tex, const void *devPtr,
                                             size_t width, size_t height, size_t pitch) {
  return c2o_bind_texture2d(offset, tex, devPtr, tex.channelDesc, width, height, pitch);
}
/* cudaBindTextureToArray(tex, array[, desc]). */
template <class T, int D, enum c2o_texture_read_mode M>
static inline c2o_error_t c2o_bind_texture_to_array(const texture<T, D, M> &tex, c2o_array_const_t array) {
  c2o_resource_desc r;
  memset(&r, 0, sizeof r);
  r.resType = c2o_resource_type_array;
  r.res.array.array = (c2o_array_t)array;
  texture<T, D, M> &t = const_cast<texture<T, D, M> &>(tex);
  if (array) t.channelDesc = array->desc;
  return c2o_impl_bind_typed(t, r);
}
template <class T, int D, enum c2o_texture_read_mode M>
static inline c2o_error_t c2o_bind_texture_to_array(const texture<T, D, M> &tex, c2o_array_const_t array,
                                                    const c2o_channel_format_desc &desc) {
  (void)desc;
  return c2o_bind_texture_to_array(tex, array);
}
/* cudaUnbindTexture(tex): later fetches read nothing (undefined in CUDA). */
template <class T, int D, enum c2o_texture_read_mode M>
static inline c2o_error_t c2o_unbind_texture(const texture<T, D, M> &tex) {
  (void)tex;
  return c2o_success;
}

/* The C API's forms, which take the reference's address (a textureReference *
 * in CUDA, of which texture<> derives) and the format by pointer:
 * cudaBindTexture(offset, &tex, devPtr, &desc, size), ... */
template <class T, int D, enum c2o_texture_read_mode M>
static inline c2o_error_t c2o_bind_texture(size_t *offset, const texture<T, D, M> *tex, const void *devPtr,
                                           const c2o_channel_format_desc *desc, size_t size = 0xFFFFFFFFu) {
  if (!tex || !desc) return c2o_impl_fail(c2o_error_invalid_value);
  return c2o_bind_texture(offset, *tex, devPtr, *desc, size);
}
template <class T, int D, enum c2o_texture_read_mode M>
static inline c2o_error_t c2o_bind_texture2d(size_t *offset, const texture<T, D, M> *tex, const void *devPtr,
                                             const c2o_channel_format_desc *desc, size_t width, size_t height,
                                             size_t pitch) {
  if (!tex || !desc) return c2o_impl_fail(c2o_error_invalid_value);
  return c2o_bind_texture2d(offset, *tex, devPtr, *desc, width, height, pitch);
}
template <class T, int D, enum c2o_texture_read_mode M>
static inline c2o_error_t c2o_bind_texture_to_array(const texture<T, D, M> *tex, c2o_array_const_t array,
                                                    const c2o_channel_format_desc *desc) {
  if (!tex || !desc) return c2o_impl_fail(c2o_error_invalid_value);
  return c2o_bind_texture_to_array(*tex, array);
}
template <class T, int D, enum c2o_texture_read_mode M>
static inline c2o_error_t c2o_unbind_texture(const texture<T, D, M> *tex) {
  return tex ? c2o_success : c2o_impl_fail(c2o_error_invalid_value);
}

/* The type a fetch of texture<T, D, M> returns: T, or float(n) for normalized reads. */
template <class T, enum c2o_texture_read_mode M> struct c2o_tex_result { typedef T type; };
template <class T> struct c2o_tex_result<T, c2o_read_mode_normalized_float> { typedef float type; };
#define C2O_IMPL_TEX_RESULT(PFX)                                               \
  template <> struct c2o_tex_result<PFX##1, c2o_read_mode_normalized_float> { typedef float1 type; }; \
  template <> struct c2o_tex_result<PFX##2, c2o_read_mode_normalized_float> { typedef float2 type; }; \
  template <> struct c2o_tex_result<PFX##4, c2o_read_mode_normalized_float> { typedef float4 type; };
C2O_IMPL_TEX_RESULT(char)
C2O_IMPL_TEX_RESULT(uchar)
C2O_IMPL_TEX_RESULT(short)
C2O_IMPL_TEX_RESULT(ushort)
#undef C2O_IMPL_TEX_RESULT

#pragma omp declare target
/* Fetches through a texture reference (the legacy API). */
template <class T, int D, enum c2o_texture_read_mode M>
static inline typename c2o_tex_result<T, M>::type tex1Dfetch(const texture<T, D, M> &tex, int x) {
  return tex1Dfetch<typename c2o_tex_result<T, M>::type>((c2o_texture_object_t)(uintptr_t)&tex.c2o_bound, x);
}
template <class T, int D, enum c2o_texture_read_mode M>
static inline typename c2o_tex_result<T, M>::type tex1D(const texture<T, D, M> &tex, float x) {
  return tex1D<typename c2o_tex_result<T, M>::type>((c2o_texture_object_t)(uintptr_t)&tex.c2o_bound, x);
}
template <class T, int D, enum c2o_texture_read_mode M>
static inline typename c2o_tex_result<T, M>::type tex2D(const texture<T, D, M> &tex, float x, float y) {
  return tex2D<typename c2o_tex_result<T, M>::type>((c2o_texture_object_t)(uintptr_t)&tex.c2o_bound, x, y);
}
template <class T, int D, enum c2o_texture_read_mode M>
static inline typename c2o_tex_result<T, M>::type tex3D(const texture<T, D, M> &tex, float x, float y, float z) {
  return tex3D<typename c2o_tex_result<T, M>::type>((c2o_texture_object_t)(uintptr_t)&tex.c2o_bound, x, y, z);
}
#pragma omp end declare target

#endif /* __cplusplus */
#endif /* C2O_TEXTURE_H */
