// 03_matrix_add_2d: C = A + 2*B on a 300 x 457 row-major matrix with a 2D
// grid of 32x8 blocks that does not divide either dimension.
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

__global__ void matAdd(const float *A, const float *B, float *C, int rows,
                       int cols) {
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  if (row < rows && col < cols) {
    int idx = row * cols + col;
    C[idx] = A[idx] + 2.0f * B[idx];
  }
}

int main() {
  const int rows = 300, cols = 457;
  const int count = rows * cols;
  const size_t bytes = count * sizeof(float);
  float *hA = (float *)malloc(bytes), *hB = (float *)malloc(bytes);
  float *hC = (float *)malloc(bytes);
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      hA[r * cols + c] = (float)((r * 3 + c) % 50) - 25.0f;
      hB[r * cols + c] = (float)((r + 7 * c) % 9) * 0.5f;
    }
  float *dA, *dB, *dC;
  CHECK(cudaMalloc(&dA, bytes));
  CHECK(cudaMalloc(&dB, bytes));
  CHECK(cudaMalloc(&dC, bytes));
  CHECK(cudaMemcpy(dA, hA, bytes, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dB, hB, bytes, cudaMemcpyHostToDevice));
  CHECK(cudaMemset(dC, 0, bytes));

  dim3 block(32, 8);
  dim3 grid((cols + block.x - 1) / block.x, (rows + block.y - 1) / block.y);
  matAdd<<<grid, block>>>(dA, dB, dC, rows, cols);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(hC, dC, bytes, cudaMemcpyDeviceToHost));

  int bad = 0;
  double sum = 0.0;
  for (int i = 0; i < count; ++i) {
    if (hC[i] != hA[i] + 2.0f * hB[i]) ++bad;
    sum += hC[i];
  }
  printf("grid=%ux%u block=%ux%u\n", grid.x, grid.y, block.x, block.y);
  printf("bad=%d sum=%.1f\n", bad, sum);
  printf("C[0][0]=%.1f C[299][456]=%.1f\n", hC[0], hC[count - 1]);
  cudaFree(dA);
  cudaFree(dB);
  cudaFree(dC);
  free(hA);
  free(hB);
  free(hC);
  printf("%s\n", bad == 0 ? "PASS" : "FAIL");
  return bad == 0 ? 0 : 1;
}
