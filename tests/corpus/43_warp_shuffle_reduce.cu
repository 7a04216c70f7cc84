// 43_warp_shuffle_reduce: block sums without a shared tree.  Each thread
// accumulates a grid-stride partial, every warp reduces with
// __shfl_down_sync, lane 0 of each warp stores the warp sum in a __shared__
// array, and after __syncthreads() warp 0 reduces those with
// __shfl_xor_sync.  A kernel template over the element type: int data
// (256 threads per block) and float data that are multiples of 1/8
// (96 threads = 3 warps per block), so every float sum is exact.
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

#define FULL_MASK 0xffffffffu

template <typename T>
__global__ void warpBlockSum(const T *in, int n, T *blockSums) {
  __shared__ T warpSums[32];
  int lane = threadIdx.x % 32;
  int warp = threadIdx.x / 32;
  T v = T(0);
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    v += in[i];
  for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(FULL_MASK, v, o);
  if (lane == 0) warpSums[warp] = v;
  __syncthreads();
  if (warp == 0) {
    int numWarps = blockDim.x / warpSize;
    T w = lane < numWarps ? warpSums[lane] : T(0);
    for (int o = 16; o > 0; o >>= 1) w += __shfl_xor_sync(FULL_MASK, w, o);
    if (lane == 0) blockSums[blockIdx.x] = w;
  }
}

// Returns the number of wrong block sums; *total gets the sum of the block sums.
template <typename T>
int runCase(const std::vector<T> &h, int grid, int block, double *total) {
  int n = (int)h.size();
  T *dIn, *dSums;
  CHECK(cudaMalloc(&dIn, n * sizeof(T)));
  CHECK(cudaMalloc(&dSums, grid * sizeof(T)));
  CHECK(cudaMemcpy(dIn, h.data(), n * sizeof(T), cudaMemcpyHostToDevice));
  warpBlockSum<T><<<grid, block>>>(dIn, n, dSums);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  std::vector<T> sums(grid);
  CHECK(cudaMemcpy(sums.data(), dSums, grid * sizeof(T), cudaMemcpyDeviceToHost));
  cudaFree(dIn);
  cudaFree(dSums);
  int bad = 0;
  double t = 0.0;
  for (int b = 0; b < grid; ++b) {
    double ref = 0.0;
    for (int i = b * block; i < n; i += grid * block)
      for (int j = i; j < i + block && j < n; ++j) ref += (double)h[j];
    if ((double)sums[b] != ref) ++bad;
    t += (double)sums[b];
  }
  *total = t;
  return bad;
}

int main() {
  const int nI = 65536 + 123, nF = 40000 + 7;
  std::vector<int> hi(nI);
  std::vector<float> hf(nF);
  double refI = 0.0, refF = 0.0;
  unsigned s = 43u;
  for (int i = 0; i < nI; ++i) {
    s = s * 1664525u + 1013904223u;
    hi[i] = (int)((s >> 10) % 20001u) - 10000;
    refI += hi[i];
  }
  for (int i = 0; i < nF; ++i) {
    s = s * 1664525u + 1013904223u;
    hf[i] = (float)((int)((s >> 12) % 257u) - 128) * 0.125f;  // [-16, 16]
    refF += hf[i];
  }
  double totI, totF;
  int badI = runCase<int>(hi, 120, 256, &totI);
  int badF = runCase<float>(hf, 100, 96, &totF);
  printf("int: blocks=120 threads=256 bad=%d total=%.0f ref=%.0f\n", badI, totI, refI);
  printf("float: blocks=100 threads=96 bad=%d total=%.3f ref=%.3f\n", badF, totF, refF);
  bool ok = badI == 0 && badF == 0 && totI == refI && totF == refF;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
