// 31_spmv_csr: sparse matrix-vector product y = A*x with A in CSR format,
// passed to the kernels as a struct of device pointers.  One variant uses
// one thread per row, the other a grid-stride loop over rows with
// __launch_bounds__ and __restrict__.  Dyadic values keep results exact.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(call)                                                        \
  do {                                                                     \
    cudaError_t err_ = (call);                                             \
    if (err_ != cudaSuccess) {                                             \
      fprintf(stderr, "CUDA error '%s' at %s:%d\n",                        \
              cudaGetErrorString(err_), __FILE__, __LINE__);               \
      exit(1);                                                             \
    }                                                                      \
  } while (0)

struct Csr {
  int rows, cols;
  const int *rowPtr;
  const int *colIdx;
  const float *vals;
};

__device__ __forceinline__ float rowDot(const Csr &A, const float *__restrict__ x, int r) {
  float acc = 0.0f;
  for (int k = A.rowPtr[r]; k < A.rowPtr[r + 1]; ++k) acc += A.vals[k] * x[A.colIdx[k]];
  return acc;
}

__global__ void spmvRow(Csr A, const float *__restrict__ x, float *__restrict__ y) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r < A.rows) y[r] = rowDot(A, x, r);
}

__global__ void __launch_bounds__(128, 4)
spmvStride(Csr A, const float *__restrict__ x, float *__restrict__ y) {
  for (int r = blockIdx.x * blockDim.x + threadIdx.x; r < A.rows; r += gridDim.x * blockDim.x)
    y[r] = rowDot(A, x, r);
}

int main() {
  const int rows = 7000, cols = 5000;
  std::vector<int> rowPtr(rows + 1), colIdx;
  std::vector<float> vals, x(cols);
  rowPtr[0] = 0;
  for (int r = 0; r < rows; ++r) {
    int nnz = 1 + (r * 7) % 9;
    for (int k = 0; k < nnz; ++k) {
      colIdx.push_back((r * 3 + k * k * 13 + k) % cols);
      vals.push_back((float)((r + k) % 5 - 2) * 0.5f);
    }
    rowPtr[r + 1] = (int)colIdx.size();
  }
  for (int j = 0; j < cols; ++j) x[j] = (float)(j % 9 - 4);
  int nnzTotal = rowPtr[rows];

  int *dRowPtr, *dCol;
  float *dVals, *dx, *dy1, *dy2;
  CHECK(cudaMalloc(&dRowPtr, (rows + 1) * sizeof(int)));
  CHECK(cudaMalloc(&dCol, nnzTotal * sizeof(int)));
  CHECK(cudaMalloc(&dVals, nnzTotal * sizeof(float)));
  CHECK(cudaMalloc(&dx, cols * sizeof(float)));
  CHECK(cudaMalloc(&dy1, rows * sizeof(float)));
  CHECK(cudaMalloc(&dy2, rows * sizeof(float)));
  CHECK(cudaMemcpy(dRowPtr, rowPtr.data(), (rows + 1) * sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dCol, colIdx.data(), nnzTotal * sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dVals, vals.data(), nnzTotal * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dx, x.data(), cols * sizeof(float), cudaMemcpyHostToDevice));
  Csr A = {rows, cols, dRowPtr, dCol, dVals};

  spmvRow<<<(rows + 127) / 128, 128>>>(A, dx, dy1);
  CHECK(cudaGetLastError());
  spmvStride<<<8, 128, 0, 0>>>(A, dx, dy2);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  std::vector<float> y1(rows), y2(rows);
  CHECK(cudaMemcpy(y1.data(), dy1, rows * sizeof(float), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(y2.data(), dy2, rows * sizeof(float), cudaMemcpyDeviceToHost));

  int bad = 0;
  double sum = 0.0, sumAbs = 0.0;
  for (int r = 0; r < rows; ++r) {
    float ref = 0.0f;
    for (int k = rowPtr[r]; k < rowPtr[r + 1]; ++k) ref += vals[k] * x[colIdx[k]];
    if (y1[r] != ref || y2[r] != ref) ++bad;
    sum += y1[r];
    sumAbs += y1[r] < 0 ? -y1[r] : y1[r];
  }
  printf("rows=%d cols=%d nnz=%d\n", rows, cols, nnzTotal);
  printf("sum=%.2f sum_abs=%.2f bad=%d\n", sum, sumAbs, bad);
  cudaFree(dRowPtr); cudaFree(dCol); cudaFree(dVals); cudaFree(dx); cudaFree(dy1); cudaFree(dy2);
  printf("%s\n", bad == 0 ? "PASS" : "FAIL");
  return bad == 0 ? 0 : 1;
}
