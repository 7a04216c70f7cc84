/* c2o_simd.h - CUDA's SIMD video intrinsics (__vadd2, __vabs4, __vmaxs2,
 * __vcmpeq4, __vsads2, ...), __byte_perm, __funnelshift_*, __umul64hi,
 * __mul64hi, __dp4a/__dp2a, the integer averages and __brevll, __fns, under
 * CUDA's names (C and C++; callable in target regions).
 *
 * A SIMD intrinsic splits each 32-bit argument into two 16-bit or four 8-bit
 * parts, applies the operation to corresponding parts and packs the parts of
 * the result again, as the CUDA Math API describes each: plain add, subtract
 * and negate wrap; *ss saturate to the signed range, *us to the unsigned
 * range; avg rounds half up ((a + b + 1) >> 1, arithmetic shift for signed
 * parts), hadd truncates; cmp gives an all-ones part for true, set gives 1;
 * sad sums the absolute differences of all parts. */
#ifndef C2O_SIMD_H
#define C2O_SIMD_H

#include "c2o_config.h"

#pragma omp declare target

/* Part i (0 = lowest) of x, WIDTH bits, as a signed or unsigned value (internal). */
static inline int c2o_impl_spart(unsigned int x, int i, int width) {
  unsigned int m = width == 16 ? 0xFFFFu : 0xFFu, v = (x >> (i * width)) & m;
  return (v & ((m + 1) >> 1)) ? (int)v - (int)(m + 1) : (int)v;
}
static inline int c2o_impl_upart(unsigned int x, int i, int width) {
  return (int)((x >> (i * width)) & (width == 16 ? 0xFFFFu : 0xFFu));
}
static inline int c2o_impl_clamp(int v, int lo, int hi) { return v < lo ? lo : (v > hi ? hi : v); }

/* The SIMD operations, as one function per operation kind (internal). */
enum {
  c2o_impl_v_add, c2o_impl_v_addss, c2o_impl_v_addus, c2o_impl_v_sub, c2o_impl_v_subss, c2o_impl_v_subus,
  c2o_impl_v_avgs, c2o_impl_v_avgu, c2o_impl_v_haddu, c2o_impl_v_abs, c2o_impl_v_absss, c2o_impl_v_absdiffs,
  c2o_impl_v_absdiffu, c2o_impl_v_maxs, c2o_impl_v_maxu, c2o_impl_v_mins, c2o_impl_v_minu, c2o_impl_v_neg,
  c2o_impl_v_negss, c2o_impl_v_eq, c2o_impl_v_ne, c2o_impl_v_ges, c2o_impl_v_geu, c2o_impl_v_gts, c2o_impl_v_gtu,
  c2o_impl_v_les, c2o_impl_v_leu, c2o_impl_v_lts, c2o_impl_v_ltu
};
/* op applied to each WIDTH-bit part; compare ops give `truth` (all ones or 1) for true. */
static inline unsigned int c2o_impl_simd(unsigned int a, unsigned int b, int op, int width, int truth_all_ones) {
  int parts = 32 / width, i, smin = width == 16 ? -32768 : -128, smax = -smin - 1, umax = 2 * smax + 1;
  unsigned int r = 0, m = (unsigned int)umax;
  for (i = 0; i < parts; ++i) {
    int sa = c2o_impl_spart(a, i, width), sb = c2o_impl_spart(b, i, width);
    int ua = c2o_impl_upart(a, i, width), ub = c2o_impl_upart(b, i, width), v = 0, cmp = -1;
    switch (op) {
    case c2o_impl_v_add: v = ua + ub; break;
    case c2o_impl_v_addss: v = c2o_impl_clamp(sa + sb, smin, smax); break;
    case c2o_impl_v_addus: v = c2o_impl_clamp(ua + ub, 0, umax); break;
    case c2o_impl_v_sub: v = ua - ub; break;
    case c2o_impl_v_subss: v = c2o_impl_clamp(sa - sb, smin, smax); break;
    case c2o_impl_v_subus: v = c2o_impl_clamp(ua - ub, 0, umax); break;
    case c2o_impl_v_avgs: v = (sa + sb + 1) >> 1; break;
    case c2o_impl_v_avgu: v = (ua + ub + 1) >> 1; break;
    case c2o_impl_v_haddu: v = (ua + ub) >> 1; break;
    case c2o_impl_v_abs: v = sa < 0 ? -sa : sa; break;
    case c2o_impl_v_absss: v = c2o_impl_clamp(sa < 0 ? -sa : sa, smin, smax); break;
    case c2o_impl_v_absdiffs: v = sa > sb ? sa - sb : sb - sa; break;
    case c2o_impl_v_absdiffu: v = ua > ub ? ua - ub : ub - ua; break;
    case c2o_impl_v_maxs: v = sa > sb ? sa : sb; break;
    case c2o_impl_v_maxu: v = ua > ub ? ua : ub; break;
    case c2o_impl_v_mins: v = sa < sb ? sa : sb; break;
    case c2o_impl_v_minu: v = ua < ub ? ua : ub; break;
    case c2o_impl_v_neg: v = -sa; break;
    case c2o_impl_v_negss: v = c2o_impl_clamp(-sa, smin, smax); break;
    case c2o_impl_v_eq: cmp = ua == ub; break;
    case c2o_impl_v_ne: cmp = ua != ub; break;
    case c2o_impl_v_ges: cmp = sa >= sb; break;
    case c2o_impl_v_geu: cmp = ua >= ub; break;
    case c2o_impl_v_gts: cmp = sa > sb; break;
    case c2o_impl_v_gtu: cmp = ua > ub; break;
    case c2o_impl_v_les: cmp = sa <= sb; break;
    case c2o_impl_v_leu: cmp = ua <= ub; break;
    case c2o_impl_v_lts: cmp = sa < sb; break;
    case c2o_impl_v_ltu: cmp = ua < ub; break;
    }
    if (cmp >= 0) v = cmp ? (truth_all_ones ? umax : 1) : 0;
    r |= ((unsigned int)v & m) << (i * width);
  }
  return r;
}
/* Sum over the parts of |a - b| (signed or unsigned parts) (internal). */
static inline unsigned int c2o_impl_sad(unsigned int a, unsigned int b, int width, int is_signed) {
  int parts = 32 / width, i;
  unsigned int s = 0;
  for (i = 0; i < parts; ++i) {
    int x = is_signed ? c2o_impl_spart(a, i, width) : c2o_impl_upart(a, i, width);
    int y = is_signed ? c2o_impl_spart(b, i, width) : c2o_impl_upart(b, i, width);
    s += (unsigned int)(x > y ? x - y : y - x);
  }
  return s;
}

