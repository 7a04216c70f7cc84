// A pointer to const allocated through CUDA's templates (cudaMalloc(&p, n)
// with `const float *p`, as programs do for read-only device buffers) compiles,
// as CUDA's templates cast through void *.
// RUN: %cuda2omp --memory=device %s -o %t.cpp --quiet
// RUN: %omp-host %t.cpp -o %t.exe
// RUN: %t.exe | FileCheck %s
#include <cstdio>

__global__ void sum(const float *in, float *out, int n) {
  float s = 0;
  for (int i = 0; i < n; ++i) s += in[i];
  *out = s;
}

int main() {
  const int n = 16;
  float h[n];
  for (int i = 0; i < n; ++i) h[i] = i;
  const float *in;
  float *out, r = 0;
  cudaMalloc(&in, n * sizeof(float));
  cudaMallocManaged(&out, sizeof(float));
  cudaMemcpy((void *)in, h, sizeof(h), cudaMemcpyHostToDevice);
  sum<<<1, 1>>>(in, out, n);
  cudaMemcpy(&r, out, sizeof(float), cudaMemcpyDeviceToHost);
  printf("sum=%g\n", r);
  // CHECK: sum=120
  cudaFree((void *)in);
  cudaFree(out);
  return 0;
}
