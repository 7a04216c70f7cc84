// RUN: %cuda2omp %s -o %t.cpp --quiet
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %omp-host %t.cpp -o %t.exe
// RUN: %t.exe | FileCheck %s --check-prefix=OUT
// RUN: %check-no-cuda %t.cpp
#include <cstdio>
__global__ void add(int *p, int v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] += v;
}
int main() {
  int *d, n = 100, v = 5;
  cudaMalloc(&d, n * sizeof(int));
  cudaMemset(d, 0, n * sizeof(int));
  void *args[] = {&d, &v, &n};
  cudaError_t e = cudaLaunchKernel((const void *)add, dim3(4), dim3(32), args, 0, 0);
  // CHECK: c2o_error_t e = (add(dim3(4), dim3(32), 0, *static_cast<int * *>((args)[0]), *static_cast<int *>((args)[1]), *static_cast<int *>((args)[2])), c2o_success);
  int h[100];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  int s = 0;
  for (int x : h) s += x;
  printf("e=%d sum=%d\n", (int)e, s);
  // OUT: e=0 sum=500
  cudaFree(d);
}
