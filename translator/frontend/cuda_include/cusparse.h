/*===- cusparse.h - cuSPARSE (declarations) --------------------------------===*
 *
 * Part of cuda2omp's declaration-only CUDA headers (see host_defines.h).
 * The cuSPARSE API of the public documentation that programs use: handle,
 * stream and pointer mode; the generic API (sparse CSR/CSC/COO and dense
 * vector/matrix descriptors, SpMV, SpMM, SpGEMM, SpSV, conversions); and the
 * legacy calls that CUDA 10/11 programs still contain (matrix descriptors,
 * csrmv, csrmm, csr2csc, coo2csr, nnz, dense2csr), with CUDA's values. The
 * OpenMP implementation of the calls the translator maps is
 * omp_runtime_helpers/include/c2o_cusparse.h.
 *===----------------------------------------------------------------------===*/
#ifndef C2O_CUDA_CUSPARSE_H
#define C2O_CUDA_CUSPARSE_H
/* The real header's include guard: programs test it to know the header is in (helper_cuda.h). */
#define CUSPARSE_H_
#define CUSPARSEAPI /* the calling-convention macro, empty on Linux */

#include "host_defines.h"
#include "driver_types.h"
#include "library_types.h"
#include "c2o_library_complex.h"
#include <stddef.h>
#include <stdint.h>

/* version macros and enumerations: defined once, with the helpers */
#if __has_include("../helpers/c2o_cusparse_types.h")
#include "../helpers/c2o_cusparse_types.h"
#else
#include "../../../omp_runtime_helpers/include/c2o_cusparse_types.h"
#endif

typedef struct cusparseContext *cusparseHandle_t;
typedef struct cusparseMatDescr *cusparseMatDescr_t;
typedef struct cusparseSpVecDescr *cusparseSpVecDescr_t;
typedef struct cusparseDnVecDescr *cusparseDnVecDescr_t;
typedef struct cusparseSpMatDescr *cusparseSpMatDescr_t;
typedef struct cusparseDnMatDescr *cusparseDnMatDescr_t;
typedef struct cusparseSpVecDescr const *cusparseConstSpVecDescr_t;
typedef struct cusparseDnVecDescr const *cusparseConstDnVecDescr_t;
typedef struct cusparseSpMatDescr const *cusparseConstSpMatDescr_t;
typedef struct cusparseDnMatDescr const *cusparseConstDnMatDescr_t;
typedef struct cusparseSpGEMMDescr *cusparseSpGEMMDescr_t;
typedef struct cusparseSpSVDescr *cusparseSpSVDescr_t;
typedef struct cusparseSpSMDescr *cusparseSpSMDescr_t;
typedef struct csrsv2Info *csrsv2Info_t;
typedef struct csrilu02Info *csrilu02Info_t;

/* ---- handle ---------------------------------------------------------------- */
cusparseStatus_t cusparseCreate(cusparseHandle_t *handle);
cusparseStatus_t cusparseDestroy(cusparseHandle_t handle);
cusparseStatus_t cusparseGetVersion(cusparseHandle_t handle, int *version);
cusparseStatus_t cusparseGetProperty(libraryPropertyType type, int *value);
const char *cusparseGetErrorName(cusparseStatus_t status);
const char *cusparseGetErrorString(cusparseStatus_t status);
cusparseStatus_t cusparseSetStream(cusparseHandle_t handle, cudaStream_t streamId);
cusparseStatus_t cusparseGetStream(cusparseHandle_t handle, cudaStream_t *streamId);
cusparseStatus_t cusparseGetPointerMode(cusparseHandle_t handle, cusparsePointerMode_t *mode);
cusparseStatus_t cusparseSetPointerMode(cusparseHandle_t handle, cusparsePointerMode_t mode);

