// More shared-memory atomics in template kernels: per-warp sub-histograms in
// a 2-D __shared__ array (2-D blocks), a __shared__ struct of counters, a
// float maximum by atomicCAS on a __shared__ word, 64-bit and double
// atomicAdd on __shared__ values, a __device__ helper template given a
// __shared__ pointer, and a cooperative-groups warp aggregation.
#include <cstdio>
#include <cstdlib>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

struct Counters {
  int n;
  unsigned long long bytes;
  double sum;
};

template <typename T> __device__ void bump(T *bins, int b, T v) { atomicAdd(bins + b, v); }

__device__ float sharedMaxf(float *addr, float v) {
  int *a = (int *)addr, old = *a, assumed;
  do {
    assumed = old;
    if (__int_as_float(assumed) >= v) break;
    old = atomicCAS(a, assumed, __float_as_int(v));
  } while (old != assumed);
  return __int_as_float(old);
}

template <typename T, int BX, int BY, int BINS>
__global__ void stats(const T *in, int n, unsigned *hist, Counters *tot, float *gmax, int *agg) {
  constexpr int WARPS = BX * BY / 32;
  __shared__ unsigned sub[WARPS][BINS];
  __shared__ Counters c;
  __shared__ float smax;
  const int t = threadIdx.x + threadIdx.y * BX, w = t / 32;
  for (int i = t; i < WARPS * BINS; i += BX * BY) sub[i / BINS][i % BINS] = 0;
  if (t == 0) { c.n = 0; c.bytes = 0; c.sum = 0; smax = -1e30f; }
  __syncthreads();
  for (int i = blockIdx.x * BX * BY + t; i < n; i += gridDim.x * BX * BY) {
    T v = in[i];
    bump(&sub[w][0], (int)v % BINS, 1u);
    atomicAdd(&c.n, 1);
    atomicAdd(&c.bytes, (unsigned long long)sizeof(T));
    atomicAdd(&c.sum, (double)v);
    sharedMaxf(&smax, (float)v);
    if ((int)v % 3 == 0) {
      cg::coalesced_group g = cg::coalesced_threads();
      if (g.thread_rank() == 0) atomicAdd(agg, (int)g.size());
    }
  }
  __syncthreads();
  for (int b = t; b < BINS; b += BX * BY) {
    unsigned s = 0;
    for (int k = 0; k < WARPS; ++k) s += sub[k][b];
    atomicAdd(&hist[b], s);
  }
  if (t == 0) {
    atomicAdd(&tot->n, c.n);
    atomicAdd(&tot->bytes, c.bytes);
    atomicAdd(&tot->sum, c.sum);
    int *gm = (int *)gmax, old = *gm, assumed;
    do {
      assumed = old;
      if (__int_as_float(assumed) >= smax) break;
      old = atomicCAS(gm, assumed, __float_as_int(smax));
    } while (old != assumed);
  }
}

int main() {
  const int n = 123457, BINS = 37;
  int *h = (int *)malloc(n * sizeof(int));
  unsigned ref[BINS] = {}, got[BINS];
  double refSum = 0;
  int refAgg = 0, refMax = 0;
  for (int i = 0; i < n; ++i) {
    h[i] = (i * 7919) % 10007;
    ref[h[i] % BINS]++, refSum += h[i], refAgg += h[i] % 3 == 0, refMax = h[i] > refMax ? h[i] : refMax;
  }
  int *d, *agg;
  unsigned *o;
  Counters *tc, hc = {0, 0, 0};
  float *gm, hm = -1e30f;
  cudaMalloc(&d, n * sizeof(int));
  cudaMalloc(&o, BINS * sizeof(unsigned));
  cudaMalloc(&tc, sizeof(Counters));
  cudaMalloc(&gm, sizeof(float));
  cudaMalloc(&agg, sizeof(int));
  cudaMemcpy(d, h, n * sizeof(int), cudaMemcpyHostToDevice);
  cudaMemset(o, 0, BINS * sizeof(unsigned));
  cudaMemcpy(tc, &hc, sizeof(Counters), cudaMemcpyHostToDevice);
  cudaMemcpy(gm, &hm, sizeof(float), cudaMemcpyHostToDevice);
  cudaMemset(agg, 0, sizeof(int));
  stats<int, 32, 4, BINS><<<50, dim3(32, 4)>>>(d, n, o, tc, gm, agg);
  cudaMemcpy(got, o, BINS * sizeof(unsigned), cudaMemcpyDeviceToHost);
  cudaMemcpy(&hc, tc, sizeof(Counters), cudaMemcpyDeviceToHost);
  cudaMemcpy(&hm, gm, sizeof(float), cudaMemcpyDeviceToHost);
  int ga = 0;
  cudaMemcpy(&ga, agg, sizeof(int), cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int b = 0; b < BINS; ++b) bad += got[b] != ref[b];
  bad += hc.n != n || hc.bytes != (unsigned long long)n * sizeof(int) || hc.sum != refSum || ga != refAgg || hm != (float)refMax;
  printf("bins/counters wrong %d: n %d sum %.1f (%.1f) agg %d (%d) max %.1f (%d)\n%s\n", bad, hc.n, hc.sum, refSum, ga, refAgg,
         (double)hm, refMax, bad ? "FAIL" : "PASS");
  return bad != 0;
}
