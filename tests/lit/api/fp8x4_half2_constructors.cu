// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: not grep -E "C2O1002|error" %t.err
// RUN: %check-no-cuda %t.cpp
// RUN: %omp-gfx90a-syntax %t.cpp
// RUN: %omp-host %t.cpp -o %t.host && %t.host | FileCheck %s
// RUN: %omp-gcc %t.cpp -o %t.gcc && %t.gcc | FileCheck %s
// cuda_fp8.h's __nv_fp8x4_e4m3 / __nv_fp8x4_e5m2 from a pair of __half2 or
// __nv_bfloat162 (low pair in the low bytes, as from a float4), and half2 /
// nv_bfloat162 assigned from a braced pair of floats (`h = {x, y}`, which
// nvcc accepts), in a kernel; the values are compared with known fp8 and
// half roundings.
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cuda_fp8.h>
#include <cstdio>

__global__ void conv(const float *in, unsigned *bits, float *out) {
  half2 lo, hi;
  lo = {in[0], in[1]}; // braced pair of floats: the pair constructor
  hi = {in[2], in[3]};
  __nv_fp8x4_e4m3 a(lo, hi);
  __nv_fp8x4_e4m3 b(make_float4(in[0], in[1], in[2], in[3]));
  nv_bfloat162 blo, bhi;
  blo = {in[4], in[5]};
  bhi = {in[6], in[7]};
  __nv_fp8x4_e5m2 c(blo, bhi);
  __nv_fp8x4_e5m2 d(make_float4(in[4], in[5], in[6], in[7]));
  bits[0] = a.__x;
  bits[1] = b.__x;
  bits[2] = c.__x;
  bits[3] = d.__x;
  float4 fa = float4(a), fc = float4(c);
  out[0] = fa.x; out[1] = fa.y; out[2] = fa.z; out[3] = fa.w;
  out[4] = fc.x; out[5] = fc.y; out[6] = fc.z; out[7] = fc.w;
  out[8] = __low2float(lo);
  out[9] = __high2float(hi);
}

int main() {
  // e4m3: 1.5 exact, 0.3 -> 0.3125, -2 exact, 1000 -> 448 (saturated)
  // e5m2: 0.5 exact, 3 exact, -448 exact, 0.1 -> 0.09375 (1.5 * 2^-4)
  float h_in[8] = {1.5f, 0.3f, -2.0f, 1000.0f, 0.5f, 3.0f, -448.0f, 0.1f};
  float *d_in, *d_out;
  unsigned *d_bits;
  cudaMalloc(&d_in, sizeof(h_in));
  cudaMalloc(&d_out, 10 * sizeof(float));
  cudaMalloc(&d_bits, 4 * sizeof(unsigned));
  cudaMemcpy(d_in, h_in, sizeof(h_in), cudaMemcpyHostToDevice);
  conv<<<1, 1>>>(d_in, d_bits, d_out);
  unsigned bits[4];
  float out[10];
  cudaMemcpy(bits, d_bits, sizeof(bits), cudaMemcpyDeviceToHost);
  cudaMemcpy(out, d_out, sizeof(out), cudaMemcpyDeviceToHost);
  printf("pairs as float4: %d %d\n", bits[0] == bits[1], bits[2] == bits[3]);
  // CHECK: pairs as float4: 1 1
  printf("e4m3 %g %g %g %g\n", out[0], out[1], out[2], out[3]);
  // CHECK: e4m3 1.5 0.3125 -2 448
  printf("e5m2 %g %g %g %g\n", out[4], out[5], out[6], out[7]);
  // CHECK: e5m2 0.5 3 -448 0.09375
  printf("half2 from braces %g %g\n", out[8], out[9]);
  // CHECK: half2 from braces 1.5 1000
  printf("low byte %02x\n", bits[0] & 0xffu);
  // CHECK: low byte 3c
  return 0;
}
