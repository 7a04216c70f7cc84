// A C++ source of a CUDA project that holds no CUDA (the host half of a
// program, translated with the rest) stays as written: no helper include.
// The helpers bring in <math.h>, whose device wrappers (clang's, for nvptx)
// declare CUDA's integer extras such as umin, which host code like this
// defines for itself (clang 22 sm_90 then rejects the file).
// RUN: %cuda2omp %s -o %t.cpp --quiet
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %omp-host %t.cpp -o %t.exe
// RUN: %t.exe | FileCheck %s --check-prefix=OUT
// CHECK-NOT: c2o_runtime.h
// CHECK: static unsigned umin(unsigned a, unsigned b)
#include <cstdio>

static unsigned umin(unsigned a, unsigned b) { return a <= b ? a : b; }

int main() {
  unsigned total = 0;
  for (unsigned i = 0; i < 10; ++i) total += umin(i, 5);
  std::printf("total %u\n", total);
  // OUT: total 35
  return 0;
}
