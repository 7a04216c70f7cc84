/* c2o_cusparse.h - cuSPARSE in OpenMP (C++17): what translated programs
 * include in place of <cusparse.h>. The names are cuSPARSE's own.
 *
 *   handle      cusparseCreate, Destroy, Set/GetStream, Set/GetPointerMode,
 *               GetVersion, GetErrorName/String
 *   generic     CreateCsr / CreateConstCsr / CreateCsc / CreateCoo, CreateDnVec /
 *               CreateConstDnVec, CreateDnMat / CreateConstDnMat, their Destroy,
 *               getters and setters; SpMV and SpMM (+ _bufferSize, _preprocess)
 *               for CSR, CSC and COO, float and double values, 32- and 64-bit
 *               indices, base 0 or 1, opA N or T, opB N or T, column- or
 *               row-major dense matrices
 *   legacy      Create/DestroyMatDescr, Set/GetMatType, FillMode, DiagType,
 *               IndexBase; S/D csrmv and csrmm; Xcoo2csr, Xcsr2coo
 *
 * alpha and beta are read on the host or the device per the pointer mode;
 * beta == 0 means y (C) is not read. Every operation is a target region on
 * the current device: A x with CSR one thread per row, A^T x and COO by
 * atomic additions into y after scaling it by beta; SpMM one thread per
 * element of C (CSR, opA N). The _bufferSize calls report 0 bytes (nothing
 * is needed). Complex values, SpGEMM, SpSV and the conversions are not
 * implemented: the translator gives C2O1030 for them, naming the hipSPARSE
 * call. */
#ifndef C2O_CUSPARSE_H
#define C2O_CUSPARSE_H

#include "c2o_library_types.h"
#include "c2o_par.h"
#include <cstdint>

#include "c2o_cusparse_types.h"

struct cusparseContext {
  c2o_stream_t stream;
  cusparsePointerMode_t pointer_mode;
};
struct cusparseMatDescr {
  cusparseMatrixType_t type;
  cusparseFillMode_t fill;
  cusparseDiagType_t diag;
  cusparseIndexBase_t base;
};
struct cusparseSpMatDescr {
  cusparseFormat_t format;
  int64_t rows, cols, nnz;
  void *ptr;  /* CSR row offsets, CSC column offsets, COO row indices */
  void *idx;  /* CSR column indices, CSC row indices, COO column indices */
  void *vals;
  cusparseIndexType_t ptr_type, idx_type;
  cusparseIndexBase_t base;
  c2o_data_type_t value_type;
};
struct cusparseDnVecDescr {
  int64_t size;
  void *values;
  c2o_data_type_t value_type;
};
struct cusparseDnMatDescr {
  int64_t rows, cols, ld;
  void *values;
  c2o_data_type_t value_type;
  cusparseOrder_t order;
};
typedef struct cusparseContext *cusparseHandle_t;
typedef struct cusparseMatDescr *cusparseMatDescr_t;
typedef struct cusparseSpMatDescr *cusparseSpMatDescr_t;
typedef struct cusparseDnVecDescr *cusparseDnVecDescr_t;
typedef struct cusparseDnMatDescr *cusparseDnMatDescr_t;
typedef struct cusparseSpMatDescr const *cusparseConstSpMatDescr_t;
typedef struct cusparseDnVecDescr const *cusparseConstDnVecDescr_t;
typedef struct cusparseDnMatDescr const *cusparseConstDnMatDescr_t;

