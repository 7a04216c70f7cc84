// Scales each row of a matrix by its index, with a device function that reads
// the launch indices and a launch written in a macro; prints a checksum and
// the time it took (a line the comparison ignores).
#include <chrono>
#include <cuda_runtime.h>
#include "demo_check.h"

__device__ int row() { return blockIdx.y; }
__device__ int col() { return blockIdx.x * blockDim.x + threadIdx.x; }

__global__ void scaleRows(float *m, int cols) {
  int c = col();
  if (c < cols) m[row() * cols + c] *= (float)(row() + 1);
}

#define LAUNCH_ROWS(rows, cols, ...) scaleRows<<<dim3(((cols) + 63) / 64, (rows)), 64>>>(__VA_ARGS__)

int main() {
  const int rows = 37, cols = 300;
  float *h = (float *)malloc(rows * cols * sizeof(float)), *d;
  for (int i = 0; i < rows * cols; ++i) h[i] = 0.5f;
  demoCheck(cudaMalloc(&d, rows * cols * sizeof(float)));
  demoCheck(cudaMemcpy(d, h, rows * cols * sizeof(float), cudaMemcpyHostToDevice));
  auto t0 = std::chrono::steady_clock::now();
  LAUNCH_ROWS(rows, cols, d, cols);
  demoCheck(cudaDeviceSynchronize());
  double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  demoCheck(cudaMemcpy(h, d, rows * cols * sizeof(float), cudaMemcpyDeviceToHost));
  double sum = 0;
  for (int i = 0; i < rows * cols; ++i) sum += h[i];
  printf("checksum %.1f\n", sum);
  printf("kernel time %.3f ms\n", ms);
  printf("%s\n", sum == 0.5 * cols * rows * (rows + 1) / 2 ? "Test passed" : "Test FAILED");
  demoCheck(cudaFree(d));
  free(h);
  return 0;
}
