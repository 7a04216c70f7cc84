/* c2o_bits.h - CUDA's bit casts and integer intrinsics; all callable in
 * target regions. */
#ifndef C2O_BITS_H
#define C2O_BITS_H

#include "c2o_config.h"

#pragma omp declare target

/* Bits of x as int. */
static inline int c2o_float_as_int(float x) { int r; __builtin_memcpy(&r, &x, sizeof r); return r; }
/* Bits of x as float. */
static inline float c2o_int_as_float(int x) { float r; __builtin_memcpy(&r, &x, sizeof r); return r; }
/* Bits of x as unsigned int. */
static inline unsigned int c2o_float_as_uint(float x) { unsigned int r; __builtin_memcpy(&r, &x, sizeof r); return r; }
/* Bits of x as float. */
static inline float c2o_uint_as_float(unsigned int x) { float r; __builtin_memcpy(&r, &x, sizeof r); return r; }
/* Bits of x as long long. */
static inline long long c2o_double_as_longlong(double x) { long long r; __builtin_memcpy(&r, &x, sizeof r); return r; }
/* Bits of x as double. */
static inline double c2o_longlong_as_double(long long x) { double r; __builtin_memcpy(&r, &x, sizeof r); return r; }

/* Number of set bits. */
static inline int c2o_popc(unsigned int x) { return __builtin_popcount(x); }
/* Number of set bits (64-bit). */
static inline int c2o_popcll(unsigned long long x) { return __builtin_popcountll(x); }
/* Leading zero bits of the 32-bit x; 32 for 0. */
static inline int c2o_clz(int x) { return x ? __builtin_clz((unsigned int)x) : 32; }
/* Leading zero bits of the 64-bit x; 64 for 0. */
static inline int c2o_clzll(long long x) { return x ? __builtin_clzll((unsigned long long)x) : 64; }
/* 1-based position of the lowest set bit; 0 for 0. */
static inline int c2o_ffs(int x) { return __builtin_ffs(x); }
/* 1-based position of the lowest set bit (64-bit); 0 for 0. */
static inline int c2o_ffsll(long long x) { return __builtin_ffsll(x); }
/* x with its 32 bits in reverse order. */
static inline unsigned int c2o_brev(unsigned int x) {
  x = ((x >> 1) & 0x55555555u) | ((x & 0x55555555u) << 1);
  x = ((x >> 2) & 0x33333333u) | ((x & 0x33333333u) << 2);
  x = ((x >> 4) & 0x0F0F0F0Fu) | ((x & 0x0F0F0F0Fu) << 4);
  x = ((x >> 8) & 0x00FF00FFu) | ((x & 0x00FF00FFu) << 8);
  return (x >> 16) | (x << 16);
}
/* Low 32 bits of the product of the low 24 bits (signed) of x and y. */
static inline int c2o_mul24(int x, int y) {
  long long a = (x & 0x800000) ? (long long)(x | ~0xFFFFFF) : (long long)(x & 0xFFFFFF);
  long long b = (y & 0x800000) ? (long long)(y | ~0xFFFFFF) : (long long)(y & 0xFFFFFF);
  return (int)(unsigned int)(unsigned long long)(a * b);
}
/* Low 32 bits of the product of the low 24 bits of x and y. */
static inline unsigned int c2o_umul24(unsigned int x, unsigned int y) {
  return (unsigned int)((unsigned long long)(x & 0xFFFFFFu) * (y & 0xFFFFFFu));
}
/* High 32 bits of the 64-bit product x * y. */
static inline int c2o_mulhi(int x, int y) { return (int)(((long long)x * y) >> 32); }
/* High 32 bits of the 64-bit product x * y (unsigned). */
static inline unsigned int c2o_umulhi(unsigned int x, unsigned int y) {
  return (unsigned int)(((unsigned long long)x * y) >> 32);
}
/* |x - y| + z. */
static inline unsigned int c2o_sad(int x, int y, unsigned int z) {
  return (x > y ? (unsigned int)x - (unsigned int)y : (unsigned int)y - (unsigned int)x) + z;
}
/* |x - y| + z (unsigned). */
static inline unsigned int c2o_usad(unsigned int x, unsigned int y, unsigned int z) {
  return (x > y ? x - y : y - x) + z;
}

#ifdef __cplusplus
/* *p (CUDA's read-only cache load, and the other cache-hinted loads). */
template <class T> static inline T c2o_ldg(const T *p) { return *p; }
/* *p = v (CUDA's cache-hinted stores __stcg, __stcs, __stwb, __stwt). */
template <class T> static inline void c2o_st(T *p, T v) { *p = v; }
#endif

#pragma omp end declare target

#ifndef __cplusplus
/* C: *p (CUDA's read-only cache load). */
#define c2o_ldg(p) (*(p))
#endif

#endif /* C2O_BITS_H */