/* ---- handle ----------------------------------------------------------------------------- */
inline cusparseStatus_t cusparseCreate(cusparseHandle_t *handle) {
  if (!handle) return CUSPARSE_STATUS_INVALID_VALUE;
  *handle = new cusparseContext{0, CUSPARSE_POINTER_MODE_HOST};
  return CUSPARSE_STATUS_SUCCESS;
}
inline cusparseStatus_t cusparseDestroy(cusparseHandle_t handle) {
  if (!handle) return CUSPARSE_STATUS_NOT_INITIALIZED;
  delete handle;
  return CUSPARSE_STATUS_SUCCESS;
}
inline cusparseStatus_t cusparseGetVersion(cusparseHandle_t, int *version) {
  if (!version) return CUSPARSE_STATUS_INVALID_VALUE;
  *version = CUSPARSE_VERSION;
  return CUSPARSE_STATUS_SUCCESS;
}
inline cusparseStatus_t cusparseGetProperty(libraryPropertyType type, int *value) {
  if (!value) return CUSPARSE_STATUS_INVALID_VALUE;
  *value = type == MAJOR_VERSION ? CUSPARSE_VER_MAJOR : type == MINOR_VERSION ? CUSPARSE_VER_MINOR : CUSPARSE_VER_PATCH;
  return CUSPARSE_STATUS_SUCCESS;
}
inline const char *cusparseGetErrorName(cusparseStatus_t s) {
  switch (s) {
  case CUSPARSE_STATUS_SUCCESS: return "CUSPARSE_STATUS_SUCCESS";
  case CUSPARSE_STATUS_NOT_INITIALIZED: return "CUSPARSE_STATUS_NOT_INITIALIZED";
  case CUSPARSE_STATUS_ALLOC_FAILED: return "CUSPARSE_STATUS_ALLOC_FAILED";
  case CUSPARSE_STATUS_INVALID_VALUE: return "CUSPARSE_STATUS_INVALID_VALUE";
  case CUSPARSE_STATUS_NOT_SUPPORTED: return "CUSPARSE_STATUS_NOT_SUPPORTED";
  default: return "CUSPARSE_STATUS_INTERNAL_ERROR";
  }
}
inline const char *cusparseGetErrorString(cusparseStatus_t s) {
  switch (s) {
  case CUSPARSE_STATUS_SUCCESS: return "success";
  case CUSPARSE_STATUS_NOT_INITIALIZED: return "initialization error";
  case CUSPARSE_STATUS_ALLOC_FAILED: return "out of memory";
  case CUSPARSE_STATUS_INVALID_VALUE: return "invalid value";
  case CUSPARSE_STATUS_NOT_SUPPORTED: return "operation not supported";
  default: return "internal error";
  }
}
inline cusparseStatus_t cusparseSetStream(cusparseHandle_t h, c2o_stream_t s) {
  if (!h) return CUSPARSE_STATUS_NOT_INITIALIZED;
  h->stream = s;
  return CUSPARSE_STATUS_SUCCESS;
}
inline cusparseStatus_t cusparseGetStream(cusparseHandle_t h, c2o_stream_t *s) {
  if (!h) return CUSPARSE_STATUS_NOT_INITIALIZED;
  if (!s) return CUSPARSE_STATUS_INVALID_VALUE;
  *s = h->stream;
  return CUSPARSE_STATUS_SUCCESS;
}
inline cusparseStatus_t cusparseSetPointerMode(cusparseHandle_t h, cusparsePointerMode_t m) {
  if (!h) return CUSPARSE_STATUS_NOT_INITIALIZED;
  h->pointer_mode = m;
  return CUSPARSE_STATUS_SUCCESS;
}
inline cusparseStatus_t cusparseGetPointerMode(cusparseHandle_t h, cusparsePointerMode_t *m) {
  if (!h) return CUSPARSE_STATUS_NOT_INITIALIZED;
  if (!m) return CUSPARSE_STATUS_INVALID_VALUE;
  *m = h->pointer_mode;
  return CUSPARSE_STATUS_SUCCESS;
}

/* ---- legacy matrix descriptor --------------------------------------------------------- */
inline cusparseStatus_t cusparseCreateMatDescr(cusparseMatDescr_t *d) {
  if (!d) return CUSPARSE_STATUS_INVALID_VALUE;
  *d = new cusparseMatDescr{CUSPARSE_MATRIX_TYPE_GENERAL, CUSPARSE_FILL_MODE_LOWER, CUSPARSE_DIAG_TYPE_NON_UNIT,
                            CUSPARSE_INDEX_BASE_ZERO};
  return CUSPARSE_STATUS_SUCCESS;
}
inline cusparseStatus_t cusparseDestroyMatDescr(cusparseMatDescr_t d) {
  delete d;
  return CUSPARSE_STATUS_SUCCESS;
}
inline cusparseStatus_t cusparseSetMatType(cusparseMatDescr_t d, cusparseMatrixType_t t) {
  if (!d) return CUSPARSE_STATUS_INVALID_VALUE;
  d->type = t;
  return CUSPARSE_STATUS_SUCCESS;
}
inline cusparseMatrixType_t cusparseGetMatType(const cusparseMatDescr_t d) { return d->type; }
inline cusparseStatus_t cusparseSetMatFillMode(cusparseMatDescr_t d, cusparseFillMode_t f) {
  if (!d) return CUSPARSE_STATUS_INVALID_VALUE;
  d->fill = f;
  return CUSPARSE_STATUS_SUCCESS;
}
inline cusparseFillMode_t cusparseGetMatFillMode(const cusparseMatDescr_t d) { return d->fill; }
inline cusparseStatus_t cusparseSetMatDiagType(cusparseMatDescr_t d, cusparseDiagType_t t) {
  if (!d) return CUSPARSE_STATUS_INVALID_VALUE;
  d->diag = t;
  return CUSPARSE_STATUS_SUCCESS;
}
inline cusparseDiagType_t cusparseGetMatDiagType(const cusparseMatDescr_t d) { return d->diag; }
inline cusparseStatus_t cusparseSetMatIndexBase(cusparseMatDescr_t d, cusparseIndexBase_t b) {
  if (!d) return CUSPARSE_STATUS_INVALID_VALUE;
  d->base = b;
  return CUSPARSE_STATUS_SUCCESS;
}
inline cusparseIndexBase_t cusparseGetMatIndexBase(const cusparseMatDescr_t d) { return d->base; }

