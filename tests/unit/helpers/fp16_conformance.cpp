// fp16_conformance.cpp - half and bfloat16 results of one source, built two
// ways, compared line by line:
//   nvcc (CUDA 13, host code): CUDA's own cuda_fp16.h / cuda_bf16.h host
//     functions make tests/unit/helpers/fp16_reference.txt
//       nvcc -O2 -x cu fp16_conformance.cpp -o ref && ./ref all > fp16_reference.txt
//   clang++/g++ -fopenmp with omp_runtime_helpers: c2o_fp16.h, every value
//     computed inside a target region (host plugin here; the GPU with an
//     offload build), must print the same lines.
// Each line is "name count checksum": a sum over the inputs of a mix of the
// input's index and the result's bits, so any one differing bit shows.
// `all` sweeps every float bit pattern (2^32) for the float conversions;
// without it a 2^24-pattern stride set that holds every rounding boundary case
// of the low 13 (half) and 16 (bfloat16) bits is swept.
#ifdef __NVCC__
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#else
#include "c2o_fp16.h"
#endif
#include <stdio.h>
#include <string.h>

typedef unsigned long long u64;

#ifndef __NVCC__
#pragma omp declare target
#endif
static inline u64 mix(u64 x) { /* splitmix64's finaliser */
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}
static inline unsigned fbits(float f) { unsigned u; memcpy(&u, &f, 4); return u; }
static inline float bitsf(unsigned u) { float f; memcpy(&f, &u, 4); return f; }
static inline unsigned short hb(__half h) { return __half_as_ushort(h); }
static inline unsigned short bb(__nv_bfloat16 h) { return __bfloat16_as_ushort(h); }
/* The i-th float of the sweep: all patterns, or the stride set. */
static inline unsigned float_pattern(u64 i, int all) {
  if (all) return (unsigned)i;
  /* 2^21 high parts x 8 low parts: the bits that decide a rounding (13 for
   * half, 16 for bfloat16) at and around 0, the half-way point and the top. */
  static const unsigned lows[8] = {0x0000, 0x0001, 0x0FFF, 0x1000, 0x1001, 0x7FFF, 0x8000, 0x8001};
  return (unsigned)(i >> 3) << 11 ^ lows[i & 7];
}
/* The i-th value of a pseudo-random stream (LCG), for pairs and doubles. */
static inline u64 stream(u64 i) { return mix(i * 0x2545F4914F6CDD1Dull + 1); }
/* A half or bfloat16 bit pattern for pair tests: mostly random, special values in front. */
static inline unsigned short pick16(u64 i, u64 salt) {
  static const unsigned short specials[16] = {0x0000, 0x8000, 0x0001, 0x8001, 0x03FF, 0x0400, 0x3C00, 0xBC00,
                                              0x7BFF, 0xFBFF, 0x7C00, 0xFC00, 0x7E00, 0x7FFF, 0x3555, 0x7F80};
  u64 r = stream(i ^ (salt << 40));
  return (r & 0xF0) == 0 ? specials[(r >> 8) & 15] : (unsigned short)(r >> 16);
}
/* A double near the half/bfloat16 ranges for conversions. */
static inline double pick_double(u64 i) {
  u64 r = stream(i), bits;
  int e = (int)((r >> 52) % 300) - 150 + 1023; /* 2^-150 .. 2^150 */
  bits = (r & 0x800FFFFFFFFFFFFFull) | ((u64)e << 52);
  if ((r & 0x3F0) == 0) bits &= ~0x3FFFFFFFull | (r & 0x20000000ull); /* exact 23-bit and tie cases */
  double d;
  memcpy(&d, &bits, 8);
  return d;
}
#ifndef __NVCC__
#pragma omp end declare target
#endif

#ifdef __NVCC__
#define C2O_TARGET_SUM(N, EXPR)                                                \
  do {                                                                         \
    u64 s_ = 0;                                                                \
    for (u64 i = 0; i < (N); ++i) s_ += mix((i << 32) ^ (u64)(EXPR));         \
    sum = s_;                                                                  \
  } while (0)
#else
#define C2O_TARGET_SUM(N, EXPR)                                                \
  do {                                                                         \
    u64 s_ = 0, n_ = (N);                                                      \
    _Pragma("omp target teams distribute parallel for reduction(+ : s_) map(tofrom : s_)") \
    for (u64 i = 0; i < n_; ++i) s_ += mix((i << 32) ^ (u64)(EXPR));          \
    sum = s_;                                                                  \
  } while (0)
