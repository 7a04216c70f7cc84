// Unit tests of c2o_fp16.h (half and bfloat16) beyond what fp16_conformance
// compares with nvcc's host functions: the device-only functions of CUDA
// (fused multiply-add, rounding-mode integer conversions, math), checked
// against exact references written here, and layout/overload behaviour.
#include "c2o_runtime.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <cstring>
#include <type_traits>

namespace {

unsigned long long lcg(unsigned long long &s) {
  s = s * 6364136223846793005ull + 1442695040888963407ull;
  return s >> 11;
}

// Exact a * b + c rounded to nearest even, for values that are integers
// times 2^-unit (unit: 24 for half, 27 for the bfloat16 values used here),
// held in __int128; p bits of precision, emin the smallest normal exponent.
float exact_fma(float a, float b, float c, int unit, int p, int emin) {
  __int128 na = (__int128)std::ldexp((double)a, unit), nb = (__int128)std::ldexp((double)b, unit);
  __int128 nc = (__int128)std::ldexp((double)c, unit);
  __int128 s = na * nb + nc * ((__int128)1 << unit); // units of 2^-2unit
  if (s == 0) return (std::signbit(a) != std::signbit(b) && std::signbit(c)) ? -0.0f : 0.0f;
  bool neg = s < 0;
  unsigned __int128 m = neg ? (unsigned __int128)(-s) : (unsigned __int128)s;
  int msb = 127;
  while (!((m >> msb) & 1)) --msb;
  int e = msb - 2 * unit;                       // exponent of the exact value
  int qexp = (e > emin ? e : emin) - (p - 1);   // exponent of the result's last bit
  int shift = qexp + 2 * unit;
  unsigned __int128 q = m;
  if (shift > 0) {
    unsigned __int128 rem = m & (((unsigned __int128)1 << shift) - 1), half = (unsigned __int128)1 << (shift - 1);
    q = m >> shift;
    if (rem > half || (rem == half && (q & 1))) ++q;
  } else {
    qexp = -2 * unit;
  }
  double v = std::ldexp((double)(unsigned long long)q, qexp);
  return (float)(neg ? -v : v);
}

template <class T> unsigned short bits_of(T h) {
  unsigned short u;
  std::memcpy(&u, &h, 2);
  return u;
}

} // namespace

// Sizes and alignments of every vector type and the 16-bit types, as
// tests/headers/abi_checks.cu asserts them against the CUDA SDK.
#define C2O_LAYOUT(T, SIZE, ALIGN) static_assert(sizeof(T) == SIZE && alignof(T) == ALIGN, #T);
#include "../../headers/type_layouts.h"
#undef C2O_LAYOUT

TEST_CASE("fp16: types have CUDA's layout and are trivially copyable", "[fp16]") {
  STATIC_REQUIRE(sizeof(__half) == 2);
  STATIC_REQUIRE(alignof(__half) == 2);
  STATIC_REQUIRE(sizeof(__half2) == 4);
  STATIC_REQUIRE(alignof(__half2) == 4);
  STATIC_REQUIRE(sizeof(__nv_bfloat16) == 2);
  STATIC_REQUIRE(sizeof(__nv_bfloat162) == 4);
  STATIC_REQUIRE(alignof(__nv_bfloat162) == 4);
  STATIC_REQUIRE(std::is_trivially_copyable<__half2>::value);
  STATIC_REQUIRE(std::is_trivially_copyable<__nv_bfloat162>::value);
  STATIC_REQUIRE(std::is_same<half, __half>::value);
  STATIC_REQUIRE(std::is_same<nv_bfloat162, __nv_bfloat162>::value);
  __half2 h2 = __floats2half2_rn(1.0f, -2.0f);
  unsigned int raw;
  std::memcpy(&raw, &h2, 4);
  CHECK(raw == 0xC0003C00u); // x in the low half, as in CUDA
}