/* ---- generic API: descriptors ------------------------------------------------------------ */
namespace c2o_sparse {
inline cusparseStatus_t make_sp(cusparseSpMatDescr_t *d, cusparseFormat_t f, int64_t rows, int64_t cols, int64_t nnz,
                                const void *ptr, const void *idx, const void *vals, cusparseIndexType_t pt,
                                cusparseIndexType_t it, cusparseIndexBase_t base, c2o_data_type_t vt) {
  if (!d || rows < 0 || cols < 0 || nnz < 0) return CUSPARSE_STATUS_INVALID_VALUE;
  *d = new cusparseSpMatDescr{f, rows, cols, nnz, const_cast<void *>(ptr), const_cast<void *>(idx),
                              const_cast<void *>(vals), pt, it, base, vt};
  return CUSPARSE_STATUS_SUCCESS;
}
} // namespace c2o_sparse
inline cusparseStatus_t cusparseCreateCsr(cusparseSpMatDescr_t *d, int64_t rows, int64_t cols, int64_t nnz,
                                          void *csrRowOffsets, void *csrColInd, void *csrValues,
                                          cusparseIndexType_t rowType, cusparseIndexType_t colType,
                                          cusparseIndexBase_t base, c2o_data_type_t valueType) {
  return c2o_sparse::make_sp(d, CUSPARSE_FORMAT_CSR, rows, cols, nnz, csrRowOffsets, csrColInd, csrValues, rowType,
                             colType, base, valueType);
}
inline cusparseStatus_t cusparseCreateConstCsr(cusparseConstSpMatDescr_t *d, int64_t rows, int64_t cols, int64_t nnz,
                                               const void *csrRowOffsets, const void *csrColInd, const void *csrValues,
                                               cusparseIndexType_t rowType, cusparseIndexType_t colType,
                                               cusparseIndexBase_t base, c2o_data_type_t valueType) {
  cusparseSpMatDescr_t m = nullptr;
  cusparseStatus_t s = c2o_sparse::make_sp(&m, CUSPARSE_FORMAT_CSR, rows, cols, nnz, csrRowOffsets, csrColInd,
                                           csrValues, rowType, colType, base, valueType);
  if (d) *d = m;
  return s;
}
inline cusparseStatus_t cusparseCreateCsc(cusparseSpMatDescr_t *d, int64_t rows, int64_t cols, int64_t nnz,
                                          void *cscColOffsets, void *cscRowInd, void *cscValues,
                                          cusparseIndexType_t colType, cusparseIndexType_t rowType,
                                          cusparseIndexBase_t base, c2o_data_type_t valueType) {
  return c2o_sparse::make_sp(d, CUSPARSE_FORMAT_CSC, rows, cols, nnz, cscColOffsets, cscRowInd, cscValues, colType,
                             rowType, base, valueType);
}
inline cusparseStatus_t cusparseCreateCoo(cusparseSpMatDescr_t *d, int64_t rows, int64_t cols, int64_t nnz,
                                          void *cooRowInd, void *cooColInd, void *cooValues,
                                          cusparseIndexType_t idxType, cusparseIndexBase_t base,
                                          c2o_data_type_t valueType) {
  return c2o_sparse::make_sp(d, CUSPARSE_FORMAT_COO, rows, cols, nnz, cooRowInd, cooColInd, cooValues, idxType,
                             idxType, base, valueType);
}
inline cusparseStatus_t cusparseDestroySpMat(cusparseConstSpMatDescr_t d) {
  delete d;
  return CUSPARSE_STATUS_SUCCESS;
}
inline cusparseStatus_t cusparseSpMatGetSize(cusparseConstSpMatDescr_t d, int64_t *rows, int64_t *cols, int64_t *nnz) {
  if (!d || !rows || !cols || !nnz) return CUSPARSE_STATUS_INVALID_VALUE;
  *rows = d->rows;
  *cols = d->cols;
  *nnz = d->nnz;
  return CUSPARSE_STATUS_SUCCESS;
}
inline cusparseStatus_t cusparseSpMatGetFormat(cusparseConstSpMatDescr_t d, cusparseFormat_t *f) {
  if (!d || !f) return CUSPARSE_STATUS_INVALID_VALUE;
  *f = d->format;
  return CUSPARSE_STATUS_SUCCESS;
}
inline cusparseStatus_t cusparseSpMatGetIndexBase(cusparseConstSpMatDescr_t d, cusparseIndexBase_t *b) {
  if (!d || !b) return CUSPARSE_STATUS_INVALID_VALUE;
  *b = d->base;
  return CUSPARSE_STATUS_SUCCESS;
}
inline cusparseStatus_t cusparseSpMatGetValues(cusparseSpMatDescr_t d, void **v) {
  if (!d || !v) return CUSPARSE_STATUS_INVALID_VALUE;
  *v = d->vals;
  return CUSPARSE_STATUS_SUCCESS;
}
inline cusparseStatus_t cusparseSpMatSetValues(cusparseSpMatDescr_t d, void *v) {
  if (!d) return CUSPARSE_STATUS_INVALID_VALUE;
  d->vals = v;
  return CUSPARSE_STATUS_SUCCESS;
}
inline cusparseStatus_t cusparseCsrGet(cusparseSpMatDescr_t d, int64_t *rows, int64_t *cols, int64_t *nnz, void **rp,
                                       void **ci, void **v, cusparseIndexType_t *rt, cusparseIndexType_t *ct,
                                       cusparseIndexBase_t *b, c2o_data_type_t *vt) {
  if (!d) return CUSPARSE_STATUS_INVALID_VALUE;
  *rows = d->rows; *cols = d->cols; *nnz = d->nnz;
  *rp = d->ptr; *ci = d->idx; *v = d->vals;
  *rt = d->ptr_type; *ct = d->idx_type; *b = d->base; *vt = d->value_type;
  return CUSPARSE_STATUS_SUCCESS;
}
inline cusparseStatus_t cusparseCsrSetPointers(cusparseSpMatDescr_t d, void *rp, void *ci, void *v) {
  if (!d) return CUSPARSE_STATUS_INVALID_VALUE;
  d->ptr = rp;
  d->idx = ci;
  d->vals = v;
  return CUSPARSE_STATUS_SUCCESS;
}
inline cusparseStatus_t cusparseCreateDnVec(cusparseDnVecDescr_t *d, int64_t size, void *values, c2o_data_type_t t) {
  if (!d || size < 0) return CUSPARSE_STATUS_INVALID_VALUE;
  *d = new cusparseDnVecDescr{size, values, t};
  return CUSPARSE_STATUS_SUCCESS;
}
inline cusparseStatus_t cusparseCreateConstDnVec(cusparseConstDnVecDescr_t *d, int64_t size, const void *values,
                                                 c2o_data_type_t t) {
  if (!d || size < 0) return CUSPARSE_STATUS_INVALID_VALUE;
  *d = new cusparseDnVecDescr{size, const_cast<void *>(values), t};
  return CUSPARSE_STATUS_SUCCESS;
}
inline cusparseStatus_t cusparseDestroyDnVec(cusparseConstDnVecDescr_t d) {
  delete d;
  return CUSPARSE_STATUS_SUCCESS;
}
inline cusparseStatus_t cusparseDnVecGet(cusparseDnVecDescr_t d, int64_t *size, void **values, c2o_data_type_t *t) {
  if (!d) return CUSPARSE_STATUS_INVALID_VALUE;
  *size = d->size; *values = d->values; *t = d->value_type;
  return CUSPARSE_STATUS_SUCCESS;
}
inline cusparseStatus_t cusparseDnVecGetValues(cusparseDnVecDescr_t d, void **values) {
  if (!d || !values) return CUSPARSE_STATUS_INVALID_VALUE;
  *values = d->values;
  return CUSPARSE_STATUS_SUCCESS;
}
inline cusparseStatus_t cusparseDnVecSetValues(cusparseDnVecDescr_t d, void *values) {
  if (!d) return CUSPARSE_STATUS_INVALID_VALUE;
  d->values = values;
  return CUSPARSE_STATUS_SUCCESS;
}
inline cusparseStatus_t cusparseCreateDnMat(cusparseDnMatDescr_t *d, int64_t rows, int64_t cols, int64_t ld,
                                            void *values, c2o_data_type_t t, cusparseOrder_t order) {
  if (!d || rows < 0 || cols < 0 || ld < (order == CUSPARSE_ORDER_COL ? rows : cols)) return CUSPARSE_STATUS_INVALID_VALUE;
  *d = new cusparseDnMatDescr{rows, cols, ld, values, t, order};
  return CUSPARSE_STATUS_SUCCESS;
}
inline cusparseStatus_t cusparseCreateConstDnMat(cusparseConstDnMatDescr_t *d, int64_t rows, int64_t cols, int64_t ld,
                                                 const void *values, c2o_data_type_t t, cusparseOrder_t order) {
  cusparseDnMatDescr_t m = nullptr;
  cusparseStatus_t s = cusparseCreateDnMat(&m, rows, cols, ld, const_cast<void *>(values), t, order);
  if (d) *d = m;
  return s;
}
inline cusparseStatus_t cusparseDestroyDnMat(cusparseConstDnMatDescr_t d) {
  delete d;
  return CUSPARSE_STATUS_SUCCESS;
}
inline cusparseStatus_t cusparseDnMatGet(cusparseDnMatDescr_t d, int64_t *rows, int64_t *cols, int64_t *ld,
                                         void **values, c2o_data_type_t *t, cusparseOrder_t *order) {
  if (!d) return CUSPARSE_STATUS_INVALID_VALUE;
  *rows = d->rows; *cols = d->cols; *ld = d->ld; *values = d->values; *t = d->value_type; *order = d->order;
  return CUSPARSE_STATUS_SUCCESS;
}
inline cusparseStatus_t cusparseDnMatGetValues(cusparseDnMatDescr_t d, void **values) {
  if (!d || !values) return CUSPARSE_STATUS_INVALID_VALUE;
  *values = d->values;
  return CUSPARSE_STATUS_SUCCESS;
}
inline cusparseStatus_t cusparseDnMatSetValues(cusparseDnMatDescr_t d, void *values) {
  if (!d) return CUSPARSE_STATUS_INVALID_VALUE;
  d->values = values;
  return CUSPARSE_STATUS_SUCCESS;
}

