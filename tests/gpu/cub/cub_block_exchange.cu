// cub::BlockExchange in kernels, checked against the host: 96 threads x 3
// items; blocked to striped and back, blocked to warp-striped and back, a
// scatter to blocked ranks (the tile reversed), a guarded scatter to striped
// ranks (only even items move). Prints PASS (exit 0) or FAIL.
#include <cstdio>
#include <cub/cub.cuh>

constexpr int T = 96, I = 3, N = T * I;

__global__ void exchanges(int *striped, int *back, int *warp_striped, int *warp_back, int *reversed, int *evens) {
  using Exchange = cub::BlockExchange<int, T, I>;
  __shared__ typename Exchange::TempStorage temp;
  int t = threadIdx.x, x[I], y[I], z[I];
  for (int i = 0; i < I; ++i) x[i] = 1000 + t * I + i; // blocked: the value names its place
  Exchange(temp).BlockedToStriped(x, y);
  Exchange(temp).StripedToBlocked(y, z);
  for (int i = 0; i < I; ++i) striped[t * I + i] = y[i], back[t * I + i] = z[i];
  Exchange(temp).BlockedToWarpStriped(x, y);
  for (int i = 0; i < I; ++i) warp_striped[t * I + i] = y[i];
  Exchange(temp).WarpStripedToBlocked(y);
  for (int i = 0; i < I; ++i) warp_back[t * I + i] = y[i];
  int ranks[I];
  for (int i = 0; i < I; ++i) ranks[i] = N - 1 - (t * I + i), z[i] = x[i];
  Exchange(temp).ScatterToBlocked(z, ranks);
  for (int i = 0; i < I; ++i) reversed[t * I + i] = z[i];
  for (int i = 0; i < I; ++i) ranks[i] = (t * I + i) % 2 == 0 ? (t * I + i) / 2 : -1, y[i] = -3;
  Exchange(temp).ScatterToStripedGuarded(x, y, ranks);
  for (int i = 0; i < I; ++i) evens[t * I + i] = y[i];
}

int main() {
  int o[6][N], *d[6], bad = 0;
  for (int k = 0; k < 6; ++k) cudaMalloc(&d[k], N * sizeof(int));
  exchanges<<<1, T>>>(d[0], d[1], d[2], d[3], d[4], d[5]);
  for (int k = 0; k < 6; ++k) cudaMemcpy(o[k], d[k], N * sizeof(int), cudaMemcpyDeviceToHost);
  for (int t = 0; t < T; ++t)
    for (int i = 0; i < I; ++i) {
      int k = t * I + i, s = i * T + t, ws = t / 32 * 32 * I + i * 32 + t % 32;
      bad += o[0][k] != 1000 + s || o[1][k] != 1000 + k || o[2][k] != 1000 + ws || o[3][k] != 1000 + k;
      bad += o[4][k] != 1000 + N - 1 - k;
      if (s < N / 2) bad += o[5][k] != 1000 + 2 * s;
    }
  printf("BlockExchange: %d wrong\n", bad);
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad != 0;
}
