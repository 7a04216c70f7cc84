/* c2o_types.h - dim3, uint3 and the CUDA vector types with their make_*
 * functions, under CUDA's names; layout and alignment as in CUDA. */
#ifndef C2O_TYPES_H
#define C2O_TYPES_H

#include "c2o_config.h"

/* CUDA's alignment attribute (struct __align__(16) T { ... };). */
#ifndef __align__
#define __align__(n) __attribute__((aligned(n)))
#endif
#ifndef __builtin_align__
#define __builtin_align__(n) __attribute__((aligned(n)))
#endif

#pragma omp declare target

/* One- to four-component vector type NAME of T, aligned to ALIGN bytes, with
 * make_NAME(...). */
#define C2O_IMPL_VEC1(NAME, T, ALIGN)                                          \
  typedef struct __attribute__((aligned(ALIGN))) NAME { T x; } NAME;           \
  static inline NAME make_##NAME(T x) {                                        \
    NAME r = {x};                                                              \
    return r;                                                                  \
  }
#define C2O_IMPL_VEC2(NAME, T, ALIGN)                                          \
  typedef struct __attribute__((aligned(ALIGN))) NAME { T x, y; } NAME;        \
  static inline NAME make_##NAME(T x, T y) {                                   \
    NAME r = {x, y};                                                           \
    return r;                                                                  \
  }
#define C2O_IMPL_VEC3(NAME, T, ALIGN)                                          \
  typedef struct __attribute__((aligned(ALIGN))) NAME { T x, y, z; } NAME;     \
  static inline NAME make_##NAME(T x, T y, T z) {                              \
    NAME r = {x, y, z};                                                        \
    return r;                                                                  \
  }
#define C2O_IMPL_VEC4(NAME, T, ALIGN)                                          \
  typedef struct __attribute__((aligned(ALIGN))) NAME { T x, y, z, w; } NAME;  \
  static inline NAME make_##NAME(T x, T y, T z, T w) {                         \
    NAME r = {x, y, z, w};                                                     \
    return r;                                                                  \
  }
/* The four vector types of T: alignments A1..A4, as in CUDA's vector_types.h
 * (three-component types keep the alignment of their element). */
#define C2O_IMPL_VECS(PREFIX, T, A1, A2, A4)                                   \
  C2O_IMPL_VEC1(PREFIX##1, T, A1)                                              \
  C2O_IMPL_VEC2(PREFIX##2, T, A2)                                              \
  C2O_IMPL_VEC3(PREFIX##3, T, A1)                                              \
  C2O_IMPL_VEC4(PREFIX##4, T, A4)

C2O_IMPL_VECS(char, signed char, 1, 2, 4)                     /* char1..4, make_char1..4 */
C2O_IMPL_VECS(uchar, unsigned char, 1, 2, 4)                  /* uchar1..4 */
C2O_IMPL_VECS(short, short, 2, 4, 8)                          /* short1..4 */
C2O_IMPL_VECS(ushort, unsigned short, 2, 4, 8)                /* ushort1..4 */
C2O_IMPL_VECS(int, int, 4, 8, 16)                             /* int1..4 */
C2O_IMPL_VECS(uint, unsigned int, 4, 8, 16)                   /* uint1..4 */
C2O_IMPL_VECS(long, long, sizeof(long), 2 * sizeof(long), 16) /* long1..4 */
C2O_IMPL_VECS(ulong, unsigned long, sizeof(long), 2 * sizeof(long), 16) /* ulong1..4 */
C2O_IMPL_VECS(longlong, long long, 8, 16, 16)                 /* longlong1..4 */
C2O_IMPL_VECS(ulonglong, unsigned long long, 8, 16, 16)       /* ulonglong1..4 */
C2O_IMPL_VECS(float, float, 4, 8, 16)                         /* float1..4 */
C2O_IMPL_VECS(double, double, 8, 16, 16)                      /* double1..4 */

#undef C2O_IMPL_VECS
#undef C2O_IMPL_VEC1
#undef C2O_IMPL_VEC2
#undef C2O_IMPL_VEC3
#undef C2O_IMPL_VEC4

#ifdef __cplusplus
/* Launch extent: x, y, z, each 1 unless given; converts to and from uint3. */
struct dim3 {
  unsigned int x, y, z;
  constexpr dim3(unsigned int vx = 1, unsigned int vy = 1, unsigned int vz = 1)
      : x(vx), y(vy), z(vz) {}
  constexpr dim3(uint3 v) : x(v.x), y(v.y), z(v.z) {}
  constexpr operator uint3() const { return uint3{x, y, z}; }
};
#else
/* Launch extent (C: initialise all three members). */
typedef struct dim3 { unsigned int x, y, z; } dim3;
#endif

#pragma omp end declare target

#endif /* C2O_TYPES_H */