#define C2O_IMPL_SIMD2(NAME, OP, ONES)                                         \
  static inline unsigned int NAME##2(unsigned int a, unsigned int b) { return c2o_impl_simd(a, b, OP, 16, ONES); } \
  static inline unsigned int NAME##4(unsigned int a, unsigned int b) { return c2o_impl_simd(a, b, OP, 8, ONES); }
#define C2O_IMPL_SIMD1(NAME, OP)                                               \
  static inline unsigned int NAME##2(unsigned int a) { return c2o_impl_simd(a, 0, OP, 16, 0); } \
  static inline unsigned int NAME##4(unsigned int a) { return c2o_impl_simd(a, 0, OP, 8, 0); }
C2O_IMPL_SIMD2(__vadd, c2o_impl_v_add, 0)
C2O_IMPL_SIMD2(__vaddss, c2o_impl_v_addss, 0)
C2O_IMPL_SIMD2(__vaddus, c2o_impl_v_addus, 0)
C2O_IMPL_SIMD2(__vsub, c2o_impl_v_sub, 0)
C2O_IMPL_SIMD2(__vsubss, c2o_impl_v_subss, 0)
C2O_IMPL_SIMD2(__vsubus, c2o_impl_v_subus, 0)
C2O_IMPL_SIMD2(__vavgs, c2o_impl_v_avgs, 0)
C2O_IMPL_SIMD2(__vavgu, c2o_impl_v_avgu, 0)
C2O_IMPL_SIMD2(__vhaddu, c2o_impl_v_haddu, 0)
C2O_IMPL_SIMD2(__vabsdiffs, c2o_impl_v_absdiffs, 0)
C2O_IMPL_SIMD2(__vabsdiffu, c2o_impl_v_absdiffu, 0)
C2O_IMPL_SIMD2(__vmaxs, c2o_impl_v_maxs, 0)
C2O_IMPL_SIMD2(__vmaxu, c2o_impl_v_maxu, 0)
C2O_IMPL_SIMD2(__vmins, c2o_impl_v_mins, 0)
C2O_IMPL_SIMD2(__vminu, c2o_impl_v_minu, 0)
C2O_IMPL_SIMD2(__vcmpeq, c2o_impl_v_eq, 1)
C2O_IMPL_SIMD2(__vcmpne, c2o_impl_v_ne, 1)
C2O_IMPL_SIMD2(__vcmpges, c2o_impl_v_ges, 1)
C2O_IMPL_SIMD2(__vcmpgeu, c2o_impl_v_geu, 1)
C2O_IMPL_SIMD2(__vcmpgts, c2o_impl_v_gts, 1)
C2O_IMPL_SIMD2(__vcmpgtu, c2o_impl_v_gtu, 1)
C2O_IMPL_SIMD2(__vcmples, c2o_impl_v_les, 1)
C2O_IMPL_SIMD2(__vcmpleu, c2o_impl_v_leu, 1)
C2O_IMPL_SIMD2(__vcmplts, c2o_impl_v_lts, 1)
C2O_IMPL_SIMD2(__vcmpltu, c2o_impl_v_ltu, 1)
C2O_IMPL_SIMD2(__vseteq, c2o_impl_v_eq, 0)
C2O_IMPL_SIMD2(__vsetne, c2o_impl_v_ne, 0)
C2O_IMPL_SIMD2(__vsetges, c2o_impl_v_ges, 0)
C2O_IMPL_SIMD2(__vsetgeu, c2o_impl_v_geu, 0)
C2O_IMPL_SIMD2(__vsetgts, c2o_impl_v_gts, 0)
C2O_IMPL_SIMD2(__vsetgtu, c2o_impl_v_gtu, 0)
C2O_IMPL_SIMD2(__vsetles, c2o_impl_v_les, 0)
C2O_IMPL_SIMD2(__vsetleu, c2o_impl_v_leu, 0)
C2O_IMPL_SIMD2(__vsetlts, c2o_impl_v_lts, 0)
C2O_IMPL_SIMD2(__vsetltu, c2o_impl_v_ltu, 0)
C2O_IMPL_SIMD1(__vabs, c2o_impl_v_abs)
C2O_IMPL_SIMD1(__vabsss, c2o_impl_v_absss)
C2O_IMPL_SIMD1(__vneg, c2o_impl_v_neg)
C2O_IMPL_SIMD1(__vnegss, c2o_impl_v_negss)
#undef C2O_IMPL_SIMD1
#undef C2O_IMPL_SIMD2
static inline unsigned int __vsads2(unsigned int a, unsigned int b) { return c2o_impl_sad(a, b, 16, 1); }
static inline unsigned int __vsads4(unsigned int a, unsigned int b) { return c2o_impl_sad(a, b, 8, 1); }
static inline unsigned int __vsadu2(unsigned int a, unsigned int b) { return c2o_impl_sad(a, b, 16, 0); }
static inline unsigned int __vsadu4(unsigned int a, unsigned int b) { return c2o_impl_sad(a, b, 8, 0); }

