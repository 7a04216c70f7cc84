// A header two inputs include, one using its CUDA macro in device code and
// one (listed first) using none of it: the written header is the translation
// that rewrites the macro (the CUDA input's), with no C2O1020 (the host
// file translated the header's CUDA include and left the macro as it is).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cuda2omp --in-root %S/Inputs/macro-header --out-root %t/out %S/Inputs/macro-header/host.cpp %S/Inputs/macro-header/kernel.cu 2> %t/err
// RUN: FileCheck %s --input-file=%t/out/common.h
// RUN: FileCheck %s --check-prefix=ERR --input-file=%t/err
// RUN: %omp-host -I %t/out %t/out/kernel.cpp %t/out/host.cpp -o %t/exe
// RUN: %t/exe | FileCheck %s --check-prefix=OUT
// CHECK: #define FMUL(x, y) (c2o_mul24(x, y))
// ERR-NOT: C2O1020
// OUT: h[7]=21 scale=3
