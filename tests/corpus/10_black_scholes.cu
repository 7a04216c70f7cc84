// 10_black_scholes: European call/put prices for 4096 options in float on
// the device (expf, logf, sqrtf, __expf, __fdividef) against a double CPU
// reference.  The cumulative normal is a __host__ __device__ template used
// by both sides.  Only tolerance verdicts are printed.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

template <typename T>
__host__ __device__ T cnd(T d) {
  const T a1 = (T)0.31938153, a2 = (T)-0.356563782, a3 = (T)1.781477937;
  const T a4 = (T)-1.821255978, a5 = (T)1.330274429;
  const T rsqrt2pi = (T)0.39894228040143267794;
  T k = (T)1 / ((T)1 + (T)0.2316419 * (d < 0 ? -d : d));
  T poly = k * (a1 + k * (a2 + k * (a3 + k * (a4 + k * a5))));
  T c = rsqrt2pi * exp((T)-0.5 * d * d) * poly;
  return d > 0 ? (T)1 - c : c;
}

__global__ void blackScholes(const float *S, const float *X, const float *T,
                             float *call, float *put, float r, float v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float sqrtT = sqrtf(T[i]);
  float d1 = __fdividef(logf(S[i] / X[i]) + (r + 0.5f * v * v) * T[i], v * sqrtT);
  float d2 = d1 - v * sqrtT;
  float expRT = __expf(-r * T[i]);
  float cd1 = cnd(d1), cd2 = cnd(d2);
  call[i] = S[i] * cd1 - X[i] * expRT * cd2;
  put[i] = X[i] * expRT * (1.0f - cd2) - S[i] * (1.0f - cd1);
}

int main() {
  const int n = 4096;
  const float r = 0.02f, v = 0.30f;
  float *h[5];
  float *d[5];
  for (int k = 0; k < 5; ++k) {
    h[k] = (float *)malloc(n * sizeof(float));
    if (cudaMalloc(&d[k], n * sizeof(float)) != cudaSuccess) { printf("FAIL\n"); return 1; }
  }
  unsigned s = 31337u;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u; h[0][i] = 5.0f + 25.0f * (float)(s >> 8) / 16777216.0f;
    s = s * 1664525u + 1013904223u; h[1][i] = 1.0f + 99.0f * (float)(s >> 8) / 16777216.0f;
    s = s * 1664525u + 1013904223u; h[2][i] = 0.25f + 9.75f * (float)(s >> 8) / 16777216.0f;
  }
  for (int k = 0; k < 3; ++k)
    cudaMemcpy(d[k], h[k], n * sizeof(float), cudaMemcpyHostToDevice);
  blackScholes<<<(n + 127) / 128, 128>>>(d[0], d[1], d[2], d[3], d[4], r, v, n);
  cudaError_t err = cudaGetLastError();
  if (err != cudaSuccess) { fprintf(stderr, "%s\n", cudaGetErrorString(err)); printf("FAIL\n"); return 1; }
  cudaDeviceSynchronize();
  cudaMemcpy(h[3], d[3], n * sizeof(float), cudaMemcpyDeviceToHost);
  cudaMemcpy(h[4], d[4], n * sizeof(float), cudaMemcpyDeviceToHost);

  double maxErr = 0.0, maxParity = 0.0;
  int itm = 0;
  for (int i = 0; i < n; ++i) {
    double S = h[0][i], X = h[1][i], T = h[2][i];
    double sq = sqrt(T);
    double d1 = (log(S / X) + (r + 0.5 * v * v) * T) / (v * sq);
    double d2 = d1 - v * sq;
    double e = exp(-(double)r * T);
    double c = S * cnd(d1) - X * e * cnd(d2);
    double p = X * e * (1.0 - cnd(d2)) - S * (1.0 - cnd(d1));
    maxErr = fmax(maxErr, fmax(fabs(c - h[3][i]), fabs(p - h[4][i])));
    maxParity = fmax(maxParity, fabs((h[3][i] - h[4][i]) - (S - X * e)));
    if (S > X) ++itm;
  }
  bool errOk = maxErr < 2e-3, parityOk = maxParity < 2e-3;
  printf("options=%d in_the_money=%d\n", n, itm);
  printf("max_err_ok=%d\n", errOk ? 1 : 0);
  printf("put_call_parity_ok=%d\n", parityOk ? 1 : 0);
  for (int k = 0; k < 5; ++k) { cudaFree(d[k]); free(h[k]); }
  bool ok = errOk && parityOk;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
