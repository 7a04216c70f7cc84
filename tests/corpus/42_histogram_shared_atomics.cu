// 42_histogram_shared_atomics: privatised histograms.  Each block clears a
// __shared__ histogram, accumulates its grid-stride share of the data with
// atomicAdd on the shared bins, synchronises and merges the non-zero bins
// into the global histogram with atomicAdd.  Kernel 1: 256 int bins of the
// bytes, 128 threads per block (two bins per thread to clear and merge).
// Kernel 2: 64 unsigned bins of byte % 64, 256 threads per block (only the
// first 64 threads clear and merge).
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

int main() {
  const int n = 200000;
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
  unsigned char *dData;
  int *dHist;
  unsigned *dHist64;
  CHECK(cudaMalloc(&dData, n));
  CHECK(cudaMalloc(&dHist, BINS * sizeof(int)));
  CHECK(cudaMalloc(&dHist64, SMALL_BINS * sizeof(unsigned)));
  CHECK(cudaMemcpy(dData, h.data(), n, cudaMemcpyHostToDevice));
  CHECK(cudaMemset(dHist, 0, BINS * sizeof(int)));
  CHECK(cudaMemset(dHist64, 0, SMALL_BINS * sizeof(unsigned)));
  histBytes<<<64, 128>>>(dData, n, dHist);
  CHECK(cudaGetLastError());
  histMod64<<<40, 256>>>(dData, n, dHist64);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  std::vector<int> hist(BINS);
  std::vector<unsigned> hist64(SMALL_BINS);
  CHECK(cudaMemcpy(hist.data(), dHist, BINS * sizeof(int), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(hist64.data(), dHist64, SMALL_BINS * sizeof(unsigned), cudaMemcpyDeviceToHost));

  std::vector<int> ref(BINS, 0);
  std::vector<unsigned> ref64(SMALL_BINS, 0u);
  for (int i = 0; i < n; ++i) {
    ++ref[h[i]];
    ++ref64[h[i] % SMALL_BINS];
  }
  int bad = 0, bad64 = 0, empty = 0, maxBin = 0;
  long long total = 0, weighted = 0;
  unsigned total64 = 0;
  for (int b = 0; b < BINS; ++b) {
    if (hist[b] != ref[b]) ++bad;
    if (ref[b] == 0) ++empty;
    if (ref[b] > ref[maxBin]) maxBin = b;
    total += hist[b];
    weighted += (long long)hist[b] * b;
  }
  long long refWeighted = 0;
  for (int b = 0; b < BINS; ++b) refWeighted += (long long)ref[b] * b;
  for (int b = 0; b < SMALL_BINS; ++b) {
    if (hist64[b] != ref64[b]) ++bad64;
    total64 += hist64[b];
  }
  printf("bins256: bad=%d total=%lld empty=%d max_bin=%d count=%d\n", bad, total,
         empty, maxBin, ref[maxBin]);
  printf("bins256: weighted=%lld ref=%lld\n", weighted, refWeighted);
  printf("bins64: bad=%d total=%u bin0=%u bin63=%u\n", bad64, total64, ref64[0], ref64[63]);
  cudaFree(dData);
  cudaFree(dHist);
  cudaFree(dHist64);
  bool ok = bad == 0 && bad64 == 0 && total == n && total64 == (unsigned)n;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
