// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: not grep -E "C2O1030|C2O1002|error" %t.err
// RUN: FileCheck %s < %t.cpp
// RUN: %check-no-cuda %t.cpp
// RUN: %omp-gfx90a-syntax %t.cpp
// RUN: %omp-host %t.cpp -o %t.host && %t.host | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc && %t.gcc | FileCheck %s --check-prefix=OUT
// Dense cuSOLVER: LU (getrf/getrs, with and without pivots), Cholesky
// (potrf/potrs, lower and upper) and QR (geqrf/ormqr), float and double.
// Every solution is checked by the residual of the original system computed
// on the host; a singular and an indefinite matrix give LAPACK's info.
#include <cusolverDn.h>
// CHECK: #include "c2o_cusolver.h"
#include <cuda_runtime.h>
#include <cmath>
#include <cstdio>
#include <vector>

static int failures = 0;
static void check(const char *what, double err, double tol) {
  printf("%s %s\n", err <= tol ? "ok" : "FAIL", what);
  if (!(err <= tol)) { printf("  error %g\n", err); ++failures; }
}
template <typename T> static T *to_dev(const std::vector<T> &h) {
  T *d = nullptr;
  cudaMalloc(&d, h.size() * sizeof(T));
  cudaMemcpy(d, h.data(), h.size() * sizeof(T), cudaMemcpyHostToDevice);
  return d;
}
template <typename T> static std::vector<T> to_host(const T *d, size_t n) {
  std::vector<T> h(n);
  cudaMemcpy(h.data(), d, n * sizeof(T), cudaMemcpyDeviceToHost);
  return h;
}
static int info_of(const int *d) { return to_host(d, 1)[0]; }

// max |op(A) X - B| for column-major A (n x n, lda) and X, B (n x nrhs, ldb)
template <typename T>
static double residual(bool t, int n, int nrhs, const std::vector<T> &A, int lda, const std::vector<T> &X,
                       const std::vector<T> &B, int ldb) {
  double e = 0;
  for (int c = 0; c < nrhs; ++c)
    for (int i = 0; i < n; ++i) {
      double s = 0;
      for (int j = 0; j < n; ++j) s += double(t ? A[j + i * lda] : A[i + j * lda]) * double(X[j + c * ldb]);
      e = fmax(e, fabs(s - double(B[i + c * ldb])));
    }
  return e;
}

