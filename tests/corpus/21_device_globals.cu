// 21_device_globals: __device__ global variables (scalars and arrays) used as
// counters and tables.  Host code resets and reads them with
// cudaMemcpyToSymbol / cudaMemcpyFromSymbol, with and without offsets.
// atomicAdd, atomicMax (unsigned) and atomicMin (int) on device globals.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call)                                                        \
  do {                                                                     \
    cudaError_t err_ = (call);                                             \
    if (err_ != cudaSuccess) {                                             \
      fprintf(stderr, "CUDA error '%s' at %s:%d\n",                        \
              cudaGetErrorString(err_), __FILE__, __LINE__);               \
      exit(1);                                                             \
    }                                                                      \
  } while (0)

__device__ int d_aboveCount;
__device__ unsigned d_maxValue;
__device__ int d_minValue;
__device__ int d_table[64];
__device__ float d_coeffs[8];

__global__ void scan(const int *data, int n, int threshold) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int v = data[i];
  if (v > threshold) atomicAdd(&d_aboveCount, 1);
  atomicMax(&d_maxValue, (unsigned)(v + 1000));
  atomicMin(&d_minValue, v);
  atomicAdd(&d_table[(v & 0x7fffffff) % 64], 1);
}

__global__ void applyCoeffs(float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = d_coeffs[i % 8] * (float)i;
}

int main() {
  const int n = 50000;
  int *h = (int *)malloc(n * sizeof(int));
  int refCount = 0, refMin = 1 << 30, refTable[64] = {0};
  unsigned refMax = 0;
  for (int i = 0; i < n; ++i) {
    h[i] = (int)((i * 7919u) % 1999u) - 999;
    if (h[i] > 500) ++refCount;
    if ((unsigned)(h[i] + 1000) > refMax) refMax = (unsigned)(h[i] + 1000);
    if (h[i] < refMin) refMin = h[i];
    refTable[(h[i] & 0x7fffffff) % 64]++;
  }
  int *dData;
  CHECK(cudaMalloc(&dData, n * sizeof(int)));
  CHECK(cudaMemcpy(dData, h, n * sizeof(int), cudaMemcpyHostToDevice));
  int zero = 0, big = 1 << 30, zeros[64] = {0};
  unsigned uzero = 0;
  CHECK(cudaMemcpyToSymbol(d_aboveCount, &zero, sizeof(int)));
  CHECK(cudaMemcpyToSymbol(d_maxValue, &uzero, sizeof(unsigned)));
  CHECK(cudaMemcpyToSymbol(d_minValue, &big, sizeof(int)));
  CHECK(cudaMemcpyToSymbol(d_table, zeros, sizeof(zeros)));
  scan<<<(n + 255) / 256, 256>>>(dData, n, 500);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());

  int count = -1, minV = 0, table[64], upper[16];
  unsigned maxV = 0;
  CHECK(cudaMemcpyFromSymbol(&count, d_aboveCount, sizeof(int)));
  CHECK(cudaMemcpyFromSymbol(&maxV, d_maxValue, sizeof(unsigned)));
  CHECK(cudaMemcpyFromSymbol(&minV, d_minValue, sizeof(int)));
  CHECK(cudaMemcpyFromSymbol(table, d_table, sizeof(table)));
  CHECK(cudaMemcpyFromSymbol(upper, d_table, 16 * sizeof(int), 48 * sizeof(int)));
  int bad = 0;
  long long tableSum = 0;
  for (int b = 0; b < 64; ++b) { if (table[b] != refTable[b]) ++bad; tableSum += table[b]; }
  for (int b = 0; b < 16; ++b) if (upper[b] != refTable[48 + b]) ++bad;
  printf("above=%d max=%u min=%d table_sum=%lld table[63]=%d\n", count, maxV, minV, tableSum, upper[15]);

  float coeffs[8] = {1, 1, 1, 1, 0, 0, 0, 0}, tail[4] = {0.5f, -2.0f, 0.25f, 3.0f};
  CHECK(cudaMemcpyToSymbol(d_coeffs, coeffs, sizeof(coeffs)));
  CHECK(cudaMemcpyToSymbol(d_coeffs, tail, sizeof(tail), 4 * sizeof(float)));
  float *dOut, out[64];
  CHECK(cudaMalloc(&dOut, 64 * sizeof(float)));
  applyCoeffs<<<2, 32>>>(dOut, 64);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(out, dOut, sizeof(out), cudaMemcpyDeviceToHost));
  double sum = 0.0;
  for (int i = 0; i < 64; ++i) {
    float c = (i % 8) < 4 ? 1.0f : tail[i % 8 - 4];
    if (out[i] != c * (float)i) ++bad;
    sum += out[i];
  }
  printf("coeff_sum=%.2f bad=%d\n", sum, bad);
  cudaFree(dData);
  cudaFree(dOut);
  free(h);
  bool ok = bad == 0 && count == refCount && maxV == refMax && minV == refMin;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
