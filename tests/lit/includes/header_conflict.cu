// A header that two inputs would translate differently (their macros pick
// other branches) is written once, from the first input, with C2O1020 at the
// first line that differs, in the console and in the header.
// RUN: rm -rf %t && mkdir -p %t/src && cp %S/Inputs/mode.cuh %S/Inputs/mode_a.cu %S/Inputs/mode_b.cu %t/src/
// RUN: %cuda2omp --in-root %t/src --out-root %t/out %t/src/mode_a.cu %t/src/mode_b.cu 2>&1 | FileCheck %s --check-prefix=LOG
// LOG: mode.cuh:5:1: warning: C2O1020: '{{.*}}mode.cuh' is translated differently in the context of '{{.*}}mode_a.cu' and of '{{.*}}mode_b.cu' (from line 5)
// LOG: 2 files: 2 translated, 0 failed; diagnostics: 0 errors, 1 warning
// RUN: FileCheck %s < %t/out/mode.cuh
// CHECK: #if MODE == 1
// CHECK-NEXT: // C2O1020: '{{.*}}mode.cuh' is translated differently
// CHECK-NEXT: #pragma omp declare target
// CHECK-NEXT: void bump_c2o_body(
// The same header included twice, the same way: no diagnostic.
// RUN: cp %t/src/mode_a.cu %t/src/mode_c.cu
// RUN: %cuda2omp --in-root %t/src --out-root %t/out2 %t/src/mode_a.cu %t/src/mode_c.cu 2>&1 | FileCheck %s --check-prefix=SAME
// SAME-NOT: C2O1020
// SAME: 2 files: 2 translated, 0 failed
