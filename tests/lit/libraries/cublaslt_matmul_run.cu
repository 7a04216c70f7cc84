// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: not grep -E "C2O1030|C2O1002|C2O1010|error" %t.err
// RUN: FileCheck %s < %t.cpp
// RUN: %check-no-cuda %t.cpp
// RUN: %omp-gfx90a-syntax %t.cpp
// RUN: %omp-host %t.cpp -o %t.host && %t.host | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc && %t.gcc | FileCheck %s --check-prefix=OUT
// cuBLASLt's matmul with its descriptors: float with transposes and a
// row-major D, bias + ReLU and bias + GELU epilogues, strided batches with a
// broadcast B, double with device-side scalars, half with float compute.
// Every D is compared with a product computed on the host in this program.
#include <cublasLt.h>
// CHECK: #include "c2o_cublaslt.h"
#include <cuda_fp16.h>
#include <cuda_runtime.h>
#include <cmath>
#include <cstdio>
#include <vector>

static int failures = 0;
template <typename T> static T *dev(const std::vector<T> &h) {
  T *d;
  cudaMalloc(&d, h.size() * sizeof(T));
  cudaMemcpy(d, h.data(), h.size() * sizeof(T), cudaMemcpyHostToDevice);
  return d;
}
template <typename T> static std::vector<T> host(const T *d, size_t n) {
  std::vector<T> h(n);
  cudaMemcpy(h.data(), d, n * sizeof(T), cudaMemcpyDeviceToHost);
  return h;
}
static void check(const char *what, double err, double tol) {
  printf("%s %s\n", err <= tol ? "ok" : "FAIL", what);
  failures += !(err <= tol);
}
// element (r, c) of a matrix with ld, row- or column-major
static size_t at(bool row, int ld, int r, int c) { return row ? size_t(r) * ld + c : size_t(r) + size_t(c) * ld; }

