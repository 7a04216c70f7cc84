// SIMD, rounding-mode and complex intrinsics, math constants and __align__
// keep CUDA's names (the helpers define them); the headers become the one
// helper include; approximated rounding modes get C2O1123.
// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: %check-no-cuda %t.cpp
// RUN: %omp-host %t.cpp -o %t.exe && %t.exe | FileCheck %s --check-prefix=OUT
// ERR-NOT: C2O1002
// ERR-NOT: C2O1010
#include <cstdio>
#include <cuComplex.h>
#include <math_constants.h>
// CHECK: #include "c2o_runtime.h"
// CHECK-NOT: #include <math_constants.h>

struct __align__(16) Pixel { unsigned rgba; float w; };
// CHECK: struct __align__(16) Pixel

__global__ void k(Pixel *p, double *d, cuFloatComplex *z) {
  p[0].rgba = __vaddus4(p[0].rgba, 0x10101010u) ^ __byte_perm(p[0].rgba, 0, 0x0123);
  p[0].w = __fadd_rd(p[0].w, CUDART_PI_F);
  d[0] = __fma_ru(d[0], 3.0, 1.0);
  // CHECK: // C2O1123: '__fma_ru' is approximated
  z[0] = cuCmulf(z[0], make_cuFloatComplex(0.0f, 1.0f));
}

int main() {
  Pixel p[1] = {{0xF0F00010u, 1.0f}};
  double d[1] = {1.0};
  cuFloatComplex z[1] = {make_cuFloatComplex(1.0f, 2.0f)};
  k<<<1, 1>>>(p, d, z);
  printf("%08x %.6f %.1f %.1f %.1f %zu\n", p[0].rgba, p[0].w, d[0], cuCrealf(z[0]), cuCimagf(z[0]), alignof(Pixel));
  // OUT: efffe0d0 4.141593 4.0 -2.0 1.0 16
  return 0;
}
