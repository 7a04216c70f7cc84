// RUN: %cuda2omp %s -o %t.cpp --quiet
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %omp-host %t.cpp -o %t.exe
// RUN: %t.exe | FileCheck %s --check-prefix=OUT
// RUN: %check-no-cuda %t.cpp
#include <cstdio>

__constant__ float coeff[4];
// CHECK: {{^}}#pragma omp declare target
// CHECK-NEXT: {{^}}float coeff[4];
// CHECK-NEXT: {{^}}#pragma omp end declare target
__device__ int calls = 0;
// CHECK: {{^}}#pragma omp declare target
// CHECK-NEXT: {{^}}int calls = 0;
// CHECK-NEXT: {{^}}#pragma omp end declare target

__host__ __device__ inline float poly(float x) { return coeff[0] + x * (coeff[1] + x * (coeff[2] + x * coeff[3])); }
// CHECK: {{^}}#pragma omp declare target
// CHECK-NEXT: {{^}}inline float poly(float x)

static __device__ __forceinline__ float square(float x) { return x * x; }
// CHECK: {{^}}#pragma omp declare target
// CHECK-NEXT: {{^}}static inline float square(float x) { return x * x; }
// CHECK-NEXT: {{^}}#pragma omp end declare target

__global__ void __launch_bounds__(64) eval(float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = square(poly((float)i));
}
// CHECK: {{^}}void eval_c2o_body(

int main() {
  float c[4] = {1, 2, 0, 1};
  cudaMemcpyToSymbol(coeff, c, sizeof c);
  // CHECK: c2o_memcpy_to_symbol(coeff, c, sizeof c);
  float *d, h[8];
  cudaMalloc(&d, sizeof h);
  eval<<<1, 64>>>(d, 8);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  float back[4];
  cudaMemcpyFromSymbol(back, coeff, sizeof back);
  printf("%.0f %.0f %.0f back=%.0f\n", h[0], h[1], h[2], back[3]);
  // OUT: 1 16 169 back=1
  cudaFree(d);
}
