// 44_ballot_popcount: warp votes.  Every warp builds a __ballot_sync mask of
// a predicate (value divisible by 3), counts it with __popc, and evaluates
// __any_sync / __all_sync on two more predicates; lane 0 writes the per-warp
// results.  Each thread also ranks itself among the matching lanes below it
// (__popc(mask & lanes_below)) to compact the matches in order within its
// warp's output segment.  Lanes past n vote false.  Data are laid out so
// that some warps are all-true, some all-false and some mixed.
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

__global__ void warpVotes(const int *in, int n, unsigned *masks, int *counts,
                          int *anyNeg, int *allSmall, int *compact) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x & 31;
  int gwarp = i / warpSize;
  int v = i < n ? in[i] : 1;
  bool div3 = i < n && v % 3 == 0;
  unsigned m = __ballot_sync(0xffffffff, div3);
  int cnt = __popc(m);
  int neg = __any_sync(0xffffffff, i < n && v < 0);
  int small = __all_sync(0xffffffff, v < 1000);
  int rank = __popc(m & ((1u << lane) - 1u));
  if (div3) compact[gwarp * 32 + rank] = v;
  if (lane == 0) {
    masks[gwarp] = m;
    counts[gwarp] = cnt;
    anyNeg[gwarp] = neg;
    allSmall[gwarp] = small;
  }
}

int main() {
  const int n = 32 * 500 + 17, block = 128;
  const int grid = (n + block - 1) / block;
  const int warps = grid * block / 32;
  std::vector<int> h(n);
  unsigned s = 44u;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    int w = i / 32;
    int r = (int)((s >> 12) % 1500u);
    if (w % 7 == 0) r = 3 * (r % 300);            // all divisible by 3, all small
    else if (w % 7 == 1) r = 3 * (r % 300) + 1;   // none divisible by 3
    else if (w % 7 == 2) r = r % 999;             // all small, may be negative below
    if (w % 5 == 0 && (i % 32) == 13) r = -r - 1;  // one negative lane
    h[i] = r;
  }
  int *dIn, *dCounts, *dAny, *dAll, *dCompact;
  unsigned *dMasks;
  CHECK(cudaMalloc(&dIn, n * sizeof(int)));
  CHECK(cudaMalloc(&dMasks, warps * sizeof(unsigned)));
  CHECK(cudaMalloc(&dCounts, warps * sizeof(int)));
  CHECK(cudaMalloc(&dAny, warps * sizeof(int)));
  CHECK(cudaMalloc(&dAll, warps * sizeof(int)));
  CHECK(cudaMalloc(&dCompact, warps * 32 * sizeof(int)));
  CHECK(cudaMemcpy(dIn, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemset(dCompact, 0xFF, warps * 32 * sizeof(int)));
  warpVotes<<<grid, block>>>(dIn, n, dMasks, dCounts, dAny, dAll, dCompact);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  std::vector<unsigned> masks(warps);
  std::vector<int> counts(warps), anyNeg(warps), allSmall(warps), compact(warps * 32);
  CHECK(cudaMemcpy(masks.data(), dMasks, warps * sizeof(unsigned), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(counts.data(), dCounts, warps * sizeof(int), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(anyNeg.data(), dAny, warps * sizeof(int), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(allSmall.data(), dAll, warps * sizeof(int), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(compact.data(), dCompact, warps * 32 * sizeof(int), cudaMemcpyDeviceToHost));

  int bad = 0, total = 0, fullWarps = 0, emptyWarps = 0, anyCount = 0, allCount = 0;
  unsigned maskXor = 0;
  for (int w = 0; w < warps; ++w) {
    unsigned rm = 0;
    int rAny = 0, rAll = 1, k = 0;
    for (int l = 0; l < 32; ++l) {
      int i = w * 32 + l;
      int v = i < n ? h[i] : 1;
      if (i < n && v % 3 == 0) {
        rm |= 1u << l;
        if (compact[w * 32 + k] != v) ++bad;
        ++k;
      }
      if (i < n && v < 0) rAny = 1;
      if (!(v < 1000)) rAll = 0;
    }
    for (int l = k; l < 32; ++l)
      if (compact[w * 32 + l] != -1) ++bad;  // untouched slots keep 0xFFFFFFFF
    if (masks[w] != rm || counts[w] != k || (anyNeg[w] != 0) != (rAny != 0) ||
        (allSmall[w] != 0) != (rAll != 0))
      ++bad;
    total += k;
    fullWarps += rm == 0xffffffffu;
    emptyWarps += rm == 0u;
    anyCount += rAny;
    allCount += rAll;
    maskXor ^= rm * (unsigned)(2 * w + 1);
  }
  printf("n=%d warps=%d\n", n, warps);
  printf("matches=%d full_warps=%d empty_warps=%d\n", total, fullWarps, emptyWarps);
  printf("any_negative=%d all_small=%d mask_hash=%08x\n", anyCount, allCount, maskXor);
  printf("bad=%d\n", bad);
  cudaFree(dIn);
  cudaFree(dMasks);
  cudaFree(dCounts);
  cudaFree(dAny);
  cudaFree(dAll);
  cudaFree(dCompact);
  bool ok = bad == 0;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
