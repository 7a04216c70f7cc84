// 18_explicit_instantiation: template kernels with explicit instantiation
// (template __global__ void k<T>(...)), one with a non-type parameter,
// launched both with <<<>>> and with cudaLaunchKernel and an argument array.
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

template <typename T>
__global__ void scaleAdd(T *data, T scale, T offset, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] = data[i] * scale + offset;
}
template __global__ void scaleAdd<float>(float *, float, float, int);
template __global__ void scaleAdd<int>(int *, int, int, int);

template <int STRIDE>
__global__ void gatherStride(const int *in, int *out, int m) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < m) out[i] = in[i * STRIDE];
}
template __global__ void gatherStride<3>(const int *, int *, int);

int main() {
  const int n = 3000;
  float hf[n];
  int hi[n];
  for (int i = 0; i < n; ++i) { hf[i] = (float)(i % 64) * 0.5f; hi[i] = i - 1500; }
  float *df;
  int *di, *dg;
  CHECK(cudaMalloc(&df, n * sizeof(float)));
  CHECK(cudaMalloc(&di, n * sizeof(int)));
  CHECK(cudaMalloc(&dg, n * sizeof(int)));
  CHECK(cudaMemcpy(df, hf, sizeof(hf), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(di, hi, sizeof(hi), cudaMemcpyHostToDevice));

  dim3 grid((n + 255) / 256), block(256);
  float fs = 4.0f, fo = -1.0f;
  int nn = n;
  void *fargs[] = {&df, &fs, &fo, &nn};
  CHECK(cudaLaunchKernel((const void *)scaleAdd<float>, grid, block, fargs, 0, 0));
  scaleAdd<int><<<grid, block>>>(di, 3, 7, n);
  CHECK(cudaGetLastError());
  int m = n / 3;
  void *gargs[] = {&di, &dg, &m};
  CHECK(cudaLaunchKernel((const void *)gatherStride<3>, dim3((m + 127) / 128), dim3(128), gargs, 0, 0));
  CHECK(cudaDeviceSynchronize());

  float rf[n];
  int ri[n], rg[n];
  CHECK(cudaMemcpy(rf, df, sizeof(rf), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(ri, di, sizeof(ri), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(rg, dg, m * sizeof(int), cudaMemcpyDeviceToHost));
  int bad = 0;
  double sumF = 0.0;
  long long sumI = 0, sumG = 0;
  for (int i = 0; i < n; ++i) {
    if (rf[i] != hf[i] * 4.0f - 1.0f) ++bad;
    if (ri[i] != hi[i] * 3 + 7) ++bad;
    sumF += rf[i];
    sumI += ri[i];
  }
  for (int i = 0; i < m; ++i) {
    if (rg[i] != (hi[3 * i] * 3 + 7)) ++bad;
    sumG += rg[i];
  }
  printf("float: sum=%.1f int: sum=%lld gather: m=%d sum=%lld\n", sumF, sumI, m, sumG);
  printf("bad=%d\n", bad);
  cudaFree(df);
  cudaFree(di);
  cudaFree(dg);
  printf("%s\n", bad == 0 ? "PASS" : "FAIL");
  return bad == 0 ? 0 : 1;
}
