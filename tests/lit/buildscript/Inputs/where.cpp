// Where does a target region run? "device" when the program was built with
// offloading (on the host plugin here, -fopenmp-targets), "host" without it.
#include <cstdio>
#include <omp.h>
#include "c2o_runtime.h" // from cuda2omp::helpers: the include folder is there

int main() {
  int initial = 1;
#pragma omp target map(from : initial)
  initial = omp_is_initial_device();
  dim3 block(WHERE_BLOCK); // WHERE_BLOCK: a definition the build passes
  std::printf("target region ran on the %s, block %u\n", initial ? "host" : "device", block.x);
  return 0;
}
