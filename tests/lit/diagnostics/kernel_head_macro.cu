// A kernel head written by a macro whose use cannot be written out as text
// (its body uses __VA_OPT__): C2O1015 at the macro, the kernel left as it
// is, and the output does not compile (exit 5). Before, nothing was said
// until the compile errors.
// RUN: %cuda2omp-verified %s -o %t.cpp 2> %t.err; echo "exit $?" >> %t.err
// RUN: FileCheck %s --input-file=%t.err
// RUN: FileCheck %s --check-prefix=OUT --input-file=%t.cpp
#define KERNEL_OPT(name, ...) __global__ void name(__VA_OPT__(__VA_ARGS__))

KERNEL_OPT(bump, int *p) { p[threadIdx.x] += 1; }

int main() {
  int *p;
  cudaMalloc(&p, 32 * sizeof(int));
  bump<<<1, 32>>>(p);
  cudaFree(p);
  return 0;
}
// CHECK: kernel_head_macro.cu:10:12: warning: C2O1015: the head of 'bump' is written by the macro 'KERNEL_OPT' and cannot be translated: this use of it could not be written out as text
// CHECK: error: C2O1503
// CHECK: exit 5
// OUT: // C2O1015: the head of 'bump'
// OUT-NEXT: KERNEL_OPT(bump, int *p)