TEST_CASE("fp16: __hfma is the exactly rounded a * b + c (half)", "[fp16]") {
  unsigned long long s = 1;
  int mismatches = 0;
  for (int i = 0; i < 400000; ++i) {
    __half a = __ushort_as_half((unsigned short)(lcg(s) & 0xFFFF));
    __half b = __ushort_as_half((unsigned short)(lcg(s) & 0xFFFF));
    __half c = __ushort_as_half((unsigned short)(lcg(s) & 0xFFFF));
    if (__hisnan(a) || __hisnan(b) || __hisnan(c) || __hisinf(a) || __hisinf(b) || __hisinf(c)) continue;
    float want = exact_fma(__half2float(a), __half2float(b), __half2float(c), 24, 11, -14);
    if (bits_of(__hfma(a, b, c)) != bits_of(__float2half(want))) ++mismatches;
  }
  CHECK(mismatches == 0);
  // Products whose exact value lies next to a tie: 1.5 * (1 + 2^-10) = 1.5 + 1.5 * 2^-10.
  CHECK(__half2float(__hfma(__float2half(1.5f), __float2half(1.0009765625f), __float2half(0.0f))) ==
        1.501953125f);
  CHECK(__half_as_ushort(__hfma(__float2half(65504.0f), __float2half(2.0f), __float2half(0.0f))) == 0x7C00);
}

TEST_CASE("fp16: __hfma is the exactly rounded a * b + c (bfloat16)", "[fp16]") {
  unsigned long long s = 7;
  int mismatches = 0;
  for (int i = 0; i < 400000; ++i) {
    // exponents in [-20, 19], so that values are integers times 2^-27
    auto pick = [&] {
      unsigned short m = (unsigned short)(lcg(s) & 0x807F);
      unsigned short e = (unsigned short)(127 - 20 + lcg(s) % 40);
      return __ushort_as_bfloat16((unsigned short)(m | e << 7));
    };
    __nv_bfloat16 a = pick(), b = pick(), c = pick();
    float want = exact_fma(__bfloat162float(a), __bfloat162float(b), __bfloat162float(c), 27, 8, -126);
    if (bits_of(__hfma(a, b, c)) != bits_of(__float2bfloat16(want))) ++mismatches;
  }
  CHECK(mismatches == 0);
  // The product is a tie of the bfloat16 grid and c is far below it: c decides.
  __nv_bfloat16 a = __float2bfloat16(1.0078125f), b = __float2bfloat16(1.5f);
  // a * b = 1.51171875 = 1.5078125 + 2^-8 exactly (a tie); 1.5078125 has an odd last bit
  CHECK(__bfloat162float(__hfma(a, b, __float2bfloat16(std::ldexp(1.0f, -100)))) == 1.515625f);
  CHECK(__bfloat162float(__hfma(a, b, __float2bfloat16(-std::ldexp(1.0f, -100)))) == 1.5078125f);
  CHECK(__bfloat162float(__hfma(a, b, __float2bfloat16(0.0f))) == 1.515625f); // tie to even
}

TEST_CASE("fp16: conversions to integers round in their mode and saturate", "[fp16]") {
  CHECK(__half2int_rn(__float2half(2.5f)) == 2);
  CHECK(__half2int_rn(__float2half(3.5f)) == 4);
  CHECK(__half2int_rn(__float2half(-2.5f)) == -2);
  CHECK(__half2int_rd(__float2half(-0.5f)) == -1);
  CHECK(__half2int_ru(__float2half(0.25f)) == 1);
  CHECK(__half2int_rz(__float2half(-1.75f)) == -1);
  CHECK(__half2short_rn(__float2half(60000.0f)) == 32767);
  CHECK(__half2uint_rn(__float2half(-3.0f)) == 0u);
  CHECK(__half2int_rn(CUDART_INF_FP16) == 2147483647);
  CHECK(__half2int_rn(__hneg(CUDART_INF_FP16)) == (-2147483647 - 1));
  CHECK(__half2int_rn(CUDART_NAN_FP16) == 0);
  CHECK(__half2ll_rn(CUDART_NAN_FP16) == (long long)0x8000000000000000ull);
  CHECK(__bfloat162int_rn(__float2bfloat16(3e9f)) == 2147483647);
  CHECK(__bfloat162int_rn(__float2bfloat16(-2.5f)) == -2);
  CHECK(__bfloat162int_rd(__float2bfloat16(-2.5f)) == -3);
  CHECK(__bfloat162int_ru(__float2bfloat16(2.25f)) == 3);
  CHECK(__half2char_rz(__float2half(-300.0f)) == -128);
  CHECK(__half2uchar_rz(__float2half(300.0f)) == 255);
  // The implicit conversions are CUDA's: truncation, saturation.
  __half h = -7.75f;
  int i = h;
  unsigned char uc = h;
  CHECK(i == -7);
  CHECK(uc == 0);
  CHECK(bool(__float2half(0.0f)) == false);
  CHECK(bool(__float2half(-0.0f)) == false);
  CHECK(bool(CUDART_NAN_FP16) == true);
}

