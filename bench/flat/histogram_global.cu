// histogram_global: 256-bin histogram of N bytes, one thread per 4 bytes
// (read as one unsigned int), atomicAdd on global unsigned counters (no
// shared memory). The data are skewed so that some bins are contended.
//   usage: histogram_global [N [REPS]]     (default 2^26 bytes, 20 reps)
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

static inline double msSince(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

__global__ void hist(const unsigned *data, unsigned *bins, int words) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= words) return;
  unsigned w = data[i];
  atomicAdd(&bins[w & 255u], 1u);
  atomicAdd(&bins[(w >> 8) & 255u], 1u);
  atomicAdd(&bins[(w >> 16) & 255u], 1u);
  atomicAdd(&bins[w >> 24], 1u);
}

int main(int argc, char **argv) {
  const int nbytes = argc > 1 ? atoi(argv[1]) : (1 << 26);
  const int reps = argc > 2 ? atoi(argv[2]) : 20;
  const int words = nbytes / 4;
  std::vector<unsigned> h(words);
  std::vector<unsigned long long> ref(256, 0);
  unsigned s = 12345u;
  for (int i = 0; i < words; ++i) {
    unsigned w = 0;
    for (int k = 0; k < 4; ++k) {
      s = s * 1103515245u + 12345u;
      unsigned b = (s >> 16) & 255u;
      if (b < 64) b &= 7u;  // a quarter of the bytes fall into 8 bins
      w |= b << (8 * k);
      ref[b] += reps;
    }
    h[i] = w;
  }
  unsigned *data, *bins;
  CHECK(cudaMalloc(&data, words * sizeof(unsigned)));
  CHECK(cudaMalloc(&bins, 256 * sizeof(unsigned)));
  CHECK(cudaMemcpy(data, h.data(), words * sizeof(unsigned), cudaMemcpyHostToDevice));
  const int block = 256, grid = (words + block - 1) / block;
  CHECK(cudaMemset(bins, 0, 256 * sizeof(unsigned)));
  hist<<<grid, block>>>(data, bins, words);  // warm-up
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemset(bins, 0, 256 * sizeof(unsigned)));
  auto t0 = std::chrono::steady_clock::now();
  for (int r = 0; r < reps; ++r) hist<<<grid, block>>>(data, bins, words);
  CHECK(cudaDeviceSynchronize());
  const double ms = msSince(t0) / reps;
  CHECK(cudaGetLastError());
  std::vector<unsigned> got(256);
  CHECK(cudaMemcpy(got.data(), bins, 256 * sizeof(unsigned), cudaMemcpyDeviceToHost));
  cudaFree(data);
  cudaFree(bins);
  int bad = 0;
  for (int b = 0; b < 256; ++b)
    if (got[b] != (unsigned)ref[b]) ++bad;
  printf("histogram_global bytes=%d grid=%d block=%d reps=%d bad_bins=%d\n", nbytes, grid, block, reps, bad);
  printf("RESULT name=histogram_global variant=%s ms_per_iter=%.4f check=%s\n", VARIANT, ms, bad ? "FAIL" : "ok");
  return bad != 0;
}
