// 20_constant_memory: a 9-tap 1D convolution whose weights live in a
// __constant__ array, plus a __constant__ parameter block updated in part
// with cudaMemcpyToSymbol at an offset and read back with
// cudaMemcpyFromSymbol (with and without offset).  Dyadic weights and small
// integer inputs keep every float result exact.
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

#define RADIUS 4
__constant__ float c_weights[2 * RADIUS + 1];
__constant__ int c_params[4];  // {n, bias, scale, unused}

__global__ void convolve(const float *in, float *out) {
  int n = c_params[0];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float acc = 0.0f;
  for (int k = -RADIUS; k <= RADIUS; ++k) {
    int j = i + k;
    if (j >= 0 && j < n) acc += c_weights[k + RADIUS] * in[j];
  }
  out[i] = acc * (float)c_params[2] + (float)c_params[1];
}

int main() {
  const int n = 5000;
  float w[2 * RADIUS + 1] = {1, 2, 4, 8, 16, 8, 4, 2, 1};
  for (int k = 0; k < 2 * RADIUS + 1; ++k) w[k] /= 64.0f;
  int params[4] = {n, 0, 1, -1};
  CHECK(cudaMemcpyToSymbol(c_weights, w, sizeof(w)));
  CHECK(cudaMemcpyToSymbol(c_params, params, sizeof(params), 0, cudaMemcpyHostToDevice));
  int bias = 3, scale = 2;  // overwrite c_params[1] and c_params[2] only
  CHECK(cudaMemcpyToSymbol(c_params, &bias, sizeof(int), 1 * sizeof(int)));
  CHECK(cudaMemcpyToSymbol(c_params, &scale, sizeof(int), 2 * sizeof(int), cudaMemcpyHostToDevice));

  int back[4] = {0, 0, 0, 0}, back2[2] = {0, 0};
  CHECK(cudaMemcpyFromSymbol(back, c_params, sizeof(back)));
  CHECK(cudaMemcpyFromSymbol(back2, c_params, 2 * sizeof(int), 2 * sizeof(int), cudaMemcpyDeviceToHost));
  float wBack = 0.0f;
  CHECK(cudaMemcpyFromSymbol(&wBack, c_weights, sizeof(float), RADIUS * sizeof(float)));
  printf("params={%d,%d,%d,%d} tail={%d,%d} center_weight=%.4f\n", back[0], back[1],
         back[2], back[3], back2[0], back2[1], wBack);

  float *h = (float *)malloc(n * sizeof(float));
  float *r = (float *)malloc(n * sizeof(float));
  for (int i = 0; i < n; ++i) h[i] = (float)((i * 13) % 29) - 14.0f;
  float *din, *dout;
  CHECK(cudaMalloc(&din, n * sizeof(float)));
  CHECK(cudaMalloc(&dout, n * sizeof(float)));
  CHECK(cudaMemcpy(din, h, n * sizeof(float), cudaMemcpyHostToDevice));
  convolve<<<(n + 255) / 256, 256>>>(din, dout);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(r, dout, n * sizeof(float), cudaMemcpyDeviceToHost));

  int bad = 0;
  double sum = 0.0;
  for (int i = 0; i < n; ++i) {
    float acc = 0.0f;
    for (int k = -RADIUS; k <= RADIUS; ++k)
      if (i + k >= 0 && i + k < n) acc += w[k + RADIUS] * h[i + k];
    if (r[i] != acc * (float)scale + (float)bias) ++bad;
    sum += r[i];
  }
  printf("n=%d bad=%d sum=%.5f out[0]=%.5f out[2500]=%.5f\n", n, bad, sum, r[0], r[2500]);
  cudaFree(din);
  cudaFree(dout);
  free(h);
  free(r);
  bool ok = bad == 0 && back[1] == 3 && back[2] == 2 && back2[1] == -1;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
