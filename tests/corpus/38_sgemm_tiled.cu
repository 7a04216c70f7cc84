// 38_sgemm_tiled: C = alpha * A * B + beta * C with 16x16 thread blocks and
// two __shared__ float tiles (size from a file-scope constexpr) walked along
// K; loads outside the matrices are zero-filled, so M, N and K need not be
// multiples of 16.  Run 1 uses small integer data (every product and sum is
// exact, the checksum is printed); run 2 uses fractions in [0, 1) and is
// checked against a double reference with a tolerance.
#include <cmath>
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

struct Result {
  double maxRel;
  long long checksum;  // sum of C * 2 (exact for the integer run)
};

Result runGemm(int M, int N, int K, float alpha, float beta,
               const std::vector<float> &A, const std::vector<float> &B,
               const std::vector<float> &C0, bool intData, long long *refChecksum) {
  float *dA, *dB, *dC;
  CHECK(cudaMalloc(&dA, A.size() * sizeof(float)));
  CHECK(cudaMalloc(&dB, B.size() * sizeof(float)));
  CHECK(cudaMalloc(&dC, C0.size() * sizeof(float)));
  CHECK(cudaMemcpy(dA, A.data(), A.size() * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dB, B.data(), B.size() * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dC, C0.data(), C0.size() * sizeof(float), cudaMemcpyHostToDevice));
  dim3 block(TS, TS);
  dim3 grid((N + TS - 1) / TS, (M + TS - 1) / TS);
  sgemmTiled<<<grid, block>>>(M, N, K, alpha, dA, dB, beta, dC);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  std::vector<float> C(C0.size());
  CHECK(cudaMemcpy(C.data(), dC, C.size() * sizeof(float), cudaMemcpyDeviceToHost));
  cudaFree(dA);
  cudaFree(dB);
  cudaFree(dC);
  Result r = {0.0, 0};
  long long refSum = 0;
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j) {
      double acc = 0.0;
      for (int k = 0; k < K; ++k) acc += (double)A[i * K + k] * B[k * N + j];
      double ref = alpha * acc + beta * (double)C0[i * N + j];
      double got = C[i * N + j];
      double rel = fabs(got - ref) / (fabs(ref) + 1.0);
      if (rel > r.maxRel) r.maxRel = rel;
      if (intData) {
        r.checksum += (long long)(got * 2.0);
        refSum += (long long)(ref * 2.0);
      }
    }
  *refChecksum = refSum;
  return r;
}

int main() {
  const int M = 70, N = 53, K = 91;
  std::vector<float> A(M * K), B(K * N), C0(M * N);
  // run 1: integers in [-4, 4], alpha = 1.5, beta = -0.5: exact in float
  for (int i = 0; i < M * K; ++i) A[i] = (float)((i * 7) % 9 - 4);
  for (int i = 0; i < K * N; ++i) B[i] = (float)((i * 5) % 9 - 4);
  for (int i = 0; i < M * N; ++i) C0[i] = (float)(i % 11 - 5);
  long long ref1;
  Result r1 = runGemm(M, N, K, 1.5f, -0.5f, A, B, C0, true, &ref1);
  // run 2: fractions, alpha = 0.75, beta = 0.25
  unsigned s = 38u;
  std::vector<float> *all[3] = {&A, &B, &C0};
  for (int m = 0; m < 3; ++m)
    for (size_t i = 0; i < all[m]->size(); ++i) {
      s = s * 1664525u + 1013904223u;
      (*all[m])[i] = (float)(s >> 8) / 16777216.0f;
    }
  long long ref2;
  Result r2 = runGemm(M, N, K, 0.75f, 0.25f, A, B, C0, false, &ref2);
  bool exact1 = r1.maxRel == 0.0;
  bool tol2 = r2.maxRel < 1e-5;
  printf("M=%d N=%d K=%d grid=%dx%d block=%dx%d\n", M, N, K, (N + TS - 1) / TS,
         (M + TS - 1) / TS, TS, TS);
  printf("int run: exact=%d checksum2x=%lld ref=%lld\n", exact1 ? 1 : 0,
         r1.checksum, ref1);
  printf("frac run: max_rel_err_ok=%d\n", tol2 ? 1 : 0);
  bool ok = exact1 && tol2 && r1.checksum == ref1;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
