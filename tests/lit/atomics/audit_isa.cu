// cuda2omp --audit-isa compiles the translation with clang-19 and reports where
// the compiler's choice contradicts the hints the policy chose. The hints are
// the translator's own record (per kernel whose launch runs the atomic), not
// read back from the output: an atomic in a device function counts for the
// kernel calling it, one in a block-level kernel for that kernel.
// RUN: %cuda2omp %s -o %t.cpp --quiet --audit-isa | FileCheck %s
// RUN: %cuda2omp %s -o %t.942.cpp --quiet --audit-isa --offload-arch=gfx942 | FileCheck %s --check-prefix=GFX942
__global__ void acc(const double *x, double *s) { atomicAdd(s, x[threadIdx.x]); }
__device__ void add_to(double *s, double v) { atomicAdd(s, v); }
__global__ void via_device(const double *x, double *s) { add_to(s, x[threadIdx.x]); }
__global__ void block_sum(const double *x, double *s) {
  __shared__ double t[64];
  t[threadIdx.x] = x[threadIdx.x];
  __syncthreads();
  if (threadIdx.x == 0) {
    double v = 0;
    for (int i = 0; i < 64; ++i) v += t[i];
    atomicAdd(s, v);
  }
}
void run(const double *x) {
  double *s;
  cudaMalloc(&s, sizeof(double));
  acc<<<1, 64>>>(x, s);
  via_device<<<1, 64>>>(x, s);
  block_sum<<<1, 64>>>(x, s);
}
// CHECK: isa arch=gfx90a kernel={{.*}}3acc{{.*}} fp-hw=0 cas=1
// CHECK: contradiction kernel=acc: the policy chose hint(AMD_fast_fp_atomics), clang-19 compiled CAS loops
// CHECK: isa arch=gfx90a kernel={{.*}}10via_device{{.*}} fp-hw=0 cas=1
// CHECK: contradiction kernel=via_device: the policy chose hint(AMD_fast_fp_atomics), clang-19 compiled CAS loops
// CHECK: isa arch=gfx90a kernel={{.*}}9block_sum{{.*}} fp-hw=0 cas=1
// CHECK-NEXT: contradiction kernel=block_sum: the policy chose hint(AMD_fast_fp_atomics), clang-19 compiled CAS loops
// GFX942: isa arch=gfx942 kernel={{.*}}3acc{{.*}} fp-hw=1 cas=0
// GFX942-NOT: contradiction
