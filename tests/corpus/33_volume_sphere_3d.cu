// 33_volume_sphere_3d: label the voxels of a 70 x 45 x 33 volume by their
// distance to a sphere centre using 3D grid-stride loops (the 3D grid is
// much smaller than the volume in every dimension), counting shells with
// atomicAdd.  Integer arithmetic only.
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

#define SHELLS 8

__host__ __device__ inline int shellOf(int x, int y, int z, int3 c, int r) {
  int dx = x - c.x, dy = y - c.y, dz = z - c.z;
  int d2 = dx * dx + dy * dy + dz * dz;
  for (int s = 0; s < SHELLS - 1; ++s)
    if (d2 <= (s + 1) * (s + 1) * r * r / 16) return s;
  return SHELLS - 1;
}

__global__ void label3d(unsigned char *vol, int nx, int ny, int nz, int3 c, int r, int *shellCount) {
  for (int z = blockIdx.z * blockDim.z + threadIdx.z; z < nz; z += gridDim.z * blockDim.z)
    for (int y = blockIdx.y * blockDim.y + threadIdx.y; y < ny; y += gridDim.y * blockDim.y)
      for (int x = blockIdx.x * blockDim.x + threadIdx.x; x < nx; x += gridDim.x * blockDim.x) {
        int s = shellOf(x, y, z, c, r);
        vol[((size_t)z * ny + y) * nx + x] = (unsigned char)s;
        atomicAdd(&shellCount[s], 1);
      }
}

int main() {
  const int nx = 70, ny = 45, nz = 33, n = nx * ny * nz;
  const int3 centre = make_int3(31, 20, 17);
  const int radius = 24;
  unsigned char *dVol;
  int *dCount;
  CHECK(cudaMalloc(&dVol, n));
  CHECK(cudaMalloc(&dCount, SHELLS * sizeof(int)));
  CHECK(cudaMemset(dCount, 0, SHELLS * sizeof(int)));
  dim3 block(8, 4, 4);
  dim3 grid(3, 2, 2);  // 24 x 8 x 8 threads cover the volume by striding
  label3d<<<grid, block>>>(dVol, nx, ny, nz, centre, radius, dCount);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  unsigned char *vol = (unsigned char *)malloc(n);
  int count[SHELLS];
  CHECK(cudaMemcpy(vol, dVol, n, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(count, dCount, sizeof(count), cudaMemcpyDeviceToHost));

  int ref[SHELLS] = {0}, bad = 0;
  for (int z = 0; z < nz; ++z)
    for (int y = 0; y < ny; ++y)
      for (int x = 0; x < nx; ++x) {
        int s = shellOf(x, y, z, centre, radius);
        ref[s]++;
        if (vol[(z * ny + y) * nx + x] != s) ++bad;
      }
  long long total = 0;
  printf("voxels=%d\n", n);
  printf("shells:");
  for (int s = 0; s < SHELLS; ++s) {
    printf(" %d", count[s]);
    if (count[s] != ref[s]) ++bad;
    total += count[s];
  }
  printf("\ntotal=%lld bad=%d\n", total, bad);
  cudaFree(dVol);
  cudaFree(dCount);
  free(vol);
  bool ok = bad == 0 && total == n;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
