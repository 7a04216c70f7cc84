// saxpy_gridstride: y[i] = a * x[i] + y[i] with a grid-stride loop over a
// grid of a few blocks per SM (the idiom of CUDA's own samples), N floats.
//   usage: saxpy_gridstride [N [REPS]]     (default 2^25, 50 reps)
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

__global__ void saxpy(int n, float a, const float *__restrict__ x, float *__restrict__ y) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    y[i] = a * x[i] + y[i];
}

int main(int argc, char **argv) {
  const int n = argc > 1 ? atoi(argv[1]) : (1 << 25);
  const int reps = argc > 2 ? atoi(argv[2]) : 50;
  std::vector<float> hx(n), hy(n), out(n);
  for (int i = 0; i < n; ++i) {
    hx[i] = (float)(i % 100);
    hy[i] = (float)(i % 17);
  }
  float *x, *y;
  CHECK(cudaMalloc(&x, n * sizeof(float)));
  CHECK(cudaMalloc(&y, n * sizeof(float)));
  CHECK(cudaMemcpy(x, hx.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(y, hy.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  const int block = 256, grid = 132 * 8;  // 8 blocks per H100 SM
  // alternate a = 1 and a = -1: y returns to its start every two launches
  saxpy<<<grid, block>>>(n, 1.0f, x, y);
  saxpy<<<grid, block>>>(n, -1.0f, x, y);
  CHECK(cudaDeviceSynchronize());
  auto t0 = std::chrono::steady_clock::now();
  for (int r = 0; r < reps; ++r) saxpy<<<grid, block>>>(n, (r & 1) ? -1.0f : 1.0f, x, y);
  CHECK(cudaDeviceSynchronize());
  const double ms = msSince(t0) / reps;
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(out.data(), y, n * sizeof(float), cudaMemcpyDeviceToHost));
  cudaFree(x);
  cudaFree(y);
  long long bad = 0;
  for (int i = 0; i < n; ++i) {
    const float want = (reps & 1) ? hy[i] + hx[i] : hy[i];
    if (out[i] != want) ++bad;
  }
  printf("saxpy_gridstride n=%d grid=%d block=%d reps=%d GB/s=%.1f bad=%lld\n", n, grid, block, reps,
         12.0 * n / (ms * 1e6), bad);
  printf("RESULT name=saxpy_gridstride variant=%s ms_per_iter=%.4f check=%s\n", VARIANT, ms, bad ? "FAIL" : "ok");
  return bad != 0;
}
