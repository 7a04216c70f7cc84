// nvcc-flags: -Wno-deprecated-declarations
// cuBLAS, cuSPARSE generic API, cuFFT and cuBLASLt calls side by side.
#include <cublas_v2.h>
#include <cusparse.h>
#include <cufft.h>
#include <cublasLt.h>
#include <cstdio>
#define CUBLAS_CHECK(x) do { cublasStatus_t s = (x); if (s != CUBLAS_STATUS_SUCCESS) { printf("cublas %d\n", (int)s); return 1; } } while (0)
int main() {
  cublasHandle_t h;
  CUBLAS_CHECK(cublasCreate(&h));
  cublasSetPointerMode(h, CUBLAS_POINTER_MODE_HOST);
  float *A, *B, *C; int n = 64;
  cudaMalloc(&A, n * n * sizeof(float)); cudaMalloc(&B, n * n * sizeof(float)); cudaMalloc(&C, n * n * sizeof(float));
  float alpha = 1.0f, beta = 0.0f, r;
  CUBLAS_CHECK(cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_T, n, n, n, &alpha, A, n, B, n, &beta, C, n));
  cublasSaxpy(h, n, &alpha, A, 1, B, 1);
  cublasSdot(h, n, A, 1, B, 1, &r);
  int idx; cublasIsamax(h, n, A, 1, &idx);
  cublasSgemmStridedBatched(h, CUBLAS_OP_N, CUBLAS_OP_N, 8, 8, 8, &alpha, A, 8, 64, B, 8, 64, &beta, C, 8, 64, 4);
  cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &alpha, A, CUDA_R_32F, n, B, CUDA_R_32F, n, &beta, C, CUDA_R_32F, n, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT);
  cublasDestroy(h);
  cusparseHandle_t sh; cusparseCreate(&sh);
  cusparseSpMatDescr_t mA; cusparseDnVecDescr_t vx, vy;
  int *rp, *ci; cudaMalloc(&rp, 65 * 4); cudaMalloc(&ci, 100 * 4);
  cusparseCreateCsr(&mA, n, n, 100, rp, ci, A, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F);
  cusparseCreateDnVec(&vx, n, B, CUDA_R_32F); cusparseCreateDnVec(&vy, n, C, CUDA_R_32F);
  size_t bs; cusparseSpMV_bufferSize(sh, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, mA, vx, &beta, vy, CUDA_R_32F, CUSPARSE_SPMV_ALG_DEFAULT, &bs);
  void *buf; cudaMalloc(&buf, bs);
  cusparseSpMV(sh, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, mA, vx, &beta, vy, CUDA_R_32F, CUSPARSE_SPMV_ALG_DEFAULT, buf);
  cusparseDestroySpMat(mA); cusparseDestroyDnVec(vx); cusparseDestroyDnVec(vy); cusparseDestroy(sh);
  cufftHandle plan; cufftPlan1d(&plan, 256, CUFFT_C2C, 1);
  cufftComplex *sig; cudaMalloc(&sig, 256 * sizeof(cufftComplex));
  cufftExecC2C(plan, sig, sig, CUFFT_FORWARD); cufftDestroy(plan);
  cublasLtHandle_t lt; cublasLtCreate(&lt); cublasLtDestroy(lt);
  printf("%f %d\n", r, idx);
}
