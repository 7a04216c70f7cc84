// A translated program run on the host's CPU (clang's host offloading, and
// the host fallback) prints only what the program prints: libomp, asked for
// more teams or threads than the CPU has cores, printed "OMP: Warning #96:
// Cannot form a team with 4096 threads, using 2 instead." once per program
// (issue 38). The launchers ask for what libomp runs on the CPU
// (c2o_host_teams.h): a flat kernel at most cores threads in all, a
// block-level kernel one team of one thread per core, a library loop one
// team; every CUDA thread still runs (the sums), on a GPU nothing changes
// (gfx90a syntax), and GCC's libgomp runs the CUDA geometry.
// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: %omp-host %t.cpp -o %t.exe
// RUN: env -u KMP_WARNINGS -u OMP_THREAD_LIMIT %t.exe > %t.out 2> %t.stderr; test $? -eq 0
// RUN: FileCheck %s --check-prefix=OUT < %t.out
// RUN: not grep . %t.stderr
// RUN: env -u KMP_WARNINGS OMP_TARGET_OFFLOAD=DISABLED %t.exe > %t.out2 2> %t.stderr2
// RUN: FileCheck %s --check-prefix=OUT < %t.out2
// RUN: not grep . %t.stderr2
// RUN: env -u KMP_WARNINGS OMP_THREAD_LIMIT=1 %t.exe 2> %t.stderr3 | FileCheck %s --check-prefix=OUT
// RUN: not grep . %t.stderr3
// RUN: %omp-gcc %t.cpp -o %t.gcc.exe && %t.gcc.exe | FileCheck %s --check-prefix=OUT
// RUN: %omp-gfx90a-syntax %t.cpp
// OUT: flat 1d: 1048576
// OUT: flat 3d: 1048576
// OUT: small: 3
// OUT: block: 524288
// OUT: library: 1048576
#include <cstdio>
#include <thrust/device_vector.h>
#include <thrust/reduce.h>

__global__ void mark(int *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = 1;
}

__global__ void mark3(int *p, int nx, int ny) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  int z = blockIdx.z * blockDim.z + threadIdx.z;
  if (x < nx && y < ny) p[(z * ny + y) * nx + x] = 1;
}

// One partial sum per block, through shared memory and barriers.
__global__ void block_sums(const int *in, int *out) {
  __shared__ int s[256];
  s[threadIdx.x] = in[blockIdx.x * blockDim.x + threadIdx.x];
  __syncthreads();
  for (int w = blockDim.x / 2; w > 0; w /= 2) {
    if (threadIdx.x < w) s[threadIdx.x] += s[threadIdx.x + w];
    __syncthreads();
  }
  if (threadIdx.x == 0) out[blockIdx.x] = s[0];
}

static long sum(const int *d, int n) {
  int *h = new int[n];
  cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost);
  long s = 0;
  for (int i = 0; i < n; ++i) s += h[i];
  delete[] h;
  return s;
}

int main() {
  const int n = 1 << 20;
  int *d, *parts;
  cudaMalloc(&d, n * sizeof(int));
  cudaMalloc(&parts, 4096 * sizeof(int));
  cudaMemset(d, 0, n * sizeof(int));
  mark<<<n / 256, 256>>>(d, n);
  printf("flat 1d: %ld\n", sum(d, n));
  cudaMemset(d, 0, n * sizeof(int));
  mark3<<<dim3(16, 16, 4), dim3(16, 16, 4)>>>(d, 256, 256);
  printf("flat 3d: %ld\n", sum(d, n));
  cudaMemset(d, 0, n * sizeof(int));
  mark<<<3, 1>>>(d, 3);
  printf("small: %ld\n", sum(d, n));
  mark<<<n / 256, 256>>>(d, n);
  block_sums<<<2048, 256>>>(d, parts);
  printf("block: %ld\n", sum(parts, 2048));
  thrust::device_vector<int> v(n, 1);
  printf("library: %d\n", thrust::reduce(v.begin(), v.end()));
  cudaFree(d);
  cudaFree(parts);
  return 0;
}
