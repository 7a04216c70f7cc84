/* c2o_cusolver.h - dense cuSOLVER in OpenMP (C++17): what translated programs
 * include in place of <cusolverDn.h>. The names are cuSOLVER's own.
 *
 *   handle   cusolverDnCreate, Destroy, Set/GetStream (recorded; calls are
 *            synchronous)
 *   LU       S/D getrf_bufferSize, getrf (partial pivoting when devIpiv is
 *            not null, LAPACK's choice of pivot), getrs (N, T, C)
 *   Cholesky S/D potrf_bufferSize, potrf, potrs (lower or upper)
 *   QR       S/D geqrf_bufferSize, geqrf (Householder, LAPACK's reflectors),
 *            ormqr_bufferSize, ormqr (left or right, N or T)
 *
 * Column-major matrices in device memory; devIpiv, devInfo and TAU are
 * device pointers, as in cuSOLVER; devInfo gets LAPACK's info (0, -i for a
 * wrong argument i, or the first zero pivot / non-positive minor, 1-based).
 * The workspace the _bufferSize calls ask for is not used (they report one
 * element). Each factorisation step is a target region on the current device:
 * the trailing update of getrf and potrf is parallel over its elements, the
 * pivot search and a column's scaling run per step; getrs, potrs and ormqr
 * give each right-hand side (column of C) one thread. Complex types (C, Z)
 * are declared only: the translator gives C2O1030 for them, naming the
 * hipSOLVER call. */
#ifndef C2O_CUSOLVER_H
#define C2O_CUSOLVER_H

#include "c2o_cublas.h"
#include "c2o_cusolver_types.h"
#include <cmath>

struct cusolverDnContext {
  c2o_stream_t stream;
};
typedef struct cusolverDnContext *cusolverDnHandle_t;

inline cusolverStatus_t cusolverDnCreate(cusolverDnHandle_t *handle) {
  if (!handle) return CUSOLVER_STATUS_INVALID_VALUE;
  *handle = new cusolverDnContext{0};
  return CUSOLVER_STATUS_SUCCESS;
}
inline cusolverStatus_t cusolverDnDestroy(cusolverDnHandle_t handle) {
  if (!handle) return CUSOLVER_STATUS_NOT_INITIALIZED;
  delete handle;
  return CUSOLVER_STATUS_SUCCESS;
}
inline cusolverStatus_t cusolverDnSetStream(cusolverDnHandle_t h, c2o_stream_t s) {
  if (!h) return CUSOLVER_STATUS_NOT_INITIALIZED;
  h->stream = s;
  return CUSOLVER_STATUS_SUCCESS;
}
inline cusolverStatus_t cusolverDnGetStream(cusolverDnHandle_t h, c2o_stream_t *s) {
  if (!h) return CUSOLVER_STATUS_NOT_INITIALIZED;
  if (!s) return CUSOLVER_STATUS_INVALID_VALUE;
  *s = h->stream;
  return CUSOLVER_STATUS_SUCCESS;
}

