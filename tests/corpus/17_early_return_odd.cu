// 17_early_return_odd: a kernel that returns early for out-of-range and odd
// indices, so odd elements keep the value set by cudaMemset (0xFF bytes, -1).
// Afterwards cudaMemset clears only a slice in the middle of the buffer.
#include <cstdio>
#include <cstdlib>
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

__global__ void evensOnly(int *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  if (i & 1) return;
  a[i] = 2 * i;
}

__global__ void clampNegatives(int *a, int n, int floor) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int v = a[i];
  if (v >= 0) return;
  a[i] = floor;
}

int main() {
  const int n = 10007, sliceStart = 100, sliceLen = 50;
  int *d;
  CHECK(cudaMalloc(&d, n * sizeof(int)));
  CHECK(cudaMemset(d, 0xFF, n * sizeof(int)));  // every int becomes -1
  evensOnly<<<(n + 127) / 128, 128>>>(d, n);
  CHECK(cudaGetLastError());
  CHECK(cudaMemset(d + sliceStart, 0, sliceLen * sizeof(int)));
  int *h = (int *)malloc(n * sizeof(int));
  CHECK(cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost));

  int bad = 0, minusOnes = 0, zeros = 0;
  long long sum = 0;
  for (int i = 0; i < n; ++i) {
    int ref = (i >= sliceStart && i < sliceStart + sliceLen) ? 0 : ((i & 1) ? -1 : 2 * i);
    if (h[i] != ref) ++bad;
    if (h[i] == -1) ++minusOnes;
    if (h[i] == 0) ++zeros;
    sum += h[i];
  }
  printf("after evensOnly+slice memset: bad=%d minus_ones=%d zeros=%d sum=%lld\n",
         bad, minusOnes, zeros, sum);

  clampNegatives<<<(n + 255) / 256, 256>>>(d, n, 7);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost));
  int sevens = 0, bad2 = 0;
  for (int i = 0; i < n; ++i) {
    int ref = (i >= sliceStart && i < sliceStart + sliceLen) ? 0 : ((i & 1) ? 7 : 2 * i);
    if (h[i] != ref) ++bad2;
    if (h[i] == 7) ++sevens;
  }
  printf("after clampNegatives: bad=%d sevens=%d\n", bad2, sevens);
  CHECK(cudaFree(d));
  free(h);
  bool ok = bad == 0 && bad2 == 0;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
