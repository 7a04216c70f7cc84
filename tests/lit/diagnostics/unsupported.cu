// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: %check-no-cuda %t.cpp
__host__ __device__ int lane_of(int i) { return threadIdx.x % 32 + i; }
// CHECK: int lane_of(const uint3 c2o_threadIdx, const uint3 c2o_blockIdx, const dim3 c2o_blockDim, const dim3 c2o_gridDim, int i) { return c2o_threadIdx.x % 32 + i; }
int from_host() { return lane_of(1); }
// CHECK: {{^ *}}// C2O1003: device function 'lane_of' reads the launch indices (threadIdx, blockIdx, blockDim, gridDim) and is called from 'from_host', which has none; the call was left as it is
// ERR: warning: C2O1003:
__global__ void child(int *p) { p[0] = 1; }
__global__ void parent(int *p) {
  child<<<1, 1>>>(p);
  // CHECK: {{^ *}}// C2O1004: kernel launch inside device code (dynamic parallelism) is not supported
  if (threadIdx.x < warpSize) p[1] = 2;
  // CHECK: {{^ *}}// C2O1107: 'warpSize' is 32 in the translation
}
void host() {
  cudaGraph_t g;
  cudaGraphCreate(&g, 0);
  // CHECK: {{^ *}}// C2O1002: CUDA API 'cudaGraph_t' is not supported; it was left as it is
  // CHECK: {{^ *}}// C2O1002: CUDA API 'cudaGraphCreate' is not supported; it was left as it is
  // ERR: unsupported.cu:[[@LINE-3]]:3: warning: C2O1002: CUDA API 'cudaGraphCreate'
}
