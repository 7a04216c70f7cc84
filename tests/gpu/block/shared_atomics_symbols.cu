// Block-local counters in __shared__ memory, totals in __device__ variables
// with global atomics, read back with cudaMemcpyFromSymbol; the output
// positions reserved by a global atomic on a __device__ counter.
#include <cstdio>
#include <cstdlib>
__device__ unsigned int g_selected;
__device__ unsigned long long g_sum;
__device__ int g_max;

template <typename T, int BLOCK>
__global__ void select(const T *in, int n, T lo, T *out) {
  __shared__ unsigned int s_count, s_base;
  __shared__ T s_items[BLOCK];
  __shared__ int s_max;
  if (threadIdx.x == 0) { s_count = 0; s_max = -1; }
  __syncthreads();
  int i = blockIdx.x * BLOCK + threadIdx.x;
  if (i < n && in[i] >= lo) {
    unsigned p = atomicInc(&s_count, BLOCK);
    s_items[p] = in[i];
    atomicMax(&s_max, (int)in[i]);
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    s_base = atomicAdd(&g_selected, s_count);
    atomicMax(&g_max, s_max);
  }
  __syncthreads();
  if (threadIdx.x < s_count) {
    out[s_base + threadIdx.x] = s_items[threadIdx.x];
    atomicAdd(&g_sum, (unsigned long long)s_items[threadIdx.x]);
  }
}

int main() {
  const int n = 1 << 18, B = 256;
  int *h = (int *)malloc(n * sizeof(int));
  unsigned refCount = 0;
  unsigned long long refSum = 0;
  int refMax = -1;
  for (int i = 0; i < n; ++i) {
    h[i] = (int)((i * 2654435761u) % 100000u);
    if (h[i] >= 90000) refCount++, refSum += h[i], refMax = h[i] > refMax ? h[i] : refMax;
  }
  int *d, *o;
  cudaMalloc(&d, n * sizeof(int));
  cudaMalloc(&o, n * sizeof(int));
  cudaMemcpy(d, h, n * sizeof(int), cudaMemcpyHostToDevice);
  unsigned zero = 0;
  unsigned long long zero64 = 0;
  int minus = -1;
  cudaMemcpyToSymbol(g_selected, &zero, sizeof(zero));
  cudaMemcpyToSymbol(g_sum, &zero64, sizeof(zero64));
  cudaMemcpyToSymbol(g_max, &minus, sizeof(minus));
  select<int, B><<<n / B, B>>>(d, n, 90000, o);
  unsigned count;
  unsigned long long sum;
  int mx;
  cudaMemcpyFromSymbol(&count, g_selected, sizeof(count));
  cudaMemcpyFromSymbol(&sum, g_sum, sizeof(sum));
  cudaMemcpyFromSymbol(&mx, g_max, sizeof(mx));
  int *r = (int *)malloc(count * sizeof(int));
  cudaMemcpy(r, o, count * sizeof(int), cudaMemcpyDeviceToHost);
  unsigned long long check = 0;
  for (unsigned k = 0; k < count; ++k) check += r[k];
  int bad = count != refCount || sum != refSum || check != refSum || mx != refMax;
  printf("selected %u (%u) sum %llu/%llu (%llu) max %d (%d)\n%s\n", count, refCount, sum, check, refSum, mx, refMax,
         bad ? "FAIL" : "PASS");
  return bad;
}
