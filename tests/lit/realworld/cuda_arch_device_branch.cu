// Conditions on __CUDA_ARCH__ around code only nvcc's device pass compiles
// (a kernel's whole body under `#if __CUDA_ARCH__ >= 700`, a __device__
// helper defined only for newer GPUs, a condition nested in another) are read
// as the device pass reads them: the device branch is translated and kept
// (`#if 1 /* cuda2omp: if __CUDA_ARCH__ >= 700 */`). Inside a __host__
// __device__ function, and around host code, the host's branch stays.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cuda2omp %s -o %t/out.cpp 2> %t/err
// RUN: %strip-checks %s %t/out.cpp | FileCheck %s
// RUN: %omp-host %t/out.cpp -o %t/exe
// RUN: %t/exe | FileCheck %s --check-prefix=OUT
#include <cstdio>
#include <cuda_runtime.h>

// CHECK: #if 1 /* cuda2omp: if __CUDA_ARCH__ >= 600 */
#if __CUDA_ARCH__ >= 600
__device__ int twice(int v) { return 2 * v; }
#endif

// The classic guard of a double atomicAdd for old GPUs: neither pass defines it.
// CHECK: #if 1 /* cuda2omp: if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 600 */
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 600
#else
__device__ double atomicAdd(double *address, double val) { return val; }
#endif

__host__ __device__ int where() {
// CHECK: #if 0 /* cuda2omp: ifdef __CUDA_ARCH__ */
#ifdef __CUDA_ARCH__
  return 1;
#else
  return 2;
#endif
}

__global__ void fill(int *out, int n) {
// CHECK: #if 1 /* cuda2omp: if __CUDA_ARCH__ >= 700 */
// CHECK-NEXT: int i =
#if __CUDA_ARCH__ >= 700
  int i = blockIdx.x * blockDim.x + threadIdx.x;
// CHECK: #if 1 /* cuda2omp: if __CUDA_ARCH__ >= 800 */
#if __CUDA_ARCH__ >= 800
  if (i < n) out[i] = twice(i) + 1;
#else
  if (i < n) out[i] = -1;
#endif
#endif
}

__global__ void sum(const int *in, double *total, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
#ifdef __CUDA_ARCH__
  if (i < n) atomicAdd(total, (double)in[i]);
#endif
}

int main() {
  const int n = 1000;
  int *d = nullptr;
  double *t = nullptr;
  cudaMalloc(&d, n * sizeof(int));
  cudaMalloc(&t, sizeof(double));
  cudaMemset(t, 0, sizeof(double));
  fill<<<(n + 255) / 256, 256>>>(d, n);
  sum<<<(n + 255) / 256, 256>>>(d, t, n);
  int h[n];
  double total = 0;
  cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
  cudaMemcpy(&total, t, sizeof(double), cudaMemcpyDeviceToHost);
  // OUT: h[0]=1 h[999]=1999 total=1000000 where=2
  printf("h[0]=%d h[999]=%d total=%.0f where=%d\n", h[0], h[n - 1], total, where());
  cudaFree(d);
  cudaFree(t);
  return 0;
}
// CHECK-NOT: __C2O_DEVARCH
