// histogram: timing version of tests/corpus/42_histogram_shared_atomics.cu.
// Same two kernels (privatised histograms: a __shared__ histogram per block
// filled with shared atomicAdd over a grid-stride loop, then merged into the
// global one with atomicAdd): 256 int bins of the bytes with 128-thread
// blocks, and 64 unsigned bins of byte % 64 with 256-thread blocks, over
// n = 2^24 skewed bytes.  One warm-up launch pair, then REPS timed pairs
// (std::chrono around the launches and one cudaDeviceSynchronize; the global
// histograms keep accumulating).  The check clears them and runs one pair.
//   usage: histogram [N [REPS]]
// Translate with cuda2omp and build with -DVARIANT='"translated"'.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#ifndef VARIANT
#define VARIANT "cuda"
#endif

#define CHECK(call)                                                        \
  do {                                                                     \
    cudaError_t err_ = (call);                                             \
    if (err_ != cudaSuccess) {                                             \
      fprintf(stderr, "CUDA error '%s' at %s:%d\n",                        \
              cudaGetErrorString(err_), __FILE__, __LINE__);               \
      exit(1);                                                             \
    }                                                                      \
  } while (0)

#define BINS 256
#define SMALL_BINS 64

__global__ void histBytes(const unsigned char *data, int n, int *hist) {
  __shared__ int sh[BINS];
  for (int b = threadIdx.x; b < BINS; b += blockDim.x) sh[b] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    atomicAdd(&sh[data[i]], 1);
  __syncthreads();
  for (int b = threadIdx.x; b < BINS; b += blockDim.x)
    if (sh[b] != 0) atomicAdd(&hist[b], sh[b]);
}

__global__ void histMod64(const unsigned char *data, int n, unsigned *hist) {
  __shared__ unsigned sh[SMALL_BINS];
  if (threadIdx.x < SMALL_BINS) sh[threadIdx.x] = 0u;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    atomicAdd(&sh[data[i] % SMALL_BINS], 1u);
  __syncthreads();
  if (threadIdx.x < SMALL_BINS && sh[threadIdx.x] != 0u)
    atomicAdd(&hist[threadIdx.x], sh[threadIdx.x]);
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
  // grids: at least ~8 elements per thread, at most 1024 and 512 blocks
  int g1 = (n + 128 * 8 - 1) / (128 * 8), g2 = (n + 256 * 8 - 1) / (256 * 8);
  if (g1 > 1024) g1 = 1024;
  if (g2 > 512) g2 = 512;

  unsigned char *dData;
  int *dHist;
  unsigned *dHist64;
  CHECK(cudaMalloc(&dData, n));
  CHECK(cudaMalloc(&dHist, BINS * sizeof(int)));
  CHECK(cudaMalloc(&dHist64, SMALL_BINS * sizeof(unsigned)));
  CHECK(cudaMemcpy(dData, h.data(), n, cudaMemcpyHostToDevice));
  CHECK(cudaMemset(dHist, 0, BINS * sizeof(int)));
  CHECK(cudaMemset(dHist64, 0, SMALL_BINS * sizeof(unsigned)));

  // warm-up
  histBytes<<<g1, 128>>>(dData, n, dHist);
  histMod64<<<g2, 256>>>(dData, n, dHist64);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());

  auto t0 = std::chrono::steady_clock::now();
  for (int r = 0; r < reps; ++r) {
    histBytes<<<g1, 128>>>(dData, n, dHist);
    histMod64<<<g2, 256>>>(dData, n, dHist64);
  }
  CHECK(cudaDeviceSynchronize());
  auto t1 = std::chrono::steady_clock::now();
  CHECK(cudaGetLastError());
  const double ms = std::chrono::duration<double, std::milli>(t1 - t0).count() / reps;

  // checked pair from cleared histograms
  CHECK(cudaMemset(dHist, 0, BINS * sizeof(int)));
  CHECK(cudaMemset(dHist64, 0, SMALL_BINS * sizeof(unsigned)));
  histBytes<<<g1, 128>>>(dData, n, dHist);
  histMod64<<<g2, 256>>>(dData, n, dHist64);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  std::vector<int> hist(BINS);
  std::vector<unsigned> hist64(SMALL_BINS);
  CHECK(cudaMemcpy(hist.data(), dHist, BINS * sizeof(int), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(hist64.data(), dHist64, SMALL_BINS * sizeof(unsigned), cudaMemcpyDeviceToHost));
  cudaFree(dData);
  cudaFree(dHist);
  cudaFree(dHist64);

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
  printf("histogram n=%d grids=%d,%d blocks=128,256 reps=%d\n", n, g1, g2, reps);
  printf("bins256: bad=%d total=%lld weighted=%lld ref=%lld; bins64: bad=%d total=%llu\n", bad,
         total, weighted, refWeighted, bad64, total64);
  printf("check=%s\n", ok ? "ok" : "FAIL");
  printf("RESULT name=histogram variant=%s ms_per_iter=%.4f check=%s\n", VARIANT, ms,
         ok ? "ok" : "FAIL");
  return ok ? 0 : 1;
}
