// Member functions that read threadIdx (of a class template, and of a struct
// written on one line), called from a flat kernel and from a block-level
// one: they take the indices as parameters, and the calls of the phases and
// of the direct form pass them, as the flat kernel's body does. Before, the
// block-level kernel's calls passed nothing ("too few arguments"), and the
// one-line struct's `};` went into the `#pragma omp end declare target` line.
// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: not grep -E "C2O1001|C2O1003|C2O1130|error" %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %omp-host %t.cpp -o %t.exe
// RUN: %t.exe | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc
// RUN: %t.gcc | FileCheck %s --check-prefix=OUT
// RUN: %omp-gfx90a-syntax %t.cpp
#include <cstdio>

template <typename T> struct Row {
  T *data;
  __device__ void scale(T by) { data[threadIdx.x] *= by; }
};
struct Bump { int *d; __device__ void add(int v) { d[threadIdx.x] += v; } };
// CHECK: struct Bump { int *d;
// CHECK: #pragma omp end declare target
// CHECK-NEXT: };

__global__ void flat(int *o) {
  Row<int> r{o + blockIdx.x * blockDim.x};
  r.scale(3);
}

__global__ void rotate(int *o) {
  __shared__ int s[64];
  Row<int> r{s};
  Bump b{s};
  s[threadIdx.x] = threadIdx.x;
  __syncthreads();
  r.scale(2);
  b.add(1);
  __syncthreads();
  o[blockIdx.x * 64 + threadIdx.x] = s[63 - threadIdx.x];
}
// CHECK: r.scale(c2o_threadIdx, c2o_blockIdx, c2o_blockDim, c2o_gridDim, 2);
// CHECK: b.add(c2o_threadIdx, c2o_blockIdx, c2o_blockDim, c2o_gridDim, 1);

int main() {
  int *d, h[128];
  for (int i = 0; i < 128; ++i) h[i] = i;
  cudaMalloc(&d, sizeof(h));
  cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
  flat<<<2, 64>>>(d);
  cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
  printf("flat %d %d %d\n", h[1], h[64], h[127]);
  rotate<<<2, 64>>>(d);
  cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
  printf("rotate %d %d %d\n", h[0], h[63], h[127]);
  cudaFree(d);
  return 0;
}
// OUT: flat 3 192 381
// each block: s[t] = 2t + 1, written reversed
// OUT: rotate 127 1 1
