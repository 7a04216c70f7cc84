// A device function that calls itself (directly, and through another): the
// translation defines C2O_DEVICE_RECURSION before the helpers (C2O1128), and
// the helpers raise the GPU stack of each thread at the first launch (on an
// NVIDIA GPU: CUDA's 1 KB default overflows for the OpenMP compiler's frames).
// Kernels without recursion do not get it (kernels/device_assert.cu checks the
// first lines of a file without).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cuda2omp %s -o %t/out.cpp 2> %t/err
// RUN: %strip-checks %s %t/out.cpp | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR --input-file=%t/err
// RUN: %omp-host %t/out.cpp -o %t/exe
// RUN: %t/exe | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t/out.cpp -o %t/exe-gcc
// RUN: %t/exe-gcc | FileCheck %s --check-prefix=OUT
#include <cstdio>
#include <cuda_runtime.h>

// CHECK: #define C2O_DEVICE_RECURSION 1
// CHECK-NEXT: #include "c2o_runtime.h"

struct Range {
  double lo, hi;
};

__device__ double odd_sum(int n);

// ERR: device_recursion.cu:[[@LINE+1]]:19: note: C2O1128: 'even_sum' calls itself on the device
__device__ double even_sum(int n) { return n <= 0 ? 0.0 : n + odd_sum(n - 1); }
__device__ double odd_sum(int n) { return n <= 0 ? 0.0 : n + even_sum(n - 1); }

// Bisection, recursive: the number of leaves of width below eps.
__device__ int leaves(Range r, double eps, int depth) {
  if (r.hi - r.lo < eps || depth > 40) return 1;
  double mid = 0.5 * (r.lo + r.hi);
  return leaves(Range{r.lo, mid}, eps, depth + 1) + leaves(Range{mid, r.hi}, eps, depth + 1);
}

__global__ void work(double *sums, int *counts, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    sums[i] = even_sum(i);
    counts[i] = leaves(Range{0.0, 1.0}, 1.0 / (1 << (i % 8)), 0);
  }
}

int main() {
  const int n = 256;
  double *s = nullptr;
  int *c = nullptr;
  cudaMalloc(&s, n * sizeof(double));
  cudaMalloc(&c, n * sizeof(int));
  work<<<2, 128>>>(s, c, n);
  double hs[n];
  int hc[n];
  cudaMemcpy(hs, s, sizeof(hs), cudaMemcpyDeviceToHost);
  cudaMemcpy(hc, c, sizeof(hc), cudaMemcpyDeviceToHost);
  // OUT: sum[255]=32640 leaves[7]=256 leaves[3]=16
  printf("sum[255]=%.0f leaves[7]=%d leaves[3]=%d\n", hs[255], hc[7], hc[3]);
  cudaFree(s);
  cudaFree(c);
  return 0;
}
