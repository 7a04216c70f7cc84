// A lambda that lives across a barrier has a phase form when each phase can
// make it again: not mutable, capturing by reference (the names then bind
// the same per-thread objects in every phase) or by value what is never
// written. It is declared again ('const auto') in each phase that uses it,
// and what it captures is kept per thread. A lambda that captures by value a
// variable written after it, or a mutable one, is still direct-only (C2O1130).
// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: FileCheck %s --check-prefix=DIAG < %t.err
// RUN: %check-no-cuda %t.cpp
// RUN: %omp-host %t.cpp -o %t.clang && %t.clang | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc && %t.gcc | FileCheck %s --check-prefix=OUT
// RUN: %omp-gfx90a-syntax %t.cpp
#include <cstdio>

// DIAG-NOT: C2O1130: 'pick'
// DIAG: C2O1130: 'stale' has only its direct form (no phase form: lambda 'late' lives across a barrier)

__global__ void pick(const int *in, int *out) {
  __shared__ int s[64];
  int v[4];
  for (int k = 0; k < 4; ++k) v[k] = in[4 * (blockIdx.x * 64 + threadIdx.x) + k];
  int scale = blockIdx.x + 2;
  auto get = [&v](int k) {
    switch (k) {
    case 0: return v[0];
    case 1: return v[1];
    case 2: return v[2];
    }
    return v[3];
  };
  auto scaled = [=](int x) { return x * scale; };
  s[threadIdx.x] = get(1);
  __syncthreads();
  int r = get(2) + s[(threadIdx.x + 1) % 64] + scaled(1);
  v[2] += 1000;
  __syncthreads();
  out[blockIdx.x * 64 + threadIdx.x] = r + get(2) + scaled(get(3));
}
// CHECK-LABEL: void pick_c2o_block(
// CHECK: {{\[\[}}maybe_unused{{\]\]}} const auto get = [&v](int k) {
// CHECK: {{\[\[}}maybe_unused{{\]\]}} const auto scaled = [=](int x) { return x * scale; };

__global__ void stale(int *out) {
  __shared__ int s[64];
  int c = threadIdx.x;
  auto late = [c]() { return c; };
  c += 100;
  s[threadIdx.x] = c;
  __syncthreads();
  out[threadIdx.x] = late() + s[63 - threadIdx.x];
}

int main() {
  const int n = 128;
  static int in[4 * n], out[n];
  for (int i = 0; i < 4 * n; ++i) in[i] = (i * 7) % 23;
  int *din, *dout;
  cudaMalloc(&din, sizeof(in));
  cudaMalloc(&dout, sizeof(out));
  cudaMemcpy(din, in, sizeof(in), cudaMemcpyHostToDevice);
  pick<<<2, 64>>>(din, dout);
  cudaMemcpy(out, dout, sizeof(out), cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < n; ++i) {
    int b = i / 64, t = i % 64, next = b * 64 + (t + 1) % 64, scale = b + 2;
    int r = in[4 * i + 2] + in[4 * next + 1] + scale;
    bad += out[i] != r + in[4 * i + 2] + 1000 + in[4 * i + 3] * scale;
  }
  printf("lambdas across barriers: %d wrong\n", bad);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
// OUT: lambdas across barriers: 0 wrong
// OUT: PASS
