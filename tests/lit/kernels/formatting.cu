// Generated code is formatted with clang-format (the .clang-format above the
// input, else LLVM); the user's own lines are left exactly as they were.
// RUN: %cuda2omp-formatted %s -o %t.cpp --quiet
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %omp-syntax %t.cpp
// RUN: %cuda2omp-formatted --format-style=google %s -o %t.google.cpp --quiet
// RUN: %strip-checks %s %t.google.cpp | FileCheck %s --check-prefix=GOOGLE
__global__ void axpy(int n, float a, const float* x, float* y) {
  int i   =   blockIdx.x*blockDim.x+threadIdx.x;   // odd spacing stays
  if (i < n) y[i] = a * x[i] + y[i];
}
// CHECK:      {{^}}void axpy_c2o_body(const uint3 c2o_threadIdx, const uint3 c2o_blockIdx,
// CHECK-NEXT: {{^}}                   const dim3 c2o_blockDim, const dim3 c2o_gridDim, int n,
// CHECK-NEXT: {{^}}                   float a, const float *x, float *y) {
// CHECK-NEXT: {{^}}  int i   =   c2o_blockIdx.x*c2o_blockDim.x+c2o_threadIdx.x;   // odd spacing stays
// CHECK:      {{^}}void axpy(dim3 c2o_grid, dim3 c2o_block, size_t c2o_shmem, int n, float a,
// CHECK-NEXT: {{^}}          const float *x, float *y) {
// GOOGLE:     {{^}}void axpy(dim3 c2o_grid, dim3 c2o_block, size_t c2o_shmem, int n, float a,
// GOOGLE-NEXT: {{^}}          const float* x, float* y) {
