// 16_template_reduce: one templated reduction-by-atomics kernel (grid-stride
// partial sum, then one atomicAdd per thread) implicitly instantiated for
// int, unsigned and double through a templated host wrapper.  The double
// data are multiples of 1/4, so the sum is exact in any order.
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

template <typename T>
__global__ void reduceAtomic(const T *in, int n, T *out) {
  T partial = T(0);
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    partial += in[i];
  if (partial != T(0)) atomicAdd(out, partial);
}

template <typename T>
T gpuSum(const std::vector<T> &h) {
  int n = (int)h.size();
  T *dIn, *dOut;
  CHECK(cudaMalloc(&dIn, n * sizeof(T)));
  CHECK(cudaMalloc(&dOut, sizeof(T)));
  CHECK(cudaMemcpy(dIn, h.data(), n * sizeof(T), cudaMemcpyHostToDevice));
  CHECK(cudaMemset(dOut, 0, sizeof(T)));
  int block = 128, grid = (n + block - 1) / block;
  if (grid > 96) grid = 96;
  reduceAtomic<<<grid, block>>>(dIn, n, dOut);  // T deduced from the arguments
  CHECK(cudaGetLastError());
  T result;
  CHECK(cudaMemcpy(&result, dOut, sizeof(T), cudaMemcpyDeviceToHost));
  CHECK(cudaFree(dIn));
  CHECK(cudaFree(dOut));
  return result;
}

int main() {
  const int n = 300001;
  std::vector<int> vi(n);
  std::vector<unsigned> vu(n);
  std::vector<double> vd(n);
  long long refI = 0;
  unsigned refU = 0;
  double refD = 0.0;
  for (int i = 0; i < n; ++i) {
    vi[i] = (i * 37) % 101 - 45;
    vu[i] = (unsigned)i * 2654435761u;  // wraps: sum is taken mod 2^32
    vd[i] = (double)((i * 11) % 23 - 11) * 0.25;
    refI += vi[i];
    refU += vu[i];
    refD += vd[i];
  }
  int si = gpuSum(vi);
  unsigned su = gpuSum(vu);
  double sd = gpuSum<double>(vd);
  // explicit template argument in a launch
  int *dOne, *dRes, ones[5] = {1, 1, 1, 1, 1}, five = 0;
  CHECK(cudaMalloc(&dOne, sizeof(ones)));
  CHECK(cudaMalloc(&dRes, sizeof(int)));
  CHECK(cudaMemcpy(dOne, ones, sizeof(ones), cudaMemcpyHostToDevice));
  CHECK(cudaMemset(dRes, 0, sizeof(int)));
  reduceAtomic<int><<<1, 32>>>(dOne, 5, dRes);
  CHECK(cudaMemcpy(&five, dRes, sizeof(int), cudaMemcpyDeviceToHost));
  cudaFree(dOne);
  cudaFree(dRes);

  printf("int sum=%d ref=%lld\n", si, refI);
  printf("unsigned sum=%u ref=%u\n", su, refU);
  printf("double sum=%.2f ref=%.2f\n", sd, refD);
  printf("explicit<int> sum=%d\n", five);
  bool ok = si == refI && su == refU && sd == refD && five == 5;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
