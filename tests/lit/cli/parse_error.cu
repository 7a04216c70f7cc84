// A file that does not parse: clang's error is shown, nothing is written, exit code 2.
// RUN: rm -rf %t.dir && mkdir -p %t.dir
// RUN: %cuda2omp %s -o %t.dir/out.cpp 2> %t.err; echo "rc=$?" >> %t.err
// RUN: FileCheck %s < %t.err
// RUN: test ! -e %t.dir/out.cpp
// RUN: ls -A %t.dir | count 0
// CHECK: parse_error.cu:[[@LINE+3]]:{{[0-9]+}}: error:
// CHECK: cuda2omp: error: '{{.*}}parse_error.cu' could not be parsed; nothing was written
// CHECK: rc=2
__global__ void k(int *p) { p[0] = undeclared_thing; }
