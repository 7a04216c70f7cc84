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
// CHECK-NEXT: {{^}}void scale(dim3 c2o_grid, dim3 c2o_block, size_t c2o_shmem, float *v, float f, int n) {
// Only scalars enter the target regions (no dim3 is mapped per launch).
// CHECK-NEXT: const unsigned c2o_bx = c2o_block.x, c2o_by = c2o_block.y, c2o_bz = c2o_block.z;
// CHECK-NEXT: const unsigned c2o_gx = c2o_grid.x, c2o_gy = c2o_grid.y, c2o_gz = c2o_grid.z;
// The dynamic shared size, which every launcher takes, is not used by a flat kernel.
// CHECK-NEXT: (void)c2o_shmem;
// clang on a GPU: a bare launch, one region thread per CUDA thread.
// CHECK-NEXT: {{^}}#if C2O_HAS_BARE
// CHECK-NEXT: if (c2o_bare_launch(c2o_grid, c2o_block)) {
// CHECK-NEXT: {{^}}#pragma omp target teams ompx_bare C2O_BARE_GEOMETRY(c2o_gx, c2o_gy, c2o_gz, c2o_bx, c2o_by, c2o_bz) is_device_ptr(v)
// CHECK-NEXT: scale_c2o_body(c2o_bare_thread_index(c2o_bx, c2o_by), c2o_bare_block_index(c2o_gx, c2o_gy), ::dim3(c2o_bx, c2o_by, c2o_bz), ::dim3(c2o_gx, c2o_gy, c2o_gz), v, f, n);
// CHECK-NEXT: return;
// CHECK-NEXT: }
// CHECK-NEXT: {{^}}#endif
// A 1-D launch: 32-bit thread numbers.
// CHECK-NEXT: if (c2o_launch_is_1d(c2o_grid, c2o_block)) {
// CHECK-NEXT: const unsigned c2o_n = c2o_gx * c2o_bx;
// CHECK-NEXT: {{^}}#pragma omp target teams distribute parallel for C2O_FLAT_GEOMETRY(c2o_gx, c2o_bx) is_device_ptr(v)
// CHECK-NEXT: for (unsigned c2o_tid = 0; c2o_tid < c2o_n; ++c2o_tid)
// CHECK-NEXT: scale_c2o_body(::uint3{c2o_tid % c2o_bx, 0, 0}, ::uint3{c2o_tid / c2o_bx, 0, 0}, ::dim3(c2o_bx), ::dim3(c2o_gx), v, f, n);
// Any other launch.
// CHECK-NEXT: } else {
// CHECK: {{^}}#pragma omp target teams distribute parallel for C2O_FLAT_GEOMETRY(c2o_blocks, c2o_bs) is_device_ptr(v)
// CHECK-NEXT: for (unsigned long long c2o_tid = 0; c2o_tid < c2o_n; ++c2o_tid)
// CHECK-NEXT: scale_c2o_body(c2o_index3(c2o_tid % c2o_bs, c2o_bx, c2o_by), c2o_index3(c2o_tid / c2o_bs, c2o_gx, c2o_gy), ::dim3(c2o_bx, c2o_by, c2o_bz), ::dim3(c2o_gx, c2o_gy, c2o_gz), v, f, n);

void run(float *d, int n) {
  scale<<<(n + 127) / 128, 128>>>(d, 2.0f, n);
  // CHECK: scale((n + 127) / 128, 128, 0, d, 2.0f, n);
}