int main() {
  cusolverDnHandle_t h;
  cusolverStatus_t st = cusolverDnCreate(&h);
  cudaStream_t stream;
  cudaStreamCreate(&stream);
  cusolverDnSetStream(h, stream);
  const int n = 6, lda = 7, nrhs = 2, ldb = 6;
  std::vector<double> A(lda * n), B(ldb * nrhs);
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < n; ++i) A[i + j * lda] = double((3 * i + 5 * j) % 7) - 3.0 + (i == j ? 1.0 : 0.0);
  for (size_t i = 0; i < B.size(); ++i) B[i] = double(i % 4) + 0.5;
  int *dInfo = nullptr, *dPiv = nullptr;
  cudaMalloc(&dInfo, sizeof(int));
  cudaMalloc(&dPiv, n * sizeof(int));

  // ---- LU, double, with pivots: A x = b and A^T x = b ----
  for (int t = 0; t < 2; ++t) {
    double *dA = to_dev(A), *dB = to_dev(B);
    int lwork = 0;
    cusolverDnDgetrf_bufferSize(h, n, n, dA, lda, &lwork);
    double *work = nullptr;
    cudaMalloc(&work, lwork * sizeof(double));
    cusolverDnDgetrf(h, n, n, dA, lda, work, dPiv, dInfo);
    int f = info_of(dInfo);
    cusolverDnDgetrs(h, t ? CUBLAS_OP_T : CUBLAS_OP_N, n, nrhs, dA, lda, dPiv, dB, ldb, dInfo);
    double e = residual(t, n, nrhs, A, lda, to_host(dB, B.size()), B, ldb) + f + info_of(dInfo);
    check(t ? "Dgetrf/getrs A^T x = b" : "Dgetrf/getrs A x = b", e, 1e-10);
    cudaFree(work);
    cudaFree(dA);
    cudaFree(dB);
  }
  // OUT: ok Dgetrf/getrs A x = b
  // OUT: ok Dgetrf/getrs A^T x = b

  // ---- LU, float, without pivots on a diagonally dominant matrix ----
  {
    std::vector<float> F(n * n), FB(n);
    for (int j = 0; j < n; ++j)
      for (int i = 0; i < n; ++i) F[i + j * n] = i == j ? 10.0f : float((i + 2 * j) % 3) - 1.0f;
    for (int i = 0; i < n; ++i) FB[i] = float(i) - 2.0f;
    float *dF = to_dev(F), *dFB = to_dev(FB);
    cusolverDnSgetrf(h, n, n, dF, n, nullptr, nullptr, dInfo);
    cusolverDnSgetrs(h, CUBLAS_OP_N, n, 1, dF, n, nullptr, dFB, n, dInfo);
    check("Sgetrf/getrs without pivots", residual(false, n, 1, F, n, to_host(dFB, n), FB, n), 1e-4);
  }
  // OUT: ok Sgetrf/getrs without pivots

  // ---- a singular matrix: info is the first zero pivot ----
  {
    std::vector<double> S = {1, 2, 3, 2, 4, 6, 0, 1, 1}; // second column = 2 x first
    double *dS = to_dev(S);
    cusolverDnDgetrf(h, 3, 3, dS, 3, nullptr, dPiv, dInfo);
    printf("singular info=%d\n", info_of(dInfo));
  }
  // OUT: singular info=2

  // ---- Cholesky, lower and upper, on A^T A + n I ----
  std::vector<double> P(n * n);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      double s = i == j ? n : 0.0;
      for (int k = 0; k < n; ++k) s += A[k + i * lda] * A[k + j * lda];
      P[i + j * n] = s;
    }
  for (int u = 0; u < 2; ++u) {
    cublasFillMode_t uplo = u ? CUBLAS_FILL_MODE_UPPER : CUBLAS_FILL_MODE_LOWER;
    double *dP = to_dev(P), *dB = to_dev(B);
    int lwork = 0;
    cusolverDnDpotrf_bufferSize(h, uplo, n, dP, n, &lwork);
    double *work = nullptr;
    cudaMalloc(&work, lwork * sizeof(double));
    cusolverDnDpotrf(h, uplo, n, dP, n, work, lwork, dInfo);
    int f = info_of(dInfo);
    cusolverDnDpotrs(h, uplo, n, nrhs, dP, n, dB, ldb, dInfo);
    double e = residual(false, n, nrhs, P, n, to_host(dB, B.size()), B, ldb) + f + info_of(dInfo);
    check(u ? "Dpotrf/potrs upper" : "Dpotrf/potrs lower", e, 1e-9);
  }
  // OUT: ok Dpotrf/potrs lower
  // OUT: ok Dpotrf/potrs upper
  {
    std::vector<float> I = {1, 2, 2, 1}; // indefinite: the second minor is -3
    float *dI = to_dev(I);
    cusolverDnSpotrf(h, CUBLAS_FILL_MODE_LOWER, 2, dI, 2, nullptr, 0, dInfo);
    printf("indefinite info=%d\n", info_of(dInfo));
  }
  // OUT: indefinite info=2

  // ---- QR least squares on a 6x6 system: R x = Q^T b, then the residual ----
  {
    double *dA = to_dev(A), *dB = to_dev(B), *dTau = nullptr;
    cudaMalloc(&dTau, n * sizeof(double));
    int lw1 = 0, lw2 = 0;
    cusolverDnDgeqrf_bufferSize(h, n, n, dA, lda, &lw1);
    cusolverDnDormqr_bufferSize(h, CUBLAS_SIDE_LEFT, CUBLAS_OP_T, n, nrhs, n, dA, lda, dTau, dB, ldb, &lw2);
    double *work = nullptr;
    cudaMalloc(&work, (lw1 > lw2 ? lw1 : lw2) * sizeof(double));
    cusolverDnDgeqrf(h, n, n, dA, lda, dTau, work, lw1, dInfo);
    cusolverDnDormqr(h, CUBLAS_SIDE_LEFT, CUBLAS_OP_T, n, nrhs, n, dA, lda, dTau, dB, ldb, work, lw2, dInfo);
    std::vector<double> R = to_host(dA, A.size()), y = to_host(dB, B.size());
    for (int c = 0; c < nrhs; ++c) // back substitution with R on the host
      for (int i = n - 1; i >= 0; --i) {
        double s = y[i + c * ldb];
        for (int j = i + 1; j < n; ++j) s -= R[i + j * lda] * y[j + c * ldb];
        y[i + c * ldb] = s / R[i + i * lda];
      }
    check("Dgeqrf/ormqr Q^T b, R x = Q^T b", residual(false, n, nrhs, A, lda, y, B, ldb), 1e-9);
    // Q (Q^T C) = C, from the right: C Q^T Q = C
    std::vector<double> C(3 * n);
    for (size_t i = 0; i < C.size(); ++i) C[i] = double(i % 5) - 2.0;
    double *dC = to_dev(C);
    cusolverDnDormqr(h, CUBLAS_SIDE_RIGHT, CUBLAS_OP_T, 3, n, n, dA, lda, dTau, dC, 3, work, lw2, dInfo);
    cusolverDnDormqr(h, CUBLAS_SIDE_RIGHT, CUBLAS_OP_N, 3, n, n, dA, lda, dTau, dC, 3, work, lw2, dInfo);
    std::vector<double> C2 = to_host(dC, C.size());
    double e = 0;
    for (size_t i = 0; i < C.size(); ++i) e = fmax(e, fabs(C2[i] - C[i]));
    check("Dormqr right C Q^T Q = C", e, 1e-12);
  }
  // OUT: ok Dgeqrf/ormqr Q^T b, R x = Q^T b
  // OUT: ok Dormqr right C Q^T Q = C

  cusolverDnDestroy(h);
  printf("status=%d failures=%d\n", (int)st, failures);
  // OUT: status=0 failures=0
  return failures;
}
