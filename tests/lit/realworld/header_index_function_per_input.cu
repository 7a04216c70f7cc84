// __device__ functions that read threadIdx, in a header two inputs include
// (Inputs/header-block-level-per-input): rotate.cu calls them from a
// block-level kernel, count.cu calls one from a flat kernel and the others
// not at all (an uninstantiated template, an uncalled member function). A
// function's form must not depend on its callers, or the header is
// translated differently by the two inputs (C2O1020, then a header that does
// not fit one of them: dwt2d of Rodinia). They take the indices as
// parameters whoever calls them; a phase and a direct form pass theirs, as
// a flat kernel's body does. Before: block functions for rotate.cu, plain
// functions for count.cu, C2O1020 and "too few arguments".
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cuda2omp --in-root %S/Inputs/header-block-level-per-input --out-root %t/out %S/Inputs/header-block-level-per-input/rotate.cu %S/Inputs/header-block-level-per-input/count.cu 2> %t/err
// RUN: FileCheck %s --check-prefix=ERR --input-file=%t/err
// RUN: FileCheck %s --input-file=%t/out/lanes.cuh
// RUN: %omp-host -I %t/out %t/out/rotate.cpp %t/out/count.cpp -o %t/exe
// RUN: %t/exe | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc -I %t/out %t/out/rotate.cpp %t/out/count.cpp -o %t/exe-gcc
// RUN: %t/exe-gcc | FileCheck %s --check-prefix=OUT
// RUN: %omp-gfx90a-syntax -I %t/out %t/out/rotate.cpp
// ERR-NOT: C2O1020
// ERR-NOT: C2O1110
// ERR: 2 files: 2 translated, 0 failed; diagnostics: 0 errors, 0 warnings
// CHECK: inline int lane_twice(const uint3 c2o_threadIdx, const uint3 c2o_blockIdx,
// CHECK: inline int interleaved(const uint3 c2o_threadIdx, const uint3 c2o_blockIdx,
// CHECK: void scale(const uint3 c2o_threadIdx, const uint3 c2o_blockIdx,
// OUT: twice 0 2 4 6 8 10 12 14 0 2 4 6 8 10 12 14
// block b, lane t: (2t + 100b) * 3 written at b*8 + (0 2 4 6 1 3 5 7)[t]
// OUT-NEXT: rotate 0 24 6 30 12 36 18 42 300 324 306 330 312 336 318 342
