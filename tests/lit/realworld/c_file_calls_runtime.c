/* A C file of a CUDA program that the host C compiler builds and that calls
 * the CUDA runtime without including a CUDA header (C's implicit
 * declarations; the original links libcudart), in C that C++ refuses (malloc
 * without a cast, a function without a prototype). It is parsed as C, with the
 * runtime API declared; the calls become the helpers' and the file includes
 * them: the translation is C, built with clang and GCC as C. */
// RUN: %cuda2omp %s -o %t.c 2> %t.err
// RUN: not grep -E "C2O1002|error" %t.err
// RUN: %strip-checks %s %t.c | FileCheck %s
// RUN: clang-19 -std=gnu17 -O1 -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -Wl,-rpath,/usr/lib/llvm-19/lib -I%helpers %t.c -o %t.exe
// RUN: %t.exe | FileCheck %s --check-prefix=OUT
// RUN: gcc -std=gnu17 -O1 -fopenmp -foffload=disable -I%helpers %t.c -o %t.gcc
// RUN: %t.gcc | FileCheck %s --check-prefix=OUT
// CHECK: #include "c2o_runtime.h"
#include <stdio.h>
#include <stdlib.h>

static int total(n, v) int n; int *v; {
  int s = 0, i;
  for (i = 0; i < n; ++i) s += v[i];
  return s;
}

int main(void) {
  int count = 0, n = 64, i;
  int *h = malloc(n * sizeof(int));
  int *back = malloc(n * sizeof(int));
  void *d;
  for (i = 0; i < n; ++i) h[i] = i;
  cudaGetDeviceCount(&count);
  // CHECK: c2o_get_device_count(&count);
  cudaSetDevice(0);
  // CHECK: c2o_set_device(0);
  cudaMalloc(&d, n * sizeof(int));
  cudaMemcpy(d, h, n * sizeof(int), cudaMemcpyHostToDevice);
  cudaMemcpy(back, d, n * sizeof(int), cudaMemcpyDeviceToHost);
  cudaFree(d);
  printf("sum %d\n", total(n, back));
  // OUT: sum 2016
  free(h);
  free(back);
  return 0;
}
