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
 *               Create/Destroy SpVec and its getters, Gather, Scatter;
 *               DnMatSet/GetStridedBatch (SpMM over the batches of B and C);
 *               DenseToSparse (CSR, CSC, COO); Sp/MatSet/GetAttribute and the
 *               triangular solves SpSV and SpSM (CSR, CSC; fill mode, unit
 *               or non-unit diagonal, opA N or T)
 *   legacy      Create/DestroyMatDescr, Set/GetMatType, FillMode, DiagType,
 *               IndexBase; S/D csrmv and csrmm; Xcoo2csr, Xcsr2coo; S/D
 *               csrsv2 (triangular solve) and csrilu02 (ILU(0)) with their
 *               infos and zero pivots
 *
 * alpha and beta are read on the host or the device per the pointer mode;
 * beta == 0 means y (C) is not read. Every operation is a target region on
 * the current device: A x with CSR one thread per row, A^T x and COO by
 * atomic additions into y after scaling it by beta; SpMM one thread per
 * element of C (CSR, opA N). The _bufferSize calls report 0 bytes (nothing
 * is needed; the legacy ones 4, a buffer to pass). The triangular solves run
 * their substitution on one device thread per right-hand side, or, for SpSV
 * and csrsv2 without transposition on a GPU, level by level from the
 * schedule their analysis built (the rows of a level in parallel) when the
 * levels hold 20 rows each on average (C2O_SPARSE_LEVELS=1/0 forces it on or
 * off); ILU(0) runs on one device thread (each row depends on the rows above
 * it); the zero-pivot checks are parallel reductions.
 * Complex values, SpGEMM and the other conversions are not implemented: the
 * translator gives C2O1030 for them, naming the hipSPARSE call. */
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
  cusparseFillMode_t fill = CUSPARSE_FILL_MODE_LOWER; /* cusparseSpMatSetAttribute: for SpSV and SpSM */
  cusparseDiagType_t diag = CUSPARSE_DIAG_TYPE_NON_UNIT;
};
struct cusparseSpVecDescr {
  int64_t size, nnz;
  void *indices;
  void *values;
  cusparseIndexType_t idx_type;
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
  int batch_count = 1; /* cusparseDnMatSetStridedBatch */
  int64_t batch_stride = 0;
};
/* A level schedule of a CSR triangle solved without transposition: the rows
 * grouped by level, a row's level one more than the highest level of the rows
 * its triangle reads, so that the rows of a level are solved in parallel, the
 * levels one after the other (one target region each). Built by the
 * analysis calls for the pattern they saw (internal). */
