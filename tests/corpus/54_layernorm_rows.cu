// 54_layernorm_rows: LayerNorm over the rows of a 256 x 512 matrix, one
// block of BLOCK threads per row (a template parameter: 256 and 128).  The
// row is cached in the launch's dynamic shared memory; the mean and then the
// variance (a second pass over the cached values) come from blockReduceSum,
// a __device__ helper whose warp sums use __shfl_down_sync and whose result
// is in thread 0, which publishes it through __shared__ scalars.  The row
// pointers are advanced by assigning the kernel's parameters.  Checked
// against a double CPU reference with a tolerance.
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

#define WARP 32

__inline__ __device__ float warpReduceSum(float v) {
  for (int offset = WARP / 2; offset > 0; offset >>= 1) v += __shfl_down_sync(0xffffffff, v, offset);
  return v;
}

// The block's sum, in thread 0.
template <int BLOCK>
__inline__ __device__ float blockReduceSum(float v) {
  constexpr int WARPS = BLOCK / WARP;
  static __shared__ float warpSums[WARPS];
  const int lane = threadIdx.x % WARP, warp = threadIdx.x / WARP;
  v = warpReduceSum(v);
  if (lane == 0) warpSums[warp] = v;
  __syncthreads();
  v = threadIdx.x < WARPS ? warpSums[threadIdx.x] : 0.0f;
  if (warp == 0) v = warpReduceSum(v);
  return v;
}

template <int BLOCK>
__global__ void layerNorm(const float *x, float *y, const float *gamma, const float *beta, int cols, float eps) {
  extern __shared__ float rowCache[];
  __shared__ float mean, rstd;
  x += (size_t)blockIdx.x * cols;
  y += (size_t)blockIdx.x * cols;
  float sum = 0.0f;
  for (int c = threadIdx.x; c < cols; c += BLOCK) {
    rowCache[c] = x[c];
    sum += rowCache[c];
  }
  sum = blockReduceSum<BLOCK>(sum);
  if (threadIdx.x == 0) mean = sum / cols;
  __syncthreads();
  float sq = 0.0f;
  for (int c = threadIdx.x; c < cols; c += BLOCK) {
    float d = rowCache[c] - mean;
    sq += d * d;
  }
  sq = blockReduceSum<BLOCK>(sq);
  if (threadIdx.x == 0) rstd = rsqrtf(sq / cols + eps);
  __syncthreads();
  for (int c = threadIdx.x; c < cols; c += BLOCK) y[c] = (rowCache[c] - mean) * rstd * gamma[c] + beta[c];
}

// Largest absolute error of one launch against the reference.
template <int BLOCK>
double runCase(const std::vector<float> &hx, const std::vector<float> &g, const std::vector<float> &b,
               const std::vector<double> &ref, int rows, int cols, float eps) {
  const size_t n = (size_t)rows * cols;
  float *dx, *dy, *dg, *db;
  CHECK(cudaMalloc(&dx, n * sizeof(float)));
  CHECK(cudaMalloc(&dy, n * sizeof(float)));
  CHECK(cudaMalloc(&dg, cols * sizeof(float)));
  CHECK(cudaMalloc(&db, cols * sizeof(float)));
  CHECK(cudaMemcpy(dx, hx.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dg, g.data(), cols * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(db, b.data(), cols * sizeof(float), cudaMemcpyHostToDevice));
  layerNorm<BLOCK><<<rows, BLOCK, cols * sizeof(float)>>>(dx, dy, dg, db, cols, eps);
  CHECK(cudaGetLastError());
  std::vector<float> hy(n);
  CHECK(cudaMemcpy(hy.data(), dy, n * sizeof(float), cudaMemcpyDeviceToHost));
  CHECK(cudaFree(dx));
  CHECK(cudaFree(dy));
  CHECK(cudaFree(dg));
  CHECK(cudaFree(db));
  double worst = 0.0;
  for (size_t i = 0; i < n; ++i) worst = fabs(hy[i] - ref[i]) > worst ? fabs(hy[i] - ref[i]) : worst;
  return worst;
}

int main() {
  const int rows = 256, cols = 512;
  const float eps = 1e-5f;
  const size_t n = (size_t)rows * cols;
  std::vector<float> hx(n), g(cols), b(cols);
  std::vector<double> ref(n);
  unsigned s = 54u;
  for (size_t i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    hx[i] = (float)((int)((s >> 9) % 4001u) - 2000) * 0.001f + (float)(i / cols % 7);  // row offsets 0..6
  }
  for (int c = 0; c < cols; ++c) {
    g[c] = 0.5f + (float)(c % 5) * 0.25f;
    b[c] = (float)(c % 3) - 1.0f;
  }
  for (int r = 0; r < rows; ++r) {
    double mean = 0.0, var = 0.0;
    for (int c = 0; c < cols; ++c) mean += hx[(size_t)r * cols + c];
    mean /= cols;
    for (int c = 0; c < cols; ++c) var += (hx[(size_t)r * cols + c] - mean) * (hx[(size_t)r * cols + c] - mean);
    var /= cols;
    for (int c = 0; c < cols; ++c)
      ref[(size_t)r * cols + c] = (hx[(size_t)r * cols + c] - mean) / sqrt(var + eps) * g[c] + b[c];
  }
  double e256 = runCase<256>(hx, g, b, ref, rows, cols, eps);
  double e128 = runCase<128>(hx, g, b, ref, rows, cols, eps);
  bool ok256 = e256 < 1e-4, ok128 = e128 < 1e-4;
  printf("layernorm rows=%d cols=%d block=256 ok=%d\n", rows, cols, ok256 ? 1 : 0);
  printf("layernorm rows=%d cols=%d block=128 ok=%d\n", rows, cols, ok128 ? 1 : 0);
  printf("%s\n", ok256 && ok128 ? "PASS" : "FAIL");
  return ok256 && ok128 ? 0 : 1;
}
