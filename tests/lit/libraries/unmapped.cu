// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: %check-no-cuda %t.cpp
// Names the bundled library headers declare but the helpers do not
// implement get C2O1030 with the vendor library's call (VendorLibraries.def);
// the ones they implement keep their names; cudaDataType is renamed.
#include <thrust/device_vector.h>
#include <thrust/set_operations.h>
#include <cub/cub.cuh>
#include <cublas_v2.h>
#include <cusparse.h>

void f(thrust::device_vector<int> &a, thrust::device_vector<int> &b, thrust::device_vector<int> &out) {
  thrust::set_union(a.begin(), a.end(), b.begin(), b.end(), out.begin());
  // CHECK: // C2O1030: Thrust API 'thrust::set_union' has no OpenMP implementation in the helpers; it was left as it is (the vendor library: rocThrust)
  // ERR: unmapped.cu:[[@LINE-2]]:11: warning: C2O1030: Thrust API 'thrust::set_union'
  thrust::merge(a.begin(), a.end(), b.begin(), b.end(), out.begin());
  // CHECK-NOT: 'thrust::merge'
}

void g(void *tmp, size_t &bytes, const int *k, int *ko, int n, int segs, const int *off) {
  cub::DeviceSegmentedRadixSort::SortKeys(tmp, bytes, k, ko, n, segs, off, off + 1);
  // CHECK: // C2O1030: CUB API 'cub::DeviceSegmentedRadixSort::SortKeys' has no OpenMP implementation in the helpers; it was left as it is (the vendor library: hipCUB)
  cub::DeviceRadixSort::SortKeys(tmp, bytes, k, ko, n);
  // CHECK-NOT: 'cub::DeviceRadixSort::SortKeys'
}

void h(cublasHandle_t handle, const float *A, float *B, int n, cusparseHandle_t sp) {
  const float one = 1.0f;
  cublasStrsv(handle, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N, CUBLAS_DIAG_NON_UNIT, n, A, n, B, 1);
  // CHECK: // C2O1030: cuBLAS API 'cublasStrsv' has no OpenMP implementation in the helpers; it was left as it is (the vendor library: hipblasStrsv in hipBLAS)
  // CHECK-NOT: 'CUBLAS_FILL_MODE_LOWER'
  cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_T, n, n, n, &one, A, n, A, n, &one, B, n);
  // CHECK-NOT: 'cublasSgemm'
  cublasSgemm_v2(handle, CUBLAS_OP_N, CUBLAS_OP_T, n, n, n, &one, A, n, A, n, &one, B, n);
  // CHECK: cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_T, n, n, n, &one, A, n, A, n, &one, B, n);
  cublasCtrsm_v2(handle, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N, CUBLAS_DIAG_NON_UNIT, n, n, nullptr,
                 nullptr, n, nullptr, n);
  // CHECK: // C2O1030: cuBLAS API 'cublasCtrsm_v2' has no OpenMP implementation in the helpers; it was left as it is (the vendor library: hipBLAS)
  cudaDataType t = CUDA_R_32F;
  // CHECK: c2o_data_type_t t = CUDA_R_32F;
  (void)t;
  cusparseSpGEMMDescr_t d;
  cusparseSpGEMM_createDescr(&d);
  // CHECK: // C2O1030: cuSPARSE API 'cusparseSpGEMMDescr_t' has no OpenMP implementation in the helpers; it was left as it is (the vendor library: hipSPARSE)
  // CHECK: // C2O1030: cuSPARSE API 'cusparseSpGEMM_createDescr' has no OpenMP implementation in the helpers; it was left as it is (the vendor library: hipSPARSE)
  (void)sp;
}
