// bfloat16 together with half precision.
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_runtime.h>
#include "check.h"

__global__ void mixed(const float *in, __nv_bfloat16 *b, __half *h, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  __nv_bfloat16 x = __float2bfloat16(in[i]);
  __nv_bfloat16 y = __hmul(x, __float2bfloat16(2.f));
  y = __hfma(x, y, x) + x * y;
  nv_bfloat162 v = __floats2bfloat162_rn(in[i], 1.f);
  v = __hadd2(v, v);
  b[i] = __shfl_down_sync(0xffffffffu, y, 1);
  h[i] = __float2half(__bfloat162float(y));
  atomicAdd(&b[0], x);
  out[i] = __bfloat162float(y) + __low2float(v) + __half2float(h[i]) + (__hlt(x, y) ? 1.f : 0.f);
}

int main() {
  float *in = nullptr, *out = nullptr;
  __nv_bfloat16 *b = nullptr;
  __half *h = nullptr;
  CHECK(cudaMalloc(&in, 64 * sizeof(float)));
  CHECK(cudaMalloc(&out, 64 * sizeof(float)));
  CHECK(cudaMalloc(&b, 64 * sizeof(__nv_bfloat16)));
  CHECK(cudaMalloc(&h, 64 * sizeof(__half)));
  mixed<<<1, 64>>>(in, b, h, out, 64);
  CHECK(cudaDeviceSynchronize());
  printf("%f\n", (double)__bfloat162float(__float2bfloat16(1.5f)));
  CHECK(cudaFree(in));
  CHECK(cudaFree(out));
  CHECK(cudaFree(b));
  CHECK(cudaFree(h));
  return 0;
}
