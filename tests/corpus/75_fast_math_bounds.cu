// 75_fast_math_bounds: CUDA's fast single-precision intrinsics (__sinf,
// __cosf, __sincosf, __tanf, __expf, __exp10f, __logf, __log2f, __log10f,
// __powf, __fdividef) checked against a double CPU reference within the
// maximum errors the CUDA Math API documents for them ("Intrinsic
// Functions"), and the exact ones (__frcp_rn, __fsqrt_rn, __saturatef)
// checked for equality. Accurate functions (the host) and the GPU's
// approximations (sin.approx, ex2.approx, ... / v_sin_f32, v_exp_f32, ...)
// both pass; only verdicts and point counts are printed.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define NF 14
#define N 4096

// x in [-pi, pi]; e in [-10, 10]; t in [-pi/4, pi/4]; l log-spaced over
// [2^-10, 2^10]; p in [0.5, 4]; q in [-2, 2]; y in [0.01, 1000], signed.
__global__ void fastKernel(const float *x, const float *e, const float *t, const float *l, const float *p,
                           const float *q, const float *y, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float *o = out + NF * i;
  o[0] = __sinf(x[i]);
  o[1] = __cosf(x[i]);
  float s, c;
  __sincosf(x[i], &s, &c);
  o[2] = s;
  o[3] = c;
  o[4] = __tanf(t[i]);
  o[5] = __expf(e[i]);
  o[6] = __exp10f(0.4f * e[i]);
  o[7] = __logf(l[i]);
  o[8] = __log2f(l[i]);
  o[9] = __log10f(l[i]);
  o[10] = __powf(p[i], q[i]);
  o[11] = __fdividef(e[i], y[i]);
  o[12] = __frcp_rn(y[i]) + __fsqrt_rn(p[i]) * 0.0f;  // exact: compared bit for bit below
  o[13] = __saturatef(0.1f * e[i]) + __fsqrt_rn(l[i]);
}

// One unit in the last place of float r (r rounded to float first).
static double ulpOf(double r) {
  float a = fabsf((float)r);
  if (a == 0.0f) return ldexp(1.0, -149);
  return (double)nextafterf(a, INFINITY) - (double)a;
}