/* Byte n of the result is byte (s >> 4n) & 7 of the eight bytes y:x (x low). */
static inline unsigned int __byte_perm(unsigned int x, unsigned int y, unsigned int s) {
  unsigned long long v = ((unsigned long long)y << 32) | x;
  unsigned int r = 0;
  int n;
  for (n = 0; n < 4; ++n) r |= (unsigned int)((v >> (8 * ((s >> (4 * n)) & 7u))) & 0xFFu) << (8 * n);
  return r;
}
/* The high 32 bits of hi:lo shifted left by shift & 31 (_lc: by min(shift, 32)). */
static inline unsigned int __funnelshift_l(unsigned int lo, unsigned int hi, unsigned int shift) {
  unsigned long long v = ((unsigned long long)hi << 32) | lo;
  return (unsigned int)((v << (shift & 31u)) >> 32);
}
static inline unsigned int __funnelshift_lc(unsigned int lo, unsigned int hi, unsigned int shift) {
  unsigned long long v = ((unsigned long long)hi << 32) | lo;
  return shift >= 32 ? lo : (unsigned int)((v << shift) >> 32);
}
/* The low 32 bits of hi:lo shifted right by shift & 31 (_rc: by min(shift, 32)). */
static inline unsigned int __funnelshift_r(unsigned int lo, unsigned int hi, unsigned int shift) {
  unsigned long long v = ((unsigned long long)hi << 32) | lo;
  return (unsigned int)(v >> (shift & 31u));
}
static inline unsigned int __funnelshift_rc(unsigned int lo, unsigned int hi, unsigned int shift) {
  unsigned long long v = ((unsigned long long)hi << 32) | lo;
  return shift >= 32 ? hi : (unsigned int)(v >> shift);
}
/* The high 64 bits of the 128-bit product of x and y. */
static inline unsigned long long __umul64hi(unsigned long long x, unsigned long long y) {
  unsigned long long xl = x & 0xFFFFFFFFull, xh = x >> 32, yl = y & 0xFFFFFFFFull, yh = y >> 32;
  unsigned long long ll = xl * yl, lh = xl * yh, hl = xh * yl, hh = xh * yh;
  unsigned long long mid = (ll >> 32) + (lh & 0xFFFFFFFFull) + (hl & 0xFFFFFFFFull);
  return hh + (lh >> 32) + (hl >> 32) + (mid >> 32);
}
static inline long long __mul64hi(long long x, long long y) {
  unsigned long long h = __umul64hi((unsigned long long)x, (unsigned long long)y);
  if (x < 0) h -= (unsigned long long)y;
  if (y < 0) h -= (unsigned long long)x;
  return (long long)h;
}
/* Four-way byte and two-way halfword dot products accumulated into c. */
static inline int c2o_impl_dp4a(unsigned int a, unsigned int b, int c, int sa, int sb) {
  int n;
  for (n = 0; n < 4; ++n)
    c += (sa ? c2o_impl_spart(a, n, 8) : c2o_impl_upart(a, n, 8)) *
         (sb ? c2o_impl_spart(b, n, 8) : c2o_impl_upart(b, n, 8));
  return c;
}
/* __dp2a: the halfwords of a times two bytes of b (low or high half of b). */
static inline int c2o_impl_dp2a(unsigned int a, unsigned int b, int c, int sa, int sb, int high) {
  int n;
  for (n = 0; n < 2; ++n)
    c += (sa ? c2o_impl_spart(a, n, 16) : c2o_impl_upart(a, n, 16)) *
         (sb ? c2o_impl_spart(b, n + 2 * high, 8) : c2o_impl_upart(b, n + 2 * high, 8));
  return c;
}
/* Signed average rounded down / up, without overflow; unsigned likewise. */
static inline int c2o_hadd_int(int x, int y) { return (int)(((long long)x + y) >> 1); }
static inline int __rhadd(int x, int y) { return (int)(((long long)x + y + 1) >> 1); }
static inline unsigned int __uhadd(unsigned int x, unsigned int y) { return (unsigned int)(((unsigned long long)x + y) >> 1); }
static inline unsigned int __urhadd(unsigned int x, unsigned int y) { return (unsigned int)(((unsigned long long)x + y + 1) >> 1); }
/* x with its 64 bits in reverse order. */
static inline unsigned long long __brevll(unsigned long long x) {
  unsigned long long r = 0;
  int i;
  for (i = 0; i < 64; ++i) r |= ((x >> i) & 1ull) << (63 - i);
  return r;
}
/* Position of the n-th set bit of mask counting from base (n > 0 upwards,
 * n < 0 downwards), 0xFFFFFFFF when there is none. */
