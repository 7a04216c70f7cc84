// atomic_cost.cpp - cost of a floating-point atomic add as a hardware atomic
// (`#pragma omp atomic update`, what hint(AMD_fast_fp_atomics) asks for) and as
// a compare-and-swap loop (what hint(AMD_safe_fp_atomics) and the default give
// on gfx90a), same compiler, same GPU, side by side.
// Build (NVIDIA, GCC):  g++ -O3 -fopenmp -foffload=nvptx-none -foffload-options="-misa=sm_80 -lm" atomic_cost.cpp
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <omp.h>
#include <vector>

#pragma omp declare target
static inline void cas_add(double *p, double v) {
  unsigned long long *u = reinterpret_cast<unsigned long long *>(p);
  unsigned long long old = __atomic_load_n(u, __ATOMIC_RELAXED), want;
  do {
    double d;
    __builtin_memcpy(&d, &old, sizeof d);
    d += v;
    __builtin_memcpy(&want, &d, sizeof d);
  } while (!__atomic_compare_exchange_n(u, &old, want, true, __ATOMIC_RELAXED, __ATOMIC_RELAXED));
}
#pragma omp end declare target

static double run(bool hardware, double *bins, int nbins, long n) {
  double t0 = omp_get_wtime();
  if (hardware) {
#pragma omp target teams distribute parallel for map(tofrom: bins[:nbins])
    for (long i = 0; i < n; ++i) {
#pragma omp atomic update
      bins[i % nbins] += 1.0;
    }
  } else {
#pragma omp target teams distribute parallel for map(tofrom: bins[:nbins])
    for (long i = 0; i < n; ++i) cas_add(&bins[i % nbins], 1.0);
  }
  return omp_get_wtime() - t0;
}

int main(int argc, char **argv) {
  long n = argc > 1 ? atol(argv[1]) : (1L << 20);
  const int reps = 3;
  setvbuf(stdout, nullptr, _IONBF, 0);
  printf("form\tbins\tupdates\tmedian_ms\tcorrect\n");
  std::vector<int> bin_counts;
  for (const char *s = argc > 2 ? argv[2] : "1,64,4096"; *s;) { // argv[2]: comma-separated bin counts
    bin_counts.push_back(atoi(s));
    while (*s && *s != ',') ++s;
    if (*s) ++s;
  }
  for (int nbins : bin_counts) {
    for (bool hw : {true, false}) {
      std::vector<double> times;
      bool correct = true;
      for (int r = 0; r < reps + 1; ++r) {
        std::vector<double> bins(nbins, 0.0);
        double t = run(hw, bins.data(), nbins, n);
        double total = 0;
        for (double b : bins) total += b;
        correct &= total == (double)n;
        if (r > 0) times.push_back(t * 1e3); // the first run pays for set-up
      }
      std::sort(times.begin(), times.end());
      printf("%s\t%d\t%ld\t%.3f\t%d\n", hw ? "hw" : "cas", nbins, n, times[reps / 2], correct);
    }
  }
  return 0;
}
