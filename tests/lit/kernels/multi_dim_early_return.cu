// RUN: %cuda2omp %s -o %t.cpp --quiet
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %omp-host %t.cpp -o %t.exe
// RUN: %t.exe | FileCheck %s --check-prefix=OUT
// RUN: %check-no-cuda %t.cpp
#include <cstdio>

__global__ void index3d(int *out, int nx, int ny, int nz) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  int z = blockIdx.z * blockDim.z + threadIdx.z;
  if (x >= nx || y >= ny || z >= nz) return; /* early return keeps its meaning */
  out[(z * ny + y) * nx + x] = x + 10 * y + 100 * z + gridDim.x * 0;
}
// CHECK: if (x >= nx || y >= ny || z >= nz) return; /* early return keeps its meaning */

int main() {
  const int nx = 7, ny = 5, nz = 3, n = nx * ny * nz;
  int *d;
  cudaMalloc(&d, n * sizeof(int));
  dim3 block(4, 2, 2), grid((nx + 3) / 4, (ny + 1) / 2, (nz + 1) / 2);
  index3d<<<grid, block>>>(d, nx, ny, nz);
  int h[n];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  long sum = 0;
  int bad = 0;
  for (int z = 0; z < nz; ++z)
    for (int y = 0; y < ny; ++y)
      for (int x = 0; x < nx; ++x) {
        bad += h[(z * ny + y) * nx + x] != x + 10 * y + 100 * z;
        sum += h[(z * ny + y) * nx + x];
      }
  printf("sum=%ld bad=%d\n", sum, bad);
  // OUT: sum=12915 bad=0
  cudaFree(d);
}
