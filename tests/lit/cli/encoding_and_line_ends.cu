// The input's UTF-8 byte-order mark and CR LF line ends are kept (issue 38
// item 3): the helper include went before the mark, which then stood at the
// start of line 2 (the output did not compile: exit code 5), and the lines
// the translation adds ended in LF in a CR LF file. A header translated with
// its includer keeps its own conventions. Each output compiles (the check
// after writing, exit 0) and prints what the CUDA program prints.
// RUN: rm -rf %t && mkdir -p %t/src/inc
// RUN: printf '\357\273\277' > %t/src/bom.cu && sed -n '/^#include/,$p' %s >> %t/src/bom.cu
// RUN: sed -n '/^#include/,$p' %s | sed 's/$/\r/' > %t/src/crlf.cu
// RUN: printf '\357\273\277#pragma once\r\n__device__ inline int twice(int x) {\r\n  return 2 * x;\r\n}\r\n' > %t/src/inc/twice.cuh
// RUN: cd %t && %cuda2omp-verified --quiet --in-root src --out-root out src/bom.cu src/crlf.cu -- -Isrc/inc
// RUN: python3 %S/Inputs/check_conventions.py --bom %t/out/bom.cpp
// RUN: python3 %S/Inputs/check_conventions.py --crlf %t/out/crlf.cpp
// RUN: python3 %S/Inputs/check_conventions.py --bom --crlf %t/out/inc/twice.cuh
// RUN: %omp-host -I%t/out/inc %t/out/bom.cpp -o %t/bom.exe && %t/bom.exe | FileCheck %s
// RUN: %omp-host -I%t/out/inc %t/out/crlf.cpp -o %t/crlf.exe && %t/crlf.exe | FileCheck %s
// An input without either keeps LF and no mark.
// RUN: sed -n '/^#include/,$p' %s > %t/src/plain.cu
// RUN: cd %t && %cuda2omp-verified --quiet --in-root src --out-root out src/plain.cu -- -Isrc/inc
// RUN: python3 %S/Inputs/check_conventions.py %t/out/plain.cpp
// CHECK: sum 1984
#include <cstdio>
#include "twice.cuh"

__global__ void doubled(int *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = twice(i);
}

int main() {
  const int n = 32;
  int h[n], *d;
  cudaMalloc(&d, sizeof h);
  doubled<<<1, n>>>(d, n);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  cudaFree(d);
  int s = 0;
  for (int i = 0; i < n; ++i) s += h[i];
  printf("sum %d\n", 2 * s);
  return 0;
}
