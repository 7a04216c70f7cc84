// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: not grep -E "error" %t.err
// RUN: %omp-gfx90a-syntax %t.cpp
// RUN: %omp-host %t.cpp -o %t.host && %t.host | FileCheck %s --check-prefix=OUT
// The real cublas_api.h includes cuda_fp16.h and cuda_bf16.h, and programs
// use __nv_bfloat16 with only a cuBLAS header included: the bundled cuBLAS
// header brings it in too (before, the input did not parse: exit 2).
#include <cublas_v2.h>
#include <cstdio>

__global__ void scale(const __nv_bfloat16 *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = 2.0f * __bfloat162float(in[i]);
}

int main() {
  const int n = 4;
  __nv_bfloat16 h[n];
  for (int i = 0; i < n; ++i) h[i] = __float2bfloat16(1.5f + i);
  __nv_bfloat16 *d;
  float *o, r[n];
  cudaMalloc(&d, n * sizeof(__nv_bfloat16));
  cudaMalloc(&o, n * sizeof(float));
  cudaMemcpy(d, h, n * sizeof(__nv_bfloat16), cudaMemcpyHostToDevice);
  scale<<<1, 32>>>(d, o, n);
  cudaMemcpy(r, o, n * sizeof(float), cudaMemcpyDeviceToHost);
  printf("%g %g %g %g\n", r[0], r[1], r[2], r[3]);
  // OUT: 3 5 7 9
  cudaFree(d);
  cudaFree(o);
  return 0;
}
