// CUB block and warp collectives in kernels (their direct form: clang on a
// GPU), checked against CPU references: BlockReduce Sum/Reduce (with
// num_valid, and an array per thread), BlockScan Exclusive/InclusiveSum with
// the aggregate, WarpReduce Sum over logical warps of 16. Prints one line per
// kernel and PASS.
#include <cstdio>
#include <cub/cub.cuh>

struct MaxOp {
  __device__ int operator()(int a, int b) const { return a > b ? a : b; }
};

template <int THREADS> __global__ void blockSums(const int *in, int *out, int valid) {
  typedef cub::BlockReduce<int, THREADS> BR;
  __shared__ typename BR::TempStorage tmp;
  int v = in[blockIdx.x * THREADS + threadIdx.x];
  int all = BR(tmp).Sum(v);
  __syncthreads();
  int part = BR(tmp).Sum(v, valid);
  __syncthreads();
  int mx = BR(tmp).Reduce(v, MaxOp());
  int items[2] = {v, 2 * v};
  __syncthreads();
  int both = BR(tmp).Sum(items);
  if (threadIdx.x == 0) {
    out[4 * blockIdx.x] = all;
    out[4 * blockIdx.x + 1] = part;
    out[4 * blockIdx.x + 2] = mx;
    out[4 * blockIdx.x + 3] = both;
  }
}

__global__ void blockScans(const int *in, int *ex, int *inc, int *agg) {
  typedef cub::BlockScan<int, 96> BS;
  __shared__ BS::TempStorage tmp;
  int t = blockIdx.x * 96 + threadIdx.x, e, i, a;
  BS(tmp).ExclusiveSum(in[t], e, a);
  __syncthreads();
  BS(tmp).InclusiveSum(in[t], i);
  ex[t] = e;
  inc[t] = i;
  if (threadIdx.x == 0) agg[blockIdx.x] = a;
}

__global__ void warpSums(const float *in, float *out) {
  typedef cub::WarpReduce<float, 16> WR;
  __shared__ typename WR::TempStorage tmp[8];
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  float s = WR(tmp[threadIdx.x / 16]).Sum(in[t]);
  if (threadIdx.x % 16 == 0) out[t / 16] = s;
}

int main() {
  const int B = 128, G = 3, N = B * G;
  int h[N], o[4 * G], *d, *dout, fails = 0;
  for (int i = 0; i < N; ++i) h[i] = (i * 7) % 23 - 5;
  cudaMalloc(&d, sizeof(h));
  cudaMalloc(&dout, N * sizeof(int));
  cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
  blockSums<B><<<G, B>>>(d, dout, 50);
  cudaMemcpy(o, dout, sizeof(o), cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int b = 0; b < G; ++b) {
    int all = 0, part = 0, mx = h[b * B];
    for (int j = 0; j < B; ++j) {
      int v = h[b * B + j];
      all += v;
      if (j < 50) part += v;
      if (v > mx) mx = v;
    }
    bad += o[4 * b] != all || o[4 * b + 1] != part || o[4 * b + 2] != mx || o[4 * b + 3] != 3 * all;
  }
  printf("blockSums: %d wrong\n", bad);
  fails += bad != 0;

  const int SN = 96 * 2;
  int *dex, *dinc, *dagg, ex[SN], inc[SN], agg[2];
  cudaMalloc(&dex, sizeof(ex));
  cudaMalloc(&dinc, sizeof(inc));
  cudaMalloc(&dagg, sizeof(agg));
  blockScans<<<2, 96>>>(d, dex, dinc, dagg);
  cudaMemcpy(ex, dex, sizeof(ex), cudaMemcpyDeviceToHost);
  cudaMemcpy(inc, dinc, sizeof(inc), cudaMemcpyDeviceToHost);
  cudaMemcpy(agg, dagg, sizeof(agg), cudaMemcpyDeviceToHost);
  bad = 0;
  for (int b = 0; b < 2; ++b) {
    int run = 0;
    for (int j = 0; j < 96; ++j) {
      bad += ex[b * 96 + j] != run;
      run += h[b * 96 + j];
      bad += inc[b * 96 + j] != run;
    }
    bad += agg[b] != run;
  }
  printf("blockScans: %d wrong\n", bad);
  fails += bad != 0;

  float hf[N], of[N / 16], *df, *dof;
  for (int i = 0; i < N; ++i) hf[i] = (float)(i % 9) - 4.0f;
  cudaMalloc(&df, sizeof(hf));
  cudaMalloc(&dof, sizeof(of));
  cudaMemcpy(df, hf, sizeof(hf), cudaMemcpyHostToDevice);
  warpSums<<<G, B>>>(df, dof);
  cudaMemcpy(of, dof, sizeof(of), cudaMemcpyDeviceToHost);
  bad = 0;
  for (int w = 0; w < N / 16; ++w) {
    float s = 0;
    for (int j = 0; j < 16; ++j) s += hf[w * 16 + j];
    bad += of[w] != s;
  }
  printf("warpSums: %d wrong\n", bad);
  fails += bad != 0;
  printf(fails ? "FAIL\n" : "PASS\n");
  return fails != 0;
}
