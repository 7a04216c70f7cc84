// 25_fast_math: device math functions and fast intrinsics (__expf, expf,
// __fdividef, rsqrtf, __saturatef, sincosf, sinf, cosf, fminf/fmaxf)
// checked against a double CPU reference with tolerances; only verdicts and
// exact counts are printed.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define NOUT 10

__global__ void mathKernel(const float *x, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float v = x[i];
  float *o = out + NOUT * i;
  o[0] = __expf(v);
  o[1] = expf(v);
  o[2] = __fdividef(v, 1.5f + v * v);
  o[3] = rsqrtf(1.0f + v * v);
  o[4] = __saturatef(0.25f * v + 0.5f);
  float s, c;
  sincosf(v, &s, &c);
  o[5] = s;
  o[6] = c;
  o[7] = fminf(fmaxf(v, -1.0f), 2.0f);
  o[8] = sinf(0.5f * v);
  o[9] = cosf(0.5f * v);
}

static bool relOk(double got, double ref, double tol) {
  return fabs(got - ref) <= tol * fmax(1.0, fabs(ref));
}

int main() {
  const int n = 4096;
  float *hx = (float *)malloc(n * sizeof(float));
  float *ho = (float *)malloc(n * NOUT * sizeof(float));
  for (int i = 0; i < n; ++i) hx[i] = (float)(i - 2048) / 512.0f;  // [-4, 4)
  float *dx, *dout;
  cudaMalloc(&dx, n * sizeof(float));
  cudaMalloc(&dout, n * NOUT * sizeof(float));
  cudaMemcpy(dx, hx, n * sizeof(float), cudaMemcpyHostToDevice);
  mathKernel<<<n / 256, 256>>>(dx, dout, n);
  cudaError_t err = cudaGetLastError();
  if (err == cudaSuccess) err = cudaDeviceSynchronize();
  if (err != cudaSuccess) {
    fprintf(stderr, "error: %s\n", cudaGetErrorString(err));
    printf("FAIL\n");
    return 1;
  }
  cudaMemcpy(ho, dout, n * NOUT * sizeof(float), cudaMemcpyDeviceToHost);

  const char *names[NOUT] = {"__expf", "expf", "__fdividef", "rsqrtf",
                             "__saturatef", "sincosf.sin", "sincosf.cos", "fminf_fmaxf",
                             "sinf", "cosf"};
  const double tols[NOUT] = {1e-5, 1e-6, 1e-5, 1e-6, 1e-6, 1e-6, 1e-6, 0.0, 1e-6, 1e-6};
  int failures[NOUT] = {0};
  int satLow = 0, satHigh = 0;
  for (int i = 0; i < n; ++i) {
    double v = hx[i];
    double ref[NOUT];
    ref[0] = exp(v);
    ref[1] = exp(v);
    ref[2] = v / (1.5 + v * v);
    ref[3] = 1.0 / sqrt(1.0 + v * v);
    ref[4] = fmin(fmax(0.25 * v + 0.5, 0.0), 1.0);
    ref[5] = sin(v);
    ref[6] = cos(v);
    ref[7] = fmin(fmax(v, -1.0), 2.0);
    ref[8] = sin(0.5 * v);
    ref[9] = cos(0.5 * v);
    const float *o = ho + NOUT * i;
    for (int k = 0; k < NOUT; ++k)
      if (!relOk(o[k], ref[k], tols[k])) ++failures[k];
    if (o[4] == 0.0f) ++satLow;
    if (o[4] == 1.0f) ++satHigh;
  }
  bool ok = true;
  for (int k = 0; k < NOUT; ++k) {
    printf("%-12s ok=%d\n", names[k], failures[k] == 0 ? 1 : 0);
    ok = ok && failures[k] == 0;
  }
  printf("saturated_low=%d saturated_high=%d\n", satLow, satHigh);
  ok = ok && satLow == 1025 && satHigh == 1024;
  cudaFree(dx);
  cudaFree(dout);
  free(hx);
  free(ho);
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
