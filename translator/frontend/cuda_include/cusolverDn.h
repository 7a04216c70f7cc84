/*===- cusolverDn.h - cuSOLVER dense (declarations) -----------------------===*
 *
 * Part of cuda2omp's declaration-only CUDA headers (see host_defines.h).
 * The dense cuSOLVER calls of the public documentation that programs use for
 * linear systems: the handle and its stream, LU (getrf, getrs), Cholesky
 * (potrf, potrs) and QR (geqrf, ormqr) with their _bufferSize queries, for
 * the S, D, C and Z types, with CUDA's signatures. The OpenMP implementation
 * of the calls the translator maps (S and D) is
 * omp_runtime_helpers/include/c2o_cusolver.h.
 *===----------------------------------------------------------------------===*/
#ifndef C2O_CUDA_CUSOLVERDN_H
#define C2O_CUDA_CUSOLVERDN_H
/* The real header's include guard. */
#define CUSOLVERDN_H_

#include "cusolver_common.h"
#include "cublas_api.h"
#include "c2o_library_complex.h"

struct cusolverDnContext;
typedef struct cusolverDnContext *cusolverDnHandle_t;

cusolverStatus_t cusolverDnCreate(cusolverDnHandle_t *handle);
cusolverStatus_t cusolverDnDestroy(cusolverDnHandle_t handle);
cusolverStatus_t cusolverDnSetStream(cusolverDnHandle_t handle, cudaStream_t streamId);
cusolverStatus_t cusolverDnGetStream(cusolverDnHandle_t handle, cudaStream_t *streamId);

#define C2O_CUSOLVER_DENSE(p, T)                                                                                   \
  cusolverStatus_t cusolverDn##p##getrf_bufferSize(cusolverDnHandle_t handle, int m, int n, T *A, int lda,        \
                                                   int *Lwork);                                                   \
  cusolverStatus_t cusolverDn##p##getrf(cusolverDnHandle_t handle, int m, int n, T *A, int lda, T *Workspace,     \
                                        int *devIpiv, int *devInfo);                                              \
  cusolverStatus_t cusolverDn##p##getrs(cusolverDnHandle_t handle, cublasOperation_t trans, int n, int nrhs,      \
                                        const T *A, int lda, const int *devIpiv, T *B, int ldb, int *devInfo);    \
  cusolverStatus_t cusolverDn##p##potrf_bufferSize(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, T *A, \
                                                   int lda, int *Lwork);                                          \
  cusolverStatus_t cusolverDn##p##potrf(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, T *A, int lda,   \
                                        T *Workspace, int Lwork, int *devInfo);                                   \
  cusolverStatus_t cusolverDn##p##potrs(cusolverDnHandle_t handle, cublasFillMode_t uplo, int n, int nrhs,        \
                                        const T *A, int lda, T *B, int ldb, int *devInfo);                        \
  cusolverStatus_t cusolverDn##p##geqrf_bufferSize(cusolverDnHandle_t handle, int m, int n, T *A, int lda,        \
                                                   int *lwork);                                                   \
  cusolverStatus_t cusolverDn##p##geqrf(cusolverDnHandle_t handle, int m, int n, T *A, int lda, T *TAU,           \
                                        T *Workspace, int Lwork, int *devInfo);
C2O_CUSOLVER_DENSE(S, float)
C2O_CUSOLVER_DENSE(D, double)
C2O_CUSOLVER_DENSE(C, cuComplex)
C2O_CUSOLVER_DENSE(Z, cuDoubleComplex)
#undef C2O_CUSOLVER_DENSE
#define C2O_CUSOLVER_ORMQR(p, T, name)                                                                             \
  cusolverStatus_t cusolverDn##p##name##_bufferSize(cusolverDnHandle_t handle, cublasSideMode_t side,             \
                                                    cublasOperation_t trans, int m, int n, int k, const T *A,     \
                                                    int lda, const T *tau, const T *C, int ldc, int *lwork);      \
  cusolverStatus_t cusolverDn##p##name(cusolverDnHandle_t handle, cublasSideMode_t side, cublasOperation_t trans,  \
                                       int m, int n, int k, const T *A, int lda, const T *tau, T *C, int ldc,     \
                                       T *work, int lwork, int *devInfo);
C2O_CUSOLVER_ORMQR(S, float, ormqr)
C2O_CUSOLVER_ORMQR(D, double, ormqr)
C2O_CUSOLVER_ORMQR(C, cuComplex, unmqr)
C2O_CUSOLVER_ORMQR(Z, cuDoubleComplex, unmqr)
#undef C2O_CUSOLVER_ORMQR

#endif /* C2O_CUDA_CUSOLVERDN_H */
