// Unknown options and bad combinations are usage errors (exit 1).
// RUN: %cuda2omp --no-such-option %s 2> %t.err; echo "rc=$?" >> %t.err
// RUN: FileCheck %s --check-prefix=UNKNOWN < %t.err
// UNKNOWN: Unknown command line argument '--no-such-option'
// UNKNOWN: rc=1
// RUN: not %cuda2omp %s %s -o %t.x 2>&1 | FileCheck %s --check-prefix=TWO
// TWO: -o takes one input file
// RUN: not %cuda2omp 2>&1 | FileCheck %s --check-prefix=NONE
// NONE: no input files
// RUN: not %cuda2omp %t.does-not-exist.cu -o %t.y 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: no such file
// RUN: %cuda2omp --version | FileCheck %s --check-prefix=VERSION
// VERSION: cuda2omp 0.1.0
// RUN: %cuda2omp --print-helpers-dir | FileCheck %s --check-prefix=HELPERS
// HELPERS: share/cuda2omp/helpers
// RUN: test -f `%cuda2omp --print-helpers-dir`/c2o_runtime.h
__global__ void k() {}
