// nvcc includes cuda_runtime.h before a .cu file's first line: code above the
// file's own includes may use what it brings in (NULL, size_t, CUDA names).
// The translation includes the helpers at the top too.
// RUN: %cuda2omp %s -o %t.cpp --quiet
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %omp-host %t.cpp -o %t.exe
// RUN: %t.exe | FileCheck %s --check-prefix=OUT
// CHECK: {{^}}#include "c2o_runtime.h"
// CHECK-NEXT: {{^}}const char *names[] = {"first", "second", NULL};
const char *names[] = {"first", "second", NULL};
static size_t count_names() { size_t n = 0; while (names[n]) ++n; return n; }

#include <cstdio>
#include <cuda_runtime.h>

int main() {
  int *d;
  cudaMalloc(&d, 4);
  cudaFree(d);
  printf("%zu names\n", count_names());
  // OUT: 2 names
  return 0;
}
