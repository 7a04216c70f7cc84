// 74_cusparse_cg_spmm: a conjugate-gradient solver for the 2D Poisson
// problem (5-point Laplacian on a 48x48 grid, CSR) built from the cuSPARSE
// generic API (cusparseCreateCsr, cusparseCreateDnVec, SpMV_bufferSize,
// SpMV) and cuBLAS level 1 (ddot, daxpy, dscal, dcopy), in double
// precision, as the CUDA samples do; then single-precision checks with exact
// small-integer data: SpMV with A and with A^T, the same matrix in COO form,
// one-based indices, and SpMM with column- and row-major dense matrices.
// nvcc-flags: -lcusparse -lcublas
#include <cmath>
#include <cstdio>
#include <vector>
#include <cublas_v2.h>
#include <cusparse.h>
#include <cuda_runtime.h>

#define CHECK(call)                                                          \
  do {                                                                       \
    cudaError_t err_ = (call);                                               \
    if (err_ != cudaSuccess) {                                               \
      fprintf(stderr, "CUDA error '%s' at %s:%d\n", cudaGetErrorString(err_), \
              __FILE__, __LINE__);                                           \
      return 1;                                                              \
    }                                                                        \
  } while (0)
#define CUSPARSE_CHECK(call)                                                           \
  do {                                                                                 \
    cusparseStatus_t st_ = (call);                                                     \
    if (st_ != CUSPARSE_STATUS_SUCCESS) {                                              \
      fprintf(stderr, "cuSPARSE error %d at %s:%d\n", (int)st_, __FILE__, __LINE__);  \
      return 1;                                                                        \
    }                                                                                  \
  } while (0)
#define CUBLAS_CHECK(call)                                                             \
  do {                                                                                 \
    cublasStatus_t st_ = (call);                                                       \
    if (st_ != CUBLAS_STATUS_SUCCESS) {                                                \
      fprintf(stderr, "cuBLAS error %d at %s:%d\n", (int)st_, __FILE__, __LINE__);    \
      return 1;                                                                        \
    }                                                                                  \
  } while (0)

// The 5-point Laplacian of a g x g grid (Dirichlet boundary) in CSR.
static void laplacian(int g, std::vector<int> &rowPtr, std::vector<int> &col, std::vector<double> &val) {
  rowPtr.assign(1, 0);
  for (int y = 0; y < g; ++y)
    for (int x = 0; x < g; ++x) {
      int r = y * g + x;
      if (y > 0) { col.push_back(r - g); val.push_back(-1.0); }
      if (x > 0) { col.push_back(r - 1); val.push_back(-1.0); }
      col.push_back(r); val.push_back(4.0);
      if (x < g - 1) { col.push_back(r + 1); val.push_back(-1.0); }
      if (y < g - 1) { col.push_back(r + g); val.push_back(-1.0); }
      rowPtr.push_back((int)col.size());
    }
}

