/* c2o_cublas.h - cuBLAS in OpenMP (C++17): what translated programs include
 * in place of <cublas_v2.h> (and <cublas.h>). The names are cuBLAS's own.
 *
 *   handle     cublasCreate, Destroy, Set/GetStream, Set/GetPointerMode,
 *              Set/GetMathMode, GetVersion, GetStatusName/String, SetWorkspace
 *   transfers  cublasSet/GetVector, cublasSet/GetMatrix (+ Async), any increments
 *              and leading dimensions
 *   level 1    S/D axpy, dot, nrm2, asum, scal, copy, swap, rot, rotg, Is/Id amax, amin
 *   level 2    S/D gemv (N, T), ger
 *   level 3    S/D gemm, gemmBatched, gemmStridedBatched, geam, syrk, trsm;
 *              GemmEx, GemmStridedBatchedEx for CUDA_R_32F / CUDA_R_64F; Hgemm,
 *              HgemmBatched, HgemmStridedBatched (half, sums in float)
 *   LU         S/D getrfBatched, getrsBatched, getriBatched, matinvBatched
 *   legacy     cublasInit/Shutdown/GetError/Alloc/Free and the S/D calls of
 *              cublas.h (characters for the operations, scalars by value)
 *
 * Column-major storage, lda/ldb/ldc, transposes (CUBLAS_OP_C is CUBLAS_OP_T
 * for real types), alpha and beta on the host or the device per the pointer
 * mode, results (dot, nrm2, asum, amax) written to host or device memory per
 * the pointer mode, beta == 0 meaning "C is not read", negative increments
 * (the vector starts at its end) as in the reference BLAS. Matrices and
 * vectors are device pointers (cudaMalloc'd: omp_target_alloc'd). Every call
 * is a target region on the current device: gemm gives each OpenMP thread a
 * 1x4 strip of C (the i index runs across threads, so A, C and the N-side
 * loads are coalesced), gemv one element of y. The stream is recorded and
 * ignored: calls are synchronous. trsm gives each column (row) of B one
 * thread, the batched LU each matrix (getrs, getri: each right-hand side).
 * Complex (C/Z) calls and the other half-precision ones are not implemented:
 * the translator gives C2O1030 for them, naming the hipBLAS call. */
#ifndef C2O_CUBLAS_H
#define C2O_CUBLAS_H

#include "c2o_library_types.h"
#include "c2o_par.h"
#include <cmath>

#include "c2o_cublas_types.h"
typedef cublasStatus_t cublasStatus;
typedef c2o_data_type_t cublasDataType_t;

struct cublasContext {
  c2o_stream_t stream;
  cublasPointerMode_t pointer_mode;
  cublasMath_t math_mode;
  cublasAtomicsMode_t atomics_mode;
};
typedef struct cublasContext *cublasHandle_t;

/* ---- handle ---------------------------------------------------------------------- */
inline cublasStatus_t cublasCreate(cublasHandle_t *handle) {
  if (!handle) return CUBLAS_STATUS_INVALID_VALUE;
  *handle = new cublasContext{0, CUBLAS_POINTER_MODE_HOST, CUBLAS_DEFAULT_MATH, CUBLAS_ATOMICS_NOT_ALLOWED};
  return CUBLAS_STATUS_SUCCESS;
}
inline cublasStatus_t cublasDestroy(cublasHandle_t handle) {
  if (!handle) return CUBLAS_STATUS_NOT_INITIALIZED;
  delete handle;
  return CUBLAS_STATUS_SUCCESS;
}
inline cublasStatus_t cublasGetVersion(cublasHandle_t, int *version) {
  if (!version) return CUBLAS_STATUS_INVALID_VALUE;
  *version = CUBLAS_VERSION;
  return CUBLAS_STATUS_SUCCESS;
}
inline cublasStatus_t cublasGetProperty(libraryPropertyType type, int *value) {
  if (!value) return CUBLAS_STATUS_INVALID_VALUE;
  *value = type == MAJOR_VERSION ? CUBLAS_VER_MAJOR : type == MINOR_VERSION ? CUBLAS_VER_MINOR : CUBLAS_VER_PATCH;
  return CUBLAS_STATUS_SUCCESS;
}
inline cublasStatus_t cublasSetWorkspace(cublasHandle_t h, void *, size_t) {
  return h ? CUBLAS_STATUS_SUCCESS : CUBLAS_STATUS_NOT_INITIALIZED;
}
inline cublasStatus_t cublasSetStream(cublasHandle_t h, c2o_stream_t s) {
  if (!h) return CUBLAS_STATUS_NOT_INITIALIZED;
  h->stream = s;
  return CUBLAS_STATUS_SUCCESS;
}
inline cublasStatus_t cublasGetStream(cublasHandle_t h, c2o_stream_t *s) {
  if (!h) return CUBLAS_STATUS_NOT_INITIALIZED;
  if (!s) return CUBLAS_STATUS_INVALID_VALUE;
  *s = h->stream;
  return CUBLAS_STATUS_SUCCESS;
}
inline cublasStatus_t cublasSetPointerMode(cublasHandle_t h, cublasPointerMode_t m) {
  if (!h) return CUBLAS_STATUS_NOT_INITIALIZED;
  h->pointer_mode = m;
  return CUBLAS_STATUS_SUCCESS;
}
inline cublasStatus_t cublasGetPointerMode(cublasHandle_t h, cublasPointerMode_t *m) {
  if (!h) return CUBLAS_STATUS_NOT_INITIALIZED;
  if (!m) return CUBLAS_STATUS_INVALID_VALUE;
  *m = h->pointer_mode;
  return CUBLAS_STATUS_SUCCESS;
}
inline cublasStatus_t cublasSetMathMode(cublasHandle_t h, cublasMath_t m) {
  if (!h) return CUBLAS_STATUS_NOT_INITIALIZED;
  h->math_mode = m; /* no effect: no tensor cores here */
  return CUBLAS_STATUS_SUCCESS;
}
inline cublasStatus_t cublasGetMathMode(cublasHandle_t h, cublasMath_t *m) {
  if (!h) return CUBLAS_STATUS_NOT_INITIALIZED;
  if (!m) return CUBLAS_STATUS_INVALID_VALUE;
  *m = h->math_mode;
  return CUBLAS_STATUS_SUCCESS;
}
inline cublasStatus_t cublasSetAtomicsMode(cublasHandle_t h, cublasAtomicsMode_t m) {
  if (!h) return CUBLAS_STATUS_NOT_INITIALIZED;
  h->atomics_mode = m;
  return CUBLAS_STATUS_SUCCESS;
}
inline cublasStatus_t cublasGetAtomicsMode(cublasHandle_t h, cublasAtomicsMode_t *m) {
  if (!h) return CUBLAS_STATUS_NOT_INITIALIZED;
  if (!m) return CUBLAS_STATUS_INVALID_VALUE;
  *m = h->atomics_mode;
  return CUBLAS_STATUS_SUCCESS;
}
inline const char *cublasGetStatusName(cublasStatus_t s) {
  switch (s) {
  case CUBLAS_STATUS_SUCCESS: return "CUBLAS_STATUS_SUCCESS";
  case CUBLAS_STATUS_NOT_INITIALIZED: return "CUBLAS_STATUS_NOT_INITIALIZED";
  case CUBLAS_STATUS_ALLOC_FAILED: return "CUBLAS_STATUS_ALLOC_FAILED";
  case CUBLAS_STATUS_INVALID_VALUE: return "CUBLAS_STATUS_INVALID_VALUE";
  case CUBLAS_STATUS_ARCH_MISMATCH: return "CUBLAS_STATUS_ARCH_MISMATCH";
  case CUBLAS_STATUS_MAPPING_ERROR: return "CUBLAS_STATUS_MAPPING_ERROR";
  case CUBLAS_STATUS_EXECUTION_FAILED: return "CUBLAS_STATUS_EXECUTION_FAILED";
  case CUBLAS_STATUS_INTERNAL_ERROR: return "CUBLAS_STATUS_INTERNAL_ERROR";
  case CUBLAS_STATUS_NOT_SUPPORTED: return "CUBLAS_STATUS_NOT_SUPPORTED";
  case CUBLAS_STATUS_LICENSE_ERROR: return "CUBLAS_STATUS_LICENSE_ERROR";
  }
  return "CUBLAS_STATUS_UNKNOWN";
}
inline const char *cublasGetStatusString(cublasStatus_t s) {
  switch (s) {
  case CUBLAS_STATUS_SUCCESS: return "the operation completed successfully";
  case CUBLAS_STATUS_NOT_INITIALIZED: return "the library was not initialized";
  case CUBLAS_STATUS_ALLOC_FAILED: return "the resource allocation failed";
  case CUBLAS_STATUS_INVALID_VALUE: return "an invalid numeric value was used as an argument";
  case CUBLAS_STATUS_NOT_SUPPORTED: return "the functionality requested is not supported";
  default: return "an error occurred";
  }
}

