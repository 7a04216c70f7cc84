/* c2o_cublaslt.h - cuBLASLt's matrix multiply in OpenMP (C++17): what
 * translated programs include in place of <cublasLt.h>. The names are
 * cuBLASLt's own.
 *
 *   handle       cublasLtCreate, Destroy, GetVersion
 *   descriptors  MatmulDesc Create/Destroy/Set/GetAttribute (compute and scale
 *                type, pointer mode host or device, transa/transb, epilogue,
 *                bias pointer, its batch stride and type, the epilogue's
 *                auxiliary matrix: pointer, ld, batch stride); MatrixLayout
 *                Create/Destroy/Set/GetAttribute (type, order COL or ROW,
 *                rows, cols, ld, batch count, strided batch offset);
 *                MatmulPreference Create/Destroy/SetAttribute
 *   heuristic    cublasLtMatmulAlgoGetHeuristic: one algorithm, no workspace
 *   matmul       cublasLtMatmul: D = epilogue(alpha op(A) op(B) + beta C
 *                [+ bias]) for A, B, C, D all CUDA_R_32F (compute 32F, also
 *                its FAST_* forms), all CUDA_R_64F (compute 64F), or all
 *                CUDA_R_16F / CUDA_R_16BF (compute 32F: sums in float, one
 *                rounding of D); epilogues DEFAULT, RELU, BIAS, RELU_BIAS,
 *                GELU, GELU_BIAS (tanh approximation, as cuBLASLt),
 *                GELU_AUX, GELU_AUX_BIAS (GELU's input also stored in the
 *                auxiliary matrix, D's type, column-major); strided
 *                batches (a batch stride of 0 broadcasts a matrix)
 *
 * Other types, orders (COL32 ...) and epilogues (DGELU, BGRADB: declared, the
 * translation reports C2O1030 where a program names them) return
 * CUBLAS_STATUS_NOT_SUPPORTED. Each element of D is one iteration of a
 * target region on the current device (the sum over k in it); the stream is
 * ignored: calls are synchronous. */
#ifndef C2O_CUBLASLT_H
#define C2O_CUBLASLT_H

#include "c2o_cublas.h"
#include "c2o_cublaslt_types.h"
#include <cstring>

struct cublasLtContext {
  int unused;
};
typedef struct cublasLtContext *cublasLtHandle_t;

