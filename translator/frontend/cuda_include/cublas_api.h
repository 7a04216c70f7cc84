/*===- cublas_api.h - cuBLAS (declarations) --------------------------------===*
 *
 * Part of cuda2omp's declaration-only CUDA headers (see host_defines.h).
 * The cuBLAS API of the public cuBLAS documentation: handle and stream
 * management, vector and matrix transfers, BLAS levels 1, 2 and 3 for the
 * S, D, C and Z types, the BLAS-like extensions (geam, dgmm, batched and
 * strided-batched gemm, batched LU) and the *Ex calls, with CUDA's enumerator
 * values. The calls carry cuBLAS's v2 signatures under their documented
 * names (cublasSgemm, not cublasSgemm_v2), as cublas_v2.h makes them
 * visible. The OpenMP implementation of the calls the translator maps is
 * omp_runtime_helpers/include/c2o_cublas.h.
 *===----------------------------------------------------------------------===*/
#ifndef C2O_CUDA_CUBLAS_API_H
#define C2O_CUDA_CUBLAS_API_H
/* The real header's include guard: programs test it to know the header is in (helper_cuda.h). */
#define CUBLAS_API_H_
#define CUBLASAPI /* the calling-convention macro, empty on Linux */

#include "host_defines.h"
#include "driver_types.h"
#include "library_types.h"
#include "c2o_library_complex.h"
#include "cuda_fp16.h"
#include "cuda_bf16.h" /* as the real cublas_api.h: programs use __nv_bfloat16 after including only cuBLAS */
#include <stddef.h>
#include <stdint.h>

/* version macros and enumerations: defined once, with the helpers */
#if __has_include("../helpers/c2o_cublas_types.h")
#include "../helpers/c2o_cublas_types.h"
#else
#include "../../../omp_runtime_helpers/include/c2o_cublas_types.h"
#endif
typedef cudaDataType cublasDataType_t;

struct cublasContext;
typedef struct cublasContext *cublasHandle_t;

/* ---- helper functions ------------------------------------------------------ */
cublasStatus_t cublasCreate(cublasHandle_t *handle);
cublasStatus_t cublasDestroy(cublasHandle_t handle);
cublasStatus_t cublasGetVersion(cublasHandle_t handle, int *version);
cublasStatus_t cublasGetProperty(libraryPropertyType type, int *value);
size_t cublasGetCudartVersion(void);
cublasStatus_t cublasSetWorkspace(cublasHandle_t handle, void *workspace, size_t workspaceSizeInBytes);
cublasStatus_t cublasSetStream(cublasHandle_t handle, cudaStream_t streamId);
cublasStatus_t cublasGetStream(cublasHandle_t handle, cudaStream_t *streamId);
cublasStatus_t cublasGetPointerMode(cublasHandle_t handle, cublasPointerMode_t *mode);
cublasStatus_t cublasSetPointerMode(cublasHandle_t handle, cublasPointerMode_t mode);
cublasStatus_t cublasGetAtomicsMode(cublasHandle_t handle, cublasAtomicsMode_t *mode);
cublasStatus_t cublasSetAtomicsMode(cublasHandle_t handle, cublasAtomicsMode_t mode);
cublasStatus_t cublasGetMathMode(cublasHandle_t handle, cublasMath_t *mode);
cublasStatus_t cublasSetMathMode(cublasHandle_t handle, cublasMath_t mode);
const char *cublasGetStatusName(cublasStatus_t status);
const char *cublasGetStatusString(cublasStatus_t status);
cublasStatus_t cublasSetVector(int n, int elemSize, const void *x, int incx, void *devicePtr, int incy);
cublasStatus_t cublasGetVector(int n, int elemSize, const void *x, int incx, void *y, int incy);
cublasStatus_t cublasSetMatrix(int rows, int cols, int elemSize, const void *A, int lda, void *B, int ldb);
cublasStatus_t cublasGetMatrix(int rows, int cols, int elemSize, const void *A, int lda, void *B, int ldb);
cublasStatus_t cublasSetVectorAsync(int n, int elemSize, const void *hostPtr, int incx, void *devicePtr, int incy,
                                    cudaStream_t stream);