/* ---- transfers ---------------------------------------------------------------------- */
namespace c2o_blas {
inline int dev() { return c2o_par::device(); }
inline int hst() { return c2o_par::host(); }
/* Copies rows x cols elements of elem bytes between column-major matrices
 * (leading dimensions in elements), from device sdev to device ddev. */
inline cublasStatus_t copy_matrix(int rows, int cols, int elem, const void *src, int lds, void *dst, int ldd, int ddev,
                                  int sdev) {
  if (rows < 0 || cols < 0 || elem <= 0 || lds < std::max(1, rows) || ldd < std::max(1, rows))
    return CUBLAS_STATUS_INVALID_VALUE;
  if (rows == 0 || cols == 0) return CUBLAS_STATUS_SUCCESS;
  c2o_impl_queue_drain();
  if (lds == rows && ldd == rows) {
    omp_target_memcpy(dst, const_cast<void *>(src), size_t(rows) * cols * elem, 0, 0, ddev, sdev);
    return CUBLAS_STATUS_SUCCESS;
  }
  for (int j = 0; j < cols; ++j)
    omp_target_memcpy(dst, const_cast<void *>(src), size_t(rows) * elem, size_t(j) * ldd * elem, size_t(j) * lds * elem,
                      ddev, sdev);
  return CUBLAS_STATUS_SUCCESS;
}
inline cublasStatus_t copy_vector(int n, int elem, const void *src, int incs, void *dst, int incd, int ddev, int sdev) {
  if (n < 0 || elem <= 0 || incs == 0 || incd == 0) return CUBLAS_STATUS_INVALID_VALUE;
  if (n == 0) return CUBLAS_STATUS_SUCCESS;
  c2o_impl_queue_drain();
  if (incs == 1 && incd == 1) {
    omp_target_memcpy(dst, const_cast<void *>(src), size_t(n) * elem, 0, 0, ddev, sdev);
    return CUBLAS_STATUS_SUCCESS;
  }
  for (int i = 0; i < n; ++i)
    omp_target_memcpy(dst, const_cast<void *>(src), elem, size_t(i) * std::abs(incd) * elem,
                      size_t(i) * std::abs(incs) * elem, ddev, sdev);
  return CUBLAS_STATUS_SUCCESS;
}
} // namespace c2o_blas

inline cublasStatus_t cublasSetVector(int n, int elemSize, const void *x, int incx, void *devicePtr, int incy) {
  return c2o_blas::copy_vector(n, elemSize, x, incx, devicePtr, incy, c2o_blas::dev(), c2o_blas::hst());
}
inline cublasStatus_t cublasGetVector(int n, int elemSize, const void *x, int incx, void *y, int incy) {
  return c2o_blas::copy_vector(n, elemSize, x, incx, y, incy, c2o_blas::hst(), c2o_blas::dev());
}
inline cublasStatus_t cublasSetMatrix(int rows, int cols, int elemSize, const void *A, int lda, void *B, int ldb) {
  return c2o_blas::copy_matrix(rows, cols, elemSize, A, lda, B, ldb, c2o_blas::dev(), c2o_blas::hst());
}
inline cublasStatus_t cublasGetMatrix(int rows, int cols, int elemSize, const void *A, int lda, void *B, int ldb) {
  return c2o_blas::copy_matrix(rows, cols, elemSize, A, lda, B, ldb, c2o_blas::hst(), c2o_blas::dev());
}
inline cublasStatus_t cublasSetVectorAsync(int n, int e, const void *h, int incx, void *d, int incy, c2o_stream_t) {
  return cublasSetVector(n, e, h, incx, d, incy);
}
inline cublasStatus_t cublasGetVectorAsync(int n, int e, const void *d, int incx, void *h, int incy, c2o_stream_t) {
  return cublasGetVector(n, e, d, incx, h, incy);
}
inline cublasStatus_t cublasSetMatrixAsync(int r, int c, int e, const void *A, int lda, void *B, int ldb, c2o_stream_t) {
  return cublasSetMatrix(r, c, e, A, lda, B, ldb);
}
inline cublasStatus_t cublasGetMatrixAsync(int r, int c, int e, const void *A, int lda, void *B, int ldb, c2o_stream_t) {
  return cublasGetMatrix(r, c, e, A, lda, B, ldb);
}

