// A row softmax whose __device__ function template declares two
// `__shared__ typename cub::BlockReduce<T, N>::TempStorage` objects and reduces
// the row's maximum and its sum of exponentials with operators taking
// forwarding references and returning std::common_type (issue 40's silent
// wrong answer, reduced). Prints the largest error (times the row length)
// against a double-precision CPU softmax, and PASS below 1e-3.
#include <cstdio>
#include <cmath>
#include <type_traits>
#include <cub/cub.cuh>

struct MaxOp {
  template <typename T, typename U>
  __device__ __forceinline__ typename std::common_type<T, U>::type operator()(T &&a, U &&b) const {
    return a > b ? a : b;
  }
};
struct SumOp {
  template <typename T, typename U>
  __device__ __forceinline__ typename std::common_type<T, U>::type operator()(T &&a, U &&b) const {
    return a + b;
  }
};

template <typename T, int BLOCK>
__device__ void row_softmax(const T *in, T *out, int cols) {
  __shared__ typename cub::BlockReduce<T, BLOCK>::TempStorage maxStore;
  __shared__ typename cub::BlockReduce<T, BLOCK>::TempStorage sumStore;
  __shared__ T rowMax, rowSum;
  T m = -INFINITY;
  for (int c = threadIdx.x; c < cols; c += BLOCK) m = max(m, in[c]);
  T bm = cub::BlockReduce<T, BLOCK>(maxStore).Reduce(m, MaxOp());
  if (threadIdx.x == 0) rowMax = bm;
  __syncthreads();
  T s = 0;
  for (int c = threadIdx.x; c < cols; c += BLOCK) s += expf(in[c] - rowMax);
  T bs = cub::BlockReduce<T, BLOCK>(sumStore).Reduce(s, SumOp());
  if (threadIdx.x == 0) rowSum = bs;
  __syncthreads();
  for (int c = threadIdx.x; c < cols; c += BLOCK) out[c] = expf(in[c] - rowMax) / rowSum;
}

template <typename T, int BLOCK>
__global__ void softmax(const T *in, T *out, int cols) {
  row_softmax<T, BLOCK>(in + blockIdx.x * cols, out + blockIdx.x * cols, cols);
}

int main() {
  const int rows = 64, cols = 1000, n = rows * cols;
  float *h = new float[n], *r = new float[n];
  for (int i = 0; i < n; ++i) h[i] = (float)((i * 37) % 101) / 10.0f - 5.0f + (i / cols) * 0.01f;
  float *d, *o;
  cudaMalloc(&d, n * sizeof(float));
  cudaMalloc(&o, n * sizeof(float));
  cudaMemcpy(d, h, n * sizeof(float), cudaMemcpyHostToDevice);
  softmax<float, 128><<<rows, 128>>>(d, o, cols);
  cudaMemcpy(r, o, n * sizeof(float), cudaMemcpyDeviceToHost);
  double err = 0;
  for (int row = 0; row < rows; ++row) {
    double mx = -1e30, sum = 0;
    for (int c = 0; c < cols; ++c) mx = fmax(mx, h[row * cols + c]);
    for (int c = 0; c < cols; ++c) sum += exp(h[row * cols + c] - mx);
    for (int c = 0; c < cols; ++c) err = fmax(err, fabs(exp(h[row * cols + c] - mx) / sum - r[row * cols + c]) * cols);
  }
  printf("max error %g\n%s\n", err, err < 1e-3 ? "PASS" : "FAIL");
  cudaFree(d); cudaFree(o);
  return err < 1e-3 ? 0 : 1;
}
