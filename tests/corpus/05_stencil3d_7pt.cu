// 05_stencil3d_7pt: one 7-point stencil sweep on a 30 x 21 x 17 volume with a
// 3D grid of 8x8x4 blocks (no dimension divides evenly).  Threads outside the
// volume return early; boundary points are copied unchanged.
#include <cmath>
#include <cstdio>
#include <cstdlib>
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

__global__ void stencil7(const float *in, float *out, int nx, int ny, int nz,
                         float c0, float c1) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  int z = blockIdx.z * blockDim.z + threadIdx.z;
  if (x >= nx || y >= ny || z >= nz) return;
  int i = (z * ny + y) * nx + x;
  if (x == 0 || y == 0 || z == 0 || x == nx - 1 || y == ny - 1 || z == nz - 1) {
    out[i] = in[i];
    return;
  }
  float nb = in[i - 1] + in[i + 1] + in[i - nx] + in[i + nx] +
             in[i - nx * ny] + in[i + nx * ny];
  out[i] = c0 * in[i] + c1 * nb;
}

int main() {
  const int nx = 30, ny = 21, nz = 17, n = nx * ny * nz;
  const float c0 = 0.4f, c1 = 0.1f;
  float *hin = (float *)malloc(n * sizeof(float));
  float *hout = (float *)malloc(n * sizeof(float));
  unsigned s = 2024u;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    hin[i] = (float)(s >> 8) / 16777216.0f;  // [0, 1)
  }
  float *din, *dout;
  CHECK(cudaMalloc(&din, n * sizeof(float)));
  CHECK(cudaMalloc(&dout, n * sizeof(float)));
  CHECK(cudaMemcpy(din, hin, n * sizeof(float), cudaMemcpyHostToDevice));

  dim3 block(8, 8, 4);
  dim3 grid((nx + 7) / 8, (ny + 7) / 8, (nz + 3) / 4);
  stencil7<<<grid, block>>>(din, dout, nx, ny, nz, c0, c1);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(hout, dout, n * sizeof(float), cudaMemcpyDeviceToHost));

  double maxErr = 0.0;
  int interior = 0, boundaryBad = 0;
  for (int z = 0; z < nz; ++z)
    for (int y = 0; y < ny; ++y)
      for (int x = 0; x < nx; ++x) {
        int i = (z * ny + y) * nx + x;
        bool edge = x == 0 || y == 0 || z == 0 || x == nx - 1 ||
                    y == ny - 1 || z == nz - 1;
        if (edge) {
          if (hout[i] != hin[i]) ++boundaryBad;
          continue;
        }
        ++interior;
        double ref = 0.4 * hin[i] +
                     0.1 * ((double)hin[i - 1] + hin[i + 1] + hin[i - nx] +
                            hin[i + nx] + hin[i - nx * ny] + hin[i + nx * ny]);
        maxErr = fmax(maxErr, fabs(ref - (double)hout[i]));
      }
  bool errOk = maxErr < 1e-5;
  printf("grid=%ux%ux%u block=%ux%ux%u\n", grid.x, grid.y, grid.z, block.x,
         block.y, block.z);
  printf("interior=%d boundary_bad=%d\n", interior, boundaryBad);
  printf("max_err_ok=%d\n", errOk ? 1 : 0);
  cudaFree(din);
  cudaFree(dout);
  free(hin);
  free(hout);
  bool ok = errOk && boundaryBad == 0;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
