// stencil2d: timing version of tests/corpus/40_stencil2d_halo.cu.
// Same kernel (5-point Jacobi average, 16x16 blocks staging an 18x18
// __shared__ tile with its halo), on a 2048 x 2048 float grid; launches
// ping-pong between two buffers.  One warm-up sweep, then REPS timed sweeps
// (std::chrono around the launches and one cudaDeviceSynchronize).  The check
// runs 6 sweeps from the original data (integers in [0, 255], so every value
// is an exact dyadic) and compares exactly with a double CPU reference.
//   usage: stencil2d [NX [REPS [NY]]]     (NY defaults to NX)
// Translate with cuda2omp and build with -DVARIANT='"translated"'.
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

#define BS 16

__global__ void jacobi5(const float *in, float *out, int nx, int ny) {
  __shared__ float tile[BS + 2][BS + 2];
  int tx = threadIdx.x, ty = threadIdx.y;
  int x0 = blockIdx.x * BS - 1, y0 = blockIdx.y * BS - 1;  // tile origin
  for (int k = ty * BS + tx; k < (BS + 2) * (BS + 2); k += BS * BS) {
    int lx = k % (BS + 2), ly = k / (BS + 2);
    int gx = x0 + lx, gy = y0 + ly;
    tile[ly][lx] = (gx >= 0 && gx < nx && gy >= 0 && gy < ny) ? in[gy * nx + gx] : 0.0f;
  }
  __syncthreads();
  int x = blockIdx.x * BS + tx, y = blockIdx.y * BS + ty;
  if (x < nx && y < ny) {
    float v = tile[ty + 1][tx + 1];
    if (x > 0 && y > 0 && x < nx - 1 && y < ny - 1)
      v = 0.25f * ((tile[ty][tx + 1] + tile[ty + 2][tx + 1]) +
                   (tile[ty + 1][tx] + tile[ty + 1][tx + 2]));
    out[y * nx + x] = v;
  }
}

int main(int argc, char **argv) {
  const int nx = argc > 1 ? atoi(argv[1]) : 2048;
  const int reps = argc > 2 ? atoi(argv[2]) : 20;
  const int ny = argc > 3 ? atoi(argv[3]) : nx;
  const int checkIters = 6;
  if (nx < 3 || ny < 3 || reps < 1) {
    fprintf(stderr, "usage: %s [NX>=3 [REPS [NY>=3]]]\n", argv[0]);
    return 2;
  }
  const int n = nx * ny;
  std::vector<float> h(n);
  unsigned s = 40u;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    h[i] = (float)((s >> 16) & 255u);
  }
  float *dA, *dB;
  CHECK(cudaMalloc(&dA, n * sizeof(float)));
  CHECK(cudaMalloc(&dB, n * sizeof(float)));
  CHECK(cudaMemcpy(dA, h.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  dim3 block(BS, BS);
  dim3 grid((nx + BS - 1) / BS, (ny + BS - 1) / BS);

  // warm-up
  jacobi5<<<grid, block>>>(dA, dB, nx, ny);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());

  auto t0 = std::chrono::steady_clock::now();
  for (int it = 0; it < reps; ++it) {
    jacobi5<<<grid, block>>>(dA, dB, nx, ny);
    float *t = dA;
    dA = dB;
    dB = t;
  }
  CHECK(cudaDeviceSynchronize());
  auto t1 = std::chrono::steady_clock::now();
  CHECK(cudaGetLastError());
  const double ms = std::chrono::duration<double, std::milli>(t1 - t0).count() / reps;

  // checked sweeps from the original data
  CHECK(cudaMemcpy(dA, h.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  for (int it = 0; it < checkIters; ++it) {
    jacobi5<<<grid, block>>>(dA, dB, nx, ny);
    float *t = dA;
    dA = dB;
    dB = t;
  }
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  std::vector<float> got(n);
  CHECK(cudaMemcpy(got.data(), dA, n * sizeof(float), cudaMemcpyDeviceToHost));
  cudaFree(dA);
  cudaFree(dB);

  // CPU reference in double (exact: all values are multiples of 4^-6)
  std::vector<double> a(h.begin(), h.end()), b(n);
  for (int it = 0; it < checkIters; ++it) {
    for (int y = 0; y < ny; ++y)
      for (int x = 0; x < nx; ++x) {
        int i = y * nx + x;
        if (x == 0 || y == 0 || x == nx - 1 || y == ny - 1)
          b[i] = a[i];
        else
          b[i] = 0.25 * (a[i - nx] + a[i + nx] + a[i - 1] + a[i + 1]);
      }
    a.swap(b);
  }
  long long bad = 0, sum = 0, refSum = 0;  // sums of value * 4096 (exact integers)
  for (int i = 0; i < n; ++i) {
    if ((double)got[i] != a[i]) ++bad;
    sum += (long long)((double)got[i] * 4096.0);
    refSum += (long long)(a[i] * 4096.0);
  }
  const bool ok = bad == 0 && sum == refSum;
  printf("stencil2d nx=%d ny=%d grid=%ux%u block=%ux%u reps=%d check_iters=%d\n", nx, ny, grid.x,
         grid.y, block.x, block.y, reps, checkIters);
  printf("bad=%lld sum4096=%lld ref=%lld\n", bad, sum, refSum);
  printf("check=%s\n", ok ? "ok" : "FAIL");
  printf("RESULT name=stencil2d variant=%s ms_per_iter=%.4f check=%s\n", VARIANT, ms,
         ok ? "ok" : "FAIL");
  return ok ? 0 : 1;
}
