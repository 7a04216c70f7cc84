// 09_dot_double_atomic: dot products with per-thread partial sums in a
// grid-stride loop, combined with atomicAdd on double (exact data, so the
// result is printed) and atomicAdd on float (random data, checked against a
// double CPU reference with a tolerance; only the verdict is printed).
#include <cmath>
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

__global__ void dotDouble(const float *x, const float *y, int n, double *result) {
  double partial = 0.0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    partial += (double)x[i] * (double)y[i];
  atomicAdd(result, partial);
}

__global__ void dotFloat(const float *x, const float *y, int n, float *result) {
  float partial = 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    partial += x[i] * y[i];
  atomicAdd(result, partial);
}

int main() {
  const int n = 1 << 20;
  float *hx = (float *)malloc(n * sizeof(float));
  float *hy = (float *)malloc(n * sizeof(float));
  float *hu = (float *)malloc(n * sizeof(float));
  float *hv = (float *)malloc(n * sizeof(float));
  unsigned s = 99u;
  double refExact = 0.0, refRandom = 0.0;
  for (int i = 0; i < n; ++i) {
    hx[i] = (float)(i % 13 - 6) * 0.5f;
    hy[i] = (float)(i % 7 - 3) * 0.25f;
    refExact += (double)hx[i] * hy[i];
    s = s * 1664525u + 1013904223u;
    hu[i] = (float)(s >> 8) / 16777216.0f;
    s = s * 1664525u + 1013904223u;
    hv[i] = (float)(s >> 8) / 16777216.0f;
    refRandom += (double)hu[i] * hv[i];
  }
  float *dx, *dy, *du, *dv;
  double *dDot;
  float *dDotF;
  CHECK(cudaMalloc(&dx, n * sizeof(float)));
  CHECK(cudaMalloc(&dy, n * sizeof(float)));
  CHECK(cudaMalloc(&du, n * sizeof(float)));
  CHECK(cudaMalloc(&dv, n * sizeof(float)));
  CHECK(cudaMalloc(&dDot, sizeof(double)));
  CHECK(cudaMalloc(&dDotF, sizeof(float)));
  CHECK(cudaMemcpy(dx, hx, n * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dy, hy, n * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(du, hu, n * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dv, hv, n * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemset(dDot, 0, sizeof(double)));
  CHECK(cudaMemset(dDotF, 0, sizeof(float)));

  dotDouble<<<64, 256>>>(dx, dy, n, dDot);
  CHECK(cudaGetLastError());
  dotFloat<<<64, 256>>>(du, dv, n, dDotF);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());

  double dot = 0.0;
  float dotF = 0.0f;
  CHECK(cudaMemcpy(&dot, dDot, sizeof(double), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(&dotF, dDotF, sizeof(float), cudaMemcpyDeviceToHost));
  bool exactOk = dot == refExact;
  bool floatOk = fabs((double)dotF - refRandom) <= 1e-3 * fabs(refRandom);
  printf("n=%d\n", n);
  printf("dot_exact=%.4f ref=%.4f match=%d\n", dot, refExact, exactOk ? 1 : 0);
  printf("dot_float_within_tol=%d\n", floatOk ? 1 : 0);
  cudaFree(dx);
  cudaFree(dy);
  cudaFree(du);
  cudaFree(dv);
  cudaFree(dDot);
  cudaFree(dDotF);
  free(hx);
  free(hy);
  free(hu);
  free(hv);
  bool ok = exactOk && floatOk;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