cublasStatus_t cublasGetVectorAsync(int n, int elemSize, const void *devicePtr, int incx, void *hostPtr, int incy,
                                    cudaStream_t stream);
cublasStatus_t cublasSetMatrixAsync(int rows, int cols, int elemSize, const void *A, int lda, void *B, int ldb,
                                    cudaStream_t stream);
cublasStatus_t cublasGetMatrixAsync(int rows, int cols, int elemSize, const void *A, int lda, void *B, int ldb,
                                    cudaStream_t stream);

/* The four BLAS types: prefix, element type, real type of the element. */
#define C2O_CUBLAS_TYPES(X) X(S, float, float, s) X(D, double, double, d) X(C, cuComplex, float, c) X(Z, cuDoubleComplex, double, z)
#define C2O_CUBLAS_REAL_TYPES(X) X(S, float, float, s) X(D, double, double, d)
#define C2O_CUBLAS_COMPLEX_TYPES(X) X(C, cuComplex, float, c) X(Z, cuDoubleComplex, double, z)

/* ---- level 1 ------------------------------------------------------------------ */
#define C2O_CUBLAS_L1(p, T, R, l)                                                                                    \
  cublasStatus_t cublas##p##axpy(cublasHandle_t handle, int n, const T *alpha, const T *x, int incx, T *y, int incy); \
  cublasStatus_t cublas##p##copy(cublasHandle_t handle, int n, const T *x, int incx, T *y, int incy);               \
  cublasStatus_t cublas##p##swap(cublasHandle_t handle, int n, T *x, int incx, T *y, int incy);                     \
  cublasStatus_t cublasI##l##amax(cublasHandle_t handle, int n, const T *x, int incx, int *result);                \
  cublasStatus_t cublasI##l##amin(cublasHandle_t handle, int n, const T *x, int incx, int *result);                \
  cublasStatus_t cublas##p##scal(cublasHandle_t handle, int n, const T *alpha, T *x, int incx);
C2O_CUBLAS_TYPES(C2O_CUBLAS_L1)
#undef C2O_CUBLAS_L1
cublasStatus_t cublasSnrm2(cublasHandle_t handle, int n, const float *x, int incx, float *result);
cublasStatus_t cublasDnrm2(cublasHandle_t handle, int n, const double *x, int incx, double *result);
cublasStatus_t cublasScnrm2(cublasHandle_t handle, int n, const cuComplex *x, int incx, float *result);
cublasStatus_t cublasDznrm2(cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx, double *result);
cublasStatus_t cublasSasum(cublasHandle_t handle, int n, const float *x, int incx, float *result);
cublasStatus_t cublasDasum(cublasHandle_t handle, int n, const double *x, int incx, double *result);
cublasStatus_t cublasScasum(cublasHandle_t handle, int n, const cuComplex *x, int incx, float *result);
cublasStatus_t cublasDzasum(cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx, double *result);
cublasStatus_t cublasSdot(cublasHandle_t handle, int n, const float *x, int incx, const float *y, int incy, float *result);
cublasStatus_t cublasDdot(cublasHandle_t handle, int n, const double *x, int incx, const double *y, int incy, double *result);
cublasStatus_t cublasCdotu(cublasHandle_t handle, int n, const cuComplex *x, int incx, const cuComplex *y, int incy,
                           cuComplex *result);
cublasStatus_t cublasCdotc(cublasHandle_t handle, int n, const cuComplex *x, int incx, const cuComplex *y, int incy,
                           cuComplex *result);
cublasStatus_t cublasZdotu(cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx, const cuDoubleComplex *y,
                           int incy, cuDoubleComplex *result);
cublasStatus_t cublasZdotc(cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx, const cuDoubleComplex *y,
                           int incy, cuDoubleComplex *result);
