// 62_simd_bits_complex: byte and halfword SIMD intrinsics on packed pixel
// data (saturated brightness, absolute differences, sums of absolute
// differences for block matching, per-byte max and compare masks),
// __byte_perm byte swaps, funnel shifts, __umul64hi/__mul64hi, directed
// rounding intrinsics bracketing sums, math_constants.h constants, and
// cuComplex.h arithmetic on exact values (a rotation by i and a scaled
// division). The device results are compared with lane-by-lane host code
// written from the CUDA Math API descriptions and printed as checksums.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cuComplex.h>
#include <cuda_runtime.h>
#include <math_constants.h>

#define CHECK(call)                                                        \
  do {                                                                     \
    cudaError_t err_ = (call);                                             \
    if (err_ != cudaSuccess) {                                             \
      fprintf(stderr, "CUDA error '%s' at %s:%d\n",                        \
              cudaGetErrorString(err_), __FILE__, __LINE__);               \
      exit(1);                                                             \
    }                                                                      \
  } while (0)

#define NOUT 12

// out[k * n + i]: the k-th intrinsic on words a[i], b[i].
__global__ void simdKernel(const unsigned *a, const unsigned *b, unsigned *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned x = a[i], y = b[i];
  out[0 * n + i] = __vaddus4(x, y);           // brighten, saturating
  out[1 * n + i] = __vsubss2(x, y);
  out[2 * n + i] = __vabsdiffu4(x, y);
  out[3 * n + i] = __vsadu4(x, y);            // block-matching cost
  out[4 * n + i] = __vmaxs4(x, y);
  out[5 * n + i] = __vcmpgtu2(x, y);
  out[6 * n + i] = __vavgu4(x, y);
  out[7 * n + i] = __vabs2(x) ^ __vneg4(y);
  out[8 * n + i] = __byte_perm(x, y, 0x5140);  // interleave low bytes
  out[9 * n + i] = __byte_perm(x, 0, 0x0123);  // byte swap
  out[10 * n + i] = __funnelshift_l(x, y, i) ^ __funnelshift_r(x, y, i & 7);
  unsigned long long p = ((unsigned long long)x << 32 | y) * 0x9E3779B97F4A7C15ull;
  out[11 * n + i] = (unsigned)(__umul64hi(p, 0xD1B54A32D192ED03ull) ^ (unsigned long long)__mul64hi((long long)p, -7));
}

// Lower and upper bounds of x * y + z and of x / y with directed rounding.
__global__ void boundsKernel(const float *x, const float *y, float *lo, float *hi, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  lo[i] = __fadd_rd(__fmul_rd(x[i], y[i]), __fdiv_rd(x[i], y[i] + 3.0f));
  hi[i] = __fadd_ru(__fmul_ru(x[i], y[i]), __fdiv_ru(x[i], y[i] + 3.0f));
}

// Rotates z by i and divides by (2 + 2i), exact for these small values.
__global__ void complexKernel(const cuFloatComplex *z, cuFloatComplex *r, cuDoubleComplex *rd, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  cuFloatComplex w = cuCmulf(z[i], make_cuFloatComplex(0.0f, 1.0f));
  r[i] = cuCaddf(cuCdivf(w, make_cuFloatComplex(2.0f, 2.0f)), cuConjf(z[i]));
  rd[i] = cuCsub(cuComplexFloatToDouble(w), make_cuDoubleComplex(cuCabsf(make_cuFloatComplex(3.0f, 4.0f)), CUDART_PI));
}

