// memcpy and memset in device code (nvcc allows them): the translation links
// for AMD GPUs too, where clang has no device C library (c2o_device_libc.h).
// RUN: %cuda2omp %s -o %t.cpp --quiet
// RUN: %omp-host %t.cpp -o %t.exe
// RUN: %t.exe | FileCheck %s --check-prefix=OUT
// RUN: clang++-19 -std=c++17 -O2 -fopenmp --offload-arch=gfx90a --rocm-device-lib-path=/usr/lib/x86_64-linux-gnu/amdgcn/bitcode -mcode-object-version=4 -I%helpers %t.cpp -o %t.gfx90a
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

struct Record { int id; float v[5]; };

__global__ void copyRecords(Record *out, const Record *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  Record r;
  memset(&r, 0, sizeof r);
  memcpy(&r, &in[i], sizeof(int) + (i % 5) * sizeof(float)); // a length known only at run time
  memcpy(&out[i], &r, sizeof r);
}

int main() {
  const int n = 10;
  Record h[n], *din, *dout;
  for (int i = 0; i < n; ++i) { h[i].id = i; for (int k = 0; k < 5; ++k) h[i].v[k] = 1.0f + k; }
  cudaMalloc(&din, sizeof h);
  cudaMalloc(&dout, sizeof h);
  cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
  copyRecords<<<1, 32>>>(dout, din, n);
  cudaMemcpy(h, dout, sizeof h, cudaMemcpyDeviceToHost);
  float s = 0;
  int ids = 0;
  for (int i = 0; i < n; ++i) { ids += h[i].id; for (int k = 0; k < 5; ++k) s += h[i].v[k]; }
  printf("ids %d sum %.1f\n", ids, s);
  // OUT: ids 45 sum 40.0
  cudaFree(din);
  cudaFree(dout);
  return 0;
}
