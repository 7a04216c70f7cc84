// After writing, each output is compiled syntax-only with clang++-19 (-fopenmp
// -std=c++17, the helpers and the input's -I/-D flags); each error becomes
// C2O1503 at the line of the input its output line comes from, and the exit
// code is 5. --no-verify skips the check; --verify-with picks the compiler.
// RUN: rm -rf %t && mkdir -p %t/inc && cp %s %t/v.cu
// RUN: printf '#pragma once\n#define SCALE 2\n' > %t/inc/scale.h
// RUN: %cuda2omp-verified %t/v.cu -o %t/v.cpp -- -I%t/inc -DEXTRA=1 2> %t/v.err; echo "rc=$?" >> %t/v.err
// RUN: FileCheck %s < %t/v.err
// CHECK: v.cu:[[@LINE+34]]:3: warning: C2O1002: CUDA API 'cudaIpcMemHandle_t' is not supported; it was left as it is
// CHECK: v.cu:[[@LINE+33]]:3: error: C2O1503: the translation does not compile: unknown type name 'cudaIpcMemHandle_t' ({{.*}}v.cpp:{{[0-9]+}}:3)
// CHECK: rc=5
// RUN: test -f %t/v.cpp
// The same with --no-verify: exit code 0.
// RUN: %cuda2omp-verified --quiet --no-verify %t/v.cu -o %t/v.cpp -- -I%t/inc -DEXTRA=1
// A compiler that is not there: a warning, the exit code unchanged.
// RUN: %cuda2omp-verified --verify-with=clang++-99 %t/v.cu -o %t/v.cpp -- -I%t/inc -DEXTRA=1 2>&1 | FileCheck %s --check-prefix=NONE
// NONE: v.cpp: warning: C2O1504: the translation was not verified: 'clang++-99' was not found
// A file whose translation compiles (with the input's -I and -D: SCALE, EXTRA): exit code 0, nothing printed; --werror-ids does not hide code 5.
// RUN: sed '/cudaIpcMemHandle_t handle/d' %s > %t/ok.cu
// RUN: %cuda2omp-verified --quiet %t/ok.cu -o %t/ok.cpp -- -I%t/inc -DEXTRA=1 2> %t/ok.err
// RUN: not grep . %t/ok.err
// RUN: %cuda2omp-verified --quiet --werror-ids=C2O1002 %t/v.cu -o %t/v.cpp -- -I%t/inc -DEXTRA=1; test $? -eq 5
// A project: a folder of -I under --in-root is looked up in --out-root first,
// where its translated header is (the CUDA original would not compile), and an
// error in a translated header is reported at the header's own line.
// RUN: mkdir -p %t/proj/include && printf '#pragma once\n__device__ inline int twice(int x) { return 2 * x; }\n' > %t/proj/include/twice.cuh
// RUN: printf '#include "twice.cuh"\n__global__ void k(int *p) { p[threadIdx.x] = twice(p[threadIdx.x]); }\nvoid run(int *p) { k<<<1, 32>>>(p); }\n' > %t/proj/main.cu
// RUN: cd %t && %cuda2omp-verified --quiet --in-root proj --out-root proj-omp proj/main.cu -- -Iproj/include
// RUN: not clang++-19 -fsyntax-only -fopenmp -std=c++17 -I%helpers -I%t/proj/include %t/proj-omp/main.cpp
// RUN: printf '#pragma once\n__device__ inline int twice(int x) { return 2 * x; }\ninline void ipc(void *p) {\n  cudaIpcMemHandle_t h;\n}\n' > %t/proj/include/twice.cuh
// RUN: cd %t && not %cuda2omp-verified --quiet --in-root proj --out-root proj-omp2 proj/main.cu -- -Iproj/include 2>&1 | FileCheck %s --check-prefix=HEADER
// HEADER: proj/include/twice.cuh:4:3: error: C2O1503: the translation does not compile: unknown type name 'cudaIpcMemHandle_t' ({{.*}}proj-omp2/include/twice.cuh:{{[0-9]+}}:3)
#include <cuda_runtime.h>
#include "scale.h"

__global__ void add(int *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] += SCALE * EXTRA;
}

void run(int *p, int n) {
  // A type with no OpenMP counterpart: left as it is, it does not compile.
  cudaIpcMemHandle_t handle;
  add<<<(n + 255) / 256, 256>>>(p, n);
}
