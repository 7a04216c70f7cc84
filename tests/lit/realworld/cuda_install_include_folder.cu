// Makefiles pass the CUDA installation's include folder (-I$(CUDA_PATH)/include);
// its real headers would win over the bundled ones (-I before -isystem) and
// do not parse here: the folder is left out of the parse, in every spelling.
// RUN: %cuda2omp %s -o %t.cpp --quiet -- -I %S/Inputs/cuda-install/include
// RUN: %cuda2omp %s -o %t2.cpp --quiet -- -I%S/Inputs/cuda-install/include -isystem%S/Inputs/cuda-install/include
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %omp-host %t.cpp -o %t.exe
// RUN: %t.exe | FileCheck %s --check-prefix=OUT
#include <cuda_runtime.h>
#include <cstdio>
// CHECK: #include "c2o_runtime.h"

__global__ void fill(int *a) { a[threadIdx.x] = 7 * threadIdx.x; }

int main() {
  int *d, h[32];
  cudaMalloc(&d, sizeof(h));
  fill<<<1, 32>>>(d);
  cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
  cudaFree(d);
  printf("h[31]=%d\n", h[31]);
  // OUT: h[31]=217
  return 0;
}
