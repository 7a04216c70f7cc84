// 35_block_reduce_shared: classic shared-memory tree reduction.  Each block
// of 256 threads loads two elements per thread into a __shared__ int array
// (size from a #define), halves the active range in a loop with
// __syncthreads() after every step and writes one partial sum (and a block
// maximum through a second shared array).  A second launch with one block
// reduces the partials the same way (strided load loop first).
#include <climits>
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

int main() {
  const int n = 100003;
  std::vector<int> h(n);
  unsigned s = 35u;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    h[i] = (int)((s >> 9) % 2001u) - 1000;  // [-1000, 1000]
  }
  h[77777] = 4242;  // a unique maximum
  const int blocks = (n + 2 * BLOCK - 1) / (2 * BLOCK);

  int *dIn, *dPs, *dPm, *dRes;
  CHECK(cudaMalloc(&dIn, n * sizeof(int)));
  CHECK(cudaMalloc(&dPs, blocks * sizeof(int)));
  CHECK(cudaMalloc(&dPm, blocks * sizeof(int)));
  CHECK(cudaMalloc(&dRes, 2 * sizeof(int)));
  CHECK(cudaMemcpy(dIn, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  blockSumMax<<<blocks, BLOCK>>>(dIn, n, dPs, dPm);
  CHECK(cudaGetLastError());
  // the final pass with 128 threads (the shared arrays stay 256 long)
  finalSumMax<<<1, 128>>>(dPs, dPm, blocks, dRes);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());

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
  printf("n=%d blocks=%d partials_bad=%d\n", n, blocks, badParts);
  printf("sum=%d ref=%lld\n", res[0], refSum);
  printf("max=%d ref=%d\n", res[1], refMax);
  cudaFree(dIn);
  cudaFree(dPs);
  cudaFree(dPm);
  cudaFree(dRes);
  bool ok = badParts == 0 && res[0] == refSum && res[1] == refMax;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
