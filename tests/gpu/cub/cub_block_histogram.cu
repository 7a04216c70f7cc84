// cub::BlockHistogram in kernels, checked against the host: each block
// counts its 64 threads x 8 byte-sized bin numbers in a shared histogram of
// 32 bins (Histogram, then Composite of a second tile, with both algorithms)
// and adds it to the global one. Prints one line per algorithm and PASS
// (exit 0) or FAIL.
#include <cstdio>
#include <cub/cub.cuh>

constexpr int T = 64, I = 8, BINS = 32, TILE = T * I;

template <cub::BlockHistogramAlgorithm A> __global__ void count(const unsigned char *in, unsigned *global_hist) {
  using Histo = cub::BlockHistogram<unsigned char, T, I, BINS, A>;
  __shared__ typename Histo::TempStorage temp;
  __shared__ unsigned hist[BINS];
  unsigned char items[I];
  const unsigned char *tile = in + blockIdx.x * 2 * TILE;
  for (int i = 0; i < I; ++i) items[i] = tile[threadIdx.x * I + i];
  Histo(temp).Histogram(items, hist);
  __syncthreads();
  for (int i = 0; i < I; ++i) items[i] = tile[TILE + threadIdx.x * I + i];
  Histo(temp).Composite(items, hist);
  __syncthreads();
  for (int b = threadIdx.x; b < BINS; b += T) atomicAdd(&global_hist[b], hist[b]);
}

int main() {
  const int G = 3, N = G * 2 * TILE;
  unsigned char h[N];
  for (int i = 0; i < N; ++i) h[i] = (unsigned char)((i * 31 + i / 7) % BINS);
  unsigned ref[BINS] = {}, o[BINS], *dh;
  for (int i = 0; i < N; ++i) ++ref[h[i]];
  unsigned char *d;
  cudaMalloc(&d, N);
  cudaMalloc(&dh, sizeof(o));
  cudaMemcpy(d, h, N, cudaMemcpyHostToDevice);
  int fails = 0;
  for (int a = 0; a < 2; ++a) {
    cudaMemset(dh, 0, sizeof(o));
    if (a == 0) count<cub::BLOCK_HISTO_SORT><<<G, T>>>(d, dh);
    else count<cub::BLOCK_HISTO_ATOMIC><<<G, T>>>(d, dh);
    cudaMemcpy(o, dh, sizeof(o), cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int b = 0; b < BINS; ++b) bad += o[b] != ref[b];
    printf("BlockHistogram %s: %d wrong\n", a == 0 ? "SORT" : "ATOMIC", bad);
    fails += bad != 0;
  }
  printf(fails ? "FAIL\n" : "PASS\n");
  return fails != 0;
}
