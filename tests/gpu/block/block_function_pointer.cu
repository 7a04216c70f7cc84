// A block-level __device__ function (it shares memory with its block and
// waits at a barrier) chosen, like a plain function that reads its indices,
// through a function pointer type: the kernel template takes the function as
// a non-type template argument and calls it. The plain function makes the
// pointer type take the indices; the block function must fit it too. A
// second kernel calls the block function directly. Self-checking against a
// CPU run (PASS/FAIL per variant).
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

constexpr int kBlock = 128;

using stage_fn = void (*)(float *out, const float *in, int n, float w);

// Plain: reads its indices, no sharing.
__device__ void scale_stage(float *out, const float *in, int n, float w) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = w * in[i];
}

// Block-level: reverses each block's slice through shared memory.
__device__ void reverse_stage(float *out, const float *in, int n, float w) {
  __shared__ float tile[kBlock];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  tile[threadIdx.x] = i < n ? in[i] : 0.0f;
  __syncthreads();
  int j = blockIdx.x * blockDim.x + (blockDim.x - 1 - threadIdx.x);
  if (j < n) out[j] = w * tile[threadIdx.x];
}

template <stage_fn Stage>
__global__ void run_stage(float *out, const float *in, int n, float w) {
  Stage(out, in, n, w);
}

__global__ void reverse_direct(float *out, const float *in, int n) {
  reverse_stage(out, in, n, 1.0f);
}

static int check(const char *what, const float *got, const float *want, int n) {
  for (int i = 0; i < n; ++i)
    if (got[i] != want[i]) {
      printf("%s: FAIL at %d: %g, expected %g\n", what, i, got[i], want[i]);
      return 1;
    }
  printf("%s: PASS (out[0]=%g out[%d]=%g)\n", what, got[0], n - 1, got[n - 1]);
  return 0;
}

int main() {
  const int n = 4 * kBlock;
  float *h = (float *)malloc(n * sizeof(float)), *r = (float *)malloc(n * sizeof(float));
  float *want = (float *)malloc(n * sizeof(float));
  for (int i = 0; i < n; ++i) h[i] = (float)(i % 97) + 0.5f;
  float *din, *dout;
  cudaMalloc(&din, n * sizeof(float));
  cudaMalloc(&dout, n * sizeof(float));
  cudaMemcpy(din, h, n * sizeof(float), cudaMemcpyHostToDevice);
  int fails = 0;

  run_stage<scale_stage><<<n / kBlock, kBlock>>>(dout, din, n, 3.0f);
  cudaMemcpy(r, dout, n * sizeof(float), cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i) want[i] = 3.0f * h[i];
  fails += check("plain stage through the pointer", r, want, n);

  run_stage<reverse_stage><<<n / kBlock, kBlock>>>(dout, din, n, 2.0f);
  cudaMemcpy(r, dout, n * sizeof(float), cudaMemcpyDeviceToHost);
  for (int b = 0; b < n / kBlock; ++b)
    for (int t = 0; t < kBlock; ++t) want[b * kBlock + (kBlock - 1 - t)] = 2.0f * h[b * kBlock + t];
  fails += check("block stage through the pointer", r, want, n);

  reverse_direct<<<n / kBlock, kBlock>>>(dout, din, n);
  cudaMemcpy(r, dout, n * sizeof(float), cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i) want[i] /= 2.0f;
  fails += check("block stage called directly", r, want, n);

  cudaFree(din);
  cudaFree(dout);
  free(h);
  free(r);
  free(want);
  printf("%s\n", fails ? "FAIL" : "PASS");
  return fails ? 1 : 0;
}