TEST_CASE("fp16: integers to half and bfloat16 in each rounding mode", "[fp16]") {
  // 2049 lies between the halves 2048 and 2050.
  CHECK(__half2float(__int2half_rn(2049)) == 2048.0f);
  CHECK(__half2float(__int2half_ru(2049)) == 2050.0f);
  CHECK(__half2float(__int2half_rd(-2049)) == -2050.0f);
  CHECK(__half2float(__int2half_rz(-2049)) == -2048.0f);
  CHECK(__half_as_ushort(__int2half_rn(70000)) == 0x7C00);
  CHECK(__half_as_ushort(__int2half_rz(70000)) == 0x7BFF);
  CHECK(__half_as_ushort(__ull2half_ru(~0ull)) == 0x7C00);
  // 257 lies between the bfloat16 values 256 and 258; 2^24 + 1 needs more than float.
  CHECK(__bfloat162float(__int2bfloat16_rn(257)) == 256.0f);
  CHECK(__bfloat162float(__int2bfloat16_ru(257)) == 258.0f);
  CHECK(__bfloat162float(__int2bfloat16_rd(-257)) == -258.0f);
  CHECK(__bfloat162float(__int2bfloat16_rz(-259)) == -258.0f);
  // 2^32 + 2^24 + 1 is just above the tie 2^32 + 2^24 of 8-bit precision:
  // rounding through float first would make it a tie and round to even (down).
  CHECK(__bfloat162float(__ll2bfloat16_rn(0x101000001LL)) == 4328521728.0f); // 2^32 + 2^25
  CHECK(__bfloat162float(__ull2bfloat16_rz(0x101000001ull)) == 4294967296.0f);
}

TEST_CASE("fp16: max/min, saturation, relu and comparisons follow CUDA's NaN rules", "[fp16]") {
  __half nan = CUDART_NAN_FP16, one = 1.0f, zero = 0.0f, nzero = -0.0f;
  CHECK(__half2float(__hmax(nan, one)) == 1.0f);
  CHECK(__hisnan(__hmax_nan(nan, one)));
  CHECK(__half_as_ushort(__hmax(nan, nan)) == 0x7FFF);
  CHECK(__half_as_ushort(__hmax(nzero, zero)) == 0x0000);
  CHECK(__half_as_ushort(__hmin(zero, nzero)) == 0x8000);
  CHECK(__half2float(__hadd_sat(one, one)) == 1.0f);
  CHECK(__half_as_ushort(__hsub_sat(zero, one)) == 0x0000);
  CHECK(__half_as_ushort(__hadd_sat(nan, one)) == 0x0000);
  CHECK(__half_as_ushort(__hfma_relu(__float2half(-2.0f), one, one)) == 0x0000);
  CHECK(__half2float(__hfma_relu(__float2half(2.0f), one, one)) == 3.0f);
  CHECK_FALSE(__heq(nan, nan));
  CHECK(__hequ(nan, one));
  CHECK(nan != nan); // CUDA's operator!= is the unordered compare
  CHECK_FALSE(nan == nan);
  CHECK(__hisinf(__hneg(CUDART_INF_FP16)) == -1);
  __half2 a = __floats2half2_rn(1.0f, 5.0f), b = __floats2half2_rn(2.0f, 3.0f);
  CHECK(__hlt2_mask(a, b) == 0x0000FFFFu);
  CHECK(__low2float(__hlt2(a, b)) == 1.0f);
  CHECK(__high2float(__hlt2(a, b)) == 0.0f);
  CHECK_FALSE(__hblt2(a, b));
  CHECK(__hbgt2(__floats2half2_rn(3.0f, 4.0f), a) == false);
  CHECK(__hbgt2(__floats2half2_rn(3.0f, 6.0f), a));
}

