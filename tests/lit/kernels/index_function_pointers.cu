// Device functions that read the indices, reached through function pointers:
// a non-type template parameter of a pointer alias (`template <op_t op>
// __global__ void apply(...)`, `apply<at_thread><<<...>>>`), a local pointer
// chosen at run time between such a function and one that reads no index,
// and a __device__ table of pointers declared with a typedef. Every pointer
// type that holds one takes the indices first, every function it may hold
// takes them (`plain` too) and every call through it passes them. Before, the
// functions took the indices and the pointer types did not (C2O1503: too
// many arguments, no matching function for call to 'apply', incompatible
// operand types).
// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: not grep -E "C2O1002|C2O1003|error" %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %check-no-cuda %t.cpp
// RUN: %omp-host %t.cpp -o %t.clang && %t.clang | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc && %t.gcc | FileCheck %s --check-prefix=OUT
// RUN: %omp-gfx90a-syntax %t.cpp
#include <cstdio>

using op_t = float (*)(const float *, int);
// CHECK: using op_t = float (*)(const uint3, const uint3, const dim3, const dim3, const float *, int);
typedef float (*noarg_t)(void);
// CHECK: typedef float (*noarg_t)(const uint3, const uint3, const dim3, const dim3);

__device__ float at_thread(const float *x, int s) { return x[threadIdx.x] * s; }
__device__ float at_block(const float *x, int s) { return x[blockIdx.x] * s; }
__device__ float plain(const float *x, int s) { return x[0] + s; }
// CHECK: float plain(const uint3 c2o_threadIdx, const uint3 c2o_blockIdx, const dim3 c2o_blockDim, const dim3 c2o_gridDim, const float *x, int s)
__device__ float lane(void) { return (float)(threadIdx.x % 2); }
__device__ float one(void) { return 1.0f; }

template <op_t op>
__global__ void apply(const float *x, float *y) { y[blockIdx.x * blockDim.x + threadIdx.x] = op(x, 2); }
// CHECK: = op(c2o_threadIdx, c2o_blockIdx, c2o_blockDim, c2o_gridDim, x, 2);

__global__ void choose(const float *x, float *y, int which) {
  op_t op = which ? at_thread : plain;
  y[threadIdx.x] = op(x, 3) + plain(x, 0);
  // CHECK: y[c2o_threadIdx.x] = op(c2o_threadIdx, c2o_blockIdx, c2o_blockDim, c2o_gridDim, x, 3) + plain(c2o_threadIdx, c2o_blockIdx, c2o_blockDim, c2o_gridDim, x, 0);
}

__device__ noarg_t table[2] = {lane, one};

__global__ void from_table(float *y) {
  float (*f)() = table[threadIdx.x / 2];
  // CHECK: float (*f)(const uint3, const uint3, const dim3, const dim3) = table[c2o_threadIdx.x / 2];
  y[threadIdx.x] = (*f)();
}

static void show(const float *d, int n) {
  float r[8];
  cudaMemcpy(r, d, n * sizeof(float), cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i) printf("%g ", r[i]);
  printf("\n");
}

int main() {
  float h[8] = {1, 2, 3, 4, 5, 6, 7, 8}, *x, *y;
  cudaMalloc(&x, sizeof h);
  cudaMalloc(&y, sizeof h);
  cudaMemcpy(x, h, sizeof h, cudaMemcpyHostToDevice);
  apply<at_thread><<<2, 4>>>(x, y);
  show(y, 8);
  // OUT: 2 4 6 8 2 4 6 8
  apply<at_block><<<2, 4>>>(x, y);
  show(y, 8);
  // OUT-NEXT: 2 2 2 2 4 4 4 4
  choose<<<1, 4>>>(x, y, 1);
  show(y, 4);
  // OUT-NEXT: 4 7 10 13
  choose<<<1, 4>>>(x, y, 0);
  show(y, 4);
  // OUT-NEXT: 5 5 5 5
  from_table<<<1, 4>>>(y);
  show(y, 4);
  // OUT-NEXT: 0 1 1 1
  return 0;
}
