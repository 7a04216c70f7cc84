// A block-level device function in a header two inputs include, called with
// a block-uniform argument by one and not at all by the other: the header is
// written once, so its signature must not depend on one input's calls (the
// caller's translation and the written header agree, and no C2O1020). Its
// functions are not inline, which nvcc allows (each input's device code is
// compiled on its own): the translation makes them inline, or the two
// objects would both define them, once (GCC refuses `inline` twice beside
// C2O_BLOCK_FUNCTION).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cuda2omp --in-root %S/Inputs/shared-block-function --out-root %t/out %S/Inputs/shared-block-function/scale.cu %S/Inputs/shared-block-function/totals.cu 2> %t/err
// RUN: FileCheck %s --check-prefix=ERR --input-file=%t/err
// RUN: %omp-host -I %t/out %t/out/totals.cpp %t/out/scale.cpp -o %t/exe
// RUN: %t/exe | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc -I %t/out %t/out/totals.cpp %t/out/scale.cpp -o %t/exe-gcc
// RUN: %t/exe-gcc | FileCheck %s --check-prefix=OUT
// ERR-NOT: C2O1020
// totals: each block's 64 threads give (t + b) * 3: 3 * (2016 + 64 b)
// OUT: totals 6048 6240 6432 6624 scale 72