/* ---- legacy matrix descriptor -------------------------------------------- */
cusparseStatus_t cusparseCreateMatDescr(cusparseMatDescr_t *descrA);
cusparseStatus_t cusparseDestroyMatDescr(cusparseMatDescr_t descrA);
cusparseStatus_t cusparseSetMatType(cusparseMatDescr_t descrA, cusparseMatrixType_t type);
cusparseMatrixType_t cusparseGetMatType(const cusparseMatDescr_t descrA);
cusparseStatus_t cusparseSetMatFillMode(cusparseMatDescr_t descrA, cusparseFillMode_t fillMode);
cusparseFillMode_t cusparseGetMatFillMode(const cusparseMatDescr_t descrA);
cusparseStatus_t cusparseSetMatDiagType(cusparseMatDescr_t descrA, cusparseDiagType_t diagType);
cusparseDiagType_t cusparseGetMatDiagType(const cusparseMatDescr_t descrA);
cusparseStatus_t cusparseSetMatIndexBase(cusparseMatDescr_t descrA, cusparseIndexBase_t base);
cusparseIndexBase_t cusparseGetMatIndexBase(const cusparseMatDescr_t descrA);

/* ---- legacy calls (CUDA 10/11; csrmv and csrmm left CUDA in 11/12) ------- */
#define C2O_CUSPARSE_LEGACY(p, T)                                                                                  \
  cusparseStatus_t cusparse##p##csrmv(cusparseHandle_t handle, cusparseOperation_t transA, int m, int n, int nnz,  \
                                      const T *alpha, const cusparseMatDescr_t descrA, const T *csrSortedValA,     \
                                      const int *csrSortedRowPtrA, const int *csrSortedColIndA, const T *x,        \
                                      const T *beta, T *y);                                                         \
  cusparseStatus_t cusparse##p##csrmm(cusparseHandle_t handle, cusparseOperation_t transA, int m, int n, int k,    \
                                      int nnz, const T *alpha, const cusparseMatDescr_t descrA,                    \
                                      const T *csrSortedValA, const int *csrSortedRowPtrA,                         \
                                      const int *csrSortedColIndA, const T *B, int ldb, const T *beta, T *C,       \
                                      int ldc);                                                                     \
  cusparseStatus_t cusparse##p##csr2csc(cusparseHandle_t handle, int m, int n, int nnz, const T *csrSortedVal,     \
                                        const int *csrSortedRowPtr, const int *csrSortedColInd, T *cscSortedVal,   \
                                        int *cscSortedRowInd, int *cscSortedColPtr, cusparseAction_t copyValues,   \
                                        cusparseIndexBase_t idxBase);                                               \
  cusparseStatus_t cusparse##p##nnz(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n,               \
                                    const cusparseMatDescr_t descrA, const T *A, int lda, int *nnzPerRowCol,       \
                                    int *nnzTotalDevHostPtr);                                                       \
  cusparseStatus_t cusparse##p##dense2csr(cusparseHandle_t handle, int m, int n, const cusparseMatDescr_t descrA,  \
                                          const T *A, int lda, const int *nnzPerRow, T *csrSortedValA,             \
                                          int *csrSortedRowPtrA, int *csrSortedColIndA);                            \
  cusparseStatus_t cusparse##p##csr2dense(cusparseHandle_t handle, int m, int n, const cusparseMatDescr_t descrA,  \
                                          const T *csrSortedValA, const int *csrSortedRowPtrA,                     \
                                          const int *csrSortedColIndA, T *A, int lda);                              \
  cusparseStatus_t cusparse##p##gthr(cusparseHandle_t handle, int nnz, const T *y, T *xVal, const int *xInd,       \
                                     cusparseIndexBase_t idxBase);
C2O_CUSPARSE_LEGACY(S, float)
C2O_CUSPARSE_LEGACY(D, double)
C2O_CUSPARSE_LEGACY(C, cuComplex)
C2O_CUSPARSE_LEGACY(Z, cuDoubleComplex)
#undef C2O_CUSPARSE_LEGACY
cusparseStatus_t cusparseXcoo2csr(cusparseHandle_t handle, const int *cooRowInd, int nnz, int m, int *csrSortedRowPtr,
                                  cusparseIndexBase_t idxBase);
