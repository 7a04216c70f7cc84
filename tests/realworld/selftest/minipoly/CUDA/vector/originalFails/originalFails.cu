// Its CPU reference differs from its kernel on purpose (the kernel adds 1,
// the reference 2), so the original fails its own check too (64 misses) and
// the translation prints the very same output. An output comparison alone
// would call it right; the harness must call it inconclusive: a check the
// original fails cannot tell a right answer.
#include <cuda_runtime.h>
#include "compare.h"

__global__ void add_one(float *out, const float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = a[i] + 1.0f;
}

int main() {
  static float a[N], cpu[N], gpu[N];
  for (int i = 0; i < N; ++i) a[i] = (float)(i % 9);
  printf("N = %d\n", N);
  float *da, *dout;
  cudaMalloc(&da, sizeof(a));
  cudaMalloc(&dout, sizeof(gpu));
  cudaMemcpy(da, a, sizeof(a), cudaMemcpyHostToDevice);
  add_one<<<(N + 31) / 32, 32>>>(dout, da, N);
  cudaMemcpy(gpu, dout, sizeof(gpu), cudaMemcpyDeviceToHost);
  for (int i = 0; i < N; ++i) cpu[i] = a[i] + 2.0f;
  compare(cpu, gpu, N, 0.05);
  cudaFree(da);
  cudaFree(dout);
  return 0;
}
