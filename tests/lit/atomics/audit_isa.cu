// cuda2omp --audit-isa compiles the translation with clang-19 and clang-22
// (device code only, then llc) and reports, per kernel, the FP atomics each
// compiled, whether that follows the policy's choice, and where it
// contradicts the compiler's profile (CompilerProfiles.def). The choices are
// the translator's own record (per kernel whose launch runs the atomic), not
// read back from the output: an atomic in a device function counts for the
// kernel calling it, one in a block-level kernel for that kernel.
// The default output (--omp-compiler=portable) writes the AMD hint and the
// [[clang::atomic]] macro: clang 22 follows it on gfx90a (hardware on
// cudaMalloc memory, a CAS loop on pinned host memory); clang 19 ignores both
// on gfx90a (CAS loops everywhere: slow, not wrong).
// RUN: %cuda2omp %s -o %t.cpp --quiet --audit-isa | FileCheck %s
// RUN: %cuda2omp %s -o %t.942.cpp --quiet --audit-isa --offload-arch=gfx942 | FileCheck %s --check-prefix=GFX942
// The hint alone (--omp-compiler=aomp) is what upstream clang >= 20 gets wrong:
// it does not read the hint, and its default is hardware.
// --omp-compiler=clang writes the attribute macro alone: the same ISA with clang 22.
// RUN: %cuda2omp %s -o %t.clang.cpp --quiet --audit-isa --audit-with=clang-22 --omp-compiler=clang | FileCheck %s --check-prefix=CLANG
// RUN: %cuda2omp %s -o %t.clang942.cpp --quiet --audit-isa --audit-with=clang-22 --omp-compiler=clang --offload-arch=gfx942 | FileCheck %s --check-prefix=CLANG942
// RUN: %cuda2omp %s -o %t.aomp.cpp --quiet --audit-isa --audit-with=clang-22 --omp-compiler=aomp | FileCheck %s --check-prefix=AOMP
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
__global__ void to_pinned(const double *x, double *p) { atomicAdd(p, x[threadIdx.x]); }
// The capture form (the old value is used): the helper c2o_atomic_add, whose
// `omp atomic capture` is always inside C2O_ATOMIC_FINE (it cannot know the
// memory), on coarse memory here: a CAS loop, by choice.
__global__ void tickets(const float *x, float *s, float *old) { old[threadIdx.x] = atomicAdd(s, x[threadIdx.x]); }
// Memory the translator cannot trace (a parameter of a function no one in the
// file calls): unknown, so the safe form, a CAS loop.
__global__ void to_unknown(const double *x, double *u) { atomicAdd(u, x[threadIdx.x]); }
void run_elsewhere(const double *x, double *u) { to_unknown<<<1, 64>>>(x, u); }
void run(const double *x) {
  double *s, *p;
  cudaMalloc(&s, sizeof(double));
  cudaMallocHost(&p, sizeof(double));
  acc<<<1, 64>>>(x, s);
  via_device<<<1, 64>>>(x, s);
  block_sum<<<1, 64>>>(x, s);
  to_pinned<<<1, 64>>>(x, p);
  float *fs, *old;
  cudaMalloc(&fs, sizeof(float));
  cudaMalloc(&old, 64 * sizeof(float));
  tickets<<<1, 64>>>((const float *)x, fs, old);
}
// CHECK: isa compiler=clang-19 arch=gfx90a kernel={{.*}}3acc{{.*}} fp-hw=0 cas=1
// CHECK-NEXT: ignored compiler=clang-19 kernel=acc: the policy chose 1 hw + 0 cas, clang-19 compiled 0 hw + 1 cas
// CHECK: isa compiler=clang-19 arch=gfx90a kernel={{.*}}10via_device{{.*}} fp-hw=0 cas=1
// CHECK: isa compiler=clang-19 arch=gfx90a kernel={{.*}}9block_sum{{.*}} fp-hw=0 cas=1
// CHECK: isa compiler=clang-19 arch=gfx90a kernel={{.*}}9to_pinned{{.*}} fp-hw=0 cas=1
// CHECK-NEXT: follows compiler=clang-19 kernel=to_pinned: the policy chose 0 hw + 1 cas, clang-19 compiled 0 hw + 1 cas
// CHECK: isa compiler=clang-19 arch=gfx90a kernel={{.*}}7tickets{{.*}} fp-hw=0 cas=1
// CHECK-NEXT: follows compiler=clang-19 kernel=tickets: the policy chose 0 hw + 1 cas
// CHECK: isa compiler=clang-22 arch=gfx90a kernel={{.*}}3acc{{.*}} fp-hw=1 cas=0
// CHECK-NEXT: follows compiler=clang-22 kernel=acc: the policy chose 1 hw + 0 cas, clang-22 compiled 1 hw + 0 cas
// CHECK: isa compiler=clang-22 arch=gfx90a kernel={{.*}}10via_device{{.*}} fp-hw=1 cas=0
// CHECK-NEXT: follows compiler=clang-22 kernel=via_device
// CHECK: isa compiler=clang-22 arch=gfx90a kernel={{.*}}9block_sum{{.*}} fp-hw=1 cas=0
// CHECK-NEXT: follows compiler=clang-22 kernel=block_sum
// CHECK: isa compiler=clang-22 arch=gfx90a kernel={{.*}}9to_pinned{{.*}} fp-hw=0 cas=1
// CHECK-NEXT: follows compiler=clang-22 kernel=to_pinned: the policy chose 0 hw + 1 cas, clang-22 compiled 0 hw + 1 cas
// CHECK: isa compiler=clang-22 arch=gfx90a kernel={{.*}}7tickets{{.*}} fp-hw=0 cas=1
// CHECK-NEXT: follows compiler=clang-22 kernel=tickets: the policy chose 0 hw + 1 cas
// CHECK: isa compiler=clang-22 arch=gfx90a kernel={{.*}}10to_unknown{{.*}} fp-hw=0 cas=1
// CHECK-NEXT: follows compiler=clang-22 kernel=to_unknown: the policy chose 0 hw + 1 cas
// CHECK-NOT: contradiction
// CHECK-NOT: wrong
// CLANG: isa compiler=clang-22 arch=gfx90a kernel={{.*}}3acc{{.*}} fp-hw=1 cas=0
// CLANG-NEXT: follows compiler=clang-22 kernel=acc
// CLANG: isa compiler=clang-22 arch=gfx90a kernel={{.*}}9to_pinned{{.*}} fp-hw=0 cas=1
// CLANG-NEXT: follows compiler=clang-22 kernel=to_pinned
// CLANG: isa compiler=clang-22 arch=gfx90a kernel={{.*}}7tickets{{.*}} fp-hw=0 cas=1
// CLANG-NEXT: follows compiler=clang-22 kernel=tickets
// CLANG: isa compiler=clang-22 arch=gfx90a kernel={{.*}}10to_unknown{{.*}} fp-hw=0 cas=1
// CLANG-NEXT: follows compiler=clang-22 kernel=to_unknown
// CLANG-NOT: contradiction
// CLANG942: isa compiler=clang-22 arch=gfx942 kernel={{.*}}3acc{{.*}} fp-hw=1 cas=0
// CLANG942-NEXT: follows compiler=clang-22 kernel=acc
// CLANG942: isa compiler=clang-22 arch=gfx942 kernel={{.*}}9to_pinned{{.*}} fp-hw=0 cas=1
// CLANG942-NEXT: follows compiler=clang-22 kernel=to_pinned
// CLANG942: isa compiler=clang-22 arch=gfx942 kernel={{.*}}7tickets{{.*}} fp-hw=0 cas=1
// CLANG942-NEXT: follows compiler=clang-22 kernel=tickets
// CLANG942-NOT: contradiction
// gfx942 has hardware FP atomics that are right on fine-grained memory, yet
// the portable output asks for a CAS loop on pinned memory (remote memory:
// the PCIe bus of a discrete MI300X); clang 22 follows, clang 19 makes
// hardware whatever the source says (right on gfx942, not what was asked).
// GFX942: isa compiler=clang-19 arch=gfx942 kernel={{.*}}3acc{{.*}} fp-hw=1 cas=0
// GFX942: isa compiler=clang-19 arch=gfx942 kernel={{.*}}9to_pinned{{.*}} fp-hw=1 cas=0
// GFX942-NEXT: ignored compiler=clang-19 kernel=to_pinned: the policy chose 0 hw + 1 cas, clang-19 compiled 1 hw + 0 cas
// GFX942: isa compiler=clang-22 arch=gfx942 kernel={{.*}}3acc{{.*}} fp-hw=1 cas=0
// GFX942-NEXT: follows compiler=clang-22 kernel=acc
// GFX942: isa compiler=clang-22 arch=gfx942 kernel={{.*}}9to_pinned{{.*}} fp-hw=0 cas=1
// GFX942-NEXT: follows compiler=clang-22 kernel=to_pinned
// GFX942-NOT: contradiction
// AOMP: isa compiler=clang-22 arch=gfx90a kernel={{.*}}3acc{{.*}} fp-hw=1 cas=0
// AOMP-NEXT: follows compiler=clang-22 kernel=acc
// AOMP: isa compiler=clang-22 arch=gfx90a kernel={{.*}}9to_pinned{{.*}} fp-hw=1 cas=0
// AOMP-NEXT: wrong compiler=clang-22 kernel=to_pinned: the policy chose 0 hw + 1 cas, clang-22 compiled 1 hw + 0 cas: hardware FP atomics where the policy chose CAS loops (fine-grained or unknown memory), wrong on fine-grained memory on gfx90a (clang-22 does not read the marking of --omp-compiler=aomp)
// AOMP-NOT: contradiction
