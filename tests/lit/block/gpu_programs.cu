// The GPU self-checks of tests/gpu/block (run on an H100 with clang 22:
// tests/gpu/results/2026-11-26-block-direct-forms-clang22-h100.txt) translate
// without residual CUDA, compile and link for gfx90a (clang 19: team-memory
// statics must have no initialiser there) and for the host; on
// the host their direct-only kernels stop with the message.
// RUN: %cuda2omp %S/../../gpu/block/direct_forms.cu -o %t-df.cpp 2> %t-df.err
// RUN: FileCheck %s --check-prefix=DF < %t-df.err
// RUN: %check-no-cuda %t-df.cpp
// RUN: %omp-gfx90a-syntax %t-df.cpp
// RUN: clang++-19 -std=c++17 -O2 -fopenmp --offload-arch=gfx90a --rocm-device-lib-path=/usr/lib/x86_64-linux-gnu/amdgcn/bitcode -mcode-object-version=4 -Wno-unused-command-line-argument -I%helpers %t-df.cpp -o %t-df.gfx90a
// RUN: %omp-host %t-df.cpp -o %t-df.exe
// RUN: not --crash %t-df.exe 2>&1 | FileCheck %s --check-prefix=DFSTOP
// RUN: %cuda2omp %S/../../gpu/block/cub_collectives.cu -o %t-cub.cpp 2> %t-cub.err
// RUN: FileCheck %s --check-prefix=CUB < %t-cub.err
// RUN: %check-no-cuda %t-cub.cpp
// RUN: %omp-gfx90a-syntax %t-cub.cpp
// RUN: clang++-19 -std=c++17 -O2 -fopenmp --offload-arch=gfx90a --rocm-device-lib-path=/usr/lib/x86_64-linux-gnu/amdgcn/bitcode -mcode-object-version=4 -Wno-unused-command-line-argument -I%helpers %t-cub.cpp -o %t-cub.gfx90a
// RUN: %omp-host %t-cub.cpp -o %t-cub.exe
// RUN: not --crash %t-cub.exe 2>&1 | FileCheck %s --check-prefix=CUBSTOP
// DF: C2O1130: 'mirrorTwice' has only its direct form
// DF: C2O1130: 'rotateTwice' has only its direct form
// DF: C2O1130: 'buckets' has only its direct form
// DF: C2O1108: block-level kernel 'reverseDyn' also has a direct form
// DF: C2O1108: block-level kernel 'rowSums' also has a direct form
// DF: C2O1108: block-level kernel 'exchanges' also has a direct form
// DFSTOP: cuda2omp: kernel 'mirrorTwice' has only its direct form (synchronisation inside a lambda)
// CUB: C2O1130: 'blockSums' has only its direct form
// CUB: C2O1130: 'blockScans' has only its direct form
// CUB: C2O1130: 'warpSums' has only its direct form
// CUB-NOT: C2O1001
// CUBSTOP: cuda2omp: kernel 'blockSums' has only its direct form
