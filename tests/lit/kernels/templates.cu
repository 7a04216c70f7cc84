// RUN: %cuda2omp %s -o %t.cpp --quiet
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %omp-host %t.cpp -o %t.exe
// RUN: %t.exe | FileCheck %s --check-prefix=OUT
// RUN: %check-no-cuda %t.cpp
#include <cstdio>

template <typename T, int Factor>
__global__ void mul(T *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] *= Factor;
}
// CHECK: {{^}}template <typename T, int Factor>
// CHECK-NEXT: {{^}}void mul_c2o_body(const uint3 c2o_threadIdx, const uint3 c2o_blockIdx, const dim3 c2o_blockDim, const dim3 c2o_gridDim, T *p, int n) {
// CHECK: {{^}}template <typename T, int Factor>
// CHECK-NEXT: {{^}}void mul(dim3 c2o_grid, dim3 c2o_block, size_t c2o_shmem, T *p, int n) {
// CHECK: mul_c2o_body<T, Factor>(

template __global__ void mul<int, 3>(int *, int);
// CHECK: {{^}}template void mul<int, 3>(dim3 c2o_grid, dim3 c2o_block, size_t c2o_shmem, int *, int);

int main() {
  int h[10];
  for (int i = 0; i < 10; ++i) h[i] = i;
  int *d;
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  mul<int, 3><<<2, 8>>>(d, 10);
  // CHECK: mul<int, 3>(2, 8, 0, d, 10);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  int s = 0;
  for (int v : h) s += v;
  printf("sum=%d\n", s);
  // OUT: sum=135
  cudaFree(d);
}