static unsigned lane(unsigned v, int k, int w) { return (v >> (k * w)) & ((1u << w) - 1); }
static int slane(unsigned v, int k, int w) {
  unsigned u = lane(v, k, w);
  return (u >> (w - 1)) ? (int)u - (1 << w) : (int)u;
}
static unsigned reference(int k, unsigned x, unsigned y, int i) {
  unsigned r = 0;
  switch (k) {
  case 0: for (int j = 0; j < 4; ++j) { unsigned s = lane(x, j, 8) + lane(y, j, 8); r |= (s > 255 ? 255 : s) << (8 * j); } return r;
  case 1: for (int j = 0; j < 2; ++j) { int s = slane(x, j, 16) - slane(y, j, 16); s = s < -32768 ? -32768 : s > 32767 ? 32767 : s; r |= ((unsigned)s & 0xFFFF) << (16 * j); } return r;
  case 2: for (int j = 0; j < 4; ++j) r |= (unsigned)abs((int)lane(x, j, 8) - (int)lane(y, j, 8)) << (8 * j); return r;
  case 3: for (int j = 0; j < 4; ++j) r += (unsigned)abs((int)lane(x, j, 8) - (int)lane(y, j, 8)); return r;
  case 4: for (int j = 0; j < 4; ++j) { int m = slane(x, j, 8) > slane(y, j, 8) ? slane(x, j, 8) : slane(y, j, 8); r |= ((unsigned)m & 0xFF) << (8 * j); } return r;
  case 5: for (int j = 0; j < 2; ++j) r |= (lane(x, j, 16) > lane(y, j, 16) ? 0xFFFFu : 0u) << (16 * j); return r;
  case 6: for (int j = 0; j < 4; ++j) r |= ((lane(x, j, 8) + lane(y, j, 8) + 1) >> 1) << (8 * j); return r;
  case 7: {
    unsigned a = 0, b = 0;
    for (int j = 0; j < 2; ++j) a |= ((unsigned)abs(slane(x, j, 16)) & 0xFFFF) << (16 * j);
    for (int j = 0; j < 4; ++j) b |= ((unsigned)(-slane(y, j, 8)) & 0xFF) << (8 * j);
    return a ^ b;
  }
  case 8: return lane(x, 0, 8) | lane(y, 0, 8) << 8 | lane(x, 1, 8) << 16 | lane(y, 1, 8) << 24;
  case 9: return lane(x, 3, 8) | lane(x, 2, 8) << 8 | lane(x, 1, 8) << 16 | lane(x, 0, 8) << 24;
  case 10: {
    unsigned long long v = (unsigned long long)y << 32 | x;
    return (unsigned)((v << (i & 31)) >> 32) ^ (unsigned)(v >> (i & 7));
  }
  default: {
    unsigned long long p = ((unsigned long long)x << 32 | y) * 0x9E3779B97F4A7C15ull;
    unsigned __int128 u = (unsigned __int128)p * 0xD1B54A32D192ED03ull;
    __int128 s = (__int128)(long long)p * -7;
    return (unsigned)((unsigned long long)(u >> 64) ^ (unsigned long long)(s >> 64));
  }
  }
}