cublasStatus_t cublasCsscal(cublasHandle_t handle, int n, const float *alpha, cuComplex *x, int incx);
cublasStatus_t cublasZdscal(cublasHandle_t handle, int n, const double *alpha, cuDoubleComplex *x, int incx);
cublasStatus_t cublasSrot(cublasHandle_t handle, int n, float *x, int incx, float *y, int incy, const float *c, const float *s);
cublasStatus_t cublasDrot(cublasHandle_t handle, int n, double *x, int incx, double *y, int incy, const double *c,
                          const double *s);
cublasStatus_t cublasCrot(cublasHandle_t handle, int n, cuComplex *x, int incx, cuComplex *y, int incy, const float *c,
                          const cuComplex *s);
cublasStatus_t cublasCsrot(cublasHandle_t handle, int n, cuComplex *x, int incx, cuComplex *y, int incy, const float *c,
                           const float *s);
cublasStatus_t cublasZrot(cublasHandle_t handle, int n, cuDoubleComplex *x, int incx, cuDoubleComplex *y, int incy,
                          const double *c, const cuDoubleComplex *s);
cublasStatus_t cublasZdrot(cublasHandle_t handle, int n, cuDoubleComplex *x, int incx, cuDoubleComplex *y, int incy,
                           const double *c, const double *s);
cublasStatus_t cublasSrotg(cublasHandle_t handle, float *a, float *b, float *c, float *s);
cublasStatus_t cublasDrotg(cublasHandle_t handle, double *a, double *b, double *c, double *s);
cublasStatus_t cublasCrotg(cublasHandle_t handle, cuComplex *a, cuComplex *b, float *c, cuComplex *s);
cublasStatus_t cublasZrotg(cublasHandle_t handle, cuDoubleComplex *a, cuDoubleComplex *b, double *c, cuDoubleComplex *s);
cublasStatus_t cublasSrotm(cublasHandle_t handle, int n, float *x, int incx, float *y, int incy, const float *param);
cublasStatus_t cublasDrotm(cublasHandle_t handle, int n, double *x, int incx, double *y, int incy, const double *param);
cublasStatus_t cublasSrotmg(cublasHandle_t handle, float *d1, float *d2, float *x1, const float *y1, float *param);
cublasStatus_t cublasDrotmg(cublasHandle_t handle, double *d1, double *d2, double *x1, const double *y1, double *param);

/* ---- level 2 ------------------------------------------------------------------ */
#define C2O_CUBLAS_L2(p, T, R, l)                                                                                      \
  cublasStatus_t cublas##p##gemv(cublasHandle_t handle, cublasOperation_t trans, int m, int n, const T *alpha,       \
                                 const T *A, int lda, const T *x, int incx, const T *beta, T *y, int incy);          \
  cublasStatus_t cublas##p##gbmv(cublasHandle_t handle, cublasOperation_t trans, int m, int n, int kl, int ku,       \
                                 const T *alpha, const T *A, int lda, const T *x, int incx, const T *beta, T *y,     \
                                 int incy);                                                                           \
  cublasStatus_t cublas##p##trmv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,              \
                                 cublasDiagType_t diag, int n, const T *A, int lda, T *x, int incx);                 \
  cublasStatus_t cublas##p##trsv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,              \
                                 cublasDiagType_t diag, int n, const T *A, int lda, T *x, int incx);                 \
  cublasStatus_t cublas##p##tbmv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,              \
                                 cublasDiagType_t diag, int n, int k, const T *A, int lda, T *x, int incx);          \
  cublasStatus_t cublas##p##tbsv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,              \
                                 cublasDiagType_t diag, int n, int k, const T *A, int lda, T *x, int incx);          \
  cublasStatus_t cublas##p##tpmv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,              \
                                 cublasDiagType_t diag, int n, const T *AP, T *x, int incx);                         \
  cublasStatus_t cublas##p##tpsv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,              \
                                 cublasDiagType_t diag, int n, const T *AP, T *x, int incx);                         \
  cublasStatus_t cublas##p##symv(cublasHandle_t handle, cublasFillMode_t uplo, int n, const T *alpha, const T *A,    \
                                 int lda, const T *x, int incx, const T *beta, T *y, int incy);                      \
  cublasStatus_t cublas##p##syr(cublasHandle_t handle, cublasFillMode_t uplo, int n, const T *alpha, const T *x,     \
                                int incx, T *A, int lda);                                                             \
  cublasStatus_t cublas##p##syr2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const T *alpha, const T *x,    \
                                 int incx, const T *y, int incy, T *A, int lda);
