// 01_vector_add: element-wise addition of two int vectors.
// 1D grid that does not divide n evenly, bounds check in the kernel,
// CHECK macro, cudaGetLastError after the launch, cudaDeviceSynchronize.
#include <cstdio>
#include <cstdlib>
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

__global__ void vecAdd(const int *a, const int *b, int *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    c[i] = a[i] + b[i];
  }
}

int main() {
  const int n = 100003;  // prime: the last block is partial
  const size_t bytes = n * sizeof(int);
  int *ha = (int *)malloc(bytes);
  int *hb = (int *)malloc(bytes);
  int *hc = (int *)malloc(bytes);
  for (int i = 0; i < n; ++i) {
    ha[i] = i % 1000;
    hb[i] = (3 * i) % 777 - 100;
    hc[i] = 0;
  }

  int *da = nullptr, *db = nullptr, *dc = nullptr;
  CHECK(cudaMalloc(&da, bytes));
  CHECK(cudaMalloc(&db, bytes));
  CHECK(cudaMalloc(&dc, bytes));
  CHECK(cudaMemcpy(da, ha, bytes, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(db, hb, bytes, cudaMemcpyHostToDevice));

  const int block = 256;
  const int grid = (n + block - 1) / block;
  vecAdd<<<grid, block>>>(da, db, dc, n);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(hc, dc, bytes, cudaMemcpyDeviceToHost));

  int errors = 0;
  long long checksum = 0;
  for (int i = 0; i < n; ++i) {
    int ref = ha[i] + hb[i];
    if (hc[i] != ref) ++errors;
    checksum += hc[i];
  }
  printf("n=%d grid=%d block=%d\n", n, grid, block);
  printf("errors=%d\n", errors);
  printf("checksum=%lld\n", checksum);

  CHECK(cudaFree(da));
  CHECK(cudaFree(db));
  CHECK(cudaFree(dc));
  free(ha);
  free(hb);
  free(hc);
  bool ok = errors == 0;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
