// Block-level code the translator cannot split into phases is left as it is,
// with C2O1001 and the reason, at the function and at each launch.
// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: %check-no-cuda %t.cpp
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

// A device function that synchronises: not translated, and neither is its caller.
// CHECK: {{^ *}}// C2O1001: 'warp_sum' uses block-level sharing (__shfl_down_sync) and was left as it is: a __device__ function that synchronises
__device__ float warp_sum(float v) {
  for (int o = 16; o > 0; o /= 2) v += __shfl_down_sync(0xffffffff, v, o);
  return v;
}
// CHECK: {{^ *}}// C2O1001: 'uses_helper' uses block-level sharing (through 'warp_sum') and was left as it is: it calls 'warp_sum', which synchronises or declares __shared__ memory itself (inline it into the kernel)
__global__ void uses_helper(float *p) { p[threadIdx.x] = warp_sum(p[threadIdx.x]); }

// CHECK: {{^ *}}// C2O1001: 'in_switch' {{.*}}: synchronisation inside a 'SwitchStmt' statement
__global__ void in_switch(int *p, int k) {
  __shared__ int s[32];
  switch (k) {
  case 0: s[threadIdx.x] = 1; __syncthreads(); break;
  default: break;
  }
  p[threadIdx.x] = s[threadIdx.x];
}

// CHECK: {{^ *}}// C2O1001: 'in_condition' {{.*}}: a warp intrinsic or barrier in an 'if' condition
__global__ void in_condition(int *p) {
  if (__syncthreads_or(p[threadIdx.x] > 0)) { __syncthreads(); p[threadIdx.x] = 1; }
}

// CHECK: {{^ *}}// C2O1001: 'param_written' {{.*}}: parameter 'p' is assigned in the kernel
__global__ void param_written(int *p) {
  p += blockIdx.x * blockDim.x;
  __syncthreads();
  p[threadIdx.x] = 0;
}

// CHECK: {{^ *}}// C2O1001: 'array_kept' {{.*}}: initialised array 'acc' lives across a barrier
__global__ void array_kept(int *p) {
  int acc[2] = {1, 2};
  __syncthreads();
  p[threadIdx.x] = acc[threadIdx.x % 2];
}

// CHECK: {{^ *}}// C2O1001: 'grid_sync' {{.*}}: grid-wide synchronisation ('cooperative_groups::this_grid') has no OpenMP counterpart
__global__ void grid_sync(int *p) {
  cg::grid_group g = cg::this_grid();
  p[threadIdx.x] = 1;
  g.sync();
}

// CHECK: {{^ *}}// C2O1001: 'with_goto' {{.*}}: 'goto' or a label in a block-level kernel
__global__ void with_goto(int *p) {
  __syncthreads();
  if (p[0]) goto done;
  p[threadIdx.x] = 1;
done:
  return;
}

void host(float *f, int *p) {
  uses_helper<<<1, 32>>>(f);
  // CHECK: {{^ *}}// C2O1001: 'uses_helper'
  // CHECK-NEXT: uses_helper<<<1, 32>>>(f);
  in_switch<<<1, 32>>>(p, 0);
  // CHECK: {{^ *}}// C2O1001: 'in_switch'
  // CHECK-NEXT: in_switch<<<1, 32>>>(p, 0);
}
// ERR: block_level.cu:12:18: warning: C2O1001: 'warp_sum'
// ERR: block_level.cu:17:17: warning: C2O1001: 'uses_helper'
