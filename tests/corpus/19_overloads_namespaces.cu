// 19_overloads_namespaces: overloaded kernels (by parameter type and by
// arity), kernels inside namespaces (including a nested one), a static
// kernel, and kernels launched from a function in a namespace.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

namespace blas {
__global__ void fill(int *p, int v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = v + i % 4;
}
__global__ void fill(float *p, float v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = v * (float)(i % 8);
}
__global__ void axpy(float *y, const float *x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] += a * x[i];
}
__global__ void axpy(float *y, const float *x, int n) {  // a == 1
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] += x[i];
}
namespace detail {
__global__ void negate(int *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = -p[i];
}
}  // namespace detail

void run(int *di, float *dx, float *dy, int n) {
  int g = (n + 63) / 64;
  fill<<<g, 64>>>(di, 10, n);
  fill<<<g, 64>>>(dx, 0.5f, n);
  fill<<<g, 64>>>(dy, 0.25f, n);
  axpy<<<g, 64>>>(dy, dx, 2.0f, n);
  axpy<<<g, 64>>>(dy, dx, n);
  detail::negate<<<g, 64>>>(di, n);
}
}  // namespace blas

static __global__ void squareInPlace(int *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = p[i] * p[i];
}

int main() {
  const int n = 1000;
  int *di;
  float *dx, *dy;
  cudaMalloc(&di, n * sizeof(int));
  cudaMalloc(&dx, n * sizeof(float));
  cudaMalloc(&dy, n * sizeof(float));
  blas::run(di, dx, dy, n);
  int *copy;
  cudaMalloc(&copy, n * sizeof(int));
  cudaMemcpy(copy, di, n * sizeof(int), cudaMemcpyDeviceToDevice);
  squareInPlace<<<(n + 127) / 128, 128>>>(copy, n);
  blas::detail::negate<<<(n + 127) / 128, 128>>>(copy, n);
  cudaError_t err = cudaGetLastError();
  if (err == cudaSuccess) err = cudaDeviceSynchronize();
  if (err != cudaSuccess) {
    fprintf(stderr, "error: %s\n", cudaGetErrorString(err));
    printf("FAIL\n");
    return 1;
  }
  int hi[n], hsq[n];
  float hy[n];
  cudaMemcpy(hi, di, sizeof(hi), cudaMemcpyDeviceToHost);
  cudaMemcpy(hsq, copy, sizeof(hsq), cudaMemcpyDeviceToHost);
  cudaMemcpy(hy, dy, sizeof(hy), cudaMemcpyDeviceToHost);
  int bad = 0;
  long long si = 0, ssq = 0;
  double sy = 0.0;
  for (int i = 0; i < n; ++i) {
    int vi = -(10 + i % 4);
    float x = 0.5f * (float)(i % 8);
    float y = 0.25f * (float)(i % 8) + 2.0f * x + x;
    if (hi[i] != vi) ++bad;
    if (hsq[i] != -(vi * vi)) ++bad;
    if (hy[i] != y) ++bad;
    si += hi[i];
    ssq += hsq[i];
    sy += hy[i];
  }
  printf("ints=%lld squares=%lld floats=%.2f\n", si, ssq, sy);
  printf("bad=%d\n", bad);
  cudaFree(di);
  cudaFree(dx);
  cudaFree(dy);
  cudaFree(copy);
  printf("%s\n", bad == 0 ? "PASS" : "FAIL");
  return bad == 0 ? 0 : 1;
}
