// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: %omp-syntax %t.cpp
// RUN: %check-no-cuda %t.cpp
__global__ void k(int *p) { p[threadIdx.x] = 1; }
__global__ void none() {}
__global__ void none_void(void) {}
// CHECK: {{^}}void none_c2o_body(const uint3 c2o_threadIdx, const uint3 c2o_blockIdx, const dim3 c2o_blockDim, const dim3 c2o_gridDim) {}
// CHECK: {{^}}void none(dim3 c2o_grid, dim3 c2o_block, size_t c2o_shmem) {
// CHECK: {{^}}void none_void_c2o_body(const uint3 c2o_threadIdx, const uint3 c2o_blockIdx, const dim3 c2o_blockDim, const dim3 c2o_gridDim) {}

void host(int *p, cudaStream_t s, size_t bytes) {
  k<<<1, 32>>>(p);
  // CHECK: k(1, 32, 0, p);
  k<<<dim3(1, 1), dim3(32), 0>>>(p);
  // CHECK: k(dim3(1, 1), dim3(32), 0, p);
  k<<<1, 32, 0, s>>>(p);
  // CHECK: {{^ *}}// C2O1005: launch on stream 's' joins the device's one queue
  // CHECK-NEXT: k(1, 32, 0, p);
  // ERR: config_forms.cu:[[@LINE-3]]:17: note: C2O1005:
  k<<<1, 32, bytes>>>(p);
  // CHECK: {{^ *}}// C2O1009: dynamic shared memory size 'bytes' of this launch is ignored
  // CHECK-NEXT: k(1, 32, bytes, p);
  none<<<2, 2>>>();
  // CHECK: none(2, 2, 0);
  none_void<<< 2, 2 >>>( );
  // CHECK: none_void( 2, 2, 0 );
}
