// __shared__, __constant__ and __device__ spelled in the program's own macros
// (#define SHARED __shared__): the macros' bodies become empty, once, and the
// variables declared with them are translated where they are used: the
// __constant__ array and the __device__ counter become declare-target
// variables, the __shared__ array team memory. Before, the bodies kept
// __shared__ and __constant__ and the output did not compile ("unknown type
// name '__shared__'", C2O1503).
// RUN: %cuda2omp-verified %s -o %t.cpp 2> %t.err
// RUN: FileCheck %s --check-prefix=ERR --input-file=%t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %omp-host %t.cpp -o %t.exe && %t.exe | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc && %t.gcc | FileCheck %s --check-prefix=OUT
// RUN: %omp-gfx90a-syntax %t.cpp
// ERR-NOT: C2O1503
#include <cstdio>
#define SHARED __shared__
#define CONSTANT __constant__
#define DEVICE_VAR __device__
// CHECK: #define SHARED {{$}}
// CHECK-NEXT: #define CONSTANT {{$}}
// CHECK-NEXT: #define DEVICE_VAR {{$}}
CONSTANT float scale[4] = {1, 2, 3, 4};
// CHECK: #pragma omp declare target
// CHECK-NEXT: CONSTANT float scale[4] = {1, 2, 3, 4};
DEVICE_VAR int counter;
__global__ void reverseScaled(float *p) {
  SHARED float s[64];
  s[threadIdx.x] = p[threadIdx.x] * scale[threadIdx.x % 4];
  __syncthreads();
  p[threadIdx.x] = s[63 - threadIdx.x];
  if (threadIdx.x == 0) atomicAdd(&counter, 1);
}
int main() {
  float h[64], *d;
  for (int i = 0; i < 64; ++i) h[i] = i;
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  reverseScaled<<<1, 64>>>(d);
  reverseScaled<<<1, 64>>>(d);
  int c = 0;
  cudaMemcpyFromSymbol(&c, counter, sizeof c);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  cudaFree(d);
  // twice reversed and scaled: h[i] = i * scale[(63 - i) % 4] * scale[i % 4]
  int ok = 1;
  const float sc[4] = {1, 2, 3, 4};
  for (int i = 0; i < 64; ++i) ok &= h[i] == i * sc[(63 - i) % 4] * sc[i % 4];
  printf("right: %d, launches counted: %d\n", ok, c);
  // OUT: right: 1, launches counted: 2
  return 0;
}
