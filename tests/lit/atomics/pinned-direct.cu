// Pinned host memory that a kernel reaches directly is host memory the GPU
// reads in place (zero-copy): fine-grained with HSA_XNACK=1, a fault with
// HSA_XNACK=0. Its FP atomics get the safe form even when the file has no
// managed memory and so no `requires unified_shared_memory` (before
// 2026-11-23 they got the fast one: wrong sums on MI250X).
// omp-atomic-check agrees with the translation under both memory strategies:
// it follows the atomics into the kernel's `declare target` body function,
// which the launcher's target region calls, and judges them with the memory
// the launch passes (c2o_malloc: device memory; c2o_mapped_ptr: a mapped
// buffer's device copy; pinned host memory read in place). The same output
// with the fast hint forced onto the pinned atomic is reported wrong.
// RUN: %cuda2omp --atomic-reduction=off %s -o %t.cpp --explain-atomics > %t.explain 2> %t.err
// RUN: FileCheck %s --check-prefix=EXPLAIN < %t.explain
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %omp-host %t.cpp -o %t.exe && %t.exe | FileCheck %s --check-prefix=OUT
// RUN: %omp-atomic-check %t.cpp -- -I %helpers | FileCheck %s --check-prefix=MAP
// RUN: %cuda2omp --atomic-reduction=off --memory=device %s -o %t.dev.cpp
// RUN: %omp-atomic-check %t.dev.cpp -- -I %helpers | FileCheck %s --check-prefix=DEV
// RUN: sed 's/hint(AMD_safe_fp_atomics)/hint(AMD_fast_fp_atomics)/' %t.cpp > %t.forced.cpp
// RUN: not %omp-atomic-check --xnack=1 %t.forced.cpp -- -I %helpers | FileCheck %s --check-prefix=FORCED
// Upstream clang >= 20 reads the attribute macro instead: the coarse one
// forced onto the pinned atomic is wrong under --omp-compiler=clang, while the
// hint alone changes nothing there.
// RUN: sed 's/C2O_ATOMIC_FINE/C2O_ATOMIC_COARSE/' %t.cpp > %t.forced-attr.cpp
// RUN: not %omp-atomic-check --xnack=1 --omp-compiler=clang %t.forced-attr.cpp -- -I %helpers | FileCheck %s --check-prefix=FORCED-ATTR
// RUN: %omp-atomic-check --xnack=1 --omp-compiler=clang %t.forced.cpp -- -I %helpers | FileCheck %s --check-prefix=HINT-CLANG
#include <cstdio>

__global__ void acc(const float *x, float *pinnedSum, float *deviceSum) {
  atomicAdd(pinnedSum, x[threadIdx.x]);
  // CHECK: #pragma omp atomic update hint(AMD_safe_fp_atomics)
  // CHECK-NEXT: *pinnedSum += x[c2o_threadIdx.x];
  atomicAdd(deviceSum, x[threadIdx.x]);
  // CHECK: #pragma omp atomic update hint(AMD_fast_fp_atomics)
  // CHECK-NEXT: *deviceSum += x[c2o_threadIdx.x];
}

int main() {
  float hx[32], *x, *p, *d, dsum = 0.0f;
  for (int i = 0; i < 32; ++i) hx[i] = 1.0f;
  cudaMalloc(&x, sizeof(hx));
  cudaMalloc(&d, sizeof(float));
  cudaMallocHost(&p, sizeof(float));
  *p = 0.0f;
  cudaMemcpy(x, hx, sizeof(hx), cudaMemcpyHostToDevice);
  cudaMemset(d, 0, sizeof(float));
  acc<<<1, 32>>>(x, p, d);
  cudaDeviceSynchronize();
  cudaMemcpy(&dsum, d, sizeof(float), cudaMemcpyDeviceToHost);
  printf("pinned=%.0f device=%.0f\n", *p, dsum);
  return 0;
}
// EXPLAIN: pinned-direct.cu:30:3  atomicAdd  float  memory: cudaMallocHost at pinned-direct.cu:43  xnack=0: fault  xnack=1: fine  chosen: hint(AMD_safe_fp_atomics) + C2O_ATOMIC_FINE -> cas (fine-grained in some configuration: safe)
// EXPLAIN: pinned-direct.cu:33:3  atomicAdd  float  memory: cudaMalloc at pinned-direct.cu:42  xnack=0: coarse  xnack=1: coarse  chosen: hint(AMD_fast_fp_atomics) + C2O_ATOMIC_COARSE -> hw (coarse in every configuration: fast)
// OUT: pinned=32 device=32
// DEV: ok xnack=0 memory=fine code=cas hint=safe attribute=fine_grained_memory,remote_memory 'pinnedSum' is c2o_malloc_host at
// DEV: ok xnack=1 memory=fine code=cas hint=safe attribute=fine_grained_memory,remote_memory 'pinnedSum' is c2o_malloc_host at
// DEV: ok xnack=0 memory=coarse code=hw hint=fast attribute=no_fine_grained_memory,no_remote_memory,ignore_denormal_mode 'deviceSum' is c2o_malloc at
// DEV: ok xnack=1 memory=coarse code=hw hint=fast attribute=no_fine_grained_memory,no_remote_memory,ignore_denormal_mode 'deviceSum' is c2o_malloc at
// MAP: ok xnack=0 memory=fine code=cas hint=safe attribute=fine_grained_memory,remote_memory 'pinnedSum' is c2o_malloc_host at
// MAP: ok xnack=1 memory=fine code=cas hint=safe attribute=fine_grained_memory,remote_memory 'pinnedSum' is c2o_malloc_host at
// MAP: ok xnack=0 memory=coarse code=hw hint=fast attribute=no_fine_grained_memory,no_remote_memory,ignore_denormal_mode 'deviceSum' is c2o_mapped_ptr at
// MAP: ok xnack=1 memory=coarse code=hw hint=fast attribute=no_fine_grained_memory,no_remote_memory,ignore_denormal_mode 'deviceSum' is c2o_mapped_ptr at
// FORCED-ATTR: wrong xnack=1 memory=fine code=hw hint=safe attribute=no_fine_grained_memory,no_remote_memory,ignore_denormal_mode 'pinnedSum' is c2o_malloc_host at
// HINT-CLANG: ok xnack=1 memory=fine code=cas hint=fast attribute=fine_grained_memory,remote_memory 'pinnedSum'
// FORCED: wrong xnack=1 memory=fine code=hw hint=fast attribute=fine_grained_memory,remote_memory 'pinnedSum' is c2o_malloc_host at {{.*}} (with aomp; ok (cas) with clang)
// --atomic-reduction=off above: the atomics stay in the kernels (every thread adds to one
// address here, which would become a reduction: atomics/grid_uniform_reduction.cu).
