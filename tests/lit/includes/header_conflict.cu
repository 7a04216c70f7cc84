// A header that two inputs translate differently. Where the translations
// change different lines (mode.cuh: the inputs' macros pick other branches,
// each translates its own), the header written is both merged
// (output/TextMerge.h), with no diagnostic, and each input compiles with it.
// Where they change the same lines differently (qualifier.cuh: one function,
// a kernel for one input and a device function for the other), it is
// written once, from the first input, with C2O1020 at the first line that
// differs, in the console and in the header.
// RUN: rm -rf %t && mkdir -p %t/src && cp %S/Inputs/mode.cuh %S/Inputs/mode_a.cu %S/Inputs/mode_b.cu %S/Inputs/qualifier.cuh %S/Inputs/qualifier_a.cu %S/Inputs/qualifier_b.cu %t/src/
// RUN: %cuda2omp --in-root %t/src --out-root %t/out %t/src/mode_a.cu %t/src/mode_b.cu 2>&1 | FileCheck %s --check-prefix=MERGED
// MERGED-NOT: C2O1020
// MERGED: 2 files: 2 translated, 0 failed; diagnostics: 0 errors, 0 warnings
// RUN: FileCheck %s < %t/out/mode.cuh
// CHECK: #if MODE == 1
// CHECK-NEXT: #pragma omp declare target
// CHECK-NEXT: void bump_c2o_body(
// CHECK: #else
// CHECK-NEXT: #pragma omp declare target
// CHECK-NEXT: int ident(int x) { return x; }
// CHECK-NEXT: #pragma omp end declare target
// RUN: %omp-syntax -I %t/out %t/out/mode_a.cpp
// RUN: %omp-syntax -I %t/out %t/out/mode_b.cpp
// RUN: %cuda2omp --in-root %t/src --out-root %t/outq %t/src/qualifier_a.cu %t/src/qualifier_b.cu 2>&1 | FileCheck %s --check-prefix=LOG
// LOG: qualifier.cuh:{{[0-9]+}}:1: warning: C2O1020: '{{.*}}qualifier.cuh' is translated differently in the context of '{{.*}}qualifier_a.cu' and of '{{.*}}qualifier_b.cu'
// LOG: 2 files: 2 translated, 0 failed; diagnostics: 0 errors, 1 warning
// RUN: FileCheck %s --check-prefix=CONFLICT < %t/outq/qualifier.cuh
// CONFLICT: // C2O1020: '{{.*}}qualifier.cuh' is translated differently
// The same header included twice, the same way: no diagnostic.
// RUN: cp %t/src/mode_a.cu %t/src/mode_c.cu
// RUN: %cuda2omp --in-root %t/src --out-root %t/out2 %t/src/mode_a.cu %t/src/mode_c.cu 2>&1 | FileCheck %s --check-prefix=SAME
// SAME-NOT: C2O1020
// SAME: 2 files: 2 translated, 0 failed
