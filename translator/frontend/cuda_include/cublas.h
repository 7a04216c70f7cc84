/*===- cublas.h - cuBLAS, the legacy API (declarations) --------------------===*
 *
 * Part of cuda2omp's declaration-only CUDA headers (see host_defines.h).
 * The legacy cuBLAS API: no handle, scalars by value, results returned, errors
 * through cublasGetError(), characters for the operations ('N', 'T', 'C').
 * The handle-based calls of cublas_api.h are visible too; their names are
 * overloads of the legacy ones here (this header is for parsing only).
 *===----------------------------------------------------------------------===*/
#ifndef C2O_CUDA_CUBLAS_H
#define C2O_CUDA_CUBLAS_H
/* The real header's include guard: programs test it to know the header is in (helper_cuda.h). */
#define CUBLAS_H_

#include "cublas_api.h"

typedef cublasStatus_t cublasStatus;

cublasStatus cublasInit(void);
cublasStatus cublasShutdown(void);
cublasStatus cublasGetError(void);
cublasStatus cublasGetVersion(int *version);
cublasStatus cublasAlloc(int n, int elemSize, void **devicePtr);
cublasStatus cublasFree(void *devicePtr);
cublasStatus cublasSetKernelStream(cudaStream_t stream);

#define C2O_CUBLAS_LEGACY(p, T, R, l)                                                                                  \
  void cublas##p##axpy(int n, T alpha, const T *x, int incx, T *y, int incy);                                      \
  void cublas##p##copy(int n, const T *x, int incx, T *y, int incy);                                               \
  void cublas##p##swap(int n, T *x, int incx, T *y, int incy);                                                     \
  void cublas##p##scal(int n, T alpha, T *x, int incx);                                                            \
  int cublasI##l##amax(int n, const T *x, int incx);                                                               \
  int cublasI##l##amin(int n, const T *x, int incx);                                                               \
  void cublas##p##gemv(char trans, int m, int n, T alpha, const T *A, int lda, const T *x, int incx, T beta, T *y, \
                       int incy);                                                                                   \
  void cublas##p##gemm(char transa, char transb, int m, int n, int k, T alpha, const T *A, int lda, const T *B,    \
                       int ldb, T beta, T *C, int ldc);                                                             \
  void cublas##p##trsm(char side, char uplo, char transa, char diag, int m, int n, T alpha, const T *A, int lda,   \
                       T *B, int ldb);
C2O_CUBLAS_TYPES(C2O_CUBLAS_LEGACY)
#undef C2O_CUBLAS_LEGACY
float cublasSdot(int n, const float *x, int incx, const float *y, int incy);
double cublasDdot(int n, const double *x, int incx, const double *y, int incy);
float cublasSnrm2(int n, const float *x, int incx);
double cublasDnrm2(int n, const double *x, int incx);
float cublasSasum(int n, const float *x, int incx);
double cublasDasum(int n, const double *x, int incx);
void cublasSger(int m, int n, float alpha, const float *x, int incx, const float *y, int incy, float *A, int lda);
void cublasDger(int m, int n, double alpha, const double *x, int incx, const double *y, int incy, double *A, int lda);

#endif /* C2O_CUDA_CUBLAS_H */
