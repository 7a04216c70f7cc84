// Queued launches (c2o_queue.h): on a GPU with clang and LLVM 22, a bare
// launch goes on the device's queue and the host waits where CUDA does. The
// program below never synchronises before its cudaMemcpy, cudaMemset,
// block-level launch and event, so a helper that did not wait for the queue
// would print other sums; a struct argument keeps its launch synchronous
// (it runs after the queued ones). On the host device nothing is queued and
// the answers are the same; tests/gpu/build_queue_for_h100.sh runs it on the
// GPU with C2O_LAUNCH_REPORT=1. The translator writes C2O_LAUNCH_ASYNC /
// C2O_LAUNCH_IN_ORDER on flat launchers' regions: nothing, kept as markers.
// RUN: %cuda2omp --memory=device %s -o %t.cpp 2> %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %omp-host %t.cpp -o %t.exe && C2O_LAUNCH_REPORT=1 %t.exe 2> %t.report | FileCheck %s --check-prefix=OUT
// RUN: FileCheck %s --check-prefix=REPORT < %t.report
// RUN: C2O_LAUNCH_QUEUE=off %t.exe | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc.exe && %t.gcc.exe | FileCheck %s --check-prefix=OUT
// RUN: clang++-19 -std=c++17 -fopenmp -E -I%helpers %t.cpp | FileCheck %s --check-prefix=PP
// REPORT: c2o: launches queued=0 synchronous={{[1-9][0-9]*}}
#include <cstdio>

struct Affine { float a, b; };

__global__ void step(float *x, int n, float by) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] = x[i] * 0.5f + by;
}
// CHECK-LABEL: void step(dim3 c2o_grid, dim3 c2o_block, size_t c2o_shmem, float *x, int n, float by) {
// CHECK: #pragma omp target teams ompx_bare {{.*}} is_device_ptr(x) C2O_LAUNCH_ASYNC
// CHECK: #pragma omp target teams distribute parallel for {{.*}} is_device_ptr(x) C2O_LAUNCH_ASYNC
// CHECK: #pragma omp target teams distribute parallel for {{.*}} is_device_ptr(x) C2O_LAUNCH_ASYNC

__global__ void affine(float *x, int n, Affine f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] = x[i] * f.a + f.b;
}
// CHECK-LABEL: void affine(dim3 c2o_grid, dim3 c2o_block, size_t c2o_shmem, float *x, int n, Affine f) {
// CHECK-NOT: C2O_LAUNCH_ASYNC
// CHECK: #pragma omp target teams ompx_bare {{.*}} is_device_ptr(x) firstprivate(f) C2O_LAUNCH_IN_ORDER
// CHECK-NOT: C2O_LAUNCH_ASYNC
// CHECK-LABEL: int main

__global__ void blockSum(const float *x, float *out, int n) {
  __shared__ float s[64];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  s[threadIdx.x] = i < n ? x[i] : 0.0f;
  __syncthreads();
  if (threadIdx.x == 0) {
    float t = 0;
    for (int k = 0; k < 64; ++k) t += s[k];
    out[blockIdx.x] = t;
  }
}

int main() {
  const int n = 256, iters = 200;
  float h[n], ref[n], sums[n / 64];
  for (int i = 0; i < n; ++i) h[i] = ref[i] = (float)(i % 10);
  float *x, *out;
  cudaMalloc(&x, n * sizeof(float));
  cudaMalloc(&out, n / 64 * sizeof(float));
  cudaMemcpy(x, h, sizeof h, cudaMemcpyHostToDevice);
  cudaEvent_t e0, e1;
  cudaEventCreate(&e0);
  cudaEventCreate(&e1);
  cudaEventRecord(e0);
  for (int it = 0; it < iters; ++it) step<<<n / 64, 64>>>(x, n, (float)(it % 4));
  Affine f = {2.0f, 1.0f};
  affine<<<n / 64, 64>>>(x, n, f);
  for (int it = 0; it < iters; ++it) step<<<n / 64, 64>>>(x, n, (float)(it % 3));
  blockSum<<<n / 64, 64>>>(x, out, n);  // block-level: waits for the queue
  cudaEventRecord(e1);
  cudaEventSynchronize(e1);
  float ms = -1;
  cudaEventElapsedTime(&ms, e0, e1);
  cudaMemcpy(h, x, sizeof h, cudaMemcpyDeviceToHost);  // no cudaDeviceSynchronize before it
  cudaMemcpy(sums, out, sizeof sums, cudaMemcpyDeviceToHost);
  for (int it = 0; it < iters; ++it)
    for (int i = 0; i < n; ++i) ref[i] = ref[i] * 0.5f + (float)(it % 4);
  for (int i = 0; i < n; ++i) ref[i] = ref[i] * 2.0f + 1.0f;
  for (int it = 0; it < iters; ++it)
    for (int i = 0; i < n; ++i) ref[i] = ref[i] * 0.5f + (float)(it % 3);
  int same = 0;
  for (int i = 0; i < n; ++i) same += h[i] == ref[i];
  float expect0 = 0;
  for (int k = 0; k < 64; ++k) expect0 += ref[k];
  printf("same=%d of %d, block sum %s, event time %s\n", same, n, sums[0] == expect0 ? "ok" : "wrong",
         ms >= 0 ? "ok" : "missing");
  // OUT: same=256 of 256, block sum ok, event time ok
  for (int it = 0; it < iters; ++it) step<<<n / 64, 64>>>(x, n, 1.0f);
  cudaMemset(x, 0, n * sizeof(float));  // after the queued launches
  cudaMemcpy(h, x, sizeof h, cudaMemcpyDeviceToHost);
  int zeros = 0;
  for (int i = 0; i < n; ++i) zeros += h[i] == 0.0f;
  printf("zeros=%d\n", zeros);
  // OUT-NEXT: zeros=256
  cudaFree(x);
  cudaFree(out);
  return 0;
}
// PP-NOT: depend(inout
// PP: #pragma omp target teams ompx_bare {{.*}} is_device_ptr(x){{ *$}}
// PP-NOT: depend(inout