static inline unsigned int __fns(unsigned int mask, unsigned int base, int offset) {
  int pos = (int)(base & 31u), step = offset > 0 ? 1 : -1, left = offset > 0 ? offset : -offset;
  if (offset == 0) return ((mask >> pos) & 1u) ? (unsigned int)pos : 0xFFFFFFFFu;
  for (; pos >= 0 && pos < 32; pos += step)
    if (((mask >> pos) & 1u) && --left == 0) return (unsigned int)pos;
  return 0xFFFFFFFFu;
}

#pragma omp end declare target

#ifdef __cplusplus
#pragma omp declare target
/* __dp4a / __dp2a_lo / __dp2a_hi: CUDA's overloads on int (signed parts) and unsigned int. */
static inline int __dp4a(int a, int b, int c) { return c2o_impl_dp4a((unsigned)a, (unsigned)b, c, 1, 1); }
static inline unsigned int __dp4a(unsigned int a, unsigned int b, unsigned int c) {
  return (unsigned int)c2o_impl_dp4a(a, b, (int)c, 0, 0);
}
static inline int __dp2a_lo(int a, int b, int c) { return c2o_impl_dp2a((unsigned)a, (unsigned)b, c, 1, 1, 0); }
static inline unsigned int __dp2a_lo(unsigned int a, unsigned int b, unsigned int c) {
  return (unsigned int)c2o_impl_dp2a(a, b, (int)c, 0, 0, 0);
}
static inline int __dp2a_hi(int a, int b, int c) { return c2o_impl_dp2a((unsigned)a, (unsigned)b, c, 1, 1, 1); }
static inline unsigned int __dp2a_hi(unsigned int a, unsigned int b, unsigned int c) {
  return (unsigned int)c2o_impl_dp2a(a, b, (int)c, 0, 0, 1);
}
/* The integer __hadd (CUDA overloads it with the half-precision one). */
static inline int __hadd(int x, int y) { return c2o_hadd_int(x, y); }

