// fp8 types and conversions keep CUDA's names (c2o_fp8.h); cuda_fp8.h
// becomes the helper include. The translation runs on the host.
// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: %check-no-cuda %t.cpp
// RUN: %omp-host %t.cpp -o %t.exe && %t.exe | FileCheck %s --check-prefix=OUT
// ERR-NOT: C2O1002
// ERR-NOT: C2O1010
#include <cstdio>
#include <cuda_fp8.h>
// CHECK: #include "c2o_runtime.h"

// Quantizes activations to e4m3 (saturating) and back, as inference code does.
__global__ void quantize(const float *in, __nv_fp8_e4m3 *q, float *back, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  q[i] = __nv_fp8_e4m3(in[i]);
  back[i] = float(q[i]);
}

int main() {
  const int n = 6;
  float in[n] = {0.1f, 1.0f, 3.3f, 448.0f, 1000.0f, -0.015625f}, back[n];
  __nv_fp8_e4m3 q[n];
  float *din, *dback;
  __nv_fp8_e4m3 *dq;
  cudaMalloc(&din, sizeof in);
  cudaMalloc(&dback, sizeof back);
  cudaMalloc(&dq, sizeof q);
  cudaMemcpy(din, in, sizeof in, cudaMemcpyHostToDevice);
  quantize<<<1, n>>>(din, dq, dback, n);
  cudaMemcpy(back, dback, sizeof back, cudaMemcpyDeviceToHost);
  cudaMemcpy(q, dq, sizeof q, cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i) printf("%02x=%g ", q[i].__x, back[i]);
  printf("| e5m2 nosat 1e6: %02x\n", __nv_cvt_float_to_fp8(1e6f, __NV_NOSAT, __NV_E5M2));
  // OUT: 1d=0.101562 38=1 45=3.25 7e=448 7e=448 88=-0.015625 | e5m2 nosat 1e6: 7c
  return 0;
}
