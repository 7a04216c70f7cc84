// The shared header of a collection of one-file programs (the project's own,
// in the style of kernel-per-file benchmarks): a CPU reference check that
// prints the first values as "CPU GPU" and a verdict line of its own.
#ifndef MINILLM_COMMON_H
#define MINILLM_COMMON_H
#include <cmath>
#include <cstdio>
#include <cstdlib>

static void check_result(const float *gpu, const float *cpu, int n, float tol) {
  int faults = 0;
  for (int i = 0; i < n; ++i) {
    if (i < 3) printf("%f %f\n", cpu[i], gpu[i]);
    if (std::fabs(cpu[i] - gpu[i]) > tol) {
      printf("Mismatch of out at %d: CPU_ref: %f vs GPU: %f\n", i, cpu[i], gpu[i]);
      if (++faults >= 4) exit(EXIT_FAILURE);
    }
  }
  if (faults) exit(EXIT_FAILURE);
}
#endif