namespace c2o_solver {
using c2o_par::for_n;
inline void set_info(int *devInfo, int v) {
  if (devInfo) c2o_par::to_device(devInfo, &v, sizeof(int));
}
/* A device scalar read back (a pivot, a diagonal element). */
template <typename T> T read(const T *p) {
  T v;
  c2o_par::to_host(&v, p, sizeof(T));
  return v;
}

/* LU of the m x n matrix A, right-looking: per column k, the pivot (the first
 * largest |a|), the row swap, the multipliers, the rank-1 update. */
template <typename T> cusolverStatus_t getrf(cusolverDnHandle_t h, int m, int n, T *A, int lda, int *ipiv, int *info) {
  if (!h) return CUSOLVER_STATUS_NOT_INITIALIZED;
  int bad = m < 0 ? -2 : n < 0 ? -3 : lda < std::max(1, m) ? -5 : 0;
  if (bad) { set_info(info, bad); return CUSOLVER_STATUS_INVALID_VALUE; }
  const long long la = lda, M = m, N = n;
  int *first = static_cast<int *>(c2o_par::dev_alloc(sizeof(int)));
  for_n(1, [=](std::size_t) { *first = 0; });
  for (long long k = 0; k < std::min(M, N); ++k) {
    for_n(1, [=](std::size_t) { /* the pivot, the swap of row k with it, the multipliers */
      long long p = k;
      if (ipiv) {
        T best = std::fabs(A[k + k * la]);
        for (long long i = k + 1; i < M; ++i)
          if (std::fabs(A[i + k * la]) > best) { best = std::fabs(A[i + k * la]); p = i; }
        ipiv[k] = int(p + 1);
      }
      if (p != k)
        for (long long j = 0; j < N; ++j) { T s = A[k + j * la]; A[k + j * la] = A[p + j * la]; A[p + j * la] = s; }
      const T d = A[k + k * la];
      if (d == T(0)) {
        if (*first == 0) *first = int(k + 1);
        return;
      }
      for (long long i = k + 1; i < M; ++i) A[i + k * la] /= d;
    });
    const long long rows = M - k - 1, cols = N - k - 1;
    if (rows <= 0 || cols <= 0) continue;
    for_n(std::size_t(rows * cols), [=](std::size_t q) {
      const long long i = k + 1 + (long long)(q % std::size_t(rows)), j = k + 1 + (long long)(q / std::size_t(rows));
      A[i + j * la] -= A[i + k * la] * A[k + j * la]; /* l_ik is 0 after a zero pivot: nothing changes */
    });
  }
  if (info) c2o_par::dev_copy(info, first, sizeof(int));
  c2o_par::dev_free(first);
  return CUSOLVER_STATUS_SUCCESS;
}
template <typename T>
cusolverStatus_t getrs(cusolverDnHandle_t h, cublasOperation_t op, int n, int nrhs, const T *A, int lda,
                       const int *ipiv, T *B, int ldb, int *info) {
  if (!h) return CUSOLVER_STATUS_NOT_INITIALIZED;
  int bad = n < 0 ? -3 : nrhs < 0 ? -4 : lda < std::max(1, n) ? -6 : ldb < std::max(1, n) ? -9 : 0;
  set_info(info, bad);
  if (bad) return CUSOLVER_STATUS_INVALID_VALUE;
  if (n == 0 || nrhs == 0) return CUSOLVER_STATUS_SUCCESS;
  const bool t = op != CUBLAS_OP_N;
  const long long la = lda, lb = ldb;
  for_n(std::size_t(nrhs), [=](std::size_t c) { c2o_blas::lu_solve(t, n, A, la, ipiv, B + (long long)c * lb, 1); });
  return CUSOLVER_STATUS_SUCCESS;
}
/* Cholesky, right-looking, on the uplo triangle: lower A = L L^T (L in the
 * lower triangle), upper A = U^T U. info: the order of the first minor that
 * is not positive definite. */
template <typename T>
cusolverStatus_t potrf(cusolverDnHandle_t h, cublasFillMode_t uplo, int n, T *A, int lda, int *info) {
  if (!h) return CUSOLVER_STATUS_NOT_INITIALIZED;
  int bad = (uplo != CUBLAS_FILL_MODE_LOWER && uplo != CUBLAS_FILL_MODE_UPPER) ? -2 : n < 0 ? -3
            : lda < std::max(1, n) ? -5 : 0;
  if (bad) { set_info(info, bad); return CUSOLVER_STATUS_INVALID_VALUE; }
  const bool lower = uplo == CUBLAS_FILL_MODE_LOWER;
  const long long la = lda, N = n;
  /* element (i, j) of the lower factor, i >= j, wherever the triangle keeps it */
  auto at = [=](long long i, long long j) { return lower ? i + j * la : j + i * la; };
  int result = 0;
  for (long long k = 0; k < N; ++k) {
    const long long dk = at(k, k);
    const T d = read(A + dk);
    if (!(d > T(0))) { result = int(k + 1); break; }
    const T r = std::sqrt(d);
    const long long rest = N - k - 1;
    for_n(std::size_t(rest + 1), [=](std::size_t q) {
      if (q == 0) A[dk] = r;
      else A[at(k + (long long)q, k)] /= r;
    });
    if (rest <= 0) continue;
    for_n(std::size_t(rest * rest), [=](std::size_t q) {
      const long long i = k + 1 + (long long)(q % std::size_t(rest)), j = k + 1 + (long long)(q / std::size_t(rest));
      if (i >= j) A[at(i, j)] -= A[at(i, k)] * A[at(j, k)];
    });
  }
  set_info(info, result);
  return CUSOLVER_STATUS_SUCCESS;
}
template <typename T>
cusolverStatus_t potrs(cusolverDnHandle_t h, cublasFillMode_t uplo, int n, int nrhs, const T *A, int lda, T *B,
                       int ldb, int *info) {
  if (!h) return CUSOLVER_STATUS_NOT_INITIALIZED;
  int bad = (uplo != CUBLAS_FILL_MODE_LOWER && uplo != CUBLAS_FILL_MODE_UPPER) ? -2 : n < 0 ? -3 : nrhs < 0 ? -4
            : lda < std::max(1, n) ? -6 : ldb < std::max(1, n) ? -8 : 0;
  set_info(info, bad);
  if (bad) return CUSOLVER_STATUS_INVALID_VALUE;
  if (n == 0 || nrhs == 0) return CUSOLVER_STATUS_SUCCESS;
  const bool lower = uplo == CUBLAS_FILL_MODE_LOWER;
  const long long la = lda, lb = ldb, N = n;
  for_n(std::size_t(nrhs), [=](std::size_t c) {
    auto L = [&](long long i, long long j) { return lower ? A[i + j * la] : A[j + i * la]; };
    T *x = B + (long long)c * lb;
    for (long long i = 0; i < N; ++i) { /* L y = b */
      T s = x[i];
      for (long long j = 0; j < i; ++j) s -= L(i, j) * x[j];
      x[i] = s / L(i, i);
    }
    for (long long i = N - 1; i >= 0; --i) { /* L^T x = y */
      T s = x[i];
      for (long long j = i + 1; j < N; ++j) s -= L(j, i) * x[j];
      x[i] = s / L(i, i);
    }
  });
  return CUSOLVER_STATUS_SUCCESS;
}
/* QR by Householder reflectors H_k = I - tau_k v v^T, v(k) = 1 and v below
 * the diagonal in A, R on and above it (LAPACK's geqrf and its larfg). */
template <typename T>
cusolverStatus_t geqrf(cusolverDnHandle_t h, int m, int n, T *A, int lda, T *tau, int *info) {
  if (!h) return CUSOLVER_STATUS_NOT_INITIALIZED;
  int bad = m < 0 ? -2 : n < 0 ? -3 : lda < std::max(1, m) ? -5 : 0;
  set_info(info, bad);
  if (bad) return CUSOLVER_STATUS_INVALID_VALUE;
  const long long la = lda, M = m, N = n;
  for (long long k = 0; k < std::min(M, N); ++k) {
    for_n(1, [=](std::size_t) { /* the reflector of column k */
      T alpha = A[k + k * la], xnorm = T(0), scale = T(0);
      for (long long i = k + 1; i < M; ++i) scale = std::fmax(scale, std::fabs(A[i + k * la]));
      if (scale > T(0))
        for (long long i = k + 1; i < M; ++i) { T v = A[i + k * la] / scale; xnorm += v * v; }
      xnorm = scale * std::sqrt(xnorm);
      if (xnorm == T(0)) { tau[k] = T(0); return; }
      T beta = -std::copysign(std::hypot(alpha, xnorm), alpha);
      tau[k] = (beta - alpha) / beta;
      const T f = T(1) / (alpha - beta);
      for (long long i = k + 1; i < M; ++i) A[i + k * la] *= f;
      A[k + k * la] = beta;
    });
    const long long cols = N - k - 1;
    if (cols <= 0) continue;
    for_n(std::size_t(cols), [=](std::size_t q) { /* H_k applied to column j: a_j -= tau v (v^T a_j) */
      const long long j = k + 1 + (long long)q;
      const T t = tau[k];
      if (t == T(0)) return;
      T s = A[k + j * la];
      for (long long i = k + 1; i < M; ++i) s += A[i + k * la] * A[i + j * la];
      s *= t;
      A[k + j * la] -= s;
      for (long long i = k + 1; i < M; ++i) A[i + j * la] -= s * A[i + k * la];
    });
  }
  return CUSOLVER_STATUS_SUCCESS;
}
/* C = op(Q) C (left) or C op(Q) (right), Q = H_1 ... H_k from geqrf. Left:
 * one thread per column of C; right: one per row. */
template <typename T>
cusolverStatus_t ormqr(cusolverDnHandle_t h, cublasSideMode_t side, cublasOperation_t op, int m, int n, int k,
                       const T *A, int lda, const T *tau, T *C, int ldc, int *info) {
  if (!h) return CUSOLVER_STATUS_NOT_INITIALIZED;
  const bool left = side == CUBLAS_SIDE_LEFT;
  const int nq = left ? m : n;
  int bad = m < 0 ? -4 : n < 0 ? -5 : (k < 0 || k > nq) ? -6 : lda < std::max(1, nq) ? -8 : ldc < std::max(1, m) ? -11 : 0;
  set_info(info, bad);
  if (bad) return CUSOLVER_STATUS_INVALID_VALUE;
  if (m == 0 || n == 0 || k == 0) return CUSOLVER_STATUS_SUCCESS;
  /* Q C applies H_k first; Q^T C applies H_1 first; C Q applies H_1 first; C Q^T applies H_k first */
  const bool forward = left == (op != CUBLAS_OP_N);
  const long long la = lda, lc = ldc, K = k, NQ = nq;
  for_n(std::size_t(left ? n : m), [=](std::size_t v) {
    auto x = [&](long long i) -> T & { return left ? C[i + (long long)v * lc] : C[(long long)v + i * lc]; };
    for (long long s = 0; s < K; ++s) {
      const long long r = forward ? s : K - 1 - s;
      const T t = tau[r];
      if (t == T(0)) continue;
      T d = x(r);
      for (long long i = r + 1; i < NQ; ++i) d += A[i + r * la] * x(i);
      d *= t;
      x(r) -= d;
      for (long long i = r + 1; i < NQ; ++i) x(i) -= d * A[i + r * la];
    }
  });
  return CUSOLVER_STATUS_SUCCESS;
}
} // namespace c2o_solver

