// 24_memcpy_kinds: every cudaMemcpy direction (HostToHost, HostToDevice,
// DeviceToDevice with offsets, DeviceToHost, cudaMemcpyDefault both ways),
// cudaMemset of a sub-range, and the error API (cudaPeekAtLastError,
// cudaGetLastError, cudaGetErrorString(cudaSuccess)).
#include <cstdio>
#include <cstdlib>
#include <cstring>
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

__global__ void reverse(const int *in, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[n - 1 - i] = in[i];
}

int main() {
  const int n = 1024;
  int *h0 = (int *)malloc(n * sizeof(int)), *h1 = (int *)malloc(n * sizeof(int));
  for (int i = 0; i < n; ++i) h0[i] = i * 3 + 1;
  CHECK(cudaMemcpy(h1, h0, n * sizeof(int), cudaMemcpyHostToHost));
  printf("host_to_host_equal=%d\n", memcmp(h0, h1, n * sizeof(int)) == 0 ? 1 : 0);

  int *dA, *dB;
  CHECK(cudaMalloc(&dA, n * sizeof(int)));
  CHECK(cudaMalloc(&dB, n * sizeof(int)));
  CHECK(cudaMemcpy(dA, h1, n * sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemset(dB, 0, n * sizeof(int)));
  // second half of dA -> first half of dB, first quarter of dA -> last quarter of dB
  CHECK(cudaMemcpy(dB, dA + n / 2, (n / 2) * sizeof(int), cudaMemcpyDeviceToDevice));
  CHECK(cudaMemcpy(dB + 3 * n / 4, dA, (n / 4) * sizeof(int), cudaMemcpyDeviceToDevice));
  CHECK(cudaMemset(dB + n / 2, 0x01, 16 * sizeof(int)));  // each int = 0x01010101
  int *hb = (int *)malloc(n * sizeof(int));
  CHECK(cudaMemcpy(hb, dB, n * sizeof(int), cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int i = 0; i < n; ++i) {
    int ref;
    if (i < n / 2) ref = h0[i + n / 2];
    else if (i < n / 2 + 16) ref = 0x01010101;
    else if (i < 3 * n / 4) ref = 0;
    else ref = h0[i - 3 * n / 4];
    if (hb[i] != ref) ++bad;
  }
  printf("device_to_device_bad=%d hb[512]=%d hb[600]=%d hb[1023]=%d\n", bad, hb[512], hb[600], hb[1023]);

  // cudaMemcpyDefault lets the runtime infer the direction from the pointers
  int *dC;
  CHECK(cudaMalloc(&dC, n * sizeof(int)));
  reverse<<<n / 128, 128>>>(dB, dC, n);
  CHECK(cudaPeekAtLastError());
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(h1, dC, n * sizeof(int), cudaMemcpyDefault));
  int bad2 = 0;
  for (int i = 0; i < n; ++i)
    if (h1[i] != hb[n - 1 - i]) ++bad2;
  CHECK(cudaMemcpy(dA, h0, 10 * sizeof(int), cudaMemcpyDefault));
  int firstTen[10];
  CHECK(cudaMemcpy(firstTen, dA, sizeof(firstTen), cudaMemcpyDeviceToHost));
  for (int i = 0; i < 10; ++i)
    if (firstTen[i] != h0[i]) ++bad2;
  printf("default_kind_bad=%d\n", bad2);

  cudaError_t peek = cudaPeekAtLastError();
  cudaError_t last = cudaGetLastError();
  printf("peek=%s last=%s\n", cudaGetErrorString(peek), cudaGetErrorString(last));
  printf("success_string=%s\n", cudaGetErrorString(cudaSuccess));
  CHECK(cudaFree(dA));
  CHECK(cudaFree(dB));
  CHECK(cudaFree(dC));
  free(h0);
  free(h1);
  free(hb);
  bool ok = bad == 0 && bad2 == 0 && peek == cudaSuccess && last == cudaSuccess;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
