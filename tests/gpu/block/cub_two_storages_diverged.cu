// Two BlockReduce storages in a __device__ function template, reduced with
// forwarding-reference functors (CCCL 2's cub::Max/cub::Sum as written), after
// loops and branches whose trip counts differ from lane to lane, and with no
// barrier between the two reductions (they use different storages): the lanes
// of a warp may reach each reduction apart.
#include <cstdio>
#include <cmath>
#include <type_traits>
#include <utility>
#include <cub/cub.cuh>

struct Max {
  template <typename T, typename U>
  __device__ __forceinline__ typename std::common_type<T, U>::type operator()(T &&t, U &&u) const {
    return ((u) > (t)) ? (u) : (t);
  }
};
struct Sum {
  template <typename T, typename U>
  __device__ __forceinline__ auto operator()(T &&t, U &&u) const -> decltype(std::forward<T>(t) + std::forward<U>(u)) {
    return std::forward<T>(t) + std::forward<U>(u);
  }
};

template <typename T, int BLOCK>
__device__ void rowStats(const T *row, int cols, T *outMax, T *outSum) {
  __shared__ typename cub::BlockReduce<T, BLOCK>::TempStorage tmax;
  __shared__ typename cub::BlockReduce<T, BLOCK>::TempStorage tsum;
  T m = (T)-1e30, s = 0;
  for (int c = threadIdx.x; c < cols; c += BLOCK) {
    T v = row[c];
    int k = ((int)(v * 8) + c) % 9;
    for (int j = 0; j < k; ++j) v = v * (T)0.5 + (T)0.25;
    m = v > m ? v : m;
    s += v;
  }
  if (threadIdx.x % 3 == 1) {
    for (int j = 0; j < (int)threadIdx.x % 17; ++j) s = s * (T)1 + (T)0;
  }
  T bm = cub::BlockReduce<T, BLOCK>(tmax).Reduce(m, Max());
  T bs = cub::BlockReduce<T, BLOCK>(tsum).Reduce(s, Sum());
  if (threadIdx.x == 0) {
    *outMax = bm;
    *outSum = bs;
  }
}

template <typename T, int BLOCK>
__global__ void stats(const T *in, int cols, T *mx, T *sm) {
  rowStats<T, BLOCK>(in + (size_t)blockIdx.x * cols, cols, mx + blockIdx.x, sm + blockIdx.x);
}

int main() {
  const int rows = 256, cols = 999, n = rows * cols;
  float *h = new float[n], mx[rows], sm[rows];
  for (int i = 0; i < n; ++i) h[i] = (float)((i * 37) % 101) / 50.0f;
  float *d, *dm, *ds;
  cudaMalloc(&d, n * sizeof(float));
  cudaMalloc(&dm, rows * sizeof(float));
  cudaMalloc(&ds, rows * sizeof(float));
  cudaMemcpy(d, h, n * sizeof(float), cudaMemcpyHostToDevice);
  stats<float, 128><<<rows, 128>>>(d, cols, dm, ds);
  cudaMemcpy(mx, dm, rows * sizeof(float), cudaMemcpyDeviceToHost);
  cudaMemcpy(sm, ds, rows * sizeof(float), cudaMemcpyDeviceToHost);
  double errMax = 0, errSum = 0;
  for (int r = 0; r < rows; ++r) {
    double m = -1e30, s = 0;
    for (int c = 0; c < cols; ++c) {
      float v = h[r * cols + c];
      int k = ((int)(v * 8) + c) % 9;
      for (int j = 0; j < k; ++j) v = v * 0.5f + 0.25f;
      m = v > m ? v : m;
      s += v;
    }
    errMax = fmax(errMax, fabs(mx[r] - m));
    errSum = fmax(errSum, fabs(sm[r] - s) / s);
  }
  printf("max error of the maxima %g, of the sums (relative) %g\n%s\n", errMax, errSum,
         errMax == 0 && errSum < 1e-5 ? "PASS" : "FAIL");
  return errMax == 0 && errSum < 1e-5 ? 0 : 1;
}
