// stencil5: 5-point Jacobi average on an NX x NY float grid, one thread per
// point in 32 x 8 blocks, neighbours read from global memory (no shared
// memory: the flat form), boundary points copied; launches ping-pong between
// two buffers. The values are integers in [0, 255] averaged in steps of 1/4,
// so a double CPU reference is exact.
//   usage: stencil5 [NX [REPS [NY]]]     (default 4096 x 4096, 20 reps)
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

__global__ void jacobi(const float *in, float *out, int nx, int ny) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= nx || y >= ny) return;
  int i = y * nx + x;
  float v = in[i];
  if (x > 0 && y > 0 && x < nx - 1 && y < ny - 1)
    v = 0.25f * ((in[i - nx] + in[i + nx]) + (in[i - 1] + in[i + 1]));
  out[i] = v;
}

int main(int argc, char **argv) {
  const int nx = argc > 1 ? atoi(argv[1]) : 4096;
  const int reps = argc > 2 ? atoi(argv[2]) : 20;
  const int ny = argc > 3 ? atoi(argv[3]) : nx;
  const int checkIters = 4;
  const int n = nx * ny;
  std::vector<float> h(n);
  unsigned s = 7u;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    h[i] = (float)((s >> 16) & 255u);
  }
  float *dA, *dB;
  CHECK(cudaMalloc(&dA, n * sizeof(float)));
  CHECK(cudaMalloc(&dB, n * sizeof(float)));
  CHECK(cudaMemcpy(dA, h.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  dim3 block(32, 8);
  dim3 grid((nx + 31) / 32, (ny + 7) / 8);
  jacobi<<<grid, block>>>(dA, dB, nx, ny);  // warm-up
  CHECK(cudaDeviceSynchronize());
  auto t0 = std::chrono::steady_clock::now();
  for (int r = 0; r < reps; ++r) {
    jacobi<<<grid, block>>>(dA, dB, nx, ny);
    float *t = dA;
    dA = dB;
    dB = t;
  }
  CHECK(cudaDeviceSynchronize());
  const double ms = msSince(t0) / reps;
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(dA, h.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  for (int r = 0; r < checkIters; ++r) {
    jacobi<<<grid, block>>>(dA, dB, nx, ny);
    float *t = dA;
    dA = dB;
    dB = t;
  }
  std::vector<float> got(n);
  CHECK(cudaMemcpy(got.data(), dA, n * sizeof(float), cudaMemcpyDeviceToHost));
  cudaFree(dA);
  cudaFree(dB);
  std::vector<double> a(h.begin(), h.end()), b(n);
  for (int r = 0; r < checkIters; ++r) {
    for (int y = 0; y < ny; ++y)
      for (int x = 0; x < nx; ++x) {
        int i = y * nx + x;
        b[i] = (x == 0 || y == 0 || x == nx - 1 || y == ny - 1)
                   ? a[i]
                   : 0.25 * ((a[i - nx] + a[i + nx]) + (a[i - 1] + a[i + 1]));
      }
    a.swap(b);
  }
  long long bad = 0;
  for (int i = 0; i < n; ++i)
    if ((double)got[i] != a[i]) ++bad;
  printf("stencil5 nx=%d ny=%d grid=%ux%u block=%ux%u reps=%d bad=%lld\n", nx, ny, grid.x, grid.y, block.x,
         block.y, reps, bad);
  printf("RESULT name=stencil5 variant=%s ms_per_iter=%.4f check=%s\n", VARIANT, ms, bad ? "FAIL" : "ok");
  return bad != 0;
}
