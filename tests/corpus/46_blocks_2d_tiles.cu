// 46_blocks_2d_tiles: per-tile minimum, maximum and sum of a 100 x 75 int
// image with 16x16 blocks.  Each block fills three 2D __shared__ arrays
// (out-of-image cells get neutral values), reduces along x in a loop with
// __syncthreads() after every step, then along y (column 0 only) in a second
// loop, and thread (0,0) writes the tile results.
#include <climits>
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

const int TW = 16;

__global__ void tileStats(const int *img, int w, int h, int *tmin, int *tmax, int *tsum) {
  __shared__ int smin[TW][TW];
  __shared__ int smax[TW][TW];
  __shared__ int ssum[TW][TW];
  int tx = threadIdx.x, ty = threadIdx.y;
  int x = blockIdx.x * TW + tx, y = blockIdx.y * TW + ty;
  bool inside = x < w && y < h;
  int v = inside ? img[y * w + x] : 0;
  smin[ty][tx] = inside ? v : INT_MAX;
  smax[ty][tx] = inside ? v : INT_MIN;
  ssum[ty][tx] = v;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {  // rows
    if (tx < s) {
      smin[ty][tx] = min(smin[ty][tx], smin[ty][tx + s]);
      smax[ty][tx] = max(smax[ty][tx], smax[ty][tx + s]);
      ssum[ty][tx] += ssum[ty][tx + s];
    }
    __syncthreads();
  }
  for (int s = blockDim.y / 2; s > 0; s >>= 1) {  // column 0
    if (tx == 0 && ty < s) {
      smin[ty][0] = min(smin[ty][0], smin[ty + s][0]);
      smax[ty][0] = max(smax[ty][0], smax[ty + s][0]);
      ssum[ty][0] += ssum[ty + s][0];
    }
    __syncthreads();
  }
  if (tx == 0 && ty == 0) {
    int t = blockIdx.y * gridDim.x + blockIdx.x;
    tmin[t] = smin[0][0];
    tmax[t] = smax[0][0];
    tsum[t] = ssum[0][0];
  }
}

int main() {
  const int w = 100, h = 75, n = w * h;
  std::vector<int> img(n);
  unsigned s = 46u;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      s = s * 1664525u + 1013904223u;
      // a smooth ramp plus noise, so tiles differ
      img[y * w + x] = 10 * x - 7 * y + (int)((s >> 16) % 64u);
    }
  dim3 block(TW, TW);
  dim3 grid((w + TW - 1) / TW, (h + TW - 1) / TW);
  int tiles = grid.x * grid.y;
  int *dImg, *dMin, *dMax, *dSum;
  CHECK(cudaMalloc(&dImg, n * sizeof(int)));
  CHECK(cudaMalloc(&dMin, tiles * sizeof(int)));
  CHECK(cudaMalloc(&dMax, tiles * sizeof(int)));
  CHECK(cudaMalloc(&dSum, tiles * sizeof(int)));
  CHECK(cudaMemcpy(dImg, img.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  tileStats<<<grid, block>>>(dImg, w, h, dMin, dMax, dSum);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  std::vector<int> gmin(tiles), gmax(tiles), gsum(tiles);
  CHECK(cudaMemcpy(gmin.data(), dMin, tiles * sizeof(int), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(gmax.data(), dMax, tiles * sizeof(int), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(gsum.data(), dSum, tiles * sizeof(int), cudaMemcpyDeviceToHost));

  int bad = 0, lo = INT_MAX, hi = INT_MIN;
  long long hash = 0, refHash = 0;
  for (unsigned by = 0; by < grid.y; ++by)
    for (unsigned bx = 0; bx < grid.x; ++bx) {
      int t = by * grid.x + bx;
      int rmin = INT_MAX, rmax = INT_MIN, rsum = 0;
      for (int y = by * TW; y < (int)(by + 1) * TW && y < h; ++y)
        for (int x = bx * TW; x < (int)(bx + 1) * TW && x < w; ++x) {
          int v = img[y * w + x];
          rmin = v < rmin ? v : rmin;
          rmax = v > rmax ? v : rmax;
          rsum += v;
        }
      if (gmin[t] != rmin || gmax[t] != rmax || gsum[t] != rsum) ++bad;
      lo = rmin < lo ? rmin : lo;
      hi = rmax > hi ? rmax : hi;
      hash += (long long)(t + 1) * (3LL * gmin[t] + 5LL * gmax[t] + gsum[t]);
      refHash += (long long)(t + 1) * (3LL * rmin + 5LL * rmax + rsum);
    }
  printf("grid=%ux%u tiles=%d bad=%d\n", grid.x, grid.y, tiles, bad);
  printf("min=%d max=%d tile0=%d/%d/%d\n", lo, hi, gmin[0], gmax[0], gsum[0]);
  printf("hash=%lld ref=%lld\n", hash, refHash);
  cudaFree(dImg);
  cudaFree(dMin);
  cudaFree(dMax);
  cudaFree(dSum);
  bool ok = bad == 0 && hash == refHash;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
