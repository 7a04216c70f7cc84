// saxpy.cu - the quick-start example: y = a*x + y on the GPU, checked on the CPU.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call)                                                              \
  do {                                                                           \
    cudaError_t err = (call);                                                    \
    if (err != cudaSuccess) {                                                    \
      fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(err)); \
      exit(1);                                                                   \
    }                                                                            \
  } while (0)

// One thread per element; threads past the end do nothing.
__global__ void saxpy(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}

int main() {
  const int n = 1 << 20;
  const float a = 2.5f;
  float *x = (float *)malloc(n * sizeof(float)), *y = (float *)malloc(n * sizeof(float));
  for (int i = 0; i < n; ++i) {
    x[i] = (float)(i % 100);
    y[i] = 1.0f;
  }
  float *dx, *dy;
  CHECK(cudaMalloc(&dx, n * sizeof(float)));
  CHECK(cudaMalloc(&dy, n * sizeof(float)));
  CHECK(cudaMemcpy(dx, x, n * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dy, y, n * sizeof(float), cudaMemcpyHostToDevice));

  const int block = 256;
  saxpy<<<(n + block - 1) / block, block>>>(n, a, dx, dy);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(y, dy, n * sizeof(float), cudaMemcpyDeviceToHost));

  int errors = 0;
  for (int i = 0; i < n; ++i)
    if (y[i] != a * (float)(i % 100) + 1.0f) ++errors;
  printf("saxpy n=%d errors=%d\n", n, errors);
  printf("%s\n", errors == 0 ? "PASS" : "FAIL");
  CHECK(cudaFree(dx));
  CHECK(cudaFree(dy));
  free(x);
  free(y);
  return errors != 0;
}