int main() {
  cublasLtHandle_t lt;
  cublasLtCreate(&lt);
  const int m = 5, n = 4, k = 3;

  // ---- float: D(row-major) = relu(0.5 A^T B^T + 2 C + bias), A k x m, B n x k (column-major), C m x n
  {
    std::vector<float> A(k * m), B(n * k), C(m * n), bias(m), D(m * n, -7.0f);
    for (size_t i = 0; i < A.size(); ++i) A[i] = float(int(i % 7) - 3);
    for (size_t i = 0; i < B.size(); ++i) B[i] = float(int(i % 5) - 2) * 0.5f;
    for (size_t i = 0; i < C.size(); ++i) C[i] = float(int(i % 3) - 1);
    for (int i = 0; i < m; ++i) bias[i] = 0.25f * i - 0.5f;
    float *dA = dev(A), *dB = dev(B), *dC = dev(C), *dD = dev(D), *dBias = dev(bias);
    cublasLtMatmulDesc_t op;
    cublasLtMatmulDescCreate(&op, CUBLAS_COMPUTE_32F, CUDA_R_32F);
    cublasOperation_t t = CUBLAS_OP_T;
    cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_TRANSA, &t, sizeof(t));
    cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_TRANSB, &t, sizeof(t));
    cublasLtEpilogue_t ep = CUBLASLT_EPILOGUE_RELU_BIAS;
    cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_EPILOGUE, &ep, sizeof(ep));
    cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_BIAS_POINTER, &dBias, sizeof(dBias));
    cublasLtMatrixLayout_t la, lb, lc, ld;
    cublasLtMatrixLayoutCreate(&la, CUDA_R_32F, k, m, k);
    cublasLtMatrixLayoutCreate(&lb, CUDA_R_32F, n, k, n);
    cublasLtMatrixLayoutCreate(&lc, CUDA_R_32F, m, n, m);
    cublasLtMatrixLayoutCreate(&ld, CUDA_R_32F, m, n, n);
    cublasLtOrder_t row = CUBLASLT_ORDER_ROW;
    cublasLtMatrixLayoutSetAttribute(ld, CUBLASLT_MATRIX_LAYOUT_ORDER, &row, sizeof(row));
    cublasLtMatmulPreference_t pref;
    cublasLtMatmulPreferenceCreate(&pref);
    size_t ws = 1 << 20;
    cublasLtMatmulPreferenceSetAttribute(pref, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES, &ws, sizeof(ws));
    cublasLtMatmulHeuristicResult_t heur[4];
    int found = 0;
    cublasLtMatmulAlgoGetHeuristic(lt, op, la, lb, lc, ld, pref, 4, heur, &found);
    const float alpha = 0.5f, beta = 2.0f;
    cublasStatus_t st = cublasLtMatmul(lt, op, &alpha, dA, la, dB, lb, &beta, dC, lc, dD, ld, &heur[0].algo, nullptr,
                                       0, 0);
    std::vector<float> got = host(dD, m * n);
    double e = 0;
    for (int r = 0; r < m; ++r)
      for (int c = 0; c < n; ++c) {
        double s = 0;
        for (int l = 0; l < k; ++l) s += A[at(false, k, l, r)] * B[at(false, n, c, l)];
        double v = 0.5 * s + 2.0 * C[at(false, m, r, c)] + bias[r];
        v = v > 0 ? v : 0;
        e = fmax(e, fabs(got[at(true, n, r, c)] - v));
      }
    printf("heuristics %d, status %d\n", found, (int)st);
    check("float A^T B^T, row-major D, bias + relu", e, 1e-5);
    size_t written = 0;
    int64_t ldq = 0;
    cublasLtMatrixLayoutGetAttribute(ld, CUBLASLT_MATRIX_LAYOUT_LD, &ldq, sizeof(ldq), &written);
    printf("ld %lld (%zu bytes)\n", (long long)ldq, written);

    // GELU + bias, no transposes: A m x k, B k x n, beta 0 (C not read: NaN in it stays out)
    std::vector<float> nanC(m * n, NAN);
    float *dNan = dev(nanC);
    cublasOperation_t nop = CUBLAS_OP_N;
    cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_TRANSA, &nop, sizeof(nop));
    cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_TRANSB, &nop, sizeof(nop));
    ep = CUBLASLT_EPILOGUE_GELU_BIAS;
    cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_EPILOGUE, &ep, sizeof(ep));
    cublasLtMatrixLayout_t la2, lb2;
    cublasLtMatrixLayoutCreate(&la2, CUDA_R_32F, m, k, m);
    cublasLtMatrixLayoutCreate(&lb2, CUDA_R_32F, k, n, k);
    const float zero = 0.0f, one = 1.0f;
    cublasLtMatmul(lt, op, &one, dA, la2, dB, lb2, &zero, dNan, lc, dD, lc, nullptr, nullptr, 0, 0);
    got = host(dD, m * n);
    e = 0;
    for (int r = 0; r < m; ++r)
      for (int c = 0; c < n; ++c) {
        double s = bias[r];
        for (int l = 0; l < k; ++l) s += A[at(false, m, r, l)] * B[at(false, k, l, c)];
        double g = 0.5 * s * (1.0 + tanh(0.7978845608028654 * (s + 0.044715 * s * s * s)));
        e = fmax(e, fabs(got[at(false, m, r, c)] - g));
      }
    check("float gelu + bias, beta 0", e, 1e-5);
    cublasLtMatrixLayoutDestroy(la);
    cublasLtMatrixLayoutDestroy(lb);
    cublasLtMatrixLayoutDestroy(la2);
    cublasLtMatrixLayoutDestroy(lb2);
    cublasLtMatrixLayoutDestroy(lc);
    cublasLtMatrixLayoutDestroy(ld);
    cublasLtMatmulPreferenceDestroy(pref);
    cublasLtMatmulDescDestroy(op);
  }
  // OUT: heuristics 1, status 0
  // OUT: ok float A^T B^T, row-major D, bias + relu
  // OUT: ld 4 (8 bytes)
  // OUT: ok float gelu + bias, beta 0

  // ---- double, 3 strided batches of A and C, one B (stride 0), alpha and beta in device memory
  {
    const int batch = 3;
    std::vector<double> A(m * k * batch), B(k * n), C(m * n * batch), D(m * n * batch);
    for (size_t i = 0; i < A.size(); ++i) A[i] = double(int(i % 11) - 5) / 4.0;
    for (size_t i = 0; i < B.size(); ++i) B[i] = double(int(i % 4) - 1);
    for (size_t i = 0; i < C.size(); ++i) C[i] = double(i % 3);
    std::vector<double> ab = {1.5, -1.0};
    double *dA = dev(A), *dB = dev(B), *dC = dev(C), *dD = dev(D), *dAB = dev(ab);
    cublasLtMatmulDesc_t op;
    cublasLtMatmulDescCreate(&op, CUBLAS_COMPUTE_64F, CUDA_R_64F);
    cublasLtPointerMode_t pm = CUBLASLT_POINTER_MODE_DEVICE;
    cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_POINTER_MODE, &pm, sizeof(pm));
    cublasLtMatrixLayout_t la, lb, lc;
    cublasLtMatrixLayoutCreate(&la, CUDA_R_64F, m, k, m);
    cublasLtMatrixLayoutCreate(&lb, CUDA_R_64F, k, n, k);
    cublasLtMatrixLayoutCreate(&lc, CUDA_R_64F, m, n, m);
    int32_t count = batch;
    int64_t sa = m * k, sb = 0, sc = m * n;
    cublasLtMatrixLayoutSetAttribute(la, CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT, &count, sizeof(count));
    cublasLtMatrixLayoutSetAttribute(la, CUBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET, &sa, sizeof(sa));
    cublasLtMatrixLayoutSetAttribute(lb, CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT, &count, sizeof(count));
    cublasLtMatrixLayoutSetAttribute(lb, CUBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET, &sb, sizeof(sb));
    cublasLtMatrixLayoutSetAttribute(lc, CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT, &count, sizeof(count));
    cublasLtMatrixLayoutSetAttribute(lc, CUBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET, &sc, sizeof(sc));
    cublasLtMatmul(lt, op, dAB, dA, la, dB, lb, dAB + 1, dC, lc, dD, lc, nullptr, nullptr, 0, 0);
    std::vector<double> got = host(dD, D.size());
    double e = 0;
    for (int q = 0; q < batch; ++q)
      for (int r = 0; r < m; ++r)
        for (int c = 0; c < n; ++c) {
          double s = 0;
          for (int l = 0; l < k; ++l) s += A[q * m * k + r + l * m] * B[l + c * k];
          e = fmax(e, fabs(got[q * m * n + r + c * m] - (1.5 * s - C[q * m * n + r + c * m])));
        }
    check("double strided batches, device scalars", e, 1e-12);
  }
  // OUT: ok double strided batches, device scalars

  // ---- half in, float compute: small integers are exact
  {
    std::vector<__half> A(m * k), B(k * n), C(m * n, __float2half(0.0f));
    for (size_t i = 0; i < A.size(); ++i) A[i] = __float2half(float(int(i % 5) - 2));
    for (size_t i = 0; i < B.size(); ++i) B[i] = __float2half(float(int(i % 3)));
    __half *dA = dev(A), *dB = dev(B), *dC = dev(C);
    cublasLtMatmulDesc_t op;
    cublasLtMatmulDescCreate(&op, CUBLAS_COMPUTE_32F, CUDA_R_32F);
    cublasLtMatrixLayout_t la, lb, lc;
    cublasLtMatrixLayoutCreate(&la, CUDA_R_16F, m, k, m);
    cublasLtMatrixLayoutCreate(&lb, CUDA_R_16F, k, n, k);
    cublasLtMatrixLayoutCreate(&lc, CUDA_R_16F, m, n, m);
    const float one = 1.0f, zero = 0.0f;
    cublasLtMatmul(lt, op, &one, dA, la, dB, lb, &zero, dC, lc, dC, lc, nullptr, nullptr, 0, 0);
    std::vector<__half> got = host(dC, m * n);
    double e = 0;
    for (int r = 0; r < m; ++r)
      for (int c = 0; c < n; ++c) {
        float s = 0;
        for (int l = 0; l < k; ++l) s += __half2float(A[r + l * m]) * __half2float(B[l + c * k]);
        e = fmax(e, fabs(__half2float(got[r + c * m]) - s));
      }
    check("half in, float compute", e, 0.0);
    // an unsupported mix: float A with half D
    cublasLtMatrixLayout_t lf;
    cublasLtMatrixLayoutCreate(&lf, CUDA_R_32F, m, k, m);
    cublasStatus_t st = cublasLtMatmul(lt, op, &one, dA, lf, dB, lb, &zero, dC, lc, dC, lc, nullptr, nullptr, 0, 0);
    printf("mixed types: %s\n", st == CUBLAS_STATUS_NOT_SUPPORTED ? "not supported" : "?");
  }
  // OUT: ok half in, float compute
  // OUT: mixed types: not supported
  cublasLtDestroy(lt);
  printf("failures=%d\n", failures);
  // OUT: failures=0
  return failures;
}
