/* c2o_device_libc.h - memcpy, memset and clock in device code.
 *
 * nvcc lets device code call memcpy and memset. Clang compiles such calls
 * for an NVIDIA GPU (libdevice and the PTX backend provide them), but for
 * AMDGPU clang 19 has no device C library: the offload link fails with
 * "undefined symbol: memcpy". These definitions are an OpenMP variant for
 * AMD devices only, so host code and other devices keep the C library's.
 * GCC does not read 'begin declare variant' (its AMD offloading links
 * newlib, which has both).
 *
 * clock() in device code reads the GPU's cycle counter in CUDA; clang has no
 * device clock() (sm_90: "nvlink error: Undefined reference to 'clock'"),
 * so the GPUs get variants over their counters (for __host__ __device__
 * code), device-only code calls c2o_clock() (the translator writes it), and
 * CUDA's clock64() is c2o_clock64() (nanoseconds of the C11 clock on the host). nan() and
 * nanf() have no device definition for NVIDIA in the clang 22 set-up either.
 *
 * A class with a pure virtual function has __cxa_pure_virtual in its vtable;
 * CUDA's device runtime defines it, clang 19's AMDGPU device code has none
 * ("undefined symbol: __cxa_pure_virtual" at the offload link). The AMD
 * device pass gets a weak definition that traps, as a call of a pure
 * virtual function stops the program on the host. */
#ifndef C2O_DEVICE_LIBC_H
#define C2O_DEVICE_LIBC_H

#include <stddef.h>
#include <time.h>

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

#pragma omp begin declare variant match(device = {arch(nvptx, nvptx64)}, implementation = {extension(match_any)})
#ifdef __cplusplus
extern "C" {
#endif
static inline clock_t clock(void) { return (clock_t)__nvvm_read_ptx_sreg_clock(); }
/* nan(tag): a quiet NaN (clang 22 with this device runtime links no nan for sm_90) */
static inline double nan(const char *tag) { (void)tag; return __builtin_nan(""); }
static inline float nanf(const char *tag) { (void)tag; return __builtin_nanf(""); }
#ifdef __cplusplus
}
#endif
static inline long long c2o_clock64(void) { return (long long)__nvvm_read_ptx_sreg_clock64(); }
#pragma omp end declare variant

#pragma omp begin declare variant match(device = {arch(amdgcn)})
#ifdef __cplusplus
extern "C" {
#endif
static inline clock_t clock(void) { return (clock_t)__builtin_readcyclecounter(); }
#ifdef __cplusplus
}
#endif
static inline long long c2o_clock64(void) { return (long long)__builtin_readcyclecounter(); }
#pragma omp end declare variant
#endif

#if defined(__clang__) && defined(__AMDGPU__) && defined(__cplusplus)
#pragma omp declare target
extern "C" __attribute__((weak)) void __cxa_pure_virtual(void) { __builtin_trap(); }
#pragma omp end declare target
#endif

#pragma omp declare target
/* The host's (and GCC's devices') clock64: nanoseconds of the C11 clock. */
static inline long long c2o_clock64(void) {
  struct timespec t;
  timespec_get(&t, TIME_UTC);
  return (long long)t.tv_sec * 1000000000LL + t.tv_nsec;
}
/* CUDA's clock() in device code (the translator writes c2o_clock there): the
 * GPU's cycle counter (64 bits: it does not wrap as CUDA's 32-bit one does);
 * on the host, nanoseconds, which match the 1 GHz clockRate that
 * cudaGetDeviceProperties reports for it. The C library's clock() counts the
 * process's CPU time in microseconds: a kernel that spins for clockRate-based
 * counts would take 1000 times as long (the CUDA samples' simpleHyperQ). */
static inline clock_t c2o_clock(void) { return (clock_t)c2o_clock64(); }
#pragma omp end declare target

#endif /* C2O_DEVICE_LIBC_H */