C2O_CUBLAS_TYPES(C2O_CUBLAS_L2)
#undef C2O_CUBLAS_L2
#define C2O_CUBLAS_L2R(p, T, R, l)                                                                                  \
  cublasStatus_t cublas##p##sbmv(cublasHandle_t handle, cublasFillMode_t uplo, int n, int k, const T *alpha,         \
                                 const T *A, int lda, const T *x, int incx, const T *beta, T *y, int incy);          \
  cublasStatus_t cublas##p##spmv(cublasHandle_t handle, cublasFillMode_t uplo, int n, const T *alpha, const T *AP,   \
                                 const T *x, int incx, const T *beta, T *y, int incy);
C2O_CUBLAS_REAL_TYPES(C2O_CUBLAS_L2R)
#undef C2O_CUBLAS_L2R
cublasStatus_t cublasSger(cublasHandle_t handle, int m, int n, const float *alpha, const float *x, int incx,
                          const float *y, int incy, float *A, int lda);
cublasStatus_t cublasDger(cublasHandle_t handle, int m, int n, const double *alpha, const double *x, int incx,
                          const double *y, int incy, double *A, int lda);
#define C2O_CUBLAS_L2C(p, T, R, l)                                                                                     \
  cublasStatus_t cublas##p##geru(cublasHandle_t handle, int m, int n, const T *alpha, const T *x, int incx,          \
                                 const T *y, int incy, T *A, int lda);                                               \
  cublasStatus_t cublas##p##gerc(cublasHandle_t handle, int m, int n, const T *alpha, const T *x, int incx,          \
                                 const T *y, int incy, T *A, int lda);                                               \
  cublasStatus_t cublas##p##hemv(cublasHandle_t handle, cublasFillMode_t uplo, int n, const T *alpha, const T *A,    \
                                 int lda, const T *x, int incx, const T *beta, T *y, int incy);                      \
  cublasStatus_t cublas##p##her(cublasHandle_t handle, cublasFillMode_t uplo, int n, const R *alpha, const T *x,     \
                                int incx, T *A, int lda);
C2O_CUBLAS_COMPLEX_TYPES(C2O_CUBLAS_L2C)
#undef C2O_CUBLAS_L2C

