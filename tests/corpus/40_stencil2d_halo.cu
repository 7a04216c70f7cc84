// 40_stencil2d_halo: 6 Jacobi sweeps of a 5-point average on a 75 x 50 grid
// with 16x16 blocks.  Each block stages a (16+2) x (16+2) __shared__ tile
// (its cells plus a one-cell halo) with a strided load loop, synchronises,
// and updates its interior points; boundary points are copied.  Launches
// ping-pong between two buffers.  The data start as integers in [0, 255], so
// every average is an exact dyadic value and the result is compared exactly.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

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

int main() {
  const int nx = 75, ny = 50, n = nx * ny, iters = 6;
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
  for (int it = 0; it < iters; ++it) {
    jacobi5<<<grid, block>>>(dA, dB, nx, ny);
    CHECK(cudaGetLastError());
    float *t = dA;
    dA = dB;
    dB = t;
  }
  CHECK(cudaDeviceSynchronize());
  std::vector<float> got(n);
  CHECK(cudaMemcpy(got.data(), dA, n * sizeof(float), cudaMemcpyDeviceToHost));

  // CPU reference in double (exact here: all values are multiples of 4^-6)
  std::vector<double> a(h.begin(), h.end()), b(n);
  for (int it = 0; it < iters; ++it) {
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
  int bad = 0;
  long long sum = 0, refSum = 0;  // sums of value * 4096 (exact integers)
  for (int i = 0; i < n; ++i) {
    if ((double)got[i] != a[i]) ++bad;
    sum += (long long)((double)got[i] * 4096.0);
    refSum += (long long)(a[i] * 4096.0);
  }
  int c = (ny / 2) * nx + nx / 2;
  printf("grid=%ux%u block=%ux%u iters=%d\n", grid.x, grid.y, block.x, block.y, iters);
  printf("bad=%d sum4096=%lld ref=%lld\n", bad, sum, refSum);
  printf("center=%.6f ref=%.6f\n", got[c], a[c]);
  cudaFree(dA);
  cudaFree(dB);
  bool ok = bad == 0 && sum == refSum;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
