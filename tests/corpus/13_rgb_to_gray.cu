// 13_rgb_to_gray: convert a 333 x 217 RGBA image (uchar4 pixels) to 8-bit
// gray with integer weights, and write an inverted RGBA copy that keeps
// alpha.  2D grid of 32x8 blocks with bounds checks.
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

__host__ __device__ unsigned char luma(uchar4 p) {
  return (unsigned char)((77u * p.x + 150u * p.y + 29u * p.z + 128u) >> 8);
}

__global__ void toGray(const uchar4 *rgba, unsigned char *gray, uchar4 *inv,
                       int width, int height) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < width && y < height) {
    int i = y * width + x;
    uchar4 p = rgba[i];
    gray[i] = luma(p);
    inv[i] = make_uchar4(255 - p.x, 255 - p.y, 255 - p.z, p.w);
  }
}

int main() {
  const int width = 333, height = 217, n = width * height;
  uchar4 *img = (uchar4 *)malloc(n * sizeof(uchar4));
  uchar4 *inv = (uchar4 *)malloc(n * sizeof(uchar4));
  unsigned char *gray = (unsigned char *)malloc(n);
  for (int y = 0; y < height; ++y)
    for (int x = 0; x < width; ++x) {
      unsigned h = ((unsigned)x * 73856093u) ^ ((unsigned)y * 19349663u);
      img[y * width + x] = make_uchar4((unsigned char)(x * 255 / (width - 1)),
                                       (unsigned char)(y * 255 / (height - 1)),
                                       (unsigned char)(h >> 7), (unsigned char)(h >> 20));
    }
  uchar4 *dImg, *dInv;
  unsigned char *dGray;
  CHECK(cudaMalloc(&dImg, n * sizeof(uchar4)));
  CHECK(cudaMalloc(&dInv, n * sizeof(uchar4)));
  CHECK(cudaMalloc(&dGray, n));
  CHECK(cudaMemcpy(dImg, img, n * sizeof(uchar4), cudaMemcpyHostToDevice));
  dim3 block(32, 8);
  dim3 grid((width + 31) / 32, (height + 7) / 8);
  toGray<<<grid, block>>>(dImg, dGray, dInv, width, height);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(gray, dGray, n, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(inv, dInv, n * sizeof(uchar4), cudaMemcpyDeviceToHost));

  int bad = 0, bright = 0;
  unsigned long long sum = 0;
  for (int i = 0; i < n; ++i) {
    uchar4 p = img[i], q = inv[i];
    if (gray[i] != luma(p)) ++bad;
    if (q.x != 255 - p.x || q.y != 255 - p.y || q.z != 255 - p.z || q.w != p.w) ++bad;
    if (gray[i] > 128) ++bright;
    sum += gray[i];
  }
  printf("pixels=%d bad=%d\n", n, bad);
  printf("gray_sum=%llu bright=%d\n", sum, bright);
  printf("gray[0]=%d gray[last]=%d\n", gray[0], gray[n - 1]);
  cudaFree(dImg);
  cudaFree(dInv);
  cudaFree(dGray);
  free(img);
  free(inv);
  free(gray);
  printf("%s\n", bad == 0 ? "PASS" : "FAIL");
  return bad == 0 ? 0 : 1;
}
