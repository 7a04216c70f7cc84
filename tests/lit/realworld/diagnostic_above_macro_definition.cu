// A header two inputs include, translated differently by each (one expands a
// macro of it that rewrites CUDA calls, the other does not). It was written
// once with C2O1020 above the first line that differs, which was inside the
// macro's definition: the `//` comment ended it (the translation did not
// compile), until the comment went above the #define (that placement is
// unit-tested: text_merge_test.cpp). Now the two translations change
// different lines and are merged (output/TextMerge.h): no C2O1020, the
// macro's body translated.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cuda2omp --in-root %S/Inputs/macro-two-contexts --out-root %t/out %S/Inputs/macro-two-contexts/scale.cu %S/Inputs/macro-two-contexts/main.cu 2> %t/err
// RUN: FileCheck %s --check-prefix=ERR --input-file=%t/err
// RUN: FileCheck %s --input-file=%t/out/check.h
// RUN: %omp-host -I %t/out %t/out/main.cpp %t/out/scale.cpp -o %t/exe
// RUN: %t/exe | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc -I %t/out %t/out/main.cpp %t/out/scale.cpp -o %t/exe-gcc
// RUN: %t/exe-gcc | FileCheck %s --check-prefix=OUT
// ERR-NOT: C2O1020
// CHECK: #define SYNC_AND_CHECK(what) \
// CHECK-NEXT: { \
// CHECK-NEXT: c2o_device_synchronize(); \
// OUT: sum 9900