/* ---- level 3 ------------------------------------------------------------------ */
#define C2O_CUBLAS_L3(p, T, R, l)                                                                                      \
  cublasStatus_t cublas##p##gemm(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m,   \
                                 int n, int k, const T *alpha, const T *A, int lda, const T *B, int ldb,             \
                                 const T *beta, T *C, int ldc);                                                      \
  cublasStatus_t cublas##p##gemmBatched(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,   \
                                        int m, int n, int k, const T *alpha, const T *const Aarray[], int lda,       \
                                        const T *const Barray[], int ldb, const T *beta, T *const Carray[], int ldc, \
                                        int batchCount);                                                              \
  cublasStatus_t cublas##p##gemmStridedBatched(                                                                      \
      cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k, const T *alpha, \
      const T *A, int lda, long long int strideA, const T *B, int ldb, long long int strideB, const T *beta, T *C,   \
      int ldc, long long int strideC, int batchCount);                                                                \
  cublasStatus_t cublas##p##symm(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int m, int n, \
                                 const T *alpha, const T *A, int lda, const T *B, int ldb, const T *beta, T *C,      \
                                 int ldc);                                                                            \
  cublasStatus_t cublas##p##syrk(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n,      \
                                 int k, const T *alpha, const T *A, int lda, const T *beta, T *C, int ldc);          \
  cublasStatus_t cublas##p##syr2k(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n,     \
                                  int k, const T *alpha, const T *A, int lda, const T *B, int ldb, const T *beta,    \
                                  T *C, int ldc);                                                                     \
  cublasStatus_t cublas##p##trmm(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,               \
                                 cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const T *alpha,       \
                                 const T *A, int lda, const T *B, int ldb, T *C, int ldc);                           \
  cublasStatus_t cublas##p##trsm(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,               \
                                 cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const T *alpha,       \
                                 const T *A, int lda, T *B, int ldb);                                                \
  cublasStatus_t cublas##p##trsmBatched(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,        \
                                        cublasOperation_t trans, cublasDiagType_t diag, int m, int n,               \
                                        const T *alpha, const T *const A[], int lda, T *const B[], int ldb,          \
                                        int batchCount);                                                              \
  cublasStatus_t cublas##p##geam(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m,   \
                                 int n, const T *alpha, const T *A, int lda, const T *beta, const T *B, int ldb,     \
                                 T *C, int ldc);                                                                      \
  cublasStatus_t cublas##p##dgmm(cublasHandle_t handle, cublasSideMode_t mode, int m, int n, const T *A, int lda,   \
                                 const T *x, int incx, T *C, int ldc);                                               \
  cublasStatus_t cublas##p##getrfBatched(cublasHandle_t handle, int n, T *const A[], int lda, int *P, int *info,     \
                                         int batchSize);                                                              \
  cublasStatus_t cublas##p##getrsBatched(cublasHandle_t handle, cublasOperation_t trans, int n, int nrhs,           \
                                         const T *const Aarray[], int lda, const int *devIpiv, T *const Barray[],    \
                                         int ldb, int *info, int batchSize);                                          \
  cublasStatus_t cublas##p##getriBatched(cublasHandle_t handle, int n, const T *const A[], int lda, const int *P,   \
                                         T *const C[], int ldc, int *info, int batchSize);                           \
  cublasStatus_t cublas##p##matinvBatched(cublasHandle_t handle, int n, const T *const A[], int lda,                 \
                                          T *const Ainv[], int lda_inv, int *info, int batchSize);                    \
  cublasStatus_t cublas##p##geqrfBatched(cublasHandle_t handle, int m, int n, T *const Aarray[], int lda,           \
                                         T *const TauArray[], int *info, int batchSize);                             \
  cublasStatus_t cublas##p##gelsBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n, int nrhs,     \
                                        T *const Aarray[], int lda, T *const Carray[], int ldc, int *info,          \
                                        int *devInfoArray, int batchSize);
C2O_CUBLAS_TYPES(C2O_CUBLAS_L3)
#undef C2O_CUBLAS_L3
#define C2O_CUBLAS_L3C(p, T, R, l)                                                                                     \
  cublasStatus_t cublas##p##gemm3m(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, \
                                   int n, int k, const T *alpha, const T *A, int lda, const T *B, int ldb,           \
                                   const T *beta, T *C, int ldc);                                                    \
  cublasStatus_t cublas##p##hemm(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int m, int n, \
                                 const T *alpha, const T *A, int lda, const T *B, int ldb, const T *beta, T *C,      \
                                 int ldc);                                                                            \
  cublasStatus_t cublas##p##herk(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n,      \
                                 int k, const R *alpha, const T *A, int lda, const R *beta, T *C, int ldc);          \
  cublasStatus_t cublas##p##her2k(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n,     \
                                  int k, const T *alpha, const T *A, int lda, const T *B, int ldb, const R *beta,    \
                                  T *C, int ldc);
C2O_CUBLAS_COMPLEX_TYPES(C2O_CUBLAS_L3C)
#undef C2O_CUBLAS_L3C
cublasStatus_t cublasHgemm(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n,
                           int k, const __half *alpha, const __half *A, int lda, const __half *B, int ldb,
                           const __half *beta, __half *C, int ldc);
cublasStatus_t cublasHgemmBatched(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m,
                                  int n, int k, const __half *alpha, const __half *const Aarray[], int lda,
                                  const __half *const Barray[], int ldb, const __half *beta, __half *const Carray[],
                                  int ldc, int batchCount);
