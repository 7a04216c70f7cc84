// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: not grep -E "C2O1030|C2O1002|error" %t.err
// RUN: %check-no-cuda %t.cpp
// RUN: %omp-gfx90a-syntax %t.cpp
// RUN: %omp-host %t.cpp -o %t.host && %t.host | FileCheck %s --check-prefix=OUT
// RUN: env C2O_SPARSE_LEVELS=1 %t.host | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc && %t.gcc | FileCheck %s --check-prefix=OUT
// RUN: env C2O_SPARSE_LEVELS=1 %t.gcc | FileCheck %s --check-prefix=OUT
// The cuSPARSE calls beyond SpMV/SpMM that real programs use: sparse vectors
// (gather, scatter), dense to sparse, the triangular solves (SpSV, SpSM,
// legacy csrsv2), ILU(0) (csrilu02, its zero pivot) and strided batches of
// dense matrices in SpMM. Every result is compared with a dense computation
// on the host in this program. The triangular solves run with and without the
// level schedule of their analysis (C2O_SPARSE_LEVELS=1 forces it; on the
// host it is off by default), on a 5-row matrix and on a 400-row grid.
#include <cusparse.h>
#include <cuda_runtime.h>
#include <cmath>
#include <cstdio>
#include <vector>

static int failures = 0;
static void expect(const char *what, const std::vector<double> &got, const std::vector<double> &want) {
  double worst = 0;
  for (size_t i = 0; i < want.size(); ++i) worst = fmax(worst, fabs(got[i] - want[i]));
  if (got.size() != want.size() || worst > 1e-9) {
    printf("FAIL %s (error %g)\n", what, worst);
    ++failures;
  } else {
    printf("ok %s\n", what);
  }
}
template <typename T> static T *device_copy(const std::vector<T> &h) {
  T *d = nullptr;
  cudaMalloc(&d, h.size() * sizeof(T) + 1);
  cudaMemcpy(d, h.data(), h.size() * sizeof(T), cudaMemcpyHostToDevice);
  return d;
}
template <typename T> static std::vector<T> host_copy(const T *d, size_t n) {
  std::vector<T> h(n);
  cudaMemcpy(h.data(), d, n * sizeof(T), cudaMemcpyDeviceToHost);
  return h;
}
static std::vector<double> widen(const std::vector<float> &v) { return std::vector<double>(v.begin(), v.end()); }

// A 5x5 matrix with both triangles, diagonally dominant, as dense and CSR.
static const int N = 5;
static double dense_a(int i, int j) {
  if (i == j) return 4.0 + i;
  if ((i + 2 * j) % 3 == 0) return 0.5 + 0.25 * (i - j);
  return 0.0;
}
struct Csr {
  std::vector<int> ptr, col;
  std::vector<double> val;
};
static Csr csr_of(double (*a)(int, int), int base) {
  Csr c;
  c.ptr.push_back(base);
  for (int i = 0; i < N; ++i) {
    for (int j = 0; j < N; ++j)
      if (a(i, j) != 0.0) {
        c.col.push_back(j + base);
        c.val.push_back(a(i, j));
      }
    c.ptr.push_back(int(c.col.size()) + base);
  }
  return c;
}
// Dense triangular solve on the host: op(T) x = alpha b, T the lower or upper triangle of dense_a.
static std::vector<double> host_solve(bool lower, bool unit, bool trans, double alpha, std::vector<double> b) {
  auto t = [&](int i, int j) {
    int r = trans ? j : i, c = trans ? i : j;
    if (r == c) return unit ? 1.0 : dense_a(r, c);
    return (lower ? c < r : c > r) ? dense_a(r, c) : 0.0;
  };
  bool forward = lower != trans; // op(T) is lower triangular
  std::vector<double> x(N);
  for (int s = 0; s < N; ++s) {
    int i = forward ? s : N - 1 - s;
    double acc = alpha * b[i];
    for (int j = 0; j < N; ++j)
      if (j != i) acc -= t(i, j) * x[j];
    x[i] = acc / t(i, i);
  }
  return x;
}

