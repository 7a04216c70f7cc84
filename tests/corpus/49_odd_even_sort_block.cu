// 49_odd_even_sort_block: odd-even transposition sort of 256-int segments in
// __shared__ memory.  128 threads per block each own one compare-exchange
// pair; 256 phases alternate even pairs (2t, 2t+1) and odd pairs
// (2t+1, 2t+2), with __syncthreads() after every phase.  The last segment is
// partial and padded with INT_MAX in shared memory (the padding is not
// written back).  Checked against std::sort per segment.
#include <algorithm>
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

#define SEG 256

__global__ void oddEvenSort(int *data, int n) {
  __shared__ int s[SEG];
  int t = threadIdx.x;  // SEG / 2 threads
  int base = blockIdx.x * SEG;
  int i0 = base + 2 * t, i1 = base + 2 * t + 1;
  s[2 * t] = i0 < n ? data[i0] : INT_MAX;
  s[2 * t + 1] = i1 < n ? data[i1] : INT_MAX;
  __syncthreads();
  for (int phase = 0; phase < SEG; ++phase) {
    int j = 2 * t + (phase & 1);
    if (j + 1 < SEG) {
      int a = s[j], b = s[j + 1];
      if (a > b) {
        s[j] = b;
        s[j + 1] = a;
      }
    }
    __syncthreads();
  }
  if (i0 < n) data[i0] = s[2 * t];
  if (i1 < n) data[i1] = s[2 * t + 1];
}

int main() {
  const int segs = 16, n = segs * SEG - 100;
  std::vector<int> h(n);
  unsigned s = 49u;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    h[i] = (int)(s >> 4) - (1 << 27);  // may repeat, both signs
  }
  for (int i = 300; i < 340; ++i) h[i] = 12345;  // a run of duplicates
  for (int i = 600; i < 856; ++i) h[i] = 1000 - i;  // a reversed segment part
  int *d;
  CHECK(cudaMalloc(&d, n * sizeof(int)));
  CHECK(cudaMemcpy(d, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  oddEvenSort<<<segs, SEG / 2>>>(d, n);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  std::vector<int> got(n);
  CHECK(cudaMemcpy(got.data(), d, n * sizeof(int), cudaMemcpyDeviceToHost));
  cudaFree(d);

  std::vector<int> ref(h);
  int unsortedSegs = 0, mismatches = 0;
  long long sum = 0, refSum = 0;
  for (int b = 0; b < segs; ++b) {
    int lo = b * SEG, hi = std::min(n, (b + 1) * SEG);
    std::sort(ref.begin() + lo, ref.begin() + hi);
    bool sorted = true;
    for (int i = lo; i < hi; ++i) {
      if (i + 1 < hi && got[i] > got[i + 1]) sorted = false;
      if (got[i] != ref[i]) ++mismatches;
      sum += (long long)got[i] * (i - lo + 1);
      refSum += (long long)ref[i] * (i - lo + 1);
    }
    if (!sorted) ++unsortedSegs;
  }
  printf("n=%d segments=%d\n", n, segs);
  printf("unsorted_segments=%d mismatches=%d\n", unsortedSegs, mismatches);
  printf("seg0 first=%d last=%d\n", ref[0], ref[SEG - 1]);
  printf("last seg first=%d last=%d\n", ref[(segs - 1) * SEG], ref[n - 1]);
  printf("rank_checksum=%lld ref=%lld\n", sum, refSum);
  bool ok = unsortedSegs == 0 && mismatches == 0 && sum == refSum;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
