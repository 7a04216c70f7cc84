// CUB's per-thread loads and stores (LoadDirectBlocked, LoadDirectStriped,
// LoadDirectWarpStriped, StoreDirect*, with valid items and defaults,
// ThreadLoad, ThreadStore) in a kernel that shares nothing: it is translated
// for every compiler, the host included. Checked against the host; prints
// PASS (exit 0) or FAIL.
#include <cstdio>
#include <cub/cub.cuh>

constexpr int T = 64, I = 3, N = T * I;

// Reverses each block's tile: loads blocked (or striped), stores striped (or blocked) in reverse.
__global__ void moves(const int *in, int *blocked, int *striped, int *warp, int *part, int *out) {
  const int *tile = in + blockIdx.x * N;
  int t = threadIdx.x, a[I], b[I], c[I], p[I];
  cub::LoadDirectBlocked(t, tile, a);
  cub::LoadDirectStriped<T>(t, tile, b);
  cub::LoadDirectWarpStriped(t, tile, c);
  cub::LoadDirectBlocked(t, tile, p, 100, -1);
  for (int i = 0; i < I; ++i) {
    int at = blockIdx.x * N + t * I + i;
    blocked[at] = a[i], striped[at] = b[i], warp[at] = c[i], part[at] = p[i];
  }
  cub::StoreDirectStriped<T>(t, out + blockIdx.x * N, b, N - T); // the last T: ThreadStore
  int x = cub::ThreadLoad<cub::LOAD_CG>(tile + t);
  cub::ThreadStore<cub::STORE_WT>(out + blockIdx.x * N + N - 1 - t, x);
}

int main() {
  const int G = 2;
  int h[G * N], o[5][G * N], *d, *dout[5], bad = 0;
  for (int i = 0; i < G * N; ++i) h[i] = 3 * i + 1;
  cudaMalloc(&d, sizeof(h));
  cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
  for (int k = 0; k < 5; ++k) cudaMalloc(&dout[k], sizeof(h)), cudaMemset(dout[k], 0, sizeof(h));
  moves<<<G, T>>>(d, dout[0], dout[1], dout[2], dout[3], dout[4]);
  for (int k = 0; k < 5; ++k) cudaMemcpy(o[k], dout[k], sizeof(h), cudaMemcpyDeviceToHost);
  for (int b = 0; b < G; ++b)
    for (int t = 0; t < T; ++t)
      for (int i = 0; i < I; ++i) {
        int at = b * N + t * I + i, ws = t / 32 * 32 * I + i * 32 + t % 32;
        bad += o[0][at] != h[at] || o[1][at] != h[b * N + i * T + t] || o[2][at] != h[b * N + ws];
        bad += o[3][at] != (t * I + i < 100 ? h[at] : -1);
      }
  for (int b = 0; b < G; ++b)
    for (int k = 0; k < N; ++k) {
      int expect = k >= N - T ? h[b * N + N - 1 - k] : h[b * N + k];
      bad += o[4][b * N + k] != expect;
    }
  printf("LoadDirect/StoreDirect: %d wrong\n", bad);
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad != 0;
}