cusparseStatus_t cusparseXcsr2coo(cusparseHandle_t handle, const int *csrSortedRowPtr, int nnz, int m, int *cooRowInd,
                                  cusparseIndexBase_t idxBase);

/* ---- legacy preconditioners and triangular solves (csrsv2 left CUDA in 12.0; csrilu02 is deprecated) */
cusparseStatus_t cusparseCreateCsrsv2Info(csrsv2Info_t *info);
cusparseStatus_t cusparseDestroyCsrsv2Info(csrsv2Info_t info);
cusparseStatus_t cusparseXcsrsv2_zeroPivot(cusparseHandle_t handle, csrsv2Info_t info, int *position);
cusparseStatus_t cusparseCreateCsrilu02Info(csrilu02Info_t *info);
cusparseStatus_t cusparseDestroyCsrilu02Info(csrilu02Info_t info);
cusparseStatus_t cusparseXcsrilu02_zeroPivot(cusparseHandle_t handle, csrilu02Info_t info, int *position);
#define C2O_CUSPARSE_PRECOND(p, T)                                                                                 \
  cusparseStatus_t cusparse##p##csrsv2_bufferSize(cusparseHandle_t handle, cusparseOperation_t transA, int m,      \
                                                  int nnz, const cusparseMatDescr_t descrA, T *csrSortedValA,     \
                                                  const int *csrSortedRowPtrA, const int *csrSortedColIndA,       \
                                                  csrsv2Info_t info, int *pBufferSizeInBytes);                    \
  cusparseStatus_t cusparse##p##csrsv2_analysis(cusparseHandle_t handle, cusparseOperation_t transA, int m,        \
                                                int nnz, const cusparseMatDescr_t descrA, const T *csrSortedValA, \
                                                const int *csrSortedRowPtrA, const int *csrSortedColIndA,         \
                                                csrsv2Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);  \
  cusparseStatus_t cusparse##p##csrsv2_solve(cusparseHandle_t handle, cusparseOperation_t transA, int m, int nnz,  \
                                             const T *alpha, const cusparseMatDescr_t descrA,                      \
                                             const T *csrSortedValA, const int *csrSortedRowPtrA,                 \
                                             const int *csrSortedColIndA, csrsv2Info_t info, const T *f, T *x,    \
                                             cusparseSolvePolicy_t policy, void *pBuffer);                         \
  cusparseStatus_t cusparse##p##csrilu02_bufferSize(cusparseHandle_t handle, int m, int nnz,                       \
                                                    const cusparseMatDescr_t descrA, T *csrSortedValA,            \
                                                    const int *csrSortedRowPtrA, const int *csrSortedColIndA,     \
                                                    csrilu02Info_t info, int *pBufferSizeInBytes);                \
  cusparseStatus_t cusparse##p##csrilu02_analysis(cusparseHandle_t handle, int m, int nnz,                         \
                                                  const cusparseMatDescr_t descrA, const T *csrSortedValA,        \
                                                  const int *csrSortedRowPtrA, const int *csrSortedColIndA,       \
                                                  csrilu02Info_t info, cusparseSolvePolicy_t policy,              \
                                                  void *pBuffer);                                                  \
  cusparseStatus_t cusparse##p##csrilu02(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA, \
                                         T *csrSortedValA_valM, const int *csrSortedRowPtrA,                       \
                                         const int *csrSortedColIndA, csrilu02Info_t info,                         \
                                         cusparseSolvePolicy_t policy, void *pBuffer);
C2O_CUSPARSE_PRECOND(S, float)
C2O_CUSPARSE_PRECOND(D, double)
C2O_CUSPARSE_PRECOND(C, cuComplex)
C2O_CUSPARSE_PRECOND(Z, cuDoubleComplex)
#undef C2O_CUSPARSE_PRECOND

/* ---- generic API: descriptors ------------------------------------------------ */
cusparseStatus_t cusparseCreateCsr(cusparseSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols, int64_t nnz,
                                   void *csrRowOffsets, void *csrColInd, void *csrValues,
                                   cusparseIndexType_t csrRowOffsetsType, cusparseIndexType_t csrColIndType,
                                   cusparseIndexBase_t idxBase, cudaDataType valueType);
