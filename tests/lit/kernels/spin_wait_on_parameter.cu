// A kernel that spins on a volatile flag it gets as a parameter gets C2O1129
// at its loop (the host may mean to release it after the launch, which a
// synchronous translated launch never lets it do). A volatile flag in shared
// memory, or a loop on a non-volatile parameter, does not. The program here
// sets the flag before the launch, so it ends, as in CUDA.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cuda2omp %s -o %t/out.cpp 2> %t/err
// RUN: FileCheck %s --check-prefix=ERR --input-file=%t/err
// RUN: %omp-host %t/out.cpp -o %t/exe
// RUN: %t/exe | FileCheck %s --check-prefix=OUT
#include <cstdio>
#include <cuda_runtime.h>

struct Flags {
  int ready;
};

__global__ void gated(volatile unsigned *go, const volatile Flags *f, int *out) {
  // ERR: spin_wait_on_parameter.cu:[[@LINE+1]]:3: warning: C2O1129: kernel 'gated' waits in a loop for memory another agent writes (a volatile read through 'go')
  while (go[0] < 1) {
  }
  // ERR: spin_wait_on_parameter.cu:[[@LINE+1]]:3: warning: C2O1129: kernel 'gated' waits in a loop for memory another agent writes (a volatile read through 'f')
  do {
  } while (!f->ready);
  out[0] = 42;
}

__global__ void not_waiting(const unsigned *limit, int *out) {
  __shared__ volatile int turn;
  if (threadIdx.x == 0) turn = 1;
  __syncthreads();
  int n = 0;
  // ERR-NOT: C2O1129: kernel 'not_waiting'
  for (unsigned i = 0; i < limit[0] && turn == 1; ++i) ++n;
  out[threadIdx.x] = n;
}

int main() {
  unsigned *go = nullptr, *limit = nullptr;
  Flags *f = nullptr;
  int *out = nullptr;
  cudaMallocManaged(&go, sizeof(unsigned));
  cudaMallocManaged(&f, sizeof(Flags));
  cudaMallocManaged(&limit, sizeof(unsigned));
  cudaMallocManaged(&out, 32 * sizeof(int));
  *go = 1;
  f->ready = 1;
  *limit = 5;
  gated<<<1, 1>>>(go, f, out);
  cudaDeviceSynchronize();
  // OUT: gated: 42
  printf("gated: %d\n", out[0]);
  not_waiting<<<1, 32>>>(limit, out);
  cudaDeviceSynchronize();
  // OUT: counted: 5
  printf("counted: %d\n", out[31]);
  return 0;
}
