// Times the copies a program checking a large padded result makes (rows of
// V floats in rows of P on the device; 1.6 GB in all): a fill, a padded 2D
// copy host-to-device and device-to-device, a whole copy back into fresh
// host memory, and a row-by-row 2D copy of narrow rows. Prints each time in
// ms (to compare CUDA with the translation in one GPU call) and checks the
// data: PASS or FAIL per step, exit 1 on a failure.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

static double now_ms() {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

__global__ void touch(float *p, size_t n) {
  size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] += 1.0f;
}

static int failures = 0;
static void report(const char *step, double ms, bool ok) {
  printf("%-28s %10.1f ms  %s\n", step, ms, ok ? "PASS" : "FAIL");
  if (!ok) ++failures;
}

int main() {
  const size_t rows = 8192, V = 50257, P = 50304;
  const size_t n = rows * V;
  float *host = (float *)malloc(n * sizeof(float));
  for (size_t i = 0; i < n; ++i) host[i] = (float)(i % 1000);
  float *padded, *packed;
  cudaMalloc(&padded, rows * P * sizeof(float));
  cudaMalloc(&packed, n * sizeof(float));
  cudaDeviceSynchronize();

  double t = now_ms();
  cudaMemset(padded, 0xff, rows * P * sizeof(float));
  cudaDeviceSynchronize();
  report("memset 1.6 GB", now_ms() - t, cudaGetLastError() == cudaSuccess);

  t = now_ms();
  cudaMemcpy2D(padded, P * sizeof(float), host, V * sizeof(float), V * sizeof(float), rows, cudaMemcpyHostToDevice);
  report("2D host->device 8192 rows", now_ms() - t, cudaGetLastError() == cudaSuccess);

  touch<<<(unsigned)((rows * P + 255) / 256), 256>>>(padded, rows * P);
  cudaDeviceSynchronize();

  t = now_ms();
  cudaMemcpy2D(packed, V * sizeof(float), padded, P * sizeof(float), V * sizeof(float), rows, cudaMemcpyDeviceToDevice);
  report("2D device->device 8192 rows", now_ms() - t, cudaGetLastError() == cudaSuccess);

  float *back = (float *)malloc(n * sizeof(float));
  t = now_ms();
  cudaMemcpy(back, packed, n * sizeof(float), cudaMemcpyDeviceToHost);
  double ms = now_ms() - t;
  bool same = true;
  for (size_t i = 0; i < n; i += 4099) same = same && back[i] == host[i] + 1.0f;
  report("device->host 1.6 GB", ms, same);

  t = now_ms();
  size_t bad = 0;
  for (size_t i = 0; i < n; ++i) bad += back[i] != host[i] + 1.0f;
  report("host compare 411M floats", now_ms() - t, bad == 0);

  t = now_ms();
  cudaMemcpy2D(packed, 16, padded, P * sizeof(float), 16, rows, cudaMemcpyDeviceToDevice);
  cudaMemcpy2D(back, 16, packed, 16, 16, rows, cudaMemcpyDeviceToHost);
  report("2D narrow rows d->d, d->h", now_ms() - t, back[4] == host[V] + 1.0f);

  cudaFree(padded);
  cudaFree(packed);
  free(host);
  free(back);
  printf("%s\n", failures ? "FAILED" : "ALL PASSED");
  return failures ? 1 : 0;
}
