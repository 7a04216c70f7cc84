// 47_sync_in_loops_and_branches: __syncthreads() in many places a block
// reaches together: nested for loops with uniform trip counts, both arms of
// an `if (blockIdx.x % 2 == 0)` (one arm with a loop inside), a while loop
// halving a width, and an `if` on a kernel parameter.  Then
// __syncthreads_count / _and / _or with data-dependent predicates (as a
// declaration and as an assignment), a __shared__ int acc[2] accumulated with
// atomicAdd, and a CPU simulation of the same block program to compare with.
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

#define BS 128

__global__ void mixedSync(const int *in, int *out, int *stats, int rounds) {
  __shared__ int a[BS];
  __shared__ int b[BS];
  __shared__ int acc[2];  // even / odd thread totals
  int tid = threadIdx.x;
  int gi = blockIdx.x * BS + tid;
  int x = in[gi];
  a[tid] = x & 1023;
  if (tid < 2) acc[tid] = 0;
  __syncthreads();
  for (int r = 0; r < rounds; ++r) {
    for (int step = 1; step < BS; step *= 2) {
      b[tid] = (a[tid] + 3 * a[(tid + step) % BS] + r) & 1023;
      __syncthreads();
      a[tid] = b[tid] ^ (tid & 7);
      __syncthreads();
    }
  }
  if (blockIdx.x % 2 == 0) {
    b[tid] = a[BS - 1 - tid];
    __syncthreads();
    a[tid] = (b[tid] + tid) & 1023;
    __syncthreads();
  } else {
    b[(tid + 5) % BS] = a[tid];
    __syncthreads();
    for (int k = 0; k < 3; ++k) {
      a[tid] = (b[tid] * 3 + k) & 1023;
      __syncthreads();
      b[tid] = a[(tid + 1) % BS];
      __syncthreads();
    }
    a[tid] = b[tid];
    __syncthreads();
  }
  b[tid] = a[tid];
  __syncthreads();
  int width = BS / 2;
  while (width > 0) {
    if (tid < width) b[tid] = max(b[tid], b[tid + width]);
    __syncthreads();
    width >>= 1;
  }
  int blockMax = b[0];
  if (rounds > 2) {
    a[tid] = (a[tid] + blockMax) & 1023;
    __syncthreads();
  }
  int big = __syncthreads_count(a[tid] > 511);
  int allNonNeg = __syncthreads_and(x >= 0);
  int anyMagic;
  anyMagic = __syncthreads_or(x == 7777);
  atomicAdd(&acc[tid & 1], a[tid]);
  __syncthreads();
  out[gi] = a[tid];
  if (tid == 0) {
    stats[5 * blockIdx.x + 0] = big;
    stats[5 * blockIdx.x + 1] = allNonNeg != 0;
    stats[5 * blockIdx.x + 2] = anyMagic != 0;
    stats[5 * blockIdx.x + 3] = acc[0] + acc[1];
    stats[5 * blockIdx.x + 4] = blockMax;
  }
}

// The same block program, one phase at a time.
static void simulateBlock(const int *x, int blockId, int rounds, int *outA, int *st) {
  int a[BS], b[BS];
  for (int t = 0; t < BS; ++t) a[t] = x[t] & 1023;
  for (int r = 0; r < rounds; ++r)
    for (int step = 1; step < BS; step *= 2) {
      for (int t = 0; t < BS; ++t) b[t] = (a[t] + 3 * a[(t + step) % BS] + r) & 1023;
      for (int t = 0; t < BS; ++t) a[t] = b[t] ^ (t & 7);
    }
  if (blockId % 2 == 0) {
    for (int t = 0; t < BS; ++t) b[t] = a[BS - 1 - t];
    for (int t = 0; t < BS; ++t) a[t] = (b[t] + t) & 1023;
  } else {
    for (int t = 0; t < BS; ++t) b[(t + 5) % BS] = a[t];
    for (int k = 0; k < 3; ++k) {
      for (int t = 0; t < BS; ++t) a[t] = (b[t] * 3 + k) & 1023;
      for (int t = 0; t < BS; ++t) b[t] = a[(t + 1) % BS];
    }
    for (int t = 0; t < BS; ++t) a[t] = b[t];
  }
  int mx = a[0];
  for (int t = 1; t < BS; ++t) mx = a[t] > mx ? a[t] : mx;
  if (rounds > 2)
    for (int t = 0; t < BS; ++t) a[t] = (a[t] + mx) & 1023;
  int big = 0, all = 1, any = 0, total = 0;
  for (int t = 0; t < BS; ++t) {
    big += a[t] > 511;
    all &= x[t] >= 0;
    any |= x[t] == 7777;
    total += a[t];
    outA[t] = a[t];
  }
  st[0] = big;
  st[1] = all;
  st[2] = any;
  st[3] = total;
  st[4] = mx;
}

