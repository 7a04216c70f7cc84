/*===- vector_types.h - CUDA built-in vector types and dim3 ---------------===*
 *
 * Part of cuda2omp's declaration-only CUDA headers (see host_defines.h).
 * Alignments follow the CUDA Programming Guide's table for vector types;
 * three-component types keep the alignment of their element.
 *===----------------------------------------------------------------------===*/
#ifndef C2O_CUDA_VECTOR_TYPES_H
#define C2O_CUDA_VECTOR_TYPES_H
/* The real header's include guard: programs test it to know the header is in (helper_cuda.h). */
#define __VECTOR_TYPES_H__

#include "host_defines.h"

struct __align__(1) char1 { signed char x; };
struct __align__(2) char2 { signed char x; signed char y; };
struct char3 { signed char x; signed char y; signed char z; };
struct __align__(4) char4 { signed char x; signed char y; signed char z; signed char w; };

struct __align__(1) uchar1 { unsigned char x; };
struct __align__(2) uchar2 { unsigned char x; unsigned char y; };
struct uchar3 { unsigned char x; unsigned char y; unsigned char z; };
struct __align__(4) uchar4 { unsigned char x; unsigned char y; unsigned char z; unsigned char w; };

struct __align__(2) short1 { short x; };
struct __align__(4) short2 { short x; short y; };
struct short3 { short x; short y; short z; };
struct __align__(8) short4 { short x; short y; short z; short w; };

struct __align__(2) ushort1 { unsigned short x; };
struct __align__(4) ushort2 { unsigned short x; unsigned short y; };
struct ushort3 { unsigned short x; unsigned short y; unsigned short z; };
struct __align__(8) ushort4 { unsigned short x; unsigned short y; unsigned short z; unsigned short w; };

struct __align__(4) int1 { int x; };
struct __align__(8) int2 { int x; int y; };
struct int3 { int x; int y; int z; };
struct __align__(16) int4 { int x; int y; int z; int w; };

struct __align__(4) uint1 { unsigned int x; };
struct __align__(8) uint2 { unsigned int x; unsigned int y; };
struct uint3 { unsigned int x; unsigned int y; unsigned int z; };
struct __align__(16) uint4 { unsigned int x; unsigned int y; unsigned int z; unsigned int w; };

struct __align__(sizeof(long)) long1 { long x; };
struct __align__(2*sizeof(long)) long2 { long x; long y; };
struct long3 { long x; long y; long z; };
struct __align__(16) long4 { long x; long y; long z; long w; };

struct __align__(sizeof(unsigned long)) ulong1 { unsigned long x; };
struct __align__(2*sizeof(unsigned long)) ulong2 { unsigned long x; unsigned long y; };
struct ulong3 { unsigned long x; unsigned long y; unsigned long z; };
struct __align__(16) ulong4 { unsigned long x; unsigned long y; unsigned long z; unsigned long w; };

struct __align__(8) longlong1 { long long x; };
struct __align__(16) longlong2 { long long x; long long y; };
struct longlong3 { long long x; long long y; long long z; };
struct __align__(16) longlong4 { long long x; long long y; long long z; long long w; };

struct __align__(8) ulonglong1 { unsigned long long x; };
struct __align__(16) ulonglong2 { unsigned long long x; unsigned long long y; };
struct ulonglong3 { unsigned long long x; unsigned long long y; unsigned long long z; };
struct __align__(16) ulonglong4 { unsigned long long x; unsigned long long y; unsigned long long z; unsigned long long w; };

struct __align__(4) float1 { float x; };
struct __align__(8) float2 { float x; float y; };
struct float3 { float x; float y; float z; };
struct __align__(16) float4 { float x; float y; float z; float w; };

struct __align__(8) double1 { double x; };
struct __align__(16) double2 { double x; double y; };
struct double3 { double x; double y; double z; };
struct __align__(16) double4 { double x; double y; double z; double w; };
/* Launch geometry: dim3 converts from and to uint3; unspecified components
 * are 1. */
struct dim3 {
  unsigned int x, y, z;
#ifdef __cplusplus
  __host__ __device__ constexpr dim3(unsigned int vx = 1, unsigned int vy = 1,
                                     unsigned int vz = 1)
      : x(vx), y(vy), z(vz) {}
  __host__ __device__ constexpr dim3(uint3 v) : x(v.x), y(v.y), z(v.z) {}
  __host__ __device__ constexpr operator uint3() const { return uint3{x, y, z}; }
#endif
};

#ifndef __cplusplus
typedef struct char1 char1;
typedef struct char2 char2;
typedef struct char3 char3;
typedef struct char4 char4;
typedef struct uchar1 uchar1;
typedef struct uchar2 uchar2;
typedef struct uchar3 uchar3;
typedef struct uchar4 uchar4;
typedef struct short1 short1;
typedef struct short2 short2;
typedef struct short3 short3;
typedef struct short4 short4;
typedef struct ushort1 ushort1;
typedef struct ushort2 ushort2;
typedef struct ushort3 ushort3;
typedef struct ushort4 ushort4;
typedef struct int1 int1;
typedef struct int2 int2;
typedef struct int3 int3;
typedef struct int4 int4;
typedef struct uint1 uint1;
typedef struct uint2 uint2;
typedef struct uint3 uint3;
typedef struct uint4 uint4;
typedef struct long3 long3;
typedef struct long4 long4;
typedef struct ulong3 ulong3;
typedef struct ulong4 ulong4;
typedef struct longlong1 longlong1;
typedef struct longlong2 longlong2;
typedef struct longlong3 longlong3;
typedef struct longlong4 longlong4;
typedef struct ulonglong1 ulonglong1;
typedef struct ulonglong2 ulonglong2;
typedef struct ulonglong3 ulonglong3;
typedef struct ulonglong4 ulonglong4;
typedef struct float1 float1;
typedef struct float2 float2;
typedef struct float3 float3;
typedef struct float4 float4;
typedef struct double1 double1;
typedef struct double2 double2;
typedef struct double3 double3;
typedef struct double4 double4;
typedef struct dim3 dim3;
#endif

#endif /* C2O_CUDA_VECTOR_TYPES_H */
