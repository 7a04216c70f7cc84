// The C/C++ standard library functions that nvcc allows in device code:
// printf, math, malloc/free, memcpy/memset, assert, placement new, and
// std:: math overloads, in __global__, __device__ and __host__ __device__
// functions. Must parse cleanly in clang's host-only mode.
#include <cassert>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <new>
#include <cuda_runtime.h>

struct Point {
  float x, y;
  __device__ Point(float a, float b) : x(a), y(b) {}
};

__device__ float length(float x, float y) { return sqrtf(x * x + y * y); }

__host__ __device__ float hd_helper(float v) {
  return expf(v) + fabsf(v) + floorf(v) + std::fabs(v) + fminf(v, 1.0f) + fmaxf(v, 0.0f);
}

__global__ void uses_std(float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  assert(out != nullptr);
  float v = out[i];
  printf("thread %d value %f exp %f sqrt %f\n", i, (double)v, (double)expf(v), (double)sqrtf(v));
  float *tmp = (float *)malloc(4 * sizeof(float));
  if (tmp) {
    memset(tmp, 0, 4 * sizeof(float));
    memcpy(tmp, &v, sizeof(float));
    v = tmp[0];
    free(tmp);
  }
  alignas(Point) unsigned char storage[sizeof(Point)];
  Point *p = new (storage) Point(v, 1.f);
  int *heap = new int[4];
  heap[0] = abs(i - n);
  v += (float)heap[0];
  delete[] heap;
  out[i] = length(p->x, p->y) + hd_helper(v) + powf(v, 2.f) + logf(1.f + fabsf(v)) +
           sinf(v) * cosf(v) + tanhf(v) + fmaf(v, v, 1.f) + (float)sqrt((double)v) + (float)fabs(-1.0) +
           std::sqrt(v) + std::exp(v) + std::pow(v, 3.0f) + (float)llabs(-5) + (float)clock();
}

int main() {
  float *d = nullptr;
  if (cudaMalloc(&d, 64 * sizeof(float)) != cudaSuccess) return 1;
  uses_std<<<1, 64>>>(d, 64);
  printf("host %f\n", (double)hd_helper(0.5f));
  cudaDeviceSynchronize();
  cudaFree(d);
  return 0;
}