int main() {
  const int n = N;
  const double pi = 3.14159265358979323846;
  float *h[7];
  for (int k = 0; k < 7; ++k) h[k] = (float *)malloc(n * sizeof(float));
  float *hx = h[0], *he = h[1], *ht = h[2], *hl = h[3], *hp = h[4], *hq = h[5], *hy = h[6];
  for (int i = 0; i < n; ++i) {
    double u = (i + 0.5) / n;  // (0, 1)
    hx[i] = (float)(pi * (2.0 * u - 1.0)) * 0.999999f;
    he[i] = (float)(20.0 * u - 10.0);
    ht[i] = (float)(pi / 4 * (2.0 * u - 1.0));
    hl[i] = (float)exp2(20.0 * u - 10.0);
    hp[i] = (float)(0.5 + 3.5 * u);
    hq[i] = (float)(2.0 - 4.0 * ((i * 37) % n + 0.5) / n);
    hy[i] = (float)((i % 2 ? -1.0 : 1.0) * exp10(5.0 * ((i * 53) % n + 0.5) / n - 2.0));
  }
  float *d[7], *dout;
  for (int k = 0; k < 7; ++k) {
    cudaMalloc(&d[k], n * sizeof(float));
    cudaMemcpy(d[k], h[k], n * sizeof(float), cudaMemcpyHostToDevice);
  }
  cudaMalloc(&dout, n * NF * sizeof(float));
  fastKernel<<<n / 128, 128>>>(d[0], d[1], d[2], d[3], d[4], d[5], d[6], dout, n);
  cudaError_t err = cudaGetLastError();
  if (err == cudaSuccess) err = cudaDeviceSynchronize();
  if (err != cudaSuccess) {
    fprintf(stderr, "error: %s\n", cudaGetErrorString(err));
    printf("FAIL\n");
    return 1;
  }
  float *ho = (float *)malloc(n * NF * sizeof(float));
  cudaMemcpy(ho, dout, n * NF * sizeof(float), cudaMemcpyDeviceToHost);

  const char *names[NF] = {"__sinf", "__cosf", "__sincosf.sin", "__sincosf.cos", "__tanf", "__expf", "__exp10f",
                           "__logf", "__log2f", "__log10f", "__powf", "__fdividef", "__frcp_rn", "__saturatef+sqrt"};
  int bad[NF] = {0}, checked[NF] = {0};
  for (int i = 0; i < n; ++i) {
    const float *o = ho + NF * i;
    const double x = hx[i], e = he[i], t = ht[i], l = hl[i], p = hp[i], q = hq[i], y = hy[i];
    const bool inner = l >= 0.5 && l <= 2.0;  // the log functions' absolute-error range
    const double ref[NF] = {sin(x), cos(x), sin(x), cos(x), tan(t), exp(e), exp10((double)(0.4f * he[i])),
                            log(l), log2(l), log10(l), pow(p, q), e / y, 0, 0};
    // the documented bound of each, as an absolute error
    double bound[NF];
    bound[0] = bound[2] = exp2(-21.41);
    bound[1] = bound[3] = exp2(-21.19);
    // __tanf is __sinf(t) / __cosf(t): |t| <= pi/4, cos(t) >= 0.707, so the
    // error is at most (2^-21.41 + |tan t| 2^-21.19) / cos t plus 2 ulp.
    bound[4] = (exp2(-21.41) + fabs(ref[4]) * exp2(-21.19)) / cos(t) + 2 * ulpOf(ref[4]);
    bound[5] = (2 + floor(fabs(1.173 * e))) * ulpOf(ref[5]);
    bound[6] = (2 + floor(fabs(2.97 * (double)(0.4f * he[i])))) * ulpOf(ref[6]);
    bound[7] = inner ? exp2(-21.41) : 3 * ulpOf(ref[7]);
    bound[8] = inner ? exp2(-22) : 2 * ulpOf(ref[8]);
    bound[9] = inner ? exp2(-24) : 3 * ulpOf(ref[9]);
    // __powf is exp2(q * __log2f(p)): __log2f's error (2^-22 or 2 ulp) times
    // |q|, through exp2 (a relative error of ln 2 per unit), plus exp2's own 2 ulp.
    bound[10] = fabs(ref[10]) * log(2.0) * fabs(q) * fmax(exp2(-22), 2 * ulpOf(log2(p))) * 1.01 +
                2 * ulpOf(ref[10]);
    bound[11] = 2 * ulpOf(ref[11]);
    for (int k = 0; k < 12; ++k) {
      ++checked[k];
      if (!(fabs((double)o[k] - ref[k]) <= bound[k])) ++bad[k];
    }
    // exact: correctly rounded reciprocal and square roots, the clamp
    const float rcp = (float)(1.0 / y), sq = (float)sqrt(l);
    const float sat = fminf(fmaxf(0.1f * he[i], 0.0f), 1.0f);
    ++checked[12];
    if (o[12] != rcp) ++bad[12];
    ++checked[13];
    if (o[13] != sat + sq) ++bad[13];
  }
  bool ok = true;
  for (int k = 0; k < NF; ++k) {
    printf("%-17s points=%d within_bound=%d\n", names[k], checked[k], bad[k] == 0 ? 1 : 0);
    if (bad[k]) fprintf(stderr, "%s: %d points outside the bound\n", names[k], bad[k]);
    ok = ok && bad[k] == 0;
  }
  for (int k = 0; k < 7; ++k) {
    cudaFree(d[k]);
    free(h[k]);
  }
  cudaFree(dout);
  free(ho);
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