cusparseStatus_t cusparseCreateConstCsr(cusparseConstSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols, int64_t nnz,
                                        const void *csrRowOffsets, const void *csrColInd, const void *csrValues,
                                        cusparseIndexType_t csrRowOffsetsType, cusparseIndexType_t csrColIndType,
                                        cusparseIndexBase_t idxBase, cudaDataType valueType);
cusparseStatus_t cusparseCreateCsc(cusparseSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols, int64_t nnz,
                                   void *cscColOffsets, void *cscRowInd, void *cscValues,
                                   cusparseIndexType_t cscColOffsetsType, cusparseIndexType_t cscRowIndType,
                                   cusparseIndexBase_t idxBase, cudaDataType valueType);
cusparseStatus_t cusparseCreateCoo(cusparseSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols, int64_t nnz,
                                   void *cooRowInd, void *cooColInd, void *cooValues, cusparseIndexType_t cooIdxType,
                                   cusparseIndexBase_t idxBase, cudaDataType valueType);
cusparseStatus_t cusparseDestroySpMat(cusparseConstSpMatDescr_t spMatDescr);
cusparseStatus_t cusparseSpMatGetSize(cusparseConstSpMatDescr_t spMatDescr, int64_t *rows, int64_t *cols, int64_t *nnz);
cusparseStatus_t cusparseSpMatGetFormat(cusparseConstSpMatDescr_t spMatDescr, cusparseFormat_t *format);
cusparseStatus_t cusparseSpMatGetIndexBase(cusparseConstSpMatDescr_t spMatDescr, cusparseIndexBase_t *idxBase);
cusparseStatus_t cusparseSpMatGetValues(cusparseSpMatDescr_t spMatDescr, void **values);
cusparseStatus_t cusparseSpMatSetValues(cusparseSpMatDescr_t spMatDescr, void *values);
cusparseStatus_t cusparseSpMatSetAttribute(cusparseSpMatDescr_t spMatDescr, cusparseSpMatAttribute_t attribute,
                                           void *data, size_t dataSize);
cusparseStatus_t cusparseCsrGet(cusparseSpMatDescr_t spMatDescr, int64_t *rows, int64_t *cols, int64_t *nnz,
                                void **csrRowOffsets, void **csrColInd, void **csrValues,
                                cusparseIndexType_t *csrRowOffsetsType, cusparseIndexType_t *csrColIndType,
                                cusparseIndexBase_t *idxBase, cudaDataType *valueType);
cusparseStatus_t cusparseCsrSetPointers(cusparseSpMatDescr_t spMatDescr, void *csrRowOffsets, void *csrColInd,
                                        void *csrValues);
cusparseStatus_t cusparseCscSetPointers(cusparseSpMatDescr_t spMatDescr, void *cscColOffsets, void *cscRowInd,
                                        void *cscValues);
cusparseStatus_t cusparseCooSetPointers(cusparseSpMatDescr_t spMatDescr, void *cooRows, void *cooColumns,
                                        void *cooValues);
cusparseStatus_t cusparseCreateDnVec(cusparseDnVecDescr_t *dnVecDescr, int64_t size, void *values,
                                     cudaDataType valueType);
cusparseStatus_t cusparseCreateConstDnVec(cusparseConstDnVecDescr_t *dnVecDescr, int64_t size, const void *values,
                                          cudaDataType valueType);
cusparseStatus_t cusparseDestroyDnVec(cusparseConstDnVecDescr_t dnVecDescr);
cusparseStatus_t cusparseDnVecGet(cusparseDnVecDescr_t dnVecDescr, int64_t *size, void **values, cudaDataType *valueType);
cusparseStatus_t cusparseDnVecGetValues(cusparseDnVecDescr_t dnVecDescr, void **values);
cusparseStatus_t cusparseDnVecSetValues(cusparseDnVecDescr_t dnVecDescr, void *values);
cusparseStatus_t cusparseCreateDnMat(cusparseDnMatDescr_t *dnMatDescr, int64_t rows, int64_t cols, int64_t ld,
                                     void *values, cudaDataType valueType, cusparseOrder_t order);
