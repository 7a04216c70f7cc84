// Block-level code the translator cannot split into phases is translated to
// its direct form only, with C2O1130 and the reason (a bare launch: clang on a
// GPU); what neither form can do is left as it is, with C2O1001 and the
// reason, at the function and at each launch.
// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: %check-no-cuda %t.cpp
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

// A recursive function that synchronises: no phase form, and neither has its caller.
// CHECK: {{^ *}}// C2O1130: 'tree_sum' has only its direct form (no phase form: it is recursive (it calls itself through the functions it calls))
__device__ float tree_sum(float *s, int n) {
  if (n == 1) return s[0];
  if (threadIdx.x < n / 2) s[threadIdx.x] += s[threadIdx.x + n / 2];
  __syncthreads();
  return tree_sum(s, n / 2);
}
// CHECK: {{^ *}}// C2O1130: 'uses_recursive' has only its direct form (no phase form: it calls 'tree_sum', which has no phase form)
__global__ void uses_recursive(float *p) { p[threadIdx.x] = tree_sum(p, 32); }

// CHECK: {{^ *}}// C2O1130: 'in_switch' {{.*}}: a barrier or warp function inside a 'switch' whose value differs between threads; write it as 'if'/'else if'
__global__ void in_switch(int *p) {
  __shared__ int s[32];
  switch (p[threadIdx.x]) {
  case 0: s[threadIdx.x] = 1; __syncthreads(); break;
  default: break;
  }
  p[threadIdx.x] = s[threadIdx.x];
}

// CHECK: {{^ *}}// C2O1130: 'in_macro' {{.*}}: a warp function or block function called inside a macro's definition; expand the macro by hand
#define STEP(v, o) v += __shfl_down_sync(0xffffffff, v, o)
__global__ void in_macro(int *p) {
  int v = p[threadIdx.x];
  STEP(v, 16);
  p[threadIdx.x] = v;
}

// CHECK: {{^ *}}// C2O1001: 'grid_sync' {{.*}}: grid-wide synchronisation ('cooperative_groups::grid_group::sync') has no OpenMP counterpart
__global__ void grid_sync(int *p) {
  cg::grid_group g = cg::this_grid();
  p[threadIdx.x] = 1;
  g.sync();
}

// CHECK: {{^ *}}// C2O1130: 'with_goto' {{.*}}: 'goto' or a label in a block-level function
__global__ void with_goto(int *p) {
  __syncthreads();
  if (p[0]) goto done;
  p[threadIdx.x] = 1;
done:
  return;
}

// CHECK: {{^ *}}// C2O1130: 'in_lambda' {{.*}}: synchronisation inside a lambda
__global__ void in_lambda(int *p) {
  auto f = [&] { __syncthreads(); };
  f();
  p[threadIdx.x] = 0;
}

void host(float *f, int *p) {
  uses_recursive<<<1, 32>>>(f);
  // CHECK: uses_recursive(1, 32, 0, f);
  in_switch<<<1, 32>>>(p);
  // CHECK: in_switch(1, 32, 0, p);
}
// ERR: warning: C2O1130: 'tree_sum'
// ERR: warning: C2O1130: 'uses_recursive'
// ERR: warning: C2O1001: 'grid_sync'
