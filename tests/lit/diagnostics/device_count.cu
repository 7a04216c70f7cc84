// cudaGetDeviceCount counts the OpenMP offload devices (C2O1133): LLVM's host
// device has 4, so a program that runs work per device runs it 4 times there;
// each device's work is right.
// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// ERR: device_count.cu:[[@LINE+13]]:3: note: C2O1133: cudaGetDeviceCount counts the OpenMP offload devices (omp_get_num_devices(), at least 1): the GPUs the OpenMP runtime finds, 4 on LLVM's host device
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// CHECK: c2o_get_device_count(&n);
// RUN: %omp-host %t.cpp -o %t.exe
// RUN: %t.exe | FileCheck %s --check-prefix=OUT
// OUT: devices: 4
// OUT-COUNT-4: right
#include <cstdio>

__global__ void twice(int *p) { p[threadIdx.x] *= 2; }

int main() {
  int n = 0;
  cudaGetDeviceCount(&n);
  printf("devices: %d\n", n);
  for (int d = 0; d < n; ++d) {
    cudaSetDevice(d);
    int h[32], *p;
    for (int i = 0; i < 32; ++i) h[i] = i + d;
    cudaMalloc(&p, sizeof h);
    cudaMemcpy(p, h, sizeof h, cudaMemcpyHostToDevice);
    twice<<<1, 32>>>(p);
    cudaMemcpy(h, p, sizeof h, cudaMemcpyDeviceToHost);
    cudaFree(p);
    int ok = 1;
    for (int i = 0; i < 32; ++i) ok &= h[i] == 2 * (i + d);
    printf("device %d: %s\n", d, ok ? "right" : "wrong");
  }
  return 0;
}
