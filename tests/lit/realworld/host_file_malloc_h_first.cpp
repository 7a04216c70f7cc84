// A host C++ file that includes <stdlib.h> and <malloc.h> before the CUDA
// runtime's header: their functions are host-only, and the CUDA headers must
// not declare <malloc.h>'s again as __host__ __device__ (the companion of
// malloc_h_after_stdlib.cu, where the CUDA headers come first).
// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: not grep -E "C2O1002|error" %t.err
// RUN: %omp-host %t.cpp -o %t.exe
// RUN: %t.exe | FileCheck %s
#include <stdlib.h>
#include <malloc.h>
#include <cstdio>
#include <cuda_runtime.h>

int main() {
  int *h = (int *)valloc(16 * sizeof(int)), *d;
  for (int i = 0; i < 16; ++i) h[i] = i;
  cudaMalloc(&d, 16 * sizeof(int));
  cudaMemcpy(d, h, 16 * sizeof(int), cudaMemcpyHostToDevice);
  cudaMemcpy(h + 8, d, 8 * sizeof(int), cudaMemcpyDeviceToHost);
  cudaFree(d);
  printf("%d %d\n", h[8], h[15]);
  // CHECK: 0 7
  free(h);
  return 0;
}
