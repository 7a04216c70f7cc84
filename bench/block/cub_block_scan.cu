// cub_block_scan: the exclusive prefix sum of n ints with CUB's BlockLoad,
// BlockReduce, BlockScan and BlockStore, in three kernels over tiles of 256
// threads x 8 ints:
//   tileSums   each block loads its tile (BLOCK_LOAD_WARP_TRANSPOSE, the last
//              tile partial) and writes the tile's sum (BlockReduce);
//   tileOffsets one block of 1024 threads scans the tile sums 1024 at a time,
//              a prefix callback carrying the running total (BlockScan);
//   scanTiles  each block loads its tile again, scans it from the tile's
//              offset (BlockScan::ExclusiveScan with an initial value) and
//              stores it (BLOCK_STORE_WARP_TRANSPOSE).
// n = 2^24 ints in [0, 3]; one warm-up, then REPS timed scans (std::chrono
// around the launches and one cudaDeviceSynchronize); the result is checked
// on the host.
//   usage: cub_block_scan [N [REPS]]
// Translate with cuda2omp and build with -DVARIANT='"translated"'.
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

#define BLOCK 256
#define ITEMS 8
#define TILE (BLOCK * ITEMS)
#define SCAN_BLOCK 1024

typedef cub::BlockLoad<int, BLOCK, ITEMS, cub::BLOCK_LOAD_WARP_TRANSPOSE> TileLoad;
typedef cub::BlockStore<int, BLOCK, ITEMS, cub::BLOCK_STORE_WARP_TRANSPOSE> TileStore;
typedef cub::BlockReduce<int, BLOCK> TileReduce;
typedef cub::BlockScan<int, BLOCK> TileScan;

struct Plus {
  __device__ int operator()(int a, int b) const { return a + b; }
};

__global__ void tileSums(const int *in, int n, int *sums) {
  __shared__ union {
    TileLoad::TempStorage load;
    TileReduce::TempStorage reduce;
  } temp;
  int items[ITEMS];
  int base = blockIdx.x * TILE;
  TileLoad(temp.load).Load(in + base, items, n - base, 0);
  __syncthreads();
  int s = 0;
  for (int i = 0; i < ITEMS; ++i) s += items[i];
  s = TileReduce(temp.reduce).Sum(s);
  if (threadIdx.x == 0) sums[blockIdx.x] = s;
}

// The running total of the tiles before, seen by the first warp of the block.
struct Carry {
  int total;
  __device__ Carry() : total(0) {}
  __device__ int operator()(int aggregate) {
    int before = total;
    total += aggregate;
    return before;
  }
};

__global__ void tileOffsets(const int *sums, int tiles, int *offsets) {
  typedef cub::BlockScan<int, SCAN_BLOCK> Scan;
  __shared__ typename Scan::TempStorage temp;
  Carry carry;
  for (int base = 0; base < tiles; base += SCAN_BLOCK) {
    int i = base + threadIdx.x;
    int v = i < tiles ? sums[i] : 0;
    Scan(temp).ExclusiveSum(v, v, carry);
    __syncthreads();
    if (i < tiles) offsets[i] = v;
  }
}

__global__ void scanTiles(const int *in, int n, const int *offsets, int *out) {
  __shared__ union {
    TileLoad::TempStorage load;
    TileScan::TempStorage scan;
    TileStore::TempStorage store;
  } temp;
  int items[ITEMS];
  int base = blockIdx.x * TILE;
  TileLoad(temp.load).Load(in + base, items, n - base, 0);
  __syncthreads();
  TileScan(temp.scan).ExclusiveScan(items, items, offsets[blockIdx.x], Plus());
  __syncthreads();
  TileStore(temp.store).Store(out + base, items, n - base);
}

int main(int argc, char **argv) {
  const int n = argc > 1 ? atoi(argv[1]) : (1 << 24);
  const int reps = argc > 2 ? atoi(argv[2]) : 20;
  if (n < 2 || reps < 1) {
    fprintf(stderr, "usage: %s [N>=2 [REPS>=1]]\n", argv[0]);
    return 2;
  }
  std::vector<int> h(n), out(n);
  unsigned s = 17u;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    h[i] = (int)((s >> 13) & 3u);
  }
  const int tiles = (n + TILE - 1) / TILE;
  int *dIn, *dOut, *dSums, *dOffsets;
  CHECK(cudaMalloc(&dIn, n * sizeof(int)));
  CHECK(cudaMalloc(&dOut, n * sizeof(int)));
  CHECK(cudaMalloc(&dSums, tiles * sizeof(int)));
  CHECK(cudaMalloc(&dOffsets, tiles * sizeof(int)));
  CHECK(cudaMemcpy(dIn, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));

  for (int r = -1; r < 0; ++r) { // warm-up
    tileSums<<<tiles, BLOCK>>>(dIn, n, dSums);
    tileOffsets<<<1, SCAN_BLOCK>>>(dSums, tiles, dOffsets);
    scanTiles<<<tiles, BLOCK>>>(dIn, n, dOffsets, dOut);
  }
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  auto t0 = std::chrono::steady_clock::now();
  for (int r = 0; r < reps; ++r) {
    tileSums<<<tiles, BLOCK>>>(dIn, n, dSums);
    tileOffsets<<<1, SCAN_BLOCK>>>(dSums, tiles, dOffsets);
    scanTiles<<<tiles, BLOCK>>>(dIn, n, dOffsets, dOut);
  }
  CHECK(cudaDeviceSynchronize());
  auto t1 = std::chrono::steady_clock::now();
  CHECK(cudaGetLastError());
  const double ms = std::chrono::duration<double, std::milli>(t1 - t0).count() / reps;

  CHECK(cudaMemcpy(out.data(), dOut, n * sizeof(int), cudaMemcpyDeviceToHost));
  long long run = 0;
  int bad = 0;
  for (int i = 0; i < n; ++i) {
    bad += out[i] != run;
    run += h[i];
  }
  cudaFree(dIn);
  cudaFree(dOut);
  cudaFree(dSums);
  cudaFree(dOffsets);
  const bool ok = bad == 0;
  printf("cub_block_scan n=%d tiles=%d reps=%d wrong=%d total=%lld last=%d\n", n, tiles, reps, bad, run,
         out[n - 1]);
  printf("check=%s\n", ok ? "ok" : "FAIL");
  printf("RESULT name=cub_block_scan variant=%s ms_per_iter=%.4f check=%s\n", VARIANT, ms, ok ? "ok" : "FAIL");
  return ok ? 0 : 1;
}
