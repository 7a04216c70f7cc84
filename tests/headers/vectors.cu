// Vector types, make_* functions and dim3/uint3 conversions.
#include <cuda_runtime.h>
#include <vector_types.h>
#include <vector_functions.h>
#include "check.h"

__device__ float3 operator+(float3 a, float3 b) { return make_float3(a.x + b.x, a.y + b.y, a.z + b.z); }
__host__ __device__ inline float dot(float4 a, float4 b) { return a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w; }

__global__ void vec_kernel(const float4 *__restrict__ in, float4 *out, float3 *pts, int2 *idx, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float4 v = in[i];
  out[i] = make_float4(v.x * 2.f, v.y, v.z, dot(v, v));
  pts[i] = pts[i] + make_float3(1.f, 2.f, 3.f);
  idx[i] = make_int2(i, n - i);
  uint3 t = threadIdx;
  dim3 b = blockDim;
  uint3 as_uint3 = b;
  idx[i].x += (int)(t.x + as_uint3.y);
}

int main() {
  char1 c1 = make_char1(1);
  char2 c2 = make_char2(1, 2);
  char3 c3 = make_char3(1, 2, 3);
  char4 c4 = make_char4(1, 2, 3, 4);
  uchar1 uc1 = make_uchar1(1);
  uchar2 uc2 = make_uchar2(1, 2);
  uchar3 uc3 = make_uchar3(1, 2, 3);
  uchar4 uc4 = make_uchar4(255, 128, 0, 255);
  short1 s1 = make_short1(1);
  short2 s2 = make_short2(1, 2);
  short3 s3 = make_short3(1, 2, 3);
  short4 s4 = make_short4(1, 2, 3, 4);
  ushort1 us1 = make_ushort1(1);
  ushort2 us2 = make_ushort2(1, 2);
  ushort3 us3 = make_ushort3(1, 2, 3);
  ushort4 us4 = make_ushort4(1, 2, 3, 4);
  int1 i1 = make_int1(1);
  int2 i2 = make_int2(1, 2);
  int3 i3 = make_int3(1, 2, 3);
  int4 i4 = make_int4(1, 2, 3, 4);
  uint1 u1 = make_uint1(1);
  uint2 u2 = make_uint2(1, 2);
  uint3 u3 = make_uint3(1, 2, 3);
  uint4 u4 = make_uint4(1, 2, 3, 4);
  long1 l1 = make_long1(1);
  long2 l2 = make_long2(1, 2);
  long3 l3 = make_long3(1, 2, 3);
  ulong1 ul1 = make_ulong1(1);
  ulong2 ul2 = make_ulong2(1, 2);
  ulong3 ul3 = make_ulong3(1, 2, 3);
  longlong1 ll1 = make_longlong1(1);
  longlong2 ll2 = make_longlong2(1, 2);
  longlong3 ll3 = make_longlong3(1, 2, 3);
  ulonglong1 ull1 = make_ulonglong1(1);
  ulonglong2 ull2 = make_ulonglong2(1, 2);
  ulonglong3 ull3 = make_ulonglong3(1, 2, 3);
  float1 f1 = make_float1(1.f);
  float2 f2 = make_float2(1.f, 2.f);
  float3 f3 = make_float3(1.f, 2.f, 3.f);
  float4 f4 = make_float4(1.f, 2.f, 3.f, 4.f);
  double1 d1 = make_double1(1.0);
  double2 d2 = make_double2(1.0, 2.0);
  double3 d3 = make_double3(1.0, 2.0, 3.0);
  long sum = c1.x + c2.y + c3.z + c4.w + uc1.x + uc2.y + uc3.z + uc4.w + s1.x + s2.y + s3.z + s4.w +
             us1.x + us2.y + us3.z + us4.w + i1.x + i2.y + i3.z + i4.w + u1.x + u2.y + u3.z + u4.w +
             l1.x + l2.y + l3.z + ul1.x + ul2.y + ul3.z + ll1.x + ll2.y + ll3.z + ull1.x + ull2.y + ull3.z;
  double fsum = f1.x + f2.y + f3.z + f4.w + d1.x + d2.y + d3.z;
  printf("%ld %f\n", sum, fsum);

  static_assert(sizeof(float4) == 16 && alignof(float4) == 16, "float4");
  static_assert(sizeof(float3) == 12 && alignof(float3) == 4, "float3");
  static_assert(sizeof(float2) == 8 && alignof(float2) == 8, "float2");
  static_assert(sizeof(double2) == 16 && alignof(double2) == 16, "double2");
  static_assert(sizeof(int4) == 16 && alignof(int4) == 16, "int4");
  static_assert(sizeof(uchar4) == 4 && alignof(uchar4) == 4, "uchar4");
  static_assert(sizeof(short2) == 4 && alignof(short2) == 4, "short2");
  static_assert(sizeof(longlong2) == 16 && alignof(longlong2) == 16, "longlong2");
  static_assert(sizeof(dim3) == 12, "dim3");

  // dim3: defaults, partial, from uint3, to uint3
  dim3 a;
  dim3 b(4);
  dim3 c(4, 2);
  dim3 d(4, 2, 1);
  dim3 e = u3;
  uint3 back = d;
  dim3 grid = dim3(16, 16);
  printf("%u %u %u %u %u %u\n", a.x, b.y, c.z, e.x, back.y, grid.z);

  float4 *in = nullptr, *out = nullptr;
  float3 *pts = nullptr;
  int2 *idx = nullptr;
  CHECK(cudaMalloc(&in, 256 * sizeof(float4)));
  CHECK(cudaMalloc(&out, 256 * sizeof(float4)));
  CHECK(cudaMalloc(&pts, 256 * sizeof(float3)));
  CHECK(cudaMalloc(&idx, 256 * sizeof(int2)));
  vec_kernel<<<grid.x, dim3(256)>>>(in, out, pts, idx, 256);
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaFree(in));
  CHECK(cudaFree(out));
  CHECK(cudaFree(pts));
  CHECK(cudaFree(idx));
  return 0;
}
