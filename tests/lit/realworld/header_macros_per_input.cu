// A header with two CUDA macros, each used by one of the two inputs that
// include it (main.cu uses CHECK_LAST, scale.cu SYNC_AND_CHECK, which also
// expands CHECK_LAST): each input's translation rewrites only the bodies of
// the macros it expands. The header written is both translations merged
// (output/TextMerge.h), with no C2O1020: before, it was one of them with
// C2O1020, and cudaDeviceSynchronize stayed in SYNC_AND_CHECK when main.cu's
// was chosen.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cuda2omp --in-root %S/Inputs/macros-per-input --out-root %t/out %S/Inputs/macros-per-input/main.cu %S/Inputs/macros-per-input/scale.cu 2> %t/err
// RUN: FileCheck %s --input-file=%t/out/checks.h
// RUN: FileCheck %s --check-prefix=ERR --input-file=%t/err
// RUN: %omp-host -I %t/out %t/out/main.cpp %t/out/scale.cpp -o %t/exe
// RUN: %t/exe | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc -I %t/out %t/out/main.cpp %t/out/scale.cpp -o %t/gcc && %t/gcc | FileCheck %s --check-prefix=OUT
// CHECK: c2o_error_t err = c2o_get_last_error();
// CHECK: fprintf(stderr, "%s: %s\n", msg, c2o_get_error_string(err));
// CHECK: c2o_device_synchronize();
// ERR-NOT: C2O1020
// OUT: h[7]=21 h[99]=297
