// Include folders in a response file (CMake's Makefile generator writes
// `--options-file includes_CUDA.rsp` into compile_commands.json for nvcc).
// RUN: rm -rf %t && mkdir -p %t/inc %t/src && cp %s %t/src/k.cu
// RUN: echo '#define FACTOR 7' > %t/inc/factor.h
// RUN: echo '-I%t/inc' > %t/includes_CUDA.rsp
// RUN: echo '[{"directory": "%t", "file": "%t/src/k.cu", "command": "/usr/local/cuda/bin/nvcc --options-file %t/includes_CUDA.rsp -x cu -c %t/src/k.cu -o k.o"}]' > %t/compile_commands.json
// RUN: %cuda2omp-verified -p %t --quiet %t/src/k.cu -o %t/k.cpp
// RUN: %strip-checks %s %t/k.cpp | FileCheck %s
// CHECK: p[0] = FACTOR + OFFSET;
//
// The check (the run above too) of the written file compiles it with the flags the parse took
// (issue 38: it read neither response files nor nvcc's `-isystem=DIR`, and a
// CMake project of the default generator exited 5, "file not found"): as
// CMake writes them, relative to the command's folder, `-I` and nvcc's
// `-isystem=` in the response file, `-D` on the command line; then clang's
// `@file`. Each run: exit code 0, nothing printed.
// RUN: mkdir -p %t/build/CMakeFiles/k.dir %t/sys
// RUN: echo '#define OFFSET 1' > %t/sys/offset.h
// RUN: echo '-I%t/inc -isystem=%t/sys' > %t/build/CMakeFiles/k.dir/includes_CUDA.rsp
// RUN: echo '[{"directory": "%t/build", "file": "%t/src/k.cu", "command": "/usr/local/cuda/bin/nvcc -forward-unknown-to-host-compiler -DUSE_OFFSET=1 --options-file CMakeFiles/k.dir/includes_CUDA.rsp -std=c++17 -x cu -c %t/src/k.cu -o CMakeFiles/k.dir/src/k.cu.o"}]' > %t/build/compile_commands.json
// RUN: cd %t && %cuda2omp-verified -p build --quiet --in-root . --out-root omp src/k.cu 2> %t/make.err
// RUN: not grep . %t/make.err
// RUN: mkdir -p %t/at && echo '-I ../inc -isystem ../sys -DUSE_OFFSET=1' > %t/at/flags.rsp
// RUN: echo '[{"directory": "%t/at", "file": "%t/src/k.cu", "command": "clang++ @flags.rsp -x cuda -c ../src/k.cu"}]' > %t/at/compile_commands.json
// RUN: cd %t && %cuda2omp-verified -p at --quiet --in-root . --out-root omp-at src/k.cu 2> %t/at.err
// RUN: not grep . %t/at.err
// A forced include of the project's, relative to the command's folder, is
// passed too; one found through the include folders (a CUDA header the parse
// had from the bundled ones) is not needed by the output.
// RUN: mkdir -p %t/fi && echo '#define FORCED_VALUE 3' > %t/fi/forced.h
// RUN: echo '__global__ void f(int *p) { p[0] = FORCED_VALUE; }' > %t/src/f.cu
// RUN: echo '[{"directory": "%t/fi", "file": "%t/src/f.cu", "command": "nvcc -include forced.h -include cuda_fp16.h -c ../src/f.cu"}]' > %t/fi/compile_commands.json
// RUN: cd %t && %cuda2omp-verified -p fi --quiet --in-root . --out-root omp-fi src/f.cu 2> %t/fi.err
// RUN: not grep . %t/fi.err
// RUN: grep -q 'p\[0\] = FORCED_VALUE;' %t/omp-fi/src/f.cpp
#include "factor.h"
#ifdef USE_OFFSET
#include <offset.h>
#else
#define OFFSET 0
#endif
__global__ void k(int *p) { p[0] = FACTOR + OFFSET; }
