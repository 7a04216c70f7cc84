// nvcc-flags: -rdc=true
// Dynamic parallelism: launches and runtime calls from device code.
#include <cuda_runtime.h>
#include <cstdio>

__global__ void child(int *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] *= 2;
}

__global__ void parent(int *p, int n) {
  if (threadIdx.x != 0) return;
  child<<<(n + 255) / 256, 256>>>(p, n);
  cudaError_t e = cudaGetLastError();
  if (e != cudaSuccess) printf("child launch: %s\n", cudaGetErrorString(e));
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  child<<<1, 32, 0, s>>>(p, 32);
  cudaStreamDestroy(s);
}

int main() {
  int *p = nullptr;
  if (cudaMalloc(&p, 1024 * sizeof(int)) != cudaSuccess) return 1;
  parent<<<1, 32>>>(p, 1024);
  cudaDeviceSynchronize();
  cudaFree(p);
  return 0;
}
