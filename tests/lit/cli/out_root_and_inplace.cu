// --out-root mirrors the tree under --in-root; the input is never touched.
// RUN: rm -rf %t && mkdir -p %t/src/sub && cp %s %t/src/sub/k.cu
// RUN: %cuda2omp --quiet --in-root %t/src --out-root %t/out %t/src/sub/k.cu
// RUN: test -f %t/out/sub/k.cpp
// RUN: cmp %s %t/src/sub/k.cu
// --inplace keeps a backup and refuses to overwrite one.
// RUN: %cuda2omp --quiet --inplace %t/src/sub/k.cu
// RUN: cmp %s %t/src/sub/k.cu.orig
// RUN: FileCheck %s < %t/src/sub/k.cu
// RUN: not %cuda2omp --inplace %t/src/sub/k.cu 2>&1 | FileCheck %s --check-prefix=AGAIN
// AGAIN: backup '{{.*}}k.cu.orig' exists already
// CHECK: {{^}}void k(dim3 c2o_grid, dim3 c2o_block, size_t c2o_shmem, int *p)
// Default output folder: ./cuda2omp_out
// RUN: cd %t/src && %cuda2omp --quiet sub/k.cu.orig -- -x cuda && test -f %t/src/cuda2omp_out/sub/k.cu.orig
__global__ void k(int *p) { p[threadIdx.x] = 0; }
