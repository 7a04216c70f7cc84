// Shared-memory histogram in a template kernel: BINS and BLOCK template
// parameters, a grid-stride loop, atomicAdd on __shared__ bins, then the
// block's bins added to global memory with atomicAdd.
#include <cstdio>
#include <cstdlib>
template <typename T, int BLOCK, int BINS>
__global__ void histo(const T *in, int n, unsigned int *out, T lo, T hi) {
  __shared__ unsigned int bins[BINS];
  for (int b = threadIdx.x; b < BINS; b += BLOCK) bins[b] = 0;
  __syncthreads();
  for (int i = blockIdx.x * BLOCK + threadIdx.x; i < n; i += gridDim.x * BLOCK) {
    int b = (int)((in[i] - lo) * BINS / (hi - lo));
    b = b < 0 ? 0 : (b >= BINS ? BINS - 1 : b);
    atomicAdd(&bins[b], 1u);
  }
  __syncthreads();
  for (int b = threadIdx.x; b < BINS; b += BLOCK)
    if (bins[b]) atomicAdd(&out[b], bins[b]);
}
template <typename T, int BLOCK, int BINS> int run(int n) {
  T *h = (T *)malloc(n * sizeof(T));
  unsigned ref[BINS] = {}, got[BINS];
  for (int i = 0; i < n; ++i) {
    h[i] = (T)((i * 37) % 1000) / (T)10;
    int b = (int)((h[i] - (T)0) * BINS / ((T)100 - (T)0));
    b = b < 0 ? 0 : (b >= BINS ? BINS - 1 : b);
    ref[b]++;
  }
  T *d;
  unsigned *o;
  cudaMalloc(&d, n * sizeof(T));
  cudaMalloc(&o, BINS * sizeof(unsigned));
  cudaMemcpy(d, h, n * sizeof(T), cudaMemcpyHostToDevice);
  cudaMemset(o, 0, BINS * sizeof(unsigned));
  histo<T, BLOCK, BINS><<<(n + BLOCK - 1) / BLOCK / 4 + 1, BLOCK>>>(d, n, o, (T)0, (T)100);
  cudaMemcpy(got, o, BINS * sizeof(unsigned), cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int b = 0; b < BINS; ++b) bad += got[b] != ref[b];
  cudaFree(d);
  cudaFree(o);
  free(h);
  return bad;
}
int main() {
  int bad = run<float, 256, 64>(100000) + run<double, 128, 1024>(50000) + run<int, 64, 16>(4096);
  printf("histograms: %d wrong bins\n%s\n", bad, bad ? "FAIL" : "PASS");
  return bad != 0;
}
