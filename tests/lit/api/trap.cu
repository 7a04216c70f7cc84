// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: not grep -E "C2O1002|error" %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s --check-prefix=OUT
// RUN: %check-no-cuda %t.cpp
// RUN: %omp-gfx90a-syntax %t.cpp
// RUN: %omp-host %t.cpp -o %t.host && %t.host | FileCheck %s
// RUN: not --crash %t.host bad
// RUN: %omp-gcc %t.cpp -o %t.gcc && %t.gcc | FileCheck %s
// RUN: not --crash %t.gcc bad
// __trap() in a kernel that refuses a shape it cannot handle (rather than
// deadlock later): a good shape runs, a bad one stops the program.
#include <cstdio>

__global__ void halves(const float *in, float *out, int n) {
  if (n % 2 != 0) {
    if (threadIdx.x == 0 && blockIdx.x == 0) printf("n must be even\n");
    __trap();
    // OUT: c2o_trap();
  }
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n / 2) out[i] = in[2 * i] + in[2 * i + 1];
}

int main(int argc, char **argv) {
  int n = argc > 1 ? 7 : 8;
  float h[8] = {1, 2, 3, 4, 5, 6, 7, 8}, r[4];
  float *in, *out;
  cudaMalloc(&in, sizeof h);
  cudaMalloc(&out, sizeof r);
  cudaMemcpy(in, h, sizeof h, cudaMemcpyHostToDevice);
  halves<<<1, 32>>>(in, out, n);
  cudaMemcpy(r, out, sizeof r, cudaMemcpyDeviceToHost);
  printf("%g %g %g %g\n", r[0], r[1], r[2], r[3]);
  // CHECK: 3 7 11 15
  return 0;
}
