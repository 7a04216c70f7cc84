// 55_histogram_device_helper: a 64-bin histogram of 200000 bytes in shared
// memory, written as real code often writes it: the kernel only declares
// the __shared__ bins and calls __device__ helpers that clear them, add a
// grid-stride share of the data with shared-memory atomics, and merge them
// into the global histogram, each ending at a __syncthreads().  A second
// kernel keeps one private histogram per warp (__shared__ [warps][bins]),
// whose helper takes the warp's row, and counts the values above a
// threshold with a helper around __syncthreads_count.  Exact counts.
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

#define BINS 64
#define WARPS 4  // 128-thread blocks in the second kernel

__device__ void clearBins(unsigned *bins, int count) {
  for (int i = threadIdx.x; i < count; i += blockDim.x) bins[i] = 0;
  __syncthreads();
}

__device__ void addToBins(unsigned *bins, const unsigned char *data, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    atomicAdd(&bins[data[i] % BINS], 1u);
  __syncthreads();
}

__device__ void mergeBins(const unsigned *bins, unsigned *hist) {
  for (int i = threadIdx.x; i < BINS; i += blockDim.x)
    if (bins[i] != 0) atomicAdd(&hist[i], bins[i]);
}

__global__ void histogramShared(const unsigned char *data, int n, unsigned *hist) {
  __shared__ unsigned bins[BINS];
  clearBins(bins, BINS);
  addToBins(bins, data, n);
  mergeBins(bins, hist);
}

// Each warp adds into its own row; the block sums the rows.
__device__ void addToWarpRow(unsigned *row, unsigned char value) { atomicAdd(&row[value % BINS], 1u); }

// How many threads of the block saw a value at or above the threshold.
__device__ int countHot(int mine) { return __syncthreads_count(mine); }

__global__ void histogramPerWarp(const unsigned char *data, int n, unsigned *hist, unsigned *hot, int threshold) {
  __shared__ unsigned rows[WARPS][BINS];
  clearBins(&rows[0][0], WARPS * BINS);
  int mine = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    addToWarpRow(rows[threadIdx.x / 32], data[i]);
    mine += data[i] >= threshold;
  }
  int blockHot = countHot(mine > 0);
  for (int b = threadIdx.x; b < BINS; b += blockDim.x) {
    unsigned total = 0;
    for (int w = 0; w < WARPS; ++w) total += rows[w][b];
    if (total) atomicAdd(&hist[b], total);
  }
  if (threadIdx.x == 0) atomicAdd(hot, (unsigned)blockHot);
}

int main() {
  const int n = 200000;
  std::vector<unsigned char> h(n);
  unsigned s = 55u;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    h[i] = (unsigned char)((s >> 16) & 0xff);
  }
  const int threshold = 250, grid = 40, block = 128;
  std::vector<unsigned> ref(BINS, 0);
  for (int i = 0; i < n; ++i) ref[h[i] % BINS]++;
  unsigned refHot = 0;  // threads (of grid x block) that saw a hot value
  for (int t = 0; t < grid * block; ++t) {
    int any = 0;
    for (int i = t; i < n; i += grid * block) any |= h[i] >= threshold;
    refHot += any;
  }
  unsigned char *dData;
  unsigned *dHist, *dHot;
  CHECK(cudaMalloc(&dData, n));
  CHECK(cudaMalloc(&dHist, BINS * sizeof(unsigned)));
  CHECK(cudaMalloc(&dHot, sizeof(unsigned)));
  CHECK(cudaMemcpy(dData, h.data(), n, cudaMemcpyHostToDevice));
  std::vector<unsigned> got(BINS);

  CHECK(cudaMemset(dHist, 0, BINS * sizeof(unsigned)));
  histogramShared<<<grid, 256>>>(dData, n, dHist);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(got.data(), dHist, BINS * sizeof(unsigned), cudaMemcpyDeviceToHost));
  int bad1 = 0;
  unsigned total1 = 0;
  for (int b = 0; b < BINS; ++b) {
    bad1 += got[b] != ref[b];
    total1 += got[b];
  }

  CHECK(cudaMemset(dHist, 0, BINS * sizeof(unsigned)));
  CHECK(cudaMemset(dHot, 0, sizeof(unsigned)));
  histogramPerWarp<<<grid, block>>>(dData, n, dHist, dHot, threshold);
  CHECK(cudaGetLastError());
  unsigned hot = 0;
  CHECK(cudaMemcpy(got.data(), dHist, BINS * sizeof(unsigned), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(&hot, dHot, sizeof(unsigned), cudaMemcpyDeviceToHost));
  int bad2 = 0;
  unsigned total2 = 0;
  for (int b = 0; b < BINS; ++b) {
    bad2 += got[b] != ref[b];
    total2 += got[b];
  }
  CHECK(cudaFree(dData));
  CHECK(cudaFree(dHist));
  CHECK(cudaFree(dHot));

  printf("shared bins: total=%u bad=%d bin0=%u bin63=%u\n", total1, bad1, ref[0], ref[63]);
  printf("warp rows: total=%u bad=%d hot threads=%u ref=%u\n", total2, bad2, hot, refHot);
  bool ok = bad1 == 0 && bad2 == 0 && total1 == (unsigned)n && total2 == (unsigned)n && hot == refHot;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
