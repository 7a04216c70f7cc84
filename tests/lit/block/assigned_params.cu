// Kernel parameters the kernel assigns: a parameter every assignment of which
// the whole team makes with a value the same in every thread stays a
// parameter (the team runs the assignment between phases); any other gets a
// copy per thread (a local in the one phase that uses it, else a slot).
// RUN: %cuda2omp %s -o %t.cpp --quiet
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %check-no-cuda %t.cpp
// RUN: %omp-host %t.cpp -o %t.clang && %t.clang | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc && %t.gcc | FileCheck %s --check-prefix=OUT
// RUN: %omp-gfx90a-syntax %t.cpp
#include <cstdio>
#include <cuda_runtime.h>

// Team-level assignments (uniform values): the parameters stay parameters.
__global__ void rowScale(float *rows, int w, int stride) {
  __shared__ float first;
  rows += blockIdx.x * stride;
  w -= 0;
  if (threadIdx.x == 0) first = rows[0];
  __syncthreads();
  for (int i = threadIdx.x; i < w; i += blockDim.x) rows[i] /= first;
}
// CHECK-LABEL: void rowScale_c2o_block({{.*}}, float *rows, int w, int stride) {
// CHECK: {{^}}  rows += c2o_blockIdx.x * stride;
// CHECK-NEXT: {{^}}  w -= 0;

// Per-thread assignments: each thread gets a copy.
__global__ void perThread(const int *in, int *out, int n) {
  __shared__ int tile[64];
  in += blockIdx.x * blockDim.x + threadIdx.x;
  out += blockIdx.x * blockDim.x;
  n -= blockIdx.x * blockDim.x;
  tile[threadIdx.x] = threadIdx.x < n ? *in : 0;
  __syncthreads();
  if (threadIdx.x < n) out[threadIdx.x] = tile[threadIdx.x] + tile[(threadIdx.x + 1) % blockDim.x];
  ++in;
}
// CHECK-LABEL: void perThread_c2o_block({{.*}}, const int *c2o_in_in, int *out, int n) {
// CHECK: C2O_PHASE_FOR(c2o_t) c2o_r0_in[c2o_t] = c2o_in_in;
// CHECK: c2o_type<const int *> &in = c2o_r0_in[c2o_t];
// CHECK: in += c2o_blockIdx.x * c2o_blockDim.x + c2o_threadIdx.x;
// CHECK: {{^}}  out += c2o_blockIdx.x * c2o_blockDim.x;
// CHECK-NEXT: {{^}}  n -= c2o_blockIdx.x * c2o_blockDim.x;

// A parameter advanced inside a loop with barriers.
__global__ void walk(const int *p, int *out, int steps) {
  __shared__ int s[32];
  int acc = 0;
  p += threadIdx.x;
  while (steps-- > 0) {
    s[threadIdx.x] = *p;
    __syncthreads();
    acc += s[(threadIdx.x + 1) % 32];
    p += 32;
    __syncthreads();
  }
  out[threadIdx.x] = acc;
}
// CHECK-LABEL: void walk_c2o_block({{.*}}, const int *c2o_in_p, int *out, int c2o_in_steps) {
// CHECK: c2o_r0_p[c2o_t] = c2o_in_p;
// CHECK-NEXT: c2o_r1_steps[c2o_t] = c2o_in_steps;

int main() {
  const int R = 3, W = 40;
  float h[R * W], o[R * W];
  for (int i = 0; i < R * W; ++i) h[i] = (float)(i % W + 1) * (1 + i / W);
  float *d;
  cudaMalloc(&d, sizeof(h));
  cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
  rowScale<<<R, 32>>>(d, W, W);
  cudaMemcpy(o, d, sizeof(o), cudaMemcpyDeviceToHost);
  int ok1 = 1;
  for (int i = 0; i < R * W; ++i) ok1 &= o[i] == (float)(i % W + 1);
  const int n = 100;
  int hi[128], ho[128];
  for (int i = 0; i < 128; ++i) hi[i] = i * 3, ho[i] = -1;
  int *di, *dO;
  cudaMalloc(&di, sizeof(hi));
  cudaMalloc(&dO, sizeof(ho));
  cudaMemcpy(di, hi, sizeof(hi), cudaMemcpyHostToDevice);
  cudaMemcpy(dO, ho, sizeof(ho), cudaMemcpyHostToDevice);
  perThread<<<2, 64>>>(di, dO, n);
  cudaMemcpy(ho, dO, sizeof(ho), cudaMemcpyDeviceToHost);
  int ok2 = 1;
  for (int i = 0; i < 128; ++i) {
    int b = i / 64, t = i % 64, nb = n - b * 64;
    int a = t < nb ? hi[i] : 0, c = (t + 1) % 64 < nb ? hi[b * 64 + (t + 1) % 64] : 0;
    ok2 &= t < nb ? ho[i] == a + c : ho[i] == -1;
  }
  walk<<<1, 32>>>(di, dO, 4);
  cudaMemcpy(ho, dO, sizeof(ho), cudaMemcpyDeviceToHost);
  int ok3 = 1;
  for (int t = 0; t < 32; ++t) {
    int acc = 0;
    for (int s = 0; s < 4; ++s) acc += hi[s * 32 + (t + 1) % 32];
    ok3 &= ho[t] == acc;
  }
  printf("rowScale ok=%d perThread ok=%d walk ok=%d\n", ok1, ok2, ok3);
  // OUT: rowScale ok=1 perThread ok=1 walk ok=1
  return 0;
}
