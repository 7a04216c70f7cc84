// cub::BlockDiscontinuity and cub::BlockAdjacentDifference in kernels,
// checked against the host: 64 threads x 4 items of runs of equal values;
// head flags (with the predecessors, and with a tile predecessor and a
// predicate taking the item's index), tail flags, heads and tails together;
// left and right differences (with a tile predecessor, in place, a partial
// tile). Prints one line per kernel and PASS (exit 0) or FAIL.
#include <cstdio>
#include <cub/cub.cuh>

constexpr int T = 64, I = 4, N = T * I;

struct Differ {
  __device__ bool operator()(const int &a, const int &b) const { return a != b; }
};
struct DifferOrTen { // also flags the item whose index in the tile is 10
  __device__ bool operator()(const int &a, const int &b, int b_index) const { return a != b || b_index == 10; }
};
struct Minus {
  __device__ int operator()(const int &a, const int &b) const { return a - b; }
};

__global__ void flags(const int *in, int *heads, int *preds, int *heads10, int *tails, int *both_h, int *both_t) {
  using Disc = cub::BlockDiscontinuity<int, T>;
  __shared__ typename Disc::TempStorage temp;
  int x[I], f[I], g[I], p[I];
  for (int i = 0; i < I; ++i) x[i] = in[threadIdx.x * I + i];
  Disc(temp).FlagHeads(f, x, p, Differ());
  for (int i = 0; i < I; ++i) heads[threadIdx.x * I + i] = f[i], preds[threadIdx.x * I + i] = p[i];
  __syncthreads();
  Disc(temp).FlagHeads(f, x, DifferOrTen(), -1);
  for (int i = 0; i < I; ++i) heads10[threadIdx.x * I + i] = f[i];
  __syncthreads();
  Disc(temp).FlagTails(f, x, Differ());
  for (int i = 0; i < I; ++i) tails[threadIdx.x * I + i] = f[i];
  __syncthreads();
  Disc(temp).FlagHeadsAndTails(f, g, x, Differ());
  for (int i = 0; i < I; ++i) both_h[threadIdx.x * I + i] = f[i], both_t[threadIdx.x * I + i] = g[i];
}

__global__ void differences(const int *in, int *left, int *right, int *left_pred, int *in_place) {
  using Adj = cub::BlockAdjacentDifference<int, T>;
  __shared__ typename Adj::TempStorage temp;
  int x[I], o[I];
  for (int i = 0; i < I; ++i) x[i] = in[threadIdx.x * I + i];
  Adj(temp).SubtractLeft(x, o, Minus());
  for (int i = 0; i < I; ++i) left[threadIdx.x * I + i] = o[i];
  __syncthreads();
  Adj(temp).SubtractRight(x, o, Minus());
  for (int i = 0; i < I; ++i) right[threadIdx.x * I + i] = o[i];
  __syncthreads();
  Adj(temp).SubtractLeft(x, o, Minus(), 50);
  for (int i = 0; i < I; ++i) left_pred[threadIdx.x * I + i] = o[i];
  __syncthreads();
  Adj(temp).SubtractRightPartialTile(x, x, Minus(), 201);
  for (int i = 0; i < I; ++i) in_place[threadIdx.x * I + i] = x[i];
}

int main() {
  int h[N], o[6][N], *d, *dout[6], fails = 0, bad = 0;
  for (int i = 0; i < N; ++i) h[i] = (i * 7) % 11 < 3 ? i % 9 : (i > 0 ? h[i - 1] : 4);
  cudaMalloc(&d, sizeof(h));
  cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
  for (int k = 0; k < 6; ++k) cudaMalloc(&dout[k], sizeof(h));
  flags<<<1, T>>>(d, dout[0], dout[1], dout[2], dout[3], dout[4], dout[5]);
  for (int k = 0; k < 6; ++k) cudaMemcpy(o[k], dout[k], sizeof(h), cudaMemcpyDeviceToHost);
  for (int k = 0; k < N; ++k) {
    int head = k == 0 || h[k] != h[k - 1], tail = k == N - 1 || h[k] != h[k + 1];
    bad += o[0][k] != head || o[2][k] != (k == 0 ? h[0] != -1 : (h[k] != h[k - 1] || k == 10));
    bad += o[3][k] != tail || o[4][k] != head || o[5][k] != tail;
    if (k > 0) bad += o[1][k] != h[k - 1];
  }
  printf("BlockDiscontinuity: %d wrong\n", bad);
  fails += bad != 0;

  bad = 0;
  differences<<<1, T>>>(d, dout[0], dout[1], dout[2], dout[3]);
  for (int k = 0; k < 4; ++k) cudaMemcpy(o[k], dout[k], sizeof(h), cudaMemcpyDeviceToHost);
  for (int k = 0; k < N; ++k) {
    bad += o[0][k] != (k == 0 ? h[0] : h[k] - h[k - 1]) || o[1][k] != (k == N - 1 ? h[k] : h[k] - h[k + 1]);
    bad += o[2][k] != (k == 0 ? h[0] - 50 : h[k] - h[k - 1]) || o[3][k] != (k >= 200 ? h[k] : h[k] - h[k + 1]);
  }
  printf("BlockAdjacentDifference: %d wrong\n", bad);
  fails += bad != 0;
  printf(fails ? "FAIL\n" : "PASS\n");
  return fails != 0;
}
