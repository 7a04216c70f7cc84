// The shared header of a collection of programs that compare their GPU result
// with a CPU run (the project's own, in the style of kernel benchmark suites):
// a count of the values beyond a threshold, and the seconds each part took
// printed as bare numbers (the collection's mask hides them).
#ifndef MINIPOLY_COMPARE_H
#define MINIPOLY_COMPARE_H
#include <math.h>
#include <stdio.h>
#include <sys/time.h>

#ifdef SMALL_SIZE
#define N 64
#else
#define N 4096
#endif

static double seconds_now(void) {
  struct timeval tv;
  gettimeofday(&tv, NULL);
  return tv.tv_sec + 1e-6 * tv.tv_usec;
}

static void compare(const float *cpu, const float *gpu, int n, double threshold_percent) {
  int misses = 0;
  for (int i = 0; i < n; ++i) {
    double d = fabs((double)cpu[i] - gpu[i]);
    double base = fabs((double)cpu[i]) > 1e-9 ? fabs((double)cpu[i]) : 1.0;
    if (100.0 * d / base > threshold_percent) ++misses;
  }
  printf("Mismatching CPU-GPU values beyond %.2f percent: %d\n", threshold_percent, misses);
}
#endif
