/* c2o_device_libc.h - memcpy and memset for device code on AMD GPUs.
 *
 * nvcc lets device code call memcpy and memset. Clang compiles such calls
 * for an NVIDIA GPU (libdevice and the PTX backend provide them), but for
 * AMDGPU clang 19 has no device C library: the offload link fails with
 * "undefined symbol: memcpy". These definitions are an OpenMP variant for
 * AMD devices only, so host code and other devices keep the C library's.
 * GCC does not read 'begin declare variant' (its AMD offloading links
 * newlib, which has both). */
#ifndef C2O_DEVICE_LIBC_H
#define C2O_DEVICE_LIBC_H

#include <stddef.h>

#if defined(__clang__) && defined(_OPENMP) && _OPENMP >= 201811
#pragma omp begin declare variant match(device = {arch(amdgcn)})
#ifdef __cplusplus
extern "C" {
#endif
static inline void *memcpy(void *dst, const void *src, size_t n) {
  unsigned char *d = (unsigned char *)dst;
  const unsigned char *s = (const unsigned char *)src;
  for (size_t i = 0; i < n; ++i) d[i] = s[i];
  return dst;
}
static inline void *memset(void *dst, int value, size_t n) {
  unsigned char *d = (unsigned char *)dst;
  for (size_t i = 0; i < n; ++i) d[i] = (unsigned char)value;
  return dst;
}
#ifdef __cplusplus
}
#endif
#pragma omp end declare variant
#endif

#endif /* C2O_DEVICE_LIBC_H */