/* ---- the kernels --------------------------------------------------------------------- */
namespace c2o_blas {
using c2o_par::for_n;

/* A scalar argument: read on the host, or copied from the device in device pointer mode. */
template <typename T> T scalar(cublasHandle_t h, const T *p) {
  if (h->pointer_mode == CUBLAS_POINTER_MODE_HOST) return *p;
  T v;
  c2o_par::to_host(&v, p, sizeof(T));
  return v;
}
/* A result: written to the host, or to the device in device pointer mode. */
template <typename T> void result(cublasHandle_t h, T *p, const T &v) {
  if (h->pointer_mode == CUBLAS_POINTER_MODE_HOST) *p = v;
  else c2o_par::to_device(p, &v, sizeof(T));
}
/* Element i of a BLAS vector with increment inc (negative: from its end). */
inline long long at(long long i, long long n, int inc) { return inc > 0 ? i * inc : (n - 1 - i) * (long long)(-inc); }

template <typename T> cublasStatus_t axpy(cublasHandle_t h, int n, const T *alpha, const T *x, int incx, T *y, int incy) {
  if (!h) return CUBLAS_STATUS_NOT_INITIALIZED;
  if (n <= 0) return CUBLAS_STATUS_SUCCESS;
  T a = scalar(h, alpha);
  for_n(std::size_t(n), [=](std::size_t i) { y[at(i, n, incy)] += a * x[at(i, n, incx)]; });
  return CUBLAS_STATUS_SUCCESS;
}
template <typename T> cublasStatus_t scal(cublasHandle_t h, int n, const T *alpha, T *x, int incx) {
  if (!h) return CUBLAS_STATUS_NOT_INITIALIZED;
  if (n <= 0 || incx <= 0) return CUBLAS_STATUS_SUCCESS;
  T a = scalar(h, alpha);
  for_n(std::size_t(n), [=](std::size_t i) { x[i * incx] *= a; });
  return CUBLAS_STATUS_SUCCESS;
}
template <typename T> cublasStatus_t copy(cublasHandle_t h, int n, const T *x, int incx, T *y, int incy) {
  if (!h) return CUBLAS_STATUS_NOT_INITIALIZED;
  if (n <= 0) return CUBLAS_STATUS_SUCCESS;
  for_n(std::size_t(n), [=](std::size_t i) { y[at(i, n, incy)] = x[at(i, n, incx)]; });
  return CUBLAS_STATUS_SUCCESS;
}
template <typename T> cublasStatus_t swap(cublasHandle_t h, int n, T *x, int incx, T *y, int incy) {
  if (!h) return CUBLAS_STATUS_NOT_INITIALIZED;
  if (n <= 0) return CUBLAS_STATUS_SUCCESS;
  for_n(std::size_t(n), [=](std::size_t i) {
    T t = x[at(i, n, incx)];
    x[at(i, n, incx)] = y[at(i, n, incy)];
    y[at(i, n, incy)] = t;
  });
  return CUBLAS_STATUS_SUCCESS;
}
template <typename T> cublasStatus_t dot(cublasHandle_t h, int n, const T *x, int incx, const T *y, int incy, T *r) {
  if (!h) return CUBLAS_STATUS_NOT_INITIALIZED;
  if (!r) return CUBLAS_STATUS_INVALID_VALUE;
  T s = n <= 0 ? T(0) : c2o_par::sum_n<T>(std::size_t(n), [=](std::size_t i) { return x[at(i, n, incx)] * y[at(i, n, incy)]; });
  result(h, r, s);
  return CUBLAS_STATUS_SUCCESS;
}
template <typename T> cublasStatus_t asum(cublasHandle_t h, int n, const T *x, int incx, T *r) {
  if (!h) return CUBLAS_STATUS_NOT_INITIALIZED;
  if (!r) return CUBLAS_STATUS_INVALID_VALUE;
  T s = (n <= 0 || incx <= 0) ? T(0) : c2o_par::sum_n<T>(std::size_t(n), [=](std::size_t i) { return std::fabs(x[i * incx]); });
  result(h, r, s);
  return CUBLAS_STATUS_SUCCESS;
}
/* Euclidean norm, scaled by the largest magnitude (no overflow or underflow
 * in the sum of squares); float accumulates in double. */
template <typename T> cublasStatus_t nrm2(cublasHandle_t h, int n, const T *x, int incx, T *r) {
  if (!h) return CUBLAS_STATUS_NOT_INITIALIZED;
  if (!r) return CUBLAS_STATUS_INVALID_VALUE;
  T v = T(0);
  if (n > 0 && incx > 0) {
    double scale = c2o_par::max_n<double>(std::size_t(n), [=](std::size_t i) { return std::fabs(double(x[i * incx])); });
    if (scale > 0 && std::isfinite(scale)) {
      double s = c2o_par::sum_n<double>(std::size_t(n), [=](std::size_t i) {
        double q = double(x[i * incx]) / scale;
        return q * q;
      });
      v = T(scale * std::sqrt(s));
    } else {
      v = T(scale);
    }
  }
  result(h, r, v);
  return CUBLAS_STATUS_SUCCESS;
}
/* 1-based index of the first element of largest (Max) or smallest |x|; 0 for n <= 0. */
template <typename T, bool Max> cublasStatus_t iamax(cublasHandle_t h, int n, const T *x, int incx, int *r) {
  if (!h) return CUBLAS_STATUS_NOT_INITIALIZED;
  if (!r) return CUBLAS_STATUS_INVALID_VALUE;
  int k = 0;
  if (n > 0 && incx > 0) {
    auto mag = [=](std::size_t i) { return std::fabs(x[i * incx]); };
    T best = Max ? c2o_par::max_n<T>(std::size_t(n), mag) : c2o_par::min_n<T>(std::size_t(n), mag);
    long long i = c2o_par::min_n<long long>(
        std::size_t(n), [=](std::size_t i) { return std::fabs(x[i * incx]) == best ? (long long)i : (long long)n; });
    k = int(i) + 1;
  }
  result(h, r, k);
  return CUBLAS_STATUS_SUCCESS;
}
template <typename T>
cublasStatus_t rot(cublasHandle_t h, int n, T *x, int incx, T *y, int incy, const T *cp, const T *sp) {
  if (!h) return CUBLAS_STATUS_NOT_INITIALIZED;
  if (n <= 0) return CUBLAS_STATUS_SUCCESS;
  T c = scalar(h, cp), s = scalar(h, sp);
  for_n(std::size_t(n), [=](std::size_t i) {
    T a = x[at(i, n, incx)], b = y[at(i, n, incy)];
    x[at(i, n, incx)] = c * a + s * b;
    y[at(i, n, incy)] = c * b - s * a;
  });
  return CUBLAS_STATUS_SUCCESS;
}
/* Givens rotation (reference BLAS's rotg) of scalars on the host or device. */
template <typename T> cublasStatus_t rotg(cublasHandle_t h, T *a, T *b, T *c, T *s) {
  if (!h) return CUBLAS_STATUS_NOT_INITIALIZED;
  T ra = scalar(h, a), rb = scalar(h, b), rc, rs, r, z;
  T roe = std::fabs(ra) > std::fabs(rb) ? ra : rb, scale = std::fabs(ra) + std::fabs(rb);
  if (scale == T(0)) {
    rc = T(1); rs = T(0); r = T(0); z = T(0);
  } else {
    r = scale * std::sqrt((ra / scale) * (ra / scale) + (rb / scale) * (rb / scale));
    r = std::copysign(T(1), roe) * r;
    rc = ra / r;
    rs = rb / r;
    z = T(1);
    if (std::fabs(ra) > std::fabs(rb)) z = rs;
    if (std::fabs(rb) >= std::fabs(ra) && rc != T(0)) z = T(1) / rc;
  }
  result(h, a, r);
  result(h, b, z);
  result(h, c, rc);
  result(h, s, rs);
  return CUBLAS_STATUS_SUCCESS;
}

inline bool trans(cublasOperation_t op) { return op != CUBLAS_OP_N; }

template <typename T>
cublasStatus_t gemv(cublasHandle_t h, cublasOperation_t op, int m, int n, const T *alpha, const T *A, int lda,
                    const T *x, int incx, const T *beta, T *y, int incy) {
  if (!h) return CUBLAS_STATUS_NOT_INITIALIZED;
  if (m < 0 || n < 0 || lda < std::max(1, m) || incx == 0 || incy == 0) return CUBLAS_STATUS_INVALID_VALUE;
  if (m == 0 || n == 0) return CUBLAS_STATUS_SUCCESS;
  T a = scalar(h, alpha), b = scalar(h, beta);
  const long long ld = lda;
  if (!trans(op)) { /* y(m) = a A x + b y: one thread per row, rows across threads (coalesced) */
    for_n(std::size_t(m), [=](std::size_t i) {
      T s = T(0);
      for (long long j = 0; j < n; ++j) s += A[i + j * ld] * x[at(j, n, incx)];
      T &yi = y[at(i, m, incy)];
      yi = b == T(0) ? a * s : a * s + b * yi;
    });
  } else { /* y(n) = a A^T x + b y: one thread per column */
    for_n(std::size_t(n), [=](std::size_t j) {
      T s = T(0);
      for (long long i = 0; i < m; ++i) s += A[i + j * ld] * x[at(i, m, incx)];
      T &yj = y[at(j, n, incy)];
      yj = b == T(0) ? a * s : a * s + b * yj;
    });
  }
  return CUBLAS_STATUS_SUCCESS;
}
template <typename T>
cublasStatus_t ger(cublasHandle_t h, int m, int n, const T *alpha, const T *x, int incx, const T *y, int incy, T *A,
                   int lda) {
  if (!h) return CUBLAS_STATUS_NOT_INITIALIZED;
  if (m < 0 || n < 0 || lda < std::max(1, m) || incx == 0 || incy == 0) return CUBLAS_STATUS_INVALID_VALUE;
  if (m == 0 || n == 0) return CUBLAS_STATUS_SUCCESS;
  T a = scalar(h, alpha);
  const long long ld = lda;
  for_n(std::size_t(m) * std::size_t(n), [=](std::size_t k) {
    std::size_t i = k % std::size_t(m), j = k / std::size_t(m);
    A[i + j * ld] += a * x[at(i, m, incx)] * y[at(j, n, incy)];
  });
  return CUBLAS_STATUS_SUCCESS;
}

/* C = a op(A) op(B) + b C for batch matrices at A + p*sA ... (p < batch); with
 * Batched, the matrices of entry p come from the device pointer arrays. Each
 * thread computes C(i, j .. j+3); i runs across threads. */
template <bool TA, bool TB, typename T, typename GetA, typename GetB, typename GetC>
void gemm_kernel(int m, int n, int k, T a, T b, GetA getA, long long lda, GetB getB, long long ldb, GetC getC,
                 long long ldc, int batch) {
  const std::size_t mj = std::size_t((n + 3) / 4), per = std::size_t(m) * mj;
  for_n(per * std::size_t(batch), [=](std::size_t t) {
    const std::size_t p = t / per, r = t % per;
    const long long i = (long long)(r % std::size_t(m)), j0 = (long long)(r / std::size_t(m)) * 4;
    const T *Ap = getA(p);
    const T *Bp = getB(p);
    T *Cp = getC(p);
    T s0 = T(0), s1 = T(0), s2 = T(0), s3 = T(0);
    const int nj = n - j0 < 4 ? int(n - j0) : 4;
    for (long long l = 0; l < k; ++l) {
      const T av = TA ? Ap[l + i * lda] : Ap[i + l * lda];
      if (TB) {
        s0 += av * Bp[j0 + l * ldb];
        if (nj > 1) s1 += av * Bp[j0 + 1 + l * ldb];
        if (nj > 2) s2 += av * Bp[j0 + 2 + l * ldb];
        if (nj > 3) s3 += av * Bp[j0 + 3 + l * ldb];
      } else {
        s0 += av * Bp[l + j0 * ldb];
        if (nj > 1) s1 += av * Bp[l + (j0 + 1) * ldb];
        if (nj > 2) s2 += av * Bp[l + (j0 + 2) * ldb];
        if (nj > 3) s3 += av * Bp[l + (j0 + 3) * ldb];
      }
    }
    const T s[4] = {s0, s1, s2, s3};
    for (int q = 0; q < nj; ++q) {
      T &c = Cp[i + (j0 + q) * ldc];
      c = b == T(0) ? a * s[q] : a * s[q] + b * c;
    }
  });
}
template <typename T, typename GetA, typename GetB, typename GetC>
cublasStatus_t gemm_any(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m, int n, int k,
                        const T *alpha, GetA getA, int lda, GetB getB, int ldb, const T *beta, GetC getC, int ldc,
                        int batch) {
  if (!h) return CUBLAS_STATUS_NOT_INITIALIZED;
  if (m < 0 || n < 0 || k < 0 || batch < 0 || ldc < std::max(1, m) || lda < std::max(1, trans(ta) ? k : m) ||
      ldb < std::max(1, trans(tb) ? n : k))
    return CUBLAS_STATUS_INVALID_VALUE;
  if (m == 0 || n == 0 || batch == 0) return CUBLAS_STATUS_SUCCESS;
  T a = scalar(h, alpha), b = scalar(h, beta);
  if (trans(ta) && trans(tb)) gemm_kernel<true, true>(m, n, k, a, b, getA, lda, getB, ldb, getC, ldc, batch);
  else if (trans(ta)) gemm_kernel<true, false>(m, n, k, a, b, getA, lda, getB, ldb, getC, ldc, batch);
  else if (trans(tb)) gemm_kernel<false, true>(m, n, k, a, b, getA, lda, getB, ldb, getC, ldc, batch);
  else gemm_kernel<false, false>(m, n, k, a, b, getA, lda, getB, ldb, getC, ldc, batch);
  return CUBLAS_STATUS_SUCCESS;
}
template <typename T> struct strided {
  T *base;
  long long stride;
  T *operator()(std::size_t p) const { return base + (long long)p * stride; }
};
template <typename T> struct indirect {
  T *const *ptrs;
  T *operator()(std::size_t p) const { return ptrs[p]; }
};
template <typename T>
cublasStatus_t gemm_strided(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m, int n, int k,
                            const T *alpha, const T *A, int lda, long long sA, const T *B, int ldb, long long sB,
                            const T *beta, T *C, int ldc, long long sC, int batch) {
  return gemm_any(h, ta, tb, m, n, k, alpha, strided<const T>{A, sA}, lda, strided<const T>{B, sB}, ldb, beta,
                  strided<T>{C, sC}, ldc, batch);
}
template <typename T>
cublasStatus_t geam(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m, int n, const T *alpha,
                    const T *A, int lda, const T *beta, const T *B, int ldb, T *C, int ldc) {
  if (!h) return CUBLAS_STATUS_NOT_INITIALIZED;
  if (m < 0 || n < 0 || ldc < std::max(1, m)) return CUBLAS_STATUS_INVALID_VALUE;
  if (m == 0 || n == 0) return CUBLAS_STATUS_SUCCESS;
  T a = scalar(h, alpha), b = scalar(h, beta);
  const bool tA = trans(ta), tB = trans(tb);
  const long long la = lda, lb = ldb, lc = ldc;
  for_n(std::size_t(m) * std::size_t(n), [=](std::size_t t) {
    long long i = (long long)(t % std::size_t(m)), j = (long long)(t / std::size_t(m));
    T s = T(0);
    if (a != T(0)) s += a * (tA ? A[j + i * la] : A[i + j * la]);
    if (b != T(0)) s += b * (tB ? B[j + i * lb] : B[i + j * lb]);
    C[i + j * lc] = s;
  });
  return CUBLAS_STATUS_SUCCESS;
}
/* C = a op(A) op(A)^T + b C on the uplo triangle of the n x n matrix C. */
template <typename T>
cublasStatus_t syrk(cublasHandle_t h, cublasFillMode_t uplo, cublasOperation_t op, int n, int k, const T *alpha,
                    const T *A, int lda, const T *beta, T *C, int ldc) {
  if (!h) return CUBLAS_STATUS_NOT_INITIALIZED;
  if (n < 0 || k < 0 || ldc < std::max(1, n)) return CUBLAS_STATUS_INVALID_VALUE;
  if (n == 0) return CUBLAS_STATUS_SUCCESS;
  T a = scalar(h, alpha), b = scalar(h, beta);
  const bool t = trans(op), upper = uplo == CUBLAS_FILL_MODE_UPPER;
  const long long la = lda, lc = ldc;
  for_n(std::size_t(n) * std::size_t(n), [=](std::size_t q) {
    long long i = (long long)(q % std::size_t(n)), j = (long long)(q / std::size_t(n));
    if (upper ? i > j : i < j) return;
    T s = T(0);
    for (long long l = 0; l < k; ++l) s += (t ? A[l + i * la] * A[l + j * la] : A[i + l * la] * A[j + l * la]);
    T &c = C[i + j * lc];
    c = b == T(0) ? a * s : a * s + b * c;
  });
  return CUBLAS_STATUS_SUCCESS;
}
} // namespace c2o_blas

