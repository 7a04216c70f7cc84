// A helper header in the style of SDK samples defines its error checks only
// when the CUDA headers it needs are in, testing their include guards and
// calling-convention macros; the conditions keep the value they had under
// nvcc, so the checks exist in the translation and are translated.
// RUN: %cuda2omp %s -o %t.cpp --quiet
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %omp-host %t.cpp -o %t.exe
// RUN: %t.exe | FileCheck %s --check-prefix=OUT
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>
#include <cublas_v2.h>

#ifdef __DRIVER_TYPES_H__
// CHECK: #if 1 /* cuda2omp: ifdef __DRIVER_TYPES_H__ */
static const char *errorName(cudaError_t e) { return cudaGetErrorName(e); }
#endif
#if defined(CUBLAS_API_H_) && defined(__CUDA_RUNTIME_H__)
// CHECK: #if 1 /* cuda2omp: if defined(CUBLAS_API_H_) && defined(__CUDA_RUNTIME_H__) */
static const char *errorName(cublasStatus_t s) { return s == CUBLAS_STATUS_SUCCESS ? "CUBLAS_STATUS_SUCCESS" : "other"; }
#endif
#ifdef CUSPARSEAPI
// CHECK: {{^}}#ifdef CUSPARSEAPI
#error "cuSPARSE was not included"
#endif
#ifdef CURAND_H_
#error "cuRAND was not included"
#endif

template <typename T> void check(T result, const char *what) {
  if (result) {
    fprintf(stderr, "%s failed: %s\n", what, errorName(result));
    exit(1);
  }
}
#define checkErrors(val) check((val), #val)

int main() {
  float *d;
  checkErrors(cudaMalloc(&d, 16 * sizeof(float)));
  cublasHandle_t h;
  checkErrors(cublasCreate(&h));
  checkErrors(cublasDestroy(h));
  checkErrors(cudaFree(d));
  printf("%s %s\n", errorName(cudaSuccess), errorName(CUBLAS_STATUS_SUCCESS));
  // OUT: cudaSuccess CUBLAS_STATUS_SUCCESS
  return 0;
}
