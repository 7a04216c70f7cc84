// 07_mandelbrot_fixed: Mandelbrot iteration counts on a 160 x 120 image in
// 40.24 fixed-point integer arithmetic (bit-exact on every device).  2D grid
// of 16x16 blocks (120 is not a multiple of 16), early return.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define FRAC 24
#define ONE (1LL << FRAC)

__host__ __device__ int mandelIters(long long cx, long long cy, int maxIter) {
  long long zx = 0, zy = 0;
  int it = 0;
  while (it < maxIter) {
    long long zx2 = (zx * zx) >> FRAC;
    long long zy2 = (zy * zy) >> FRAC;
    if (zx2 + zy2 > 4 * ONE) break;
    zy = ((2 * zx * zy) >> FRAC) + cy;
    zx = zx2 - zy2 + cx;
    ++it;
  }
  return it;
}

__global__ void mandel(int *iters, int w, int h, long long x0, long long y0,
                       long long step, int maxIter) {
  int px = blockIdx.x * blockDim.x + threadIdx.x;
  int py = blockIdx.y * blockDim.y + threadIdx.y;
  if (px >= w || py >= h) return;
  iters[py * w + px] = mandelIters(x0 + px * step, y0 + py * step, maxIter);
}

int main() {
  const int w = 160, h = 120, maxIter = 200;
  const long long step = ONE / 50;            // 0.02 per pixel
  const long long x0 = -ONE * 22 / 10;        // -2.2
  const long long y0 = -(step * h) / 2;       // centred vertically
  int *dIters = nullptr;
  if (cudaMalloc(&dIters, w * h * sizeof(int)) != cudaSuccess) {
    printf("FAIL\n");
    return 1;
  }
  dim3 block(16, 16);
  dim3 grid((w + block.x - 1) / block.x, (h + block.y - 1) / block.y);
  mandel<<<grid, block>>>(dIters, w, h, x0, y0, step, maxIter);
  cudaError_t err = cudaGetLastError();
  if (err == cudaSuccess) err = cudaDeviceSynchronize();
  if (err != cudaSuccess) {
    fprintf(stderr, "kernel failed: %s\n", cudaGetErrorString(err));
    printf("FAIL\n");
    return 1;
  }
  int *hIters = (int *)malloc(w * h * sizeof(int));
  cudaMemcpy(hIters, dIters, w * h * sizeof(int), cudaMemcpyDeviceToHost);

  int bad = 0, inSet = 0;
  long long total = 0;
  for (int py = 0; py < h; ++py)
    for (int px = 0; px < w; ++px) {
      int v = hIters[py * w + px];
      if (v != mandelIters(x0 + px * step, y0 + py * step, maxIter)) ++bad;
      if (v == maxIter) ++inSet;
      total += v;
    }
  printf("image=%dx%d max_iter=%d\n", w, h, maxIter);
  printf("in_set=%d total_iters=%lld bad=%d\n", inSet, total, bad);
  // coarse picture: one character per 8x8 tile (its top-left pixel)
  for (int py = 0; py < h; py += 8) {
    char line[32];
    int k = 0;
    for (int px = 0; px < w; px += 8) {
      int v = hIters[py * w + px];
      line[k++] = v == maxIter ? '#' : (v > 10 ? '+' : (v > 3 ? '.' : ' '));
    }
    line[k] = 0;
    printf("|%s|\n", line);
  }
  cudaFree(dIters);
  free(hIters);
  printf("%s\n", bad == 0 ? "PASS" : "FAIL");
  return bad == 0 ? 0 : 1;
}