/* ---- the cuBLAS calls -------------------------------------------------------------------- */
#define C2O_CUBLAS_REAL(p, T)                                                                                        \
  inline cublasStatus_t cublas##p##axpy(cublasHandle_t h, int n, const T *alpha, const T *x, int incx, T *y, int incy) { \
    return c2o_blas::axpy(h, n, alpha, x, incx, y, incy);                                                            \
  }                                                                                                                   \
  inline cublasStatus_t cublas##p##scal(cublasHandle_t h, int n, const T *alpha, T *x, int incx) {                   \
    return c2o_blas::scal(h, n, alpha, x, incx);                                                                     \
  }                                                                                                                   \
  inline cublasStatus_t cublas##p##copy(cublasHandle_t h, int n, const T *x, int incx, T *y, int incy) {             \
    return c2o_blas::copy(h, n, x, incx, y, incy);                                                                   \
  }                                                                                                                   \
  inline cublasStatus_t cublas##p##swap(cublasHandle_t h, int n, T *x, int incx, T *y, int incy) {                   \
    return c2o_blas::swap(h, n, x, incx, y, incy);                                                                   \
  }                                                                                                                   \
  inline cublasStatus_t cublas##p##dot(cublasHandle_t h, int n, const T *x, int incx, const T *y, int incy, T *r) {  \
    return c2o_blas::dot(h, n, x, incx, y, incy, r);                                                                 \
  }                                                                                                                   \
  inline cublasStatus_t cublas##p##nrm2(cublasHandle_t h, int n, const T *x, int incx, T *r) {                       \
    return c2o_blas::nrm2(h, n, x, incx, r);                                                                         \
  }                                                                                                                   \
  inline cublasStatus_t cublas##p##asum(cublasHandle_t h, int n, const T *x, int incx, T *r) {                       \
    return c2o_blas::asum(h, n, x, incx, r);                                                                         \
  }                                                                                                                   \
  inline cublasStatus_t cublas##p##rot(cublasHandle_t h, int n, T *x, int incx, T *y, int incy, const T *c,          \
                                       const T *s) {                                                                 \
    return c2o_blas::rot(h, n, x, incx, y, incy, c, s);                                                              \
  }                                                                                                                   \
  inline cublasStatus_t cublas##p##rotg(cublasHandle_t h, T *a, T *b, T *c, T *s) {                                  \
    return c2o_blas::rotg(h, a, b, c, s);                                                                            \
  }                                                                                                                   \
  inline cublasStatus_t cublas##p##gemv(cublasHandle_t h, cublasOperation_t trans, int m, int n, const T *alpha,     \
                                        const T *A, int lda, const T *x, int incx, const T *beta, T *y, int incy) {  \
    return c2o_blas::gemv(h, trans, m, n, alpha, A, lda, x, incx, beta, y, incy);                                   \
  }                                                                                                                   \
  inline cublasStatus_t cublas##p##ger(cublasHandle_t h, int m, int n, const T *alpha, const T *x, int incx,         \
                                       const T *y, int incy, T *A, int lda) {                                        \
    return c2o_blas::ger(h, m, n, alpha, x, incx, y, incy, A, lda);                                                  \
  }                                                                                                                   \
  inline cublasStatus_t cublas##p##gemm(cublasHandle_t h, cublasOperation_t transa, cublasOperation_t transb, int m, \
                                        int n, int k, const T *alpha, const T *A, int lda, const T *B, int ldb,      \
                                        const T *beta, T *C, int ldc) {                                              \
    return c2o_blas::gemm_strided(h, transa, transb, m, n, k, alpha, A, lda, 0, B, ldb, 0, beta, C, ldc, 0, 1);      \
  }                                                                                                                   \
  inline cublasStatus_t cublas##p##gemmStridedBatched(                                                               \
      cublasHandle_t h, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const T *alpha,     \
      const T *A, int lda, long long int strideA, const T *B, int ldb, long long int strideB, const T *beta, T *C,   \
      int ldc, long long int strideC, int batchCount) {                                                              \
    return c2o_blas::gemm_strided(h, transa, transb, m, n, k, alpha, A, lda, strideA, B, ldb, strideB, beta, C, ldc, \
                                  strideC, batchCount);                                                              \
  }                                                                                                                   \
  inline cublasStatus_t cublas##p##gemmBatched(cublasHandle_t h, cublasOperation_t transa, cublasOperation_t transb, \
                                               int m, int n, int k, const T *alpha, const T *const Aarray[], int lda, \
                                               const T *const Barray[], int ldb, const T *beta, T *const Carray[],   \
                                               int ldc, int batchCount) {                                             \
    return c2o_blas::gemm_any(h, transa, transb, m, n, k, alpha, c2o_blas::indirect<const T>{Aarray}, lda,          \
                              c2o_blas::indirect<const T>{Barray}, ldb, beta, c2o_blas::indirect<T>{Carray}, ldc,    \
                              batchCount);                                                                            \
  }                                                                                                                   \
  inline cublasStatus_t cublas##p##geam(cublasHandle_t h, cublasOperation_t transa, cublasOperation_t transb, int m, \
                                        int n, const T *alpha, const T *A, int lda, const T *beta, const T *B,       \
                                        int ldb, T *C, int ldc) {                                                     \
    return c2o_blas::geam(h, transa, transb, m, n, alpha, A, lda, beta, B, ldb, C, ldc);                            \
  }                                                                                                                   \
  inline cublasStatus_t cublas##p##syrk(cublasHandle_t h, cublasFillMode_t uplo, cublasOperation_t trans, int n,     \
                                        int k, const T *alpha, const T *A, int lda, const T *beta, T *C, int ldc) {  \
    return c2o_blas::syrk(h, uplo, trans, n, k, alpha, A, lda, beta, C, ldc);                                       \
  }
