// The atomic policy: fast FP atomics only where the memory is coarse-grained in
// every configuration (HSA_XNACK=0 and 1), safe elsewhere; per compiler profile.
// --memory=device: the managed buffer stays under unified shared memory.
// RUN: %cuda2omp --atomic-reduction=off --memory=device %s -o %t.cpp --explain-atomics > %t.explain 2> %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: FileCheck %s --check-prefix=EXPLAIN < %t.explain
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: %omp-host %t.cpp -o %t.exe
// RUN: %cuda2omp --atomic-reduction=off --memory=device %s -o %t.clang.cpp --omp-compiler=clang 2> %t.clang.err
// RUN: %strip-checks %s %t.clang.cpp | FileCheck %s --check-prefix=CLANG
// RUN: FileCheck %s --check-prefix=CLANG-ERR < %t.clang.err
// RUN: %cuda2omp --atomic-reduction=off --memory=device %s -o %t.clang19.cpp --omp-compiler=clang19 2> %t.clang19.err
// RUN: FileCheck %s --check-prefix=CLANG19-ERR < %t.clang19.err
// RUN: %cuda2omp --atomic-reduction=off --memory=device %s -o %t.fast.cpp --atomic-policy=fast 2> %t.fast.err
// RUN: FileCheck %s --check-prefix=FAST-ERR < %t.fast.err
// The default --memory=map maps the managed buffer around the launch: the GPU
// touches its device copy (coarse), while pinned memory is still reached
// directly (fine, or a fault without XNACK).
// RUN: %cuda2omp --atomic-reduction=off %s -o %t.map.cpp --explain-atomics > %t.map.explain 2> %t.map.err
// RUN: FileCheck %s --check-prefix=EXPLAIN-MAP < %t.map.explain
// RUN: %omp-host %t.map.cpp -o %t.map.exe
// RUN: not %cuda2omp --atomic-reduction=off %s -o %t.x --atomic-policy=sometimes 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: unknown --atomic-policy 'sometimes'
__global__ void acc(const float *x, float *dev_sum, double *managed_sum, float *pinned_sum, float *ext_sum) {
  int i = threadIdx.x;
  atomicAdd(dev_sum, x[i]);
  // CHECK: C2O_ATOMIC_COARSE {
  // CHECK-NEXT: {{^ *}}#pragma omp atomic update hint(AMD_fast_fp_atomics)
  // CHECK-NEXT: *dev_sum += x[i];
  atomicAdd(managed_sum, (double)x[i]);
  // CHECK: C2O_ATOMIC_FINE {
  // CHECK-NEXT: {{^ *}}#pragma omp atomic update hint(AMD_safe_fp_atomics)
  // CHECK-NEXT: *managed_sum += (double)x[i];
  atomicAdd(pinned_sum, x[i]);
  // CHECK: {{^ *}}#pragma omp atomic update hint(AMD_safe_fp_atomics)
  // CHECK-NEXT: *pinned_sum += x[i];
  atomicAdd(ext_sum, x[i]);
  // CHECK: {{^ *}}#pragma omp atomic update hint(AMD_safe_fp_atomics)
  // CHECK-NEXT: *ext_sum += x[i];
  // Upstream clang >= 20 reads the attribute, not the hint: the macro alone.
  // CLANG: C2O_ATOMIC_COARSE {
  // CLANG-NEXT: {{^ *}}#pragma omp atomic update{{$}}
  // CLANG-NEXT: *dev_sum += x[i];
  // CLANG: C2O_ATOMIC_FINE {
  // CLANG-NEXT: {{^ *}}#pragma omp atomic update{{$}}
  // CLANG-NEXT: *managed_sum += (double)x[i];
}
// EXPLAIN: policy.cu:26:3  atomicAdd  float  memory: cudaMalloc at policy.cu:{{[0-9]+}}  xnack=0: coarse  xnack=1: coarse  chosen: hint(AMD_fast_fp_atomics) + C2O_ATOMIC_COARSE -> hw (coarse in every configuration: fast)
// EXPLAIN: policy.cu:30:3  atomicAdd  double  memory: cudaMallocManaged at policy.cu:{{[0-9]+}}  xnack=0: fault  xnack=1: fine  chosen: hint(AMD_safe_fp_atomics) + C2O_ATOMIC_FINE -> cas (fine-grained in some configuration: safe)
// EXPLAIN: policy.cu:34:3  atomicAdd  float  memory: cudaMallocHost at policy.cu:{{[0-9]+}}  xnack=0: fault  xnack=1: fine  chosen: hint(AMD_safe_fp_atomics) + C2O_ATOMIC_FINE -> cas
// EXPLAIN: policy.cu:37:3  atomicAdd  float  memory: parameter 'ext' (no call in this file)
// EXPLAIN-MAP: policy.cu:30:3  atomicAdd  double  memory: cudaMallocManaged at policy.cu:{{[0-9]+}} (mapped around its launches)  xnack=0: coarse  xnack=1: coarse  chosen: hint(AMD_fast_fp_atomics) + C2O_ATOMIC_COARSE -> hw (coarse in every configuration: fast)
// EXPLAIN-MAP: policy.cu:34:3  atomicAdd  float  memory: cudaMallocHost at policy.cu:{{[0-9]+}}  xnack=0: fault  xnack=1: fine  chosen: hint(AMD_safe_fp_atomics) + C2O_ATOMIC_FINE -> cas
// ERR: policy.cu:37:3: note: C2O1203: where the memory of this atomic comes from is not known in this file
// CLANG-ERR-NOT: C2O1201
// CLANG19-ERR: policy.cu:26:3: note: C2O1201: clang19 ignores OpenMP atomic hints for gfx90a: this floating-point atomic becomes a CAS loop whatever the hint
// FAST-ERR: policy.cu:30:3: warning: C2O1202: a hardware floating-point atomic on fine-grained memory (cudaMallocManaged at {{.*}}) gives wrong results on gfx90a; the 'fast' atomic policy chose it

void run(const float *x, float *ext, int n) {
  float *s, *p; double *m;
  cudaMalloc(&s, sizeof(float));
  cudaMallocManaged(&m, sizeof(double));
  cudaMallocHost(&p, sizeof(float));
  acc<<<1, 32>>>(x, s, m, p, ext);
}
int main() { return 0; }
// --atomic-reduction=off above: the atomics stay in the kernels (every thread adds to one
// address here, which would become a reduction: atomics/grid_uniform_reduction.cu).
