// Index built-ins read in plain __device__ functions (directly and through
// another device function, with and without arguments, a prototype first):
// they take the indices as parameters and every call from device code passes
// the caller's own.
// RUN: %cuda2omp %s -o %t.cpp --quiet
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %omp-host %t.cpp -o %t.exe
// RUN: %t.exe | FileCheck %s --check-prefix=OUT
// RUN: %omp-gfx90a-syntax %t.cpp
// RUN: %check-no-cuda %t.cpp
#include <cstdio>
#include <cuda_runtime.h>

__device__ int lane_of_grid();
// CHECK: int lane_of_grid(const uint3 c2o_threadIdx, const uint3 c2o_blockIdx, const dim3 c2o_blockDim, const dim3 c2o_gridDim);

__device__ int lane_of_grid() { return blockIdx.x * blockDim.x + threadIdx.x; }
// CHECK: int lane_of_grid(const uint3 c2o_threadIdx, const uint3 c2o_blockIdx, const dim3 c2o_blockDim, const dim3 c2o_gridDim) { return c2o_blockIdx.x * c2o_blockDim.x + c2o_threadIdx.x; }

__device__ int stride_of_grid(void) { return gridDim.x * blockDim.x; }
// CHECK: int stride_of_grid(const uint3 c2o_threadIdx, const uint3 c2o_blockIdx, const dim3 c2o_blockDim, const dim3 c2o_gridDim) { return c2o_gridDim.x * c2o_blockDim.x; }

// No built-in of its own: it reads them through the functions it calls.
template <typename T>
__device__ T scaled(T v, int k = 1) { return v * (T)(lane_of_grid() + k) / (T)stride_of_grid(); }
// CHECK: T scaled(const uint3 c2o_threadIdx, const uint3 c2o_blockIdx, const dim3 c2o_blockDim, const dim3 c2o_gridDim, T v, int k = 1) { return v * (T)(lane_of_grid(c2o_threadIdx, c2o_blockIdx, c2o_blockDim, c2o_gridDim) + k) / (T)stride_of_grid(c2o_threadIdx, c2o_blockIdx, c2o_blockDim, c2o_gridDim); }

__device__ float untouched(float x) { return 2.0f * x; }
// CHECK: float untouched(float x)

__global__ void fill(float *out, int n) {
  for (int i = lane_of_grid(); i < n; i += stride_of_grid())
    out[i] = scaled<float>(untouched(1.0f)) + scaled(1.0f, 0);
}
// CHECK: for (int i = lane_of_grid(c2o_threadIdx, c2o_blockIdx, c2o_blockDim, c2o_gridDim); i < n; i += stride_of_grid(c2o_threadIdx, c2o_blockIdx, c2o_blockDim, c2o_gridDim))
// CHECK: scaled<float>(c2o_threadIdx, c2o_blockIdx, c2o_blockDim, c2o_gridDim, untouched(1.0f)) + scaled(c2o_threadIdx, c2o_blockIdx, c2o_blockDim, c2o_gridDim, 1.0f, 0)

int main() {
  const int n = 1000;
  float *d, h[n];
  cudaMalloc(&d, n * sizeof(float));
  fill<<<4, 64>>>(d, n);
  cudaMemcpy(h, d, n * sizeof(float), cudaMemcpyDeviceToHost);
  cudaFree(d);
  double s = 0;
  for (int i = 0; i < n; ++i) s += h[i];
  printf("sum %.3f first %.4f last %.4f\n", s, h[0], h[n - 1]);
  // OUT: sum 1469.328 first 0.0078 last 2.7148
  return 0;
}
