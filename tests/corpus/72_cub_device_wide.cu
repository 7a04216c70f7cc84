// 72_cub_device_wide: CUB's device-wide primitives with the two-call
// temporary-storage pattern (query the size with a null pointer, cudaMalloc,
// call again), error checks through CubDebugExit. DeviceReduce (Sum, Max,
// Min, ArgMax, Reduce with a user functor), DeviceScan (ExclusiveSum in
// place, InclusiveSum, InclusiveScan with max), DeviceRadixSort (SortKeys of
// negative ints, SortPairs on a bit range, SortKeysDescending, a
// DoubleBuffer), DeviceSelect (If, Flagged, Unique), DeviceHistogram
// (HistogramEven on floats and ints). Results come back with cudaMemcpy and
// are checked against CPU references; printed values are integers.
#include <algorithm>
#include <cstdio>
#include <vector>
#include <cub/cub.cuh>
#include <cuda_runtime.h>

#define CHECK(call)                                                          \
  do {                                                                       \
    cudaError_t err_ = (call);                                               \
    if (err_ != cudaSuccess) {                                               \
      fprintf(stderr, "CUDA error '%s' at %s:%d\n", cudaGetErrorString(err_), \
              __FILE__, __LINE__);                                           \
      return 1;                                                              \
    }                                                                        \
  } while (0)

struct IsOdd {
  __host__ __device__ __forceinline__ bool operator()(const int &a) const { return (a & 1) != 0; }
};

struct AbsMax {
  __host__ __device__ __forceinline__ int operator()(const int &a, const int &b) const {
    int x = a < 0 ? -a : a, y = b < 0 ? -b : b;
    return x > y ? x : y;
  }
};

struct MaxOp {
  __host__ __device__ __forceinline__ int operator()(const int &a, const int &b) const { return a > b ? a : b; }
};

static unsigned lcg(unsigned &s) {
  s = s * 1103515245u + 12345u;
  return (s >> 8) & 0xffffff;
}

