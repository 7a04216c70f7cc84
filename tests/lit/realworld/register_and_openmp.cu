// `register` (nvcc accepts it in C++17, clang does not) is dropped; a
// program's own conditions on _OPENMP keep the value they had under nvcc:
// not defined here (no -Xcompiler -fopenmp), defined with it.
// RUN: %cuda2omp %s -o %t.cpp --quiet
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %omp-host %t.cpp -o %t.exe
// RUN: %t.exe | FileCheck %s --check-prefix=OUT
// RUN: %cuda2omp %s -o %t2.cpp --quiet -- -Xcompiler -fopenmp
// RUN: %strip-checks %s %t2.cpp | FileCheck %s --check-prefix=WITHOMP
// RUN: %omp-host %t2.cpp -o %t2.exe
// RUN: %t2.exe | FileCheck %s --check-prefix=OUT2
#include <cstdio>

__global__ void accumulate(int *a, int n) {
  register int i = blockIdx.x * blockDim.x + threadIdx.x;
  // CHECK: {{^}}  int i = c2o_blockIdx.x
  if (i < n) a[i] += i;
}

#ifdef _OPENMP
// CHECK: #if 0 /* cuda2omp: ifdef _OPENMP */
// WITHOMP: #if 1 /* cuda2omp: ifdef _OPENMP */
static const char *how = "host threads";
#else
static const char *how = "one host thread";
#endif

int main() {
  register const int n = 256;
  int h[n], *d;
  for (register int k = 0; k < n; ++k) h[k] = 1;
  // CHECK: for (int k = 0; k < n; ++k)
  cudaMalloc(&d, sizeof(h));
  cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
  accumulate<<<2, 128>>>(d, n);
  cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
  long s = 0;
  for (int k = 0; k < n; ++k) s += h[k];
  printf("%s: %ld\n", how, s);
  // OUT: one host thread: 32896
  // OUT2: host threads: 32896
  return 0;
}