#define C2O_CUSOLVER_DENSE(p, T)                                                                                     \
  inline cusolverStatus_t cusolverDn##p##getrf_bufferSize(cusolverDnHandle_t h, int m, int n, T *, int lda,          \
                                                          int *Lwork) {                                              \
    if (!h) return CUSOLVER_STATUS_NOT_INITIALIZED;                                                                 \
    if (!Lwork || m < 0 || n < 0 || lda < std::max(1, m)) return CUSOLVER_STATUS_INVALID_VALUE;                       \
    *Lwork = 1;                                                                                                     \
    return CUSOLVER_STATUS_SUCCESS;                                                                                 \
  }                                                                                                                  \
  inline cusolverStatus_t cusolverDn##p##getrf(cusolverDnHandle_t h, int m, int n, T *A, int lda, T *, int *devIpiv, \
                                               int *devInfo) {                                                       \
    return c2o_solver::getrf(h, m, n, A, lda, devIpiv, devInfo);                                                    \
  }                                                                                                                  \
  inline cusolverStatus_t cusolverDn##p##getrs(cusolverDnHandle_t h, cublasOperation_t trans, int n, int nrhs,       \
                                               const T *A, int lda, const int *devIpiv, T *B, int ldb,              \
                                               int *devInfo) {                                                       \
    return c2o_solver::getrs(h, trans, n, nrhs, A, lda, devIpiv, B, ldb, devInfo);                                  \
  }                                                                                                                  \
  inline cusolverStatus_t cusolverDn##p##potrf_bufferSize(cusolverDnHandle_t h, cublasFillMode_t, int n, T *,       \
                                                          int lda, int *Lwork) {                                     \
    if (!h) return CUSOLVER_STATUS_NOT_INITIALIZED;                                                                 \
    if (!Lwork || n < 0 || lda < std::max(1, n)) return CUSOLVER_STATUS_INVALID_VALUE;                                \
    *Lwork = 1;                                                                                                     \
    return CUSOLVER_STATUS_SUCCESS;                                                                                 \
  }                                                                                                                  \
  inline cusolverStatus_t cusolverDn##p##potrf(cusolverDnHandle_t h, cublasFillMode_t uplo, int n, T *A, int lda,    \
                                               T *, int, int *devInfo) {                                             \
    return c2o_solver::potrf(h, uplo, n, A, lda, devInfo);                                                          \
  }                                                                                                                  \
  inline cusolverStatus_t cusolverDn##p##potrs(cusolverDnHandle_t h, cublasFillMode_t uplo, int n, int nrhs,         \
                                               const T *A, int lda, T *B, int ldb, int *devInfo) {                  \
    return c2o_solver::potrs(h, uplo, n, nrhs, A, lda, B, ldb, devInfo);                                            \
  }                                                                                                                  \
  inline cusolverStatus_t cusolverDn##p##geqrf_bufferSize(cusolverDnHandle_t h, int m, int n, T *, int lda,          \
                                                          int *lwork) {                                              \
    if (!h) return CUSOLVER_STATUS_NOT_INITIALIZED;                                                                 \
    if (!lwork || m < 0 || n < 0 || lda < std::max(1, m)) return CUSOLVER_STATUS_INVALID_VALUE;                       \
    *lwork = 1;                                                                                                     \
    return CUSOLVER_STATUS_SUCCESS;                                                                                 \
  }                                                                                                                  \
  inline cusolverStatus_t cusolverDn##p##geqrf(cusolverDnHandle_t h, int m, int n, T *A, int lda, T *TAU, T *, int,  \
                                               int *devInfo) {                                                       \
    return c2o_solver::geqrf(h, m, n, A, lda, TAU, devInfo);                                                        \
  }                                                                                                                  \
  inline cusolverStatus_t cusolverDn##p##ormqr_bufferSize(cusolverDnHandle_t h, cublasSideMode_t, cublasOperation_t, \
                                                          int m, int n, int, const T *, int, const T *, const T *,   \
                                                          int, int *lwork) {                                         \
    if (!h) return CUSOLVER_STATUS_NOT_INITIALIZED;                                                                 \
    if (!lwork || m < 0 || n < 0) return CUSOLVER_STATUS_INVALID_VALUE;                                              \
    *lwork = 1;                                                                                                     \
    return CUSOLVER_STATUS_SUCCESS;                                                                                 \
  }                                                                                                                  \
  inline cusolverStatus_t cusolverDn##p##ormqr(cusolverDnHandle_t h, cublasSideMode_t side, cublasOperation_t trans,  \
                                               int m, int n, int k, const T *A, int lda, const T *tau, T *C,         \
                                               int ldc, T *, int, int *devInfo) {                                    \
    return c2o_solver::ormqr(h, side, trans, m, n, k, A, lda, tau, C, ldc, devInfo);                                \
  }
C2O_CUSOLVER_DENSE(S, float)
C2O_CUSOLVER_DENSE(D, double)
#undef C2O_CUSOLVER_DENSE

#endif /* C2O_CUSOLVER_H */