namespace c2o_lt {
/* What the opaque descriptors hold. */
struct layout {
  c2o_data_type_t type;
  int32_t order;
  uint64_t rows, cols;
  int64_t ld;
  int32_t batch;
  int64_t stride;
};
struct desc {
  cublasComputeType_t compute;
  c2o_data_type_t scale;
  int32_t pointer_mode;
  int32_t transa, transb, transc;
  int32_t epilogue;
  const void *bias;
  int64_t bias_stride;
  c2o_data_type_t bias_type; /* -1: D's type */
  bool bias_type_set;
  void *aux;          /* the epilogue's auxiliary matrix (GELU_AUX: GELU's input) */
  int64_t aux_ld, aux_stride;
};
struct pref {
  uint32_t search_mode;
  uint64_t max_workspace;
};
static_assert(sizeof(layout) <= sizeof(cublasLtMatrixLayoutOpaque_t), "layout fits its opaque type");
static_assert(sizeof(desc) <= sizeof(cublasLtMatmulDescOpaque_t), "desc fits its opaque type");
static_assert(sizeof(pref) <= sizeof(cublasLtMatmulPreferenceOpaque_t), "pref fits its opaque type");
inline layout *of(cublasLtMatrixLayout_t l) { return reinterpret_cast<layout *>(l->data); }
inline desc *of(cublasLtMatmulDesc_t d) { return reinterpret_cast<desc *>(d->data); }
inline pref *of(cublasLtMatmulPreference_t p) { return reinterpret_cast<pref *>(p->data); }

/* attribute buffers: exactly the attribute's size, as cuBLASLt checks */
template <typename T> cublasStatus_t put(T &field, const void *buf, size_t size) {
  if (!buf || size != sizeof(T)) return CUBLAS_STATUS_INVALID_VALUE;
  std::memcpy(&field, buf, sizeof(T));
  return CUBLAS_STATUS_SUCCESS;
}
template <typename T> cublasStatus_t get(const T &field, void *buf, size_t size, size_t *written) {
  if (written) *written = sizeof(T);
  if (size == 0 && written) return CUBLAS_STATUS_SUCCESS; /* a size query */
  if (!buf || size < sizeof(T)) return CUBLAS_STATUS_INVALID_VALUE;
  std::memcpy(buf, &field, sizeof(T));
  return CUBLAS_STATUS_SUCCESS;
}

/* an element type's value as the compute type, and back */
template <typename T, typename S> struct conv {
  static S in(const T &v) { return S(v); }
  static T out(S v) { return T(v); }
};
template <typename S> struct conv<__half, S> {
  static S in(const __half &v) { return S(__half2float(v)); }
  static __half out(S v) { return __float2half(float(v)); }
};
template <typename S> struct conv<__nv_bfloat16, S> {
  static S in(const __nv_bfloat16 &v) { return S(__bfloat162float(v)); }
  static __nv_bfloat16 out(S v) { return __float2bfloat16(float(v)); }
};
/* element (r, c) of a layout, and the start of batch b */
struct at {
  bool row;
  int64_t ld, stride;
  int64_t operator()(int64_t r, int64_t c) const { return row ? r * ld + c : r + c * ld; }
};

template <typename T, typename S>
cublasStatus_t matmul(const desc &d, S alpha, const T *A, const layout &la, const T *B, const layout &lb, S beta,
                      const T *C, const layout &lc, T *D, const layout &ld) {
  const bool ta = d.transa != CUBLAS_OP_N, tb = d.transb != CUBLAS_OP_N;
  const int64_t m = int64_t(ld.rows), n = int64_t(ld.cols);
  const int64_t k = int64_t(ta ? la.rows : la.cols);
  if (int64_t(ta ? la.cols : la.rows) != m || int64_t(tb ? lb.cols : lb.rows) != k ||
      int64_t(tb ? lb.rows : lb.cols) != n || int64_t(lc.rows) != m || int64_t(lc.cols) != n)
    return CUBLAS_STATUS_INVALID_VALUE;
  const int batch = ld.batch;
  if ((la.batch != batch && la.batch != 1) || (lb.batch != batch && lb.batch != 1) ||
      (lc.batch != batch && lc.batch != 1))
    return CUBLAS_STATUS_INVALID_VALUE;
  const int ep = d.epilogue;
  const bool relu = ep == CUBLASLT_EPILOGUE_RELU || ep == CUBLASLT_EPILOGUE_RELU_BIAS;
  const bool aux = ep == CUBLASLT_EPILOGUE_GELU_AUX || ep == CUBLASLT_EPILOGUE_GELU_AUX_BIAS;
  const bool gelu = aux || ep == CUBLASLT_EPILOGUE_GELU || ep == CUBLASLT_EPILOGUE_GELU_BIAS;
  const bool bias = ep == CUBLASLT_EPILOGUE_BIAS || ep == CUBLASLT_EPILOGUE_RELU_BIAS ||
                    ep == CUBLASLT_EPILOGUE_GELU_BIAS || ep == CUBLASLT_EPILOGUE_GELU_AUX_BIAS;
  if (ep != CUBLASLT_EPILOGUE_DEFAULT && !relu && !gelu && !bias) return CUBLAS_STATUS_NOT_SUPPORTED;
  if (bias && !d.bias) return CUBLAS_STATUS_INVALID_VALUE;
  if (aux && (!d.aux || d.aux_ld < m)) return CUBLAS_STATUS_INVALID_VALUE;
  T *av = static_cast<T *>(d.aux);
  const int64_t ald = d.aux_ld, astride = d.aux_stride;
  if (bias && d.bias_type_set && d.bias_type != ld.type) return CUBLAS_STATUS_NOT_SUPPORTED;
  const T *bv = static_cast<const T *>(d.bias);
  const int64_t bstride = d.bias_stride;
  const at xa{la.order == CUBLASLT_ORDER_ROW, la.ld, la.batch > 1 ? la.stride : 0};
  const at xb{lb.order == CUBLASLT_ORDER_ROW, lb.ld, lb.batch > 1 ? lb.stride : 0};
  const at xc{lc.order == CUBLASLT_ORDER_ROW, lc.ld, lc.batch > 1 ? lc.stride : 0};
  const at xd{ld.order == CUBLASLT_ORDER_ROW, ld.ld, ld.stride};
  const std::size_t per = std::size_t(m) * std::size_t(n);
  c2o_par::for_n(per * std::size_t(batch), [=](std::size_t t) {
    const int64_t q = int64_t(t / per), e = int64_t(t % per);
    const int64_t r = e % m, c = e / m;
    const T *Ab = A + q * xa.stride, *Bb = B + q * xb.stride;
    S acc = S(0);
    for (int64_t l = 0; l < k; ++l)
      acc += conv<T, S>::in(Ab[ta ? xa(l, r) : xa(r, l)]) * conv<T, S>::in(Bb[tb ? xb(c, l) : xb(l, c)]);
    S v = alpha * acc;
    if (beta != S(0)) v += beta * conv<T, S>::in(C[q * xc.stride + xc(r, c)]);
    if (bias) v += conv<T, S>::in(bv[q * bstride + r]);
    if (relu) v = v > S(0) ? v : S(0);
    if (aux) av[q * astride + r + c * ald] = conv<T, S>::out(v);
    if (gelu) {
      const S u = S(0.7978845608028654) * (v + S(0.044715) * v * v * v);
      v = S(0.5) * v * (S(1) + S(std::tanh(double(u))));
    }
    D[q * xd.stride + xd(r, c)] = conv<T, S>::out(v);
  });
  return CUBLAS_STATUS_SUCCESS;
}
template <typename S> S scalar(const desc &d, const void *p) {
  S v;
  if (d.pointer_mode == CUBLASLT_POINTER_MODE_DEVICE) c2o_par::to_host(&v, p, sizeof(S));
  else std::memcpy(&v, p, sizeof(S));
  return v;
}
} // namespace c2o_lt

