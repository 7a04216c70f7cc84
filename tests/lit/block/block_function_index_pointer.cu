// A block-level __device__ function whose address goes into a function
// pointer type that also holds a plain function reading its indices (which
// makes the pointer type take the indices): the block function gets an
// overload that takes the indices and forwards to it, and the pointer names
// the overload; direct calls keep calling the function itself. The program
// (tests/gpu/block/block_function_pointer.cu) checks its answers on the GPU
// (tests/gpu/build_block_shared_for_h200.sh); the kernel template has only its
// direct form, so on the host and with GCC its launch stops with a message.
// Before: no overload, and `run_stage<reverse_stage>` named nothing of the
// pointer type (clang: no matching function; C2O1503, exit 5).
// RUN: %cuda2omp-verified %S/../../gpu/block/block_function_pointer.cu -o %t.cpp 2> %t.err
// RUN: FileCheck %s < %t.cpp
// RUN: FileCheck %s --check-prefix=DIAG < %t.err
// RUN: %check-no-cuda %t.cpp
// RUN: %omp-host %t.cpp -o %t.clang
// RUN: not --crash %t.clang 2>&1 | FileCheck %s --check-prefix=STOP
// RUN: %omp-gcc %t.cpp -o %t.gcc
// RUN: not --crash %t.gcc 2>&1 | FileCheck %s --check-prefix=STOP
// RUN: %omp-gfx90a-syntax %t.cpp

// CHECK: using stage_fn = void (*)(const uint3, const uint3, const dim3, const dim3, float *out
// CHECK: void reverse_stage(float *out, const float *in, int n, float w) {
// CHECK-NEXT: C2O_DIRECT_INDICES
// CHECK: #pragma omp declare target
// CHECK-NEXT: inline void reverse_stage(const uint3, const uint3, const dim3, const dim3, float *out, const float *in, int n, float w) {
// CHECK-NEXT: #if C2O_HAS_BARE
// CHECK-NEXT: return reverse_stage(out, in, n, w);
// CHECK-NEXT: #else
// CHECK-NEXT: __builtin_unreachable();
// CHECK: run_stage<scale_stage>(n / kBlock, kBlock, 0, dout, din, n, 3.0f);
// CHECK: run_stage<reverse_stage>(n / kBlock, kBlock, 0, dout, din, n, 2.0f);

// DIAG: C2O1130: 'run_stage' has only its direct form
// DIAG-NOT: C2O1503

// STOP: cuda2omp: kernel 'run_stage' has only its direct form