int main() {
  cusparseHandle_t h;
  cusparseCreate(&h);

  // ---- SpSV: lower non-unit (N and T), upper unit (N), base 0, double ----
  Csr A = csr_of(dense_a, 0);
  int *dPtr = device_copy(A.ptr), *dCol = device_copy(A.col);
  double *dVal = device_copy(A.val);
  std::vector<double> b = {1, -2, 3, 0.5, 2};
  double *dB = device_copy(b), *dX = device_copy(std::vector<double>(N, 0.0));
  cusparseSpMatDescr_t matA;
  cusparseCreateCsr(&matA, N, N, (int64_t)A.val.size(), dPtr, dCol, dVal, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                    CUSPARSE_INDEX_BASE_ZERO, CUDA_R_64F);
  cusparseDnVecDescr_t vecB, vecX;
  cusparseCreateDnVec(&vecB, N, dB, CUDA_R_64F);
  cusparseCreateDnVec(&vecX, N, dX, CUDA_R_64F);
  struct Case { cusparseFillMode_t fill; cusparseDiagType_t diag; cusparseOperation_t op; const char *name; };
  Case cases[] = {{CUSPARSE_FILL_MODE_LOWER, CUSPARSE_DIAG_TYPE_NON_UNIT, CUSPARSE_OPERATION_NON_TRANSPOSE, "SpSV lower N"},
                  {CUSPARSE_FILL_MODE_LOWER, CUSPARSE_DIAG_TYPE_NON_UNIT, CUSPARSE_OPERATION_TRANSPOSE, "SpSV lower T"},
                  {CUSPARSE_FILL_MODE_UPPER, CUSPARSE_DIAG_TYPE_UNIT, CUSPARSE_OPERATION_NON_TRANSPOSE, "SpSV upper unit N"},
                  {CUSPARSE_FILL_MODE_UPPER, CUSPARSE_DIAG_TYPE_NON_UNIT, CUSPARSE_OPERATION_TRANSPOSE, "SpSV upper T"}};
  const double alpha = 2.0;
  for (const Case &c : cases) {
    cusparseFillMode_t fill = c.fill;
    cusparseDiagType_t diag = c.diag;
    cusparseSpMatSetAttribute(matA, CUSPARSE_SPMAT_FILL_MODE, &fill, sizeof(fill));
    cusparseSpMatSetAttribute(matA, CUSPARSE_SPMAT_DIAG_TYPE, &diag, sizeof(diag));
    cusparseSpSVDescr_t sv;
    cusparseSpSV_createDescr(&sv);
    size_t bytes = 0;
    cusparseSpSV_bufferSize(h, c.op, &alpha, matA, vecB, vecX, CUDA_R_64F, CUSPARSE_SPSV_ALG_DEFAULT, sv, &bytes);
    void *buf = nullptr;
    cudaMalloc(&buf, bytes + 1);
    cusparseSpSV_analysis(h, c.op, &alpha, matA, vecB, vecX, CUDA_R_64F, CUSPARSE_SPSV_ALG_DEFAULT, sv, buf);
    cusparseSpSV_solve(h, c.op, &alpha, matA, vecB, vecX, CUDA_R_64F, CUSPARSE_SPSV_ALG_DEFAULT, sv);
    expect(c.name, host_copy(dX, N), host_solve(c.fill == CUSPARSE_FILL_MODE_LOWER, c.diag == CUSPARSE_DIAG_TYPE_UNIT,
                                                c.op != CUSPARSE_OPERATION_NON_TRANSPOSE, alpha, b));
    cusparseSpSV_destroyDescr(sv);
    cudaFree(buf);
  }
  // OUT: ok SpSV lower N
  // OUT: ok SpSV lower T
  // OUT: ok SpSV upper unit N
  // OUT: ok SpSV upper T

  // ---- SpSM: upper non-unit, two right-hand sides, B row-major, C column-major ----
  {
    std::vector<double> B2 = {1, 2, -1, 0, 3, 1, 2, 2, 0.5, -4}; // 5x2 row-major
    double *dB2 = device_copy(B2), *dC2 = device_copy(std::vector<double>(10, 0.0));
    cusparseDnMatDescr_t matB, matC;
    cusparseCreateDnMat(&matB, N, 2, 2, dB2, CUDA_R_64F, CUSPARSE_ORDER_ROW);
    cusparseCreateDnMat(&matC, N, 2, N, dC2, CUDA_R_64F, CUSPARSE_ORDER_COL);
    cusparseFillMode_t fill = CUSPARSE_FILL_MODE_UPPER;
    cusparseDiagType_t diag = CUSPARSE_DIAG_TYPE_NON_UNIT;
    cusparseSpMatSetAttribute(matA, CUSPARSE_SPMAT_FILL_MODE, &fill, sizeof(fill));
    cusparseSpMatSetAttribute(matA, CUSPARSE_SPMAT_DIAG_TYPE, &diag, sizeof(diag));
    cusparseSpSMDescr_t sm;
    cusparseSpSM_createDescr(&sm);
    size_t bytes = 0;
    const double one = 1.0;
    cusparseSpSM_bufferSize(h, CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, matA, matB,
                            matC, CUDA_R_64F, CUSPARSE_SPSM_ALG_DEFAULT, sm, &bytes);
    void *buf = nullptr;
    cudaMalloc(&buf, bytes + 1);
    cusparseSpSM_analysis(h, CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, matA, matB,
                          matC, CUDA_R_64F, CUSPARSE_SPSM_ALG_DEFAULT, sm, buf);
    cusparseStatus_t st = cusparseSpSM_solve(h, CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_NON_TRANSPOSE,
                                             &one, matA, matB, matC, CUDA_R_64F, CUSPARSE_SPSM_ALG_DEFAULT, sm);
    std::vector<double> got = host_copy(dC2, 10), want;
    for (int c = 0; c < 2; ++c) {
      std::vector<double> col(N);
      for (int i = 0; i < N; ++i) col[i] = B2[i * 2 + c];
      std::vector<double> x = host_solve(false, false, false, 1.0, col);
      want.insert(want.end(), x.begin(), x.end());
    }
    expect(st == CUSPARSE_STATUS_SUCCESS ? "SpSM upper, 2 columns" : "SpSM status", got, want);
    cusparseSpSM_destroyDescr(sm);
    cusparseDestroyDnMat(matB);
    cusparseDestroyDnMat(matC);
    cudaFree(buf);
  }
  // OUT: ok SpSM upper, 2 columns

  // ---- dense to sparse: a 3x4 row-major float matrix to CSR (base 1) ----
  {
    std::vector<float> D = {0, 1.5f, 0, 2, 0, 0, 0, 0, -3, 0, 4, 5};
    float *dD = device_copy(D);
    cusparseDnMatDescr_t matD;
    cusparseCreateDnMat(&matD, 3, 4, 4, dD, CUDA_R_32F, CUSPARSE_ORDER_ROW);
    int *dOff = nullptr;
    cudaMalloc(&dOff, 4 * sizeof(int));
    cusparseSpMatDescr_t matS;
    cusparseCreateCsr(&matS, 3, 4, 0, dOff, nullptr, nullptr, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                      CUSPARSE_INDEX_BASE_ONE, CUDA_R_32F);
    size_t bytes = 0;
    cusparseDenseToSparse_bufferSize(h, matD, matS, CUSPARSE_DENSETOSPARSE_ALG_DEFAULT, &bytes);
    void *buf = nullptr;
    cudaMalloc(&buf, bytes + 1);
    cusparseDenseToSparse_analysis(h, matD, matS, CUSPARSE_DENSETOSPARSE_ALG_DEFAULT, buf);
    int64_t rows, cols, nnz;
    cusparseSpMatGetSize(matS, &rows, &cols, &nnz);
    int *dCols = nullptr;
    float *dVals = nullptr;
    cudaMalloc(&dCols, nnz * sizeof(int));
    cudaMalloc(&dVals, nnz * sizeof(float));
    cusparseCsrSetPointers(matS, dOff, dCols, dVals);
    cusparseDenseToSparse_convert(h, matD, matS, CUSPARSE_DENSETOSPARSE_ALG_DEFAULT, buf);
    std::vector<double> off, cl, vl;
    Csr want;
    want.ptr.push_back(1);
    for (int i = 0; i < 3; ++i) {
      for (int j = 0; j < 4; ++j)
        if (D[i * 4 + j] != 0) { want.col.push_back(j + 1); want.val.push_back(D[i * 4 + j]); }
      want.ptr.push_back(int(want.col.size()) + 1);
    }
    for (int v : host_copy(dOff, 4)) off.push_back(v);
    for (int v : host_copy(dCols, nnz)) cl.push_back(v);
    printf("dense to sparse nnz=%lld\n", (long long)nnz);
    expect("dense to sparse offsets", off, std::vector<double>(want.ptr.begin(), want.ptr.end()));
    expect("dense to sparse columns", cl, std::vector<double>(want.col.begin(), want.col.end()));
    expect("dense to sparse values", widen(host_copy(dVals, nnz)), want.val);
    cusparseDestroySpMat(matS);
    cusparseDestroyDnMat(matD);
  }
  // OUT: dense to sparse nnz=5
  // OUT: ok dense to sparse offsets
  // OUT: ok dense to sparse columns
  // OUT: ok dense to sparse values

  // ---- dense to sparse: a 3x4 column-major double matrix to COO (base 1) and CSC (base 0) ----
  {
    std::vector<double> D = {0, 0, 7, 1.5, 0, 0, 0, -3, 0, 2, 0, 5}; // columns (0,0,7) (1.5,0,0) (0,-3,0) (2,0,5)
    double *dD = device_copy(D);
    cusparseDnMatDescr_t matD;
    cusparseCreateDnMat(&matD, 3, 4, 3, dD, CUDA_R_64F, CUSPARSE_ORDER_COL);
    cusparseSpMatDescr_t coo, csc;
    cusparseCreateCoo(&coo, 3, 4, 0, nullptr, nullptr, nullptr, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ONE,
                      CUDA_R_64F);
    cusparseDenseToSparse_analysis(h, matD, coo, CUSPARSE_DENSETOSPARSE_ALG_DEFAULT, nullptr);
    int64_t rows, cols, nnz;
    cusparseSpMatGetSize(coo, &rows, &cols, &nnz);
    int *r, *c;
    double *v;
    cudaMalloc(&r, nnz * sizeof(int));
    cudaMalloc(&c, nnz * sizeof(int));
    cudaMalloc(&v, nnz * sizeof(double));
    cusparseCooSetPointers(coo, r, c, v);
    cusparseDenseToSparse_convert(h, matD, coo, CUSPARSE_DENSETOSPARSE_ALG_DEFAULT, nullptr);
    std::vector<double> got;
    std::vector<int> hr = host_copy(r, nnz), hc = host_copy(c, nnz);
    std::vector<double> hv = host_copy(v, nnz);
    for (int k = 0; k < nnz; ++k) got.insert(got.end(), {double(hr[k]), double(hc[k]), hv[k]});
    // row-major order of the nonzeros, 1-based: (1,2)=1.5 (1,4)=2 (2,3)=-3 (3,1)=7 (3,4)=5
    expect("dense to COO", got, {1, 2, 1.5, 1, 4, 2, 2, 3, -3, 3, 1, 7, 3, 4, 5});
    int *cp;
    cudaMalloc(&cp, 5 * sizeof(int));
    cusparseCreateCsc(&csc, 3, 4, 0, cp, nullptr, nullptr, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                      CUSPARSE_INDEX_BASE_ZERO, CUDA_R_64F);
    cusparseDenseToSparse_analysis(h, matD, csc, CUSPARSE_DENSETOSPARSE_ALG_DEFAULT, nullptr);
    int *ri;
    double *vv;
    cudaMalloc(&ri, nnz * sizeof(int));
    cudaMalloc(&vv, nnz * sizeof(double));
    cusparseCscSetPointers(csc, cp, ri, vv);
    cusparseDenseToSparse_convert(h, matD, csc, CUSPARSE_DENSETOSPARSE_ALG_DEFAULT, nullptr);
    got.clear();
    for (int x : host_copy(cp, 5)) got.push_back(x);
    for (int x : host_copy(ri, nnz)) got.push_back(x);
    for (double x : host_copy(vv, nnz)) got.push_back(x);
    expect("dense to CSC", got, {0, 1, 2, 3, 5, 2, 0, 1, 0, 2, 7, 1.5, -3, 2, 5});
    cusparseDestroySpMat(coo);
    cusparseDestroySpMat(csc);
    cusparseDestroyDnMat(matD);
  }
  // OUT: ok dense to COO
  // OUT: ok dense to CSC

  // ---- sparse vectors: scatter into a dense vector, gather back ----
  {
    std::vector<int> idx = {1, 4, 6};
    std::vector<float> vals = {7, 8, 9};
    int *dIdx = device_copy(idx);
    float *dVals = device_copy(vals), *dY = device_copy(std::vector<float>(8, -1.0f));
    cusparseSpVecDescr_t vx;
    cusparseDnVecDescr_t vy;
    cusparseCreateSpVec(&vx, 8, 3, dIdx, dVals, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F);
    cusparseCreateDnVec(&vy, 8, dY, CUDA_R_32F);
    cusparseScatter(h, vx, vy);
    expect("scatter", widen(host_copy(dY, 8)), {-1, 7, -1, -1, 8, -1, 9, -1});
    std::vector<float> y2 = {0, 10, 0, 0, 20, 0, 30, 0};
    cudaMemcpy(dY, y2.data(), 8 * sizeof(float), cudaMemcpyHostToDevice);
    cusparseGather(h, vy, vx);
    expect("gather", widen(host_copy(dVals, 3)), {10, 20, 30});
    cusparseDestroySpVec(vx);
    cusparseDestroyDnVec(vy);
  }
  // OUT: ok scatter
  // OUT: ok gather

  // ---- SpMM over two strided batches of B and C with one A ----
  {
    const int k = 2;
    std::vector<double> Bb(2 * N * k), Cb(2 * N * k, 0.0);
    for (size_t i = 0; i < Bb.size(); ++i) Bb[i] = double(i % 7) - 2.5;
    double *dBb = device_copy(Bb), *dCb = device_copy(Cb);
    cusparseDnMatDescr_t mb, mc;
    cusparseCreateDnMat(&mb, N, k, N, dBb, CUDA_R_64F, CUSPARSE_ORDER_COL);
    cusparseCreateDnMat(&mc, N, k, N, dCb, CUDA_R_64F, CUSPARSE_ORDER_COL);
    cusparseDnMatSetStridedBatch(mb, 2, N * k);
    cusparseDnMatSetStridedBatch(mc, 2, N * k);
    const double one = 1.0, zero = 0.0;
    cusparseSpMM(h, CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, matA, mb, &zero, mc,
                 CUDA_R_64F, CUSPARSE_SPMM_ALG_DEFAULT, nullptr);
    std::vector<double> want(2 * N * k, 0.0);
    for (int q = 0; q < 2; ++q)
      for (int c = 0; c < k; ++c)
        for (int i = 0; i < N; ++i)
          for (int j = 0; j < N; ++j) want[q * N * k + c * N + i] += dense_a(i, j) * Bb[q * N * k + c * N + j];
    expect("SpMM strided batch", host_copy(dCb, 2 * N * k), want);
  }
  // OUT: ok SpMM strided batch

  // ---- csrilu02 (base 1, float) and csrsv2 with its factors ----
  {
    Csr M = csr_of(dense_a, 1);
    std::vector<float> mv(M.val.begin(), M.val.end());
    int *mPtr = device_copy(M.ptr), *mCol = device_copy(M.col);
    float *mVal = device_copy(mv);
    int nnz = (int)mv.size();
    cusparseMatDescr_t descr;
    cusparseCreateMatDescr(&descr);
    cusparseSetMatType(descr, CUSPARSE_MATRIX_TYPE_GENERAL);
    cusparseSetMatIndexBase(descr, CUSPARSE_INDEX_BASE_ONE);
    csrilu02Info_t ilu;
    cusparseCreateCsrilu02Info(&ilu);
    int bytes = 0;
    cusparseScsrilu02_bufferSize(h, N, nnz, descr, mVal, mPtr, mCol, ilu, &bytes);
    void *buf = nullptr;
    cudaMalloc(&buf, bytes);
    cusparseScsrilu02_analysis(h, N, nnz, descr, mVal, mPtr, mCol, ilu, CUSPARSE_SOLVE_POLICY_USE_LEVEL, buf);
    int pivot = -7;
    cusparseStatus_t st = cusparseXcsrilu02_zeroPivot(h, ilu, &pivot);
    printf("analysis pivot status=%d\n", (int)(st == CUSPARSE_STATUS_ZERO_PIVOT));
    cusparseScsrilu02(h, N, nnz, descr, mVal, mPtr, mCol, ilu, CUSPARSE_SOLVE_POLICY_USE_LEVEL, buf);
    st = cusparseXcsrilu02_zeroPivot(h, ilu, &pivot);
    printf("ilu pivot status=%d\n", (int)(st == CUSPARSE_STATUS_ZERO_PIVOT));
    // reference: ILU(0) on the dense matrix, updating only the pattern's entries
    double a[N][N];
    for (int i = 0; i < N; ++i)
      for (int j = 0; j < N; ++j) a[i][j] = dense_a(i, j);
    for (int i = 1; i < N; ++i)
      for (int kk = 0; kk < i; ++kk) {
        if (dense_a(i, kk) == 0.0) continue;
        a[i][kk] /= a[kk][kk];
        for (int j = kk + 1; j < N; ++j)
          if (dense_a(i, j) != 0.0) a[i][j] -= a[i][kk] * a[kk][j];
      }
    std::vector<double> want;
    for (int i = 0; i < N; ++i)
      for (int j = 0; j < N; ++j)
        if (dense_a(i, j) != 0.0) want.push_back(a[i][j]);
    std::vector<double> got = widen(host_copy(mVal, nnz));
    double worst = 0;
    for (size_t i = 0; i < want.size(); ++i) worst = fmax(worst, fabs(got[i] - want[i]) / fmax(1.0, fabs(want[i])));
    printf("%s csrilu02 factors\n", worst < 1e-5 ? "ok" : "FAIL");
    failures += worst >= 1e-5;

    // L (unit lower) then U (upper): x = U^-1 L^-1 b; check L U x = b on the host
    csrsv2Info_t infoL, infoU;
    cusparseCreateCsrsv2Info(&infoL);
    cusparseCreateCsrsv2Info(&infoU);
    cusparseMatDescr_t dL, dU;
    cusparseCreateMatDescr(&dL);
    cusparseCreateMatDescr(&dU);
    cusparseSetMatIndexBase(dL, CUSPARSE_INDEX_BASE_ONE);
    cusparseSetMatIndexBase(dU, CUSPARSE_INDEX_BASE_ONE);
    cusparseSetMatFillMode(dL, CUSPARSE_FILL_MODE_LOWER);
    cusparseSetMatDiagType(dL, CUSPARSE_DIAG_TYPE_UNIT);
    cusparseSetMatFillMode(dU, CUSPARSE_FILL_MODE_UPPER);
    cusparseSetMatDiagType(dU, CUSPARSE_DIAG_TYPE_NON_UNIT);
    cusparseScsrsv2_bufferSize(h, CUSPARSE_OPERATION_NON_TRANSPOSE, N, nnz, dL, mVal, mPtr, mCol, infoL, &bytes);
    cusparseScsrsv2_analysis(h, CUSPARSE_OPERATION_NON_TRANSPOSE, N, nnz, dL, mVal, mPtr, mCol, infoL,
                             CUSPARSE_SOLVE_POLICY_USE_LEVEL, buf);
    cusparseScsrsv2_analysis(h, CUSPARSE_OPERATION_NON_TRANSPOSE, N, nnz, dU, mVal, mPtr, mCol, infoU,
                             CUSPARSE_SOLVE_POLICY_USE_LEVEL, buf);
    std::vector<float> bf = {1, 2, 3, 4, 5};
    float *dbf = device_copy(bf), *dz = device_copy(std::vector<float>(N, 0.f)), *dx = device_copy(std::vector<float>(N, 0.f));
    const float onef = 1.0f;
    cusparseScsrsv2_solve(h, CUSPARSE_OPERATION_NON_TRANSPOSE, N, nnz, &onef, dL, mVal, mPtr, mCol, infoL, dbf, dz,
                          CUSPARSE_SOLVE_POLICY_USE_LEVEL, buf);
    cusparseScsrsv2_solve(h, CUSPARSE_OPERATION_NON_TRANSPOSE, N, nnz, &onef, dU, mVal, mPtr, mCol, infoU, dz, dx,
                          CUSPARSE_SOLVE_POLICY_USE_LEVEL, buf);
    std::vector<float> x = host_copy(dx, N);
    std::vector<double> ux(N, 0.0), lux(N, 0.0);
    for (int i = 0; i < N; ++i)
      for (int j = i; j < N; ++j)
        if (dense_a(i, j) != 0.0) ux[i] += a[i][j] * x[j];
    for (int i = 0; i < N; ++i)
      for (int j = 0; j <= i; ++j) lux[i] += (j == i ? 1.0 : (dense_a(i, j) != 0.0 ? a[i][j] : 0.0)) * ux[j];
    worst = 0;
    for (int i = 0; i < N; ++i) worst = fmax(worst, fabs(lux[i] - bf[i]));
    printf("%s csrsv2 L U x = b\n", worst < 1e-4 ? "ok" : "FAIL");
    failures += worst >= 1e-4;
    st = cusparseXcsrsv2_zeroPivot(h, infoU, &pivot);
    printf("csrsv2 pivot status=%d\n", (int)(st == CUSPARSE_STATUS_ZERO_PIVOT));

    // a zero on the diagonal of row 0 (1-based 1), which no update changes: csrilu02 reports it
    std::vector<float> zv = mv;
    for (int i = 0; i < N; ++i)
      for (int k = M.ptr[i] - 1; k < M.ptr[i + 1] - 1; ++k)
        if (i == 0 && M.col[k] - 1 == 0) zv[k] = 0.0f;
    cudaMemcpy(mVal, zv.data(), nnz * sizeof(float), cudaMemcpyHostToDevice);
    cusparseScsrilu02(h, N, nnz, descr, mVal, mPtr, mCol, ilu, CUSPARSE_SOLVE_POLICY_USE_LEVEL, buf);
    st = cusparseXcsrilu02_zeroPivot(h, ilu, &pivot);
    printf("zero pivot status=%d position=%d\n", (int)(st == CUSPARSE_STATUS_ZERO_PIVOT), pivot);
    cusparseDestroyCsrilu02Info(ilu);
    cusparseDestroyCsrsv2Info(infoL);
    cusparseDestroyCsrsv2Info(infoU);
    cusparseDestroyMatDescr(descr);
    cusparseDestroyMatDescr(dL);
    cusparseDestroyMatDescr(dU);
  }
  // OUT: analysis pivot status=0
  // OUT: ilu pivot status=0
  // OUT: ok csrilu02 factors
  // OUT: ok csrsv2 L U x = b
  // OUT: csrsv2 pivot status=0
  // OUT: zero pivot status=1 position=1

  // ---- a 20 x 20 grid (400 rows, 39 levels per triangle): SpSV and csrsv2, both triangles
  {
    const int g = 20, n = g * g;
    auto grid = [g](int i, int j) -> double {
      if (i == j) return 5.0 + (i % 7) * 0.25;
      int ri = i / g, ci = i % g, rj = j / g, cj = j % g;
      if ((ri == rj && (ci - cj == 1 || cj - ci == 1)) || (ci == cj && (ri - rj == 1 || rj - ri == 1)))
        return -1.0 + 0.01 * ((i + 3 * j) % 5);
      return 0.0;
    };
    std::vector<int> ptr(1, 0), col;
    std::vector<double> val;
    for (int i = 0; i < n; ++i) {
      for (int j = 0; j < n; ++j)
        if (grid(i, j) != 0.0) { col.push_back(j); val.push_back(grid(i, j)); }
      ptr.push_back(int(col.size()));
    }
    std::vector<double> rhs(n);
    for (int i = 0; i < n; ++i) rhs[i] = double((i * 7) % 11) - 5.0;
    int *gP = device_copy(ptr), *gC = device_copy(col);
    double *gV = device_copy(val), *gB = device_copy(rhs), *gX = device_copy(std::vector<double>(n, 0.0));
    cusparseSpMatDescr_t G;
    cusparseCreateCsr(&G, n, n, (int64_t)val.size(), gP, gC, gV, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                      CUSPARSE_INDEX_BASE_ZERO, CUDA_R_64F);
    cusparseDnVecDescr_t vb, vx;
    cusparseCreateDnVec(&vb, n, gB, CUDA_R_64F);
    cusparseCreateDnVec(&vx, n, gX, CUDA_R_64F);
    double worst = 0;
    for (int lower = 0; lower < 2; ++lower) {
      cusparseFillMode_t fill = lower ? CUSPARSE_FILL_MODE_LOWER : CUSPARSE_FILL_MODE_UPPER;
      cusparseSpMatSetAttribute(G, CUSPARSE_SPMAT_FILL_MODE, &fill, sizeof(fill));
      cusparseSpSVDescr_t sv;
      cusparseSpSV_createDescr(&sv);
      const double one = 1.0;
      cusparseSpSV_analysis(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, G, vb, vx, CUDA_R_64F,
                            CUSPARSE_SPSV_ALG_DEFAULT, sv, nullptr);
      cusparseSpSV_solve(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, G, vb, vx, CUDA_R_64F, CUSPARSE_SPSV_ALG_DEFAULT,
                         sv);
      std::vector<double> x = host_copy(gX, n);
      // residual of the triangle on the host
      for (int i = 0; i < n; ++i) {
        double s = 0;
        for (int k = ptr[i]; k < ptr[i + 1]; ++k)
          if (lower ? col[k] <= i : col[k] >= i) s += val[k] * x[col[k]];
        worst = fmax(worst, fabs(s - rhs[i]));
      }
      cusparseSpSV_destroyDescr(sv);
      // the same with csrsv2, in place (x overwrites b's copy)
      cusparseMatDescr_t dm;
      cusparseCreateMatDescr(&dm);
      cusparseSetMatFillMode(dm, fill);
      csrsv2Info_t inf;
      cusparseCreateCsrsv2Info(&inf);
      cusparseDcsrsv2_analysis(h, CUSPARSE_OPERATION_NON_TRANSPOSE, n, (int)val.size(), dm, gV, gP, gC, inf,
                               CUSPARSE_SOLVE_POLICY_USE_LEVEL, nullptr);
      double *gY = device_copy(rhs);
      cusparseDcsrsv2_solve(h, CUSPARSE_OPERATION_NON_TRANSPOSE, n, (int)val.size(), &one, dm, gV, gP, gC, inf, gY,
                            gY, CUSPARSE_SOLVE_POLICY_USE_LEVEL, nullptr);
      std::vector<double> y = host_copy(gY, n);
      for (int i = 0; i < n; ++i) worst = fmax(worst, fabs(y[i] - x[i]));
      cusparseDestroyCsrsv2Info(inf);
      cusparseDestroyMatDescr(dm);
      cudaFree(gY);
    }
    printf("%s grid triangles\n", worst < 1e-10 ? "ok" : "FAIL");
    failures += worst >= 1e-10;
    cusparseDestroySpMat(G);
    cusparseDestroyDnVec(vb);
    cusparseDestroyDnVec(vx);
  }
  // OUT: ok grid triangles

  cusparseDestroySpMat(matA);
  cusparseDestroyDnVec(vecB);
  cusparseDestroyDnVec(vecX);
  cusparseDestroy(h);
  printf("failures=%d\n", failures);
  // OUT: failures=0
  return failures;
}