#endif
#define CHECK_SUM(NAME, N, EXPR)                                               \
  do {                                                                         \
    u64 sum;                                                                   \
    C2O_TARGET_SUM(N, EXPR);                                                   \
    printf("%-24s %12llu %016llx\n", NAME, (u64)(N), sum);                     \
  } while (0)

int main(int argc, char **argv) {
  const int all = argc > 1 && strcmp(argv[1], "all") == 0;
  const u64 nf = all ? (1ull << 32) : (1ull << 24), n16 = 65536, np = 1ull << 22, nd = 1ull << 22;
  const char *sweep = all ? "all" : "stride";
  char name[64];
#define FLOAT_CHECK(TAG, EXPR)                                                 \
  snprintf(name, sizeof name, "%s_%s", TAG, sweep);                            \
  CHECK_SUM(name, nf, EXPR)

  /* half and bfloat16 to float: every pattern */
  CHECK_SUM("half2float", n16, fbits(__half2float(__ushort_as_half((unsigned short)i))));
  CHECK_SUM("bfloat162float", n16, fbits(__bfloat162float(__ushort_as_bfloat16((unsigned short)i))));
  /* float to half and bfloat16, four rounding modes */
  FLOAT_CHECK("float2half_rn", hb(__float2half_rn(bitsf(float_pattern(i, all)))));
  FLOAT_CHECK("float2half_rz", hb(__float2half_rz(bitsf(float_pattern(i, all)))));
  FLOAT_CHECK("float2half_rd", hb(__float2half_rd(bitsf(float_pattern(i, all)))));
  FLOAT_CHECK("float2half_ru", hb(__float2half_ru(bitsf(float_pattern(i, all)))));
  FLOAT_CHECK("float2half", hb(__float2half(bitsf(float_pattern(i, all)))));
  FLOAT_CHECK("float2bfloat16_rn", bb(__float2bfloat16_rn(bitsf(float_pattern(i, all)))));
  FLOAT_CHECK("float2bfloat16_rz", bb(__float2bfloat16_rz(bitsf(float_pattern(i, all)))));
  FLOAT_CHECK("float2bfloat16_rd", bb(__float2bfloat16_rd(bitsf(float_pattern(i, all)))));
  FLOAT_CHECK("float2bfloat16_ru", bb(__float2bfloat16_ru(bitsf(float_pattern(i, all)))));
  /* double to half and bfloat16 */
  CHECK_SUM("double2half", nd, hb(__double2half(pick_double(i))));
  CHECK_SUM("double2bfloat16", nd, bb(__double2bfloat16(pick_double(i))));
  /* integers to half and bfloat16, four modes; half and bfloat16 to integers (rz) */
  CHECK_SUM("int2half_rn", nd, hb(__int2half_rn((int)(stream(i) >> (i & 31)))));
  CHECK_SUM("int2half_rz", nd, hb(__int2half_rz((int)(stream(i) >> (i & 31)))));
  CHECK_SUM("int2half_rd", nd, hb(__int2half_rd((int)(stream(i) >> (i & 31)))));
  CHECK_SUM("int2half_ru", nd, hb(__int2half_ru((int)(stream(i) >> (i & 31)))));
  CHECK_SUM("uint2half_rn", nd, hb(__uint2half_rn((unsigned)(stream(i) >> (i & 31)))));
  CHECK_SUM("short2half_rn", nd, hb(__short2half_rn((short)(stream(i) >> (i & 31)))));
  CHECK_SUM("ushort2half_rn", nd, hb(__ushort2half_rn((unsigned short)(stream(i) >> (i & 31)))));
  CHECK_SUM("ll2half_rn", nd, hb(__ll2half_rn((long long)(stream(i) >> (i & 63)))));
  CHECK_SUM("ull2half_rn", nd, hb(__ull2half_rn(stream(i) >> (i & 63))));
  CHECK_SUM("int2bfloat16_rn", nd, bb(__int2bfloat16_rn((int)(stream(i) >> (i & 31)))));
  CHECK_SUM("ll2bfloat16_rn", nd, bb(__ll2bfloat16_rn((long long)(stream(i) >> (i & 63)))));
  CHECK_SUM("ull2bfloat16_rn", nd, bb(__ull2bfloat16_rn(stream(i) >> (i & 63))));
  CHECK_SUM("half2int_rz", n16, (unsigned)__half2int_rz(__ushort_as_half((unsigned short)i)));
  CHECK_SUM("half2ll_rz", n16, (u64)__half2ll_rz(__ushort_as_half((unsigned short)i)));
  CHECK_SUM("half2uint_rz", n16, __half2uint_rz(__ushort_as_half((unsigned short)i)));
  CHECK_SUM("half2short_rz", n16, (unsigned short)__half2short_rz(__ushort_as_half((unsigned short)i)));
  CHECK_SUM("bfloat162int_rz", n16, (unsigned)__bfloat162int_rz(__ushort_as_bfloat16((unsigned short)i)));
  /* arithmetic and comparisons on pairs */
#define H(k) __ushort_as_half(pick16(i, k))
#define B(k) __ushort_as_bfloat16(pick16(i, k))
  CHECK_SUM("hadd", np, hb(__hadd(H(1), H(2))));
  CHECK_SUM("hsub", np, hb(__hsub(H(1), H(2))));
  CHECK_SUM("hmul", np, hb(__hmul(H(1), H(2))));
  CHECK_SUM("hdiv", np, hb(__hdiv(H(1), H(2))));
  CHECK_SUM("hadd_sat", np, hb(__hadd_sat(H(1), H(2))));
  CHECK_SUM("hmul_sat", np, hb(__hmul_sat(H(1), H(2))));
  CHECK_SUM("hmax", np, hb(__hmax(H(1), H(2))));
  CHECK_SUM("hmin", np, hb(__hmin(H(1), H(2))));
  CHECK_SUM("hmax_nan", np, hb(__hmax_nan(H(1), H(2))));
  CHECK_SUM("hmin_nan", np, hb(__hmin_nan(H(1), H(2))));
  CHECK_SUM("hneg_habs", np, hb(__hneg(H(1))) | (u64)hb(__habs(H(2))) << 16);
  CHECK_SUM("hcompare", np, __heq(H(1), H(2)) | __hne(H(1), H(2)) << 1 | __hlt(H(1), H(2)) << 2 |
                                __hle(H(1), H(2)) << 3 | __hgt(H(1), H(2)) << 4 | __hge(H(1), H(2)) << 5 |
                                __hequ(H(1), H(2)) << 6 | __hneu(H(1), H(2)) << 7 | __hltu(H(1), H(2)) << 8 |
                                __hgeu(H(1), H(2)) << 9 | __hisnan(H(1)) << 10 | (__hisinf(H(2)) + 1) << 11);
  CHECK_SUM("half_operators", np, hb(H(1) + H(2)) ^ (u64)hb(H(1) * H(2)) << 16 ^ (u64)hb(H(1) - H(2)) << 32 ^
                                      (u64)(H(1) < H(2)) << 48 ^ (u64)(H(1) != H(2)) << 49);
  CHECK_SUM("hadd2_hmul2", np, __half_as_ushort(__low2half(__hadd2(__halves2half2(H(1), H(2)), __halves2half2(H(3), H(4))))) ^
                                   (u64)hb(__high2half(__hmul2(__halves2half2(H(1), H(2)), __halves2half2(H(3), H(4))))) << 16);
  CHECK_SUM("heq2_mask", np, __hlt2_mask(__halves2half2(H(1), H(2)), __halves2half2(H(3), H(4))));
  CHECK_SUM("bf16_hadd", np, bb(__hadd(B(1), B(2))));
  CHECK_SUM("bf16_hsub", np, bb(__hsub(B(1), B(2))));
  CHECK_SUM("bf16_hmul", np, bb(__hmul(B(1), B(2))));
  CHECK_SUM("bf16_hdiv", np, bb(__hdiv(B(1), B(2))));
  CHECK_SUM("bf16_hmax", np, bb(__hmax(B(1), B(2))));
  CHECK_SUM("bf16_hmin", np, bb(__hmin(B(1), B(2))));
  CHECK_SUM("bf16_operators", np, bb(B(1) + B(2)) ^ (u64)bb(B(1) * B(2)) << 16 ^ (u64)(B(1) < B(2)) << 48);
  CHECK_SUM("bf16_hcompare", np, __heq(B(1), B(2)) | __hlt(B(1), B(2)) << 1 | __hgeu(B(1), B(2)) << 2 |
                                     __hisnan(B(1)) << 3 | (__hisinf(B(2)) + 1) << 4);
  return 0;
}
