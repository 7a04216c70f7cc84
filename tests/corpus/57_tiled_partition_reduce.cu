// 57_tiled_partition_reduce: cooperative groups' tiles, the way modern CUDA
// code reduces.  A 256-thread block is cut with cg::tiled_partition into
// warps (thread_block_tile<32>) and 16-thread tiles.  A __device__ template
// sums over any tile with shfl_down; cg::reduce gives the tile maxima with
// cg::greater; tile.ballot / any / all count and flag negative values; the
// warps' sums meet in __shared__ memory after block.sync(), indexed by
// meta_group_rank(), and warp 0 adds them with cg::reduce and cg::plus.
// Exact integer results per tile and per block.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
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

#define BLOCK 256

// The tile's sum, in its thread of rank 0.
template <unsigned N>
__device__ int tileSum(cg::thread_block_tile<N> g, int v) {
  for (int offset = g.size() / 2; offset > 0; offset /= 2) v += g.shfl_down(v, offset);
  return v;
}

__global__ void tiles(const int *in, int *tileSums16, int *tileMax16, int *warpNegatives, int *blockSums,
                      int *flags) {
  __shared__ int warpSums[BLOCK / 32];
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  cg::thread_block_tile<16> half = cg::tiled_partition<16>(block);
  const int i = blockIdx.x * BLOCK + block.thread_rank();
  const int v = in[i];

  int s16 = tileSum(half, v);
  int m16 = cg::reduce(half, v, cg::greater<int>());
  const int tile16 = blockIdx.x * (BLOCK / 16) + half.meta_group_rank();
  if (half.thread_rank() == 0) {
    tileSums16[tile16] = s16;
    tileMax16[tile16] = m16;
  }

  unsigned negatives = warp.ballot(v < 0);
  int anyBig = warp.any(v > 990);
  int allSmall = warp.all(v < 1000);
  int s32 = tileSum(warp, v);
  if (warp.thread_rank() == 0) {
    warpNegatives[blockIdx.x * (BLOCK / 32) + warp.meta_group_rank()] = __popc(negatives);
    warpSums[warp.meta_group_rank()] = s32;
    atomicOr(&flags[blockIdx.x], (anyBig << 1) | allSmall);
  }
  block.sync();
  if (warp.meta_group_rank() == 0) {
    int w = warp.thread_rank() < BLOCK / 32 ? warpSums[warp.thread_rank()] : 0;
    int total = cg::reduce(warp, w, cg::plus<int>());
    if (warp.thread_rank() == 0) blockSums[blockIdx.x] = total;
  }
}

int main() {
  const int blocks = 30, n = blocks * BLOCK;
  std::vector<int> h(n);
  unsigned s = 57u;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    h[i] = (int)((s >> 10) % 1999u) - 999;
  }
  const int t16 = n / 16, w32 = n / 32;
  int *dIn, *dS16, *dM16, *dNeg, *dBlock, *dFlags;
  CHECK(cudaMalloc(&dIn, n * sizeof(int)));
  CHECK(cudaMalloc(&dS16, t16 * sizeof(int)));
  CHECK(cudaMalloc(&dM16, t16 * sizeof(int)));
  CHECK(cudaMalloc(&dNeg, w32 * sizeof(int)));
  CHECK(cudaMalloc(&dBlock, blocks * sizeof(int)));
  CHECK(cudaMalloc(&dFlags, blocks * sizeof(int)));
  CHECK(cudaMemcpy(dIn, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemset(dFlags, 0, blocks * sizeof(int)));
  tiles<<<blocks, BLOCK>>>(dIn, dS16, dM16, dNeg, dBlock, dFlags);
  CHECK(cudaGetLastError());
  std::vector<int> s16(t16), m16(t16), neg(w32), bsum(blocks), flags(blocks);
  CHECK(cudaMemcpy(s16.data(), dS16, t16 * sizeof(int), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(m16.data(), dM16, t16 * sizeof(int), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(neg.data(), dNeg, w32 * sizeof(int), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(bsum.data(), dBlock, blocks * sizeof(int), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(flags.data(), dFlags, blocks * sizeof(int), cudaMemcpyDeviceToHost));
  CHECK(cudaFree(dIn));
  CHECK(cudaFree(dS16));
  CHECK(cudaFree(dM16));
  CHECK(cudaFree(dNeg));
  CHECK(cudaFree(dBlock));
  CHECK(cudaFree(dFlags));

  int bad16 = 0, bad32 = 0, badBlock = 0, badFlags = 0;
  long long total = 0, negTotal = 0;
  for (int t = 0; t < t16; ++t) {
    int sum = 0, mx = -1000;
    for (int j = 0; j < 16; ++j) {
      sum += h[t * 16 + j];
      mx = h[t * 16 + j] > mx ? h[t * 16 + j] : mx;
    }
    bad16 += s16[t] != sum || m16[t] != mx;
  }
  for (int w = 0; w < w32; ++w) {
    int c = 0;
    for (int j = 0; j < 32; ++j) c += h[w * 32 + j] < 0;
    bad32 += neg[w] != c;
    negTotal += c;
  }
  for (int b = 0; b < blocks; ++b) {
    int sum = 0, f = 0;
    for (int w = 0; w < BLOCK / 32; ++w) {
      int anyBig = 0, allSmall = 1;
      for (int j = 0; j < 32; ++j) {
        int v = h[b * BLOCK + w * 32 + j];
        sum += v;
        anyBig |= v > 990;
        allSmall &= v < 1000;
      }
      f |= (anyBig << 1) | allSmall;
    }
    badBlock += bsum[b] != sum;
    badFlags += flags[b] != f;
    total += bsum[b];
  }
  printf("tiles of 16: %d bad=%d\n", t16, bad16);
  printf("warps: %d negatives=%lld bad=%d\n", w32, negTotal, bad32);
  printf("blocks: %d total=%lld bad=%d flags bad=%d\n", blocks, total, badBlock, badFlags);
  bool ok = bad16 == 0 && bad32 == 0 && badBlock == 0 && badFlags == 0;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
