// cub::WarpExchange, cub::WarpLoad and cub::WarpStore in kernels, checked
// against the host: logical warps of 16 lanes, 4 items per lane; blocked to
// striped and back, a scatter to striped ranks, loads (direct, striped,
// transposed, a partial tile with a default) and stores (striped,
// transposed, a partial tile). Prints one line per kernel and PASS (exit 0)
// or FAIL.
#include <cstdio>
#include <cub/cub.cuh>

constexpr int W = 16, I = 4, T = 64, WARPS = T / W, TILE = W * I;

__global__ void exchanges(const int *in, int *striped, int *back, int *scattered) {
  using Exchange = cub::WarpExchange<int, I, W>;
  __shared__ typename Exchange::TempStorage temp[WARPS];
  int w = threadIdx.x / W, l = threadIdx.x % W;
  int b[I], s[I], r[I], k[I];
  for (int i = 0; i < I; ++i) b[i] = in[w * TILE + l * I + i];
  Exchange(temp[w]).BlockedToStriped(b, s);
  Exchange(temp[w]).StripedToBlocked(s, r);
  for (int i = 0; i < I; ++i) k[i] = TILE - 1 - (l * I + i); // reverse the tile
  Exchange(temp[w]).ScatterToStriped(b, k);
  for (int i = 0; i < I; ++i) {
    striped[w * TILE + l * I + i] = s[i];
    back[w * TILE + l * I + i] = r[i];
    scattered[w * TILE + l * I + i] = b[i];
  }
}

__global__ void loads_stores(const int *in, int *direct, int *trans, int *part, int *out_s, int *out_t) {
  using LoadT = cub::WarpLoad<int, I, cub::WARP_LOAD_TRANSPOSE, W>;
  using StoreT = cub::WarpStore<int, I, cub::WARP_STORE_TRANSPOSE, W>;
  __shared__ typename LoadT::TempStorage lt[WARPS];
  __shared__ typename StoreT::TempStorage st[WARPS];
  int w = threadIdx.x / W, l = threadIdx.x % W;
  const int *tile = in + w * TILE;
  int a[I], b[I], c[I];
  cub::WarpLoad<int, I, cub::WARP_LOAD_DIRECT, W>().Load(tile, a);
  LoadT(lt[w]).Load(tile, b);
  cub::WarpLoad<int, I, cub::WARP_LOAD_STRIPED, W>().Load(tile, c, 37, -5);
  for (int i = 0; i < I; ++i) {
    direct[w * TILE + l * I + i] = a[i];
    trans[w * TILE + l * I + i] = b[i];
    part[w * TILE + l * I + i] = c[i];
  }
  cub::WarpStore<int, I, cub::WARP_STORE_STRIPED, W>().Store(out_s + w * TILE, c);
  StoreT(st[w]).Store(out_t + w * TILE, b, 50);
}

int main() {
  const int N = T * I;
  int h[N], o[5][N], *d, *dout[5], bad = 0, fails = 0;
  for (int i = 0; i < N; ++i) h[i] = i * 3 + 1;
  cudaMalloc(&d, sizeof(h));
  cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
  for (int k = 0; k < 5; ++k) cudaMalloc(&dout[k], sizeof(h));
  exchanges<<<1, T>>>(d, dout[0], dout[1], dout[2]);
  for (int k = 0; k < 3; ++k) cudaMemcpy(o[k], dout[k], sizeof(h), cudaMemcpyDeviceToHost);
  for (int w = 0; w < WARPS; ++w)
    for (int l = 0; l < W; ++l)
      for (int i = 0; i < I; ++i) {
        int at = w * TILE + l * I + i;
        bad += o[0][at] != h[w * TILE + i * W + l] || o[1][at] != h[at];
        bad += o[2][at] != h[w * TILE + TILE - 1 - (i * W + l)];
      }
  printf("WarpExchange: %d wrong\n", bad);
  fails += bad != 0;

  bad = 0;
  cudaMemset(dout[3], 0xff, sizeof(h));
  cudaMemset(dout[4], 0xff, sizeof(h));
  loads_stores<<<1, T>>>(d, dout[0], dout[1], dout[2], dout[3], dout[4]);
  for (int k = 0; k < 5; ++k) cudaMemcpy(o[k], dout[k], sizeof(h), cudaMemcpyDeviceToHost);
  for (int w = 0; w < WARPS; ++w)
    for (int l = 0; l < W; ++l)
      for (int i = 0; i < I; ++i) {
        int at = w * TILE + l * I + i, st = i * W + l;
        bad += o[0][at] != h[at] || o[1][at] != h[at];
        bad += o[2][at] != (st < 37 ? h[w * TILE + st] : -5);
      }
  for (int w = 0; w < WARPS; ++w)
    for (int k = 0; k < TILE; ++k) {
      bad += o[3][w * TILE + k] != (k < 37 ? h[w * TILE + k] : -5);
      bad += o[4][w * TILE + k] != (k < 50 ? h[w * TILE + k] : -1);
    }
  printf("WarpLoad/WarpStore: %d wrong\n", bad);
  fails += bad != 0;
  printf(fails ? "FAIL\n" : "PASS\n");
  return fails != 0;
}
