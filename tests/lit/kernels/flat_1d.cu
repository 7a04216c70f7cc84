// RUN: %cuda2omp %s -o %t.cpp --quiet
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %omp-syntax %t.cpp
// RUN: %check-no-cuda %t.cpp
#include <cuda_runtime.h>

// Scales a vector; the comment stays.
__global__ void scale(float *v, float f, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x; // global index
  if (i < n) v[i] *= f;
}
// CHECK: {{^}}#include "c2o_runtime.h"
// CHECK: // Scales a vector; the comment stays.
// CHECK-NEXT: {{^}}#pragma omp declare target
// CHECK-NEXT: {{^}}void scale_c2o_body(const uint3 c2o_threadIdx, const uint3 c2o_blockIdx, const dim3 c2o_blockDim, const dim3 c2o_gridDim, float *v, float f, int n) {
// CHECK-NEXT:   int i = c2o_blockIdx.x * c2o_blockDim.x + c2o_threadIdx.x; // global index
// CHECK-NEXT:   if (i < n) v[i] *= f;
// CHECK-NEXT: }
// CHECK-NEXT: {{^}}#pragma omp end declare target
// CHECK-NEXT: {{^}}void scale(dim3 c2o_grid, dim3 c2o_block, float *v, float f, int n) {
// CHECK: {{^}}#pragma omp target teams distribute parallel for num_teams(c2o_volume(c2o_grid)) thread_limit(c2o_block_size) is_device_ptr(v)
// CHECK-NEXT: for (unsigned long long c2o_tid = 0; c2o_tid < c2o_num_threads; ++c2o_tid)
// CHECK-NEXT: scale_c2o_body(c2o_unflatten(c2o_tid % c2o_block_size, c2o_block), c2o_unflatten(c2o_tid / c2o_block_size, c2o_grid), c2o_block, c2o_grid, v, f, n);

void run(float *d, int n) {
  scale<<<(n + 127) / 128, 128>>>(d, 2.0f, n);
  // CHECK: scale((n + 127) / 128, 128, d, 2.0f, n);
}
