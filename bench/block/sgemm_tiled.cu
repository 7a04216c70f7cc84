// sgemm_tiled: timing version of tests/corpus/38_sgemm_tiled.cu.
// Same kernel (C = alpha * A * B + beta * C, 16x16 blocks, two __shared__
// 16x16 tiles walked along K), M = N = K = 512 by default.  One warm-up
// launch, then REPS timed launches (std::chrono around the launches and one
// cudaDeviceSynchronize).  C changes at every launch, so the check is a last
// launch from the original C: integer data in [-4, 4], alpha = 1.5,
// beta = -0.5, every product and sum exact in float, compared exactly with a
// double CPU reference.
//   usage: sgemm_tiled [M [REPS [N [K]]]]     (N and K default to M)
// Translate with cuda2omp and build with -DVARIANT='"translated"'.
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#ifndef VARIANT
#define VARIANT "cuda"
#endif

#define CHECK(call)                                                        \
  do {                                                                     \
    cudaError_t err_ = (call);                                             \
    if (err_ != cudaSuccess) {                                             \
      fprintf(stderr, "CUDA error '%s' at %s:%d\n",                        \
              cudaGetErrorString(err_), __FILE__, __LINE__);               \
      exit(1);                                                             \
    }                                                                      \
  } while (0)

constexpr int TS = 16;

// A is M x K, B is K x N, C is M x N, all row-major.
__global__ void sgemmTiled(int M, int N, int K, float alpha, const float *A,
                           const float *B, float beta, float *C) {
  __shared__ float As[TS][TS];
  __shared__ float Bs[TS][TS];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TS + ty;
  int col = blockIdx.x * TS + tx;
  float acc = 0.0f;
  int numTiles = (K + TS - 1) / TS;
  for (int t = 0; t < numTiles; ++t) {
    int ka = t * TS + tx;  // column of A loaded by this thread
    int kb = t * TS + ty;  // row of B loaded by this thread
    As[ty][tx] = (row < M && ka < K) ? A[row * K + ka] : 0.0f;
    Bs[ty][tx] = (kb < K && col < N) ? B[kb * N + col] : 0.0f;
    __syncthreads();
    for (int k = 0; k < TS; ++k) acc += As[ty][k] * Bs[k][tx];
    __syncthreads();
  }
  if (row < M && col < N) C[row * N + col] = alpha * acc + beta * C[row * N + col];
}

int main(int argc, char **argv) {
  const int M = argc > 1 ? atoi(argv[1]) : 512;
  const int reps = argc > 2 ? atoi(argv[2]) : 10;
  const int N = argc > 3 ? atoi(argv[3]) : M;
  const int K = argc > 4 ? atoi(argv[4]) : M;
  if (M < 1 || N < 1 || K < 1 || reps < 1) {
    fprintf(stderr, "usage: %s [M [REPS [N [K]]]]\n", argv[0]);
    return 2;
  }
  const float alpha = 1.5f, beta = -0.5f;
  std::vector<float> A((size_t)M * K), B((size_t)K * N), C0((size_t)M * N), C((size_t)M * N);
  for (size_t i = 0; i < A.size(); ++i) A[i] = (float)((i * 7) % 9) - 4.0f;
  for (size_t i = 0; i < B.size(); ++i) B[i] = (float)((i * 5) % 9) - 4.0f;
  for (size_t i = 0; i < C0.size(); ++i) C0[i] = (float)(i % 11) - 5.0f;

  float *dA, *dB, *dC;
  CHECK(cudaMalloc(&dA, A.size() * sizeof(float)));
  CHECK(cudaMalloc(&dB, B.size() * sizeof(float)));
  CHECK(cudaMalloc(&dC, C0.size() * sizeof(float)));
  CHECK(cudaMemcpy(dA, A.data(), A.size() * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dB, B.data(), B.size() * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dC, C0.data(), C0.size() * sizeof(float), cudaMemcpyHostToDevice));
  dim3 block(TS, TS);
  dim3 grid((N + TS - 1) / TS, (M + TS - 1) / TS);

  // warm-up
  sgemmTiled<<<grid, block>>>(M, N, K, alpha, dA, dB, beta, dC);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());

  auto t0 = std::chrono::steady_clock::now();
  for (int r = 0; r < reps; ++r) sgemmTiled<<<grid, block>>>(M, N, K, alpha, dA, dB, beta, dC);
  CHECK(cudaDeviceSynchronize());
  auto t1 = std::chrono::steady_clock::now();
  CHECK(cudaGetLastError());
  const double ms = std::chrono::duration<double, std::milli>(t1 - t0).count() / reps;

  // checked launch from the original C
  CHECK(cudaMemcpy(dC, C0.data(), C0.size() * sizeof(float), cudaMemcpyHostToDevice));
  sgemmTiled<<<grid, block>>>(M, N, K, alpha, dA, dB, beta, dC);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(C.data(), dC, C.size() * sizeof(float), cudaMemcpyDeviceToHost));
  cudaFree(dA);
  cudaFree(dB);
  cudaFree(dC);

  long long bad = 0, checksum = 0, refChecksum = 0;  // sums of 2 * C (exact)
  std::vector<double> acc(N);
  for (int i = 0; i < M; ++i) {
    for (int j = 0; j < N; ++j) acc[j] = 0.0;
    for (int k = 0; k < K; ++k) {
      const double a = A[(size_t)i * K + k];
      const float *b = &B[(size_t)k * N];
      for (int j = 0; j < N; ++j) acc[j] += a * b[j];
    }
    for (int j = 0; j < N; ++j) {
      const double ref = alpha * acc[j] + beta * (double)C0[(size_t)i * N + j];
      const double got = C[(size_t)i * N + j];
      if (got != ref) ++bad;
      checksum += (long long)(got * 2.0);
      refChecksum += (long long)(ref * 2.0);
    }
  }
  const bool ok = bad == 0 && checksum == refChecksum;
  printf("sgemm_tiled M=%d N=%d K=%d grid=%ux%u block=%ux%u reps=%d\n", M, N, K, grid.x, grid.y,
         block.x, block.y, reps);
  printf("bad=%lld checksum2x=%lld ref=%lld gflops=%.2f\n", bad, checksum, refChecksum,
         2.0 * M * N * K / (ms * 1e6));
  printf("check=%s\n", ok ? "ok" : "FAIL");
  printf("RESULT name=sgemm_tiled variant=%s ms_per_iter=%.4f check=%s\n", VARIANT, ms,
         ok ? "ok" : "FAIL");
  return ok ? 0 : 1;
}
