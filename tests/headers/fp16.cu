// Half precision: conversions, intrinsics, operators, shuffles, atomics.
#include <cuda_fp16.h>
#include <cuda_runtime.h>
#include "check.h"

__global__ void half_kernel(const float *in, __half *h, __half2 *h2, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  __half a = __float2half(in[i]);
  __half b = __float2half_rn(2.0f);
  __half c = __hadd(a, b);
  c = __hmul(c, b);
  c = __hfma(a, b, c);
  c = c + a * b - a / b;
  half2 v = __floats2half2_rn(in[i], 1.0f);
  v = __hadd2(v, __float2half2_rn(0.5f));
  v = __hmul2(v, __halves2half2(a, b));
  float2 f2 = __half22float2(v);
  bool lt = __hlt(a, b) || a < b || __hisnan(a);
  __half s = __shfl_down_sync(0xffffffffu, c, 1);
  h[i] = s;
  h2[i] = v;
  atomicAdd(&h[0], a);
  atomicAdd(&h2[0], v);
  out[i] = __half2float(c) + __low2float(v) + __high2float(v) + f2.x + (lt ? 1.f : 0.f) +
           __half2float(hsqrt(__habs(a))) + __half2float(__ldg(&h[i]));
}

int main() {
  __half host_h = __float2half(1.5f);
  float back = __half2float(host_h);
  printf("%f\n", (double)back);
  float *in = nullptr, *out = nullptr;
  __half *h = nullptr;
  __half2 *h2 = nullptr;
  CHECK(cudaMalloc(&in, 256 * sizeof(float)));
  CHECK(cudaMalloc(&out, 256 * sizeof(float)));
  CHECK(cudaMalloc(&h, 256 * sizeof(__half)));
  CHECK(cudaMalloc(&h2, 256 * sizeof(__half2)));
  half_kernel<<<1, 256>>>(in, h, h2, out, 256);
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaFree(in));
  CHECK(cudaFree(out));
  CHECK(cudaFree(h));
  CHECK(cudaFree(h2));
  return 0;
}
