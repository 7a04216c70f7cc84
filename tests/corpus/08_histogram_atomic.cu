// 08_histogram_atomic: 256-bin byte histogram of 1<<20 pseudo-random bytes
// with global atomicAdd on int (return value unused) in a grid-stride loop,
// plus a 16-bin histogram with atomicAdd on unsigned.  cudaMemset clears
// the bins.
#include <cstdio>
#include <cstdlib>
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

__global__ void histo256(const unsigned char *data, int n, int *bins) {
  int stride = blockDim.x * gridDim.x;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
    atomicAdd(&bins[data[i]], 1);
}

__global__ void histo16(const unsigned char *data, int n, unsigned *bins) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicAdd(&bins[data[i] >> 4], 1u);
}

int main() {
  const int n = 1 << 20;
  unsigned char *h = (unsigned char *)malloc(n);
  unsigned s = 7u;
  for (int i = 0; i < n; ++i) {
    s = s * 1103515245u + 12345u;
    unsigned r = (s >> 16) & 0xFFu;
    h[i] = (unsigned char)((r * r) >> 8);  // skewed towards small values
  }
  int ref256[256] = {0};
  unsigned ref16[16] = {0};
  for (int i = 0; i < n; ++i) { ref256[h[i]]++; ref16[h[i] >> 4]++; }

  unsigned char *dData;
  int *dBins;
  unsigned *dBins16;
  CHECK(cudaMalloc(&dData, n));
  CHECK(cudaMalloc(&dBins, 256 * sizeof(int)));
  CHECK(cudaMalloc(&dBins16, 16 * sizeof(unsigned)));
  CHECK(cudaMemcpy(dData, h, n, cudaMemcpyHostToDevice));
  CHECK(cudaMemset(dBins, 0, 256 * sizeof(int)));
  CHECK(cudaMemset(dBins16, 0, 16 * sizeof(unsigned)));

  histo256<<<64, 256>>>(dData, n, dBins);
  CHECK(cudaGetLastError());
  histo16<<<(n + 511) / 512, 512>>>(dData, n, dBins16);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());

  int bins[256];
  unsigned bins16[16];
  CHECK(cudaMemcpy(bins, dBins, sizeof(bins), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(bins16, dBins16, sizeof(bins16), cudaMemcpyDeviceToHost));
  int bad = 0;
  long long total = 0;
  int maxBin = 0;
  for (int b = 0; b < 256; ++b) {
    if (bins[b] != ref256[b]) ++bad;
    total += bins[b];
    if (bins[b] > bins[maxBin]) maxBin = b;
  }
  for (int b = 0; b < 16; ++b)
    if (bins16[b] != ref16[b]) ++bad;
  printf("total=%lld bad_bins=%d\n", total, bad);
  printf("max_bin=%d count=%d\n", maxBin, bins[maxBin]);
  for (int b = 0; b < 16; b += 4)
    printf("bins16[%d..%d]=%u %u %u %u\n", b, b + 3, bins16[b], bins16[b + 1],
           bins16[b + 2], bins16[b + 3]);
  cudaFree(dData);
  cudaFree(dBins);
  cudaFree(dBins16);
  free(h);
  bool ok = bad == 0 && total == n;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