/* ---- the kernels ----------------------------------------------------------------------------- */
namespace c2o_sparse {
using c2o_par::for_n;
template <typename T> T scalar(cusparseHandle_t h, const void *p) {
  if (h->pointer_mode == CUSPARSE_POINTER_MODE_HOST) return *static_cast<const T *>(p);
  T v;
  c2o_par::to_host(&v, p, sizeof(T));
  return v;
}
template <typename T> void atomic_add(T *p, T v) {
#pragma omp atomic update
  *p += v;
}
/* y = b y (b == 0: y = 0, y not read) over n elements. */
template <typename T> void scale(T *y, int64_t n, T b) {
  for_n(std::size_t(n), [=](std::size_t i) { y[i] = b == T(0) ? T(0) : b * y[i]; });
}
/* y = a op(A) x + b y: CSR (or CSC as the transpose of a CSR) with pointer
 * array P, index array I, values V, base. */
template <typename T, typename IP, typename II>
void spmv_compressed(bool rowwise, int64_t rows, int64_t cols, const IP *P, const II *I, const T *V, int base, T a,
                     const T *x, T b, T *y) {
  /* rowwise: y(rows) gathers along the compressed dimension; else scatters */
  if (rowwise) {
    for_n(std::size_t(rows), [=](std::size_t r) {
      T s = T(0);
      for (IP k = P[r] - base; k < P[r + 1] - base; ++k) s += V[k] * x[I[k] - base];
      y[r] = b == T(0) ? a * s : a * s + b * y[r];
    });
  } else {
    scale(y, cols, b);
    for_n(std::size_t(rows), [=](std::size_t r) {
      T xr = a * x[r];
      for (IP k = P[r] - base; k < P[r + 1] - base; ++k) atomic_add(y + (I[k] - base), V[k] * xr);
    });
  }
}
template <typename T, typename II>
void spmv_coo(bool trans, int64_t rows, int64_t cols, int64_t nnz, const II *R, const II *C, const T *V, int base, T a,
              const T *x, T b, T *y) {
  scale(y, trans ? cols : rows, b);
  for_n(std::size_t(nnz), [=](std::size_t k) {
    II r = R[k] - base, c = C[k] - base;
    if (trans) atomic_add(y + c, a * V[k] * x[r]);
    else atomic_add(y + r, a * V[k] * x[c]);
  });
}
template <typename T, typename IP, typename II>
cusparseStatus_t spmv_typed(cusparseOperation_t op, T a, cusparseConstSpMatDescr_t A, const T *x, T b, T *y) {
  const bool t = op != CUSPARSE_OPERATION_NON_TRANSPOSE;
  const int base = A->base == CUSPARSE_INDEX_BASE_ONE ? 1 : 0;
  const T *V = static_cast<const T *>(A->vals);
  switch (A->format) {
  case CUSPARSE_FORMAT_CSR:
    if (!t) spmv_compressed(true, A->rows, A->cols, static_cast<const IP *>(A->ptr), static_cast<const II *>(A->idx), V, base, a, x, b, y);
    else spmv_compressed(false, A->rows, A->cols, static_cast<const IP *>(A->ptr), static_cast<const II *>(A->idx), V, base, a, x, b, y);
    return CUSPARSE_STATUS_SUCCESS;
  case CUSPARSE_FORMAT_CSC: /* A's columns are a CSR of A^T */
    if (t) spmv_compressed(true, A->cols, A->rows, static_cast<const IP *>(A->ptr), static_cast<const II *>(A->idx), V, base, a, x, b, y);
    else spmv_compressed(false, A->cols, A->rows, static_cast<const IP *>(A->ptr), static_cast<const II *>(A->idx), V, base, a, x, b, y);
    return CUSPARSE_STATUS_SUCCESS;
  case CUSPARSE_FORMAT_COO:
    spmv_coo(t, A->rows, A->cols, A->nnz, static_cast<const II *>(A->ptr), static_cast<const II *>(A->idx), V, base, a, x, b, y);
    return CUSPARSE_STATUS_SUCCESS;
  default: return CUSPARSE_STATUS_NOT_SUPPORTED;
  }
}
template <typename T>
cusparseStatus_t spmv(cusparseHandle_t h, cusparseOperation_t op, const void *alpha, cusparseConstSpMatDescr_t A,
                      cusparseConstDnVecDescr_t X, const void *beta, cusparseDnVecDescr_t Y) {
  T a = scalar<T>(h, alpha), b = scalar<T>(h, beta);
  const T *x = static_cast<const T *>(X->values);
  T *y = static_cast<T *>(Y->values);
  const bool p64 = A->ptr_type == CUSPARSE_INDEX_64I, i64 = A->idx_type == CUSPARSE_INDEX_64I;
  if (A->format == CUSPARSE_FORMAT_COO) return i64 ? spmv_typed<T, int64_t, int64_t>(op, a, A, x, b, y) : spmv_typed<T, int32_t, int32_t>(op, a, A, x, b, y);
  if (p64 && i64) return spmv_typed<T, int64_t, int64_t>(op, a, A, x, b, y);
  if (p64) return spmv_typed<T, int64_t, int32_t>(op, a, A, x, b, y);
  if (i64) return spmv_typed<T, int32_t, int64_t>(op, a, A, x, b, y);
  return spmv_typed<T, int32_t, int32_t>(op, a, A, x, b, y);
}

/* C = a op(A) op(B) + b C. Dense elements through their order and ld. */
struct dense {
  int64_t ld;
  bool col;
  bool trans;
  int64_t at(int64_t r, int64_t c) const {
    if (trans) std::swap(r, c);
    return col ? r + c * ld : r * ld + c;
  }
};
template <typename T, typename IP, typename II>
cusparseStatus_t spmm_typed(cusparseOperation_t opA, cusparseOperation_t opB, T a, cusparseConstSpMatDescr_t A,
                            const T *B, dense db, T b, T *C, dense dc, int64_t crows, int64_t ccols) {
  const int base = A->base == CUSPARSE_INDEX_BASE_ONE ? 1 : 0;
  const T *V = static_cast<const T *>(A->vals);
  const bool tA = opA != CUSPARSE_OPERATION_NON_TRANSPOSE;
  db.trans = opB != CUSPARSE_OPERATION_NON_TRANSPOSE;
  const bool gather = (A->format == CUSPARSE_FORMAT_CSR && !tA) || (A->format == CUSPARSE_FORMAT_CSC && tA);
  if (gather) { /* one thread per element of C, over the compressed row */
    const IP *P = static_cast<const IP *>(A->ptr);
    const II *I = static_cast<const II *>(A->idx);
    for_n(std::size_t(crows * ccols), [=](std::size_t q) {
      int64_t r = int64_t(q % std::size_t(crows)), c = int64_t(q / std::size_t(crows));
      T s = T(0);
      for (IP k = P[r] - base; k < P[r + 1] - base; ++k) s += V[k] * B[db.at(I[k] - base, c)];
      T &cr = C[dc.at(r, c)];
      cr = b == T(0) ? a * s : a * s + b * cr;
    });
    return CUSPARSE_STATUS_SUCCESS;
  }
  for_n(std::size_t(crows * ccols), [=](std::size_t q) {
    int64_t r = int64_t(q % std::size_t(crows)), c = int64_t(q / std::size_t(crows));
    T &cr = C[dc.at(r, c)];
    cr = b == T(0) ? T(0) : b * cr;
  });
  if (A->format == CUSPARSE_FORMAT_COO) {
    const II *R = static_cast<const II *>(A->ptr);
    const II *K = static_cast<const II *>(A->idx);
    for_n(std::size_t(A->nnz * ccols), [=](std::size_t q) {
      int64_t k = int64_t(q % std::size_t(A->nnz)), c = int64_t(q / std::size_t(A->nnz));
      int64_t r = R[k] - base, s = K[k] - base;
      if (tA) std::swap(r, s);
      atomic_add(C + dc.at(r, c), a * V[k] * B[db.at(s, c)]);
    });
    return CUSPARSE_STATUS_SUCCESS;
  }
  if (A->format != CUSPARSE_FORMAT_CSR && A->format != CUSPARSE_FORMAT_CSC) return CUSPARSE_STATUS_NOT_SUPPORTED;
  /* scatter: CSR with op T, or CSC with op N */
  const IP *P = static_cast<const IP *>(A->ptr);
  const II *I = static_cast<const II *>(A->idx);
  const int64_t outer = A->format == CUSPARSE_FORMAT_CSR ? A->rows : A->cols;
  for_n(std::size_t(outer * ccols), [=](std::size_t q) {
    int64_t o = int64_t(q % std::size_t(outer)), c = int64_t(q / std::size_t(outer));
    T bo = a * B[db.at(o, c)];
    for (IP k = P[o] - base; k < P[o + 1] - base; ++k) atomic_add(C + dc.at(I[k] - base, c), V[k] * bo);
  });
  return CUSPARSE_STATUS_SUCCESS;
}
template <typename T>
cusparseStatus_t spmm(cusparseHandle_t h, cusparseOperation_t opA, cusparseOperation_t opB, const void *alpha,
                      cusparseConstSpMatDescr_t A, cusparseConstDnMatDescr_t Bm, const void *beta, cusparseDnMatDescr_t Cm) {
  T a = scalar<T>(h, alpha), b = scalar<T>(h, beta);
  dense db{Bm->ld, Bm->order == CUSPARSE_ORDER_COL, false}, dc{Cm->ld, Cm->order == CUSPARSE_ORDER_COL, false};
  const T *B = static_cast<const T *>(Bm->values);
  T *C = static_cast<T *>(Cm->values);
  const bool p64 = A->ptr_type == CUSPARSE_INDEX_64I, i64 = A->idx_type == CUSPARSE_INDEX_64I;
  if (A->format == CUSPARSE_FORMAT_COO || (p64 && i64))
    return i64 ? spmm_typed<T, int64_t, int64_t>(opA, opB, a, A, B, db, b, C, dc, Cm->rows, Cm->cols)
               : spmm_typed<T, int32_t, int32_t>(opA, opB, a, A, B, db, b, C, dc, Cm->rows, Cm->cols);
  if (p64) return spmm_typed<T, int64_t, int32_t>(opA, opB, a, A, B, db, b, C, dc, Cm->rows, Cm->cols);
  return spmm_typed<T, int32_t, int32_t>(opA, opB, a, A, B, db, b, C, dc, Cm->rows, Cm->cols);
}
} // namespace c2o_sparse

