// 30_bitonic_sort: bitonic sort of 8192 ints entirely in global memory, one
// kernel launch per (k, j) stage (91 launches), each thread owning one
// compare-exchange pair so there are no races.  Compared with std::sort.
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

__device__ __forceinline__ void compareSwap(int *a, int i, int j, bool ascending) {
  int x = a[i], y = a[j];
  if ((x > y) == ascending) {
    a[i] = y;
    a[j] = x;
  }
}

__global__ void __launch_bounds__(256) bitonicStep(int *a, int j, int k, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int partner = i ^ j;
  if (partner > i) compareSwap(a, i, partner, (i & k) == 0);
}

int main() {
  const int n = 8192;
  std::vector<int> h(n);
  unsigned s = 8675309u;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    h[i] = (int)(s >> 8) % 100000 - 50000;
  }
  int *d;
  CHECK(cudaMalloc(&d, n * sizeof(int)));
  CHECK(cudaMemcpy(d, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  int launches = 0;
  for (int k = 2; k <= n; k <<= 1)
    for (int j = k >> 1; j > 0; j >>= 1) {
      bitonicStep<<<n / 256, 256>>>(d, j, k, n);
      CHECK(cudaGetLastError());
      ++launches;
    }
  CHECK(cudaDeviceSynchronize());
  std::vector<int> out(n);
  CHECK(cudaMemcpy(out.data(), d, n * sizeof(int), cudaMemcpyDeviceToHost));
  std::sort(h.begin(), h.end());
  bool same = out == h;
  long long weighted = 0;
  for (int i = 0; i < n; ++i) weighted += (long long)out[i] * (i % 13);
  printf("n=%d launches=%d\n", n, launches);
  printf("min=%d median=%d max=%d weighted=%lld\n", out[0], out[n / 2], out[n - 1], weighted);
  printf("sorted_equal=%d\n", same ? 1 : 0);
  CHECK(cudaFree(d));
  printf("%s\n", same ? "PASS" : "FAIL");
  return same ? 0 : 1;
}