C2O_CUBLAS_REAL(S, float)
C2O_CUBLAS_REAL(D, double)
#undef C2O_CUBLAS_REAL
inline cublasStatus_t cublasIsamax(cublasHandle_t h, int n, const float *x, int incx, int *r) { return c2o_blas::iamax<float, true>(h, n, x, incx, r); }
inline cublasStatus_t cublasIdamax(cublasHandle_t h, int n, const double *x, int incx, int *r) { return c2o_blas::iamax<double, true>(h, n, x, incx, r); }
inline cublasStatus_t cublasIsamin(cublasHandle_t h, int n, const float *x, int incx, int *r) { return c2o_blas::iamax<float, false>(h, n, x, incx, r); }
inline cublasStatus_t cublasIdamin(cublasHandle_t h, int n, const double *x, int incx, int *r) { return c2o_blas::iamax<double, false>(h, n, x, incx, r); }

/* GemmEx: the real types with matching compute types; anything else is
 * CUBLAS_STATUS_NOT_SUPPORTED (the call's status says so at run time). */
inline cublasStatus_t cublasGemmStridedBatchedEx(cublasHandle_t h, cublasOperation_t transa, cublasOperation_t transb,
                                                 int m, int n, int k, const void *alpha, const void *A,
                                                 c2o_data_type_t Atype, int lda, long long int strideA, const void *B,
                                                 c2o_data_type_t Btype, int ldb, long long int strideB, const void *beta,
                                                 void *C, c2o_data_type_t Ctype, int ldc, long long int strideC,
                                                 int batchCount, cublasComputeType_t computeType, cublasGemmAlgo_t) {
  if (Atype == CUDA_R_32F && Btype == CUDA_R_32F && Ctype == CUDA_R_32F &&
      (computeType == CUBLAS_COMPUTE_32F || computeType == CUBLAS_COMPUTE_32F_PEDANTIC ||
       computeType == CUBLAS_COMPUTE_32F_FAST_TF32 || computeType == CUBLAS_COMPUTE_32F_FAST_16F ||
       computeType == CUBLAS_COMPUTE_32F_FAST_16BF))
    return c2o_blas::gemm_strided(h, transa, transb, m, n, k, static_cast<const float *>(alpha),
                                  static_cast<const float *>(A), lda, strideA, static_cast<const float *>(B), ldb,
                                  strideB, static_cast<const float *>(beta), static_cast<float *>(C), ldc, strideC,
                                  batchCount);
  if (Atype == CUDA_R_64F && Btype == CUDA_R_64F && Ctype == CUDA_R_64F &&
      (computeType == CUBLAS_COMPUTE_64F || computeType == CUBLAS_COMPUTE_64F_PEDANTIC))
    return c2o_blas::gemm_strided(h, transa, transb, m, n, k, static_cast<const double *>(alpha),
                                  static_cast<const double *>(A), lda, strideA, static_cast<const double *>(B), ldb,
                                  strideB, static_cast<const double *>(beta), static_cast<double *>(C), ldc, strideC,
                                  batchCount);
  return CUBLAS_STATUS_NOT_SUPPORTED;
}
inline cublasStatus_t cublasGemmEx(cublasHandle_t h, cublasOperation_t transa, cublasOperation_t transb, int m, int n,
                                   int k, const void *alpha, const void *A, c2o_data_type_t Atype, int lda,
                                   const void *B, c2o_data_type_t Btype, int ldb, const void *beta, void *C,
                                   c2o_data_type_t Ctype, int ldc, cublasComputeType_t computeType,
                                   cublasGemmAlgo_t algo) {
  return cublasGemmStridedBatchedEx(h, transa, transb, m, n, k, alpha, A, Atype, lda, 0, B, Btype, ldb, 0, beta, C,
                                    Ctype, ldc, 0, 1, computeType, algo);
}

