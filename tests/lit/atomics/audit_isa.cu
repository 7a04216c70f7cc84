// cuda2omp --audit-isa compiles the translation with clang-19 and reports where
// the compiler's choice contradicts the hints the policy chose.
// RUN: %cuda2omp %s -o %t.cpp --quiet --audit-isa | FileCheck %s
// RUN: %cuda2omp %s -o %t.942.cpp --quiet --audit-isa --offload-arch=gfx942 | FileCheck %s --check-prefix=GFX942
__global__ void acc(const double *x, double *s) { atomicAdd(s, x[threadIdx.x]); }
void run(const double *x) {
  double *s;
  cudaMalloc(&s, sizeof(double));
  acc<<<1, 64>>>(x, s);
}
// CHECK: isa arch=gfx90a kernel={{.*}}3acc{{.*}} fp-hw=0 cas=1
// CHECK: contradiction kernel=acc: the policy chose hint(AMD_fast_fp_atomics), clang-19 compiled CAS loops
// GFX942: isa arch=gfx942 kernel={{.*}}3acc{{.*}} fp-hw=1 cas=0
// GFX942-NOT: contradiction
