// sgemm_tiled_hand: hand port to OpenMP offload of sgemm_tiled.cu
// (C = alpha * A * B + beta * C, row-major), what a careful engineer would
// write: one thread per element of C over a collapse(2) loop nest, the dot
// product along K in registers (j innermost, so neighbouring threads read
// neighbouring elements of B and write neighbouring elements of C).  Same
// data, sizes, warm-up, repetitions, timing and check as the CUDA program.
//   usage: sgemm_tiled_hand [M [REPS [N [K]]]]     (N and K default to M)
#include <omp.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

static void sgemm(int M, int N, int K, float alpha, const float *A, const float *B, float beta,
                  float *C) {
#pragma omp target teams distribute parallel for collapse(2) is_device_ptr(A, B, C)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j) {
      float acc = 0.0f;
      for (int k = 0; k < K; ++k) acc += A[i * K + k] * B[k * N + j];
      C[i * N + j] = alpha * acc + beta * C[i * N + j];
    }
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

  const int host = omp_get_initial_device();
  const int dev = omp_get_num_devices() > 0 ? omp_get_default_device() : host;
  float *dA = (float *)omp_target_alloc(A.size() * sizeof(float), dev);
  float *dB = (float *)omp_target_alloc(B.size() * sizeof(float), dev);
  float *dC = (float *)omp_target_alloc(C0.size() * sizeof(float), dev);
  if (!dA || !dB || !dC) {
    fprintf(stderr, "omp_target_alloc failed\n");
    return 1;
  }
  omp_target_memcpy(dA, A.data(), A.size() * sizeof(float), 0, 0, dev, host);
  omp_target_memcpy(dB, B.data(), B.size() * sizeof(float), 0, 0, dev, host);
  omp_target_memcpy(dC, C0.data(), C0.size() * sizeof(float), 0, 0, dev, host);

  sgemm(M, N, K, alpha, dA, dB, beta, dC);  // warm-up

  auto t0 = std::chrono::steady_clock::now();
  for (int r = 0; r < reps; ++r) sgemm(M, N, K, alpha, dA, dB, beta, dC);
  auto t1 = std::chrono::steady_clock::now();
  const double ms = std::chrono::duration<double, std::milli>(t1 - t0).count() / reps;

  // checked run from the original C
  omp_target_memcpy(dC, C0.data(), C0.size() * sizeof(float), 0, 0, dev, host);
  sgemm(M, N, K, alpha, dA, dB, beta, dC);
  omp_target_memcpy(C.data(), dC, C.size() * sizeof(float), 0, 0, host, dev);
  omp_target_free(dA, dev);
  omp_target_free(dB, dev);
  omp_target_free(dC, dev);

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
  printf("sgemm_tiled (hand) M=%d N=%d K=%d reps=%d\n", M, N, K, reps);
  printf("bad=%lld checksum2x=%lld ref=%lld gflops=%.2f\n", bad, checksum, refChecksum,
         2.0 * M * N * K / (ms * 1e6));
  printf("check=%s\n", ok ? "ok" : "FAIL");
  printf("RESULT name=sgemm_tiled variant=hand ms_per_iter=%.4f check=%s\n", ms, ok ? "ok" : "FAIL");
  return ok ? 0 : 1;
}
