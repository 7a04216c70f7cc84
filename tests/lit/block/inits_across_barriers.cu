// Variables living across a barrier whatever their initialiser: (), {},
// arrays, aggregates and references (whose slot holds the address); and
// '#pragma unroll' before a loop that becomes predicated goes.
// RUN: %cuda2omp %s -o %t.cpp --quiet
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %check-no-cuda %t.cpp
// RUN: %omp-host %t.cpp -o %t.clang && %t.clang | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc && %t.gcc | FileCheck %s --check-prefix=OUT
// RUN: %omp-gfx90a-syntax %t.cpp
#include <cstdio>
#include <cuda_runtime.h>

struct Acc { int a, b; };

__global__ void inits(const int *in, int *out) {
  __shared__ int s[64];
  int t = threadIdx.x;
  int x(in[t]), y{in[t] * 2}, z{};
  float f(1.5f);
  int arr[3] = {t, t + 1, t + 2};
  Acc acc{t, -t};
  int &slot = s[t];
  slot = x + y;
  __syncthreads();
  int n = t % 5;
#pragma unroll 4
  for (int i = 0; i < n; ++i) {
    z += s[(t + i) % 64];
    __syncthreads();
  }
  out[t] = x + y + z + (int)(f * 2) + arr[0] + arr[1] * 10 + arr[2] * 100 + acc.a + acc.b + slot;
}
// CHECK-LABEL: void inits_c2o_block(
// CHECK: c2o_type<c2o_type<int> *> *c2o_r5_slot = c2o_team_array<c2o_type<c2o_type<int> *>>(c2o_cursor, c2o_bs);
// CHECK: x = (in[t]);
// CHECK-NEXT: y = c2o_type<int>{in[t] * 2};
// CHECK-NEXT: z = c2o_type<int>{};
// CHECK: c2o_assign(arr, c2o_type<int[3]>{t, t + 1, t + 2});
// CHECK: acc = c2o_type<Acc>{t, -t};
// CHECK: int &slot = s[t];
// CHECK-NEXT: c2o_r5_slot[c2o_t] = &slot;
// CHECK: c2o_type<int> &slot = *c2o_r5_slot[c2o_t];
// CHECK-NOT: #pragma unroll
// CHECK: for (;;) {

int main() {
  int h[64], o[64];
  for (int i = 0; i < 64; ++i) h[i] = i * 7 % 23;
  int *d, *dO;
  cudaMalloc(&d, sizeof(h));
  cudaMalloc(&dO, sizeof(o));
  cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
  inits<<<1, 64>>>(d, dO);
  cudaMemcpy(o, dO, sizeof(o), cudaMemcpyDeviceToHost);
  int ok = 1;
  for (int t = 0; t < 64; ++t) {
    int z = 0;
    for (int i = 0; i < t % 5; ++i) z += h[(t + i) % 64] * 3;
    int e = h[t] * 3 + z + 3 + t + (t + 1) * 10 + (t + 2) * 100 + 0 + h[t] * 3;
    if (o[t] != e) { if (ok) printf("bad %d: %d vs %d\n", t, o[t], e); ok = 0; }
  }
  printf("inits ok=%d\n", ok);
  // OUT: inits ok=1
  return 0;
}
