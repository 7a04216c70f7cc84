// Include folders in a response file (CMake's Makefile generator writes
// `--options-file includes_CUDA.rsp` into compile_commands.json for nvcc).
// RUN: rm -rf %t && mkdir -p %t/inc %t/src && cp %s %t/src/k.cu
// RUN: echo '#define FACTOR 7' > %t/inc/factor.h
// RUN: echo '-I%t/inc' > %t/includes_CUDA.rsp
// RUN: echo '[{"directory": "%t", "file": "%t/src/k.cu", "command": "/usr/local/cuda/bin/nvcc --options-file %t/includes_CUDA.rsp -x cu -c %t/src/k.cu -o k.o"}]' > %t/compile_commands.json
// RUN: %cuda2omp -p %t --quiet %t/src/k.cu -o %t/k.cpp
// RUN: %strip-checks %s %t/k.cpp | FileCheck %s
// CHECK: p[0] = FACTOR;
#include "factor.h"
__global__ void k(int *p) { p[0] = FACTOR; }