int main() {
  const int n = 100003;
  int bad = 0;
  unsigned seed = 2024u;
  std::vector<int> h(n);
  for (int i = 0; i < n; ++i) h[i] = (int)(lcg(seed) % 20001) - 10000; // no partial sum overflows

  int *d_in, *d_out, *d_alt, *d_num;
  CHECK(cudaMalloc(&d_in, n * sizeof(int)));
  CHECK(cudaMalloc(&d_out, n * sizeof(int)));
  CHECK(cudaMalloc(&d_alt, n * sizeof(int)));
  CHECK(cudaMalloc(&d_num, sizeof(int)));
  CHECK(cudaMemcpy(d_in, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));

  // ---- reductions: one temporary block sized for the largest need
  void *d_temp = nullptr;
  size_t temp_bytes = 0, need = 0;
  cub::DeviceReduce::Sum(d_temp, need, d_in, d_out, n);
  temp_bytes = std::max(temp_bytes, need);
  cub::DeviceReduce::ArgMax(d_temp, need, d_in, (cub::KeyValuePair<int, int> *)d_alt, n);
  temp_bytes = std::max(temp_bytes, need);
  CubDebugExit(cudaMalloc(&d_temp, temp_bytes));

  long long refSum = 0;
  int refMax = h[0], refMin = h[0], refArg = 0, refAbs = 0;
  for (int i = 0; i < n; ++i) {
    refSum += h[i];
    if (h[i] > refMax) { refMax = h[i]; refArg = i; }
    refMin = std::min(refMin, h[i]);
    refAbs = std::max(refAbs, h[i] < 0 ? -h[i] : h[i]);
  }
  int r[4];
  CubDebugExit(cub::DeviceReduce::Sum(d_temp, temp_bytes, d_in, d_out, n));
  CubDebugExit(cub::DeviceReduce::Max(d_temp, temp_bytes, d_in, d_out + 1, n));
  CubDebugExit(cub::DeviceReduce::Min(d_temp, temp_bytes, d_in, d_out + 2, n));
  CubDebugExit(cub::DeviceReduce::Reduce(d_temp, temp_bytes, d_in, d_out + 3, n, AbsMax(), 0));
  CHECK(cudaMemcpy(r, d_out, sizeof(r), cudaMemcpyDeviceToHost));
  cub::KeyValuePair<int, int> kv;
  CubDebugExit(cub::DeviceReduce::ArgMax(d_temp, temp_bytes, d_in, (cub::KeyValuePair<int, int> *)d_alt, n));
  CHECK(cudaMemcpy(&kv, d_alt, sizeof(kv), cudaMemcpyDeviceToHost));
  if (r[0] != (int)refSum || r[1] != refMax || r[2] != refMin || r[3] != refAbs || kv.key != refArg ||
      kv.value != refMax)
    ++bad;
  printf("reduce: sum=%d max=%d min=%d absmax=%d argmax=%d\n", r[0], r[1], r[2], r[3], kv.key);
  CHECK(cudaFree(d_temp));

  // ---- scans
  std::vector<int> small(n), got(n);
  for (int i = 0; i < n; ++i) small[i] = h[i] % 1000;
  CHECK(cudaMemcpy(d_alt, small.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  d_temp = nullptr;
  temp_bytes = 0;
  cub::DeviceScan::InclusiveSum(d_temp, temp_bytes, d_alt, d_out, n);
  CHECK(cudaMalloc(&d_temp, temp_bytes));
  CHECK(cub::DeviceScan::InclusiveSum(d_temp, temp_bytes, d_alt, d_out, n));
  CHECK(cudaMemcpy(got.data(), d_out, n * sizeof(int), cudaMemcpyDeviceToHost));
  int acc = 0;
  for (int i = 0; i < n; ++i) {
    acc += small[i];
    if (got[i] != acc) ++bad;
  }
  CHECK(cub::DeviceScan::InclusiveScan(d_temp, temp_bytes, d_alt, d_out, MaxOp(), n));
  CHECK(cudaMemcpy(got.data(), d_out, n * sizeof(int), cudaMemcpyDeviceToHost));
  int run = small[0];
  for (int i = 0; i < n; ++i) {
    run = std::max(run, small[i]);
    if (got[i] != run) ++bad;
  }
  CHECK(cub::DeviceScan::ExclusiveSum(d_temp, temp_bytes, d_alt, d_alt, n)); // in place
  CHECK(cudaMemcpy(got.data(), d_alt, n * sizeof(int), cudaMemcpyDeviceToHost));
  acc = 0;
  for (int i = 0; i < n; ++i) {
    if (got[i] != acc) ++bad;
    acc += small[i];
  }
  printf("scan: total=%d running_max=%d exclusive_last=%d\n", acc, run, got[n - 1]);
  CHECK(cudaFree(d_temp));

  // ---- radix sort: keys, pairs on bits [0, 12), descending, a DoubleBuffer
  std::vector<int> ref = h;
  std::sort(ref.begin(), ref.end());
  d_temp = nullptr;
  cub::DeviceRadixSort::SortKeys(d_temp, temp_bytes, d_in, d_out, n);
  CHECK(cudaMalloc(&d_temp, temp_bytes));
  CHECK(cub::DeviceRadixSort::SortKeys(d_temp, temp_bytes, d_in, d_out, n));
  CHECK(cudaMemcpy(got.data(), d_out, n * sizeof(int), cudaMemcpyDeviceToHost));
  if (got != ref) ++bad;
  CHECK(cudaFree(d_temp));

  unsigned *d_k, *d_k2;
  int *d_v, *d_v2;
  std::vector<unsigned> hk(n);
  std::vector<int> hv(n);
  for (int i = 0; i < n; ++i) {
    hk[i] = lcg(seed);
    hv[i] = i;
  }
  CHECK(cudaMalloc(&d_k, n * sizeof(unsigned)));
  CHECK(cudaMalloc(&d_k2, n * sizeof(unsigned)));
  CHECK(cudaMalloc(&d_v, n * sizeof(int)));
  CHECK(cudaMalloc(&d_v2, n * sizeof(int)));
  CHECK(cudaMemcpy(d_k, hk.data(), n * sizeof(unsigned), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d_v, hv.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  d_temp = nullptr;
  cub::DeviceRadixSort::SortPairs(d_temp, temp_bytes, d_k, d_k2, d_v, d_v2, n, 0, 12);
  CHECK(cudaMalloc(&d_temp, temp_bytes));
  CHECK(cub::DeviceRadixSort::SortPairs(d_temp, temp_bytes, d_k, d_k2, d_v, d_v2, n, 0, 12));
  std::vector<unsigned> gk(n);
  std::vector<int> gv(n);
  CHECK(cudaMemcpy(gk.data(), d_k2, n * sizeof(unsigned), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(gv.data(), d_v2, n * sizeof(int), cudaMemcpyDeviceToHost));
  std::vector<int> order(n);
  for (int i = 0; i < n; ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return (hk[a] & 0xfff) < (hk[b] & 0xfff); });
  for (int i = 0; i < n; ++i)
    if (gv[i] != order[i] || gk[i] != hk[order[i]]) ++bad;
  CHECK(cudaFree(d_temp));

  cub::DoubleBuffer<unsigned> keys(d_k, d_k2);
  d_temp = nullptr;
  cub::DeviceRadixSort::SortKeysDescending(d_temp, temp_bytes, keys, n);
  CHECK(cudaMalloc(&d_temp, temp_bytes));
  CHECK(cub::DeviceRadixSort::SortKeysDescending(d_temp, temp_bytes, keys, n));
  CHECK(cudaMemcpy(gk.data(), keys.Current(), n * sizeof(unsigned), cudaMemcpyDeviceToHost));
  std::vector<unsigned> rk = hk;
  std::sort(rk.begin(), rk.end(), [](unsigned a, unsigned b) { return a > b; });
  if (gk != rk) ++bad;
  printf("radix: min=%d max=%d desc_first=%u\n", got[0], got[n - 1], gk[0]);
  CHECK(cudaFree(d_temp));

  // ---- selection
  int nsel = 0;
  d_temp = nullptr;
  cub::DeviceSelect::If(d_temp, temp_bytes, d_in, d_out, d_num, n, IsOdd());
  CHECK(cudaMalloc(&d_temp, temp_bytes));
  CHECK(cub::DeviceSelect::If(d_temp, temp_bytes, d_in, d_out, d_num, n, IsOdd()));
  CHECK(cudaMemcpy(&nsel, d_num, sizeof(int), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(got.data(), d_out, nsel * sizeof(int), cudaMemcpyDeviceToHost));
  std::vector<int> odd;
  for (int v : h) if (v & 1) odd.push_back(v);
  if (nsel != (int)odd.size() || !std::equal(odd.begin(), odd.end(), got.begin())) ++bad;
  CHECK(cudaFree(d_temp));

  std::vector<char> flags(n);
  for (int i = 0; i < n; ++i) flags[i] = (i % 3 == 0);
  char *d_flags;
  CHECK(cudaMalloc(&d_flags, n));
  CHECK(cudaMemcpy(d_flags, flags.data(), n, cudaMemcpyHostToDevice));
  int nflag = 0;
  d_temp = nullptr;
  cub::DeviceSelect::Flagged(d_temp, temp_bytes, d_in, d_flags, d_out, d_num, n);
  CHECK(cudaMalloc(&d_temp, temp_bytes));
  CHECK(cub::DeviceSelect::Flagged(d_temp, temp_bytes, d_in, d_flags, d_out, d_num, n));
  CHECK(cudaMemcpy(&nflag, d_num, sizeof(int), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(got.data(), d_out, nflag * sizeof(int), cudaMemcpyDeviceToHost));
  for (int j = 0; j < nflag; ++j) if (got[j] != h[3 * j]) ++bad;
  CHECK(cudaFree(d_temp));

  std::vector<int> runs(n);
  for (int i = 0; i < n; ++i) runs[i] = i / 7 + (i % 7 == 3 ? 1 : 0); // runs with a few breaks
  CHECK(cudaMemcpy(d_alt, runs.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  int nuniq = 0;
  d_temp = nullptr;
  cub::DeviceSelect::Unique(d_temp, temp_bytes, d_alt, d_out, d_num, n);
  CHECK(cudaMalloc(&d_temp, temp_bytes));
  CHECK(cub::DeviceSelect::Unique(d_temp, temp_bytes, d_alt, d_out, d_num, n));
  CHECK(cudaMemcpy(&nuniq, d_num, sizeof(int), cudaMemcpyDeviceToHost));
  int refUniq = (int)(std::unique(runs.begin(), runs.end()) - runs.begin());
  CHECK(cudaMemcpy(got.data(), d_out, nuniq * sizeof(int), cudaMemcpyDeviceToHost));
  if (nuniq != refUniq || !std::equal(runs.begin(), runs.begin() + refUniq, got.begin())) ++bad;
  printf("select: odd=%d flagged=%d unique=%d\n", nsel, nflag, nuniq);
  CHECK(cudaFree(d_temp));

  // ---- histograms: 10 float bins over [0, 1), 16 int bins over [-10000, 10000)
  std::vector<float> hs(n);
  for (int i = 0; i < n; ++i) hs[i] = (float)(lcg(seed) % 1100) / 1024.0f; // some samples fall outside
  float *d_s;
  int *d_hist;
  CHECK(cudaMalloc(&d_s, n * sizeof(float)));
  CHECK(cudaMalloc(&d_hist, 16 * sizeof(int)));
  CHECK(cudaMemcpy(d_s, hs.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  d_temp = nullptr;
  cub::DeviceHistogram::HistogramEven(d_temp, temp_bytes, d_s, d_hist, 11, 0.0f, 1.0f, n);
  CHECK(cudaMalloc(&d_temp, temp_bytes));
  CHECK(cub::DeviceHistogram::HistogramEven(d_temp, temp_bytes, d_s, d_hist, 11, 0.0f, 1.0f, n));
  int hist[16];
  CHECK(cudaMemcpy(hist, d_hist, 10 * sizeof(int), cudaMemcpyDeviceToHost));
  int refHist[16] = {0}, total = 0;
  for (float v : hs)
    if (v >= 0.0f && v < 1.0f) refHist[(int)((v - 0.0f) * (10.0f / 1.0f))]++;
  for (int b = 0; b < 10; ++b) {
    if (hist[b] != refHist[b]) ++bad;
    total += hist[b];
  }
  printf("histogram(float): in_range=%d bin0=%d bin9=%d\n", total, hist[0], hist[9]);
  CHECK(cudaFree(d_temp));

  d_temp = nullptr;
  cub::DeviceHistogram::HistogramEven(d_temp, temp_bytes, d_in, d_hist, 17, -10000, 10000, n);
  CHECK(cudaMalloc(&d_temp, temp_bytes));
  CHECK(cub::DeviceHistogram::HistogramEven(d_temp, temp_bytes, d_in, d_hist, 17, -10000, 10000, n));
  CHECK(cudaMemcpy(hist, d_hist, 16 * sizeof(int), cudaMemcpyDeviceToHost));
  int refIntHist[16] = {0};
  for (int v : h)
    if (v >= -10000 && v < 10000) refIntHist[(int)(((long long)(v + 10000) * 16) / 20000)]++;
  for (int b = 0; b < 16; ++b) if (hist[b] != refIntHist[b]) ++bad;
  printf("histogram(int): bin0=%d bin15=%d\n", hist[0], hist[15]);
  CHECK(cudaFree(d_temp));

  cudaFree(d_in); cudaFree(d_out); cudaFree(d_alt); cudaFree(d_num); cudaFree(d_k); cudaFree(d_k2);
  cudaFree(d_v); cudaFree(d_v2); cudaFree(d_flags); cudaFree(d_s); cudaFree(d_hist);
  printf("bad=%d\n%s\n", bad, bad == 0 ? "PASS" : "FAIL");
  return bad == 0 ? 0 : 1;
}
