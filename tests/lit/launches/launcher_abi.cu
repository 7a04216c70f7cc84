// One launcher ABI for every kernel, whatever its body: each launcher is
// `<template header> <storage class> void k(dim3 c2o_grid, dim3 c2o_block,
// size_t c2o_shmem, <the kernel's parameters>)` (flat, block-level, with
// atomics become reductions, static, in a namespace, a template and its
// explicit instantiation, the prototypes), and each launch passes the
// dynamic shared size (0 when it gives none): a declaration alone is enough
// to call a launcher, from another file or another run
// (tests/multifile/separate_kernels). Before, a flat kernel's launcher had no
// shared-size parameter and a block-level kernel's had one, so a file that
// saw only the declaration called a launcher the defining file did not write.
// RUN: %cuda2omp-verified %s -o %t.cpp 2> %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR --input-file=%t.err
// RUN: %omp-host %t.cpp -o %t.exe && %t.exe | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc && %t.gcc | FileCheck %s --check-prefix=OUT
// RUN: %omp-gfx90a-syntax %t.cpp
// ERR-NOT: C2O1503
#include <cstdio>

__global__ void flat(float *x, int n);
__global__ void shared_sum(const float *x, float *out);
__global__ void sum_all(const float *x, float *out, int n);
template <typename T> __global__ void set(T *p, T v);
namespace ns {
__global__ void twice(float *x);
}
// CHECK: void flat(dim3 c2o_grid, dim3 c2o_block, size_t c2o_shmem, float *x, int n);
// CHECK-NEXT: void shared_sum(dim3 c2o_grid, dim3 c2o_block, size_t c2o_shmem, const float *x, float *out);
// CHECK-NEXT: void sum_all(dim3 c2o_grid, dim3 c2o_block, size_t c2o_shmem, const float *x, float *out, int n);
// CHECK-NEXT: template <typename T> void set(dim3 c2o_grid, dim3 c2o_block, size_t c2o_shmem, T *p, T v);
// CHECK: void twice(dim3 c2o_grid, dim3 c2o_block, size_t c2o_shmem, float *x);

void run(float *x, float *out, int *ip, int n) {
  flat<<<1, 32>>>(x, n);
  shared_sum<<<1, 32, 0>>>(x, out);
  sum_all<<<1, 32>>>(x, out + 1, n);
  set<int><<<1, 32>>>(ip, 5);
  ns::twice<<<1, 32>>>(x);
}
// CHECK: flat(1, 32, 0, x, n);
// CHECK-NEXT: shared_sum(1, 32, 0, x, out);
// CHECK-NEXT: sum_all(1, 32, 0, x, out + 1, n);
// CHECK-NEXT: set<int>(1, 32, 0, ip, 5);
// CHECK-NEXT: ns::twice(1, 32, 0, x);

__global__ void flat(float *x, int n) {
  if (threadIdx.x < n) x[threadIdx.x] += 1.0f;
}
// CHECK: void flat(dim3 c2o_grid, dim3 c2o_block, size_t c2o_shmem, float *x, int n) {

__global__ void shared_sum(const float *x, float *out) {
  __shared__ float s[32];
  s[threadIdx.x] = x[threadIdx.x];
  __syncthreads();
  if (threadIdx.x == 0) {
    float t = 0;
    for (int i = 0; i < 32; ++i) t += s[i];
    out[0] = t;
  }
}
// CHECK: void shared_sum(dim3 c2o_grid, dim3 c2o_block, size_t c2o_shmem, const float *x, float *out) {

__global__ void sum_all(const float *x, float *out, int n) {
  if (threadIdx.x < n) atomicAdd(out, x[threadIdx.x]);
}
// CHECK: void sum_all(dim3 c2o_grid, dim3 c2o_block, size_t c2o_shmem, const float *x, float *out, int n) {

template <typename T> __global__ void set(T *p, T v) { p[threadIdx.x] = v; }
template __global__ void set<int>(int *, int);
// CHECK: template void set<int>(dim3 c2o_grid, dim3 c2o_block, size_t c2o_shmem, int *, int);

namespace ns {
__global__ void twice(float *x) { x[threadIdx.x] *= 2.0f; }
} // namespace ns

static __global__ void local_only(int *p) { p[threadIdx.x] += 1; }
// CHECK: static void local_only(dim3 c2o_grid, dim3 c2o_block, size_t c2o_shmem, int *p) {

int main() {
  float h[32], r[2] = {0, 0};
  int hi[32];
  for (int i = 0; i < 32; ++i) h[i] = (float)i;
  float *x, *out;
  int *ip;
  cudaMalloc(&x, sizeof h);
  cudaMalloc(&out, sizeof r);
  cudaMalloc(&ip, sizeof hi);
  cudaMemcpy(x, h, sizeof h, cudaMemcpyHostToDevice);
  cudaMemcpy(out, r, sizeof r, cudaMemcpyHostToDevice);
  run(x, out, ip, 32);
  local_only<<<1, 32>>>(ip);
  cudaMemcpy(h, x, sizeof h, cudaMemcpyDeviceToHost);
  cudaMemcpy(r, out, sizeof r, cudaMemcpyDeviceToHost);
  cudaMemcpy(hi, ip, sizeof hi, cudaMemcpyDeviceToHost);
  // x = 1..32 after flat: sums 528; twice: x[31] = 64; set then +1: 6.
  printf("%g %g %g %d\n", r[0], r[1], h[31], hi[0]);
  // OUT: 528 528 64 6
  return 0;
}
