// 58_warp_aggregated_compaction: stream compaction with warp-aggregated
// atomics.  The threads that keep their element call atomicAggInc from
// inside a branch; the helper takes cg::coalesced_threads() (the threads of
// the warp that are there), lets its first thread reserve one slot per
// thread with a single atomicAdd, and hands each thread its slot with
// g.shfl and g.thread_rank().  A second kernel computes the same slots with
// __ballot_sync and __popc in a helper that every thread calls.  The order
// of the output depends on the run: it is checked as a multiset (count, sum,
// sum of squares, every element kept), never printed.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>
#include <cooperative_groups.h>
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

__device__ int atomicAggInc(int *counter) {
  cg::coalesced_group active = cg::coalesced_threads();
  int base = 0;
  if (active.thread_rank() == 0) base = atomicAdd(counter, (int)active.size());
  return active.shfl(base, 0) + (int)active.thread_rank();
}

__global__ void compactAggregated(const int *in, int n, int *out, int *count, int modulus) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && in[i] % modulus == 0) out[atomicAggInc(count)] = in[i];
}

// Every thread of the warp calls it; those with keep != 0 get a slot.
__device__ int ballotSlot(int keep, int *counter) {
  const unsigned lanes = __ballot_sync(0xffffffffu, keep);
  const int lane = threadIdx.x % 32;
  int base = 0;
  if (lane == __ffs(lanes) - 1) base = atomicAdd(counter, __popc(lanes));
  base = __shfl_sync(0xffffffffu, base, __ffs(lanes) - 1);
  return keep ? base + __popc(lanes & ((1u << lane) - 1u)) : -1;
}

__global__ void compactBallot(const int *in, int n, int *out, int *count, int modulus) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = i < n ? in[i] : 1;
  int slot = ballotSlot(v % modulus == 0 ? 1 : 0, count);
  if (slot >= 0) out[slot] = v;
}

struct Summary {
  int count;
  long long sum, squares;
};

static Summary summarize(const std::vector<int> &v, int count) {
  Summary s{count, 0, 0};
  for (int i = 0; i < count; ++i) {
    s.sum += v[i];
    s.squares += (long long)v[i] * v[i];
  }
  return s;
}

int main() {
  const int n = 100000, modulus = 7;
  std::vector<int> h(n);
  unsigned s = 58u;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    h[i] = (int)((s >> 8) % 100000u);
  }
  std::vector<int> ref;
  for (int i = 0; i < n; ++i)
    if (h[i] % modulus == 0) ref.push_back(h[i]);
  Summary want = summarize(ref, (int)ref.size());

  int *dIn, *dOut, *dCount;
  CHECK(cudaMalloc(&dIn, n * sizeof(int)));
  CHECK(cudaMalloc(&dOut, n * sizeof(int)));
  CHECK(cudaMalloc(&dCount, sizeof(int)));
  CHECK(cudaMemcpy(dIn, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  std::vector<int> out(n);
  int count = 0;
  bool ok = true;
  for (int pass = 0; pass < 2; ++pass) {
    CHECK(cudaMemset(dCount, 0, sizeof(int)));
    if (pass == 0) compactAggregated<<<(n + 255) / 256, 256>>>(dIn, n, dOut, dCount, modulus);
    else compactBallot<<<(n + 127) / 128, 128>>>(dIn, n, dOut, dCount, modulus);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(&count, dCount, sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(out.data(), dOut, n * sizeof(int), cudaMemcpyDeviceToHost));
    Summary got = summarize(out, count < n ? count : n);
    bool same = got.count == want.count && got.sum == want.sum && got.squares == want.squares;
    for (int i = 0; same && i < count; ++i) same = out[i] % modulus == 0;
    printf("%s: kept=%d of %d ok=%d\n", pass == 0 ? "coalesced_threads" : "ballot", count, n, same ? 1 : 0);
    ok = ok && same;
  }
  CHECK(cudaFree(dIn));
  CHECK(cudaFree(dOut));
  CHECK(cudaFree(dCount));
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