int main() {
  const int n = 4096;
  int ok = 1;
  unsigned *a = (unsigned *)malloc(n * sizeof(unsigned)), *b = (unsigned *)malloc(n * sizeof(unsigned));
  unsigned *out = (unsigned *)malloc(NOUT * n * sizeof(unsigned));
  unsigned s = 2463534242u;
  for (int i = 0; i < n; ++i) {
    s ^= s << 13; s ^= s >> 17; s ^= s << 5; a[i] = s;
    s ^= s << 13; s ^= s >> 17; s ^= s << 5; b[i] = (i % 9 == 0) ? a[i] : s;
  }
  unsigned *da, *db, *dout;
  CHECK(cudaMalloc(&da, n * sizeof(unsigned)));
  CHECK(cudaMalloc(&db, n * sizeof(unsigned)));
  CHECK(cudaMalloc(&dout, NOUT * n * sizeof(unsigned)));
  CHECK(cudaMemcpy(da, a, n * sizeof(unsigned), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(db, b, n * sizeof(unsigned), cudaMemcpyHostToDevice));
  simdKernel<<<(n + 127) / 128, 128>>>(da, db, dout, n);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(out, dout, NOUT * n * sizeof(unsigned), cudaMemcpyDeviceToHost));
  for (int k = 0; k < NOUT; ++k) {
    unsigned long long sum = 0;
    int bad = 0;
    for (int i = 0; i < n; ++i) {
      sum = sum * 1000003ull + out[k * n + i];
      bad += out[k * n + i] != reference(k, a[i], b[i], i);
    }
    printf("simd %2d: checksum %020llu mismatches %d\n", k, sum, bad);
    ok &= bad == 0;
  }

  // ---- directed rounding brackets the value computed in double
  const int m = 2000;
  float *x = (float *)malloc(m * sizeof(float)), *y = (float *)malloc(m * sizeof(float));
  float *lo = (float *)malloc(m * sizeof(float)), *hi = (float *)malloc(m * sizeof(float));
  for (int i = 0; i < m; ++i) {
    x[i] = 0.1f * (float)(i % 97) - 4.0f;
    y[i] = 1.0f / (float)(1 + i % 13);
  }
  float *dx, *dy, *dlo, *dhi;
  CHECK(cudaMalloc(&dx, m * sizeof(float)));
  CHECK(cudaMalloc(&dy, m * sizeof(float)));
  CHECK(cudaMalloc(&dlo, m * sizeof(float)));
  CHECK(cudaMalloc(&dhi, m * sizeof(float)));
  CHECK(cudaMemcpy(dx, x, m * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dy, y, m * sizeof(float), cudaMemcpyHostToDevice));
  boundsKernel<<<(m + 255) / 256, 256>>>(dx, dy, dlo, dhi, m);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(lo, dlo, m * sizeof(float), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(hi, dhi, m * sizeof(float), cudaMemcpyDeviceToHost));
  int outside = 0, tight = 0;
  unsigned long long bsum = 0;
  for (int i = 0; i < m; ++i) {
    double v = (double)x[i] * y[i] + (double)x[i] / (double)(y[i] + 3.0f);
    outside += !(lo[i] <= v && v <= hi[i]);
    tight += nextafterf(lo[i], INFINITY) >= hi[i] || nextafterf(nextafterf(lo[i], INFINITY), INFINITY) >= hi[i];
    unsigned ul, uh;
    memcpy(&ul, &lo[i], 4);
    memcpy(&uh, &hi[i], 4);
    bsum = bsum * 31 + ul + 7ull * uh;
  }
  printf("directed rounding: outside %d, within two steps %d of %d, checksum %llu\n", outside, tight, m, bsum);
  ok &= outside == 0 && tight == m;

  // ---- cuComplex on exact values
  const int nc = 64;
  cuFloatComplex *z = (cuFloatComplex *)malloc(nc * sizeof(cuFloatComplex)), *r = (cuFloatComplex *)malloc(nc * sizeof(cuFloatComplex));
  cuDoubleComplex *rdv = (cuDoubleComplex *)malloc(nc * sizeof(cuDoubleComplex));
  for (int i = 0; i < nc; ++i) z[i] = make_cuFloatComplex((float)(i % 8) - 3.0f, (float)(i / 8) - 4.0f);
  cuFloatComplex *dz, *dr;
  cuDoubleComplex *drd;
  CHECK(cudaMalloc(&dz, nc * sizeof(cuFloatComplex)));
  CHECK(cudaMalloc(&dr, nc * sizeof(cuFloatComplex)));
  CHECK(cudaMalloc(&drd, nc * sizeof(cuDoubleComplex)));
  CHECK(cudaMemcpy(dz, z, nc * sizeof(cuFloatComplex), cudaMemcpyHostToDevice));
  complexKernel<<<1, nc>>>(dz, dr, drd, nc);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(r, dr, nc * sizeof(cuFloatComplex), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(rdv, drd, nc * sizeof(cuDoubleComplex), cudaMemcpyDeviceToHost));
  int cbad = 0;
  double csum = 0;
  for (int i = 0; i < nc; ++i) {
    float re = cuCrealf(z[i]), im = cuCimagf(z[i]);
    // (i z) / (2 + 2i) + conj(z) = (-im + i re)(2 - 2i) / 8 + (re - i im)
    float wr = (-im * 2.0f + re * 2.0f) / 8.0f + re, wi = (re * 2.0f + im * 2.0f) / 8.0f - im;
    cbad += cuCrealf(r[i]) != wr || cuCimagf(r[i]) != wi;
    cbad += cuCreal(rdv[i]) != -im - 5.0 || cuCimag(rdv[i]) != re - CUDART_PI;
    csum += cuCrealf(r[i]) * (i + 1) + cuCimagf(r[i]);
  }
  printf("complex: sum %.4f, mismatches %d, |3+4i| = %.1f, pi_f = %.7f\n", csum, cbad,
         cuCabsf(make_cuFloatComplex(3.0f, 4.0f)), CUDART_PI_F);
  ok &= cbad == 0;

  CHECK(cudaFree(da)); CHECK(cudaFree(db)); CHECK(cudaFree(dout));
  CHECK(cudaFree(dx)); CHECK(cudaFree(dy)); CHECK(cudaFree(dlo)); CHECK(cudaFree(dhi));
  CHECK(cudaFree(dz)); CHECK(cudaFree(dr)); CHECK(cudaFree(drd));
  free(a); free(b); free(out); free(x); free(y); free(lo); free(hi); free(z); free(r); free(rdv);
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