/* ---- generic API: operations ------------------------------------------------------------------ */
inline cusparseStatus_t cusparseSpMV_bufferSize(cusparseHandle_t h, cusparseOperation_t, const void *,
                                                cusparseConstSpMatDescr_t, cusparseConstDnVecDescr_t, const void *,
                                                cusparseDnVecDescr_t, c2o_data_type_t, cusparseSpMVAlg_t,
                                                size_t *bufferSize) {
  if (!h) return CUSPARSE_STATUS_NOT_INITIALIZED;
  if (!bufferSize) return CUSPARSE_STATUS_INVALID_VALUE;
  *bufferSize = 0;
  return CUSPARSE_STATUS_SUCCESS;
}
inline cusparseStatus_t cusparseSpMV_preprocess(cusparseHandle_t h, cusparseOperation_t, const void *,
                                                cusparseConstSpMatDescr_t, cusparseConstDnVecDescr_t, const void *,
                                                cusparseDnVecDescr_t, c2o_data_type_t, cusparseSpMVAlg_t, void *) {
  return h ? CUSPARSE_STATUS_SUCCESS : CUSPARSE_STATUS_NOT_INITIALIZED;
}
inline cusparseStatus_t cusparseSpMV(cusparseHandle_t h, cusparseOperation_t opA, const void *alpha,
                                     cusparseConstSpMatDescr_t A, cusparseConstDnVecDescr_t X, const void *beta,
                                     cusparseDnVecDescr_t Y, c2o_data_type_t computeType, cusparseSpMVAlg_t,
                                     void *) {
  if (!h) return CUSPARSE_STATUS_NOT_INITIALIZED;
  if (!A || !X || !Y || !alpha || !beta) return CUSPARSE_STATUS_INVALID_VALUE;
  if (A->value_type != computeType || X->value_type != computeType || Y->value_type != computeType)
    return CUSPARSE_STATUS_NOT_SUPPORTED;
  if (computeType == CUDA_R_32F) return c2o_sparse::spmv<float>(h, opA, alpha, A, X, beta, Y);
  if (computeType == CUDA_R_64F) return c2o_sparse::spmv<double>(h, opA, alpha, A, X, beta, Y);
  return CUSPARSE_STATUS_NOT_SUPPORTED;
}
inline cusparseStatus_t cusparseSpMM_bufferSize(cusparseHandle_t h, cusparseOperation_t, cusparseOperation_t,
                                                const void *, cusparseConstSpMatDescr_t, cusparseConstDnMatDescr_t,
                                                const void *, cusparseDnMatDescr_t, c2o_data_type_t, cusparseSpMMAlg_t,
                                                size_t *bufferSize) {
  if (!h) return CUSPARSE_STATUS_NOT_INITIALIZED;
  if (!bufferSize) return CUSPARSE_STATUS_INVALID_VALUE;
  *bufferSize = 0;
  return CUSPARSE_STATUS_SUCCESS;
}
inline cusparseStatus_t cusparseSpMM_preprocess(cusparseHandle_t h, cusparseOperation_t, cusparseOperation_t,
                                                const void *, cusparseConstSpMatDescr_t, cusparseConstDnMatDescr_t,
                                                const void *, cusparseDnMatDescr_t, c2o_data_type_t, cusparseSpMMAlg_t,
                                                void *) {
  return h ? CUSPARSE_STATUS_SUCCESS : CUSPARSE_STATUS_NOT_INITIALIZED;
}
inline cusparseStatus_t cusparseSpMM(cusparseHandle_t h, cusparseOperation_t opA, cusparseOperation_t opB,
                                     const void *alpha, cusparseConstSpMatDescr_t A, cusparseConstDnMatDescr_t B,
                                     const void *beta, cusparseDnMatDescr_t C, c2o_data_type_t computeType,
                                     cusparseSpMMAlg_t, void *) {
  if (!h) return CUSPARSE_STATUS_NOT_INITIALIZED;
  if (!A || !B || !C || !alpha || !beta) return CUSPARSE_STATUS_INVALID_VALUE;
  if (A->value_type != computeType || B->value_type != computeType || C->value_type != computeType)
    return CUSPARSE_STATUS_NOT_SUPPORTED;
  if (computeType == CUDA_R_32F) return c2o_sparse::spmm<float>(h, opA, opB, alpha, A, B, beta, C);
  if (computeType == CUDA_R_64F) return c2o_sparse::spmm<double>(h, opA, opB, alpha, A, B, beta, C);
  return CUSPARSE_STATUS_NOT_SUPPORTED;
}

