// 04_matmul_naive: C(MxN) = A(MxK) * B(KxN), one thread per output element
// on a 2D grid of 16x16 blocks (M, N not multiples of 16).  A __host__
// __device__ index helper is used by the kernel and by the CPU reference.
// Inputs are small integers, so every float result is exact.
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

__host__ __device__ inline int at(int row, int col, int ld) {
  return row * ld + col;
}

__global__ void matmul(const float *A, const float *B, float *C, int M,
                       int N, int K) {
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= M || col >= N) return;
  float acc = 0.0f;
  for (int k = 0; k < K; ++k) acc += A[at(row, k, K)] * B[at(k, col, N)];
  C[at(row, col, N)] = acc;
}

int main() {
  const int M = 96, K = 80, N = 112;
  float *hA = (float *)malloc(M * K * sizeof(float));
  float *hB = (float *)malloc(K * N * sizeof(float));
  float *hC = (float *)malloc(M * N * sizeof(float));
  for (int i = 0; i < M; ++i)
    for (int k = 0; k < K; ++k) hA[at(i, k, K)] = (float)((i * 7 + k * 3) % 9 - 4);
  for (int k = 0; k < K; ++k)
    for (int j = 0; j < N; ++j) hB[at(k, j, N)] = (float)((k * 5 + j) % 7 - 3);

  float *dA, *dB, *dC;
  CHECK(cudaMalloc(&dA, M * K * sizeof(float)));
  CHECK(cudaMalloc(&dB, K * N * sizeof(float)));
  CHECK(cudaMalloc(&dC, M * N * sizeof(float)));
  CHECK(cudaMemcpy(dA, hA, M * K * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dB, hB, K * N * sizeof(float), cudaMemcpyHostToDevice));

  dim3 block(16, 16);
  dim3 grid((N + 15) / 16, (M + 15) / 16);
  matmul<<<grid, block>>>(dA, dB, dC, M, N, K);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(hC, dC, M * N * sizeof(float), cudaMemcpyDeviceToHost));

  int bad = 0;
  long long checksum = 0, trace = 0;
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j) {
      float ref = 0.0f;
      for (int k = 0; k < K; ++k) ref += hA[at(i, k, K)] * hB[at(k, j, N)];
      if (hC[at(i, j, N)] != ref) ++bad;
      checksum += (long long)hC[at(i, j, N)] * ((i + j) % 5 + 1);
      if (i == j) trace += (long long)hC[at(i, j, N)];
    }
  printf("M=%d N=%d K=%d bad=%d\n", M, N, K, bad);
  printf("checksum=%lld trace=%lld\n", checksum, trace);
  printf("C[0][0]=%.0f C[M-1][N-1]=%.0f\n", hC[0], hC[M * N - 1]);
  cudaFree(dA);
  cudaFree(dB);
  cudaFree(dC);
  free(hA);
  free(hB);
  free(hC);
  printf("%s\n", bad == 0 ? "PASS" : "FAIL");
  return bad == 0 ? 0 : 1;
}
