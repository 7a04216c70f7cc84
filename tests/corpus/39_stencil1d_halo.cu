// 39_stencil1d_halo: 1D stencil of radius 3 (weights 1 2 3 4 3 2 1) through
// a __shared__ tile of BS + 2*RADIUS ints (BS a template parameter, RADIUS a
// #define).  Every thread loads its own element; the first RADIUS threads
// also load the left and right halos; out-of-range neighbours read as 0.
// Launched with BS = 128 and BS = 64 on a length that is not a multiple of
// either.  Bounds checks are guards, not early returns.
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

#define RADIUS 3

__host__ __device__ inline int weight(int k) {  // k in [-RADIUS, RADIUS]
  return RADIUS + 1 - (k < 0 ? -k : k);
}

template <int BS>
__global__ void stencil1d(const int *in, int *out, int n) {
  __shared__ int tile[BS + 2 * RADIUS];
  int gi = blockIdx.x * BS + threadIdx.x;
  int li = threadIdx.x + RADIUS;
  tile[li] = gi < n ? in[gi] : 0;
  if (threadIdx.x < RADIUS) {
    int left = gi - RADIUS;
    int right = gi + BS;
    tile[threadIdx.x] = left >= 0 ? in[left] : 0;
    tile[li + BS] = right < n ? in[right] : 0;
  }
  __syncthreads();
  if (gi < n) {
    int acc = 0;
    for (int k = -RADIUS; k <= RADIUS; ++k) acc += weight(k) * tile[li + k];
    out[gi] = acc;
  }
}

template <int BS>
int runCase(const std::vector<int> &h, std::vector<int> &out) {
  int n = (int)h.size();
  int *dIn, *dOut;
  CHECK(cudaMalloc(&dIn, n * sizeof(int)));
  CHECK(cudaMalloc(&dOut, n * sizeof(int)));
  CHECK(cudaMemcpy(dIn, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  int blocks = (n + BS - 1) / BS;
  stencil1d<BS><<<blocks, BS>>>(dIn, dOut, n);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  out.resize(n);
  CHECK(cudaMemcpy(out.data(), dOut, n * sizeof(int), cudaMemcpyDeviceToHost));
  cudaFree(dIn);
  cudaFree(dOut);
  return blocks;
}

int main() {
  const int n = 10037;
  std::vector<int> h(n), ref(n);
  unsigned s = 39u;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    h[i] = (int)((s >> 10) % 1000u) - 500;
  }
  long long refSum = 0;
  for (int i = 0; i < n; ++i) {
    int acc = 0;
    for (int k = -RADIUS; k <= RADIUS; ++k)
      if (i + k >= 0 && i + k < n) acc += weight(k) * h[i + k];
    ref[i] = acc;
    refSum += (long long)acc * (i % 5 + 1);
  }
  std::vector<int> o128, o64;
  int b128 = runCase<128>(h, o128);
  int b64 = runCase<64>(h, o64);
  int bad128 = 0, bad64 = 0;
  long long sum128 = 0, sum64 = 0;
  for (int i = 0; i < n; ++i) {
    if (o128[i] != ref[i]) ++bad128;
    if (o64[i] != ref[i]) ++bad64;
    sum128 += (long long)o128[i] * (i % 5 + 1);
    sum64 += (long long)o64[i] * (i % 5 + 1);
  }
  printf("n=%d radius=%d\n", n, RADIUS);
  printf("bs=128 blocks=%d bad=%d checksum=%lld\n", b128, bad128, sum128);
  printf("bs=64 blocks=%d bad=%d checksum=%lld\n", b64, bad64, sum64);
  printf("ref checksum=%lld first=%d last=%d\n", refSum, ref[0], ref[n - 1]);
  bool ok = bad128 == 0 && bad64 == 0 && sum128 == refSum && sum64 == refSum;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
