// 06_jacobi_double_buffer: 2D Laplace relaxation, 200 Jacobi sweeps with two
// device buffers swapped after every launch.  The second buffer is filled
// with a device-to-device copy; events time the loop (only elapsed >= 0 is
// checked).  The result is compared with a CPU reference.
#include <cmath>
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

__global__ void jacobiStep(const float *cur, float *next, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < 1 || y < 1 || x >= w - 1 || y >= h - 1) return;  // keep boundary
  int i = y * w + x;
  next[i] = 0.25f * (cur[i - 1] + cur[i + 1] + cur[i - w] + cur[i + w]);
}

int main() {
  const int w = 64, h = 48, iters = 200;
  const size_t bytes = w * h * sizeof(float);
  float *host = (float *)malloc(bytes);
  float *refA = (float *)malloc(bytes), *refB = (float *)malloc(bytes);
  for (int i = 0; i < w * h; ++i) host[i] = 0.0f;
  for (int x = 0; x < w; ++x) host[x] = 1.0f;           // hot top edge
  for (int y = 0; y < h; ++y) host[y * w] = 0.5f;       // warm left edge
  for (int i = 0; i < w * h; ++i) refA[i] = refB[i] = host[i];

  float *d0, *d1;
  CHECK(cudaMalloc(&d0, bytes));
  CHECK(cudaMalloc(&d1, bytes));
  CHECK(cudaMemcpy(d0, host, bytes, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d1, d0, bytes, cudaMemcpyDeviceToDevice));

  cudaEvent_t start, stop;
  CHECK(cudaEventCreate(&start));
  CHECK(cudaEventCreate(&stop));
  dim3 block(16, 16);
  dim3 grid((w + 15) / 16, (h + 15) / 16);
  CHECK(cudaEventRecord(start));
  for (int it = 0; it < iters; ++it) {
    jacobiStep<<<grid, block>>>(d0, d1, w, h);
    CHECK(cudaGetLastError());
    float *t = d0; d0 = d1; d1 = t;
  }
  CHECK(cudaEventRecord(stop));
  CHECK(cudaEventSynchronize(stop));
  float ms = -1.0f;
  CHECK(cudaEventElapsedTime(&ms, start, stop));
  CHECK(cudaMemcpy(host, d0, bytes, cudaMemcpyDeviceToHost));

  for (int it = 0; it < iters; ++it) {
    for (int y = 1; y < h - 1; ++y)
      for (int x = 1; x < w - 1; ++x) {
        int i = y * w + x;
        refB[i] = 0.25f * (refA[i - 1] + refA[i + 1] + refA[i - w] + refA[i + w]);
      }
    float *t = refA; refA = refB; refB = t;
  }
  double maxErr = 0.0;
  for (int i = 0; i < w * h; ++i) maxErr = fmax(maxErr, fabs((double)host[i] - refA[i]));
  bool errOk = maxErr < 1e-5;
  int center = (h / 2) * w + w / 2;
  printf("iterations=%d\n", iters);
  printf("elapsed_nonnegative=%d\n", ms >= 0.0f ? 1 : 0);
  printf("max_err_ok=%d\n", errOk ? 1 : 0);
  printf("center_in_range=%d\n", host[center] > 0.0f && host[center] < 1.0f ? 1 : 0);
  CHECK(cudaEventDestroy(start));
  CHECK(cudaEventDestroy(stop));
  CHECK(cudaFree(d0));
  CHECK(cudaFree(d1));
  free(host);
  free(refA);
  free(refB);
  bool ok = errOk && ms >= 0.0f;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
