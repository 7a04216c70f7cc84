// block_reduce: timing version of tests/corpus/35_block_reduce_shared.cu.
// Same two kernels (a shared-memory tree reduction of sum and max per block of
// 256 threads, then one block of 128 threads reducing the partials), on
// n = 2^24 ints.  One warm-up launch pair, then REPS timed pairs
// (std::chrono around the launches and one cudaDeviceSynchronize).
//   usage: block_reduce [N [REPS]]
// Translate with cuda2omp and build with -DVARIANT='"translated"'.
#include <chrono>
#include <climits>
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

#define BLOCK 256

__global__ void blockSumMax(const int *in, int n, int *partSum, int *partMax) {
  __shared__ int ssum[BLOCK];
  __shared__ int smax[BLOCK];
  int tid = threadIdx.x;
  int i = blockIdx.x * (blockDim.x * 2) + tid;
  int a = INT_MIN, s = 0;
  if (i < n) {
    s = in[i];
    a = in[i];
  }
  if (i + blockDim.x < n) {
    s += in[i + blockDim.x];
    a = max(a, in[i + blockDim.x]);
  }
  ssum[tid] = s;
  smax[tid] = a;
  __syncthreads();
  for (int st = blockDim.x / 2; st > 0; st >>= 1) {
    if (tid < st) {
      ssum[tid] += ssum[tid + st];
      smax[tid] = max(smax[tid], smax[tid + st]);
    }
    __syncthreads();
  }
  if (tid == 0) {
    partSum[blockIdx.x] = ssum[0];
    partMax[blockIdx.x] = smax[0];
  }
}

// One block: strided accumulation of the partials, then the same tree.
__global__ void finalSumMax(const int *partSum, const int *partMax, int m,
                            int *result) {
  __shared__ int ssum[BLOCK];
  __shared__ int smax[BLOCK];
  int tid = threadIdx.x;
  int s = 0, a = INT_MIN;
  for (int j = tid; j < m; j += blockDim.x) {
    s += partSum[j];
    a = max(a, partMax[j]);
  }
  ssum[tid] = s;
  smax[tid] = a;
  __syncthreads();
  for (int st = blockDim.x / 2; st > 0; st >>= 1) {
    if (tid < st) {
      ssum[tid] += ssum[tid + st];
      smax[tid] = max(smax[tid], smax[tid + st]);
    }
    __syncthreads();
  }
  if (tid == 0) {
    result[0] = ssum[0];
    result[1] = smax[0];
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
  unsigned s = 35u;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    h[i] = (int)((s >> 9) % 2001u) - 1000;  // [-1000, 1000]
  }
  h[(int)((long long)n * 7 / 9)] = 4242;  // a unique maximum
  const int blocks = (n + 2 * BLOCK - 1) / (2 * BLOCK);

  int *dIn, *dPs, *dPm, *dRes;
  CHECK(cudaMalloc(&dIn, n * sizeof(int)));
  CHECK(cudaMalloc(&dPs, blocks * sizeof(int)));
  CHECK(cudaMalloc(&dPm, blocks * sizeof(int)));
  CHECK(cudaMalloc(&dRes, 2 * sizeof(int)));
  CHECK(cudaMemcpy(dIn, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));

  // warm-up
  blockSumMax<<<blocks, BLOCK>>>(dIn, n, dPs, dPm);
  finalSumMax<<<1, 128>>>(dPs, dPm, blocks, dRes);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());

  auto t0 = std::chrono::steady_clock::now();
  for (int r = 0; r < reps; ++r) {
    blockSumMax<<<blocks, BLOCK>>>(dIn, n, dPs, dPm);
    finalSumMax<<<1, 128>>>(dPs, dPm, blocks, dRes);
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
    for (int i = b * 2 * BLOCK; i < (b + 1) * 2 * BLOCK && i < n; ++i) {
      bs += h[i];
      bm = h[i] > bm ? h[i] : bm;
    }
    if (ps[b] != bs || pm[b] != bm) ++badParts;
    refSum += bs;
    refMax = bm > refMax ? bm : refMax;
  }
  cudaFree(dIn);
  cudaFree(dPs);
  cudaFree(dPm);
  cudaFree(dRes);
  const bool ok = badParts == 0 && res[0] == refSum && res[1] == refMax;
  printf("block_reduce n=%d blocks=%d reps=%d partials_bad=%d\n", n, blocks, reps, badParts);
  printf("sum=%d ref=%lld max=%d ref=%d\n", res[0], refSum, res[1], refMax);
  printf("check=%s\n", ok ? "ok" : "FAIL");
  printf("RESULT name=block_reduce variant=%s ms_per_iter=%.4f check=%s\n", VARIANT, ms,
         ok ? "ok" : "FAIL");
  return ok ? 0 : 1;
}
