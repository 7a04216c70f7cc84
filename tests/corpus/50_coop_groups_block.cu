// 50_coop_groups_block: a shared-memory tree reduction written with
// cooperative groups: cg::this_thread_block() gives the block handle,
// thread_rank() the linear thread index (threadIdx.x + threadIdx.y *
// blockDim.x for 2D blocks) and sync() the barrier.  Launched with 1D
// blocks of 256 and with 2D blocks of 32x4 on the same data; each block
// also records the largest element it saw.
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cooperative_groups.h>
#include <cuda_runtime.h>

namespace cg = cooperative_groups;

#define CHECK(call)                                                        \
  do {                                                                     \
    cudaError_t err_ = (call);                                             \
    if (err_ != cudaSuccess) {                                             \
      fprintf(stderr, "CUDA error '%s' at %s:%d\n",                        \
              cudaGetErrorString(err_), __FILE__, __LINE__);               \
      exit(1);                                                             \
    }                                                                      \
  } while (0)

#define MAX_THREADS 256

// Block b covers elements [b * nthreads, (b + 1) * nthreads).
__global__ void cgReduce(const int *in, int n, int nthreads, int *sums, int *maxes) {
  __shared__ int ssum[MAX_THREADS];
  __shared__ int smax[MAX_THREADS];
  cg::thread_block block = cg::this_thread_block();
  int r = block.thread_rank();
  int bid = blockIdx.x;
  int i = bid * nthreads + r;
  ssum[r] = i < n ? in[i] : 0;
  smax[r] = i < n ? in[i] : INT_MIN;
  block.sync();
  for (int s = nthreads / 2; s > 0; s >>= 1) {
    if (r < s) {
      ssum[r] += ssum[r + s];
      smax[r] = max(smax[r], smax[r + s]);
    }
    block.sync();
  }
  if (r == 0) {
    sums[bid] = ssum[0];
    maxes[bid] = smax[0];
  }
}

int runCase(const std::vector<int> &h, dim3 blockShape, long long *total, int *gmax) {
  int n = (int)h.size();
  int nthreads = blockShape.x * blockShape.y;
  int blocks = (n + nthreads - 1) / nthreads;
  int *dIn, *dSums, *dMax;
  CHECK(cudaMalloc(&dIn, n * sizeof(int)));
  CHECK(cudaMalloc(&dSums, blocks * sizeof(int)));
  CHECK(cudaMalloc(&dMax, blocks * sizeof(int)));
  CHECK(cudaMemcpy(dIn, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  cgReduce<<<blocks, blockShape>>>(dIn, n, nthreads, dSums, dMax);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  std::vector<int> sums(blocks), maxes(blocks);
  CHECK(cudaMemcpy(sums.data(), dSums, blocks * sizeof(int), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(maxes.data(), dMax, blocks * sizeof(int), cudaMemcpyDeviceToHost));
  cudaFree(dIn);
  cudaFree(dSums);
  cudaFree(dMax);
  int bad = 0;
  long long t = 0;
  int m = INT_MIN;
  for (int b = 0; b < blocks; ++b) {
    int rs = 0, rm = INT_MIN;
    for (int i = b * nthreads; i < (b + 1) * nthreads && i < n; ++i) {
      rs += h[i];
      rm = h[i] > rm ? h[i] : rm;
    }
    if (sums[b] != rs || maxes[b] != rm) ++bad;
    t += sums[b];
    m = maxes[b] > m ? maxes[b] : m;
  }
  *total = t;
  *gmax = m;
  return bad;
}

int main() {
  const int n = 30000;
  std::vector<int> h(n);
  long long ref = 0;
  int refMax = INT_MIN;
  unsigned s = 50u;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    h[i] = (int)((s >> 10) % 5001u) - 2500;
    ref += h[i];
    refMax = h[i] > refMax ? h[i] : refMax;
  }
  long long t1, t2;
  int m1, m2;
  int bad1 = runCase(h, dim3(256, 1), &t1, &m1);
  int bad2 = runCase(h, dim3(32, 4), &t2, &m2);
  printf("block 256x1: blocks=%d bad=%d sum=%lld max=%d\n", (n + 255) / 256, bad1, t1, m1);
  printf("block 32x4: blocks=%d bad=%d sum=%lld max=%d\n", (n + 127) / 128, bad2, t2, m2);
  printf("ref sum=%lld max=%d\n", ref, refMax);
  bool ok = bad1 == 0 && bad2 == 0 && t1 == ref && t2 == ref && m1 == refMax &&
            m2 == refMax;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
