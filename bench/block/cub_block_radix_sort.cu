// cub_block_radix_sort: sorts TILES independent tiles of 1024 (key, value)
// pairs (32-bit unsigned keys, each value its key's index in the input) with
// CUB's BlockLoad (BLOCK_LOAD_WARP_TRANSPOSE), BlockRadixSort and BlockStore
// (BLOCK_STORE_WARP_TRANSPOSE): one block of 128 threads x 8 pairs per tile.
// TILES = 4096 (2^22 pairs); one warm-up, then REPS timed sorts
// (std::chrono around the launches and one cudaDeviceSynchronize), each of
// the unsorted input. Checked on the host: every tile ascending, and each
// value the index of an input of its tile whose key is the one beside it,
// every index once (ties may come in any order).
//   usage: cub_block_radix_sort [TILES [REPS]]
// Translate with cuda2omp and build with -DVARIANT='"translated"'.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>
#include <cub/cub.cuh>

#ifndef VARIANT
#define VARIANT "cuda"
#endif

#define CHECK(call)                                                                                  \
  do {                                                                                               \
    cudaError_t err_ = (call);                                                                       \
    if (err_ != cudaSuccess) {                                                                       \
      fprintf(stderr, "CUDA error '%s' at %s:%d\n", cudaGetErrorString(err_), __FILE__, __LINE__); \
      exit(1);                                                                                       \
    }                                                                                                \
  } while (0)

#define BLOCK 128
#define ITEMS 8
#define TILE (BLOCK * ITEMS)

__global__ void sortTiles(const unsigned *keysIn, unsigned *keysOut, int *valuesOut) {
  typedef cub::BlockLoad<unsigned, BLOCK, ITEMS, cub::BLOCK_LOAD_WARP_TRANSPOSE> LoadKeys;
  typedef cub::BlockStore<unsigned, BLOCK, ITEMS, cub::BLOCK_STORE_WARP_TRANSPOSE> StoreKeys;
  typedef cub::BlockStore<int, BLOCK, ITEMS, cub::BLOCK_STORE_WARP_TRANSPOSE> StoreValues;
  typedef cub::BlockRadixSort<unsigned, BLOCK, ITEMS, int> Sort;
  __shared__ union {
    typename LoadKeys::TempStorage load;
    typename Sort::TempStorage sort;
    typename StoreKeys::TempStorage store_keys;
    typename StoreValues::TempStorage store_values;
  } temp;
  const int base = blockIdx.x * TILE;
  unsigned keys[ITEMS];
  int values[ITEMS];
  LoadKeys(temp.load).Load(keysIn + base, keys);
  for (int i = 0; i < ITEMS; ++i) values[i] = threadIdx.x * ITEMS + i;
  __syncthreads();
  Sort(temp.sort).Sort(keys, values);
  __syncthreads();
  StoreKeys(temp.store_keys).Store(keysOut + base, keys);
  __syncthreads();
  StoreValues(temp.store_values).Store(valuesOut + base, values);
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
  unsigned *dIn, *dOut;
  int *dVal;
  CHECK(cudaMalloc(&dIn, n * sizeof(unsigned)));
  CHECK(cudaMalloc(&dOut, n * sizeof(unsigned)));
  CHECK(cudaMalloc(&dVal, n * sizeof(int)));
  CHECK(cudaMemcpy(dIn, keys.data(), n * sizeof(unsigned), cudaMemcpyHostToDevice));

  sortTiles<<<tiles, BLOCK>>>(dIn, dOut, dVal); // warm-up
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  auto t0 = std::chrono::steady_clock::now();
  for (int r = 0; r < reps; ++r) sortTiles<<<tiles, BLOCK>>>(dIn, dOut, dVal);
  CHECK(cudaDeviceSynchronize());
  auto t1 = std::chrono::steady_clock::now();
  CHECK(cudaGetLastError());
  const double ms = std::chrono::duration<double, std::milli>(t1 - t0).count() / reps;

  CHECK(cudaMemcpy(sorted.data(), dOut, n * sizeof(unsigned), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(values.data(), dVal, n * sizeof(int), cudaMemcpyDeviceToHost));
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
  cudaFree(dIn);
  cudaFree(dOut);
  cudaFree(dVal);
  const bool ok = bad == 0;
  printf("cub_block_radix_sort tiles=%d n=%d reps=%d wrong=%d\n", tiles, n, reps, bad);
  printf("check=%s\n", ok ? "ok" : "FAIL");
  printf("RESULT name=cub_block_radix_sort variant=%s ms_per_iter=%.4f check=%s\n", VARIANT, ms,
         ok ? "ok" : "FAIL");
  return ok ? 0 : 1;
}
