// RUN: %cuda2omp %s -o %t.cpp --quiet
// RUN: %strip-checks %s %t.cpp | FileCheck %s
/* A file with no CUDA include: the helper include goes before the first code line. */

// CHECK: /* A file with no CUDA include: the helper include goes before the first code line. */
// CHECK: {{^}}#include "c2o_runtime.h"
// CHECK-NEXT: {{^}}#include <cstdio>
#include <cstdio>
