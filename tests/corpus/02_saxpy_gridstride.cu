// 02_saxpy_gridstride: y = a*x + y with a grid-stride loop over 1<<20
// elements using a deliberately small grid.  Launch form <<<g, b, 0>>>,
// __restrict__ pointers, device query (cudaGetDeviceCount, cudaSetDevice),
// cudaGetErrorString(cudaSuccess).  All values are exact in float.
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

__global__ void saxpy(int n, float a, const float *__restrict__ x,
                      float *__restrict__ y) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x) {
    y[i] = a * x[i] + y[i];
  }
}

int main() {
  int devices = 0;
  CHECK(cudaGetDeviceCount(&devices));
  printf("have_device=%d\n", devices >= 1 ? 1 : 0);
  CHECK(cudaSetDevice(0));
  printf("status=%s\n", cudaGetErrorString(cudaSuccess));

  const int n = 1 << 20;
  const float a = 1.5f;
  float *hx = (float *)malloc(n * sizeof(float));
  float *hy = (float *)malloc(n * sizeof(float));
  float *ref = (float *)malloc(n * sizeof(float));
  for (int i = 0; i < n; ++i) {
    hx[i] = (float)(i % 17) * 0.25f;
    hy[i] = (float)(i % 11) - 5.0f;
    ref[i] = a * hx[i] + hy[i];
  }
  float *dx, *dy;
  CHECK(cudaMalloc(&dx, n * sizeof(float)));
  CHECK(cudaMalloc(&dy, n * sizeof(float)));
  CHECK(cudaMemcpy(dx, hx, n * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dy, hy, n * sizeof(float), cudaMemcpyHostToDevice));

  const int block = 256, grid = 120;  // 30720 threads: each does ~34 items
  saxpy<<<grid, block, 0>>>(n, a, dx, dy);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(hy, dy, n * sizeof(float), cudaMemcpyDeviceToHost));

  int mismatches = 0;
  double sum = 0.0;
  for (int i = 0; i < n; ++i) {
    if (hy[i] != ref[i]) ++mismatches;
    sum += hy[i];
  }
  printf("mismatches=%d\n", mismatches);
  printf("sum=%.3f\n", sum);
  printf("y[0]=%.3f y[12345]=%.3f y[n-1]=%.3f\n", hy[0], hy[12345], hy[n - 1]);
  CHECK(cudaFree(dx));
  CHECK(cudaFree(dy));
  free(hx);
  free(hy);
  free(ref);
  bool ok = mismatches == 0;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
