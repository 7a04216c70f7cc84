// RUN: %cuda2omp %s -o %t.cpp 2> %t.err; echo "rc=$?" >> %t.err
// RUN: FileCheck %s < %t.err
// CHECK: fatal error: 'no_such_header.h' file not found
// CHECK: rc=2
#include "no_such_header.h"
__global__ void k() {}
