// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: not grep -E "C2O1030|C2O1002|error" %t.err
// RUN: %check-no-cuda %t.cpp
// RUN: %omp-gfx90a-syntax %t.cpp
// RUN: %omp-host %t.cpp -o %t.host && %t.host | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc && %t.gcc | FileCheck %s --check-prefix=OUT
// cuBLAS's batched LU (getrf, getrs, getri, matinv), trsm and the half
// gemms, checked against the host: P A = L U rebuilt from the factors, A x = b
// and A A^-1 = I by host products, a singular matrix's info, and gemm sums
// computed on the host.
#include <cublas_v2.h>
#include <cuda_fp16.h>
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

int main() {
  cublasHandle_t h;
  cublasCreate(&h);
  const int n = 4, lda = 5, batch = 3;
  // three column-major 4x4 matrices (lda 5); the third is singular (two equal rows)
  std::vector<double> A(lda * n * batch, 0.0);
  for (int b = 0; b < batch; ++b)
    for (int j = 0; j < n; ++j)
      for (int i = 0; i < n; ++i) {
        int r = (b == 2 && i == 3) ? 0 : i; // the third matrix's last row is its first
        A[b * lda * n + i + j * lda] = double((r * 7 + j * 3 + b * 5) % 11) - 4.0 + (r == j ? 0.5 : 0.0);
      }
  double *dA = to_dev(A), *dLU = to_dev(A);
  std::vector<double *> ptrs(batch);
  for (int b = 0; b < batch; ++b) ptrs[b] = dLU + b * lda * n;
  double **dPtrs = to_dev(ptrs);
  int *dPiv = nullptr, *dInfo = nullptr;
  cudaMalloc(&dPiv, n * batch * sizeof(int));
  cudaMalloc(&dInfo, batch * sizeof(int));
  cublasStatus_t st = cublasDgetrfBatched(h, n, dPtrs, lda, dPiv, dInfo, batch);
  std::vector<double> LU = to_host(dLU, A.size());
  std::vector<int> piv = to_host(dPiv, n * batch), info = to_host(dInfo, batch);
  printf("getrf status=%d info=%d,%d,%d\n", (int)st, info[0], info[1], info[2] > 0);
  // OUT: getrf status=0 info=0,0,1
  // rebuild P A = L U for the two regular matrices
  double err = 0;
  int maxL = 0;
  for (int b = 0; b < 2; ++b) {
    std::vector<double> PA(n * n);
    for (int j = 0; j < n; ++j)
      for (int i = 0; i < n; ++i) PA[i + j * n] = A[b * lda * n + i + j * lda];
    for (int i = 0; i < n; ++i) {
      int p = piv[b * n + i] - 1;
      for (int j = 0; j < n; ++j) std::swap(PA[i + j * n], PA[p + j * n]);
    }
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < n; ++j) {
        double s = 0;
        for (int k = 0; k <= std::min(i, j); ++k) {
          double l = k == i ? 1.0 : LU[b * lda * n + i + k * lda];
          s += l * LU[b * lda * n + k + j * lda];
        }
        err = fmax(err, fabs(s - PA[i + j * n]));
        if (j < i && fabs(LU[b * lda * n + i + j * lda]) > 1.0 + 1e-12) maxL = 1;
      }
  }
  check("getrf P A = L U", err, 1e-12);
  printf("multipliers bounded by 1: %s\n", maxL ? "no" : "yes");
  // OUT: ok getrf P A = L U
  // OUT: multipliers bounded by 1: yes

  // getrs: A x = b and A^T x = b with two right-hand sides, for the first two matrices
  for (int t = 0; t < 2; ++t) {
    const int nrhs = 2, ldb = 4;
    std::vector<double> B(ldb * nrhs * 2);
    for (size_t i = 0; i < B.size(); ++i) B[i] = double(i % 5) - 1.5;
    double *dB = to_dev(B);
    std::vector<double *> bp = {dB, dB + ldb * nrhs};
    double **dBp = to_dev(bp);
    int hinfo = -1;
    cublasDgetrsBatched(h, t ? CUBLAS_OP_T : CUBLAS_OP_N, n, nrhs, (const double *const *)dPtrs, lda, dPiv, dBp, ldb,
                        &hinfo, 2);
    std::vector<double> X = to_host(dB, B.size());
    err = 0;
    for (int b = 0; b < 2; ++b)
      for (int c = 0; c < nrhs; ++c)
        for (int i = 0; i < n; ++i) {
          double s = 0;
          for (int j = 0; j < n; ++j) {
            double a = t ? A[b * lda * n + j + i * lda] : A[b * lda * n + i + j * lda];
            s += a * X[b * ldb * nrhs + c * ldb + j];
          }
          err = fmax(err, fabs(s - B[b * ldb * nrhs + c * ldb + i]));
        }
    check(t ? "getrs A^T x = b" : "getrs A x = b", err + (hinfo != 0), 1e-10);
  }
  // OUT: ok getrs A x = b
  // OUT: ok getrs A^T x = b

  // getri from the factors, and matinv from A itself: A A^-1 = I
  {
    std::vector<double> C(n * n * batch, 0.0);
    double *dC = to_dev(C), *dM = to_dev(C);
    std::vector<double *> cp(batch), mp(batch), ap(batch);
    for (int b = 0; b < batch; ++b) { cp[b] = dC + b * n * n; mp[b] = dM + b * n * n; ap[b] = dA + b * lda * n; }
    double **dCp = to_dev(cp), **dMp = to_dev(mp), **dAp = to_dev(ap);
    cublasDgetriBatched(h, n, (const double *const *)dPtrs, lda, dPiv, dCp, n, dInfo, batch);
    std::vector<int> ri = to_host(dInfo, batch);
    cublasDmatinvBatched(h, n, (const double *const *)dAp, lda, dMp, n, dInfo, 2);
    std::vector<int> mi = to_host(dInfo, 2);
    std::vector<double> inv = to_host(dC, C.size()), minv = to_host(dM, C.size());
    double e1 = 0, e2 = 0;
    for (int b = 0; b < 2; ++b)
      for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j) {
          double s1 = 0, s2 = 0;
          for (int k = 0; k < n; ++k) {
            s1 += A[b * lda * n + i + k * lda] * inv[b * n * n + k + j * n];
            s2 += A[b * lda * n + i + k * lda] * minv[b * n * n + k + j * n];
          }
          e1 = fmax(e1, fabs(s1 - (i == j)));
          e2 = fmax(e2, fabs(s2 - (i == j)));
        }
    printf("getri info=%d,%d,%d matinv info=%d,%d\n", ri[0], ri[1], ri[2] > 0, mi[0], mi[1]);
    check("getri A A^-1 = I", e1, 1e-10);
    check("matinv A A^-1 = I", e2, 1e-10);
  }
  // OUT: getri info=0,0,1 matinv info=0,0
  // OUT: ok getri A A^-1 = I
  // OUT: ok matinv A A^-1 = I

  // float getrf without pivoting on a diagonally dominant matrix: L U = A
  {
    std::vector<float> F = {4, 1, 0, 1, 5, 2, 0, 1, 6}; // column-major 3x3
    float *dF = to_dev(F);
    float **dFp = to_dev(std::vector<float *>{dF});
    cublasSgetrfBatched(h, 3, dFp, 3, nullptr, dInfo, 1);
    std::vector<float> lu = to_host(dF, 9);
    double e = 0;
    for (int i = 0; i < 3; ++i)
      for (int j = 0; j < 3; ++j) {
        double s = 0;
        for (int k = 0; k <= std::min(i, j); ++k) s += (k == i ? 1.0 : lu[i + k * 3]) * lu[k + j * 3];
        e = fmax(e, fabs(s - F[i + j * 3]));
      }
    check("Sgetrf without pivots L U = A", e, 1e-5);
  }
  // OUT: ok Sgetrf without pivots L U = A

  // trsm: left lower N non-unit, and right upper T unit; X checked by products
  {
    const int m = 3, nn = 2;
    std::vector<double> T = {2, 1, -1, 0, 3, 0.5, 0, 0, 4}; // lower 3x3, column-major (upper part ignored)
    std::vector<double> B = {1, 2, 3, -1, 0, 5};              // 3x2
    double *dT = to_dev(T), *dB = to_dev(B);
    const double alpha = 2.0;
    cublasDtrsm(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N, CUBLAS_DIAG_NON_UNIT, m, nn, &alpha, dT, 3,
                dB, 3);
    std::vector<double> X = to_host(dB, 6);
    double e = 0;
    for (int c = 0; c < nn; ++c)
      for (int i = 0; i < m; ++i) {
        double s = 0;
        for (int j = 0; j <= i; ++j) s += T[i + j * 3] * X[j + c * 3];
        e = fmax(e, fabs(s - alpha * B[i + c * 3]));
      }
    check("trsm left lower", e, 1e-12);
    // X op(U)^T = B with U = the upper 2x2 part of U2 (unit diagonal), B 3x2
    std::vector<double> U2 = {9, 0, 0.75, 9};
    double *dU = to_dev(U2), *dB2 = to_dev(B);
    const double one = 1.0;
    cublasDtrsm(h, CUBLAS_SIDE_RIGHT, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_T, CUBLAS_DIAG_UNIT, m, nn, &one, dU, 2, dB2,
                3);
    X = to_host(dB2, 6);
    e = 0;
    for (int i = 0; i < m; ++i)
      for (int c = 0; c < nn; ++c) {
        double s = 0; // (X U^T)(i, c) = sum_k X(i, k) U(c, k)
        for (int k = 0; k < nn; ++k) {
          double u = k == c ? 1.0 : (c < k ? U2[c + k * 2] : 0.0);
          s += X[i + k * 3] * u;
        }
        e = fmax(e, fabs(s - B[i + c * 3]));
      }
    check("trsm right upper T unit", e, 1e-12);
  }
  // OUT: ok trsm left lower
  // OUT: ok trsm right upper T unit

  // half gemms: batched (pointer arrays) and single, small integers are exact
  {
    const int m = 3, nn = 2, k = 4;
    std::vector<__half> Ah(m * k * 2), Bh(k * nn * 2), Ch(m * nn * 2, __float2half(1.0f));
    for (int i = 0; i < m * k * 2; ++i) Ah[i] = __float2half(float(i % 5) - 2.0f);
    for (int i = 0; i < k * nn * 2; ++i) Bh[i] = __float2half(float(i % 3));
    __half *dAh = to_dev(Ah), *dBh = to_dev(Bh), *dCh = to_dev(Ch);
    std::vector<const __half *> ap = {dAh, dAh + m * k}, bp = {dBh, dBh + k * nn};
    std::vector<__half *> cp = {dCh, dCh + m * nn};
    const __half **dap = to_dev(ap), **dbp = to_dev(bp);
    __half **dcp = to_dev(cp);
    __half alpha = __float2half(2.0f), beta = __float2half(0.5f);
    cublasHgemmBatched(h, CUBLAS_OP_N, CUBLAS_OP_N, m, nn, k, &alpha, dap, m, dbp, k, &beta, dcp, m, 2);
    std::vector<__half> got = to_host(dCh, m * nn * 2);
    double e = 0;
    for (int b = 0; b < 2; ++b)
      for (int j = 0; j < nn; ++j)
        for (int i = 0; i < m; ++i) {
          float s = 0;
          for (int l = 0; l < k; ++l) s += __half2float(Ah[b * m * k + i + l * m]) * __half2float(Bh[b * k * nn + l + j * k]);
          e = fmax(e, fabs(__half2float(got[b * m * nn + i + j * m]) - (2.0f * s + 0.5f)));
        }
    check("HgemmBatched", e, 0.0);
    cublasHgemm(h, CUBLAS_OP_T, CUBLAS_OP_N, k, nn, m, &alpha, dAh, m, dCh, m, &beta, dBh, k);
    std::vector<__half> got2 = to_host(dBh, k * nn);
    e = 0;
    for (int j = 0; j < nn; ++j)
      for (int i = 0; i < k; ++i) {
        float s = 0;
        for (int l = 0; l < m; ++l) s += __half2float(Ah[l + i * m]) * __half2float(got[l + j * m]);
        e = fmax(e, fabs(__half2float(got2[i + j * k]) - (2.0f * s + 0.5f * __half2float(Bh[i + j * k]))));
      }
    check("Hgemm A^T", e, 0.0);
  }
  // OUT: ok HgemmBatched
  // OUT: ok Hgemm A^T

  cublasDestroy(h);
  printf("failures=%d\n", failures);
  // OUT: failures=0
  return failures;
}
