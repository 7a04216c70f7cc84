// An accessor's extern __shared__ declaration that cannot be made a pointer
// to the launch's dynamic shared memory keeps its text and gets C2O1001 at
// its line (the output does not compile until it is changed); the other
// accessors and the kernel are translated.
// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
#define NAME(x) x

__device__ int *twoArrays() {
  extern __shared__ int first[], second[];
  return second;
}
// ERR: [[@LINE-3]]:25: warning: C2O1001: 'twoArrays' uses block-level sharing (extern __shared__ 'first') and was left as it is: the declaration cannot be made a pointer to the launch's dynamic shared memory: it is declared together with other variables
// ERR: [[@LINE-4]]:34: warning: C2O1001: 'twoArrays' uses block-level sharing (extern __shared__ 'second')
// CHECK: // C2O1001: 'twoArrays' uses block-level sharing (extern __shared__ 'first')
// CHECK-NEXT: // C2O1001: 'twoArrays' uses block-level sharing (extern __shared__ 'second')
// CHECK-NEXT: extern __shared__ int first[], second[];

__device__ float *named() {
  extern __shared__ float NAME(values)[];
  return values;
}
// ERR: [[@LINE-3]]:32: warning: C2O1001: 'named' uses block-level sharing (extern __shared__ 'values') and was left as it is: the declaration cannot be made a pointer to the launch's dynamic shared memory: its name is not written before its brackets

__device__ double *fine() {
  extern __shared__ double plain[];
  return plain;
}
// CHECK: extern __shared__ float NAME(values)[];
// CHECK: double *plain = c2o_dynamic_shared_as();

__global__ void useAll(int *o) {
  o[threadIdx.x] = twoArrays()[0] + (int)named()[0] + (int)fine()[0];
}
// ERR-NOT: C2O1001: 'useAll'
