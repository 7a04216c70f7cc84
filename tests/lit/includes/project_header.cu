// A project header with CUDA code is translated in the context of its
// includer and written under --out-root with its own name; a header without
// CUDA is copied as it is. The output builds and runs.
// RUN: rm -rf %t && mkdir -p %t/src/Inputs && cp %s %t/src/main.cu && cp %S/Inputs/proj_kernels.cuh %S/Inputs/plain.h %t/src/Inputs/
// RUN: %cuda2omp --in-root %t/src --out-root %t/out %t/src/main.cu 2>&1 | FileCheck %s --check-prefix=LOG
// RUN: %strip-checks %s %t/out/main.cpp | FileCheck %s --check-prefix=MAIN
// RUN: FileCheck %s --check-prefix=HDR < %t/out/Inputs/proj_kernels.cuh
// RUN: cmp %S/Inputs/plain.h %t/out/Inputs/plain.h
// RUN: %omp-host %t/out/main.cpp -o %t/main && %t/main | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t/out/main.cpp -o %t/main-gcc && %t/main-gcc | FileCheck %s --check-prefix=OUT
// RUN: %check-no-cuda %t/out/Inputs/proj_kernels.cuh
#include "Inputs/proj_kernels.cuh"
#include "Inputs/plain.h"
#include <cstdio>

int main() {
  const int n = 100;
  int h[n];
  int *d;
  cudaMalloc(&d, sizeof h);
  fill<int><<<1, 128>>>(d, n);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  cudaFree(d);
  printf("sum %d\n", plain_sum(h, n));
  return 0;
}
// LOG-DAG: main.cu -> {{.*}}out/main.cpp
// LOG-DAG: proj_kernels.cuh -> {{.*}}out/Inputs/proj_kernels.cuh
// LOG-DAG: plain.h -> {{.*}}out/Inputs/plain.h (as it is)
// MAIN: {{^}}#include "Inputs/proj_kernels.cuh"
// MAIN: d = c2o_mapped_ptr(h);
// MAIN-NEXT: fill<int>(1, 128, 0, d, n);
// HDR: {{^}}#define PROJ_KERNELS_CUH
// HDR-NEXT: {{^}}#include "c2o_runtime.h"
// HDR: #pragma omp declare target
// HDR-NEXT: inline int twice(int x)
// HDR: void fill(dim3 c2o_grid, dim3 c2o_block, size_t c2o_shmem, T *p, int n)
// OUT: sum 9900
