// 14_complex_float2: complex arithmetic with float2.  Kernel 1 raises
// Gaussian integers to a power (exact in float); kernel 2 rotates points by
// an angle from sincosf and checks that the modulus is preserved.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

__host__ __device__ __forceinline__ float2 cmul(float2 a, float2 b) {
  return make_float2(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x);
}
__host__ __device__ __forceinline__ float cabs2(float2 a) { return a.x * a.x + a.y * a.y; }

__global__ void cpow(const float2 *z, float2 *out, int n, int p) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float2 acc = make_float2(1.0f, 0.0f);
  for (int k = 0; k < p; ++k) acc = cmul(acc, z[i]);
  out[i] = acc;
}

__global__ void rotate(const float2 *z, float2 *out, float *modErr, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float s, c;
  sincosf(0.01f * (float)i, &s, &c);
  float2 w = cmul(z[i], make_float2(c, s));
  out[i] = w;
  modErr[i] = fabsf(sqrtf(cabs2(w)) - sqrtf(cabs2(z[i])));
}

int main() {
  const int n = 49, p = 6;  // all a+bi with a, b in [-3, 3]
  float2 hz[n], hpow[n], hrot[n];
  float hErr[n];
  for (int i = 0; i < n; ++i) hz[i] = make_float2((float)(i % 7 - 3), (float)(i / 7 - 3));
  float2 *dz, *dpow, *drot;
  float *dErr;
  cudaMalloc(&dz, sizeof(hz));
  cudaMalloc(&dpow, sizeof(hpow));
  cudaMalloc(&drot, sizeof(hrot));
  cudaMalloc(&dErr, sizeof(hErr));
  cudaMemcpy(dz, hz, sizeof(hz), cudaMemcpyHostToDevice);
  cpow<<<2, 32>>>(dz, dpow, n, p);
  rotate<<<1, 64>>>(dz, drot, dErr, n);
  cudaError_t err = cudaGetLastError();
  if (err == cudaSuccess) err = cudaDeviceSynchronize();
  if (err != cudaSuccess) {
    fprintf(stderr, "error: %s\n", cudaGetErrorString(err));
    printf("FAIL\n");
    return 1;
  }
  cudaMemcpy(hpow, dpow, sizeof(hpow), cudaMemcpyDeviceToHost);
  cudaMemcpy(hrot, drot, sizeof(hrot), cudaMemcpyDeviceToHost);
  cudaMemcpy(hErr, dErr, sizeof(hErr), cudaMemcpyDeviceToHost);

  int bad = 0;
  long long sumRe = 0, sumIm = 0, sumAbs2 = 0;
  double maxRotErr = 0.0, maxModErr = 0.0;
  for (int i = 0; i < n; ++i) {
    float2 ref = make_float2(1.0f, 0.0f);
    for (int k = 0; k < p; ++k) ref = cmul(ref, hz[i]);
    if (hpow[i].x != ref.x || hpow[i].y != ref.y) ++bad;
    sumRe += (long long)hpow[i].x;
    sumIm += (long long)hpow[i].y;
    long long re = (long long)hpow[i].x, im = (long long)hpow[i].y;
    sumAbs2 += re * re + im * im;
    double th = 0.01 * i, c = cos(th), s = sin(th);
    double rx = hz[i].x * c - hz[i].y * s, ry = hz[i].x * s + hz[i].y * c;
    maxRotErr = fmax(maxRotErr, fmax(fabs(rx - hrot[i].x), fabs(ry - hrot[i].y)));
    maxModErr = fmax(maxModErr, (double)hErr[i]);
  }
  bool rotOk = maxRotErr < 1e-4 && maxModErr < 1e-4;
  printf("z^%d: bad=%d sum_re=%lld sum_im=%lld sum_abs2=%lld\n", p, bad, sumRe, sumIm, sumAbs2);
  printf("(3+2i)^%d = %.0f%+.0fi\n", p, hpow[41].x, hpow[41].y);  // a=3, b=2
  printf("rotation_ok=%d\n", rotOk ? 1 : 0);
  cudaFree(dz);
  cudaFree(dpow);
  cudaFree(drot);
  cudaFree(dErr);
  bool ok = bad == 0 && rotOk;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