/* ---- legacy calls ------------------------------------------------------------------------------- */
#define C2O_CUSPARSE_LEGACY(p, T, CT)                                                                                \
  inline cusparseStatus_t cusparse##p##csrmv(cusparseHandle_t h, cusparseOperation_t transA, int m, int n, int nnz,  \
                                             const T *alpha, const cusparseMatDescr_t descrA, const T *val,          \
                                             const int *rowPtr, const int *colInd, const T *x, const T *beta, T *y) { \
    if (!h) return CUSPARSE_STATUS_NOT_INITIALIZED;                                                                  \
    if (!descrA || m < 0 || n < 0 || nnz < 0) return CUSPARSE_STATUS_INVALID_VALUE;                                  \
    if (descrA->type != CUSPARSE_MATRIX_TYPE_GENERAL) return CUSPARSE_STATUS_MATRIX_TYPE_NOT_SUPPORTED;              \
    cusparseSpMatDescr A{CUSPARSE_FORMAT_CSR, m, n, nnz, const_cast<int *>(rowPtr), const_cast<int *>(colInd),       \
                         const_cast<T *>(val), CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I, descrA->base, CT};             \
    return c2o_sparse::spmv_typed<T, int32_t, int32_t>(transA, c2o_sparse::scalar<T>(h, alpha), &A, x,              \
                                                       c2o_sparse::scalar<T>(h, beta), y);                           \
  }                                                                                                                   \
  inline cusparseStatus_t cusparse##p##csrmm(cusparseHandle_t h, cusparseOperation_t transA, int m, int n, int k,    \
                                             int nnz, const T *alpha, const cusparseMatDescr_t descrA, const T *val, \
                                             const int *rowPtr, const int *colInd, const T *B, int ldb,               \
                                             const T *beta, T *C, int ldc) {                                          \
    if (!h) return CUSPARSE_STATUS_NOT_INITIALIZED;                                                                  \
    if (!descrA || m < 0 || n < 0 || k < 0 || nnz < 0) return CUSPARSE_STATUS_INVALID_VALUE;                         \
    cusparseSpMatDescr A{CUSPARSE_FORMAT_CSR, m, k, nnz, const_cast<int *>(rowPtr), const_cast<int *>(colInd),       \
                         const_cast<T *>(val), CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I, descrA->base, CT};             \
    const bool t = transA != CUSPARSE_OPERATION_NON_TRANSPOSE;                                                       \
    return c2o_sparse::spmm_typed<T, int32_t, int32_t>(transA, CUSPARSE_OPERATION_NON_TRANSPOSE,                     \
                                                       c2o_sparse::scalar<T>(h, alpha), &A, B,                       \
                                                       c2o_sparse::dense{ldb, true, false},                           \
                                                       c2o_sparse::scalar<T>(h, beta), C,                            \
                                                       c2o_sparse::dense{ldc, true, false}, t ? k : m, n);            \
  }
