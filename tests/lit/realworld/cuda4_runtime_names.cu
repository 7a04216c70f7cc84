// CUDA 4's names, which older programs still call: the cudaThread* aliases of
// the cudaDevice* calls (cudaThreadExit, the limits and the cache setting),
// and runtime results compared with the driver API's CUDA_SUCCESS (both 0).
// They were left as they were (C2O1002) and the translation did not compile.
// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: not grep -E "C2O1002|error" %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %omp-host %t.cpp -o %t.exe
// RUN: %t.exe | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc
// RUN: %t.gcc | FileCheck %s --check-prefix=OUT
#include <cstdio>
#include <cuda.h>
#include <cuda_runtime.h>

__global__ void twice(int *v) { v[threadIdx.x] *= 2; }

int main() {
  size_t stack = 0;
  cudaThreadSetLimit(cudaLimitStackSize, 4096);
  // CHECK: c2o_device_set_limit(c2o_limit_stack_size, 4096);
  if (cudaThreadGetLimit(&stack, cudaLimitStackSize) != CUDA_SUCCESS) printf("no limit\n");
  // CHECK: if (c2o_device_get_limit(&stack, c2o_limit_stack_size) != c2o_success) printf("no limit\n");
  cudaThreadSetCacheConfig(cudaFuncCachePreferShared);
  cudaFuncCache cache;
  cudaThreadGetCacheConfig(&cache);
  int h[8] = {1, 2, 3, 4, 5, 6, 7, 8}, *d;
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  twice<<<1, 8>>>(d);
  cudaError_t e = cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  cudaFree(d);
  printf("copy %s last %d\n", e == CUDA_SUCCESS ? "ok" : "failed", h[7]);
  // OUT: copy ok last 16
  cudaThreadExit();
  // CHECK: c2o_device_reset();
  return 0;
}
