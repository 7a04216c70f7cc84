// 53_softmax_rows: row-wise softmax of a 300 x 700 matrix, two ways.
// softmaxBlock: one block (128 threads) per row; the row's maximum and the
// sum of exponentials come from blockReduceMax / blockReduceSum, __device__
// helpers built on warp shuffles (__shfl_xor_sync, so every lane gets the
// result) and a __shared__ array of warp partials that every thread reads
// back.  softmaxWarp: one warp per row, rows handed out by a loop whose trip
// count differs between warps, calling the warp helpers alone.  Checked
// against a double CPU reference with a tolerance; rows must sum to 1.
#include <cmath>
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

__device__ __forceinline__ float warpAllMax(float v) {
  for (int mask = 16; mask >= 1; mask >>= 1) v = fmaxf(v, __shfl_xor_sync(0xffffffff, v, mask));
  return v;
}

__device__ __forceinline__ float warpAllSum(float v) {
  for (int mask = 16; mask >= 1; mask >>= 1) v += __shfl_xor_sync(0xffffffff, v, mask);
  return v;
}

// Every thread of the block gets the block's maximum.
__device__ float blockReduceMax(float v) {
  __shared__ float partial[32];
  const int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  const int warps = (blockDim.x + 31) / 32;
  v = warpAllMax(v);
  if (lane == 0) partial[warp] = v;
  __syncthreads();
  v = lane < warps ? partial[lane] : -INFINITY;
  v = warpAllMax(v);
  __syncthreads();  // partial is reused by the next call
  return v;
}

// Every thread of the block gets the block's sum.
__device__ float blockReduceSum(float v) {
  __shared__ float partial[32];
  const int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  const int warps = (blockDim.x + 31) / 32;
  v = warpAllSum(v);
  if (lane == 0) partial[warp] = v;
  __syncthreads();
  v = lane < warps ? partial[lane] : 0.0f;
  v = warpAllSum(v);
  __syncthreads();
  return v;
}

__global__ void softmaxBlock(const float *x, float *y, int cols) {
  const float *row = x + (size_t)blockIdx.x * cols;
  float *out = y + (size_t)blockIdx.x * cols;
  float m = -INFINITY;
  for (int c = threadIdx.x; c < cols; c += blockDim.x) m = fmaxf(m, row[c]);
  m = blockReduceMax(m);
  float s = 0.0f;
  for (int c = threadIdx.x; c < cols; c += blockDim.x) s += expf(row[c] - m);
  s = blockReduceSum(s);
  const float inv = 1.0f / s;
  for (int c = threadIdx.x; c < cols; c += blockDim.x) out[c] = expf(row[c] - m) * inv;
}

__global__ void softmaxWarp(const float *x, float *y, int rows, int cols) {
  const int lane = threadIdx.x % 32;
  const int warpsPerBlock = blockDim.x / 32;
  const int totalWarps = warpsPerBlock * gridDim.x;
  for (int r = blockIdx.x * warpsPerBlock + threadIdx.x / 32; r < rows; r += totalWarps) {
    const float *row = x + (size_t)r * cols;
    float m = -INFINITY;
    for (int c = lane; c < cols; c += 32) m = fmaxf(m, row[c]);
    m = warpAllMax(m);
    float s = 0.0f;
    for (int c = lane; c < cols; c += 32) s += expf(row[c] - m);
    s = warpAllSum(s);
    for (int c = lane; c < cols; c += 32) y[(size_t)r * cols + c] = expf(row[c] - m) / s;
  }
}

// Largest relative error against the reference, and the worst row sum.
static void compare(const std::vector<float> &got, const std::vector<double> &ref, int rows, int cols,
                    double *maxRel, double *maxRowErr) {
  *maxRel = 0.0;
  *maxRowErr = 0.0;
  for (int r = 0; r < rows; ++r) {
    double sum = 0.0;
    for (int c = 0; c < cols; ++c) {
      double g = got[(size_t)r * cols + c], e = ref[(size_t)r * cols + c];
      double rel = fabs(g - e) / e;
      if (rel > *maxRel) *maxRel = rel;
      sum += g;
    }
    if (fabs(sum - 1.0) > *maxRowErr) *maxRowErr = fabs(sum - 1.0);
  }
}

int main() {
  const int rows = 300, cols = 700;
  const size_t n = (size_t)rows * cols;
  std::vector<float> hx(n), hy(n);
  std::vector<double> ref(n);
  unsigned s = 53u;
  for (size_t i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    hx[i] = (float)((int)((s >> 10) % 2001u) - 1000) * 0.01f;  // [-10, 10]
  }
  for (int r = 0; r < rows; ++r) {
    double m = -1e300, sum = 0.0;
    for (int c = 0; c < cols; ++c) m = hx[(size_t)r * cols + c] > m ? hx[(size_t)r * cols + c] : m;
    for (int c = 0; c < cols; ++c) sum += exp((double)hx[(size_t)r * cols + c] - m);
    for (int c = 0; c < cols; ++c) ref[(size_t)r * cols + c] = exp((double)hx[(size_t)r * cols + c] - m) / sum;
  }
  float *dx, *dy;
  CHECK(cudaMalloc(&dx, n * sizeof(float)));
  CHECK(cudaMalloc(&dy, n * sizeof(float)));
  CHECK(cudaMemcpy(dx, hx.data(), n * sizeof(float), cudaMemcpyHostToDevice));

  double rel1, row1, rel2, row2;
  softmaxBlock<<<rows, 128>>>(dx, dy, cols);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(hy.data(), dy, n * sizeof(float), cudaMemcpyDeviceToHost));
  compare(hy, ref, rows, cols, &rel1, &row1);

  CHECK(cudaMemset(dy, 0, n * sizeof(float)));
  softmaxWarp<<<20, 64>>>(dx, dy, rows, cols);  // 40 warps for 300 rows
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(hy.data(), dy, n * sizeof(float), cudaMemcpyDeviceToHost));
  compare(hy, ref, rows, cols, &rel2, &row2);
  CHECK(cudaFree(dx));
  CHECK(cudaFree(dy));

  bool ok1 = rel1 < 1e-5 && row1 < 1e-5, ok2 = rel2 < 1e-5 && row2 < 1e-5;
  printf("softmax block per row: rows=%d cols=%d ok=%d\n", rows, cols, ok1 ? 1 : 0);
  printf("softmax warp per row: warps=40 ok=%d\n", ok2 ? 1 : 0);
  printf("%s\n", ok1 && ok2 ? "PASS" : "FAIL");
  return ok1 && ok2 ? 0 : 1;
}
