// nvcc-flags: --extended-lambda
// CUB device-wide calls with temporary storage, iterators, a block collective in a kernel.
#include <cub/cub.cuh>
#include <cub/device/device_radix_sort.cuh>
#include <cstdio>
#include <vector>

struct GreaterThan {
  int t;
  __host__ __device__ __forceinline__ bool operator()(const int &a) const { return a > t; }
};

struct MinOp { __host__ __device__ int operator()(int a, int b) const { return a < b ? a : b; } };
struct MaxOp { __host__ __device__ int operator()(int a, int b) const { return a > b ? a : b; } };
template <int BLOCK>
__global__ void blockSum(const int *in, int *out) {
  typedef cub::BlockReduce<int, BLOCK> BR;
  __shared__ typename BR::TempStorage temp;
  int v = in[blockIdx.x * BLOCK + threadIdx.x];
  int s = BR(temp).Sum(v);
  if (threadIdx.x == 0) out[blockIdx.x] = s;
}

int main() {
  const int n = 1000;
  int *d_in, *d_out, *d_sel, *d_nsel;
  cudaMalloc(&d_in, n * sizeof(int));
  cudaMalloc(&d_out, n * sizeof(int));
  cudaMalloc(&d_sel, n * sizeof(int));
  cudaMalloc(&d_nsel, sizeof(int));
  void *d_temp = nullptr;
  size_t temp_bytes = 0;
  cub::DeviceReduce::Sum(d_temp, temp_bytes, d_in, d_out, n);
  cudaMalloc(&d_temp, temp_bytes);
  cub::DeviceReduce::Sum(d_temp, temp_bytes, d_in, d_out, n);
  cub::DeviceReduce::Max(d_temp, temp_bytes, d_in, d_out, n);
  cub::KeyValuePair<int, int> *d_kv;
  cudaMalloc(&d_kv, sizeof(*d_kv));
  cub::DeviceReduce::ArgMax(d_temp, temp_bytes, d_in, d_kv, n);
  cub::DeviceReduce::Reduce(d_temp, temp_bytes, d_in, d_out, n, MinOp(), 1 << 30);
  cub::DeviceScan::ExclusiveSum(d_temp, temp_bytes, d_in, d_out, n);
  cub::DeviceScan::InclusiveScan(d_temp, temp_bytes, d_in, d_out, MaxOp(), n);
  cub::DeviceRadixSort::SortKeys(d_temp, temp_bytes, d_in, d_out, n);
  cub::DeviceRadixSort::SortPairs(d_temp, temp_bytes, d_in, d_out, d_in, d_sel, n, 0, 16);
  cub::DoubleBuffer<int> db(d_in, d_out);
  cub::DeviceRadixSort::SortKeys(d_temp, temp_bytes, db, n);
  cub::DeviceSelect::If(d_temp, temp_bytes, d_in, d_sel, d_nsel, n, GreaterThan{5});
  cub::DeviceSelect::Unique(d_temp, temp_bytes, d_in, d_sel, d_nsel, n);
  cub::DeviceHistogram::HistogramEven(d_temp, temp_bytes, d_in, d_out, 11, 0, 100, n);
  auto lam = [] __host__ __device__ (int a, int b) { return a + b; };
  cub::DeviceReduce::Reduce(d_temp, temp_bytes, d_in, d_out, n, lam, 0);
  blockSum<128><<<n / 128, 128>>>(d_in, d_out);
  cudaFree(d_temp);
  printf("done\n");
  return 0;
}
