// histogram_hand: hand port to OpenMP offload of histogram.cu (256 int bins
// of the bytes, and 64 unsigned bins of byte % 64), what a careful engineer
// would write: per-team private histograms.  Each team takes a contiguous
// chunk of the data, its threads clear a histogram declared in the teams
// region, add to it with `omp atomic`, and merge its non-zero bins into the
// global histogram with `omp atomic`.  As many teams as the CUDA program has
// blocks; the team size is left to the compiler.  Same data, sizes, warm-up,
// repetitions (the global histograms keep accumulating), timing and check
// as the CUDA program.
//   usage: histogram_hand [N [REPS]]
#include <omp.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define BINS 256
#define SMALL_BINS 64

static void histBytes(const unsigned char *data, int n, int *hist, int teams) {
#pragma omp target teams num_teams(teams) is_device_ptr(data, hist)
  {
    int sh[BINS];
#pragma omp parallel
    {
      const long long nt = omp_get_num_teams(), chunk = (n + nt - 1) / nt;
      const long long lo = omp_get_team_num() * chunk;
      const long long hi = lo + chunk < n ? lo + chunk : n;
#pragma omp for
      for (int b = 0; b < BINS; ++b) sh[b] = 0;
#pragma omp for
      for (long long i = lo; i < hi; ++i) {
#pragma omp atomic update
        sh[data[i]] += 1;
      }
#pragma omp for
      for (int b = 0; b < BINS; ++b)
        if (sh[b] != 0) {
#pragma omp atomic update
          hist[b] += sh[b];
        }
    }
  }
}

static void histMod64(const unsigned char *data, int n, unsigned *hist, int teams) {
#pragma omp target teams num_teams(teams) is_device_ptr(data, hist)
  {
    unsigned sh[SMALL_BINS];
#pragma omp parallel
    {
      const long long nt = omp_get_num_teams(), chunk = (n + nt - 1) / nt;
      const long long lo = omp_get_team_num() * chunk;
      const long long hi = lo + chunk < n ? lo + chunk : n;
#pragma omp for
      for (int b = 0; b < SMALL_BINS; ++b) sh[b] = 0u;
#pragma omp for
      for (long long i = lo; i < hi; ++i) {
#pragma omp atomic update
        sh[data[i] % SMALL_BINS] += 1u;
      }
#pragma omp for
      for (int b = 0; b < SMALL_BINS; ++b)
        if (sh[b] != 0u) {
#pragma omp atomic update
          hist[b] += sh[b];
        }
    }
  }
}

int main(int argc, char **argv) {
  const int n = argc > 1 ? atoi(argv[1]) : (1 << 24);
  const int reps = argc > 2 ? atoi(argv[2]) : 10;
  if (n < 1 || reps < 1) {
    fprintf(stderr, "usage: %s [N [REPS]]\n", argv[0]);
    return 2;
  }
  std::vector<unsigned char> h(n);
  unsigned s = 42u;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    unsigned r = s >> 8;
    // skewed: a quarter of the values fall in [96, 111]; 200-203 never occur
    unsigned v = (r & 3u) == 0u ? 96u + ((r >> 2) & 15u) : (r >> 4) & 255u;
    if (v >= 200u && v <= 203u) v = 7u;
    h[i] = (unsigned char)v;
  }
  // the CUDA program's grids: at least ~8 elements per thread, at most 1024 and 512 blocks
  int g1 = (n + 128 * 8 - 1) / (128 * 8), g2 = (n + 256 * 8 - 1) / (256 * 8);
  if (g1 > 1024) g1 = 1024;
  if (g2 > 512) g2 = 512;

  const int host = omp_get_initial_device();
  const int dev = omp_get_num_devices() > 0 ? omp_get_default_device() : host;
  unsigned char *dData = (unsigned char *)omp_target_alloc(n, dev);
  int *dHist = (int *)omp_target_alloc(BINS * sizeof(int), dev);
  unsigned *dHist64 = (unsigned *)omp_target_alloc(SMALL_BINS * sizeof(unsigned), dev);
  if (!dData || !dHist || !dHist64) {
    fprintf(stderr, "omp_target_alloc failed\n");
    return 1;
  }
  const std::vector<int> zeros(BINS, 0);
  omp_target_memcpy(dData, h.data(), n, 0, 0, dev, host);
  omp_target_memcpy(dHist, zeros.data(), BINS * sizeof(int), 0, 0, dev, host);
  omp_target_memcpy(dHist64, zeros.data(), SMALL_BINS * sizeof(unsigned), 0, 0, dev, host);

  // warm-up
  histBytes(dData, n, dHist, g1);
  histMod64(dData, n, dHist64, g2);

  auto t0 = std::chrono::steady_clock::now();
  for (int r = 0; r < reps; ++r) {
    histBytes(dData, n, dHist, g1);
    histMod64(dData, n, dHist64, g2);
  }
  auto t1 = std::chrono::steady_clock::now();
  const double ms = std::chrono::duration<double, std::milli>(t1 - t0).count() / reps;

  // checked pair from cleared histograms
  omp_target_memcpy(dHist, zeros.data(), BINS * sizeof(int), 0, 0, dev, host);
  omp_target_memcpy(dHist64, zeros.data(), SMALL_BINS * sizeof(unsigned), 0, 0, dev, host);
  histBytes(dData, n, dHist, g1);
  histMod64(dData, n, dHist64, g2);
  std::vector<int> hist(BINS);
  std::vector<unsigned> hist64(SMALL_BINS);
  omp_target_memcpy(hist.data(), dHist, BINS * sizeof(int), 0, 0, host, dev);
  omp_target_memcpy(hist64.data(), dHist64, SMALL_BINS * sizeof(unsigned), 0, 0, host, dev);
  omp_target_free(dData, dev);
  omp_target_free(dHist, dev);
  omp_target_free(dHist64, dev);

  std::vector<int> ref(BINS, 0);
  std::vector<unsigned> ref64(SMALL_BINS, 0u);
  for (int i = 0; i < n; ++i) {
    ++ref[h[i]];
    ++ref64[h[i] % SMALL_BINS];
  }
  int bad = 0, bad64 = 0;
  long long total = 0, weighted = 0, refWeighted = 0;
  unsigned long long total64 = 0;
  for (int b = 0; b < BINS; ++b) {
    if (hist[b] != ref[b]) ++bad;
    total += hist[b];
    weighted += (long long)hist[b] * b;
    refWeighted += (long long)ref[b] * b;
  }
  for (int b = 0; b < SMALL_BINS; ++b) {
    if (hist64[b] != ref64[b]) ++bad64;
    total64 += hist64[b];
  }
  const bool ok = bad == 0 && bad64 == 0 && total == n && total64 == (unsigned long long)n &&
                  weighted == refWeighted;
  printf("histogram (hand) n=%d teams=%d,%d reps=%d\n", n, g1, g2, reps);
  printf("bins256: bad=%d total=%lld weighted=%lld ref=%lld; bins64: bad=%d total=%llu\n", bad,
         total, weighted, refWeighted, bad64, total64);
  printf("check=%s\n", ok ? "ok" : "FAIL");
  printf("RESULT name=histogram variant=hand ms_per_iter=%.4f check=%s\n", ms, ok ? "ok" : "FAIL");
  return ok ? 0 : 1;
}