/* CUDA 12's DPX intrinsics (hardware on sm_90, emulated elsewhere in CUDA too):
 * max/min of two or three values, with relu (then max with 0), of a + b and
 * c (the addition wraps, as CUDA's add.s16x2 and 32-bit add do), and max/min
 * that also tell which operand won (pred: a >= b for max, a <= b for min).
 * 32-bit forms on int or unsigned int, 16x2 forms on the two signed (s16x2)
 * or unsigned (u16x2) halves of an unsigned int. */
static inline int c2o_impl_wrap_add(int a, int b) { return (int)((unsigned int)a + (unsigned int)b); }
static inline int c2o_impl_max_i(int a, int b) { return a > b ? a : b; }
static inline int c2o_impl_min_i(int a, int b) { return a < b ? a : b; }
static inline unsigned int c2o_impl_max_u(unsigned int a, unsigned int b) { return a > b ? a : b; }
static inline unsigned int c2o_impl_min_u(unsigned int a, unsigned int b) { return a < b ? a : b; }
static inline int __vimax_s32_relu(const int a, const int b) { return c2o_impl_max_i(c2o_impl_max_i(a, b), 0); }
static inline int __vimin_s32_relu(const int a, const int b) { return c2o_impl_max_i(c2o_impl_min_i(a, b), 0); }
static inline unsigned int __vimax_s16x2_relu(const unsigned int a, const unsigned int b) {
  return __vmaxs2(__vmaxs2(a, b), 0u);
}
static inline unsigned int __vimin_s16x2_relu(const unsigned int a, const unsigned int b) {
  return __vmaxs2(__vmins2(a, b), 0u);
}
static inline int __vimax3_s32(const int a, const int b, const int c) { return c2o_impl_max_i(c2o_impl_max_i(a, b), c); }
static inline int __vimin3_s32(const int a, const int b, const int c) { return c2o_impl_min_i(c2o_impl_min_i(a, b), c); }
static inline unsigned int __vimax3_u32(const unsigned int a, const unsigned int b, const unsigned int c) {
  return c2o_impl_max_u(c2o_impl_max_u(a, b), c);
}
static inline unsigned int __vimin3_u32(const unsigned int a, const unsigned int b, const unsigned int c) {
  return c2o_impl_min_u(c2o_impl_min_u(a, b), c);
}
static inline unsigned int __vimax3_s16x2(const unsigned int a, const unsigned int b, const unsigned int c) {
  return __vmaxs2(__vmaxs2(a, b), c);
}
static inline unsigned int __vimin3_s16x2(const unsigned int a, const unsigned int b, const unsigned int c) {
  return __vmins2(__vmins2(a, b), c);
}
static inline unsigned int __vimax3_u16x2(const unsigned int a, const unsigned int b, const unsigned int c) {
  return __vmaxu2(__vmaxu2(a, b), c);
}
static inline unsigned int __vimin3_u16x2(const unsigned int a, const unsigned int b, const unsigned int c) {
  return __vminu2(__vminu2(a, b), c);
}
static inline int __vimax3_s32_relu(const int a, const int b, const int c) {
  return c2o_impl_max_i(__vimax3_s32(a, b, c), 0);
}
static inline int __vimin3_s32_relu(const int a, const int b, const int c) {
  return c2o_impl_max_i(__vimin3_s32(a, b, c), 0);
}
static inline unsigned int __vimax3_s16x2_relu(const unsigned int a, const unsigned int b, const unsigned int c) {
  return __vmaxs2(__vimax3_s16x2(a, b, c), 0u);
}
static inline unsigned int __vimin3_s16x2_relu(const unsigned int a, const unsigned int b, const unsigned int c) {
  return __vmaxs2(__vimin3_s16x2(a, b, c), 0u);
}
static inline int __viaddmax_s32(const int a, const int b, const int c) { return c2o_impl_max_i(c2o_impl_wrap_add(a, b), c); }
static inline int __viaddmin_s32(const int a, const int b, const int c) { return c2o_impl_min_i(c2o_impl_wrap_add(a, b), c); }
static inline unsigned int __viaddmax_u32(const unsigned int a, const unsigned int b, const unsigned int c) {
  return c2o_impl_max_u(a + b, c);
}
static inline unsigned int __viaddmin_u32(const unsigned int a, const unsigned int b, const unsigned int c) {
  return c2o_impl_min_u(a + b, c);
}
static inline unsigned int __viaddmax_s16x2(const unsigned int a, const unsigned int b, const unsigned int c) {
  return __vmaxs2(__vadd2(a, b), c);
}
static inline unsigned int __viaddmin_s16x2(const unsigned int a, const unsigned int b, const unsigned int c) {
  return __vmins2(__vadd2(a, b), c);
}
static inline unsigned int __viaddmax_u16x2(const unsigned int a, const unsigned int b, const unsigned int c) {
  return __vmaxu2(__vadd2(a, b), c);
}
static inline unsigned int __viaddmin_u16x2(const unsigned int a, const unsigned int b, const unsigned int c) {
  return __vminu2(__vadd2(a, b), c);
}
static inline int __viaddmax_s32_relu(const int a, const int b, const int c) {
  return c2o_impl_max_i(__viaddmax_s32(a, b, c), 0);
}
static inline int __viaddmin_s32_relu(const int a, const int b, const int c) {
  return c2o_impl_max_i(__viaddmin_s32(a, b, c), 0);
}
static inline unsigned int __viaddmax_s16x2_relu(const unsigned int a, const unsigned int b, const unsigned int c) {
  return __vmaxs2(__viaddmax_s16x2(a, b, c), 0u);
}
static inline unsigned int __viaddmin_s16x2_relu(const unsigned int a, const unsigned int b, const unsigned int c) {
  return __vmaxs2(__viaddmin_s16x2(a, b, c), 0u);
}
static inline int __vibmax_s32(const int a, const int b, bool *const pred) {
  *pred = a >= b;
  return c2o_impl_max_i(a, b);
}
static inline unsigned int __vibmax_u32(const unsigned int a, const unsigned int b, bool *const pred) {
  *pred = a >= b;
  return c2o_impl_max_u(a, b);
}
static inline int __vibmin_s32(const int a, const int b, bool *const pred) {
  *pred = a <= b;
  return c2o_impl_min_i(a, b);
}
static inline unsigned int __vibmin_u32(const unsigned int a, const unsigned int b, bool *const pred) {
  *pred = a <= b;
  return c2o_impl_min_u(a, b);
}
static inline unsigned int __vibmax_s16x2(const unsigned int a, const unsigned int b, bool *const pred_hi,
                                          bool *const pred_lo) {
  *pred_hi = c2o_impl_spart(a, 1, 16) >= c2o_impl_spart(b, 1, 16);
  *pred_lo = c2o_impl_spart(a, 0, 16) >= c2o_impl_spart(b, 0, 16);
  return __vmaxs2(a, b);
}
static inline unsigned int __vibmax_u16x2(const unsigned int a, const unsigned int b, bool *const pred_hi,
                                          bool *const pred_lo) {
  *pred_hi = c2o_impl_upart(a, 1, 16) >= c2o_impl_upart(b, 1, 16);
  *pred_lo = c2o_impl_upart(a, 0, 16) >= c2o_impl_upart(b, 0, 16);
  return __vmaxu2(a, b);
}
static inline unsigned int __vibmin_s16x2(const unsigned int a, const unsigned int b, bool *const pred_hi,
                                          bool *const pred_lo) {
  *pred_hi = c2o_impl_spart(a, 1, 16) <= c2o_impl_spart(b, 1, 16);
  *pred_lo = c2o_impl_spart(a, 0, 16) <= c2o_impl_spart(b, 0, 16);
  return __vmins2(a, b);
}
static inline unsigned int __vibmin_u16x2(const unsigned int a, const unsigned int b, bool *const pred_hi,
                                          bool *const pred_lo) {
  *pred_hi = c2o_impl_upart(a, 1, 16) <= c2o_impl_upart(b, 1, 16);
  *pred_lo = c2o_impl_upart(a, 0, 16) <= c2o_impl_upart(b, 0, 16);
  return __vminu2(a, b);
}
#pragma omp end declare target
#endif

#endif /* C2O_SIMD_H */