/* ---- triangular solve, batched LU, half-precision gemm -------------------------------------- */
namespace c2o_blas {
/* op(A) X = a B (left) or X op(A) = a B (right), X over B. One thread per
 * column (left) or row (right) of B: the substitution is sequential in it. */
template <typename T>
cublasStatus_t trsm(cublasHandle_t h, cublasSideMode_t side, cublasFillMode_t uplo, cublasOperation_t op,
                    cublasDiagType_t diag, int m, int n, const T *alpha, const T *A, int lda, T *B, int ldb) {
  if (!h) return CUBLAS_STATUS_NOT_INITIALIZED;
  const bool left = side == CUBLAS_SIDE_LEFT;
  const int na = left ? m : n;
  if (m < 0 || n < 0 || lda < std::max(1, na) || ldb < std::max(1, m)) return CUBLAS_STATUS_INVALID_VALUE;
  if (m == 0 || n == 0) return CUBLAS_STATUS_SUCCESS;
  const T a = scalar(h, alpha);
  /* right side: x op(A) = b is op(A)^T x^T = b^T */
  const bool t = trans(op) != !left, unit = diag == CUBLAS_DIAG_UNIT;
  const bool lower = (uplo == CUBLAS_FILL_MODE_LOWER) != t; /* the triangle of op'(A) */
  const long long la = lda, lb = ldb;
  for_n(std::size_t(left ? n : m), [=](std::size_t v) {
    auto x = [&](long long i) -> T & { return left ? B[i + (long long)v * lb] : B[(long long)v + i * lb]; };
    auto el = [&](long long i, long long j) { return t ? A[j + i * la] : A[i + j * la]; };
    for (long long i = 0; i < na; ++i) x(i) = a * x(i);
    for (long long s = 0; s < na; ++s) {
      const long long i = lower ? s : na - 1 - s;
      T acc = x(i);
      if (lower) for (long long j = 0; j < i; ++j) acc -= el(i, j) * x(j);
      else for (long long j = i + 1; j < na; ++j) acc -= el(i, j) * x(j);
      x(i) = unit ? acc : acc / el(i, i);
    }
  });
  return CUBLAS_STATUS_SUCCESS;
}
/* LU with partial pivoting (P != null) of each n x n matrix, in place, one
 * thread per matrix (LAPACK's getrf: the pivot is the first largest |a|);
 * P gets the 1-based pivots, info the first zero U(i,i) (1-based) or 0. */
template <typename T>
cublasStatus_t getrf_batched(cublasHandle_t h, int n, T *const A[], int lda, int *P, int *info, int batch) {
  if (!h) return CUBLAS_STATUS_NOT_INITIALIZED;
  if (n < 0 || lda < std::max(1, n) || batch < 0) return CUBLAS_STATUS_INVALID_VALUE;
  if (batch == 0) return CUBLAS_STATUS_SUCCESS;
  const long long la = lda;
  for_n(std::size_t(batch), [=](std::size_t b) {
    T *M = A[b];
    int *piv = P ? P + (long long)b * n : nullptr;
    int bad = 0;
    for (long long k = 0; k < n; ++k) {
      long long p = k;
      if (piv) {
        T best = M[k + k * la] < T(0) ? -M[k + k * la] : M[k + k * la];
        for (long long i = k + 1; i < n; ++i) {
          T v = M[i + k * la] < T(0) ? -M[i + k * la] : M[i + k * la];
          if (v > best) { best = v; p = i; }
        }
        piv[k] = int(p + 1);
        if (p != k)
          for (long long j = 0; j < n; ++j) { T s = M[k + j * la]; M[k + j * la] = M[p + j * la]; M[p + j * la] = s; }
      }
      const T d = M[k + k * la];
      if (d == T(0)) {
        if (!bad) bad = int(k + 1);
        continue;
      }
      for (long long i = k + 1; i < n; ++i) M[i + k * la] /= d;
      for (long long j = k + 1; j < n; ++j) {
        const T u = M[k + j * la];
        if (u != T(0))
          for (long long i = k + 1; i < n; ++i) M[i + j * la] -= M[i + k * la] * u;
      }
    }
    info[b] = bad;
  });
  return CUBLAS_STATUS_SUCCESS;
}
/* x = A^-1 x with A = P L U in M (getrf's result): one right-hand side x of stride inc. */
template <typename T>
inline void lu_solve(bool transposed, long long n, const T *M, long long la, const int *piv, T *x, long long inc) {
  if (!transposed) { /* L U x = P^T b */
    if (piv)
      for (long long i = 0; i < n; ++i) {
        long long p = piv[i] - 1;
        if (p != i) { T s = x[i * inc]; x[i * inc] = x[p * inc]; x[p * inc] = s; }
      }
    for (long long i = 0; i < n; ++i)
      for (long long j = 0; j < i; ++j) x[i * inc] -= M[i + j * la] * x[j * inc];
    for (long long i = n - 1; i >= 0; --i) {
      for (long long j = i + 1; j < n; ++j) x[i * inc] -= M[i + j * la] * x[j * inc];
      x[i * inc] /= M[i + i * la];
    }
  } else { /* U^T L^T P^T x = b */
    for (long long i = 0; i < n; ++i) {
      for (long long j = 0; j < i; ++j) x[i * inc] -= M[j + i * la] * x[j * inc];
      x[i * inc] /= M[i + i * la];
    }
    for (long long i = n - 1; i >= 0; --i)
      for (long long j = i + 1; j < n; ++j) x[i * inc] -= M[j + i * la] * x[j * inc];
    if (piv)
      for (long long i = n - 1; i >= 0; --i) {
        long long p = piv[i] - 1;
        if (p != i) { T s = x[i * inc]; x[i * inc] = x[p * inc]; x[p * inc] = s; }
      }
  }
}
template <typename T>
cublasStatus_t getrs_batched(cublasHandle_t h, cublasOperation_t op, int n, int nrhs, const T *const A[], int lda,
                             const int *P, T *const B[], int ldb, int *info, int batch) {
  if (!h) return CUBLAS_STATUS_NOT_INITIALIZED;
  int bad = n < 0 ? -2 : nrhs < 0 ? -3 : lda < std::max(1, n) ? -5 : ldb < std::max(1, n) ? -8 : batch < 0 ? -10 : 0;
  if (info) *info = bad; /* a host pointer: the check of the arguments */
  if (bad) return CUBLAS_STATUS_INVALID_VALUE;
  if (n == 0 || nrhs == 0 || batch == 0) return CUBLAS_STATUS_SUCCESS;
  const bool t = trans(op);
  const long long la = lda, lb = ldb;
  for_n(std::size_t(batch) * std::size_t(nrhs), [=](std::size_t q) {
    const std::size_t b = q / std::size_t(nrhs), c = q % std::size_t(nrhs);
    lu_solve(t, n, A[b], la, P ? P + (long long)b * n : nullptr, B[b] + (long long)c * lb, 1);
  });
  return CUBLAS_STATUS_SUCCESS;
}
/* C = A^-1 from getrf's factors: one thread per column of each inverse; info
 * the first zero U(i,i) (1-based) or 0. */
template <typename T>
cublasStatus_t getri_batched(cublasHandle_t h, int n, const T *const A[], int lda, const int *P, T *const C[], int ldc,
                             int *info, int batch) {
  if (!h) return CUBLAS_STATUS_NOT_INITIALIZED;
  if (n < 0 || lda < std::max(1, n) || ldc < std::max(1, n) || batch < 0) return CUBLAS_STATUS_INVALID_VALUE;
  if (batch == 0) return CUBLAS_STATUS_SUCCESS;
  const long long la = lda, lc = ldc;
  for_n(std::size_t(batch), [=](std::size_t b) {
    int bad = 0;
    for (long long i = 0; i < n && !bad; ++i)
      if (A[b][i + i * la] == T(0)) bad = int(i + 1);
    info[b] = bad;
  });
  for_n(std::size_t(batch) * std::size_t(n), [=](std::size_t q) {
    const std::size_t b = q / std::size_t(n);
    const long long c = (long long)(q % std::size_t(n));
    const T *M = A[b];
    for (long long i = 0; i < n; ++i)
      if (M[i + i * la] == T(0)) return; /* singular: info says so, C is left */
    T *x = C[b] + c * lc;
    for (long long i = 0; i < n; ++i) x[i] = i == c ? T(1) : T(0);
    lu_solve(false, n, M, la, P ? P + (long long)b * n : nullptr, x, 1);
  });
  return CUBLAS_STATUS_SUCCESS;
}
/* Ainv = A^-1 for n <= 32, A unchanged: each thread factors a copy in scratch. */
template <typename T>
cublasStatus_t matinv_batched(cublasHandle_t h, int n, const T *const A[], int lda, T *const Ainv[], int ldi,
                              int *info, int batch) {
  if (!h) return CUBLAS_STATUS_NOT_INITIALIZED;
  if (n < 0 || n > 32 || lda < std::max(1, n) || ldi < std::max(1, n) || batch < 0) return CUBLAS_STATUS_INVALID_VALUE;
  if (batch == 0 || n == 0) return CUBLAS_STATUS_SUCCESS;
  T *work = static_cast<T *>(c2o_par::dev_alloc(std::size_t(batch) * n * n * sizeof(T)));
  T **ptrs = static_cast<T **>(c2o_par::dev_alloc(std::size_t(batch) * sizeof(T *)));
  int *piv = static_cast<int *>(c2o_par::dev_alloc(std::size_t(batch) * n * sizeof(int)));
  const long long la = lda, nn = n;
  for_n(std::size_t(batch), [=](std::size_t b) {
    ptrs[b] = work + (long long)b * nn * nn;
    for (long long j = 0; j < nn; ++j)
      for (long long i = 0; i < nn; ++i) ptrs[b][i + j * nn] = A[b][i + j * la];
  });
  cublasStatus_t s = getrf_batched(h, n, ptrs, n, piv, info, batch);
  if (s == CUBLAS_STATUS_SUCCESS) s = getri_batched<T>(h, n, ptrs, n, piv, Ainv, ldi, info, batch);
  c2o_par::dev_free(piv);
  c2o_par::dev_free(ptrs);
  c2o_par::dev_free(work);
  return s;
}
/* Half-precision gemm: products summed in float, rounded to half once (as
 * cuBLAS's default for Hgemm on GPUs that accumulate in FP32). */
template <typename GetA, typename GetB, typename GetC>
cublasStatus_t hgemm(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m, int n, int k,
                     const __half *alpha, GetA getA, int lda, GetB getB, int ldb, const __half *beta, GetC getC,
                     int ldc, int batch) {
  if (!h) return CUBLAS_STATUS_NOT_INITIALIZED;
  if (m < 0 || n < 0 || k < 0 || batch < 0 || ldc < std::max(1, m) || lda < std::max(1, trans(ta) ? k : m) ||
      ldb < std::max(1, trans(tb) ? n : k))
    return CUBLAS_STATUS_INVALID_VALUE;
  if (m == 0 || n == 0 || batch == 0) return CUBLAS_STATUS_SUCCESS;
  const float a = __half2float(scalar(h, alpha)), b = __half2float(scalar(h, beta));
  const bool tA = trans(ta), tB = trans(tb);
  const long long la = lda, lb = ldb, lc = ldc;
  const std::size_t per = std::size_t(m) * std::size_t(n);
  for_n(per * std::size_t(batch), [=](std::size_t t) {
    const std::size_t p = t / per, r = t % per;
    const long long i = (long long)(r % std::size_t(m)), j = (long long)(r / std::size_t(m));
    const __half *Ap = getA(p);
    const __half *Bp = getB(p);
    __half *Cp = getC(p);
    float s = 0.0f;
    for (long long l = 0; l < k; ++l)
      s += __half2float(tA ? Ap[l + i * la] : Ap[i + l * la]) * __half2float(tB ? Bp[j + l * lb] : Bp[l + j * lb]);
    __half &c = Cp[i + j * lc];
    c = __float2half(b == 0.0f ? a * s : a * s + b * __half2float(c));
  });
  return CUBLAS_STATUS_SUCCESS;
}
} // namespace c2o_blas
#define C2O_CUBLAS_SOLVE(p, T)                                                                                       \
  inline cublasStatus_t cublas##p##trsm(cublasHandle_t h, cublasSideMode_t side, cublasFillMode_t uplo,              \
                                        cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const T *alpha, \
                                        const T *A, int lda, T *B, int ldb) {                                        \
    return c2o_blas::trsm(h, side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb);                                  \
  }                                                                                                                   \
  inline cublasStatus_t cublas##p##getrfBatched(cublasHandle_t h, int n, T *const A[], int lda, int *P, int *info,   \
                                                int batchSize) {                                                      \
    return c2o_blas::getrf_batched(h, n, A, lda, P, info, batchSize);                                                \
  }                                                                                                                   \
  inline cublasStatus_t cublas##p##getrsBatched(cublasHandle_t h, cublasOperation_t trans, int n, int nrhs,         \
                                                const T *const Aarray[], int lda, const int *devIpiv,               \
                                                T *const Barray[], int ldb, int *info, int batchSize) {             \
    return c2o_blas::getrs_batched(h, trans, n, nrhs, Aarray, lda, devIpiv, Barray, ldb, info, batchSize);          \
  }                                                                                                                   \
  inline cublasStatus_t cublas##p##getriBatched(cublasHandle_t h, int n, const T *const A[], int lda, const int *P,  \
                                                T *const C[], int ldc, int *info, int batchSize) {                   \
    return c2o_blas::getri_batched(h, n, A, lda, P, C, ldc, info, batchSize);                                        \
  }                                                                                                                   \
  inline cublasStatus_t cublas##p##matinvBatched(cublasHandle_t h, int n, const T *const A[], int lda,               \
                                                 T *const Ainv[], int lda_inv, int *info, int batchSize) {           \
    return c2o_blas::matinv_batched(h, n, A, lda, Ainv, lda_inv, info, batchSize);                                   \
  }
