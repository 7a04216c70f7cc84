// launch_loop: a launch-bound CUDA program (issue 28). Each iteration launches
// two small kernels on the default stream, with no wait in between; the host
// waits once, at the end (cudaEventSynchronize), and the time between two
// events is the loop's. Then the same loop on a created stream with a
// by-value struct argument, ending in cudaMemcpyAsync + cudaStreamSynchronize.
// The results are checked exactly against the host (the loop's order
// matters: a launch out of order changes them).
//   usage: launch_loop [N [ITERS]]     (default 65536 elements, 5000 iterations)
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#ifndef VARIANT
#define VARIANT "cuda"
#endif

#define CHECK(call)                                                                                     \
  do {                                                                                                  \
    cudaError_t err_ = (call);                                                                          \
    if (err_ != cudaSuccess) {                                                                          \
      fprintf(stderr, "CUDA error '%s' at %s:%d\n", cudaGetErrorString(err_), __FILE__, __LINE__);      \
      exit(1);                                                                                          \
    }                                                                                                   \
  } while (0)

struct Step {
  float scale;
  float add;
};

__global__ void relax(float *a, const float *b, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) a[i] = a[i] * 0.5f + b[i];
}
__global__ void bump(float *b, int n, float by) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) b[i] = b[i] + by;
}
__global__ void affine(float *a, int n, Step s) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) a[i] = a[i] * s.scale + s.add;
}

int main(int argc, char **argv) {
  const int n = argc > 1 ? atoi(argv[1]) : 65536;
  const int iters = argc > 2 ? atoi(argv[2]) : 5000;
  std::vector<float> ha(n), hb(n), ra(n), rb(n);
  for (int i = 0; i < n; ++i) {
    ha[i] = ra[i] = (float)(i % 100);
    hb[i] = rb[i] = (float)(i % 7);
  }
  float *a, *b;
  CHECK(cudaMalloc(&a, n * sizeof(float)));
  CHECK(cudaMalloc(&b, n * sizeof(float)));
  CHECK(cudaMemcpy(a, ha.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(b, hb.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  const int block = 256, grid = (n + block - 1) / block;
  cudaEvent_t e0, e1;
  CHECK(cudaEventCreate(&e0));
  CHECK(cudaEventCreate(&e1));
  // warm-up (the first launch of each kernel loads it), then the timed loop
  relax<<<grid, block>>>(a, b, n);
  bump<<<grid, block>>>(b, n, 0.0f);
  CHECK(cudaEventRecord(e0));
  for (int it = 0; it < iters; ++it) {
    relax<<<grid, block>>>(a, b, n);
    bump<<<grid, block>>>(b, n, (float)(it % 3));
  }
  CHECK(cudaEventRecord(e1));
  CHECK(cudaEventSynchronize(e1));
  float ms = 0;
  CHECK(cudaEventElapsedTime(&ms, e0, e1));
  CHECK(cudaMemcpy(ha.data(), a, n * sizeof(float), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(hb.data(), b, n * sizeof(float), cudaMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i) ra[i] = ra[i] * 0.5f + rb[i];
  for (int it = 0; it < iters; ++it)
    for (int i = 0; i < n; ++i) {
      ra[i] = ra[i] * 0.5f + rb[i];
      rb[i] = rb[i] + (float)(it % 3);
    }
  bool ok = ha == ra && hb == rb;

  // the same on a stream of its own, a struct passed by value, an async copy back
  cudaStream_t s;
  CHECK(cudaStreamCreate(&s));
  CHECK(cudaEventRecord(e0, s));
  for (int it = 0; it < iters; ++it) {
    Step st = {0.5f, (float)(it % 5)};
    affine<<<grid, block, 0, s>>>(a, n, st);
  }
  CHECK(cudaMemcpyAsync(ha.data(), a, n * sizeof(float), cudaMemcpyDeviceToHost, s));
  CHECK(cudaEventRecord(e1, s));
  CHECK(cudaStreamSynchronize(s));
  float ms2 = 0;
  CHECK(cudaEventElapsedTime(&ms2, e0, e1));
  for (int it = 0; it < iters; ++it)
    for (int i = 0; i < n; ++i) ra[i] = ra[i] * 0.5f + (float)(it % 5);
  ok = ok && ha == ra;
  CHECK(cudaStreamDestroy(s));
  CHECK(cudaFree(a));
  CHECK(cudaFree(b));
  printf("RESULT bench=launch_loop variant=%s n=%d iters=%d us_per_iter=%.2f us_per_launch_stream=%.2f check=%s\n",
         VARIANT, n, iters, 1000.0 * ms / iters, 1000.0 * ms2 / iters, ok ? "ok" : "FAIL");
  return ok ? 0 : 1;
}