cublasStatus_t cublasHgemmStridedBatched(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
                                         int m, int n, int k, const __half *alpha, const __half *A, int lda,
                                         long long int strideA, const __half *B, int ldb, long long int strideB,
                                         const __half *beta, __half *C, int ldc, long long int strideC, int batchCount);

/* ---- extensions with runtime types ------------------------------------------ */
cublasStatus_t cublasGemmEx(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n,
                            int k, const void *alpha, const void *A, cudaDataType Atype, int lda, const void *B,
                            cudaDataType Btype, int ldb, const void *beta, void *C, cudaDataType Ctype, int ldc,
                            cublasComputeType_t computeType, cublasGemmAlgo_t algo);
cublasStatus_t cublasGemmBatchedEx(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m,
                                   int n, int k, const void *alpha, const void *const Aarray[], cudaDataType Atype,
                                   int lda, const void *const Barray[], cudaDataType Btype, int ldb, const void *beta,
                                   void *const Carray[], cudaDataType Ctype, int ldc, int batchCount,
                                   cublasComputeType_t computeType, cublasGemmAlgo_t algo);
cublasStatus_t cublasGemmStridedBatchedEx(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
                                          int m, int n, int k, const void *alpha, const void *A, cudaDataType Atype,
                                          int lda, long long int strideA, const void *B, cudaDataType Btype, int ldb,
                                          long long int strideB, const void *beta, void *C, cudaDataType Ctype,
                                          int ldc, long long int strideC, int batchCount,
                                          cublasComputeType_t computeType, cublasGemmAlgo_t algo);
cublasStatus_t cublasSgemmEx(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m, int n,
                             int k, const float *alpha, const void *A, cudaDataType Atype, int lda, const void *B,
                             cudaDataType Btype, int ldb, const float *beta, void *C, cudaDataType Ctype, int ldc);
cublasStatus_t cublasAxpyEx(cublasHandle_t handle, int n, const void *alpha, cudaDataType alphaType, const void *x,
                            cudaDataType xType, int incx, void *y, cudaDataType yType, int incy,
                            cudaDataType executiontype);
cublasStatus_t cublasDotEx(cublasHandle_t handle, int n, const void *x, cudaDataType xType, int incx, const void *y,
                           cudaDataType yType, int incy, void *result, cudaDataType resultType,
                           cudaDataType executionType);
cublasStatus_t cublasNrm2Ex(cublasHandle_t handle, int n, const void *x, cudaDataType xType, int incx, void *result,
                            cudaDataType resultType, cudaDataType executionType);
cublasStatus_t cublasScalEx(cublasHandle_t handle, int n, const void *alpha, cudaDataType alphaType, void *x,
                            cudaDataType xType, int incx, cudaDataType executionType);

#ifdef __cplusplus
/* The _v2 names: in CUDA the functions themselves, which cublas_v2.h's macros
 * make the plain names call; some programs call them directly. Here they are
 * references to the functions above (the translator renames each to its plain
 * name; tests/headers' ABI checks compare the plain names' types). */
