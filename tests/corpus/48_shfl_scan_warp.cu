// 48_shfl_scan_warp: block-wide inclusive scans built from warp shuffles.
// Kernel scan32: each warp scans with __shfl_up_sync (full width), the last
// lane stores the warp total in __shared__ memory, warp 0 scans the totals
// with another __shfl_up_sync (after __syncthreads), and every thread adds
// its warp's exclusive offset.  Kernel scan16 does the same over 16-lane
// segments with the width argument 16 (__shfl_up_sync(mask, v, o, 16)) and
// a __syncwarp() between the shared store and the reads of warp 0.  Both run
// 256-thread blocks over a length that leaves the last block partial.
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

#define THREADS 256

__global__ void scan32(const int *in, int *out, int n, int *blockTotals) {
  __shared__ int warpTotals[THREADS / 32];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x % warpSize;
  int warp = threadIdx.x / warpSize;
  int v = i < n ? in[i] : 0;
  for (int o = 1; o < 32; o <<= 1) {
    int t = __shfl_up_sync(0xffffffff, v, o);
    if (lane >= o) v += t;
  }
  if (lane == 31) warpTotals[warp] = v;
  __syncthreads();
  if (warp == 0) {
    int numWarps = blockDim.x / warpSize;
    int w = lane < numWarps ? warpTotals[lane] : 0;
    for (int o = 1; o < 32; o <<= 1) {
      int t = __shfl_up_sync(0xffffffff, w, o);
      if (lane >= o) w += t;
    }
    if (lane < numWarps) warpTotals[lane] = w;  // inclusive scan of totals
  }
  __syncthreads();
  if (warp > 0) v += warpTotals[warp - 1];
  if (i < n) out[i] = v;
  if (threadIdx.x == blockDim.x - 1) blockTotals[blockIdx.x] = v;
}

__global__ void scan16(const int *in, int *out, int n, int *blockTotals) {
  __shared__ int segTotals[THREADS / 16];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x & 31;
  int seg = threadIdx.x / 16;
  int v = i < n ? in[i] : 0;
  for (int o = 1; o < 16; o <<= 1) {
    int t = __shfl_up_sync(0xffffffff, v, o, 16);
    if ((lane & 15) >= o) v += t;
  }
  if ((lane & 15) == 15) segTotals[seg] = v;
  __syncthreads();
  if (threadIdx.x / 32 == 0) {
    int numSegs = blockDim.x / 16;
    int w = lane < numSegs ? segTotals[lane] : 0;
    __syncwarp();  // all lanes have read before any lane overwrites
    for (int o = 1; o < 32; o <<= 1) {
      int t = __shfl_up_sync(0xffffffff, w, o);
      if (lane >= o) w += t;
    }
    if (lane < numSegs) segTotals[lane] = w;
  }
  __syncthreads();
  if (seg > 0) v += segTotals[seg - 1];
  if (i < n) out[i] = v;
  if (threadIdx.x == blockDim.x - 1) blockTotals[blockIdx.x] = v;
}

int main() {
  const int n = 30 * THREADS + 100, blocks = (n + THREADS - 1) / THREADS;
  std::vector<int> h(n);
  unsigned s = 48u;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    h[i] = (int)((s >> 12) % 61u) - 30;
  }
  int *dIn, *dOut32, *dOut16, *dTot32, *dTot16;
  CHECK(cudaMalloc(&dIn, n * sizeof(int)));
  CHECK(cudaMalloc(&dOut32, n * sizeof(int)));
  CHECK(cudaMalloc(&dOut16, n * sizeof(int)));
  CHECK(cudaMalloc(&dTot32, blocks * sizeof(int)));
  CHECK(cudaMalloc(&dTot16, blocks * sizeof(int)));
  CHECK(cudaMemcpy(dIn, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  scan32<<<blocks, THREADS>>>(dIn, dOut32, n, dTot32);
  CHECK(cudaGetLastError());
  scan16<<<blocks, THREADS>>>(dIn, dOut16, n, dTot16);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  std::vector<int> o32(n), o16(n), t32(blocks), t16(blocks);
  CHECK(cudaMemcpy(o32.data(), dOut32, n * sizeof(int), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(o16.data(), dOut16, n * sizeof(int), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(t32.data(), dTot32, blocks * sizeof(int), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(t16.data(), dTot16, blocks * sizeof(int), cudaMemcpyDeviceToHost));

  int bad32 = 0, bad16 = 0;
  long long checksum = 0, totalSum = 0;
  for (int b = 0; b < blocks; ++b) {
    int acc = 0;
    for (int j = 0; j < THREADS; ++j) {
      int i = b * THREADS + j;
      if (i < n) {
        acc += h[i];
        if (o32[i] != acc) ++bad32;
        if (o16[i] != acc) ++bad16;
        checksum += (long long)acc * (j % 13 + 1);
      }
    }
    if (t32[b] != acc) ++bad32;
    if (t16[b] != acc) ++bad16;
    totalSum += acc;
  }
  printf("n=%d blocks=%d\n", n, blocks);
  printf("width32 bad=%d width16 bad=%d\n", bad32, bad16);
  printf("checksum=%lld block_totals=%lld last_block_total=%d\n", checksum, totalSum,
         t32[blocks - 1]);
  cudaFree(dIn);
  cudaFree(dOut32);
  cudaFree(dOut16);
  cudaFree(dTot32);
  cudaFree(dTot16);
  bool ok = bad32 == 0 && bad16 == 0;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
