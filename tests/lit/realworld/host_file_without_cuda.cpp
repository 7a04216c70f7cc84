// A C++ source of a CUDA project that holds no CUDA (the host half of a
// program, translated with the rest) stays as written: no helper include.
// The helpers bring in <math.h>, whose device wrappers (clang's, for nvptx)
// declare CUDA's integer extras such as umin, which host code like this
// defines for itself (clang 22 sm_90 then rejects the file). Its standard
// headers parse (clang's CUDA wrappers of <algorithm>, <complex>, <new>).
// RUN: %cuda2omp %s -o %t.cpp --quiet
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %omp-host %t.cpp -o %t.exe
// RUN: %t.exe | FileCheck %s --check-prefix=OUT
// CHECK-NOT: c2o_runtime.h
// CHECK: static unsigned umin(unsigned a, unsigned b)
#include <algorithm>
#include <complex>
#include <cstdio>
#include <new>

static unsigned umin(unsigned a, unsigned b) { return a <= b ? a : b; }

int main() {
  unsigned total = 0;
  for (unsigned i = 0; i < 10; ++i) total += umin(i, 5);
  std::complex<double> c(3, 4);
  std::printf("total %u max %u abs %g\n", total, std::max(total, 7u), std::abs(c));
  // OUT: total 35 max 35 abs 5
  return 0;
}
