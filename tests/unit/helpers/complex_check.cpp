// complex_check.cpp - cuComplex.h results on pseudo-random and special
// operands, as checksums of the bits. Built by nvcc against the CUDA SDK's
// cuComplex.h it made complex_reference.txt; built against
// omp_runtime_helpers (c2o_complex.h) it must print the same
// (helpers.complex.*). Host code: no contraction into fused multiply-adds.
#include <stdio.h>
#include <string.h>
#ifdef __NVCC__
#include <cuComplex.h>
#else
#include "c2o_complex.h"
#endif
typedef unsigned long long u64;
static u64 mix(u64 x) {
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}
static float pickf(u64 i) {
  static const float special[8] = {0.0f, -0.0f, 1.0f, -1.0f, 1e30f, -1e-30f, 3e38f, 1e-40f};
  u64 r = mix(i);
  if ((r & 0x1F) == 0) return special[(r >> 8) & 7];
  unsigned e = 127 - 40 + (unsigned)((r >> 8) % 80), u = (unsigned)(r >> 32) & 0x807FFFFFu;
  u |= e << 23;
  float f;
  memcpy(&f, &u, 4);
  return f;
}
static double pickd(u64 i) {
  u64 r = mix(i ^ 0x5555), e = 1023 - 300 + (mix(r) % 600), u = (r & 0x800FFFFFFFFFFFFFull) | (e << 52);
  double d;
  if ((r & 0x1F) == 0) return (r & 0x20) ? 0.0 : 1e300;
  memcpy(&d, &u, 8);
  return d;
}
static u64 fb(float f) { unsigned u; memcpy(&u, &f, 4); return u; }
static u64 db(double d) { u64 u; memcpy(&u, &d, 8); return u; }
int main(void) {
  const u64 n = 1 << 20;
  u64 s[8] = {0};
  for (u64 i = 0; i < n; ++i) {
    cuFloatComplex a = make_cuFloatComplex(pickf(4 * i), pickf(4 * i + 1));
    cuFloatComplex b = make_cuFloatComplex(pickf(4 * i + 2), pickf(4 * i + 3));
    cuDoubleComplex c = make_cuDoubleComplex(pickd(4 * i), pickd(4 * i + 1));
    cuDoubleComplex d = make_cuDoubleComplex(pickd(4 * i + 2), pickd(4 * i + 3));
    cuFloatComplex q = cuCdivf(a, b), m = cuCmulf(a, cuConjf(b)), f = cuCfmaf(a, b, a);
    cuDoubleComplex qd = cuCdiv(c, d), md = cuCmul(c, d), fd = cuCfma(c, d, c);
    s[0] += mix(i ^ fb(cuCrealf(q)) ^ fb(cuCimagf(q)) << 32);
    s[1] += mix(i ^ fb(cuCabsf(a)));
    s[2] += mix(i ^ fb(m.x) ^ fb(m.y) << 32 ^ fb(cuCaddf(a, b).x) << 7 ^ fb(cuCsubf(a, b).y) << 13);
    s[3] += mix(i ^ fb(f.x) ^ fb(f.y) << 32);
    s[4] += mix(i ^ db(cuCreal(qd)) ^ db(cuCimag(qd)) << 1);
    s[5] += mix(i ^ db(cuCabs(c)));
    s[6] += mix(i ^ db(md.x) ^ db(md.y) << 1 ^ db(cuCadd(c, cuConj(d)).y) << 3 ^ db(fd.x) << 5 ^ db(fd.y) << 9);
    s[7] += mix(i ^ fb(cuComplexDoubleToFloat(c).x) ^ db(cuComplexFloatToDouble(a).y) << 2 ^ fb(make_cuComplex(1.0f, 2.0f).y));
  }
  static const char *names[8] = {"cuCdivf", "cuCabsf", "cuCmulf_cuCaddf_cuCsubf", "cuCfmaf",
                                 "cuCdiv", "cuCabs", "cuCmul_cuCadd_cuCfma", "conversions"};
  for (int k = 0; k < 8; ++k) printf("%-24s %llu %016llx\n", names[k], n, s[k]);
  return 0;
}