C2O_CUBLAS_SOLVE(S, float)
C2O_CUBLAS_SOLVE(D, double)
#undef C2O_CUBLAS_SOLVE
inline cublasStatus_t cublasHgemm(cublasHandle_t h, cublasOperation_t transa, cublasOperation_t transb, int m, int n,
                                  int k, const __half *alpha, const __half *A, int lda, const __half *B, int ldb,
                                  const __half *beta, __half *C, int ldc) {
  return c2o_blas::hgemm(h, transa, transb, m, n, k, alpha, c2o_blas::strided<const __half>{A, 0}, lda,
                         c2o_blas::strided<const __half>{B, 0}, ldb, beta, c2o_blas::strided<__half>{C, 0}, ldc, 1);
}
inline cublasStatus_t cublasHgemmStridedBatched(cublasHandle_t h, cublasOperation_t transa, cublasOperation_t transb,
                                                int m, int n, int k, const __half *alpha, const __half *A, int lda,
                                                long long int strideA, const __half *B, int ldb, long long int strideB,
                                                const __half *beta, __half *C, int ldc, long long int strideC,
                                                int batchCount) {
  return c2o_blas::hgemm(h, transa, transb, m, n, k, alpha, c2o_blas::strided<const __half>{A, strideA}, lda,
                         c2o_blas::strided<const __half>{B, strideB}, ldb, beta,
                         c2o_blas::strided<__half>{C, strideC}, ldc, batchCount);
}
inline cublasStatus_t cublasHgemmBatched(cublasHandle_t h, cublasOperation_t transa, cublasOperation_t transb, int m,
                                         int n, int k, const __half *alpha, const __half *const Aarray[], int lda,
                                         const __half *const Barray[], int ldb, const __half *beta,
                                         __half *const Carray[], int ldc, int batchCount) {
  return c2o_blas::hgemm(h, transa, transb, m, n, k, alpha, c2o_blas::indirect<const __half>{Aarray}, lda,
                         c2o_blas::indirect<const __half>{Barray}, ldb, beta, c2o_blas::indirect<__half>{Carray}, ldc,
                         batchCount);
}

