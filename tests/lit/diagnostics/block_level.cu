// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: FileCheck %s < %t.cpp
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: %check-no-cuda %t.cpp
__device__ float warp_sum(float v) {
  for (int o = 16; o > 0; o /= 2) v += __shfl_down_sync(0xffffffff, v, o);
  return v;
}
// CHECK: {{^ *}}// C2O1001: 'reduce' uses block-level sharing (__shared__ 'tile', __syncthreads); it was not translated
// CHECK-NEXT: {{^}}__global__ void reduce(const float *in, float *out) {
__global__ void reduce(const float *in, float *out) {
  __shared__ float tile[256];
  tile[threadIdx.x] = in[blockIdx.x * 256 + threadIdx.x];
  __syncthreads();
  if (threadIdx.x == 0) out[blockIdx.x] = tile[0];
}
// ERR: block_level.cu:[[@LINE-6]]:17: warning: C2O1001: 'reduce'
// CHECK: {{^ *}}// C2O1001: 'uses_helper' uses block-level sharing (through 'warp_sum')
__global__ void uses_helper(float *p) { p[threadIdx.x] = warp_sum(p[threadIdx.x]); }
void host(const float *in, float *out) {
  reduce<<<4, 256>>>(in, out);
  // CHECK: {{^ *}}// C2O1001: 'reduce'
  // CHECK-NEXT: reduce<<<4, 256>>>(in, out);
}
