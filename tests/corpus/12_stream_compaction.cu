// 12_stream_compaction: keep the elements divisible by 3, without a prefix
// sum: every surviving thread reserves an output slot with atomicAdd and
// uses the returned old value as its index.  The output order depends on
// the schedule, so only the count and sorted checksums are printed.
#include <algorithm>
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

__device__ bool keep(int v) { return v % 3 == 0; }

__global__ void compact(const int *in, int n, int *out, int *srcIdx, int *count) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int v = in[i];
  if (!keep(v)) return;
  int slot = atomicAdd(count, 1);
  out[slot] = v;
  srcIdx[slot] = i;
}

int main() {
  const int n = 200000;
  std::vector<int> h(n);
  unsigned s = 555u;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    h[i] = (int)(s >> 12) - (1 << 19);  // in [-2^19, 2^19)
  }
  int *dIn, *dOut, *dIdx, *dCount;
  CHECK(cudaMalloc(&dIn, n * sizeof(int)));
  CHECK(cudaMalloc(&dOut, n * sizeof(int)));
  CHECK(cudaMalloc(&dIdx, n * sizeof(int)));
  CHECK(cudaMalloc(&dCount, sizeof(int)));
  CHECK(cudaMemcpy(dIn, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemset(dCount, 0, sizeof(int)));
  compact<<<(n + 255) / 256, 256>>>(dIn, n, dOut, dIdx, dCount);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());

  int count = 0;
  CHECK(cudaMemcpy(&count, dCount, sizeof(int), cudaMemcpyDeviceToHost));
  std::vector<int> out(count), idx(count);
  CHECK(cudaMemcpy(out.data(), dOut, count * sizeof(int), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(idx.data(), dIdx, count * sizeof(int), cudaMemcpyDeviceToHost));

  std::vector<int> ref;
  for (int i = 0; i < n; ++i)
    if (h[i] % 3 == 0) ref.push_back(h[i]);
  int pairBad = 0;
  for (int k = 0; k < count; ++k)
    if (idx[k] < 0 || idx[k] >= n || h[idx[k]] != out[k]) ++pairBad;
  std::sort(idx.begin(), idx.end());
  bool uniqueIdx = std::adjacent_find(idx.begin(), idx.end()) == idx.end();
  std::sort(out.begin(), out.end());
  std::sort(ref.begin(), ref.end());
  bool same = out == ref;
  long long sum = 0, weighted = 0;
  for (int k = 0; k < count; ++k) {
    sum += out[k];
    weighted += (long long)out[k] * (k % 101);
  }
  printf("kept=%d expected=%d\n", count, (int)ref.size());
  printf("sorted_equal=%d unique_sources=%d pair_bad=%d\n", same ? 1 : 0,
         uniqueIdx ? 1 : 0, pairBad);
  printf("sum=%lld weighted=%lld\n", sum, weighted);
  cudaFree(dIn);
  cudaFree(dOut);
  cudaFree(dIdx);
  cudaFree(dCount);
  bool ok = same && uniqueIdx && pairBad == 0;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
