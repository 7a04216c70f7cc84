// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// cuFFT has bundled declarations only: the program parses, the runtime calls
// are translated, each cuFFT name gets C2O1030 at its use and the include
// C2O1010. cuBLASLt, in the same file, has its helper (c2o_cublaslt.h): its
// include is replaced and its names kept without a diagnostic.
#include <cufft.h>
#include <cublasLt.h>
#include <cstdio>
// CHECK: #include "c2o_runtime.h"
// CHECK: // C2O1010: CUDA header 'cufft.h' has no OpenMP counterpart
// CHECK: #include "c2o_cublaslt.h"
int main() {
  cufftHandle plan;
  // ERR: unmapped_fft_lt.cu:[[@LINE-1]]:3: warning: C2O1030: cuFFT API 'cufftHandle'
  cufftComplex *d;
  cudaMalloc(&d, 64 * sizeof(cufftComplex));
  // CHECK: c2o_malloc(&d, 64 * sizeof(cufftComplex));
  cufftPlan1d(&plan, 64, CUFFT_C2C, 1);
  // ERR: unmapped_fft_lt.cu:[[@LINE-1]]:3: warning: C2O1030: cuFFT API 'cufftPlan1d' has no OpenMP implementation in the helpers; it was left as it is (the vendor library: hipfftPlan1d in hipFFT)
  cufftExecC2C(plan, d, d, CUFFT_FORWARD);
  // CHECK: // C2O1030: cuFFT API 'cufftExecC2C' {{.*}}(the vendor library: hipfftExecC2C in hipFFT)
  // CHECK: cufftExecC2C(plan, d, d, CUFFT_FORWARD);
  cufftDestroy(plan);
  cublasLtHandle_t lt;
  cublasLtCreate(&lt);
  // CHECK: cublasLtCreate(&lt);
  // ERR-NOT: cuBLASLt API
  cublasLtDestroy(lt);
  cudaFree(d);
  printf("done\n");
}
