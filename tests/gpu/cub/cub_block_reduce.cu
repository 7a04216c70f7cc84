// cub::BlockReduce in kernels, checked against the host: Sum of one item per
// thread, Sum with num_valid, Reduce with a functor (maximum) and with a
// non-commutative one (the first and last thread of the block), Sum of an
// array per thread, and a two-dimensional block (BLOCK_DIM_Y). CUB defines
// the result in thread 0; thread 0 writes it. Prints one line per kernel and
// PASS (exit 0) or FAIL.
#include <cstdio>
#include <cub/cub.cuh>

struct Larger {
  __device__ int operator()(int a, int b) const { return a > b ? a : b; }
};
struct Ends { // (first, last) of a run of threads: associative, not commutative
  int first, last;
};
struct JoinEnds {
  __device__ Ends operator()(const Ends &a, const Ends &b) const { return {a.first, b.last}; }
};

constexpr int B = 128;

__global__ void sums(const int *in, int *out, int valid) {
  using Reduce = cub::BlockReduce<int, B>;
  __shared__ typename Reduce::TempStorage temp;
  int v = in[blockIdx.x * B + threadIdx.x];
  int all = Reduce(temp).Sum(v);
  __syncthreads();
  int part = Reduce(temp).Sum(v, valid);
  __syncthreads();
  int big = Reduce(temp).Reduce(v, Larger());
  __syncthreads();
  int three[3] = {v, v + 1, -2 * v};
  int arr = Reduce(temp).Sum(three);
  __syncthreads();
  Ends e = cub::BlockReduce<Ends, B>().Reduce(Ends{(int)threadIdx.x, (int)threadIdx.x}, JoinEnds());
  if (threadIdx.x == 0) {
    int *o = out + 6 * blockIdx.x;
    o[0] = all, o[1] = part, o[2] = big, o[3] = arr, o[4] = e.first, o[5] = e.last;
  }
}

// 16 x 4 threads; the rank is x + 16 * y, as in CUB.
__global__ void plane(const float *in, float *out) {
  using Reduce = cub::BlockReduce<float, 16, cub::BLOCK_REDUCE_RAKING, 4>;
  __shared__ Reduce::TempStorage temp;
  int r = threadIdx.x + 16 * threadIdx.y;
  float s = Reduce(temp).Sum(in[blockIdx.x * 64 + r]);
  if (r == 0) out[blockIdx.x] = s;
}

int main() {
  const int G = 3, N = G * B;
  int h[N], o[6 * G], *din, *dout, fails = 0;
  for (int i = 0; i < N; ++i) h[i] = (i * 37) % 101 - 50;
  cudaMalloc(&din, sizeof(h));
  cudaMalloc(&dout, sizeof(o));
  cudaMemcpy(din, h, sizeof(h), cudaMemcpyHostToDevice);
  sums<<<G, B>>>(din, dout, 45);
  cudaMemcpy(o, dout, sizeof(o), cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int b = 0; b < G; ++b) {
    int all = 0, part = 0, big = h[b * B];
    for (int j = 0; j < B; ++j) {
      int v = h[b * B + j];
      all += v;
      part += j < 45 ? v : 0;
      big = v > big ? v : big;
    }
    const int *r = o + 6 * b;
    bad += r[0] != all || r[1] != part || r[2] != big || r[3] != B || r[4] != 0 || r[5] != B - 1;
  }
  printf("BlockReduce sums: %d wrong\n", bad);
  fails += bad != 0;

  float hf[2 * 64], of[2], *df, *dof;
  for (int i = 0; i < 128; ++i) hf[i] = (float)(i % 13) * 0.5f - 2.0f;
  cudaMalloc(&df, sizeof(hf));
  cudaMalloc(&dof, sizeof(of));
  cudaMemcpy(df, hf, sizeof(hf), cudaMemcpyHostToDevice);
  plane<<<2, dim3(16, 4)>>>(df, dof);
  cudaMemcpy(of, dof, sizeof(of), cudaMemcpyDeviceToHost);
  bad = 0;
  for (int b = 0; b < 2; ++b) {
    float s = 0;
    for (int j = 0; j < 64; ++j) s += hf[b * 64 + j];
    bad += of[b] != s; // halves: every sum is exact
  }
  printf("BlockReduce 2-D block: %d wrong\n", bad);
  fails += bad != 0;
  cudaFree(din);
  cudaFree(dout);
  cudaFree(df);
  cudaFree(dof);
  printf(fails ? "FAIL\n" : "PASS\n");
  return fails != 0;
}
