// 37_scan_exclusive_blelloch: work-efficient exclusive scan (Blelloch
// up-sweep / down-sweep) in a __shared__ array whose size is a template
// parameter.  Each block of TILE/2 threads scans TILE elements (two per
// thread) and writes its total; thread 0 clears the root between the two
// sweeps.  The totals are scanned by one more launch of the same kernel and
// a second kernel adds them.  Instantiated for TILE=256 and TILE=64.
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

template <int TILE>
__global__ void blellochScan(const int *in, int *out, int n, int *totals) {
  __shared__ int temp[TILE];
  int tid = threadIdx.x;
  int base = blockIdx.x * TILE;
  temp[2 * tid] = (base + 2 * tid < n) ? in[base + 2 * tid] : 0;
  temp[2 * tid + 1] = (base + 2 * tid + 1 < n) ? in[base + 2 * tid + 1] : 0;
  int offset = 1;
  for (int d = TILE >> 1; d > 0; d >>= 1) {  // up-sweep
    __syncthreads();
    if (tid < d) {
      int ai = offset * (2 * tid + 1) - 1;
      int bi = offset * (2 * tid + 2) - 1;
      temp[bi] += temp[ai];
    }
    offset *= 2;
  }
  if (tid == 0) {
    if (totals != nullptr) totals[blockIdx.x] = temp[TILE - 1];
    temp[TILE - 1] = 0;
  }
  for (int d = 1; d < TILE; d *= 2) {  // down-sweep
    offset >>= 1;
    __syncthreads();
    if (tid < d) {
      int ai = offset * (2 * tid + 1) - 1;
      int bi = offset * (2 * tid + 2) - 1;
      int t = temp[ai];
      temp[ai] = temp[bi];
      temp[bi] += t;
    }
  }
  __syncthreads();
  if (base + 2 * tid < n) out[base + 2 * tid] = temp[2 * tid];
  if (base + 2 * tid + 1 < n) out[base + 2 * tid + 1] = temp[2 * tid + 1];
}

template <int TILE>
__global__ void addBlockOffsets(int *data, int n, const int *scannedTotals) {
  int add = scannedTotals[blockIdx.x];
  int i = blockIdx.x * TILE + threadIdx.x;
  if (i < n) data[i] += add;
  if (i + TILE / 2 < n) data[i + TILE / 2] += add;
}

// Returns the number of wrong elements; *last gets the final output value.
template <int TILE>
int runCase(const std::vector<int> &h, int *last, int *blocksOut) {
  int n = (int)h.size();
  int blocks = (n + TILE - 1) / TILE;  // must be <= TILE for the second level
  int *dIn, *dOut, *dTot, *dTotScan;
  CHECK(cudaMalloc(&dIn, n * sizeof(int)));
  CHECK(cudaMalloc(&dOut, n * sizeof(int)));
  CHECK(cudaMalloc(&dTot, blocks * sizeof(int)));
  CHECK(cudaMalloc(&dTotScan, blocks * sizeof(int)));
  CHECK(cudaMemcpy(dIn, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  blellochScan<TILE><<<blocks, TILE / 2>>>(dIn, dOut, n, dTot);
  CHECK(cudaGetLastError());
  blellochScan<TILE><<<1, TILE / 2>>>(dTot, dTotScan, blocks, nullptr);
  CHECK(cudaGetLastError());
  addBlockOffsets<TILE><<<blocks, TILE / 2>>>(dOut, n, dTotScan);
  CHECK(cudaGetLastError());
  std::vector<int> out(n);
  CHECK(cudaMemcpy(out.data(), dOut, n * sizeof(int), cudaMemcpyDeviceToHost));
  cudaFree(dIn);
  cudaFree(dOut);
  cudaFree(dTot);
  cudaFree(dTotScan);
  int bad = 0, run = 0;
  for (int i = 0; i < n; ++i) {
    if (out[i] != run) ++bad;
    run += h[i];
  }
  *last = out[n - 1];
  *blocksOut = blocks;
  return bad;
}

int main() {
  std::vector<int> a(256 * 50 + 77), b(3001);
  unsigned s = 37u;
  for (size_t i = 0; i < a.size(); ++i) {
    s = s * 1664525u + 1013904223u;
    a[i] = (int)((s >> 13) % 100u);
  }
  for (size_t i = 0; i < b.size(); ++i) b[i] = (int)(i % 13) - 6;
  int lastA, lastB, blocksA, blocksB;
  int badA = runCase<256>(a, &lastA, &blocksA);
  int badB = runCase<64>(b, &lastB, &blocksB);
  long long refA = 0, refB = 0;
  for (size_t i = 0; i + 1 < a.size(); ++i) refA += a[i];
  for (size_t i = 0; i + 1 < b.size(); ++i) refB += b[i];
  printf("tile256 n=%d blocks=%d bad=%d last=%d ref=%lld\n", (int)a.size(),
         blocksA, badA, lastA, refA);
  printf("tile64 n=%d blocks=%d bad=%d last=%d ref=%lld\n", (int)b.size(),
         blocksB, badB, lastB, refB);
  bool ok = badA == 0 && badB == 0 && lastA == refA && lastB == refB;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
