// --memory=map (the default): managed buffers that the host reads and writes
// through and kernels receive as launch arguments become host memory mapped
// tofrom around each launch; no unified shared memory, so the output runs
// where there is none (GCC 12, AMD with HSA_XNACK=0). A managed pointer kept
// in a struct keeps unified shared memory (C2O1311, C2O1101).
// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %check-no-cuda %t.cpp
// RUN: %omp-host %t.cpp -o %t.clang && %t.clang | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc && %t.gcc | FileCheck %s --check-prefix=OUT
// RUN: %cuda2omp %S/Inputs/managed-in-struct.cu -o %t.struct.cpp 2> %t.struct.err
// RUN: FileCheck %s --check-prefix=STRUCT < %t.struct.err
// RUN: FileCheck %s --check-prefix=STRUCTOUT < %t.struct.cpp
#include <cstdio>

__global__ void scale(float *x, const float *f, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= f[0];
}

int main() {
  const int n = 1000;
  float *x, *f;
  cudaMallocManaged(&x, n * sizeof(float));
  cudaMallocManaged(&f, sizeof(float));
  for (int i = 0; i < n; ++i) x[i] = i;
  *f = 2.0f;
  for (int rep = 0; rep < 3; ++rep) {
    scale<<<(n + 127) / 128, 128>>>(x, f, n);
    f[0] += 1.0f; // the host changes the factor between launches
  }
  cudaDeviceSynchronize();
  printf("x[10]=%.0f x[999]=%.0f f=%.0f\n", x[10], x[999], *f);
  cudaFree(x);
  cudaFree(f);
  return 0;
}
// ERR: note: C2O1310: managed buffer 'x' is host memory mapped tofrom around each of its 1 launch (--memory=map): no unified shared memory needed
// ERR: note: C2O1310: managed buffer 'f' is host memory mapped tofrom around each of its 1 launch (--memory=map): no unified shared memory needed
// ERR-NOT: C2O1101
// CHECK-NOT: c2o_managed_memory.h
// CHECK:      for (int rep = 0; rep < 3; ++rep) {
// CHECK-NEXT:   {
// CHECK-NEXT:   #pragma omp target data map(tofrom: x[:n], f[:1])
// CHECK-NEXT:   scale((n + 127) / 128, 128, 0, c2o_mapped_ptr(x), c2o_mapped_ptr(f), n);
// CHECK-NEXT:   }
// x[10] = 10 * 2 * 3 * 4
// OUT: x[10]=240 x[999]=23976 f=5
// STRUCT: warning: C2O1101:
// STRUCT: note: C2O1311: managed buffer 'b.sum' stays host memory under unified shared memory (--memory=map): it is not allocated into a local pointer variable
// STRUCT: note: C2O1311: managed buffer 'also' stays host memory under unified shared memory (--memory=map): another managed buffer of the file, 'b.sum' (line 14), needs unified shared memory, so this one stays under it too
// STRUCTOUT: #include "c2o_managed_memory.h"
// STRUCTOUT: add(1, 32, 0, b, also);