int main() {
  int bad = 0;
  const int g = 48, n = g * g;
  std::vector<int> rowPtr, col;
  std::vector<double> val;
  laplacian(g, rowPtr, col, val);
  const int nnz = rowPtr[n];

  // right-hand side b = A * xs for a known solution xs
  std::vector<double> xs(n), b(n, 0.0);
  for (int i = 0; i < n; ++i) xs[i] = std::sin(0.01 * i) + 1.0;
  for (int r = 0; r < n; ++r)
    for (int k = rowPtr[r]; k < rowPtr[r + 1]; ++k) b[r] += val[k] * xs[col[k]];

  int *dRow, *dCol;
  double *dVal, *dx, *dr, *dp, *dAp;
  CHECK(cudaMalloc(&dRow, (n + 1) * sizeof(int)));
  CHECK(cudaMalloc(&dCol, nnz * sizeof(int)));
  CHECK(cudaMalloc(&dVal, nnz * sizeof(double)));
  CHECK(cudaMalloc(&dx, n * sizeof(double)));
  CHECK(cudaMalloc(&dr, n * sizeof(double)));
  CHECK(cudaMalloc(&dp, n * sizeof(double)));
  CHECK(cudaMalloc(&dAp, n * sizeof(double)));
  CHECK(cudaMemcpy(dRow, rowPtr.data(), (n + 1) * sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dCol, col.data(), nnz * sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dVal, val.data(), nnz * sizeof(double), cudaMemcpyHostToDevice));
  CHECK(cudaMemset(dx, 0, n * sizeof(double)));
  CHECK(cudaMemcpy(dr, b.data(), n * sizeof(double), cudaMemcpyHostToDevice));

  cusparseHandle_t sp;
  cublasHandle_t bl;
  CUSPARSE_CHECK(cusparseCreate(&sp));
  CUBLAS_CHECK(cublasCreate(&bl));
  cusparseSpMatDescr_t matA;
  cusparseDnVecDescr_t vecP, vecAp;
  CUSPARSE_CHECK(cusparseCreateCsr(&matA, n, n, nnz, dRow, dCol, dVal, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                                   CUSPARSE_INDEX_BASE_ZERO, CUDA_R_64F));
  CUSPARSE_CHECK(cusparseCreateDnVec(&vecP, n, dp, CUDA_R_64F));
  CUSPARSE_CHECK(cusparseCreateDnVec(&vecAp, n, dAp, CUDA_R_64F));
  const double one = 1.0, zero = 0.0;
  size_t bufferSize = 0;
  CUSPARSE_CHECK(cusparseSpMV_bufferSize(sp, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, matA, vecP, &zero, vecAp,
                                         CUDA_R_64F, CUSPARSE_SPMV_ALG_DEFAULT, &bufferSize));
  void *dBuffer = nullptr;
  CHECK(cudaMalloc(&dBuffer, bufferSize));

  // CG: x = 0, r = b, p = r
  CUBLAS_CHECK(cublasDcopy(bl, n, dr, 1, dp, 1));
  double rr = 0, bb = 0;
  CUBLAS_CHECK(cublasDdot(bl, n, dr, 1, dr, 1, &rr));
  bb = rr;
  int it = 0;
  const int maxIt = 1000;
  while (it < maxIt && rr > 1e-20 * bb) {
    CUSPARSE_CHECK(cusparseSpMV(sp, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, matA, vecP, &zero, vecAp, CUDA_R_64F,
                                CUSPARSE_SPMV_ALG_DEFAULT, dBuffer));
    double pAp = 0;
    CUBLAS_CHECK(cublasDdot(bl, n, dp, 1, dAp, 1, &pAp));
    double a = rr / pAp, na = -a;
    CUBLAS_CHECK(cublasDaxpy(bl, n, &a, dp, 1, dx, 1));
    CUBLAS_CHECK(cublasDaxpy(bl, n, &na, dAp, 1, dr, 1));
    double rrNew = 0;
    CUBLAS_CHECK(cublasDdot(bl, n, dr, 1, dr, 1, &rrNew));
    double beta = rrNew / rr;
    CUBLAS_CHECK(cublasDscal(bl, n, &beta, dp, 1));
    CUBLAS_CHECK(cublasDaxpy(bl, n, &one, dr, 1, dp, 1));
    rr = rrNew;
    ++it;
  }
  std::vector<double> x(n);
  CHECK(cudaMemcpy(x.data(), dx, n * sizeof(double), cudaMemcpyDeviceToHost));
  double err = 0;
  for (int i = 0; i < n; ++i) err = std::fmax(err, std::fabs(x[i] - xs[i]));
  int converged = it < maxIt && err < 1e-8;
  int itersOk = it > 20 && it < 300;
  if (!converged || !itersOk) ++bad;
  printf("cg: n=%d nnz=%d converged=%d iterations_in_range=%d\n", n, nnz, converged, itersOk);

  // ---- single precision, exact data: y = A x and y = A^T x (CSR), y = A x (COO, one-based)
  const int m = 300, k = 200;
  std::vector<int> fr(1, 0), fc, cooR, cooC;
  std::vector<float> fv, fx(k), fxt(m);
  for (int r = 0; r < m; ++r) {
    for (int q = 0; q < 1 + r % 5; ++q) {
      int c = (r * 7 + q * 31) % k;
      fc.push_back(c);
      fv.push_back((float)((r + q) % 5 - 2));
      cooR.push_back(r + 1);
      cooC.push_back(c + 1);
    }
    fr.push_back((int)fc.size());
  }
  for (int i = 0; i < k; ++i) fx[i] = (float)(i % 6 - 2);
  for (int i = 0; i < m; ++i) fxt[i] = (float)(i % 4 - 1);
  const int fnnz = fr[m];
  int *dfr, *dfc, *dcr, *dcc;
  float *dfv, *dfx, *dfxt, *dfy, *dfyt, *dcy;
  CHECK(cudaMalloc(&dfr, (m + 1) * sizeof(int)));
  CHECK(cudaMalloc(&dfc, fnnz * sizeof(int)));
  CHECK(cudaMalloc(&dcr, fnnz * sizeof(int)));
  CHECK(cudaMalloc(&dcc, fnnz * sizeof(int)));
  CHECK(cudaMalloc(&dfv, fnnz * sizeof(float)));
  CHECK(cudaMalloc(&dfx, k * sizeof(float)));
  CHECK(cudaMalloc(&dfxt, m * sizeof(float)));
  CHECK(cudaMalloc(&dfy, m * sizeof(float)));
  CHECK(cudaMalloc(&dfyt, k * sizeof(float)));
  CHECK(cudaMalloc(&dcy, m * sizeof(float)));
  CHECK(cudaMemcpy(dfr, fr.data(), (m + 1) * sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dfc, fc.data(), fnnz * sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dcr, cooR.data(), fnnz * sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dcc, cooC.data(), fnnz * sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dfv, fv.data(), fnnz * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dfx, fx.data(), k * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dfxt, fxt.data(), m * sizeof(float), cudaMemcpyHostToDevice));
  std::vector<float> y0(m, 1.0f);
  CHECK(cudaMemcpy(dfy, y0.data(), m * sizeof(float), cudaMemcpyHostToDevice));
  cusparseSpMatDescr_t F, Fcoo;
  cusparseDnVecDescr_t vx, vxt, vy, vyt, vcy;
  CUSPARSE_CHECK(cusparseCreateCsr(&F, m, k, fnnz, dfr, dfc, dfv, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                                   CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F));
  CUSPARSE_CHECK(cusparseCreateCoo(&Fcoo, m, k, fnnz, dcr, dcc, dfv, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ONE,
                                   CUDA_R_32F));
  CUSPARSE_CHECK(cusparseCreateDnVec(&vx, k, dfx, CUDA_R_32F));
  CUSPARSE_CHECK(cusparseCreateDnVec(&vxt, m, dfxt, CUDA_R_32F));
  CUSPARSE_CHECK(cusparseCreateDnVec(&vy, m, dfy, CUDA_R_32F));
  CUSPARSE_CHECK(cusparseCreateDnVec(&vyt, k, dfyt, CUDA_R_32F));
  CUSPARSE_CHECK(cusparseCreateDnVec(&vcy, m, dcy, CUDA_R_32F));
  const float two = 2.0f, fone = 1.0f, fzero = 0.0f;
  size_t bs1 = 0, bs2 = 0;
  CUSPARSE_CHECK(cusparseSpMV_bufferSize(sp, CUSPARSE_OPERATION_NON_TRANSPOSE, &two, F, vx, &fone, vy, CUDA_R_32F,
                                         CUSPARSE_SPMV_CSR_ALG1, &bs1));
  CUSPARSE_CHECK(cusparseSpMV_bufferSize(sp, CUSPARSE_OPERATION_TRANSPOSE, &fone, F, vxt, &fzero, vyt, CUDA_R_32F,
                                         CUSPARSE_SPMV_ALG_DEFAULT, &bs2));
  void *fbuf = nullptr;
  CHECK(cudaMalloc(&fbuf, bs1 > bs2 ? bs1 : bs2));
  CUSPARSE_CHECK(cusparseSpMV(sp, CUSPARSE_OPERATION_NON_TRANSPOSE, &two, F, vx, &fone, vy, CUDA_R_32F,
                              CUSPARSE_SPMV_CSR_ALG1, fbuf));
  CUSPARSE_CHECK(cusparseSpMV(sp, CUSPARSE_OPERATION_TRANSPOSE, &fone, F, vxt, &fzero, vyt, CUDA_R_32F,
                              CUSPARSE_SPMV_ALG_DEFAULT, fbuf));
  CUSPARSE_CHECK(cusparseSpMV(sp, CUSPARSE_OPERATION_NON_TRANSPOSE, &fone, Fcoo, vx, &fzero, vcy, CUDA_R_32F,
                              CUSPARSE_SPMV_ALG_DEFAULT, fbuf));
  std::vector<float> gy(m), gyt(k), gcy(m), ry(m, 0.0f), ryt(k, 0.0f);
  CHECK(cudaMemcpy(gy.data(), dfy, m * sizeof(float), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(gyt.data(), dfyt, k * sizeof(float), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(gcy.data(), dcy, m * sizeof(float), cudaMemcpyDeviceToHost));
  for (int r = 0; r < m; ++r)
    for (int q = fr[r]; q < fr[r + 1]; ++q) {
      ry[r] += fv[q] * fx[fc[q]];
      ryt[fc[q]] += fv[q] * fxt[r];
    }
  float sy = 0, syt = 0;
  for (int r = 0; r < m; ++r) {
    if (gy[r] != 2.0f * ry[r] + 1.0f || gcy[r] != ry[r]) ++bad;
    sy += gy[r];
  }
  for (int c = 0; c < k; ++c) {
    if (gyt[c] != ryt[c]) ++bad;
    syt += gyt[c];
  }
  printf("spmv: sum(2Ax+y)=%.0f sum(A^T x)=%.0f\n", sy, syt);

  // ---- SpMM: C (m x 4) = A (m x k) * B (k x 4), B column-major, C row-major
  const int nc = 4;
  std::vector<float> Bm(k * nc), Cm(m * nc, 0.0f);
  for (int i = 0; i < k * nc; ++i) Bm[i] = (float)(i % 5 - 2);
  float *dBm, *dCm;
  CHECK(cudaMalloc(&dBm, k * nc * sizeof(float)));
  CHECK(cudaMalloc(&dCm, m * nc * sizeof(float)));
  CHECK(cudaMemcpy(dBm, Bm.data(), k * nc * sizeof(float), cudaMemcpyHostToDevice));
  cusparseDnMatDescr_t matB, matC;
  CUSPARSE_CHECK(cusparseCreateDnMat(&matB, k, nc, k, dBm, CUDA_R_32F, CUSPARSE_ORDER_COL));
  CUSPARSE_CHECK(cusparseCreateDnMat(&matC, m, nc, nc, dCm, CUDA_R_32F, CUSPARSE_ORDER_ROW));
  size_t bs3 = 0;
  CUSPARSE_CHECK(cusparseSpMM_bufferSize(sp, CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_NON_TRANSPOSE, &fone,
                                         F, matB, &fzero, matC, CUDA_R_32F, CUSPARSE_SPMM_ALG_DEFAULT, &bs3));
  void *mbuf = nullptr;
  CHECK(cudaMalloc(&mbuf, bs3));
  CUSPARSE_CHECK(cusparseSpMM(sp, CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_NON_TRANSPOSE, &fone, F, matB,
                              &fzero, matC, CUDA_R_32F, CUSPARSE_SPMM_ALG_DEFAULT, mbuf));
  CHECK(cudaMemcpy(Cm.data(), dCm, m * nc * sizeof(float), cudaMemcpyDeviceToHost));
  float sc = 0;
  for (int r = 0; r < m; ++r)
    for (int j = 0; j < nc; ++j) {
      float s = 0;
      for (int q = fr[r]; q < fr[r + 1]; ++q) s += fv[q] * Bm[fc[q] + j * k];
      if (Cm[r * nc + j] != s) ++bad;
      sc += s;
    }
  printf("spmm: sum(C)=%.0f\n", sc);

  CUSPARSE_CHECK(cusparseDestroySpMat(matA));
  CUSPARSE_CHECK(cusparseDestroySpMat(F));
  CUSPARSE_CHECK(cusparseDestroySpMat(Fcoo));
  CUSPARSE_CHECK(cusparseDestroyDnVec(vecP));
  CUSPARSE_CHECK(cusparseDestroyDnVec(vecAp));
  CUSPARSE_CHECK(cusparseDestroyDnVec(vx));
  CUSPARSE_CHECK(cusparseDestroyDnVec(vxt));
  CUSPARSE_CHECK(cusparseDestroyDnVec(vy));
  CUSPARSE_CHECK(cusparseDestroyDnVec(vyt));
  CUSPARSE_CHECK(cusparseDestroyDnVec(vcy));
  CUSPARSE_CHECK(cusparseDestroyDnMat(matB));
  CUSPARSE_CHECK(cusparseDestroyDnMat(matC));
  CUSPARSE_CHECK(cusparseDestroy(sp));
  CUBLAS_CHECK(cublasDestroy(bl));
  cudaFree(dRow); cudaFree(dCol); cudaFree(dVal); cudaFree(dx); cudaFree(dr); cudaFree(dp); cudaFree(dAp);
  cudaFree(dBuffer); cudaFree(dfr); cudaFree(dfc); cudaFree(dcr); cudaFree(dcc); cudaFree(dfv); cudaFree(dfx);
  cudaFree(dfxt); cudaFree(dfy); cudaFree(dfyt); cudaFree(dcy); cudaFree(fbuf); cudaFree(dBm); cudaFree(dCm);
  cudaFree(mbuf);
  printf("bad=%d\n%s\n", bad, bad == 0 ? "PASS" : "FAIL");
  return bad == 0 ? 0 : 1;
}