int main() {
  const int blocks = 24, n = blocks * BS, rounds = 3;
  std::vector<int> h(n);
  unsigned s = 47u;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    h[i] = (int)((s >> 8) % 100000u);
    if (h[i] == 7777) h[i] = 7778;
  }
  for (int blk = 0; blk < blocks; ++blk) {
    if (blk % 3 == 1) h[blk * BS + (blk * 17) % BS] = -(blk + 1) * 1000;  // one negative
    if (blk % 4 == 2) h[blk * BS + (blk * 29) % BS] = 7777;               // one magic value
  }
  int *dIn, *dOut, *dStats;
  CHECK(cudaMalloc(&dIn, n * sizeof(int)));
  CHECK(cudaMalloc(&dOut, n * sizeof(int)));
  CHECK(cudaMalloc(&dStats, 5 * blocks * sizeof(int)));
  CHECK(cudaMemcpy(dIn, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  mixedSync<<<blocks, BS>>>(dIn, dOut, dStats, rounds);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  std::vector<int> out(n), stats(5 * blocks), refOut(n), refStats(5 * blocks);
  CHECK(cudaMemcpy(out.data(), dOut, n * sizeof(int), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(stats.data(), dStats, 5 * blocks * sizeof(int), cudaMemcpyDeviceToHost));
  for (int blk = 0; blk < blocks; ++blk)
    simulateBlock(&h[blk * BS], blk, rounds, &refOut[blk * BS], &refStats[5 * blk]);

  int badOut = 0, badStats = 0;
  long long checksum = 0;
  for (int i = 0; i < n; ++i) {
    if (out[i] != refOut[i]) ++badOut;
    checksum += (long long)refOut[i] * (i % 11 + 1);
  }
  for (int i = 0; i < 5 * blocks; ++i)
    if (stats[i] != refStats[i]) ++badStats;
  int sumBig = 0, nAll = 0, nAny = 0;
  long long sumTotal = 0;
  for (int blk = 0; blk < blocks; ++blk) {
    sumBig += refStats[5 * blk];
    nAll += refStats[5 * blk + 1];
    nAny += refStats[5 * blk + 2];
    sumTotal += refStats[5 * blk + 3];
  }
  printf("blocks=%d threads=%d rounds=%d\n", blocks, BS, rounds);
  printf("count_sum=%d and_blocks=%d or_blocks=%d\n", sumBig, nAll, nAny);
  printf("block0: count=%d and=%d or=%d total=%d max=%d\n", refStats[0], refStats[1],
         refStats[2], refStats[3], refStats[4]);
  printf("block1: count=%d and=%d or=%d total=%d max=%d\n", refStats[5], refStats[6],
         refStats[7], refStats[8], refStats[9]);
  printf("total_sum=%lld checksum=%lld\n", sumTotal, checksum);
  printf("bad_out=%d bad_stats=%d\n", badOut, badStats);
  cudaFree(dIn);
  cudaFree(dOut);
  cudaFree(dStats);
  bool ok = badOut == 0 && badStats == 0;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
