// cub::BlockRadixSort in kernels, checked against the host: 128 threads x 4
// keys per block; ascending int keys with their positions as values (a
// stable sort), descending float keys (negative ones, -0.0 and +0.0 equal),
// keys compared on bits [4, 12) only, and a sort ending in a striped
// arrangement. Prints one line per kernel and PASS (exit 0) or FAIL.
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <vector>
#include <cub/cub.cuh>

constexpr int T = 128, I = 4, N = T * I;

__global__ void pairs(int *keys, int *values) {
  using Sort = cub::BlockRadixSort<int, T, I, int>;
  __shared__ typename Sort::TempStorage temp;
  int k[I], v[I], base = blockIdx.x * N + threadIdx.x * I;
  for (int i = 0; i < I; ++i) k[i] = keys[base + i], v[i] = threadIdx.x * I + i;
  Sort(temp).Sort(k, v);
  for (int i = 0; i < I; ++i) keys[base + i] = k[i], values[base + i] = v[i];
}

__global__ void descending(float *keys) {
  using Sort = cub::BlockRadixSort<float, T, I>;
  __shared__ typename Sort::TempStorage temp;
  float k[I];
  for (int i = 0; i < I; ++i) k[i] = keys[threadIdx.x * I + i];
  Sort(temp).SortDescending(k);
  for (int i = 0; i < I; ++i) keys[threadIdx.x * I + i] = k[i];
}

__global__ void some_bits(unsigned *keys, int *values) {
  using Sort = cub::BlockRadixSort<unsigned, T, I, int>;
  __shared__ typename Sort::TempStorage temp;
  unsigned k[I];
  int v[I];
  for (int i = 0; i < I; ++i) k[i] = keys[threadIdx.x * I + i], v[i] = threadIdx.x * I + i;
  Sort(temp).Sort(k, v, 4, 12);
  for (int i = 0; i < I; ++i) keys[threadIdx.x * I + i] = k[i], values[threadIdx.x * I + i] = v[i];
}

__global__ void to_striped(int *keys) {
  using Sort = cub::BlockRadixSort<int, T, I>;
  __shared__ typename Sort::TempStorage temp;
  int k[I];
  for (int i = 0; i < I; ++i) k[i] = keys[threadIdx.x * I + i];
  Sort(temp).SortBlockedToStriped(k);
  for (int i = 0; i < I; ++i) keys[i * T + threadIdx.x] = k[i]; // striped: the sorted order again
}

int main() {
  int fails = 0, bad = 0;
  std::vector<int> hk(2 * N), ok(2 * N), ov(2 * N);
  unsigned s = 7u;
  for (auto &k : hk) s = s * 1103515245u + 12345u, k = (int)((s >> 8) % 2001u) - 1000;
  int *dk, *dv;
  cudaMalloc(&dk, 2 * N * sizeof(int));
  cudaMalloc(&dv, 2 * N * sizeof(int));
  cudaMemcpy(dk, hk.data(), 2 * N * sizeof(int), cudaMemcpyHostToDevice);
  pairs<<<2, T>>>(dk, dv);
  cudaMemcpy(ok.data(), dk, 2 * N * sizeof(int), cudaMemcpyDeviceToHost);
  cudaMemcpy(ov.data(), dv, 2 * N * sizeof(int), cudaMemcpyDeviceToHost);
  for (int b = 0; b < 2; ++b) {
    std::vector<int> idx(N);
    for (int i = 0; i < N; ++i) idx[i] = i;
    std::sort(idx.begin(), idx.end(), [&](int x, int y) { // stable: ties by position
      return hk[b * N + x] < hk[b * N + y] || (hk[b * N + x] == hk[b * N + y] && x < y);
    });
    for (int i = 0; i < N; ++i) bad += ok[b * N + i] != hk[b * N + idx[i]] || ov[b * N + i] != idx[i];
  }
  printf("BlockRadixSort pairs: %d wrong\n", bad);
  fails += bad != 0;

  std::vector<float> hf(N), of(N);
  for (int i = 0; i < N; ++i) hf[i] = (float)((i * 7919) % 1001 - 500) / 4.0f;
  hf[5] = -0.0f, hf[77] = 0.0f, hf[300] = -0.0f;
  float *df;
  cudaMalloc(&df, N * sizeof(float));
  cudaMemcpy(df, hf.data(), N * sizeof(float), cudaMemcpyHostToDevice);
  descending<<<1, T>>>(df);
  cudaMemcpy(of.data(), df, N * sizeof(float), cudaMemcpyDeviceToHost);
  std::vector<float> rf = hf;
  std::sort(rf.begin(), rf.end(), [](float a, float b) { return a > b; }); // -0.0 == +0.0: compared as values
  bad = 0;
  for (int i = 0; i < N; ++i) bad += of[i] != rf[i];
  printf("BlockRadixSort descending floats: %d wrong\n", bad);
  fails += bad != 0;

  std::vector<unsigned> hu(N), ou(N);
  std::vector<int> vu(N);
  for (int i = 0; i < N; ++i) hu[i] = (unsigned)(i * 2654435761u);
  unsigned *du;
  cudaMalloc(&du, N * sizeof(unsigned));
  cudaMemcpy(du, hu.data(), N * sizeof(unsigned), cudaMemcpyHostToDevice);
  some_bits<<<1, T>>>(du, dv);
  cudaMemcpy(ou.data(), du, N * sizeof(unsigned), cudaMemcpyDeviceToHost);
  cudaMemcpy(vu.data(), dv, N * sizeof(int), cudaMemcpyDeviceToHost);
  std::vector<int> idx(N);
  for (int i = 0; i < N; ++i) idx[i] = i;
  std::sort(idx.begin(), idx.end(), [&](int x, int y) { // stable: ties by position
    unsigned a = (hu[x] >> 4) & 0xff, b = (hu[y] >> 4) & 0xff;
    return a < b || (a == b && x < y);
  });
  bad = 0;
  for (int i = 0; i < N; ++i) bad += ou[i] != hu[idx[i]] || vu[i] != idx[i];
  printf("BlockRadixSort bits [4, 12): %d wrong\n", bad);
  fails += bad != 0;

  cudaMemcpy(dk, hk.data(), N * sizeof(int), cudaMemcpyHostToDevice);
  to_striped<<<1, T>>>(dk);
  cudaMemcpy(ok.data(), dk, N * sizeof(int), cudaMemcpyDeviceToHost);
  std::vector<int> rk(hk.begin(), hk.begin() + N);
  std::sort(rk.begin(), rk.end());
  bad = 0;
  for (int i = 0; i < N; ++i) bad += ok[i] != rk[i];
  printf("BlockRadixSort blocked to striped: %d wrong\n", bad);
  fails += bad != 0;
  printf(fails ? "FAIL\n" : "PASS\n");
  return fails != 0;
}
