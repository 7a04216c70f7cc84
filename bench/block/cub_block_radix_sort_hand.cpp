// cub_block_radix_sort_hand: hand port to OpenMP offload of
// cub_block_radix_sort.cu (TILES independent tiles of 1024 (key, value)
// pairs sorted by key), as a careful engineer writes it without CUB: a
// bitonic sorting network over all tiles at once, one target loop per
// compare-and-exchange stage (55 for tiles of 1024), each pair of the stage
// one iteration; the first stage copies the input. Same data, sizes, warm-up,
// repetitions, timing and check as the CUDA program (the network is not
// stable: ties may come in any order, which the check allows).
//   usage: cub_block_radix_sort_hand [TILES [REPS]]
#include <omp.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

#ifndef VARIANT
#define VARIANT "hand"
#endif

#define TILE 1024

static void sortTiles(const unsigned *in, unsigned *keys, int *values, int n) {
#pragma omp target teams distribute parallel for is_device_ptr(in, keys, values)
  for (int i = 0; i < n; ++i) {
    keys[i] = in[i];
    values[i] = i % TILE;
  }
  for (int k = 2; k <= TILE; k *= 2)
    for (int j = k / 2; j > 0; j /= 2) {
#pragma omp target teams distribute parallel for is_device_ptr(keys, values)
      for (int p = 0; p < n / 2; ++p) {
        // the p-th pair of the stage: i has bit j clear, its partner i + j
        const int i = (p / j) * 2 * j + p % j, q = i + j;
        const bool up = k == TILE || (i & k) == 0; // each tile ends ascending
        const unsigned a = keys[i], b = keys[q];
        if ((a > b) == up) {
          keys[i] = b;
          keys[q] = a;
          const int v = values[i];
          values[i] = values[q];
          values[q] = v;
        }
      }
    }
}

int main(int argc, char **argv) {
  const int tiles = argc > 1 ? atoi(argv[1]) : 4096;
  const int reps = argc > 2 ? atoi(argv[2]) : 20;
  if (tiles < 1 || reps < 1) {
    fprintf(stderr, "usage: %s [TILES>=1 [REPS>=1]]\n", argv[0]);
    return 2;
  }
  const int n = tiles * TILE;
  std::vector<unsigned> keys(n), sorted(n);
  std::vector<int> values(n);
  unsigned s = 12345u;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    keys[i] = i % 5 == 0 ? (s >> 20) : s; // some ties
  }
  const int host = omp_get_initial_device();
  const int dev = omp_get_num_devices() > 0 ? omp_get_default_device() : host;
  unsigned *dIn = (unsigned *)omp_target_alloc(n * sizeof(unsigned), dev);
  unsigned *dOut = (unsigned *)omp_target_alloc(n * sizeof(unsigned), dev);
  int *dVal = (int *)omp_target_alloc(n * sizeof(int), dev);
  if (!dIn || !dOut || !dVal) {
    fprintf(stderr, "omp_target_alloc failed\n");
    return 1;
  }
  omp_target_memcpy(dIn, keys.data(), n * sizeof(unsigned), 0, 0, dev, host);
  sortTiles(dIn, dOut, dVal, n); // warm-up
  auto t0 = std::chrono::steady_clock::now();
  for (int r = 0; r < reps; ++r) sortTiles(dIn, dOut, dVal, n);
  auto t1 = std::chrono::steady_clock::now();
  const double ms = std::chrono::duration<double, std::milli>(t1 - t0).count() / reps;
  omp_target_memcpy(sorted.data(), dOut, n * sizeof(unsigned), 0, 0, host, dev);
  omp_target_memcpy(values.data(), dVal, n * sizeof(int), 0, 0, host, dev);
  omp_target_free(dIn, dev);
  omp_target_free(dOut, dev);
  omp_target_free(dVal, dev);

  int bad = 0;
  std::vector<char> seen(TILE);
  for (int t = 0; t < tiles; ++t) {
    std::fill(seen.begin(), seen.end(), 0);
    for (int i = 0; i < TILE; ++i) {
      const int at = t * TILE + i, v = values[at];
      bool fine = v >= 0 && v < TILE && !seen[v] && keys[t * TILE + v] == sorted[at] &&
                  (i == 0 || sorted[at - 1] <= sorted[at]);
      if (fine) seen[v] = 1;
      bad += !fine;
    }
  }
  const bool ok = bad == 0;
  printf("cub_block_radix_sort (hand) tiles=%d n=%d reps=%d wrong=%d\n", tiles, n, reps, bad);
  printf("check=%s\n", ok ? "ok" : "FAIL");
  printf("RESULT name=cub_block_radix_sort variant=%s ms_per_iter=%.4f check=%s\n", VARIANT, ms,
         ok ? "ok" : "FAIL");
  return ok ? 0 : 1;
}
