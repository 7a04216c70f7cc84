// printf in device code is kept (OpenMP compilers print from the device),
// with a note at each call saying what AMD GPUs need under upstream LLVM:
// its C library for GPUs (clang 19's offload link otherwise stops at
// "undefined symbol: rpc_fprintf"). printf in host code gets no note.
// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: FileCheck %s --check-prefix=ERR --input-file=%t.err
// RUN: %omp-host %t.cpp -o %t.exe
// RUN: %t.exe | sort | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc
// RUN: %t.gcc | sort | FileCheck %s --check-prefix=OUT
// ERR: device_printf.cu:[[@LINE+12]]:3: note: C2O1131: 'printf' in device code is kept
// ERR: device_printf.cu:[[@LINE+17]]:25: note: C2O1131: 'printf' in device code is kept
// ERR-NOT: C2O1131
// OUT: block 0 done
// OUT: block 1 done
// OUT: total 6
// OUT: value 1 at 1
// OUT: value 2 at 2
// OUT: value 3 at 3
#include <cstdio>

__device__ void report(int i, int v) {
  printf("value %d at %d\n", v, i);
}

__global__ void show(const int *in) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (in[i] > 0) report(i, in[i]);
  if (threadIdx.x == 0) printf("block %d done\n", (int)blockIdx.x);
}

int main() {
  int h[4] = {0, 1, 2, 3}, *d;
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  show<<<2, 2>>>(d);
  cudaDeviceSynchronize();
  printf("total %d\n", h[0] + h[1] + h[2] + h[3]);
  return 0;
}
