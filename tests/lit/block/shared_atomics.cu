// Atomics on __shared__ memory (team memory, LDS on AMD GPUs): hardware
// floating-point atomics are correct there, so the policy picks the fast form.
// RUN: %cuda2omp %s -o %t.cpp --explain-atomics > %t.explain 2> %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: FileCheck %s --check-prefix=EXPLAIN < %t.explain
// RUN: %omp-host %t.cpp -o %t.clang && %t.clang | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc && %t.gcc | FileCheck %s --check-prefix=OUT
#include <cstdio>

__global__ void binned(const float *x, float *out, int n) {
  __shared__ float bins[16];
  __shared__ int counts[16];
  if (threadIdx.x < 16) { bins[threadIdx.x] = 0; counts[threadIdx.x] = 0; }
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    atomicAdd(&bins[i % 16], x[i]);
    atomicAdd(&counts[i % 16], 1);
  }
  __syncthreads();
  if (threadIdx.x < 16) {
    atomicAdd(&out[threadIdx.x], bins[threadIdx.x]);
    atomicAdd(&out[16 + threadIdx.x], (float)counts[threadIdx.x]);
  }
}
// CHECK: #pragma omp atomic update hint(AMD_fast_fp_atomics)
// CHECK-NEXT: bins[i % 16] += x[i];
// CHECK: #pragma omp atomic update
// CHECK-NEXT: counts[i % 16] += 1;
// EXPLAIN: atomicAdd  float  memory: __shared__ 'bins' at shared_atomics.cu:11  xnack=0: coarse  xnack=1: coarse  chosen: hint(AMD_fast_fp_atomics) + C2O_ATOMIC_COARSE -> hw

int main() {
  const int n = 4096;
  float x[n], out[32] = {0};
  for (int i = 0; i < n; ++i) x[i] = (i % 8) * 0.25f;
  float *dx, *dout;
  cudaMalloc(&dx, sizeof(x));
  cudaMalloc(&dout, sizeof(out));
  cudaMemcpy(dx, x, sizeof(x), cudaMemcpyHostToDevice);
  cudaMemcpy(dout, out, sizeof(out), cudaMemcpyHostToDevice);
  binned<<<4, 128>>>(dx, dout, n);
  cudaMemcpy(out, dout, sizeof(out), cudaMemcpyDeviceToHost);
  int ok = 1;
  for (int b = 0; b < 16; ++b) ok &= out[b] == (b % 8) * 0.25f * (n / 16) && out[16 + b] == n / 16;
  printf("binned ok=%d\n", ok);
  // OUT: binned ok=1
  return 0;
}