C2O_CUSPARSE_LEGACY(S, float, CUDA_R_32F)
C2O_CUSPARSE_LEGACY(D, double, CUDA_R_64F)
#undef C2O_CUSPARSE_LEGACY
inline cusparseStatus_t cusparseXcoo2csr(cusparseHandle_t h, const int *cooRowInd, int nnz, int m, int *csrRowPtr,
                                         cusparseIndexBase_t idxBase) {
  if (!h) return CUSPARSE_STATUS_NOT_INITIALIZED;
  if (nnz < 0 || m < 0) return CUSPARSE_STATUS_INVALID_VALUE;
  const int base = idxBase == CUSPARSE_INDEX_BASE_ONE ? 1 : 0;
  c2o_par::for_n(std::size_t(m) + 1, [=](std::size_t i) {
    int a = 0, b = nnz, row = int(i) + base; /* the entries of rows before i */
    while (a < b) {
      int mid = a + (b - a) / 2;
      if (cooRowInd[mid] < row) a = mid + 1;
      else b = mid;
    }
    csrRowPtr[i] = a + base;
  });
  return CUSPARSE_STATUS_SUCCESS;
}
inline cusparseStatus_t cusparseXcsr2coo(cusparseHandle_t h, const int *csrRowPtr, int nnz, int m, int *cooRowInd,
                                         cusparseIndexBase_t idxBase) {
  if (!h) return CUSPARSE_STATUS_NOT_INITIALIZED;
  if (nnz < 0 || m < 0) return CUSPARSE_STATUS_INVALID_VALUE;
  const int base = idxBase == CUSPARSE_INDEX_BASE_ONE ? 1 : 0;
  c2o_par::for_n(std::size_t(m), [=](std::size_t i) {
    for (int k = csrRowPtr[i] - base; k < csrRowPtr[i + 1] - base; ++k) cooRowInd[k] = int(i) + base;
  });
  return CUSPARSE_STATUS_SUCCESS;
}

#endif /* C2O_CUSPARSE_H */
