// 36_scan_inclusive_block: inclusive prefix sum of 41281 ints in tiles of
// 1024 elements.  256 threads per block run a Hillis-Steele scan over a
// double-buffered __shared__ int buf[2][TILE] (each thread owns 4 slots, an
// inner loop per step, __syncthreads() at the end of every step).  The last
// value of each tile goes to a block-sum array, which is scanned by the same
// kernel (one block), and a second kernel adds the previous tile's offset
// from a __shared__ scalar set by thread 0.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(call)                                                        \
  do {                                                                     \
    cudaError_t err_ = (call);                                             \
    if (err_ != cudaSuccess) {                                             \
      fprintf(stderr, "CUDA error '%s' at %s:%d\n",                        \
              cudaGetErrorString(err_), __FILE__, __LINE__);               \
      exit(1);                                                             \
    }                                                                      \
  } while (0)

const int TILE = 1024;
const int THREADS = 256;
const int PER_THREAD = TILE / THREADS;

__global__ void scanTile(const int *in, int *out, int n, int *tileSums) {
  __shared__ int buf[2][TILE];
  int base = blockIdx.x * TILE;
  for (int k = 0; k < PER_THREAD; ++k) {
    int idx = threadIdx.x + k * THREADS;
    buf[0][idx] = (base + idx < n) ? in[base + idx] : 0;
  }
  __syncthreads();
  int src = 0;
  for (int off = 1; off < TILE; off <<= 1) {
    int dst = 1 - src;
    for (int k = 0; k < PER_THREAD; ++k) {
      int idx = threadIdx.x + k * THREADS;
      int v = buf[src][idx];
      if (idx >= off) v += buf[src][idx - off];
      buf[dst][idx] = v;
    }
    __syncthreads();
    src = dst;
  }
  for (int k = 0; k < PER_THREAD; ++k) {
    int idx = threadIdx.x + k * THREADS;
    if (base + idx < n) out[base + idx] = buf[src][idx];
  }
  if (tileSums != nullptr && threadIdx.x == THREADS - 1)
    tileSums[blockIdx.x] = buf[src][TILE - 1];
}

__global__ void addOffsets(int *data, int n, const int *scannedSums) {
  __shared__ int offset;
  if (threadIdx.x == 0) offset = blockIdx.x > 0 ? scannedSums[blockIdx.x - 1] : 0;
  __syncthreads();
  int base = blockIdx.x * TILE;
  for (int k = 0; k < PER_THREAD; ++k) {
    int idx = base + threadIdx.x + k * THREADS;
    if (idx < n) data[idx] += offset;
  }
}

int main() {
  const int n = 40 * TILE + 321;
  const int tiles = (n + TILE - 1) / TILE;
  std::vector<int> h(n);
  unsigned s = 36u;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    h[i] = (int)((s >> 11) % 200u) - 90;
  }
  int *dIn, *dOut, *dSums, *dScanned;
  CHECK(cudaMalloc(&dIn, n * sizeof(int)));
  CHECK(cudaMalloc(&dOut, n * sizeof(int)));
  CHECK(cudaMalloc(&dSums, tiles * sizeof(int)));
  CHECK(cudaMalloc(&dScanned, tiles * sizeof(int)));
  CHECK(cudaMemcpy(dIn, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));

  scanTile<<<tiles, THREADS>>>(dIn, dOut, n, dSums);
  CHECK(cudaGetLastError());
  std::vector<int> local(n), sums(tiles);
  CHECK(cudaMemcpy(local.data(), dOut, n * sizeof(int), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(sums.data(), dSums, tiles * sizeof(int), cudaMemcpyDeviceToHost));
  scanTile<<<1, THREADS>>>(dSums, dScanned, tiles, nullptr);  // tiles <= TILE
  CHECK(cudaGetLastError());
  addOffsets<<<tiles, THREADS>>>(dOut, n, dScanned);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  std::vector<int> out(n);
  CHECK(cudaMemcpy(out.data(), dOut, n * sizeof(int), cudaMemcpyDeviceToHost));

  // CPU reference: tile-local scans, tile sums, global scan
  int localBad = 0, sumBad = 0, globalBad = 0;
  long long run = 0, checksum = 0, refChecksum = 0;
  for (int t = 0; t < tiles; ++t) {
    int acc = 0;
    for (int i = t * TILE; i < (t + 1) * TILE && i < n; ++i) {
      acc += h[i];
      if (local[i] != acc) ++localBad;
    }
    if (sums[t] != acc) ++sumBad;
  }
  for (int i = 0; i < n; ++i) {
    run += h[i];
    if (out[i] != run) ++globalBad;
    checksum += (long long)out[i] * (i % 7 + 1);
    refChecksum += run * (i % 7 + 1);
  }
  printf("n=%d tiles=%d\n", n, tiles);
  printf("local_bad=%d tile_sums_bad=%d global_bad=%d\n", localBad, sumBad, globalBad);
  printf("last=%d ref=%lld\n", out[n - 1], run);
  printf("checksum=%lld ref=%lld\n", checksum, refChecksum);
  cudaFree(dIn);
  cudaFree(dOut);
  cudaFree(dSums);
  cudaFree(dScanned);
  bool ok = localBad == 0 && sumBad == 0 && globalBad == 0 &&
            checksum == refChecksum;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