TEST_CASE("fp16: math functions are within one unit in the last place", "[fp16]") {
  int worst_h = 0, worst_b = 0;
  for (int i = 1; i < 2000; ++i) {
    float x = -4.0f + 8.0f * (float)i / 2000.0f;
    __half h = __float2half(x);
    __nv_bfloat16 bf = __float2bfloat16(x);
    double hx = __half2float(h), bx = __bfloat162float(bf);
    struct { __half got; double want; } hs[] = {{hexp(h), std::exp(hx)}, {hsin(h), std::sin(hx)},
                                              {hcos(h), std::cos(hx)}, {htanh(h), std::tanh(hx)},
                                              {hexp2(h), std::exp2(hx)}};
    for (auto &c : hs) {
      int d = std::abs((int)__half_as_ushort(c.got) - (int)__half_as_ushort(__double2half(c.want)));
      worst_h = std::max(worst_h, d);
    }
    int d = std::abs((int)__bfloat16_as_ushort(hexp(bf)) - (int)__bfloat16_as_ushort(__double2bfloat16(std::exp(bx))));
    worst_b = std::max(worst_b, d);
    if (x > 0) {
      int l = std::abs((int)__half_as_ushort(hlog(h)) - (int)__half_as_ushort(__double2half(std::log(hx))));
      int r = std::abs((int)__half_as_ushort(hsqrt(h)) - (int)__half_as_ushort(__double2half(std::sqrt(hx))));
      worst_h = std::max(worst_h, std::max(l, r));
    }
  }
  CHECK(worst_h <= 1);
  CHECK(worst_b <= 1);
  CHECK(__half2float(hceil(__float2half(1.25f))) == 2.0f);
  CHECK(__half2float(hrint(__float2half(2.5f))) == 2.0f);
  CHECK(__half2float(hrcp(__float2half(4.0f))) == 0.25f);
}

TEST_CASE("fp16: operators, half2 lanes and conversions to and from float2", "[fp16]") {
  __half a = 1.5f, b = 2.0f;
  a += b;
  CHECK(__half2float(a) == 3.5f);
  a++;
  CHECK(__half2float(a) == 4.5f);
  CHECK(__half2float(-a) == -4.5f);
  half2 p = make_half2(__float2half(1.0f), __float2half(2.0f));
  p *= __floats2half2_rn(3.0f, 4.0f);
  float2 f = __half22float2(p);
  CHECK((f.x == 3.0f && f.y == 8.0f));
  CHECK(__half2float(__low2half(__lowhigh2highlow(p))) == 8.0f);
  __nv_bfloat162 q = __floats2bfloat162_rn(1.0f, 3.0f);
  q = q + q;
  float2 g = __bfloat1622float2(q);
  CHECK((g.x == 2.0f && g.y == 6.0f));
  CHECK(__bfloat162float(__low2bfloat16(q)) == 2.0f);
  CHECK(__half2float(__hcmadd(__floats2half2_rn(1, 2), __floats2half2_rn(3, 4), __floats2half2_rn(1, 1)).x) == -4.0f);
}

TEST_CASE("fp16: the same results inside a target region", "[fp16]") {
  const int n = 4096;
  unsigned short in[n], add[n], fma[n], bf[n];
  for (int i = 0; i < n; ++i) in[i] = (unsigned short)(i * 16 + 3);
#pragma omp target teams distribute parallel for map(to : in) map(from : add, fma, bf)
  for (int i = 0; i < n; ++i) {
    __half x = __ushort_as_half(in[i]), y = __ushort_as_half(in[n - 1 - i]);
    add[i] = __half_as_ushort(x + y);
    fma[i] = __half_as_ushort(__hfma(x, y, __float2half(0.5f)));
    bf[i] = __bfloat16_as_ushort(__float2bfloat16(__half2float(x) * 3.0f));
  }
  int wrong = 0;
  for (int i = 0; i < n; ++i) {
    __half x = __ushort_as_half(in[i]), y = __ushort_as_half(in[n - 1 - i]);
    wrong += add[i] != __half_as_ushort(x + y);
    wrong += fma[i] != __half_as_ushort(__hfma(x, y, __float2half(0.5f)));
    wrong += bf[i] != __bfloat16_as_ushort(__float2bfloat16(__half2float(x) * 3.0f));
  }
  CHECK(wrong == 0);
}