inline cublasStatus_t cublasLtCreate(cublasLtHandle_t *h) {
  if (!h) return CUBLAS_STATUS_INVALID_VALUE;
  *h = new cublasLtContext{0};
  return CUBLAS_STATUS_SUCCESS;
}
inline cublasStatus_t cublasLtDestroy(cublasLtHandle_t h) {
  if (!h) return CUBLAS_STATUS_NOT_INITIALIZED;
  delete h;
  return CUBLAS_STATUS_SUCCESS;
}
inline size_t cublasLtGetVersion(void) { return size_t(CUBLAS_VERSION); }

inline cublasStatus_t cublasLtMatmulDescCreate(cublasLtMatmulDesc_t *d, cublasComputeType_t compute,
                                               c2o_data_type_t scale) {
  if (!d) return CUBLAS_STATUS_INVALID_VALUE;
  *d = new cublasLtMatmulDescOpaque_t();
  c2o_lt::desc *x = c2o_lt::of(*d);
  *x = c2o_lt::desc{compute, scale, CUBLASLT_POINTER_MODE_HOST, CUBLAS_OP_N, CUBLAS_OP_N, CUBLAS_OP_N,
                    CUBLASLT_EPILOGUE_DEFAULT, nullptr, 0, scale, false, nullptr, 0, 0};
  return CUBLAS_STATUS_SUCCESS;
}
inline cublasStatus_t cublasLtMatmulDescDestroy(cublasLtMatmulDesc_t d) {
  delete d;
  return CUBLAS_STATUS_SUCCESS;
}
inline cublasStatus_t cublasLtMatmulDescSetAttribute(cublasLtMatmulDesc_t d, cublasLtMatmulDescAttributes_t attr,
                                                     const void *buf, size_t size) {
  if (!d) return CUBLAS_STATUS_NOT_INITIALIZED;
  c2o_lt::desc *x = c2o_lt::of(d);
  switch (attr) {
  case CUBLASLT_MATMUL_DESC_COMPUTE_TYPE: return c2o_lt::put(x->compute, buf, size);
  case CUBLASLT_MATMUL_DESC_SCALE_TYPE: return c2o_lt::put(x->scale, buf, size);
  case CUBLASLT_MATMUL_DESC_POINTER_MODE: return c2o_lt::put(x->pointer_mode, buf, size);
  case CUBLASLT_MATMUL_DESC_TRANSA: return c2o_lt::put(x->transa, buf, size);
  case CUBLASLT_MATMUL_DESC_TRANSB: return c2o_lt::put(x->transb, buf, size);
  case CUBLASLT_MATMUL_DESC_TRANSC: return c2o_lt::put(x->transc, buf, size);
  case CUBLASLT_MATMUL_DESC_EPILOGUE: return c2o_lt::put(x->epilogue, buf, size);
  case CUBLASLT_MATMUL_DESC_BIAS_POINTER: return c2o_lt::put(x->bias, buf, size);
  case CUBLASLT_MATMUL_DESC_BIAS_BATCH_STRIDE: return c2o_lt::put(x->bias_stride, buf, size);
  case CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_POINTER: return c2o_lt::put(x->aux, buf, size);
  case CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_LD: return c2o_lt::put(x->aux_ld, buf, size);
  case CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_BATCH_STRIDE: return c2o_lt::put(x->aux_stride, buf, size);
  case CUBLASLT_MATMUL_DESC_BIAS_DATA_TYPE: {
    cublasStatus_t s = c2o_lt::put(x->bias_type, buf, size);
    if (s == CUBLAS_STATUS_SUCCESS) x->bias_type_set = true;
    return s;
  }
  default: return CUBLAS_STATUS_INVALID_VALUE; /* FILL_MODE and others: not supported here */
  }
}
inline cublasStatus_t cublasLtMatmulDescGetAttribute(cublasLtMatmulDesc_t d, cublasLtMatmulDescAttributes_t attr,
                                                     void *buf, size_t size, size_t *written) {
  if (!d) return CUBLAS_STATUS_NOT_INITIALIZED;
  const c2o_lt::desc *x = c2o_lt::of(d);
  switch (attr) {
  case CUBLASLT_MATMUL_DESC_COMPUTE_TYPE: return c2o_lt::get(x->compute, buf, size, written);
  case CUBLASLT_MATMUL_DESC_SCALE_TYPE: return c2o_lt::get(x->scale, buf, size, written);
  case CUBLASLT_MATMUL_DESC_POINTER_MODE: return c2o_lt::get(x->pointer_mode, buf, size, written);
  case CUBLASLT_MATMUL_DESC_TRANSA: return c2o_lt::get(x->transa, buf, size, written);
  case CUBLASLT_MATMUL_DESC_TRANSB: return c2o_lt::get(x->transb, buf, size, written);
  case CUBLASLT_MATMUL_DESC_TRANSC: return c2o_lt::get(x->transc, buf, size, written);
  case CUBLASLT_MATMUL_DESC_EPILOGUE: return c2o_lt::get(x->epilogue, buf, size, written);
  case CUBLASLT_MATMUL_DESC_BIAS_POINTER: return c2o_lt::get(x->bias, buf, size, written);
  case CUBLASLT_MATMUL_DESC_BIAS_BATCH_STRIDE: return c2o_lt::get(x->bias_stride, buf, size, written);
  case CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_POINTER: return c2o_lt::get(x->aux, buf, size, written);
  case CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_LD: return c2o_lt::get(x->aux_ld, buf, size, written);
  case CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_BATCH_STRIDE: return c2o_lt::get(x->aux_stride, buf, size, written);
  case CUBLASLT_MATMUL_DESC_BIAS_DATA_TYPE: return c2o_lt::get(x->bias_type, buf, size, written);
  default: return CUBLAS_STATUS_INVALID_VALUE;
  }
}
inline cublasStatus_t cublasLtMatrixLayoutCreate(cublasLtMatrixLayout_t *l, c2o_data_type_t type, uint64_t rows,
                                                 uint64_t cols, int64_t ld) {
  if (!l) return CUBLAS_STATUS_INVALID_VALUE;
  *l = new cublasLtMatrixLayoutOpaque_t();
  *c2o_lt::of(*l) = c2o_lt::layout{type, CUBLASLT_ORDER_COL, rows, cols, ld, 1, 0};
  return CUBLAS_STATUS_SUCCESS;
}
inline cublasStatus_t cublasLtMatrixLayoutDestroy(cublasLtMatrixLayout_t l) {
  delete l;
  return CUBLAS_STATUS_SUCCESS;
}
inline cublasStatus_t cublasLtMatrixLayoutSetAttribute(cublasLtMatrixLayout_t l, cublasLtMatrixLayoutAttribute_t attr,
                                                       const void *buf, size_t size) {
  if (!l) return CUBLAS_STATUS_NOT_INITIALIZED;
  c2o_lt::layout *x = c2o_lt::of(l);
  switch (attr) {
  case CUBLASLT_MATRIX_LAYOUT_TYPE: {
    uint32_t t;
    cublasStatus_t s = c2o_lt::put(t, buf, size);
    if (s == CUBLAS_STATUS_SUCCESS) x->type = c2o_data_type_t(t);
    return s;
  }
  case CUBLASLT_MATRIX_LAYOUT_ORDER: return c2o_lt::put(x->order, buf, size);
  case CUBLASLT_MATRIX_LAYOUT_ROWS: return c2o_lt::put(x->rows, buf, size);
  case CUBLASLT_MATRIX_LAYOUT_COLS: return c2o_lt::put(x->cols, buf, size);
  case CUBLASLT_MATRIX_LAYOUT_LD: return c2o_lt::put(x->ld, buf, size);
  case CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT: return c2o_lt::put(x->batch, buf, size);
  case CUBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET: return c2o_lt::put(x->stride, buf, size);
  default: return CUBLAS_STATUS_INVALID_VALUE;
  }
}
inline cublasStatus_t cublasLtMatrixLayoutGetAttribute(cublasLtMatrixLayout_t l, cublasLtMatrixLayoutAttribute_t attr,
                                                       void *buf, size_t size, size_t *written) {
  if (!l) return CUBLAS_STATUS_NOT_INITIALIZED;
  const c2o_lt::layout *x = c2o_lt::of(l);
  switch (attr) {
  case CUBLASLT_MATRIX_LAYOUT_TYPE: return c2o_lt::get(uint32_t(x->type), buf, size, written);
  case CUBLASLT_MATRIX_LAYOUT_ORDER: return c2o_lt::get(x->order, buf, size, written);
  case CUBLASLT_MATRIX_LAYOUT_ROWS: return c2o_lt::get(x->rows, buf, size, written);
  case CUBLASLT_MATRIX_LAYOUT_COLS: return c2o_lt::get(x->cols, buf, size, written);
  case CUBLASLT_MATRIX_LAYOUT_LD: return c2o_lt::get(x->ld, buf, size, written);
  case CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT: return c2o_lt::get(x->batch, buf, size, written);
  case CUBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET: return c2o_lt::get(x->stride, buf, size, written);
  default: return CUBLAS_STATUS_INVALID_VALUE;
  }
}
inline cublasStatus_t cublasLtMatmulPreferenceCreate(cublasLtMatmulPreference_t *p) {
  if (!p) return CUBLAS_STATUS_INVALID_VALUE;
  *p = new cublasLtMatmulPreferenceOpaque_t();
  return CUBLAS_STATUS_SUCCESS;
}
inline cublasStatus_t cublasLtMatmulPreferenceDestroy(cublasLtMatmulPreference_t p) {
  delete p;
  return CUBLAS_STATUS_SUCCESS;
}
inline cublasStatus_t cublasLtMatmulPreferenceSetAttribute(cublasLtMatmulPreference_t p,
                                                           cublasLtMatmulPreferenceAttributes_t attr, const void *buf,
                                                           size_t size) {
  if (!p) return CUBLAS_STATUS_NOT_INITIALIZED;
  c2o_lt::pref *x = c2o_lt::of(p);
  switch (attr) {
  case CUBLASLT_MATMUL_PREF_SEARCH_MODE: return c2o_lt::put(x->search_mode, buf, size);
  case CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES: return c2o_lt::put(x->max_workspace, buf, size);
  case CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_A_BYTES:
  case CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_B_BYTES:
  case CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_C_BYTES:
  case CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_D_BYTES: {
    uint32_t a;
    return c2o_lt::put(a, buf, size); /* any alignment will do */
  }
  default: return CUBLAS_STATUS_INVALID_VALUE;
  }
}
/* One algorithm: the helpers' loop, no workspace. */
inline cublasStatus_t cublasLtMatmulAlgoGetHeuristic(cublasLtHandle_t h, cublasLtMatmulDesc_t, cublasLtMatrixLayout_t,
                                                     cublasLtMatrixLayout_t, cublasLtMatrixLayout_t,
                                                     cublasLtMatrixLayout_t, cublasLtMatmulPreference_t,
                                                     int requestedAlgoCount,
                                                     cublasLtMatmulHeuristicResult_t heuristicResultsArray[],
                                                     int *returnAlgoCount) {
  if (!h) return CUBLAS_STATUS_NOT_INITIALIZED;
  if (requestedAlgoCount < 1 || !heuristicResultsArray || !returnAlgoCount) return CUBLAS_STATUS_INVALID_VALUE;
  std::memset(&heuristicResultsArray[0], 0, sizeof(cublasLtMatmulHeuristicResult_t));
  heuristicResultsArray[0].state = CUBLAS_STATUS_SUCCESS;
  heuristicResultsArray[0].wavesCount = 1.0f;
  *returnAlgoCount = 1;
  return CUBLAS_STATUS_SUCCESS;
}
inline cublasStatus_t cublasLtMatmul(cublasLtHandle_t h, cublasLtMatmulDesc_t computeDesc, const void *alpha,
                                     const void *A, cublasLtMatrixLayout_t Adesc, const void *B,
                                     cublasLtMatrixLayout_t Bdesc, const void *beta, const void *C,
                                     cublasLtMatrixLayout_t Cdesc, void *D, cublasLtMatrixLayout_t Ddesc,
                                     const cublasLtMatmulAlgo_t *, void *, size_t, c2o_stream_t) {
  if (!h) return CUBLAS_STATUS_NOT_INITIALIZED;
  if (!computeDesc || !alpha || !beta || !Adesc || !Bdesc || !Cdesc || !Ddesc) return CUBLAS_STATUS_INVALID_VALUE;
  const c2o_lt::desc &d = *c2o_lt::of(computeDesc);
  const c2o_lt::layout &la = *c2o_lt::of(Adesc), &lb = *c2o_lt::of(Bdesc), &lc = *c2o_lt::of(Cdesc),
                       &ld = *c2o_lt::of(Ddesc);
  const c2o_data_type_t t = ld.type;
  if (la.type != t || lb.type != t || lc.type != t) return CUBLAS_STATUS_NOT_SUPPORTED;
  for (const c2o_lt::layout *l : {&la, &lb, &lc, &ld})
    if (l->order != CUBLASLT_ORDER_COL && l->order != CUBLASLT_ORDER_ROW) return CUBLAS_STATUS_NOT_SUPPORTED;
  if (d.pointer_mode != CUBLASLT_POINTER_MODE_HOST && d.pointer_mode != CUBLASLT_POINTER_MODE_DEVICE)
    return CUBLAS_STATUS_NOT_SUPPORTED;
  const bool c32 = d.compute == CUBLAS_COMPUTE_32F || d.compute == CUBLAS_COMPUTE_32F_PEDANTIC ||
                   d.compute == CUBLAS_COMPUTE_32F_FAST_TF32 || d.compute == CUBLAS_COMPUTE_32F_FAST_16F ||
                   d.compute == CUBLAS_COMPUTE_32F_FAST_16BF;
  const bool c64 = d.compute == CUBLAS_COMPUTE_64F || d.compute == CUBLAS_COMPUTE_64F_PEDANTIC;
  if (t == CUDA_R_32F && c32 && d.scale == CUDA_R_32F)
    return c2o_lt::matmul<float, float>(d, c2o_lt::scalar<float>(d, alpha), static_cast<const float *>(A), la,
                                        static_cast<const float *>(B), lb, c2o_lt::scalar<float>(d, beta),
                                        static_cast<const float *>(C), lc, static_cast<float *>(D), ld);
  if (t == CUDA_R_64F && c64 && d.scale == CUDA_R_64F)
    return c2o_lt::matmul<double, double>(d, c2o_lt::scalar<double>(d, alpha), static_cast<const double *>(A), la,
                                          static_cast<const double *>(B), lb, c2o_lt::scalar<double>(d, beta),
                                          static_cast<const double *>(C), lc, static_cast<double *>(D), ld);
  if (t == CUDA_R_16F && c32 && d.scale == CUDA_R_32F)
    return c2o_lt::matmul<__half, float>(d, c2o_lt::scalar<float>(d, alpha), static_cast<const __half *>(A), la,
                                         static_cast<const __half *>(B), lb, c2o_lt::scalar<float>(d, beta),
                                         static_cast<const __half *>(C), lc, static_cast<__half *>(D), ld);
  if (t == CUDA_R_16BF && c32 && d.scale == CUDA_R_32F)
    return c2o_lt::matmul<__nv_bfloat16, float>(
        d, c2o_lt::scalar<float>(d, alpha), static_cast<const __nv_bfloat16 *>(A), la,
        static_cast<const __nv_bfloat16 *>(B), lb, c2o_lt::scalar<float>(d, beta),
        static_cast<const __nv_bfloat16 *>(C), lc, static_cast<__nv_bfloat16 *>(D), ld);
  return CUBLAS_STATUS_NOT_SUPPORTED;
}

#endif /* C2O_CUBLASLT_H */
