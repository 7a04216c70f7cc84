// 29_game_of_life: Conway's Game of Life on a 96 x 72 torus for 60
// generations; two device grids are swapped after each launch.  2D grid of
// 16x8 blocks, a static kernel and a __device__ neighbour-count helper.
#include <cstdio>
#include <cstdlib>
#include <cstring>
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

__host__ __device__ inline int neighbours(const unsigned char *g, int x, int y, int w, int h) {
  int count = 0;
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx) {
      if (dx == 0 && dy == 0) continue;
      int xx = (x + dx + w) % w, yy = (y + dy + h) % h;
      count += g[yy * w + xx];
    }
  return count;
}

__host__ __device__ inline unsigned char rule(unsigned char alive, int n) {
  return (n == 3 || (alive && n == 2)) ? 1 : 0;
}

static __global__ void lifeStep(const unsigned char *cur, unsigned char *next, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  next[y * w + x] = rule(cur[y * w + x], neighbours(cur, x, y, w, h));
}

int main() {
  const int w = 96, h = 72, gens = 60, n = w * h;
  unsigned char *grid = (unsigned char *)malloc(n), *tmp = (unsigned char *)malloc(n);
  unsigned s = 1234567u;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    grid[i] = (s >> 28) < 5 ? 1 : 0;  // about 31% alive
  }
  int initialAlive = 0;
  for (int i = 0; i < n; ++i) initialAlive += grid[i];
  unsigned char *dA, *dB;
  CHECK(cudaMalloc(&dA, n));
  CHECK(cudaMalloc(&dB, n));
  CHECK(cudaMemcpy(dA, grid, n, cudaMemcpyHostToDevice));
  dim3 block(16, 8);
  dim3 blocks((w + block.x - 1) / block.x, (h + block.y - 1) / block.y);
  for (int g = 0; g < gens; ++g) {
    lifeStep<<<blocks, block>>>(dA, dB, w, h);
    CHECK(cudaGetLastError());
    unsigned char *t = dA; dA = dB; dB = t;
  }
  CHECK(cudaDeviceSynchronize());
  unsigned char *result = (unsigned char *)malloc(n);
  CHECK(cudaMemcpy(result, dA, n, cudaMemcpyDeviceToHost));

  for (int g = 0; g < gens; ++g) {
    for (int y = 0; y < h; ++y)
      for (int x = 0; x < w; ++x)
        tmp[y * w + x] = rule(grid[y * w + x], neighbours(grid, x, y, w, h));
    unsigned char *t = grid; grid = tmp; tmp = t;
  }
  int alive = 0;
  unsigned hash = 2166136261u;
  for (int i = 0; i < n; ++i) {
    alive += result[i];
    hash = (hash ^ result[i]) * 16777619u;  // FNV-1a
  }
  bool same = memcmp(result, grid, n) == 0;
  printf("initial_alive=%d generations=%d\n", initialAlive, gens);
  printf("alive=%d hash=%08x same_as_cpu=%d\n", alive, hash, same ? 1 : 0);
  cudaFree(dA);
  cudaFree(dB);
  free(grid);
  free(tmp);
  free(result);
  printf("%s\n", same ? "PASS" : "FAIL");
  return same ? 0 : 1;
}
