// Statements holding barriers whose conditions differ between threads become
// predicated: a flag per thread, loops go on while any thread's flag is set;
// return/break/continue set flags and jump to the end of their phase.
// RUN: %cuda2omp %s -o %t.cpp --quiet
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %check-no-cuda %t.cpp
// RUN: %omp-host %t.cpp -o %t.clang && %t.clang | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc && %t.gcc | FileCheck %s --check-prefix=OUT
// RUN: %omp-gfx90a-syntax %t.cpp
#include <cstdio>

// Threads at or beyond n return before the second barrier.
__global__ void early(int *out, int n) {
  __shared__ int count;
  int t = threadIdx.x;
  if (t == 0) count = 0;
  __syncthreads();
  if (t >= n) return;
  atomicAdd(&count, 1);
  __syncthreads();
  if (t == 0) out[blockIdx.x] = count;
}
// CHECK-LABEL: void early_c2o_block(
// CHECK: C2O_PHASE_FOR(c2o_t) c2o_exited[c2o_t] = 0;
// CHECK: if (!c2o_exited[c2o_t]) {
// CHECK: if (t >= n) { c2o_exited[c2o_t] = 1; goto c2o_pe_{{[0-9]+}}; }
// CHECK: c2o_pe_{{[0-9]+}}:;

// A loop whose trip count depends on the thread, with continue and break.
__global__ void strided(int *out) {
  __shared__ int acc[64];
  int t = threadIdx.x;
  acc[t] = 0;
  __syncthreads();
  for (int i = t; i < 100; i += 16) {
    if (i % 3 == 0) continue;
    if (i > 90) break;
    atomicAdd(&acc[i % 64], i);
    __syncthreads();
  }
  __syncthreads();
  out[t] = acc[t];
}
// CHECK-LABEL: void strided_c2o_block(
// CHECK: i = t;
// CHECK: c2o_m[[L:[0-9]+]][c2o_t] = 1;
// CHECK: for (;;) {
// CHECK: c2o_m[[L]][c2o_t] = (i < 100);
// CHECK: if (!c2o_any_flag(c2o_m[[L]], c2o_bs)) break;
// CHECK: if (i % 3 == 0) { c2o_m[[K:[0-9]+]][c2o_t] = 1; goto c2o_pe_{{[0-9]+}}; }
// CHECK: if (i > 90) { c2o_m[[L]][c2o_t] = 0; goto c2o_pe_{{[0-9]+}}; }
// CHECK: i += 16;

// A do-while loop and an if/else whose branches both synchronise.
__global__ void branches(int *out) {
  __shared__ int s[32];
  int t = threadIdx.x, k = 0;
  do {
    s[t] = k;
    __syncthreads();
    k++;
  } while (k < t % 3 + 1);
  if (t % 2) {
    s[t] = t + 100;
    __syncthreads();
  } else {
    s[t] = -1;
    __syncthreads();
  }
  out[t] = s[t] + k;
}
// CHECK-LABEL: void branches_c2o_block(
// CHECK: c2o_m[[D:[0-9]+]][c2o_t] = (k < t % 3 + 1);
// CHECK: c2o_m[[I:[0-9]+]][c2o_t] = (t % 2);
// CHECK: if (c2o_m[[I]][c2o_t]) {
// CHECK: if (!c2o_m[[I]][c2o_t]) {

int main() {
  int *d, h[64];
  cudaMalloc(&d, sizeof(h));
  early<<<3, 64>>>(d, 40);
  cudaMemcpy(h, d, 3 * sizeof(int), cudaMemcpyDeviceToHost);
  printf("early %d %d %d\n", h[0], h[1], h[2]);
  // OUT: early 40 40 40
  strided<<<1, 16>>>(d);
  cudaMemcpy(h, d, 16 * sizeof(int), cudaMemcpyDeviceToHost);
  int ref[64] = {0}, ok = 1;
  for (int t = 0; t < 16; ++t)
    for (int i = t; i < 100; i += 16) { if (i % 3 == 0) continue; if (i > 90) break; ref[i % 64] += i; }
  for (int t = 0; t < 16; ++t) ok &= h[t] == ref[t];
  printf("strided ok=%d\n", ok);
  // OUT: strided ok=1
  branches<<<1, 32>>>(d);
  cudaMemcpy(h, d, 32 * sizeof(int), cudaMemcpyDeviceToHost);
  ok = 1;
  for (int t = 0; t < 32; ++t) ok &= h[t] == (t % 2 ? t + 100 : -1) + t % 3 + 1;
  printf("branches ok=%d\n", ok);
  // OUT: branches ok=1
  return 0;
}
