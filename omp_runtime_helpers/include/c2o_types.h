/* c2o_types.h - dim3, uint3 and the CUDA vector types with their make_*
 * functions, under CUDA's names; layout and alignment as in CUDA. */
#ifndef C2O_TYPES_H
#define C2O_TYPES_H

#include "c2o_config.h"

#pragma omp declare target

/* Two-, three- and four-component vector type NAME of T, aligned to ALIGN
 * bytes, with make_NAME(...). */
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

C2O_IMPL_VEC2(char2, signed char, 2)         /* char2, make_char2 */
C2O_IMPL_VEC4(char4, signed char, 4)         /* char4, make_char4 */
C2O_IMPL_VEC4(uchar4, unsigned char, 4)      /* uchar4, make_uchar4 */
C2O_IMPL_VEC2(short2, short, 4)              /* short2, make_short2 */
C2O_IMPL_VEC2(int2, int, 8)                  /* int2, make_int2 */
C2O_IMPL_VEC3(int3, int, 4)                  /* int3, make_int3 */
C2O_IMPL_VEC4(int4, int, 16)                 /* int4, make_int4 */
C2O_IMPL_VEC2(uint2, unsigned int, 8)        /* uint2, make_uint2 */
C2O_IMPL_VEC3(uint3, unsigned int, 4)        /* uint3, make_uint3 */
C2O_IMPL_VEC4(uint4, unsigned int, 16)       /* uint4, make_uint4 */
C2O_IMPL_VEC2(longlong2, long long, 16)      /* longlong2, make_longlong2 */
C2O_IMPL_VEC2(float2, float, 8)              /* float2, make_float2 */
C2O_IMPL_VEC3(float3, float, 4)              /* float3, make_float3 */
C2O_IMPL_VEC4(float4, float, 16)             /* float4, make_float4 */
C2O_IMPL_VEC2(double2, double, 16)           /* double2, make_double2 */
C2O_IMPL_VEC3(double3, double, 8)            /* double3, make_double3 */
C2O_IMPL_VEC4(double4, double, 16)           /* double4, make_double4 */

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
