// transpose_naive: out = in^T for an NX x NY float matrix, one thread per
// element in 32 x 8 blocks, reads coalesced and writes strided (the flat form,
// without a shared-memory tile).
//   usage: transpose_naive [NX [REPS [NY]]]     (default 4096 x 4096, 20 reps)
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

__global__ void transpose(const float *in, float *out, int nx, int ny) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < nx && y < ny) out[x * ny + y] = in[y * nx + x];
}

int main(int argc, char **argv) {
  const int nx = argc > 1 ? atoi(argv[1]) : 4096;
  const int reps = argc > 2 ? atoi(argv[2]) : 20;
  const int ny = argc > 3 ? atoi(argv[3]) : nx;
  const int n = nx * ny;
  std::vector<float> h(n), got(n);
  for (int i = 0; i < n; ++i) h[i] = (float)(i % 65521);
  float *in, *out;
  CHECK(cudaMalloc(&in, n * sizeof(float)));
  CHECK(cudaMalloc(&out, n * sizeof(float)));
  CHECK(cudaMemcpy(in, h.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  dim3 block(32, 8);
  dim3 grid((nx + 31) / 32, (ny + 7) / 8);
  transpose<<<grid, block>>>(in, out, nx, ny);  // warm-up
  CHECK(cudaDeviceSynchronize());
  auto t0 = std::chrono::steady_clock::now();
  for (int r = 0; r < reps; ++r) transpose<<<grid, block>>>(in, out, nx, ny);
  CHECK(cudaDeviceSynchronize());
  const double ms = msSince(t0) / reps;
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(got.data(), out, n * sizeof(float), cudaMemcpyDeviceToHost));
  cudaFree(in);
  cudaFree(out);
  long long bad = 0;
  for (int y = 0; y < ny; ++y)
    for (int x = 0; x < nx; ++x)
      if (got[x * ny + y] != h[y * nx + x]) ++bad;
  printf("transpose_naive nx=%d ny=%d grid=%ux%u block=%ux%u reps=%d bad=%lld\n", nx, ny, grid.x, grid.y,
         block.x, block.y, reps, bad);
  printf("RESULT name=transpose_naive variant=%s ms_per_iter=%.4f check=%s\n", VARIANT, ms, bad ? "FAIL" : "ok");
  return bad != 0;
}
