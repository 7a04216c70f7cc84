// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// The headers of a CUDA library become its helper header, once per library;
// the first CUDA runtime header becomes c2o_runtime.h as before; a library
// without OpenMP helpers keeps its include with C2O1010.
#include <thrust/device_vector.h>
#include <cuda_runtime.h>
#include <thrust/sort.h>
#include <thrust/iterator/zip_iterator.h>
#include <cub/cub.cuh>
#include <cub/device/device_scan.cuh>
#include <cublas_v2.h>
#include <cusparse.h>
#include <library_types.h>
#include <cufft.h>
#include <vector>
// CHECK: {{^}}#include "c2o_thrust.h"
// CHECK-NEXT: {{^}}#include "c2o_runtime.h"
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT: {{^}}#include "c2o_cub.h"
// CHECK-EMPTY:
// CHECK-NEXT: {{^}}#include "c2o_cublas.h"
// CHECK-NEXT: {{^}}#include "c2o_cusparse.h"
// CHECK-NEXT: {{^}}#include "c2o_library_types.h"
// CHECK-NEXT: // C2O1010: CUDA header 'cufft.h' has no OpenMP counterpart; the include was left as it is
// CHECK-NEXT: {{^}}#include <cufft.h>
// CHECK-NEXT: {{^}}#include <vector>
// ERR: includes.cu:16:1: warning: C2O1010: CUDA header 'cufft.h'
// ERR-NOT: C2O1010
int main() { return 0; }
