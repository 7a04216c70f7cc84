// Device math: standard <math.h>/<cmath> functions and CUDA's own math
// functions and intrinsics, in float and double, in kernels, __device__ and
// __host__ __device__ functions.
#include <cuda_runtime.h>
#include <cmath>
#include "check.h"

__device__ float activation(float x) {
  return 1.0f / (1.0f + expf(-x)) + tanhf(x) + fmaxf(x, 0.0f) + logf(1.0f + fabsf(x));
}

__host__ __device__ float hd_norm(float x, float y) { return sqrtf(x * x + y * y) + hypotf(x, y); }

__global__ void float_math(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float x = in[i];
  float s, c, s2, c2, s3, c3;
  sincosf(x, &s, &c);
  __sincosf(x, &s2, &c2);
  sincospif(x, &s3, &c3);
  float r = expf(x) + sqrtf(fabsf(x)) + powf(x, 2.0f) + exp2f(x) + log2f(x + 2.f) + log10f(x + 2.f) +
            sinf(x) + cosf(x) + tanf(x) + asinf(0.5f) + acosf(0.5f) + atanf(x) + atan2f(x, 1.f) +
            sinhf(x) + coshf(x) + floorf(x) + ceilf(x) + roundf(x) + truncf(x) + rintf(x) +
            fminf(x, 1.f) + fmaxf(x, 1.f) + fmodf(x, 3.f) + copysignf(1.f, x) + cbrtf(x) +
            erff(x) + erfcf(x) + lgammaf(x + 2.f) + tgammaf(x + 2.f) + fmaf(x, x, 1.f) +
            ldexpf(x, 2) + nextafterf(x, 0.f) + remainderf(x, 2.f);
  r += __expf(x) + __exp10f(x) + __logf(x + 2.f) + __log2f(x + 2.f) + __log10f(x + 2.f) +
       __sinf(x) + __cosf(x) + __tanf(x) + __powf(x, 2.f) + __fdividef(x, 3.f) + __saturatef(x) +
       __fmaf_rn(x, x, 1.f) + __fsqrt_rn(fabsf(x)) + __frcp_rn(x + 1.f) + __frsqrt_rn(x + 1.f) +
       __fadd_rn(x, 1.f) + __fmul_rz(x, 2.f) + __fdiv_rn(x, 3.f);
  r += exp10f(x) + rsqrtf(x + 1.f) + rcbrtf(x + 1.f) + sinpif(x) + cospif(x) + erfinvf(0.5f) +
       normcdff(x) + norm3df(x, x, x) + rhypotf(x, 1.f) + fdividef(x, 2.f);
  r += s + c + s2 + c2 + s3 + c3 + activation(x) + hd_norm(x, 1.f);
  r += (float)(isnan(x) || isinf(x) || !isfinite(x) || signbit(x));
  r += std::sqrt(x) + std::abs(x) + std::pow(x, 2.0f) + std::exp(x) + std::fmax(x, 0.f);
  // min/max overloads, mixed float/double, unsigned and 64-bit forms
  int a = i, b = n - i;
  unsigned ua = (unsigned)a, ub = (unsigned)b;
  long long la = a, lb = b;
  r += (float)(min(a, b) + max(a, b)) + (float)(min(ua, ub) + max(ua, ub)) +
       (float)(umin(ua, ub) + umax(ua, ub)) + (float)(llmin(la, lb) + llmax(la, lb)) +
       (float)(min(la, lb) + max(la, lb)) + min(x, 1.f) + max(x, 1.f) +
       (float)(min(x, 1.0) + max(1.0, x));
  // type conversions and reinterpretation
  int bits = __float_as_int(x);
  unsigned ubits = __float_as_uint(x);
  r += __int_as_float(bits) + __uint_as_float(ubits) + (float)__float2int_rn(x) +
       (float)__float2int_rz(x) + (float)__float2uint_rn(fabsf(x)) + __int2float_rn(bits) +
       (float)__float2ll_rn(x) + __ll2float_rn(la) + __uint2float_rn(ua) +
       __double2float_rn((double)x);
  out[i] = r;
}

__global__ void double_math(const double *in, double *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  double x = in[i], s, c;
  sincos(x, &s, &c);
  double r = exp(x) + sqrt(fabs(x)) + pow(x, 2.0) + log(fabs(x) + 1.0) + sin(x) + cos(x) + tan(x) +
             floor(x) + ceil(x) + fmin(x, 1.0) + fmax(x, 1.0) + fma(x, x, 1.0) + cbrt(x) + erf(x);
  r += rsqrt(x + 1.0) + rcbrt(x + 1.0) + exp10(x) + sinpi(x) + cospi(x) + normcdf(x) + erfinv(0.5);
  r += __fma_rn(x, x, 1.0) + __dadd_rn(x, 1.0) + __dmul_rn(x, 2.0) + __ddiv_rn(x, 3.0) +
       __dsqrt_rn(fabs(x)) + __drcp_rn(x + 1.0);
  long long bits = __double_as_longlong(x);
  r += __longlong_as_double(bits) + (double)__double2int_rn(x) + __int2double_rn(i) +
       (double)__double2ll_rz(x) + __ll2double_rn(bits) + (double)__double2hiint(x) +
       __hiloint2double(__double2hiint(x), __double2loint(x));
  r += min(x, 2.0) + max(x, 2.0) + s + c;
  out[i] = r;
}

int main() {
  const int n = 1024;
  float *fi = nullptr, *fo = nullptr;
  double *di = nullptr, *dout = nullptr;
  CHECK(cudaMalloc(&fi, n * sizeof(float)));
  CHECK(cudaMalloc(&fo, n * sizeof(float)));
  CHECK(cudaMalloc(&di, n * sizeof(double)));
  CHECK(cudaMalloc(&dout, n * sizeof(double)));
  float_math<<<n / 128, 128>>>(fi, fo, n);
  double_math<<<n / 128, 128>>>(di, dout, n);
  CUDA_CHECK_LAST();
  CHECK(cudaDeviceSynchronize());
  // host side: the standard functions and CUDA's host-callable min/max
  printf("%f %f %d %f\n", hd_norm(3.f, 4.f), (double)expf(1.f), min(3, 4), max(1.0, 2.5));
  CHECK(cudaFree(fi));
  CHECK(cudaFree(fo));
  CHECK(cudaFree(di));
  CHECK(cudaFree(dout));
  return 0;
}
