// A .cu file that includes glibc's <malloc.h> (memalign, valloc, malloc_usable_size):
// <malloc.h> declares some of <stdlib.h>'s functions again (valloc,
// reallocarray). The parse makes the C library's functions __host__ __device__
// (device code may call malloc); their host-only redeclaration in <malloc.h>
// was an error ("__host__ function 'valloc' cannot overload __host__
// __device__ function"), and the file was not translated.
// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: not grep -E "C2O1002|error" %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %omp-host %t.cpp -o %t.exe
// RUN: %t.exe | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc
// RUN: %t.gcc | FileCheck %s --check-prefix=OUT
// CHECK: #include <malloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <malloc.h>
#include <string.h>

__global__ void fill(int *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = 3 * i;
}

int main() {
  const int n = 1000;
  int *h = (int *)memalign(64, n * sizeof(int));
  int *page = (int *)valloc(4096);
  int *grown = (int *)reallocarray(NULL, n, sizeof(int));
  memset(page, 0, 4096);
  int *d;
  cudaMalloc(&d, n * sizeof(int));
  fill<<<(n + 127) / 128, 128>>>(d, n);
  // CHECK: fill((n + 127) / 128, 128, 0, d, n);
  cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost);
  cudaFree(d);
  long sum = 0;
  for (int i = 0; i < n; ++i) sum += h[i];
  printf("sum %ld aligned %d usable %d\n", sum, (int)((size_t)h % 64 == 0), (int)(malloc_usable_size(grown) >= n * sizeof(int)));
  // OUT: sum 1498500 aligned 1 usable 1
  free(h);
  free(page);
  free(grown);
  return 0;
}
