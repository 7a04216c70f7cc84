// cub_block_reduce: the sum and the maximum of n ints with CUB's BlockReduce.
// Kernel 1: each block of 256 threads reads a tile of 256 x 8 ints (coalesced,
// one int per thread at a time), and BlockReduce gives the tile's sum and
// maximum (Sum, and Reduce with a functor) to thread 0, which writes them.
// Kernel 2: one block adds up the partials the same way. n = 2^24 ints; one
// warm-up launch pair, then REPS timed pairs (std::chrono around the launches
// and one cudaDeviceSynchronize); the partials and the results are checked
// on the host.
//   usage: cub_block_reduce [N [REPS]]
// Translate with cuda2omp and build with -DVARIANT='"translated"'.
#include <chrono>
#include <climits>
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

struct MaxOp {
  __device__ int operator()(int a, int b) const { return a > b ? a : b; }
};

// The sum and maximum of in[begin, end), read by one block, to thread 0.
__device__ void tileSumMax(const int *in, int begin, int end, int &sum, int &mx) {
  typedef cub::BlockReduce<int, BLOCK> Reduce;
  __shared__ typename Reduce::TempStorage temp;
  int s = 0, m = INT_MIN;
  for (int i = begin + threadIdx.x; i < end; i += BLOCK) {
    s += in[i];
    m = in[i] > m ? in[i] : m;
  }
  sum = Reduce(temp).Sum(s);
  __syncthreads();
  mx = Reduce(temp).Reduce(m, MaxOp());
}

__global__ void blockSumMax(const int *in, int n, int *partSum, int *partMax) {
  int begin = blockIdx.x * TILE, end = begin + TILE < n ? begin + TILE : n, s, m;
  tileSumMax(in, begin, end, s, m);
  if (threadIdx.x == 0) {
    partSum[blockIdx.x] = s;
    partMax[blockIdx.x] = m;
  }
}

__global__ void finalSumMax(const int *partSum, const int *partMax, int m, int *result) {
  typedef cub::BlockReduce<int, BLOCK> Reduce;
  __shared__ typename Reduce::TempStorage temp;
  int s = 0, a = INT_MIN;
  for (int j = threadIdx.x; j < m; j += BLOCK) {
    s += partSum[j];
    a = partMax[j] > a ? partMax[j] : a;
  }
  int total = Reduce(temp).Sum(s);
  __syncthreads();
  int top = Reduce(temp).Reduce(a, MaxOp());
  if (threadIdx.x == 0) {
    result[0] = total;
    result[1] = top;
  }
}

int main(int argc, char **argv) {
  const int n = argc > 1 ? atoi(argv[1]) : (1 << 24);
  const int reps = argc > 2 ? atoi(argv[2]) : 20;
  if (n < 2 || reps < 1) {
    fprintf(stderr, "usage: %s [N>=2 [REPS>=1]]\n", argv[0]);
    return 2;
  }
  std::vector<int> h(n);
  unsigned s = 91u;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    h[i] = (int)((s >> 9) % 2001u) - 1000; // [-1000, 1000]
  }
  h[(int)((long long)n * 5 / 7)] = 7777; // a unique maximum
  const int blocks = (n + TILE - 1) / TILE;

  int *dIn, *dPs, *dPm, *dRes;
  CHECK(cudaMalloc(&dIn, n * sizeof(int)));
  CHECK(cudaMalloc(&dPs, blocks * sizeof(int)));
  CHECK(cudaMalloc(&dPm, blocks * sizeof(int)));
  CHECK(cudaMalloc(&dRes, 2 * sizeof(int)));
  CHECK(cudaMemcpy(dIn, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));

  blockSumMax<<<blocks, BLOCK>>>(dIn, n, dPs, dPm); // warm-up
  finalSumMax<<<1, BLOCK>>>(dPs, dPm, blocks, dRes);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());

  auto t0 = std::chrono::steady_clock::now();
  for (int r = 0; r < reps; ++r) {
    blockSumMax<<<blocks, BLOCK>>>(dIn, n, dPs, dPm);
    finalSumMax<<<1, BLOCK>>>(dPs, dPm, blocks, dRes);
  }
  CHECK(cudaDeviceSynchronize());
  auto t1 = std::chrono::steady_clock::now();
  CHECK(cudaGetLastError());
  const double ms = std::chrono::duration<double, std::milli>(t1 - t0).count() / reps;

  std::vector<int> ps(blocks), pm(blocks);
  int res[2];
  CHECK(cudaMemcpy(ps.data(), dPs, blocks * sizeof(int), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(pm.data(), dPm, blocks * sizeof(int), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(res, dRes, sizeof(res), cudaMemcpyDeviceToHost));
  int badParts = 0;
  long long refSum = 0;
  int refMax = INT_MIN;
  for (int b = 0; b < blocks; ++b) {
    int bs = 0, bm = INT_MIN;
    for (int i = b * TILE; i < (b + 1) * TILE && i < n; ++i) {
      bs += h[i];
      bm = h[i] > bm ? h[i] : bm;
    }
    badParts += ps[b] != bs || pm[b] != bm;
    refSum += bs;
    refMax = bm > refMax ? bm : refMax;
  }
  cudaFree(dIn);
  cudaFree(dPs);
  cudaFree(dPm);
  cudaFree(dRes);
  const bool ok = badParts == 0 && res[0] == refSum && res[1] == refMax;
  printf("cub_block_reduce n=%d blocks=%d reps=%d partials_bad=%d\n", n, blocks, reps, badParts);
  printf("sum=%d ref=%lld max=%d ref=%d\n", res[0], refSum, res[1], refMax);
  printf("check=%s\n", ok ? "ok" : "FAIL");
  printf("RESULT name=cub_block_reduce variant=%s ms_per_iter=%.4f check=%s\n", VARIANT, ms, ok ? "ok" : "FAIL");
  return ok ? 0 : 1;
}
