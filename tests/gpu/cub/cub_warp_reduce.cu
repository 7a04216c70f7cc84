// cub::WarpReduce in kernels, checked against the host: Sum over 32-wide
// warps, Reduce over logical warps of 8 lanes, Sum with valid_items, and
// sums of segments that head flags start. CUB defines the result in the
// logical warp's lane 0 (a segment's in its first lane); those lanes write
// it. Prints one line per kernel and PASS (exit 0) or FAIL.
#include <cstdio>
#include <cub/cub.cuh>

struct Smaller {
  __device__ float operator()(float a, float b) const { return a < b ? a : b; }
};

__global__ void warps(const float *in, float *sum32, float *min8, float *part16) {
  __shared__ cub::WarpReduce<float>::TempStorage t32[4];
  __shared__ cub::WarpReduce<float, 8>::TempStorage t8[16];
  __shared__ cub::WarpReduce<float, 16>::TempStorage t16[8];
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  float v = in[t];
  float s = cub::WarpReduce<float>(t32[threadIdx.x / 32]).Sum(v);
  float m = cub::WarpReduce<float, 8>(t8[threadIdx.x / 8]).Reduce(v, Smaller());
  float p = cub::WarpReduce<float, 16>(t16[threadIdx.x / 16]).Sum(v, 5);
  if (threadIdx.x % 32 == 0) sum32[t / 32] = s;
  if (threadIdx.x % 8 == 0) min8[t / 8] = m;
  if (threadIdx.x % 16 == 0) part16[t / 16] = p;
}

__global__ void segments(const int *in, const int *head, int *out) {
  using Reduce = cub::WarpReduce<int>;
  __shared__ Reduce::TempStorage temp[2];
  int t = threadIdx.x;
  int s = Reduce(temp[t / 32]).HeadSegmentedSum(in[t], head[t]);
  out[t] = (t % 32 == 0 || head[t]) ? s : -1;
}

int main() {
  const int B = 128, G = 2, N = B * G;
  float h[N], s32[N / 32], m8[N / 8], p16[N / 16];
  for (int i = 0; i < N; ++i) h[i] = (float)((i * 13) % 17) - 8.0f;
  float *d, *ds, *dm, *dp;
  cudaMalloc(&d, sizeof(h));
  cudaMalloc(&ds, sizeof(s32));
  cudaMalloc(&dm, sizeof(m8));
  cudaMalloc(&dp, sizeof(p16));
  cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
  warps<<<G, B>>>(d, ds, dm, dp);
  cudaMemcpy(s32, ds, sizeof(s32), cudaMemcpyDeviceToHost);
  cudaMemcpy(m8, dm, sizeof(m8), cudaMemcpyDeviceToHost);
  cudaMemcpy(p16, dp, sizeof(p16), cudaMemcpyDeviceToHost);
  int bad = 0, fails = 0;
  for (int w = 0; w < N / 32; ++w) {
    float s = 0;
    for (int j = 0; j < 32; ++j) s += h[w * 32 + j];
    bad += s32[w] != s;
  }
  for (int w = 0; w < N / 8; ++w) {
    float m = h[w * 8];
    for (int j = 1; j < 8; ++j) m = h[w * 8 + j] < m ? h[w * 8 + j] : m;
    bad += m8[w] != m;
  }
  for (int w = 0; w < N / 16; ++w) {
    float s = 0;
    for (int j = 0; j < 5; ++j) s += h[w * 16 + j];
    bad += p16[w] != s;
  }
  printf("WarpReduce sums and minima: %d wrong\n", bad);
  fails += bad != 0;

  int hi[64], hh[64], o[64], *di, *dh, *dout;
  for (int i = 0; i < 64; ++i) hi[i] = i % 7 + 1, hh[i] = (i % 5 == 3) || (i % 11 == 0);
  cudaMalloc(&di, sizeof(hi));
  cudaMalloc(&dh, sizeof(hh));
  cudaMalloc(&dout, sizeof(o));
  cudaMemcpy(di, hi, sizeof(hi), cudaMemcpyHostToDevice);
  cudaMemcpy(dh, hh, sizeof(hh), cudaMemcpyHostToDevice);
  segments<<<1, 64>>>(di, dh, dout);
  cudaMemcpy(o, dout, sizeof(o), cudaMemcpyDeviceToHost);
  bad = 0;
  for (int t = 0; t < 64; ++t) {
    if (!(t % 32 == 0 || hh[t])) continue;
    int s = hi[t];
    for (int j = t + 1; j < t / 32 * 32 + 32 && !hh[j]; ++j) s += hi[j];
    bad += o[t] != s;
  }
  printf("WarpReduce head-segmented sums: %d wrong\n", bad);
  fails += bad != 0;
  printf(fails ? "FAIL\n" : "PASS\n");
  return fails != 0;
}
