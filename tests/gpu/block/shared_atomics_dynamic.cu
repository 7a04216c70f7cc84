// Dynamic shared memory in a template kernel: the histogram's bins are the
// launch's extern __shared__ bytes (a size known at run time), atomicAdd on
// them, and a float atomicAdd on a __shared__ total.
#include <cstdio>
#include <cstdlib>
template <typename T, int BLOCK>
__global__ void dynHisto(const T *in, int n, int bins, unsigned *out, float *total) {
  extern __shared__ unsigned char smem[];
  unsigned *h = reinterpret_cast<unsigned *>(smem);
  __shared__ float sum;
  if (threadIdx.x == 0) sum = 0.f;
  for (int b = threadIdx.x; b < bins; b += BLOCK) h[b] = 0;
  __syncthreads();
  for (int i = blockIdx.x * BLOCK + threadIdx.x; i < n; i += gridDim.x * BLOCK) {
    atomicAdd(&h[(int)in[i] % bins], 1u);
    atomicAdd(&sum, (float)in[i]);
  }
  __syncthreads();
  for (int b = threadIdx.x; b < bins; b += BLOCK) atomicAdd(&out[b], h[b]);
  if (threadIdx.x == 0) atomicAdd(total, sum);
}
int main() {
  const int n = 200000, bins = 3000, B = 256;
  int *h = (int *)malloc(n * sizeof(int));
  unsigned *ref = (unsigned *)calloc(bins, sizeof(unsigned)), *got = (unsigned *)malloc(bins * sizeof(unsigned));
  double refTotal = 0;
  for (int i = 0; i < n; ++i) h[i] = (i * 131) % 7777, ref[h[i] % bins]++, refTotal += h[i];
  int *d;
  unsigned *o;
  float *t, tot = 0;
  cudaMalloc(&d, n * sizeof(int));
  cudaMalloc(&o, bins * sizeof(unsigned));
  cudaMalloc(&t, sizeof(float));
  cudaMemcpy(d, h, n * sizeof(int), cudaMemcpyHostToDevice);
  cudaMemset(o, 0, bins * sizeof(unsigned));
  cudaMemset(t, 0, sizeof(float));
  dynHisto<int, B><<<64, B, bins * sizeof(unsigned)>>>(d, n, bins, o, t);
  cudaMemcpy(got, o, bins * sizeof(unsigned), cudaMemcpyDeviceToHost);
  cudaMemcpy(&tot, t, sizeof(float), cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int b = 0; b < bins; ++b) bad += got[b] != ref[b];
  double rel = (tot - refTotal) / refTotal;
  if (rel > 1e-3 || rel < -1e-3) bad++;
  printf("bins wrong %d, total %.6g (%.6g)\n%s\n", bad, (double)tot, refTotal, bad ? "FAIL" : "PASS");
  cudaFree(d); cudaFree(o); cudaFree(t);
  free(h); free(ref); free(got);
  return bad != 0;
}