cusparseStatus_t cusparseCreateConstDnMat(cusparseConstDnMatDescr_t *dnMatDescr, int64_t rows, int64_t cols,
                                          int64_t ld, const void *values, cudaDataType valueType,
                                          cusparseOrder_t order);
cusparseStatus_t cusparseDestroyDnMat(cusparseConstDnMatDescr_t dnMatDescr);
cusparseStatus_t cusparseDnMatGet(cusparseDnMatDescr_t dnMatDescr, int64_t *rows, int64_t *cols, int64_t *ld,
                                  void **values, cudaDataType *type, cusparseOrder_t *order);
cusparseStatus_t cusparseDnMatGetValues(cusparseDnMatDescr_t dnMatDescr, void **values);
cusparseStatus_t cusparseDnMatSetValues(cusparseDnMatDescr_t dnMatDescr, void *values);
cusparseStatus_t cusparseDnMatSetStridedBatch(cusparseDnMatDescr_t dnMatDescr, int batchCount, int64_t batchStride);
cusparseStatus_t cusparseDnMatGetStridedBatch(cusparseConstDnMatDescr_t dnMatDescr, int *batchCount,
                                              int64_t *batchStride);
cusparseStatus_t cusparseSpMatGetAttribute(cusparseConstSpMatDescr_t spMatDescr, cusparseSpMatAttribute_t attribute,
                                           void *data, size_t dataSize);
cusparseStatus_t cusparseCreateSpVec(cusparseSpVecDescr_t *spVecDescr, int64_t size, int64_t nnz, void *indices,
                                     void *values, cusparseIndexType_t idxType, cusparseIndexBase_t idxBase,
                                     cudaDataType valueType);
cusparseStatus_t cusparseCreateConstSpVec(cusparseConstSpVecDescr_t *spVecDescr, int64_t size, int64_t nnz,
                                          const void *indices, const void *values, cusparseIndexType_t idxType,
                                          cusparseIndexBase_t idxBase, cudaDataType valueType);
cusparseStatus_t cusparseDestroySpVec(cusparseConstSpVecDescr_t spVecDescr);
cusparseStatus_t cusparseSpVecGet(cusparseSpVecDescr_t spVecDescr, int64_t *size, int64_t *nnz, void **indices,
                                  void **values, cusparseIndexType_t *idxType, cusparseIndexBase_t *idxBase,
                                  cudaDataType *valueType);
cusparseStatus_t cusparseSpVecGetIndexBase(cusparseConstSpVecDescr_t spVecDescr, cusparseIndexBase_t *idxBase);
cusparseStatus_t cusparseSpVecGetValues(cusparseSpVecDescr_t spVecDescr, void **values);
cusparseStatus_t cusparseSpVecSetValues(cusparseSpVecDescr_t spVecDescr, void *values);

/* ---- generic API: operations ------------------------------------------------- */
cusparseStatus_t cusparseSpMV_bufferSize(cusparseHandle_t handle, cusparseOperation_t opA, const void *alpha,
                                         cusparseConstSpMatDescr_t matA, cusparseConstDnVecDescr_t vecX,
                                         const void *beta, cusparseDnVecDescr_t vecY, cudaDataType computeType,
                                         cusparseSpMVAlg_t alg, size_t *bufferSize);
cusparseStatus_t cusparseSpMV_preprocess(cusparseHandle_t handle, cusparseOperation_t opA, const void *alpha,
                                         cusparseConstSpMatDescr_t matA, cusparseConstDnVecDescr_t vecX,
                                         const void *beta, cusparseDnVecDescr_t vecY, cudaDataType computeType,
                                         cusparseSpMVAlg_t alg, void *externalBuffer);
cusparseStatus_t cusparseSpMV(cusparseHandle_t handle, cusparseOperation_t opA, const void *alpha,
                              cusparseConstSpMatDescr_t matA, cusparseConstDnVecDescr_t vecX, const void *beta,
                              cusparseDnVecDescr_t vecY, cudaDataType computeType, cusparseSpMVAlg_t alg,
                              void *externalBuffer);
