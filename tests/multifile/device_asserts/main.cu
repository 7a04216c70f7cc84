// Device asserts in two files of one program: each file's failures reach the
// program's synchronisations (cudaErrorAssert, 710), and a clean launch first
// returns cudaSuccess.
#include <cassert>
#include <cstdio>
#include <cuda_runtime.h>

__global__ void fill(int *x, int limit) {
  int i = threadIdx.x;
  assert(i < limit);
  x[i] = i;
}

int other_file_launch(int *x, int limit); // other.cu

int main() {
  int *d = nullptr;
  cudaMalloc(&d, 64 * sizeof(int));
  fill<<<1, 64>>>(d, 64);
  printf("clean: %d\n", (int)cudaDeviceSynchronize());
  printf("other file, clean: %d\n", other_file_launch(d, 64));
  printf("other file, 2 fail: %d\n", other_file_launch(d, 62));
  fill<<<1, 64>>>(d, 60);
  printf("this file, after: %d\n", (int)cudaDeviceSynchronize());
  cudaFree(d);
  return 0;
}
