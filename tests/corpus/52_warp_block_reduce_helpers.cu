// 52_warp_block_reduce_helpers: the reduction helpers most CUDA code carries
// around.  warpReduceSum (a __shfl_down_sync loop) and blockReduceSum (one
// partial per warp in a static __shared__ array of 32, a barrier, the warp
// sum of the partials) as __device__ templates, a warpReduceMax with
// __shfl_xor_sync, and kernels that accumulate a grid-stride partial and call
// them.  int data (256 threads per block) and float data that are multiples
// of 1/8 (96 threads: three warps, so blockDim.x / warpSize partials), so
// every sum is exact; a block-wide maximum as a second use of the helpers.
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

#define FULL_MASK 0xffffffffu

template <typename T>
__inline__ __device__ T warpReduceSum(T val) {
#pragma unroll
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    val += __shfl_down_sync(FULL_MASK, val, offset);
  return val;
}

template <typename T>
__inline__ __device__ T warpReduceMax(T val) {
  for (int mask = 16; mask > 0; mask >>= 1) {
    T other = __shfl_xor_sync(FULL_MASK, val, mask);
    val = other > val ? other : val;
  }
  return val;
}

// The block's sum in thread 0 (other threads: partial results).
template <typename T>
__inline__ __device__ T blockReduceSum(T val) {
  static __shared__ T shared[32];
  int lane = threadIdx.x % warpSize;
  int wid = threadIdx.x / warpSize;
  val = warpReduceSum(val);
  if (lane == 0) shared[wid] = val;
  __syncthreads();
  val = (threadIdx.x < blockDim.x / warpSize) ? shared[lane] : T(0);
  if (wid == 0) val = warpReduceSum(val);
  return val;
}

// The block's maximum in every thread.
template <typename T>
__device__ T blockAllReduceMax(T val, T lowest) {
  __shared__ T partial[32];
  __shared__ T result;
  int lane = threadIdx.x & 31, wid = threadIdx.x >> 5;
  val = warpReduceMax(val);
  if (lane == 0) partial[wid] = val;
  __syncthreads();
  if (wid == 0) {
    T m = lane < (int)(blockDim.x / 32) ? partial[lane] : lowest;
    m = warpReduceMax(m);
    if (lane == 0) result = m;
  }
  __syncthreads();
  return result;
}

template <typename T>
__global__ void blockSums(const T *in, int n, T *sums, T *maxima, T lowest) {
  T sum = T(0), mx = lowest;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    sum += in[i];
    mx = in[i] > mx ? in[i] : mx;
  }
  sum = blockReduceSum(sum);
  if (threadIdx.x == 0) sums[blockIdx.x] = sum;
  T blockMax = blockAllReduceMax(mx, lowest);
  // every thread holds the maximum: the last one writes it
  if (threadIdx.x == blockDim.x - 1) maxima[blockIdx.x] = blockMax;
}

// Returns the number of wrong block results; *total gets their sum.
template <typename T>
int runCase(const std::vector<T> &h, int grid, int block, T lowest, double *total) {
  int n = (int)h.size();
  T *dIn, *dSums, *dMax;
  CHECK(cudaMalloc(&dIn, n * sizeof(T)));
  CHECK(cudaMalloc(&dSums, grid * sizeof(T)));
  CHECK(cudaMalloc(&dMax, grid * sizeof(T)));
  CHECK(cudaMemcpy(dIn, h.data(), n * sizeof(T), cudaMemcpyHostToDevice));
  blockSums<T><<<grid, block>>>(dIn, n, dSums, dMax, lowest);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  std::vector<T> sums(grid), maxima(grid);
  CHECK(cudaMemcpy(sums.data(), dSums, grid * sizeof(T), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(maxima.data(), dMax, grid * sizeof(T), cudaMemcpyDeviceToHost));
  CHECK(cudaFree(dIn));
  CHECK(cudaFree(dSums));
  CHECK(cudaFree(dMax));
  int bad = 0;
  double t = 0.0;
  for (int b = 0; b < grid; ++b) {
    double ref = 0.0;
    T mx = lowest;
    for (int i = b * block; i < n; i += grid * block)
      for (int j = i; j < i + block && j < n; ++j) {
        ref += (double)h[j];
        mx = h[j] > mx ? h[j] : mx;
      }
    if ((double)sums[b] != ref || maxima[b] != mx) ++bad;
    t += (double)sums[b];
  }
  *total = t;
  return bad;
}

int main() {
  const int nI = 50000 + 17, nF = 30000 + 5;
  std::vector<int> hi(nI);
  std::vector<float> hf(nF);
  double refI = 0.0, refF = 0.0;
  unsigned s = 52u;
  for (int i = 0; i < nI; ++i) {
    s = s * 1664525u + 1013904223u;
    hi[i] = (int)((s >> 9) % 30001u) - 15000;
    refI += hi[i];
  }
  for (int i = 0; i < nF; ++i) {
    s = s * 1664525u + 1013904223u;
    hf[i] = (float)((int)((s >> 11) % 513u) - 256) * 0.125f;  // [-32, 32]
    refF += hf[i];
  }
  double totI, totF;
  int badI = runCase<int>(hi, 64, 256, -2147483647 - 1, &totI);
  int badF = runCase<float>(hf, 50, 96, -1.0e30f, &totF);
  printf("int: blocks=64 threads=256 bad=%d total=%.0f ref=%.0f\n", badI, totI, refI);
  printf("float: blocks=50 threads=96 bad=%d total=%.3f ref=%.3f\n", badF, totF, refF);
  bool ok = badI == 0 && badF == 0 && totI == refI && totF == refF;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
