// A host C++ file of a CUDA project that calls the CUDA runtime through its
// own include and uses standard headers whose clang CUDA wrappers need the
// execution-space keywords: parsed, translated, built and run.
// RUN: %cuda2omp %s -o %t.cpp --quiet
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %omp-host %t.cpp -o %t.exe
// RUN: %t.exe | FileCheck %s --check-prefix=OUT
// CHECK: #include "c2o_runtime.h"
// CHECK: c2o_malloc(
#include <algorithm>
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>

int main() {
  std::vector<int> h(100);
  for (int i = 0; i < 100; ++i) h[i] = 99 - i;
  std::sort(h.begin(), h.end());
  int *d = nullptr;
  cudaMalloc(&d, h.size() * sizeof(int));
  cudaMemcpy(d, h.data(), h.size() * sizeof(int), cudaMemcpyHostToDevice);
  std::vector<int> back(100);
  cudaMemcpy(back.data(), d, back.size() * sizeof(int), cudaMemcpyDeviceToHost);
  cudaFree(d);
  printf("first %d last %d max %d\n", back.front(), back.back(), *std::max_element(back.begin(), back.end()));
  // OUT: first 0 last 99 max 99
  return 0;
}
