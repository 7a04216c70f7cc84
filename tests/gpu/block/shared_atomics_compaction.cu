// Block-local counter: stream compaction. Each block counts its kept items
// with atomicAdd on a __shared__ counter (positions in a __shared__ buffer),
// reserves its range of the output with one global atomicAdd, then copies.
// Also a warp-aggregated global counter (__activemask, __ffs, __popc,
// __shfl_sync) and atomicMax/atomicMin/atomicCAS on __shared__ values.
#include <cstdio>
#include <cstdlib>
template <typename T, int BLOCK>
__global__ void compact(const T *in, int n, T *out, int *count, T threshold, int *stats) {
  __shared__ T kept[BLOCK];
  __shared__ int nkept, base, smax, smin, firstNeg;
  if (threadIdx.x == 0) { nkept = 0; smax = -2147483647; smin = 2147483647; firstNeg = -1; }
  __syncthreads();
  int i = blockIdx.x * BLOCK + threadIdx.x;
  if (i < n) {
    T v = in[i];
    atomicMax(&smax, (int)v);
    atomicMin(&smin, (int)v);
    if (v < 0) atomicCAS(&firstNeg, -1, i);
    if (v > threshold) {
      int pos = atomicAdd(&nkept, 1);
      kept[pos] = v;
    }
  }
  __syncthreads();
  if (threadIdx.x == 0) base = atomicAdd(count, nkept);
  __syncthreads();
  if (threadIdx.x < nkept) out[base + threadIdx.x] = kept[threadIdx.x];
  if (threadIdx.x == 0) {
    atomicMax(&stats[0], smax);
    atomicMin(&stats[1], smin);
    if (firstNeg >= 0) atomicAdd(&stats[2], 1);
  }
}
// Warp-aggregated increments of a global counter.
template <int BLOCK>
__global__ void countPositive(const int *in, int n, int *count) {
  int i = blockIdx.x * BLOCK + threadIdx.x;
  if (i < n && in[i] > 0) {
    unsigned mask = __activemask();
    int leader = __ffs(mask) - 1, lane = threadIdx.x % 32, res = 0;
    if (lane == leader) res = atomicAdd(count, __popc(mask));
    res = __shfl_sync(mask, res, leader);
    (void)res;
  }
}
int main() {
  const int n = 100000, B = 128;
  int *h = (int *)malloc(n * sizeof(int)), *r = (int *)malloc(n * sizeof(int));
  long long refSum = 0, gotSum = 0;
  int refCount = 0, refPos = 0, refMax = -2147483647, refMin = 2147483647;
  for (int i = 0; i < n; ++i) {
    h[i] = (i * 7919) % 2001 - 1000;
    if (h[i] > 500) refCount++, refSum += h[i];
    if (h[i] > 0) refPos++;
    refMax = h[i] > refMax ? h[i] : refMax;
    refMin = h[i] < refMin ? h[i] : refMin;
  }
  int *d, *o, *c, *s, hs[3] = {-2147483647, 2147483647, 0};
  cudaMalloc(&d, n * sizeof(int));
  cudaMalloc(&o, n * sizeof(int));
  cudaMalloc(&c, 2 * sizeof(int));
  cudaMalloc(&s, 3 * sizeof(int));
  cudaMemcpy(d, h, n * sizeof(int), cudaMemcpyHostToDevice);
  cudaMemcpy(s, hs, 3 * sizeof(int), cudaMemcpyHostToDevice);
  cudaMemset(c, 0, 2 * sizeof(int));
  compact<int, B><<<(n + B - 1) / B, B>>>(d, n, o, c, 500, s);
  countPositive<B><<<(n + B - 1) / B, B>>>(d, n, c + 1);
  int cnt[2];
  cudaMemcpy(cnt, c, 2 * sizeof(int), cudaMemcpyDeviceToHost);
  cudaMemcpy(r, o, n * sizeof(int), cudaMemcpyDeviceToHost);
  cudaMemcpy(hs, s, 3 * sizeof(int), cudaMemcpyDeviceToHost);
  for (int i = 0; i < cnt[0]; ++i) gotSum += r[i];
  int bad = cnt[0] != refCount || gotSum != refSum || cnt[1] != refPos || hs[0] != refMax || hs[1] != refMin || hs[2] <= 0;
  printf("kept %d (%d) sum %lld (%lld) positive %d (%d) max %d min %d negblocks %d\n%s\n", cnt[0], refCount, gotSum,
         refSum, cnt[1], refPos, hs[0], hs[1], hs[2], bad ? "FAIL" : "PASS");
  cudaFree(d); cudaFree(o); cudaFree(c); cudaFree(s);
  free(h); free(r);
  return bad;
}
