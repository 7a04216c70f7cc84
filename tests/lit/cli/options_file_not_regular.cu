// A compile command whose nvcc --options-file names something that is not a
// regular file (/dev/zero) is not read: reading it would never end (before the
// fix, the run grew until it was killed). The translation goes on without it.
// RUN: rm -rf %t && mkdir -p %t/b && cp %s %t/k.cu
// RUN: printf '[{"directory": "%t", "command": "nvcc --options-file /dev/zero -I inc -c k.cu", "file": "k.cu"}]' > %t/b/compile_commands.json
// RUN: cd %t && ulimit -v 4000000 && %cuda2omp -p b k.cu -o k.cpp 2>&1 | FileCheck %s
// CHECK: k.cu -> k.cpp
// RUN: grep -q 'k(dim3 c2o_grid' %t/k.cpp
__global__ void k(int *p) { p[0] = 1; }