cusparseStatus_t cusparseSpMM_bufferSize(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB,
                                         const void *alpha, cusparseConstSpMatDescr_t matA,
                                         cusparseConstDnMatDescr_t matB, const void *beta, cusparseDnMatDescr_t matC,
                                         cudaDataType computeType, cusparseSpMMAlg_t alg, size_t *bufferSize);
cusparseStatus_t cusparseSpMM_preprocess(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB,
                                         const void *alpha, cusparseConstSpMatDescr_t matA,
                                         cusparseConstDnMatDescr_t matB, const void *beta, cusparseDnMatDescr_t matC,
                                         cudaDataType computeType, cusparseSpMMAlg_t alg, void *externalBuffer);
cusparseStatus_t cusparseSpMM(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB,
                              const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnMatDescr_t matB,
                              const void *beta, cusparseDnMatDescr_t matC, cudaDataType computeType,
                              cusparseSpMMAlg_t alg, void *externalBuffer);
cusparseStatus_t cusparseSpGEMM_createDescr(cusparseSpGEMMDescr_t *descr);
cusparseStatus_t cusparseSpGEMM_destroyDescr(cusparseSpGEMMDescr_t descr);
cusparseStatus_t cusparseSpGEMM_workEstimation(cusparseHandle_t handle, cusparseOperation_t opA,
                                               cusparseOperation_t opB, const void *alpha,
                                               cusparseConstSpMatDescr_t matA, cusparseConstSpMatDescr_t matB,
                                               const void *beta, cusparseSpMatDescr_t matC, cudaDataType computeType,
                                               cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t spgemmDescr,
                                               size_t *bufferSize1, void *externalBuffer1);
cusparseStatus_t cusparseSpGEMM_compute(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB,
                                        const void *alpha, cusparseConstSpMatDescr_t matA,
                                        cusparseConstSpMatDescr_t matB, const void *beta, cusparseSpMatDescr_t matC,
                                        cudaDataType computeType, cusparseSpGEMMAlg_t alg,
                                        cusparseSpGEMMDescr_t spgemmDescr, size_t *bufferSize2,
                                        void *externalBuffer2);
cusparseStatus_t cusparseSpGEMM_copy(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB,
                                     const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstSpMatDescr_t matB,
                                     const void *beta, cusparseSpMatDescr_t matC, cudaDataType computeType,
                                     cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t spgemmDescr);
cusparseStatus_t cusparseSpSV_createDescr(cusparseSpSVDescr_t *descr);
cusparseStatus_t cusparseSpSV_destroyDescr(cusparseSpSVDescr_t descr);
cusparseStatus_t cusparseSpSV_bufferSize(cusparseHandle_t handle, cusparseOperation_t opA, const void *alpha,
                                         cusparseConstSpMatDescr_t matA, cusparseConstDnVecDescr_t vecX,
                                         cusparseDnVecDescr_t vecY, cudaDataType computeType, cusparseSpSVAlg_t alg,
                                         cusparseSpSVDescr_t spsvDescr, size_t *bufferSize);
cusparseStatus_t cusparseSpSV_analysis(cusparseHandle_t handle, cusparseOperation_t opA, const void *alpha,
                                       cusparseConstSpMatDescr_t matA, cusparseConstDnVecDescr_t vecX,
                                       cusparseDnVecDescr_t vecY, cudaDataType computeType, cusparseSpSVAlg_t alg,
                                       cusparseSpSVDescr_t spsvDescr, void *externalBuffer);
cusparseStatus_t cusparseSpSV_solve(cusparseHandle_t handle, cusparseOperation_t opA, const void *alpha,
                                    cusparseConstSpMatDescr_t matA, cusparseConstDnVecDescr_t vecX,
                                    cusparseDnVecDescr_t vecY, cudaDataType computeType, cusparseSpSVAlg_t alg,
                                    cusparseSpSVDescr_t spsvDescr);
