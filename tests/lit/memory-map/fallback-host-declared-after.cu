// --memory=map fall-back C2O1306: the result buffer is declared after the kernel
// by a call to a function of the program, which moving the declaration up to
// the launch would reorder. The buffer keeps the device-pointer form and the
// program gives CUDA's result.
// RUN: %cuda2omp --memory=map %s -o %t.cpp 2> %t.err
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %omp-host %t.cpp -o %t.clang && %t.clang | FileCheck %s --check-prefix=OUT
#include <cstdio>
#include <cstdlib>

__global__ void inc(int *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] += 1;
}

static int made = 0;
int *makeResult(int n) {
  ++made;
  return (int *)malloc(n * sizeof(int));
}

int main() {
  const int n = 64;
  int *d;
  cudaMalloc(&d, n * sizeof(int));
  cudaMemset(d, 0, n * sizeof(int));
  inc<<<1, 64>>>(d, n);
  int *out = makeResult(n);
  cudaMemcpy(out, d, n * sizeof(int), cudaMemcpyDeviceToHost);
  cudaFree(d);
  printf("out[5]=%d made=%d\n", out[5], made);
  free(out);
  return 0;
}
// ERR: note: C2O1306: device buffer 'd' keeps the device-pointer form under --memory=map: its host buffer 'out' (line {{[0-9]+}}) is not declared in a scope around its first use on the device (line {{[0-9]+}})
// CHECK: c2o_malloc(&d, n * sizeof(int));
// OUT: out[5]=1 made=1
