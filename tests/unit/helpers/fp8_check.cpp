// fp8_check.cpp - cuda_fp8.h conversions as checksums: float (2^24-pattern
// stride set with every rounding case of the low bits), double samples,
// every half and bfloat16, every fp8 value back to half, and the types'
// constructors, for e4m3 and e5m2 with and without saturation. Built by nvcc
// against the CUDA SDK's cuda_fp8.h (host functions) it made
// fp8_reference.txt; against omp_runtime_helpers (c2o_fp8.h) it must print
// the same (helpers.fp8.*).
#include <stdio.h>
#include <string.h>
#ifdef __NVCC__
#include <cuda_fp8.h>
#else
#include "c2o_runtime.h"
#include "c2o_fp8.h"
#endif
typedef unsigned long long u64;
static u64 mix(u64 x) {
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}
static float bitsf(unsigned u) { float f; memcpy(&f, &u, 4); return f; }
static double pick_double(u64 i) {
  u64 r = mix(i), e = 1023 - 40 + (r >> 52) % 60, b = (r & 0x800FFFFFFFFFFFFFull) | (e << 52);
  if ((r & 0xF0) == 0) b &= ~0xFFFFFFFFFFull; /* exact and tie cases */
  double d;
  memcpy(&d, &b, 8);
  return d;
}
int main() {
  const __nv_fp8_interpretation_t kinds[2] = {__NV_E4M3, __NV_E5M2};
  const __nv_saturation_t sats[2] = {__NV_NOSAT, __NV_SATFINITE};
  static const unsigned lows[8] = {0x00000, 0x00001, 0x7FFFF, 0x80000, 0x80001, 0xFFFFF, 0x3FFFF, 0x40000};
  for (int k = 0; k < 2; ++k)
    for (int s = 0; s < 2; ++s) {
      u64 hf = 0, hd = 0, hh = 0, hb = 0;
      for (u64 i = 0; i < (1ull << 24); ++i) {
        unsigned u = (unsigned)(i >> 3) << 12 ^ lows[i & 7];
        hf += mix(i << 8 ^ __nv_cvt_float_to_fp8(bitsf(u), sats[s], kinds[k]));
      }
      for (u64 i = 0; i < (1ull << 20); ++i) hd += mix(i << 8 ^ __nv_cvt_double_to_fp8(pick_double(i), sats[s], kinds[k]));
      for (unsigned i = 0; i < 65536; ++i) {
        __half_raw h;
        h.x = (unsigned short)i;
        __nv_bfloat16_raw b;
        b.x = (unsigned short)i;
        hh += mix((u64)i << 8 ^ __nv_cvt_halfraw_to_fp8(h, sats[s], kinds[k]));
        hb += mix((u64)i << 8 ^ __nv_cvt_bfloat16raw_to_fp8(b, sats[s], kinds[k]));
      }
      printf("%s %s float %016llx double %016llx half %016llx bfloat16 %016llx\n", k ? "e5m2" : "e4m3",
             s ? "satfinite" : "nosat", hf, hd, hh, hb);
    }
  for (int k = 0; k < 2; ++k) {
    u64 h = 0;
    for (unsigned i = 0; i < 256; ++i) h += mix((u64)i << 16 ^ __nv_cvt_fp8_to_halfraw((__nv_fp8_storage_t)i, kinds[k]).x);
    printf("%s to half %016llx\n", k ? "e5m2" : "e4m3", h);
  }
  u64 c = 0;
  for (int i = -600; i <= 600; ++i) {
    float f = i * 0.37f;
    __nv_fp8_e4m3 a(f);
    __nv_fp8_e5m2 b(f);
    __nv_fp8x2_e4m3 p(make_float2(f, -f));
    c += mix((u64)(i + 1000) << 32 ^ a.__x ^ (u64)b.__x << 8 ^ (u64)p.__x << 16);
    float back = (float)a + (float)b;
    unsigned ub;
    memcpy(&ub, &back, 4);
    c += mix(ub);
  }
  printf("constructors %016llx\n", c);
  return 0;
}