cusparseStatus_t cusparseGather(cusparseHandle_t handle, cusparseConstDnVecDescr_t vecY, cusparseSpVecDescr_t vecX);
cusparseStatus_t cusparseScatter(cusparseHandle_t handle, cusparseConstSpVecDescr_t vecX, cusparseDnVecDescr_t vecY);
cusparseStatus_t cusparseSpSM_createDescr(cusparseSpSMDescr_t *descr);
cusparseStatus_t cusparseSpSM_destroyDescr(cusparseSpSMDescr_t descr);
cusparseStatus_t cusparseSpSM_bufferSize(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB,
                                         const void *alpha, cusparseConstSpMatDescr_t matA,
                                         cusparseConstDnMatDescr_t matB, cusparseDnMatDescr_t matC,
                                         cudaDataType computeType, cusparseSpSMAlg_t alg,
                                         cusparseSpSMDescr_t spsmDescr, size_t *bufferSize);
cusparseStatus_t cusparseSpSM_analysis(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB,
                                       const void *alpha, cusparseConstSpMatDescr_t matA,
                                       cusparseConstDnMatDescr_t matB, cusparseDnMatDescr_t matC,
                                       cudaDataType computeType, cusparseSpSMAlg_t alg, cusparseSpSMDescr_t spsmDescr,
                                       void *externalBuffer);
cusparseStatus_t cusparseSpSM_solve(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB,
                                    const void *alpha, cusparseConstSpMatDescr_t matA, cusparseConstDnMatDescr_t matB,
                                    cusparseDnMatDescr_t matC, cudaDataType computeType, cusparseSpSMAlg_t alg,
                                    cusparseSpSMDescr_t spsmDescr);
cusparseStatus_t cusparseDenseToSparse_bufferSize(cusparseHandle_t handle, cusparseConstDnMatDescr_t matA,
                                                  cusparseSpMatDescr_t matB, cusparseDenseToSparseAlg_t alg,
                                                  size_t *bufferSize);
cusparseStatus_t cusparseDenseToSparse_analysis(cusparseHandle_t handle, cusparseConstDnMatDescr_t matA,
                                                cusparseSpMatDescr_t matB, cusparseDenseToSparseAlg_t alg,
                                                void *externalBuffer);
cusparseStatus_t cusparseDenseToSparse_convert(cusparseHandle_t handle, cusparseConstDnMatDescr_t matA,
                                               cusparseSpMatDescr_t matB, cusparseDenseToSparseAlg_t alg,
                                               void *externalBuffer);
cusparseStatus_t cusparseSparseToDense_bufferSize(cusparseHandle_t handle, cusparseConstSpMatDescr_t matA,
                                                  cusparseDnMatDescr_t matB, cusparseSparseToDenseAlg_t alg,
                                                  size_t *bufferSize);
cusparseStatus_t cusparseSparseToDense(cusparseHandle_t handle, cusparseConstSpMatDescr_t matA,
                                       cusparseDnMatDescr_t matB, cusparseSparseToDenseAlg_t alg, void *externalBuffer);
cusparseStatus_t cusparseCsr2cscEx2_bufferSize(cusparseHandle_t handle, int m, int n, int nnz, const void *csrVal,
                                               const int *csrRowPtr, const int *csrColInd, void *cscVal,
                                               int *cscColPtr, int *cscRowInd, cudaDataType valType,
                                               cusparseAction_t copyValues, cusparseIndexBase_t idxBase,
                                               cusparseCsr2CscAlg_t alg, size_t *bufferSize);
cusparseStatus_t cusparseCsr2cscEx2(cusparseHandle_t handle, int m, int n, int nnz, const void *csrVal,
                                    const int *csrRowPtr, const int *csrColInd, void *cscVal, int *cscColPtr,
                                    int *cscRowInd, cudaDataType valType, cusparseAction_t copyValues,
                                    cusparseIndexBase_t idxBase, cusparseCsr2CscAlg_t alg, void *buffer);

#endif /* C2O_CUDA_CUSPARSE_H */
