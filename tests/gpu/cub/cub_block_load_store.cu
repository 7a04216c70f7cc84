// cub::BlockLoad and cub::BlockStore in kernels, with every algorithm,
// checked against the host: each kernel loads a tile of 64 threads x 3 items
// (all of it, or the first 150 items with a default for the rest), writes
// the items as each thread holds them, and stores them back. DIRECT,
// VECTORIZE, TRANSPOSE and WARP_TRANSPOSE(_TIMESLICED) give a blocked
// arrangement, STRIPED a striped one. Prints one line per algorithm and PASS
// (exit 0) or FAIL.
#include <cstdio>
#include <cub/cub.cuh>

constexpr int T = 64, I = 3, N = T * I, VALID = 150;

template <cub::BlockLoadAlgorithm L, cub::BlockStoreAlgorithm S>
__global__ void moves(const int *in, int *held, int *out, int *held_part, int *out_part) {
  using Load = cub::BlockLoad<int, T, I, L>;
  using Store = cub::BlockStore<int, T, I, S>;
  __shared__ union {
    typename Load::TempStorage load;
    typename Store::TempStorage store;
  } temp;
  int items[I];
  Load(temp.load).Load(in, items);
  for (int i = 0; i < I; ++i) held[threadIdx.x * I + i] = items[i];
  __syncthreads();
  Store(temp.store).Store(out, items);
  __syncthreads();
  Load(temp.load).Load(in, items, VALID, -7);
  for (int i = 0; i < I; ++i) held_part[threadIdx.x * I + i] = items[i];
  __syncthreads();
  Store(temp.store).Store(out_part, items, VALID);
}

int h[N], *d, *dout[4];

template <cub::BlockLoadAlgorithm L, cub::BlockStoreAlgorithm S> int check(const char *name, bool striped) {
  int o[4][N], bad = 0;
  for (int k = 0; k < 4; ++k) cudaMemset(dout[k], 0xff, sizeof(h));
  moves<L, S><<<1, T>>>(d, dout[0], dout[1], dout[2], dout[3]);
  for (int k = 0; k < 4; ++k) cudaMemcpy(o[k], dout[k], sizeof(h), cudaMemcpyDeviceToHost);
  for (int t = 0; t < T; ++t)
    for (int i = 0; i < I; ++i) {
      int at = striped ? i * T + t : t * I + i;
      bad += o[0][t * I + i] != h[at] || o[2][t * I + i] != (at < VALID ? h[at] : -7);
    }
  for (int k = 0; k < N; ++k) bad += o[1][k] != h[k] || o[3][k] != (k < VALID ? h[k] : -1);
  printf("%s: %d wrong\n", name, bad);
  return bad != 0;
}

int main() {
  for (int i = 0; i < N; ++i) h[i] = i * 5 - 100;
  cudaMalloc(&d, sizeof(h));
  cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
  for (int k = 0; k < 4; ++k) cudaMalloc(&dout[k], sizeof(h));
  int fails = 0;
  fails += check<cub::BLOCK_LOAD_DIRECT, cub::BLOCK_STORE_DIRECT>("DIRECT", false);
  fails += check<cub::BLOCK_LOAD_STRIPED, cub::BLOCK_STORE_STRIPED>("STRIPED", true);
  fails += check<cub::BLOCK_LOAD_VECTORIZE, cub::BLOCK_STORE_VECTORIZE>("VECTORIZE", false);
  fails += check<cub::BLOCK_LOAD_TRANSPOSE, cub::BLOCK_STORE_TRANSPOSE>("TRANSPOSE", false);
  fails += check<cub::BLOCK_LOAD_WARP_TRANSPOSE, cub::BLOCK_STORE_WARP_TRANSPOSE>("WARP_TRANSPOSE", false);
  fails += check<cub::BLOCK_LOAD_WARP_TRANSPOSE_TIMESLICED, cub::BLOCK_STORE_WARP_TRANSPOSE_TIMESLICED>(
      "WARP_TRANSPOSE_TIMESLICED", false);
  printf(fails ? "FAIL\n" : "PASS\n");
  return fails != 0;
}