#define C2O_CUBLAS_V2(name) static constexpr auto &name##_v2 = name;
C2O_CUBLAS_V2(cublasCaxpy)
C2O_CUBLAS_V2(cublasCcopy)
C2O_CUBLAS_V2(cublasCdotc)
C2O_CUBLAS_V2(cublasCdotu)
C2O_CUBLAS_V2(cublasCgbmv)
C2O_CUBLAS_V2(cublasCgemm)
C2O_CUBLAS_V2(cublasCgemv)
C2O_CUBLAS_V2(cublasCgerc)
C2O_CUBLAS_V2(cublasCgeru)
C2O_CUBLAS_V2(cublasChemm)
C2O_CUBLAS_V2(cublasChemv)
C2O_CUBLAS_V2(cublasCher)
C2O_CUBLAS_V2(cublasCher2k)
C2O_CUBLAS_V2(cublasCherk)
C2O_CUBLAS_V2(cublasCreate)
C2O_CUBLAS_V2(cublasCrot)
C2O_CUBLAS_V2(cublasCrotg)
C2O_CUBLAS_V2(cublasCscal)
C2O_CUBLAS_V2(cublasCsrot)
C2O_CUBLAS_V2(cublasCsscal)
C2O_CUBLAS_V2(cublasCswap)
C2O_CUBLAS_V2(cublasCsymm)
C2O_CUBLAS_V2(cublasCsymv)
C2O_CUBLAS_V2(cublasCsyr)
C2O_CUBLAS_V2(cublasCsyr2)
C2O_CUBLAS_V2(cublasCsyr2k)
C2O_CUBLAS_V2(cublasCsyrk)
C2O_CUBLAS_V2(cublasCtbmv)
C2O_CUBLAS_V2(cublasCtbsv)
C2O_CUBLAS_V2(cublasCtpmv)
C2O_CUBLAS_V2(cublasCtpsv)
C2O_CUBLAS_V2(cublasCtrmm)
C2O_CUBLAS_V2(cublasCtrmv)
C2O_CUBLAS_V2(cublasCtrsm)
C2O_CUBLAS_V2(cublasCtrsv)
C2O_CUBLAS_V2(cublasDasum)
C2O_CUBLAS_V2(cublasDaxpy)
C2O_CUBLAS_V2(cublasDcopy)
C2O_CUBLAS_V2(cublasDdot)
C2O_CUBLAS_V2(cublasDestroy)
C2O_CUBLAS_V2(cublasDgbmv)
C2O_CUBLAS_V2(cublasDgemm)
C2O_CUBLAS_V2(cublasDgemv)
C2O_CUBLAS_V2(cublasDger)
C2O_CUBLAS_V2(cublasDnrm2)
C2O_CUBLAS_V2(cublasDrot)
C2O_CUBLAS_V2(cublasDrotg)
C2O_CUBLAS_V2(cublasDrotm)
C2O_CUBLAS_V2(cublasDrotmg)
C2O_CUBLAS_V2(cublasDsbmv)
C2O_CUBLAS_V2(cublasDscal)
C2O_CUBLAS_V2(cublasDspmv)
C2O_CUBLAS_V2(cublasDswap)
C2O_CUBLAS_V2(cublasDsymm)
C2O_CUBLAS_V2(cublasDsymv)
C2O_CUBLAS_V2(cublasDsyr)
C2O_CUBLAS_V2(cublasDsyr2)
C2O_CUBLAS_V2(cublasDsyr2k)
C2O_CUBLAS_V2(cublasDsyrk)
C2O_CUBLAS_V2(cublasDtbmv)
C2O_CUBLAS_V2(cublasDtbsv)
C2O_CUBLAS_V2(cublasDtpmv)
C2O_CUBLAS_V2(cublasDtpsv)
C2O_CUBLAS_V2(cublasDtrmm)
C2O_CUBLAS_V2(cublasDtrmv)
C2O_CUBLAS_V2(cublasDtrsm)
C2O_CUBLAS_V2(cublasDtrsv)
C2O_CUBLAS_V2(cublasDzasum)
C2O_CUBLAS_V2(cublasDznrm2)
C2O_CUBLAS_V2(cublasGetPointerMode)
C2O_CUBLAS_V2(cublasGetStream)
C2O_CUBLAS_V2(cublasGetVersion)
C2O_CUBLAS_V2(cublasIcamax)
C2O_CUBLAS_V2(cublasIcamin)
C2O_CUBLAS_V2(cublasIdamax)
C2O_CUBLAS_V2(cublasIdamin)
C2O_CUBLAS_V2(cublasIsamax)
C2O_CUBLAS_V2(cublasIsamin)
C2O_CUBLAS_V2(cublasIzamax)
C2O_CUBLAS_V2(cublasIzamin)
C2O_CUBLAS_V2(cublasSasum)
C2O_CUBLAS_V2(cublasSaxpy)
C2O_CUBLAS_V2(cublasScasum)
C2O_CUBLAS_V2(cublasScnrm2)
C2O_CUBLAS_V2(cublasScopy)
C2O_CUBLAS_V2(cublasSdot)
C2O_CUBLAS_V2(cublasSetPointerMode)
C2O_CUBLAS_V2(cublasSetStream)
C2O_CUBLAS_V2(cublasSetWorkspace)
C2O_CUBLAS_V2(cublasSgbmv)
C2O_CUBLAS_V2(cublasSgemm)
C2O_CUBLAS_V2(cublasSgemv)
C2O_CUBLAS_V2(cublasSger)
C2O_CUBLAS_V2(cublasSnrm2)
C2O_CUBLAS_V2(cublasSrot)
C2O_CUBLAS_V2(cublasSrotg)
C2O_CUBLAS_V2(cublasSrotm)
C2O_CUBLAS_V2(cublasSrotmg)
C2O_CUBLAS_V2(cublasSsbmv)
C2O_CUBLAS_V2(cublasSscal)
C2O_CUBLAS_V2(cublasSspmv)
C2O_CUBLAS_V2(cublasSswap)
C2O_CUBLAS_V2(cublasSsymm)
C2O_CUBLAS_V2(cublasSsymv)
C2O_CUBLAS_V2(cublasSsyr)
C2O_CUBLAS_V2(cublasSsyr2)
C2O_CUBLAS_V2(cublasSsyr2k)
C2O_CUBLAS_V2(cublasSsyrk)
C2O_CUBLAS_V2(cublasStbmv)
C2O_CUBLAS_V2(cublasStbsv)
C2O_CUBLAS_V2(cublasStpmv)
C2O_CUBLAS_V2(cublasStpsv)
C2O_CUBLAS_V2(cublasStrmm)
C2O_CUBLAS_V2(cublasStrmv)
C2O_CUBLAS_V2(cublasStrsm)
C2O_CUBLAS_V2(cublasStrsv)
C2O_CUBLAS_V2(cublasZaxpy)
C2O_CUBLAS_V2(cublasZcopy)
C2O_CUBLAS_V2(cublasZdotc)
C2O_CUBLAS_V2(cublasZdotu)
C2O_CUBLAS_V2(cublasZdrot)
C2O_CUBLAS_V2(cublasZdscal)
C2O_CUBLAS_V2(cublasZgbmv)
C2O_CUBLAS_V2(cublasZgemm)
C2O_CUBLAS_V2(cublasZgemv)
C2O_CUBLAS_V2(cublasZgerc)
C2O_CUBLAS_V2(cublasZgeru)
C2O_CUBLAS_V2(cublasZhemm)
C2O_CUBLAS_V2(cublasZhemv)
C2O_CUBLAS_V2(cublasZher)
C2O_CUBLAS_V2(cublasZher2k)
C2O_CUBLAS_V2(cublasZherk)
C2O_CUBLAS_V2(cublasZrot)
C2O_CUBLAS_V2(cublasZrotg)
C2O_CUBLAS_V2(cublasZscal)
C2O_CUBLAS_V2(cublasZswap)
C2O_CUBLAS_V2(cublasZsymm)
C2O_CUBLAS_V2(cublasZsymv)
C2O_CUBLAS_V2(cublasZsyr)
C2O_CUBLAS_V2(cublasZsyr2)
C2O_CUBLAS_V2(cublasZsyr2k)
C2O_CUBLAS_V2(cublasZsyrk)
C2O_CUBLAS_V2(cublasZtbmv)
C2O_CUBLAS_V2(cublasZtbsv)
C2O_CUBLAS_V2(cublasZtpmv)
C2O_CUBLAS_V2(cublasZtpsv)
C2O_CUBLAS_V2(cublasZtrmm)
C2O_CUBLAS_V2(cublasZtrmv)
C2O_CUBLAS_V2(cublasZtrsm)
C2O_CUBLAS_V2(cublasZtrsv)
#undef C2O_CUBLAS_V2
#endif

#endif /* C2O_CUDA_CUBLAS_API_H */
