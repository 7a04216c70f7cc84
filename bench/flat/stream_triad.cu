// stream_triad: a[i] = b[i] + s * c[i] over N floats (STREAM's triad), one
// thread per element, 256-thread blocks. The bandwidth benchmark of the set:
// it prints GB/s (12 bytes per element) beside the time.
//   usage: stream_triad [N [REPS]]     (default 2^26 elements, 50 reps)
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#ifndef VARIANT
#define VARIANT "cuda"
#endif

#define CHECK(call)                                                        \
  do {                                                                     \
    cudaError_t err_ = (call);                                             \
    if (err_ != cudaSuccess) {                                             \
      fprintf(stderr, "CUDA error '%s' at %s:%d\n",                        \
              cudaGetErrorString(err_), __FILE__, __LINE__);               \
      exit(1);                                                             \
    }                                                                      \
  } while (0)

static inline double msSince(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

__global__ void triad(float *a, const float *b, const float *c, float s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) a[i] = b[i] + s * c[i];
}

int main(int argc, char **argv) {
  const int n = argc > 1 ? atoi(argv[1]) : (1 << 26);
  const int reps = argc > 2 ? atoi(argv[2]) : 50;
  const float s = 3.0f;
  std::vector<float> hb(n), hc(n), ha(n);
  for (int i = 0; i < n; ++i) {
    hb[i] = (float)(i % 1024);
    hc[i] = (float)((i * 7) % 512) * 0.5f;
  }
  float *a, *b, *c;
  CHECK(cudaMalloc(&a, n * sizeof(float)));
  CHECK(cudaMalloc(&b, n * sizeof(float)));
  CHECK(cudaMalloc(&c, n * sizeof(float)));
  CHECK(cudaMemcpy(b, hb.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(c, hc.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  const int block = 256, grid = (n + block - 1) / block;
  triad<<<grid, block>>>(a, b, c, s, n);  // warm-up
  CHECK(cudaDeviceSynchronize());
  auto t0 = std::chrono::steady_clock::now();
  for (int r = 0; r < reps; ++r) triad<<<grid, block>>>(a, b, c, s, n);
  CHECK(cudaDeviceSynchronize());
  const double ms = msSince(t0) / reps;
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(ha.data(), a, n * sizeof(float), cudaMemcpyDeviceToHost));
  cudaFree(a);
  cudaFree(b);
  cudaFree(c);
  long long bad = 0;
  for (int i = 0; i < n; ++i)
    if (ha[i] != hb[i] + s * hc[i]) ++bad;  // exact: small integers and halves
  printf("stream_triad n=%d grid=%d block=%d reps=%d GB/s=%.1f bad=%lld\n", n, grid, block, reps,
         12.0 * n / (ms * 1e6), bad);
  printf("RESULT name=stream_triad variant=%s ms_per_iter=%.4f check=%s\n", VARIANT, ms, bad ? "FAIL" : "ok");
  return bad != 0;
}
