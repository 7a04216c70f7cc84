// cub::WarpScan in kernels, checked against the host: inclusive and
// exclusive sums with the warp's aggregate over 32-wide warps, an inclusive
// maximum over logical warps of 16, an exclusive scan with an initial value,
// Scan (both outputs) and Broadcast over logical warps of 8. Prints one line
// per kernel and PASS (exit 0) or FAIL.
#include <cstdio>
#include <cub/cub.cuh>

struct Larger {
  __device__ int operator()(int a, int b) const { return a > b ? a : b; }
};
struct Smaller {
  __device__ int operator()(int a, int b) const { return a < b ? a : b; }
};
struct Plus {
  __device__ int operator()(int a, int b) const { return a + b; }
};

__global__ void scans(const int *in, int *inc, int *exc, int *agg, int *mx16, int *ex8, int *sc_i, int *sc_e, int *bc) {
  __shared__ cub::WarpScan<int>::TempStorage t32[2];
  __shared__ cub::WarpScan<int, 16>::TempStorage t16[4];
  __shared__ cub::WarpScan<int, 8>::TempStorage t8[8];
  int t = threadIdx.x, a, e;
  cub::WarpScan<int>(t32[t / 32]).InclusiveSum(in[t], inc[t], a);
  cub::WarpScan<int>(t32[t / 32]).ExclusiveSum(in[t], e);
  exc[t] = e;
  agg[t] = a;
  cub::WarpScan<int, 16>(t16[t / 16]).InclusiveScan(in[t], mx16[t], Larger());
  cub::WarpScan<int, 8>(t8[t / 8]).ExclusiveScan(in[t], ex8[t], 1000, Smaller());
  cub::WarpScan<int, 8>(t8[t / 8]).Scan(in[t], sc_i[t], sc_e[t], 10, Plus());
  bc[t] = cub::WarpScan<int, 8>(t8[t / 8]).Broadcast(in[t], 5);
}

int main() {
  const int N = 64;
  int h[N], o[9][N], *d, *dout[9];
  for (int i = 0; i < N; ++i) h[i] = (i * 17) % 19 - 9;
  cudaMalloc(&d, sizeof(h));
  cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
  for (int k = 0; k < 9; ++k) cudaMalloc(&dout[k], sizeof(h));
  scans<<<1, N>>>(d, dout[0], dout[1], dout[2], dout[3], dout[4], dout[5], dout[6], dout[7]);
  for (int k = 0; k < 8; ++k) cudaMemcpy(o[k], dout[k], sizeof(h), cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int t = 0; t < N; ++t) {
    int b32 = t / 32 * 32, b16 = t / 16 * 16, b8 = t / 8 * 8, s = 0, total = 0, mx = -1000, mn = 1000, s8 = 0;
    for (int j = b32; j < b32 + 32; ++j) total += h[j];
    for (int j = b32; j < t; ++j) s += h[j];
    for (int j = b16; j <= t; ++j) mx = h[j] > mx ? h[j] : mx;
    for (int j = b8; j < t; ++j) mn = h[j] < mn ? h[j] : mn, s8 += h[j];
    bad += o[0][t] != s + h[t] || o[1][t] != s || o[2][t] != total || o[3][t] != mx || o[4][t] != mn;
    bad += o[5][t] != 10 + s8 + h[t] || o[6][t] != 10 + s8 || o[7][t] != h[b8 + 5];
  }
  printf("WarpScan: %d wrong\n", bad);
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad != 0;
}
