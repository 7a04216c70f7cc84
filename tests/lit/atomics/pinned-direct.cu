// Pinned host memory that a kernel reaches directly is host memory the GPU
// reads in place (zero-copy): fine-grained with HSA_XNACK=1, a fault with
// HSA_XNACK=0. Its FP atomics get the safe form even when the file has no
// managed memory and so no `requires unified_shared_memory` (before
// 2026-11-23 they got the fast one: wrong sums on MI250X).
// RUN: %cuda2omp %s -o %t.cpp --explain-atomics > %t.explain 2> %t.err
// RUN: FileCheck %s --check-prefix=EXPLAIN < %t.explain
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %omp-host %t.cpp -o %t.exe && %t.exe | FileCheck %s --check-prefix=OUT
#include <cstdio>

__global__ void acc(const float *x, float *pinnedSum, float *deviceSum) {
  atomicAdd(pinnedSum, x[threadIdx.x]);
  // CHECK: #pragma omp atomic update hint(AMD_safe_fp_atomics)
  // CHECK-NEXT: *pinnedSum += x[c2o_threadIdx.x];
  atomicAdd(deviceSum, x[threadIdx.x]);
  // CHECK: #pragma omp atomic update hint(AMD_fast_fp_atomics)
  // CHECK-NEXT: *deviceSum += x[c2o_threadIdx.x];
}

int main() {
  float hx[32], *x, *p, *d, dsum = 0.0f;
  for (int i = 0; i < 32; ++i) hx[i] = 1.0f;
  cudaMalloc(&x, sizeof(hx));
  cudaMalloc(&d, sizeof(float));
  cudaMallocHost(&p, sizeof(float));
  *p = 0.0f;
  cudaMemcpy(x, hx, sizeof(hx), cudaMemcpyHostToDevice);
  cudaMemset(d, 0, sizeof(float));
  acc<<<1, 32>>>(x, p, d);
  cudaDeviceSynchronize();
  cudaMemcpy(&dsum, d, sizeof(float), cudaMemcpyDeviceToHost);
  printf("pinned=%.0f device=%.0f\n", *p, dsum);
  return 0;
}
// EXPLAIN: pinned-direct.cu:13:3  atomicAdd  float  memory: cudaMallocHost at pinned-direct.cu:26  xnack=0: fault  xnack=1: fine  chosen: hint(AMD_safe_fp_atomics) -> cas (fine-grained in some configuration: safe)
// EXPLAIN: pinned-direct.cu:16:3  atomicAdd  float  memory: cudaMalloc at pinned-direct.cu:25  xnack=0: coarse  xnack=1: coarse  chosen: hint(AMD_fast_fp_atomics) -> hw (coarse in every configuration: fast)
// OUT: pinned=32 device=32