namespace c2o_sparse {
struct schedule {
  const void *ptr = nullptr, *idx = nullptr; /* the pattern it was built for */
  int64_t n = -1;
  bool lower = true;
  int base = 0;
  int64_t *order = nullptr;    /* device memory: the rows, level by level */
  std::vector<int64_t> start;  /* level l holds order[start[l] .. start[l + 1]) */
  void clear() {
    c2o_par::dev_free(order);
    order = nullptr;
    start.clear();
    n = -1;
  }
  schedule() = default;
  schedule(const schedule &) = delete;
  schedule &operator=(const schedule &) = delete;
  ~schedule() { clear(); }
};
} // namespace c2o_sparse
/* The solvers' descriptors and infos: what the analysis found. */
struct cusparseSpSVDescr {
  int64_t zero_pivot;
  c2o_sparse::schedule levels;
};
struct cusparseSpSMDescr {
  int64_t zero_pivot;
};
struct csrsv2Info {
  int zero_pivot; /* -1: none */
  c2o_sparse::schedule levels;
};
struct csrilu02Info {
  int zero_pivot;
};
typedef struct cusparseContext *cusparseHandle_t;
typedef struct cusparseMatDescr *cusparseMatDescr_t;
typedef struct cusparseSpMatDescr *cusparseSpMatDescr_t;
typedef struct cusparseDnVecDescr *cusparseDnVecDescr_t;
typedef struct cusparseDnMatDescr *cusparseDnMatDescr_t;
typedef struct cusparseSpMatDescr const *cusparseConstSpMatDescr_t;
typedef struct cusparseDnVecDescr const *cusparseConstDnVecDescr_t;
typedef struct cusparseDnMatDescr const *cusparseConstDnMatDescr_t;
typedef struct cusparseSpVecDescr *cusparseSpVecDescr_t;
typedef struct cusparseSpVecDescr const *cusparseConstSpVecDescr_t;
typedef struct cusparseSpSVDescr *cusparseSpSVDescr_t;
typedef struct cusparseSpSMDescr *cusparseSpSMDescr_t;
typedef struct csrsv2Info *csrsv2Info_t;
typedef struct csrilu02Info *csrilu02Info_t;

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
/* CSC: column offsets, row indices; COO: row indices, column indices (the descriptor's ptr and idx) */
inline cusparseStatus_t cusparseCscSetPointers(cusparseSpMatDescr_t d, void *cp, void *ri, void *v) {
  if (!d || d->format != CUSPARSE_FORMAT_CSC) return CUSPARSE_STATUS_INVALID_VALUE;
  return cusparseCsrSetPointers(d, cp, ri, v);
}
inline cusparseStatus_t cusparseCooSetPointers(cusparseSpMatDescr_t d, void *rows, void *cols, void *v) {
  if (!d || d->format != CUSPARSE_FORMAT_COO) return CUSPARSE_STATUS_INVALID_VALUE;
  return cusparseCsrSetPointers(d, rows, cols, v);
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
/* An int result (a zero pivot's position) written to host or device memory per the pointer mode. */
inline void result_int(cusparseHandle_t h, int *p, int v) {
  if (h->pointer_mode == CUSPARSE_POINTER_MODE_HOST) *p = v;
  else c2o_par::to_device(p, &v, sizeof(int));
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
  /* strided batches of B and C (cusparseDnMatSetStridedBatch) with one A: one product per batch */
  const int batches = Cm->batch_count;
  if (Bm->batch_count != batches && Bm->batch_count != 1) return CUSPARSE_STATUS_INVALID_VALUE;
  const bool p64 = A->ptr_type == CUSPARSE_INDEX_64I, i64 = A->idx_type == CUSPARSE_INDEX_64I;
  for (int q = 0; q < batches; ++q) {
    const T *B = static_cast<const T *>(Bm->values) + (Bm->batch_count > 1 ? q * Bm->batch_stride : 0);
    T *C = static_cast<T *>(Cm->values) + q * Cm->batch_stride;
    cusparseStatus_t s;
    if (A->format == CUSPARSE_FORMAT_COO || (p64 && i64))
      s = i64 ? spmm_typed<T, int64_t, int64_t>(opA, opB, a, A, B, db, b, C, dc, Cm->rows, Cm->cols)
              : spmm_typed<T, int32_t, int32_t>(opA, opB, a, A, B, db, b, C, dc, Cm->rows, Cm->cols);
    else if (p64) s = spmm_typed<T, int64_t, int32_t>(opA, opB, a, A, B, db, b, C, dc, Cm->rows, Cm->cols);
    else s = spmm_typed<T, int32_t, int32_t>(opA, opB, a, A, B, db, b, C, dc, Cm->rows, Cm->cols);
    if (s != CUSPARSE_STATUS_SUCCESS) return s;
  }
  return CUSPARSE_STATUS_SUCCESS;
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

/* ---- generic API: more descriptors ---------------------------------------------------------- */
inline cusparseStatus_t cusparseSpMatSetAttribute(cusparseSpMatDescr_t d, cusparseSpMatAttribute_t a, void *data,
                                                  size_t size) {
  if (!d || !data) return CUSPARSE_STATUS_INVALID_VALUE;
  if (a == CUSPARSE_SPMAT_FILL_MODE && size == sizeof(cusparseFillMode_t))
    d->fill = *static_cast<const cusparseFillMode_t *>(data);
  else if (a == CUSPARSE_SPMAT_DIAG_TYPE && size == sizeof(cusparseDiagType_t))
    d->diag = *static_cast<const cusparseDiagType_t *>(data);
  else return CUSPARSE_STATUS_INVALID_VALUE;
  return CUSPARSE_STATUS_SUCCESS;
}
inline cusparseStatus_t cusparseSpMatGetAttribute(cusparseConstSpMatDescr_t d, cusparseSpMatAttribute_t a, void *data,
                                                  size_t size) {
  if (!d || !data) return CUSPARSE_STATUS_INVALID_VALUE;
  if (a == CUSPARSE_SPMAT_FILL_MODE && size == sizeof(cusparseFillMode_t))
    *static_cast<cusparseFillMode_t *>(data) = d->fill;
  else if (a == CUSPARSE_SPMAT_DIAG_TYPE && size == sizeof(cusparseDiagType_t))
    *static_cast<cusparseDiagType_t *>(data) = d->diag;
  else return CUSPARSE_STATUS_INVALID_VALUE;
  return CUSPARSE_STATUS_SUCCESS;
}
inline cusparseStatus_t cusparseDnMatSetStridedBatch(cusparseDnMatDescr_t d, int batchCount, int64_t batchStride) {
  if (!d || batchCount <= 0) return CUSPARSE_STATUS_INVALID_VALUE;
  const int64_t one = d->order == CUSPARSE_ORDER_COL ? d->ld * d->cols : d->ld * d->rows;
  if (batchCount > 1 && batchStride < one) return CUSPARSE_STATUS_INVALID_VALUE;
  d->batch_count = batchCount;
  d->batch_stride = batchStride;
  return CUSPARSE_STATUS_SUCCESS;
}
inline cusparseStatus_t cusparseDnMatGetStridedBatch(cusparseConstDnMatDescr_t d, int *batchCount,
                                                     int64_t *batchStride) {
  if (!d || !batchCount || !batchStride) return CUSPARSE_STATUS_INVALID_VALUE;
  *batchCount = d->batch_count;
  *batchStride = d->batch_stride;
  return CUSPARSE_STATUS_SUCCESS;
}
inline cusparseStatus_t cusparseCreateSpVec(cusparseSpVecDescr_t *d, int64_t size, int64_t nnz, void *indices,
                                            void *values, cusparseIndexType_t idxType, cusparseIndexBase_t base,
                                            c2o_data_type_t valueType) {
  if (!d || size < 0 || nnz < 0 || nnz > size) return CUSPARSE_STATUS_INVALID_VALUE;
  *d = new cusparseSpVecDescr{size, nnz, indices, values, idxType, base, valueType};
  return CUSPARSE_STATUS_SUCCESS;
}
inline cusparseStatus_t cusparseCreateConstSpVec(cusparseConstSpVecDescr_t *d, int64_t size, int64_t nnz,
                                                 const void *indices, const void *values, cusparseIndexType_t idxType,
                                                 cusparseIndexBase_t base, c2o_data_type_t valueType) {
  cusparseSpVecDescr_t v = nullptr;
  cusparseStatus_t s = cusparseCreateSpVec(&v, size, nnz, const_cast<void *>(indices), const_cast<void *>(values),
                                           idxType, base, valueType);
  if (d) *d = v;
  return s;
}
inline cusparseStatus_t cusparseDestroySpVec(cusparseConstSpVecDescr_t d) {
  delete d;
  return CUSPARSE_STATUS_SUCCESS;
}
inline cusparseStatus_t cusparseSpVecGet(cusparseSpVecDescr_t d, int64_t *size, int64_t *nnz, void **indices,
                                         void **values, cusparseIndexType_t *idxType, cusparseIndexBase_t *base,
                                         c2o_data_type_t *valueType) {
  if (!d || !size || !nnz || !indices || !values || !idxType || !base || !valueType)
    return CUSPARSE_STATUS_INVALID_VALUE;
  *size = d->size; *nnz = d->nnz; *indices = d->indices; *values = d->values;
  *idxType = d->idx_type; *base = d->base; *valueType = d->value_type;
  return CUSPARSE_STATUS_SUCCESS;
}
inline cusparseStatus_t cusparseSpVecGetIndexBase(cusparseConstSpVecDescr_t d, cusparseIndexBase_t *base) {
  if (!d || !base) return CUSPARSE_STATUS_INVALID_VALUE;
  *base = d->base;
  return CUSPARSE_STATUS_SUCCESS;
}
inline cusparseStatus_t cusparseSpVecGetValues(cusparseSpVecDescr_t d, void **values) {
  if (!d || !values) return CUSPARSE_STATUS_INVALID_VALUE;
  *values = d->values;
  return CUSPARSE_STATUS_SUCCESS;
}
inline cusparseStatus_t cusparseSpVecSetValues(cusparseSpVecDescr_t d, void *values) {
  if (!d) return CUSPARSE_STATUS_INVALID_VALUE;
  d->values = values;
  return CUSPARSE_STATUS_SUCCESS;
}

/* ---- sparse vectors, dense to sparse, triangular solves, ILU(0): the kernels ------------------ */
namespace c2o_sparse {
inline std::size_t value_bytes(c2o_data_type_t t) {
  switch (t) {
  case CUDA_R_32F: return 4;
  case CUDA_R_64F: return 8;
  case CUDA_C_32F: return 8;
  case CUDA_C_64F: return 16;
  default: return 0;
  }
}
/* An element of any value type moved as its bytes: gather and scatter do not compute. */
template <std::size_t N> struct bytes_of {
  unsigned char b[N];
};
template <std::size_t N, typename II>
void move_sparse(bool scatter, int64_t nnz, const II *idx, int base, void *sparse, void *dense) {
  using E = bytes_of<N>;
  E *s = static_cast<E *>(sparse), *d = static_cast<E *>(dense);
  if (scatter) for_n(std::size_t(nnz), [=](std::size_t k) { d[idx[k] - base] = s[k]; });
  else for_n(std::size_t(nnz), [=](std::size_t k) { s[k] = d[idx[k] - base]; });
}
inline cusparseStatus_t gather_scatter(cusparseHandle_t h, bool scatter, cusparseConstSpVecDescr_t X, void *dense,
                                       c2o_data_type_t dense_type) {
  if (!h) return CUSPARSE_STATUS_NOT_INITIALIZED;
  if (!X || !dense) return X && X->nnz == 0 ? CUSPARSE_STATUS_SUCCESS : CUSPARSE_STATUS_INVALID_VALUE;
  if (X->value_type != dense_type) return CUSPARSE_STATUS_NOT_SUPPORTED;
  const int base = X->base == CUSPARSE_INDEX_BASE_ONE ? 1 : 0;
  const bool i64 = X->idx_type == CUSPARSE_INDEX_64I;
  const void *I = X->indices;
#define C2O_SPARSE_MOVE(N)                                                                                            \
  i64 ? move_sparse<N>(scatter, X->nnz, static_cast<const int64_t *>(I), base, X->values, dense)                     \
      : move_sparse<N>(scatter, X->nnz, static_cast<const int32_t *>(I), base, X->values, dense)
  switch (value_bytes(X->value_type)) {
  case 4: C2O_SPARSE_MOVE(4); break;
  case 8: C2O_SPARSE_MOVE(8); break;
  case 16: C2O_SPARSE_MOVE(16); break;
  default: return CUSPARSE_STATUS_NOT_SUPPORTED;
  }
#undef C2O_SPARSE_MOVE
  return CUSPARSE_STATUS_SUCCESS;
}

/* Dense to sparse: the nonzeros of a dense matrix per outer index (rows for
 * CSR and COO, columns for CSC), in order of the inner index. */
template <typename T, typename IP, typename II>
struct dense_to_sparse {
  const T *A;
  dense da;
  int64_t rows, cols;
  bool by_rows;
  int64_t outer() const { return by_rows ? rows : cols; }
  int64_t inner() const { return by_rows ? cols : rows; }
  T at(int64_t o, int64_t i) const { return by_rows ? A[da.at(o, i)] : A[da.at(i, o)]; }
  IP count(int64_t o) const {
    IP c = 0;
    for (int64_t i = 0; i < inner(); ++i) c += at(o, i) != T(0);
    return c;
  }
  /* ptr[o] = base + nonzeros of the outer indices before o, o <= outer(); returns nnz */
  int64_t offsets(IP *ptr, int base) const {
    const dense_to_sparse self = *this;
    const int64_t n = outer();
    c2o_par::with_scratch([&](c2o_par::arena &ar) {
      c2o_par::scan_exclusive<IP>(
          ar, std::size_t(n + 1), [=](std::size_t o) { return int64_t(o) < n ? self.count(int64_t(o)) : IP(0); },
          [=](std::size_t o, const IP &v) { ptr[o] = v + IP(base); }, IP(0), std::plus<IP>());
    });
    IP last = 0;
    c2o_par::to_host(&last, ptr + n, sizeof(IP));
    return int64_t(last) - base;
  }
  /* the outer index's nonzeros from ptr[o]: their inner indices (and outer ones, for COO) and values */
  void fill(const IP *ptr, int base, II *inner_idx, II *outer_idx, T *vals) const {
    const dense_to_sparse self = *this;
    for_n(std::size_t(outer()), [=](std::size_t o) {
      int64_t k = int64_t(ptr[o]) - base;
      for (int64_t i = 0; i < self.inner(); ++i) {
        T v = self.at(int64_t(o), i);
        if (v == T(0)) continue;
        inner_idx[k] = II(i + base);
        if (outer_idx) outer_idx[k] = II(int64_t(o) + base);
        vals[k] = v;
        ++k;
      }
    });
  }
};
template <typename T, typename IP, typename II>
cusparseStatus_t dense_to_sparse_run(cusparseConstDnMatDescr_t A, cusparseSpMatDescr_t B, bool convert) {
  const int base = B->base == CUSPARSE_INDEX_BASE_ONE ? 1 : 0;
  dense_to_sparse<T, IP, II> d{static_cast<const T *>(A->values), dense{A->ld, A->order == CUSPARSE_ORDER_COL, false},
                               A->rows, A->cols, B->format != CUSPARSE_FORMAT_CSC};
  if (B->format == CUSPARSE_FORMAT_COO) { /* offsets of the rows in scratch memory */
    IP *ptr = static_cast<IP *>(c2o_par::dev_alloc(std::size_t(A->rows + 1) * sizeof(IP)));
    B->nnz = d.offsets(ptr, 0);
    if (convert) d.fill(ptr, 0, static_cast<II *>(B->idx), static_cast<II *>(B->ptr), static_cast<T *>(B->vals));
    c2o_par::dev_free(ptr);
    /* COO's fill wrote base-0 offsets with base-0 indices: shift them to the descriptor's base */
    if (convert && base) {
      II *R = static_cast<II *>(B->ptr), *C = static_cast<II *>(B->idx);
      for_n(std::size_t(B->nnz), [=](std::size_t k) { R[k] += 1; C[k] += 1; });
    }
    return CUSPARSE_STATUS_SUCCESS;
  }
  if (!B->ptr) return CUSPARSE_STATUS_INVALID_VALUE;
  if (!convert) {
    B->nnz = d.offsets(static_cast<IP *>(B->ptr), base);
    return CUSPARSE_STATUS_SUCCESS;
  }
  if (B->nnz > 0 && (!B->idx || !B->vals)) return CUSPARSE_STATUS_INVALID_VALUE;
  d.fill(static_cast<const IP *>(B->ptr), base, static_cast<II *>(B->idx), nullptr, static_cast<T *>(B->vals));
  return CUSPARSE_STATUS_SUCCESS;
}
inline cusparseStatus_t dense_to_sparse_call(cusparseHandle_t h, cusparseConstDnMatDescr_t A, cusparseSpMatDescr_t B,
                                             bool convert) {
  if (!h) return CUSPARSE_STATUS_NOT_INITIALIZED;
  if (!A || !B || B->rows != A->rows || B->cols != A->cols) return CUSPARSE_STATUS_INVALID_VALUE;
  if (A->value_type != B->value_type) return CUSPARSE_STATUS_NOT_SUPPORTED;
  if (B->format != CUSPARSE_FORMAT_CSR && B->format != CUSPARSE_FORMAT_CSC && B->format != CUSPARSE_FORMAT_COO)
    return CUSPARSE_STATUS_NOT_SUPPORTED;
  const bool p64 = B->ptr_type == CUSPARSE_INDEX_64I, i64 = B->idx_type == CUSPARSE_INDEX_64I;
#define C2O_SPARSE_D2S(T)                                                                                             \
  if (B->format == CUSPARSE_FORMAT_COO) return i64 ? dense_to_sparse_run<T, int64_t, int64_t>(A, B, convert)        \
                                                   : dense_to_sparse_run<T, int64_t, int32_t>(A, B, convert);        \
  if (p64 && i64) return dense_to_sparse_run<T, int64_t, int64_t>(A, B, convert);                                     \
  if (p64) return dense_to_sparse_run<T, int64_t, int32_t>(A, B, convert);                                            \
  if (i64) return dense_to_sparse_run<T, int32_t, int64_t>(A, B, convert);                                            \
  return dense_to_sparse_run<T, int32_t, int32_t>(A, B, convert);
  if (A->value_type == CUDA_R_32F) { C2O_SPARSE_D2S(float) }
  if (A->value_type == CUDA_R_64F) { C2O_SPARSE_D2S(double) }
#undef C2O_SPARSE_D2S
  return CUSPARSE_STATUS_NOT_SUPPORTED;
}

/* Triangular solve op(A) X = alpha B over a CSR matrix (P, I, V, base),
 * one device thread per right-hand side: each column's substitution is
 * sequential, as the data dependence of a general sparse triangle is. Only
 * the triangle of the fill mode is read (the other entries are ignored, as in
 * cuSPARSE); a unit diagonal is not read. X may be B. */
struct triangle {
  bool lower, unit, trans;
};
template <typename T, typename IP, typename II>
void trsm_csr(triangle tr, int64_t n, const IP *P, const II *I, const T *V, int base, T alpha, const T *B, dense db,
              T *X, dense dx, int64_t ncols) {
  for_n(std::size_t(ncols), [=](std::size_t cc) {
    const int64_t c = int64_t(cc);
    for (int64_t i = 0; i < n; ++i) X[dx.at(i, c)] = alpha * B[db.at(i, c)];
    auto diag = [&](int64_t i) {
      T d = T(0);
      for (IP k = P[i] - base; k < P[i + 1] - base; ++k)
        if (int64_t(I[k]) - base == i) d += V[k];
      return d;
    };
    const bool forward = tr.lower != tr.trans; /* lower, or the transpose of upper */
    for (int64_t s = 0; s < n; ++s) {
      const int64_t i = forward ? s : n - 1 - s;
      if (!tr.trans) { /* row i of the triangle: x_i = (b_i - sum_j a_ij x_j) / a_ii */
        T acc = X[dx.at(i, c)], d = T(0);
        for (IP k = P[i] - base; k < P[i + 1] - base; ++k) {
          const int64_t j = int64_t(I[k]) - base;
          if (j == i) d += V[k];
          else if (tr.lower ? j < i : j > i) acc -= V[k] * X[dx.at(j, c)];
        }
        X[dx.at(i, c)] = tr.unit ? acc : acc / d;
      } else { /* column i of the transposed triangle: x_i is final, remove it from the rest */
        T xi = X[dx.at(i, c)];
        if (!tr.unit) xi = xi / diag(i);
        X[dx.at(i, c)] = xi;
        for (IP k = P[i] - base; k < P[i + 1] - base; ++k) {
          const int64_t j = int64_t(I[k]) - base;
          if (tr.lower ? j < i : j > i) X[dx.at(j, c)] -= V[k] * xi;
        }
      }
    }
  });
}
/* The first row (0-based) whose diagonal is missing or zero, or -1. */
template <typename T, typename IP, typename II>
int64_t zero_pivot(int64_t n, const IP *P, const II *I, const T *V, int base) {
  const int64_t none = std::numeric_limits<int64_t>::max();
  int64_t r = c2o_par::min_n<int64_t>(std::size_t(n), [=](std::size_t ii) {
    const int64_t i = int64_t(ii);
    T d = T(0);
    bool found = false;
    for (IP k = P[i] - base; k < P[i + 1] - base; ++k)
      if (int64_t(I[k]) - base == i) { d += V[k]; found = true; }
    return found && d != T(0) ? none : i;
  });
  return r == none || n == 0 ? -1 : r;
}
/* The level schedule of rows [0, n) of a CSR triangle (see struct schedule):
 * the levels on one device thread (each depends on the rows before it), the
 * grouping of rows by level on the host. */
template <typename IP, typename II>
void build_schedule(schedule &s, int64_t n, const IP *P, const II *I, int base, bool lower) {
  s.clear();
  s.ptr = P;
  s.idx = I;
  s.n = n;
  s.lower = lower;
  s.base = base;
  if (n <= 0) return;
  int64_t *lev = static_cast<int64_t *>(c2o_par::dev_alloc(std::size_t(n) * sizeof(int64_t)));
  for_n(1, [=](std::size_t) {
    for (int64_t q = 0; q < n; ++q) {
      const int64_t i = lower ? q : n - 1 - q;
      int64_t l = 0;
      for (IP k = P[i] - base; k < P[i + 1] - base; ++k) {
        const int64_t j = int64_t(I[k]) - base;
        if ((lower ? j < i : j > i) && lev[j] + 1 > l) l = lev[j] + 1;
      }
      lev[i] = l;
    }
  });
  std::vector<int64_t> h(static_cast<std::size_t>(n));
  c2o_par::to_host(h.data(), lev, std::size_t(n) * sizeof(int64_t));
  c2o_par::dev_free(lev);
  int64_t levels = 0;
  for (int64_t v : h) levels = v + 1 > levels ? v + 1 : levels;
  s.start.assign(std::size_t(levels) + 1, 0);
  for (int64_t v : h) ++s.start[std::size_t(v) + 1];
  for (std::size_t l = 1; l < s.start.size(); ++l) s.start[l] += s.start[l - 1];
  std::vector<int64_t> next(s.start.begin(), s.start.end() - 1), ord(static_cast<std::size_t>(n));
  for (int64_t i = 0; i < n; ++i) ord[std::size_t(next[std::size_t(h[std::size_t(i)])]++)] = i;
  s.order = static_cast<int64_t *>(c2o_par::dev_alloc(std::size_t(n) * sizeof(int64_t)));
  c2o_par::to_device(s.order, ord.data(), std::size_t(n) * sizeof(int64_t));
}
/* The schedule serves a solve of this pattern, and pays: on a GPU, where each
 * level is one launch, when the levels hold 20 rows each on average; on the
 * host (a launch costs little there, but so does a row) never.
 * C2O_SPARSE_LEVELS=1 (0) in the environment forces it on (off). */
inline bool use_schedule(const schedule &s, const void *P, const void *I, int64_t n, bool lower, int base) {
  if (s.n != n || s.ptr != P || s.idx != I || s.lower != lower || s.base != base || s.start.empty()) return false;
  if (const char *e = std::getenv("C2O_SPARSE_LEVELS")) return e[0] == '1';
  return c2o_par::device() != c2o_par::host() && (s.start.size() - 1) * 20 <= std::size_t(n);
}
/* x = (triangle)^-1 alpha b, level by level; x may be b. */
template <typename T, typename IP, typename II>
void solve_schedule(const schedule &s, bool unit, const IP *P, const II *I, const T *V, T alpha, const T *b, T *x) {
  const int base = s.base;
  const bool lower = s.lower;
  const int64_t *ord = s.order;
  for (std::size_t l = 0; l + 1 < s.start.size(); ++l) {
    const int64_t lo = s.start[l];
    for_n(std::size_t(s.start[l + 1] - lo), [=](std::size_t t) {
      const int64_t i = ord[lo + int64_t(t)];
      T acc = alpha * b[i], d = T(0);
      for (IP k = P[i] - base; k < P[i + 1] - base; ++k) {
        const int64_t j = int64_t(I[k]) - base;
        if (j == i) d += V[k];
        else if (lower ? j < i : j > i) acc -= V[k] * x[j];
      }
      x[i] = unit ? acc : acc / d;
    });
  }
}
/* The triangle a generic descriptor's solve works on: CSC is the CSR of A^T,
 * so the transposition and the triangle flip. */
inline triangle effective(cusparseOperation_t op, cusparseConstSpMatDescr_t A) {
  triangle tr{A->fill == CUSPARSE_FILL_MODE_LOWER, A->diag == CUSPARSE_DIAG_TYPE_UNIT,
              op != CUSPARSE_OPERATION_NON_TRANSPOSE};
  if (A->format == CUSPARSE_FORMAT_CSC) {
    tr.lower = !tr.lower;
    tr.trans = !tr.trans;
  }
  return tr;
}
/* The analysis of SpSV: a schedule when the solve is a row-wise one. */
inline void spsv_schedule(schedule &s, cusparseOperation_t op, cusparseConstSpMatDescr_t A) {
  const triangle tr = effective(op, A);
  const int base = A->base == CUSPARSE_INDEX_BASE_ONE ? 1 : 0;
  if (tr.trans || (A->format != CUSPARSE_FORMAT_CSR && A->format != CUSPARSE_FORMAT_CSC) || A->rows != A->cols) {
    s.clear();
    return;
  }
  const bool p64 = A->ptr_type == CUSPARSE_INDEX_64I, i64 = A->idx_type == CUSPARSE_INDEX_64I;
  if (p64 && i64) build_schedule(s, A->rows, static_cast<const int64_t *>(A->ptr), static_cast<const int64_t *>(A->idx), base, tr.lower);
  else if (p64) build_schedule(s, A->rows, static_cast<const int64_t *>(A->ptr), static_cast<const int32_t *>(A->idx), base, tr.lower);
  else if (i64) build_schedule(s, A->rows, static_cast<const int32_t *>(A->ptr), static_cast<const int64_t *>(A->idx), base, tr.lower);
  else build_schedule(s, A->rows, static_cast<const int32_t *>(A->ptr), static_cast<const int32_t *>(A->idx), base, tr.lower);
}
template <typename T> bool spsv_scheduled(const schedule &s, cusparseOperation_t op, cusparseConstSpMatDescr_t A, T alpha,
                                          const T *b, T *x) {
  const triangle tr = effective(op, A);
  const int base = A->base == CUSPARSE_INDEX_BASE_ONE ? 1 : 0;
  if (tr.trans || !use_schedule(s, A->ptr, A->idx, A->rows, tr.lower, base)) return false;
  const T *V = static_cast<const T *>(A->vals);
  const bool p64 = A->ptr_type == CUSPARSE_INDEX_64I, i64 = A->idx_type == CUSPARSE_INDEX_64I;
  if (p64 && i64) solve_schedule(s, tr.unit, static_cast<const int64_t *>(A->ptr), static_cast<const int64_t *>(A->idx), V, alpha, b, x);
  else if (p64) solve_schedule(s, tr.unit, static_cast<const int64_t *>(A->ptr), static_cast<const int32_t *>(A->idx), V, alpha, b, x);
  else if (i64) solve_schedule(s, tr.unit, static_cast<const int32_t *>(A->ptr), static_cast<const int64_t *>(A->idx), V, alpha, b, x);
  else solve_schedule(s, tr.unit, static_cast<const int32_t *>(A->ptr), static_cast<const int32_t *>(A->idx), V, alpha, b, x);
  return true;
}
/* op(A) X = alpha B with the generic descriptors (SpSV: one column). CSC is the
 * CSR of A^T: the transpose flips, and so does the triangle. */
template <typename T, typename IP, typename II>
cusparseStatus_t spsm_typed(cusparseOperation_t op, T alpha, cusparseConstSpMatDescr_t A, const T *B, dense db, T *X,
                            dense dx, int64_t ncols) {
  if (A->rows != A->cols) return CUSPARSE_STATUS_INVALID_VALUE;
  if (A->format != CUSPARSE_FORMAT_CSR && A->format != CUSPARSE_FORMAT_CSC) return CUSPARSE_STATUS_NOT_SUPPORTED;
  const triangle tr = effective(op, A);
  const int base = A->base == CUSPARSE_INDEX_BASE_ONE ? 1 : 0;
  trsm_csr(tr, A->rows, static_cast<const IP *>(A->ptr), static_cast<const II *>(A->idx),
           static_cast<const T *>(A->vals), base, alpha, B, db, X, dx, ncols);
  return CUSPARSE_STATUS_SUCCESS;
}
template <typename T>
cusparseStatus_t spsm(cusparseOperation_t op, T alpha, cusparseConstSpMatDescr_t A, const T *B, dense db, T *X,
                      dense dx, int64_t ncols) {
  const bool p64 = A->ptr_type == CUSPARSE_INDEX_64I, i64 = A->idx_type == CUSPARSE_INDEX_64I;
  if (p64 && i64) return spsm_typed<T, int64_t, int64_t>(op, alpha, A, B, db, X, dx, ncols);
  if (p64) return spsm_typed<T, int64_t, int32_t>(op, alpha, A, B, db, X, dx, ncols);
  if (i64) return spsm_typed<T, int32_t, int64_t>(op, alpha, A, B, db, X, dx, ncols);
  return spsm_typed<T, int32_t, int32_t>(op, alpha, A, B, db, X, dx, ncols);
}
template <typename T> int64_t spmat_zero_pivot(cusparseConstSpMatDescr_t A) {
  if (A->diag == CUSPARSE_DIAG_TYPE_UNIT || (A->format != CUSPARSE_FORMAT_CSR && A->format != CUSPARSE_FORMAT_CSC))
    return -1;
  const int base = A->base == CUSPARSE_INDEX_BASE_ONE ? 1 : 0;
  const T *V = static_cast<const T *>(A->vals);
  if (A->ptr_type == CUSPARSE_INDEX_64I && A->idx_type == CUSPARSE_INDEX_64I)
    return zero_pivot(A->rows, static_cast<const int64_t *>(A->ptr), static_cast<const int64_t *>(A->idx), V, base);
  if (A->ptr_type == CUSPARSE_INDEX_64I)
    return zero_pivot(A->rows, static_cast<const int64_t *>(A->ptr), static_cast<const int32_t *>(A->idx), V, base);
  return zero_pivot(A->rows, static_cast<const int32_t *>(A->ptr), static_cast<const int32_t *>(A->idx), V, base);
}

/* ILU(0) in place on a CSR matrix with sorted columns: row by row (the IKJ
 * order), L's multipliers replace a_ik, U's entries a_ij; fill-in outside the
 * pattern is dropped. One device thread: each row depends on the rows above.
 * Returns the first zero pivot (0-based), or -1. */
template <typename T>
int ilu0_csr(int m, const int *P, const int *I, T *V, int base) {
  int *piv = static_cast<int *>(c2o_par::dev_alloc(sizeof(int)));
  for_n(1, [=](std::size_t) {
    int first = -1;
    auto diag_at = [&](int r) {
      for (int k = P[r] - base; k < P[r + 1] - base; ++k)
        if (I[k] - base == r) return k;
      return -1;
    };
    for (int i = 0; i < m; ++i) {
      const int re = P[i + 1] - base;
      for (int kk = P[i] - base; kk < re; ++kk) {
        const int k = I[kk] - base;
        if (k >= i) break;
        const int dk = diag_at(k);
        if (dk < 0 || V[dk] == T(0)) continue; /* reported at row k */
        V[kk] = V[kk] / V[dk];
        const T lik = V[kk];
        int p = kk + 1, q = dk + 1;
        const int qe = P[k + 1] - base;
        while (p < re && q < qe) {
          const int cj = I[p], ck = I[q];
          if (cj == ck) { V[p] -= lik * V[q]; ++p; ++q; }
          else if (cj < ck) ++p;
          else ++q;
        }
      }
      const int di = diag_at(i);
      if (first < 0 && (di < 0 || V[di] == T(0))) first = i;
    }
    *piv = first;
  });
  int r = -1;
  c2o_par::to_host(&r, piv, sizeof(int));
  c2o_par::dev_free(piv);
  return r;
}
} // namespace c2o_sparse

/* ---- generic API: sparse vectors, dense to sparse, SpSV, SpSM ------------------------------------ */
inline cusparseStatus_t cusparseScatter(cusparseHandle_t h, cusparseConstSpVecDescr_t X, cusparseDnVecDescr_t Y) {
  if (Y && X && Y->size < X->size) return CUSPARSE_STATUS_INVALID_VALUE;
  return c2o_sparse::gather_scatter(h, true, X, Y ? Y->values : nullptr, Y ? Y->value_type : CUDA_R_32F);
}
inline cusparseStatus_t cusparseGather(cusparseHandle_t h, cusparseConstDnVecDescr_t Y, cusparseSpVecDescr_t X) {
  if (Y && X && Y->size < X->size) return CUSPARSE_STATUS_INVALID_VALUE;
  return c2o_sparse::gather_scatter(h, false, X, Y ? Y->values : nullptr, Y ? Y->value_type : CUDA_R_32F);
}
inline cusparseStatus_t cusparseDenseToSparse_bufferSize(cusparseHandle_t h, cusparseConstDnMatDescr_t,
                                                         cusparseSpMatDescr_t, cusparseDenseToSparseAlg_t,
                                                         size_t *bufferSize) {
  if (!h) return CUSPARSE_STATUS_NOT_INITIALIZED;
  if (!bufferSize) return CUSPARSE_STATUS_INVALID_VALUE;
  *bufferSize = 0;
  return CUSPARSE_STATUS_SUCCESS;
}
/* analysis: the row (CSR) or column (CSC) offsets of B and its nnz (cusparseSpMatGetSize) */
inline cusparseStatus_t cusparseDenseToSparse_analysis(cusparseHandle_t h, cusparseConstDnMatDescr_t A,
                                                       cusparseSpMatDescr_t B, cusparseDenseToSparseAlg_t, void *) {
  return c2o_sparse::dense_to_sparse_call(h, A, B, false);
}
/* convert: the indices and values, into the arrays of cusparseCsrSetPointers (and the like) */
inline cusparseStatus_t cusparseDenseToSparse_convert(cusparseHandle_t h, cusparseConstDnMatDescr_t A,
                                                      cusparseSpMatDescr_t B, cusparseDenseToSparseAlg_t, void *) {
  return c2o_sparse::dense_to_sparse_call(h, A, B, true);
}
inline cusparseStatus_t cusparseSpSV_createDescr(cusparseSpSVDescr_t *d) {
  if (!d) return CUSPARSE_STATUS_INVALID_VALUE;
  *d = new cusparseSpSVDescr{-1};
  return CUSPARSE_STATUS_SUCCESS;
}
inline cusparseStatus_t cusparseSpSV_destroyDescr(cusparseSpSVDescr_t d) {
  delete d;
  return CUSPARSE_STATUS_SUCCESS;
}
inline cusparseStatus_t cusparseSpSV_bufferSize(cusparseHandle_t h, cusparseOperation_t, const void *,
                                                cusparseConstSpMatDescr_t, cusparseConstDnVecDescr_t,
                                                cusparseDnVecDescr_t, c2o_data_type_t, cusparseSpSVAlg_t,
                                                cusparseSpSVDescr_t, size_t *bufferSize) {
  if (!h) return CUSPARSE_STATUS_NOT_INITIALIZED;
  if (!bufferSize) return CUSPARSE_STATUS_INVALID_VALUE;
  *bufferSize = 0;
  return CUSPARSE_STATUS_SUCCESS;
}
inline cusparseStatus_t cusparseSpSV_analysis(cusparseHandle_t h, cusparseOperation_t opA, const void *,
                                              cusparseConstSpMatDescr_t A, cusparseConstDnVecDescr_t,
                                              cusparseDnVecDescr_t, c2o_data_type_t computeType, cusparseSpSVAlg_t,
                                              cusparseSpSVDescr_t d, void *) {
  if (!h) return CUSPARSE_STATUS_NOT_INITIALIZED;
  if (!A || !d) return CUSPARSE_STATUS_INVALID_VALUE;
  if (computeType == CUDA_R_32F) d->zero_pivot = c2o_sparse::spmat_zero_pivot<float>(A);
  else if (computeType == CUDA_R_64F) d->zero_pivot = c2o_sparse::spmat_zero_pivot<double>(A);
  else return CUSPARSE_STATUS_NOT_SUPPORTED;
  c2o_sparse::spsv_schedule(d->levels, opA, A);
  return CUSPARSE_STATUS_SUCCESS;
}
inline cusparseStatus_t cusparseSpSV_solve(cusparseHandle_t h, cusparseOperation_t opA, const void *alpha,
                                           cusparseConstSpMatDescr_t A, cusparseConstDnVecDescr_t X,
                                           cusparseDnVecDescr_t Y, c2o_data_type_t computeType, cusparseSpSVAlg_t,
                                           cusparseSpSVDescr_t d) {
  if (!h) return CUSPARSE_STATUS_NOT_INITIALIZED;
  if (!A || !X || !Y || !alpha || X->size != A->rows || Y->size != A->rows) return CUSPARSE_STATUS_INVALID_VALUE;
  if (A->value_type != computeType || X->value_type != computeType || Y->value_type != computeType)
    return CUSPARSE_STATUS_NOT_SUPPORTED;
  const c2o_sparse::dense v{0, true, false}; /* a column: element i at i */
  if (computeType == CUDA_R_32F) {
    const float a = c2o_sparse::scalar<float>(h, alpha);
    const float *b = static_cast<const float *>(X->values);
    float *x = static_cast<float *>(Y->values);
    if (d && c2o_sparse::spsv_scheduled(d->levels, opA, A, a, b, x)) return CUSPARSE_STATUS_SUCCESS;
    return c2o_sparse::spsm<float>(opA, a, A, b, v, x, v, 1);
  }
  if (computeType == CUDA_R_64F) {
    const double a = c2o_sparse::scalar<double>(h, alpha);
    const double *b = static_cast<const double *>(X->values);
    double *x = static_cast<double *>(Y->values);
    if (d && c2o_sparse::spsv_scheduled(d->levels, opA, A, a, b, x)) return CUSPARSE_STATUS_SUCCESS;
    return c2o_sparse::spsm<double>(opA, a, A, b, v, x, v, 1);
  }
  return CUSPARSE_STATUS_NOT_SUPPORTED;
}
inline cusparseStatus_t cusparseSpSM_createDescr(cusparseSpSMDescr_t *d) {
  if (!d) return CUSPARSE_STATUS_INVALID_VALUE;
  *d = new cusparseSpSMDescr{-1};
  return CUSPARSE_STATUS_SUCCESS;
}
inline cusparseStatus_t cusparseSpSM_destroyDescr(cusparseSpSMDescr_t d) {
  delete d;
  return CUSPARSE_STATUS_SUCCESS;
}
inline cusparseStatus_t cusparseSpSM_bufferSize(cusparseHandle_t h, cusparseOperation_t, cusparseOperation_t,
                                                const void *, cusparseConstSpMatDescr_t, cusparseConstDnMatDescr_t,
                                                cusparseDnMatDescr_t, c2o_data_type_t, cusparseSpSMAlg_t,
                                                cusparseSpSMDescr_t, size_t *bufferSize) {
  if (!h) return CUSPARSE_STATUS_NOT_INITIALIZED;
  if (!bufferSize) return CUSPARSE_STATUS_INVALID_VALUE;
  *bufferSize = 0;
  return CUSPARSE_STATUS_SUCCESS;
}
inline cusparseStatus_t cusparseSpSM_analysis(cusparseHandle_t h, cusparseOperation_t, cusparseOperation_t,
                                              const void *, cusparseConstSpMatDescr_t A, cusparseConstDnMatDescr_t,
                                              cusparseDnMatDescr_t, c2o_data_type_t computeType, cusparseSpSMAlg_t,
                                              cusparseSpSMDescr_t d, void *) {
  if (!h) return CUSPARSE_STATUS_NOT_INITIALIZED;
  if (!A || !d) return CUSPARSE_STATUS_INVALID_VALUE;
  if (computeType == CUDA_R_32F) d->zero_pivot = c2o_sparse::spmat_zero_pivot<float>(A);
  else if (computeType == CUDA_R_64F) d->zero_pivot = c2o_sparse::spmat_zero_pivot<double>(A);
  else return CUSPARSE_STATUS_NOT_SUPPORTED;
  return CUSPARSE_STATUS_SUCCESS;
}
/* op(A) C = alpha op(B); C has A's rows and op(B)'s columns */
inline cusparseStatus_t cusparseSpSM_solve(cusparseHandle_t h, cusparseOperation_t opA, cusparseOperation_t opB,
                                           const void *alpha, cusparseConstSpMatDescr_t A, cusparseConstDnMatDescr_t B,
                                           cusparseDnMatDescr_t C, c2o_data_type_t computeType, cusparseSpSMAlg_t,
                                           cusparseSpSMDescr_t) {
  if (!h) return CUSPARSE_STATUS_NOT_INITIALIZED;
  if (!A || !B || !C || !alpha) return CUSPARSE_STATUS_INVALID_VALUE;
  const bool tB = opB != CUSPARSE_OPERATION_NON_TRANSPOSE;
  const int64_t brows = tB ? B->cols : B->rows, bcols = tB ? B->rows : B->cols;
  if (brows != A->rows || C->rows != A->rows || C->cols != bcols) return CUSPARSE_STATUS_INVALID_VALUE;
  if (A->value_type != computeType || B->value_type != computeType || C->value_type != computeType)
    return CUSPARSE_STATUS_NOT_SUPPORTED;
  const c2o_sparse::dense db{B->ld, B->order == CUSPARSE_ORDER_COL, tB}, dc{C->ld, C->order == CUSPARSE_ORDER_COL, false};
  if (computeType == CUDA_R_32F)
    return c2o_sparse::spsm<float>(opA, c2o_sparse::scalar<float>(h, alpha), A, static_cast<const float *>(B->values),
                                   db, static_cast<float *>(C->values), dc, bcols);
  if (computeType == CUDA_R_64F)
    return c2o_sparse::spsm<double>(opA, c2o_sparse::scalar<double>(h, alpha), A,
                                    static_cast<const double *>(B->values), db, static_cast<double *>(C->values), dc,
                                    bcols);
  return CUSPARSE_STATUS_NOT_SUPPORTED;
}

/* ---- legacy: csrsv2 (triangular solve) and csrilu02 (ILU(0)) --------------------------------------- */
inline cusparseStatus_t cusparseCreateCsrsv2Info(csrsv2Info_t *info) {
  if (!info) return CUSPARSE_STATUS_INVALID_VALUE;
  *info = new csrsv2Info{-1};
  return CUSPARSE_STATUS_SUCCESS;
}
inline cusparseStatus_t cusparseDestroyCsrsv2Info(csrsv2Info_t info) {
  delete info;
  return CUSPARSE_STATUS_SUCCESS;
}
/* CUSPARSE_STATUS_ZERO_PIVOT with the row (in the matrix's base) when the analysis or solve met one */
inline cusparseStatus_t cusparseXcsrsv2_zeroPivot(cusparseHandle_t h, csrsv2Info_t info, int *position) {
  if (!h) return CUSPARSE_STATUS_NOT_INITIALIZED;
  if (!info || !position) return CUSPARSE_STATUS_INVALID_VALUE;
  c2o_sparse::result_int(h, position, info->zero_pivot);
  return info->zero_pivot < 0 ? CUSPARSE_STATUS_SUCCESS : CUSPARSE_STATUS_ZERO_PIVOT;
}
inline cusparseStatus_t cusparseCreateCsrilu02Info(csrilu02Info_t *info) {
  if (!info) return CUSPARSE_STATUS_INVALID_VALUE;
  *info = new csrilu02Info{-1};
  return CUSPARSE_STATUS_SUCCESS;
}
inline cusparseStatus_t cusparseDestroyCsrilu02Info(csrilu02Info_t info) {
  delete info;
  return CUSPARSE_STATUS_SUCCESS;
}
inline cusparseStatus_t cusparseXcsrilu02_zeroPivot(cusparseHandle_t h, csrilu02Info_t info, int *position) {
  if (!h) return CUSPARSE_STATUS_NOT_INITIALIZED;
  if (!info || !position) return CUSPARSE_STATUS_INVALID_VALUE;
  c2o_sparse::result_int(h, position, info->zero_pivot);
  return info->zero_pivot < 0 ? CUSPARSE_STATUS_SUCCESS : CUSPARSE_STATUS_ZERO_PIVOT;
}
#define C2O_CUSPARSE_PRECOND(p, T)                                                                                   \
  inline cusparseStatus_t cusparse##p##csrsv2_bufferSize(cusparseHandle_t h, cusparseOperation_t, int m, int nnz,   \
                                                         const cusparseMatDescr_t descrA, T *, const int *,         \
                                                         const int *, csrsv2Info_t info, int *bytes) {              \
    if (!h) return CUSPARSE_STATUS_NOT_INITIALIZED;                                                                  \
    if (!descrA || !info || !bytes || m < 0 || nnz < 0) return CUSPARSE_STATUS_INVALID_VALUE;                         \
    *bytes = 4; /* a pointer to pass, nothing is kept in it */                                                       \
    return CUSPARSE_STATUS_SUCCESS;                                                                                  \
  }                                                                                                                   \
  inline cusparseStatus_t cusparse##p##csrsv2_analysis(cusparseHandle_t h, cusparseOperation_t transA, int m,       \
                                                       int nnz,                                                     \
                                                       const cusparseMatDescr_t descrA, const T *val,               \
                                                       const int *rowPtr, const int *colInd, csrsv2Info_t info,     \
                                                       cusparseSolvePolicy_t, void *) {                             \
    if (!h) return CUSPARSE_STATUS_NOT_INITIALIZED;                                                                  \
    if (!descrA || !info || m < 0 || nnz < 0) return CUSPARSE_STATUS_INVALID_VALUE;                                   \
    if (descrA->type != CUSPARSE_MATRIX_TYPE_GENERAL && descrA->type != CUSPARSE_MATRIX_TYPE_TRIANGULAR)             \
      return CUSPARSE_STATUS_MATRIX_TYPE_NOT_SUPPORTED;                                                              \
    const int base = descrA->base == CUSPARSE_INDEX_BASE_ONE ? 1 : 0;                                                \
    info->zero_pivot = descrA->diag == CUSPARSE_DIAG_TYPE_UNIT                                                       \
                           ? -1                                                                                      \
                           : int(c2o_sparse::zero_pivot(m, rowPtr, colInd, val, base));                              \
    if (info->zero_pivot >= 0) info->zero_pivot += base;                                                             \
    if (transA == CUSPARSE_OPERATION_NON_TRANSPOSE)                                                                  \
      c2o_sparse::build_schedule(info->levels, int64_t(m), rowPtr, colInd, base,                                     \
                                 descrA->fill == CUSPARSE_FILL_MODE_LOWER);                                          \
    else                                                                                                             \
      info->levels.clear();                                                                                          \
    return CUSPARSE_STATUS_SUCCESS;                                                                                  \
  }                                                                                                                   \
  inline cusparseStatus_t cusparse##p##csrsv2_solve(cusparseHandle_t h, cusparseOperation_t transA, int m, int nnz,  \
                                                    const T *alpha, const cusparseMatDescr_t descrA, const T *val,   \
                                                    const int *rowPtr, const int *colInd, csrsv2Info_t info,        \
                                                    const T *f, T *x, cusparseSolvePolicy_t, void *) {              \
    if (!h) return CUSPARSE_STATUS_NOT_INITIALIZED;                                                                  \
    if (!descrA || !info || !alpha || m < 0 || nnz < 0) return CUSPARSE_STATUS_INVALID_VALUE;                         \
    const c2o_sparse::dense v{0, true, false};                                                                       \
    const int base = descrA->base == CUSPARSE_INDEX_BASE_ONE ? 1 : 0;                                                \
    const bool lower = descrA->fill == CUSPARSE_FILL_MODE_LOWER;                                                     \
    if (transA == CUSPARSE_OPERATION_NON_TRANSPOSE &&                                                                \
        c2o_sparse::use_schedule(info->levels, rowPtr, colInd, int64_t(m), lower, base)) {                           \
      c2o_sparse::solve_schedule(info->levels, descrA->diag == CUSPARSE_DIAG_TYPE_UNIT, rowPtr, colInd, val,         \
                                 c2o_sparse::scalar<T>(h, alpha), f, x);                                             \
      return CUSPARSE_STATUS_SUCCESS;                                                                                \
    }                                                                                                                 \
    c2o_sparse::trsm_csr(c2o_sparse::triangle{descrA->fill == CUSPARSE_FILL_MODE_LOWER,                             \
                                              descrA->diag == CUSPARSE_DIAG_TYPE_UNIT,                               \
                                              transA != CUSPARSE_OPERATION_NON_TRANSPOSE},                           \
                         int64_t(m), rowPtr, colInd, val, descrA->base == CUSPARSE_INDEX_BASE_ONE ? 1 : 0,          \
                         c2o_sparse::scalar<T>(h, alpha), f, v, x, v, 1);                                            \
    return CUSPARSE_STATUS_SUCCESS;                                                                                  \
  }                                                                                                                   \
  inline cusparseStatus_t cusparse##p##csrilu02_bufferSize(cusparseHandle_t h, int m, int nnz,                        \
                                                           const cusparseMatDescr_t descrA, T *, const int *,       \
                                                           const int *, csrilu02Info_t info, int *bytes) {          \
    if (!h) return CUSPARSE_STATUS_NOT_INITIALIZED;                                                                  \
    if (!descrA || !info || !bytes || m < 0 || nnz < 0) return CUSPARSE_STATUS_INVALID_VALUE;                         \
    *bytes = 4;                                                                                                      \
    return CUSPARSE_STATUS_SUCCESS;                                                                                  \
  }                                                                                                                   \
  /* analysis: the structural zero pivot (a missing diagonal) */                                                    \
  inline cusparseStatus_t cusparse##p##csrilu02_analysis(cusparseHandle_t h, int m, int nnz,                         \
                                                         const cusparseMatDescr_t descrA, const T *,                \
                                                         const int *rowPtr, const int *colInd,                      \
                                                         csrilu02Info_t info, cusparseSolvePolicy_t, void *) {      \
    if (!h) return CUSPARSE_STATUS_NOT_INITIALIZED;                                                                  \
    if (!descrA || !info || m < 0 || nnz < 0) return CUSPARSE_STATUS_INVALID_VALUE;                                   \
    if (descrA->type != CUSPARSE_MATRIX_TYPE_GENERAL) return CUSPARSE_STATUS_MATRIX_TYPE_NOT_SUPPORTED;              \
    const int base = descrA->base == CUSPARSE_INDEX_BASE_ONE ? 1 : 0;                                                \
    const int none = std::numeric_limits<int>::max();                                                               \
    int r = c2o_par::min_n<int>(std::size_t(m), [=](std::size_t i) {                                                 \
      for (int k = rowPtr[i] - base; k < rowPtr[i + 1] - base; ++k)                                                  \
        if (colInd[k] - base == int(i)) return none;                                                                 \
      return int(i);                                                                                                 \
    });                                                                                                               \
    info->zero_pivot = m == 0 || r == none ? -1 : r + base;                                                          \
    return CUSPARSE_STATUS_SUCCESS;                                                                                  \
  }                                                                                                                   \
  /* the factorisation: the structural or numerical zero pivot it met, in the info */                               \
  inline cusparseStatus_t cusparse##p##csrilu02(cusparseHandle_t h, int m, int nnz, const cusparseMatDescr_t descrA, \
                                                T *val, const int *rowPtr, const int *colInd, csrilu02Info_t info,  \
                                                cusparseSolvePolicy_t, void *) {                                     \
    if (!h) return CUSPARSE_STATUS_NOT_INITIALIZED;                                                                  \
    if (!descrA || !info || m < 0 || nnz < 0) return CUSPARSE_STATUS_INVALID_VALUE;                                   \
    if (descrA->type != CUSPARSE_MATRIX_TYPE_GENERAL) return CUSPARSE_STATUS_MATRIX_TYPE_NOT_SUPPORTED;              \
    const int base = descrA->base == CUSPARSE_INDEX_BASE_ONE ? 1 : 0;                                                \
    const int r = m ? c2o_sparse::ilu0_csr<T>(m, rowPtr, colInd, val, base) : -1;                                   \
    info->zero_pivot = r < 0 ? -1 : r + base;                                                                        \
    return CUSPARSE_STATUS_SUCCESS;                                                                                  \
  }
C2O_CUSPARSE_PRECOND(S, float)
C2O_CUSPARSE_PRECOND(D, double)
#undef C2O_CUSPARSE_PRECOND

#endif /* C2O_CUSPARSE_H */