/* ---- the legacy API (cublas.h) ---------------------------------------------------------- */
namespace c2o_blas {
inline cublasHandle_t legacy() {
  static cublasContext h{0, CUBLAS_POINTER_MODE_HOST, CUBLAS_DEFAULT_MATH, CUBLAS_ATOMICS_NOT_ALLOWED};
  return &h;
}
inline cublasStatus_t &legacy_error() {
  static cublasStatus_t e = CUBLAS_STATUS_SUCCESS;
  return e;
}
inline void legacy_note(cublasStatus_t s) {
  if (s != CUBLAS_STATUS_SUCCESS) legacy_error() = s;
}
inline cublasOperation_t op_of(char c) {
  return (c == 'N' || c == 'n') ? CUBLAS_OP_N : (c == 'T' || c == 't') ? CUBLAS_OP_T : CUBLAS_OP_C;
}
/* The legacy API's characters for trsm: side 'L'/'R', triangle 'U'/'L', diagonal 'N'/'U'. */
inline cublasSideMode_t side_of(char c) { return (c == 'L' || c == 'l') ? CUBLAS_SIDE_LEFT : CUBLAS_SIDE_RIGHT; }
inline cublasFillMode_t fill_of(char c) { return (c == 'U' || c == 'u') ? CUBLAS_FILL_MODE_UPPER : CUBLAS_FILL_MODE_LOWER; }
inline cublasDiagType_t diag_of(char c) { return (c == 'U' || c == 'u') ? CUBLAS_DIAG_UNIT : CUBLAS_DIAG_NON_UNIT; }
} // namespace c2o_blas
inline cublasStatus cublasInit(void) { return CUBLAS_STATUS_SUCCESS; }
inline cublasStatus cublasShutdown(void) { return CUBLAS_STATUS_SUCCESS; }
inline cublasStatus cublasGetError(void) {
  cublasStatus e = c2o_blas::legacy_error();
  c2o_blas::legacy_error() = CUBLAS_STATUS_SUCCESS;
  return e;
}
inline cublasStatus cublasAlloc(int n, int elemSize, void **devicePtr) {
  if (n <= 0 || elemSize <= 0 || !devicePtr) return CUBLAS_STATUS_INVALID_VALUE;
  return c2o_malloc(devicePtr, size_t(n) * elemSize) == c2o_success ? CUBLAS_STATUS_SUCCESS : CUBLAS_STATUS_ALLOC_FAILED;
}
inline cublasStatus cublasFree(void *devicePtr) {
  return c2o_free(devicePtr) == c2o_success ? CUBLAS_STATUS_SUCCESS : CUBLAS_STATUS_INTERNAL_ERROR;
}
inline cublasStatus cublasGetVersion(int *version) { return cublasGetVersion(c2o_blas::legacy(), version); }
inline cublasStatus cublasSetKernelStream(c2o_stream_t s) { return cublasSetStream(c2o_blas::legacy(), s); }
#define C2O_CUBLAS_LEGACY(p, T)                                                                                   \
  inline void cublas##p##axpy(int n, T alpha, const T *x, int incx, T *y, int incy) {                            \
    c2o_blas::legacy_note(c2o_blas::axpy(c2o_blas::legacy(), n, &alpha, x, incx, y, incy));                     \
  }                                                                                                                \
  inline void cublas##p##scal(int n, T alpha, T *x, int incx) {                                                  \
    c2o_blas::legacy_note(c2o_blas::scal(c2o_blas::legacy(), n, &alpha, x, incx));                              \
  }                                                                                                                \
  inline void cublas##p##copy(int n, const T *x, int incx, T *y, int incy) {                                     \
    c2o_blas::legacy_note(c2o_blas::copy(c2o_blas::legacy(), n, x, incx, y, incy));                             \
  }                                                                                                                \
  inline void cublas##p##swap(int n, T *x, int incx, T *y, int incy) {                                           \
    c2o_blas::legacy_note(c2o_blas::swap(c2o_blas::legacy(), n, x, incx, y, incy));                             \
  }                                                                                                                \
  inline T cublas##p##dot(int n, const T *x, int incx, const T *y, int incy) {                                   \
    T r = T(0);                                                                                                    \
    c2o_blas::legacy_note(c2o_blas::dot(c2o_blas::legacy(), n, x, incx, y, incy, &r));                          \
    return r;                                                                                                      \
  }                                                                                                                \
  inline T cublas##p##nrm2(int n, const T *x, int incx) {                                                        \
    T r = T(0);                                                                                                    \
    c2o_blas::legacy_note(c2o_blas::nrm2(c2o_blas::legacy(), n, x, incx, &r));                                   \
    return r;                                                                                                      \
  }                                                                                                                \
  inline T cublas##p##asum(int n, const T *x, int incx) {                                                        \
    T r = T(0);                                                                                                    \
    c2o_blas::legacy_note(c2o_blas::asum(c2o_blas::legacy(), n, x, incx, &r));                                   \
    return r;                                                                                                      \
  }                                                                                                                \
  inline void cublas##p##gemv(char trans, int m, int n, T alpha, const T *A, int lda, const T *x, int incx,      \
                              T beta, T *y, int incy) {                                                          \
    c2o_blas::legacy_note(c2o_blas::gemv(c2o_blas::legacy(), c2o_blas::op_of(trans), m, n, &alpha, A, lda, x,   \
                                         incx, &beta, y, incy));                                                  \
  }                                                                                                                \
  inline void cublas##p##ger(int m, int n, T alpha, const T *x, int incx, const T *y, int incy, T *A, int lda) { \
    c2o_blas::legacy_note(c2o_blas::ger(c2o_blas::legacy(), m, n, &alpha, x, incx, y, incy, A, lda));            \
  }                                                                                                                \
  inline void cublas##p##gemm(char transa, char transb, int m, int n, int k, T alpha, const T *A, int lda,       \
                              const T *B, int ldb, T beta, T *C, int ldc) {                                      \
    c2o_blas::legacy_note(c2o_blas::gemm_strided(c2o_blas::legacy(), c2o_blas::op_of(transa),                    \
                                                 c2o_blas::op_of(transb), m, n, k, &alpha, A, lda, 0, B, ldb, 0, \
                                                 &beta, C, ldc, 0, 1));                                           \
  }                                                                                                                \
  inline void cublas##p##trsm(char side, char uplo, char transa, char diag, int m, int n, T alpha, const T *A,    \
                              int lda, T *B, int ldb) {                                                          \
    c2o_blas::legacy_note(c2o_blas::trsm(c2o_blas::legacy(), c2o_blas::side_of(side), c2o_blas::fill_of(uplo),   \
                                         c2o_blas::op_of(transa), c2o_blas::diag_of(diag), m, n, &alpha, A, lda, \
                                         B, ldb));                                                                \
  }
C2O_CUBLAS_LEGACY(S, float)
C2O_CUBLAS_LEGACY(D, double)
#undef C2O_CUBLAS_LEGACY
inline int cublasIsamax(int n, const float *x, int incx) {
  int r = 0;
  c2o_blas::legacy_note(c2o_blas::iamax<float, true>(c2o_blas::legacy(), n, x, incx, &r));
  return r;
}
inline int cublasIdamax(int n, const double *x, int incx) {
  int r = 0;
  c2o_blas::legacy_note(c2o_blas::iamax<double, true>(c2o_blas::legacy(), n, x, incx, &r));
  return r;
}
inline int cublasIsamin(int n, const float *x, int incx) {
  int r = 0;
  c2o_blas::legacy_note(c2o_blas::iamax<float, false>(c2o_blas::legacy(), n, x, incx, &r));
  return r;
}
inline int cublasIdamin(int n, const double *x, int incx) {
  int r = 0;
  c2o_blas::legacy_note(c2o_blas::iamax<double, false>(c2o_blas::legacy(), n, x, incx, &r));
  return r;
}

#endif /* C2O_CUBLAS_H */
