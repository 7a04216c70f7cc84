/* c2o_curand.h - cuRAND's device API (curand_kernel.h) and host API
 * (curand.h) under cuRAND's names (C++; the device functions are callable in
 * target regions).
 *
 * Device API: the XORWOW (curandState, curandStateXORWOW_t), Philox4x32-10
 * (curandStatePhilox4_32_10_t) and MRG32k3a (curandStateMRG32k3a_t)
 * generators, implemented from their published definitions (Marsaglia 2003;
 * Salmon, Moraes, Dror and Shaw 2011; L'Ecuyer 1999) with cuRAND's seeding,
 * subsequence spacing (XORWOW 2^67, Philox 2^66, MRG32k3a 2^76 draws) and
 * output conversions. curand(), curand4(), curand_uniform*() and
 * curand_uniform_double() give cuRAND's values bit for bit (compared on the
 * host with cuRAND's own header: tests/unit/helpers/curand_check.cpp);
 * curand_normal*() and curand_log_normal*() use the same Box-Muller
 * transform but the C library's logf/sinf/cosf, where cuRAND's device code
 * uses the approximate __sincosf: a normal value can differ from a GPU's in
 * the last bits (about 1e-6 relative).
 * Jumps ahead (curand_init's subsequence and offset, skipahead*) use tables
 * of x^(2^k) mod P(x) (XORWOW) and A^(2^k) (MRG32k3a) computed by
 * omp_runtime_helpers/tools/gen_curand_tables.py (c2o_curand_tables.h).
 *
 * Host API: a generator (curandCreateGenerator) fills device memory with
 * curandGenerate*, each element i drawn from the device generator of the
 * same kind seeded with the generator's seed, subsequence i % 4096 ...: the
 * same distributions as cuRAND's host API, not the same numbers (cuRAND does
 * not document how its host generators order their output). */
#ifndef C2O_CURAND_H
#define C2O_CURAND_H

#ifdef __cplusplus
#include "c2o_config.h"
#include "c2o_curand_tables.h"
#include "c2o_error.h"
#include "c2o_memory.h"
#include "c2o_types.h"
/* the states and the host API's enumerations, one definition with the bundled
 * curand.h; after c2o_types.h (a state holds uint2 and uint4) */
#include "c2o_curand_types.h"
#include <math.h>
#include <stdlib.h>

#pragma omp declare target

/* ---- XORWOW ---------------------------------------------------------------------- */
/* The xorshift step on v (internal). */
static inline void c2o_impl_xorshift(unsigned int *v) {
  unsigned int t = v[0] ^ (v[0] >> 2);
  v[0] = v[1];
  v[1] = v[2];
  v[2] = v[3];
  v[3] = v[4];
  v[4] = (v[4] ^ (v[4] << 4)) ^ (t ^ (t << 1));
}
/* v := p(M) v for a jump polynomial p of degree < 160 (Horner's rule) (internal). */
static inline void c2o_impl_xorwow_apply(unsigned int *v, const unsigned int *p) {
  unsigned int acc[5] = {0, 0, 0, 0, 0};
  int i, w;
  for (i = 159; i >= 0; --i) {
    c2o_impl_xorshift(acc);
    if ((p[i >> 5] >> (i & 31)) & 1u)
      for (w = 0; w < 5; ++w) acc[w] ^= v[w];
  }
  for (w = 0; w < 5; ++w) v[w] = acc[w];
}
/* Skips n draws. */
static inline void skipahead(unsigned long long n, curandStateXORWOW_t *s) {
  unsigned long long m = n;
  int k;
  s->d += 362437u * (unsigned int)n; /* the Weyl sequence */
  if (m < 160) {
    while (m--) c2o_impl_xorshift(s->v);
    return;
  }
  for (k = 0; m; ++k, m >>= 1)
    if (m & 1) c2o_impl_xorwow_apply(s->v, c2o_impl_xorwow_jump[k]);
}
/* Skips n subsequences of 2^67 draws. */
static inline void skipahead_sequence(unsigned long long n, curandStateXORWOW_t *s) {
  int k;
  for (k = 0; n; ++k, n >>= 1)
    if (n & 1) c2o_impl_xorwow_apply(s->v, c2o_impl_xorwow_subseq[k]);
}
static inline void curand_init(unsigned long long seed, unsigned long long subsequence, unsigned long long offset,
                               curandStateXORWOW_t *s) {
  unsigned int s0 = (unsigned int)seed ^ 0xaad26b49u, s1 = (unsigned int)(seed >> 32) ^ 0xf7dcefddu;
  unsigned int t0 = 1099087573u * s0, t1 = 2591861531u * s1;
  s->d = 6615241u + t1 + t0;
  s->v[0] = 123456789u + t0;
  s->v[1] = 362436069u ^ t0;
  s->v[2] = 521288629u + t1;
  s->v[3] = 88675123u ^ t1;
  s->v[4] = 5783321u + t0;
  skipahead_sequence(subsequence, s);
  skipahead(offset, s);
  s->boxmuller_flag = s->boxmuller_flag_double = 0;
  s->boxmuller_extra = 0.0f;
  s->boxmuller_extra_double = 0.0;
}
static inline unsigned int curand(curandStateXORWOW_t *s) {
  c2o_impl_xorshift(s->v);
  s->d += 362437u;
  return s->v[4] + s->d;
}

/* ---- Philox4x32-10 ------------------------------------------------------------------ */
static inline uint4 c2o_impl_philox(uint4 c, uint2 k) {
  int r;
  for (r = 0; r < 10; ++r) {
    unsigned long long p0 = (unsigned long long)0xD2511F53u * c.x, p1 = (unsigned long long)0xCD9E8D57u * c.z;
    uint4 n;
    n.x = (unsigned int)(p1 >> 32) ^ c.y ^ k.x;
    n.y = (unsigned int)p1;
    n.z = (unsigned int)(p0 >> 32) ^ c.w ^ k.y;
    n.w = (unsigned int)p0;
    c = n;
    k.x += 0x9E3779B9u;
    k.y += 0xBB67AE85u;
  }
  return c;
}
/* ctr += n (128-bit, n in the low 64 bits) (internal). */
static inline void c2o_impl_ctr_add(uint4 *c, unsigned long long n) {
  unsigned long long lo = ((unsigned long long)c->y << 32 | c->x), nl = lo + n;
  c->x = (unsigned int)nl;
  c->y = (unsigned int)(nl >> 32);
  if (nl < lo && ++c->z == 0) ++c->w;
}
static inline void skipahead(unsigned long long n, curandStatePhilox4_32_10_t *s) {
  s->STATE += (unsigned int)(n & 3u);
  n >>= 2;
  if (s->STATE > 3) {
    n += 1;
    s->STATE -= 4;
  }
  c2o_impl_ctr_add(&s->ctr, n);
  s->output = c2o_impl_philox(s->ctr, s->key);
}
/* Skips n subsequences of 2^66 draws (the high 64 bits of the counter). */
static inline void skipahead_sequence(unsigned long long n, curandStatePhilox4_32_10_t *s) {
  unsigned long long hi = ((unsigned long long)s->ctr.w << 32 | s->ctr.z) + n;
  s->ctr.z = (unsigned int)hi;
  s->ctr.w = (unsigned int)(hi >> 32);
  s->output = c2o_impl_philox(s->ctr, s->key);
}
static inline void curand_init(unsigned long long seed, unsigned long long subsequence, unsigned long long offset,
                               curandStatePhilox4_32_10_t *s) {
  s->ctr = make_uint4(0, 0, 0, 0);
  s->key = make_uint2((unsigned int)seed, (unsigned int)(seed >> 32));
  s->STATE = 0;
  s->boxmuller_flag = s->boxmuller_flag_double = 0;
  s->boxmuller_extra = 0.0f;
  s->boxmuller_extra_double = 0.0;
  skipahead_sequence(subsequence, s);
  skipahead(offset, s);
}
static inline unsigned int curand(curandStatePhilox4_32_10_t *s) {
  unsigned int r = s->STATE == 0 ? s->output.x : s->STATE == 1 ? s->output.y : s->STATE == 2 ? s->output.z : s->output.w;
  if (++s->STATE == 4) {
    s->STATE = 0;
    c2o_impl_ctr_add(&s->ctr, 1);
    s->output = c2o_impl_philox(s->ctr, s->key);
  }
  return r;
}
/* Four draws at once. */
static inline uint4 curand4(curandStatePhilox4_32_10_t *s) {
  uint4 r;
  r.x = curand(s);
  r.y = curand(s);
  r.z = curand(s);
  r.w = curand(s);
  return r;
}

/* ---- MRG32k3a ---------------------------------------------------------------------- */
#define C2O_IMPL_MRG_M1 4294967087ull
#define C2O_IMPL_MRG_M2 4294944443ull
/* s := A s (mod m) for a row-major 3x3 matrix (internal). */
static inline void c2o_impl_mrg_apply(unsigned int *s, const unsigned int *a, unsigned long long m) {
  unsigned long long r[3];
  int i;
  for (i = 0; i < 3; ++i)
    r[i] = ((unsigned long long)a[3 * i] * s[0] % m + (unsigned long long)a[3 * i + 1] * s[1] % m +
            (unsigned long long)a[3 * i + 2] * s[2] % m) % m;
  for (i = 0; i < 3; ++i) s[i] = (unsigned int)r[i];
}
/* The next value of the combined recurrence, an integer in [1, m1] (internal). */
static inline double c2o_impl_mrg_next(curandStateMRG32k3a_t *s) {
  unsigned long long p1 = (1403580ull * s->s1[1] + 810728ull * (C2O_IMPL_MRG_M1 - s->s1[0])) % C2O_IMPL_MRG_M1;
  unsigned long long p2 = (527612ull * s->s2[2] + 1370589ull * (C2O_IMPL_MRG_M2 - s->s2[0])) % C2O_IMPL_MRG_M2;
  s->s1[0] = s->s1[1];
  s->s1[1] = s->s1[2];
  s->s1[2] = (unsigned int)p1;
  s->s2[0] = s->s2[1];
  s->s2[1] = s->s2[2];
  s->s2[2] = (unsigned int)p2;
  return p1 > p2 ? (double)(p1 - p2) : (double)(p1 + C2O_IMPL_MRG_M1 - p2);
}
static inline void skipahead(unsigned long long n, curandStateMRG32k3a_t *s) {
  int k;
  for (k = 0; n; ++k, n >>= 1)
    if (n & 1) {
      c2o_impl_mrg_apply(s->s1, c2o_impl_mrg1_jump[k], C2O_IMPL_MRG_M1);
      c2o_impl_mrg_apply(s->s2, c2o_impl_mrg2_jump[k], C2O_IMPL_MRG_M2);
    }
}
/* Skips n subsequences of 2^76 draws (n below 2^51, as in cuRAND). */
static inline void skipahead_subsequence(unsigned long long n, curandStateMRG32k3a_t *s) {
  int k;
  n &= (1ull << 51) - 1;
  for (k = 0; n; ++k, n >>= 1)
    if (n & 1) {
      c2o_impl_mrg_apply(s->s1, c2o_impl_mrg1_subseq[k], C2O_IMPL_MRG_M1);
      c2o_impl_mrg_apply(s->s2, c2o_impl_mrg2_subseq[k], C2O_IMPL_MRG_M2);
    }
}
static inline void curand_init(unsigned long long seed, unsigned long long subsequence, unsigned long long offset,
                               curandStateMRG32k3a_t *s) {
  int i;
  for (i = 0; i < 3; ++i) s->s1[i] = s->s2[i] = 12345u;
  if (seed != 0ull) {
    unsigned long long x1 = (unsigned int)seed ^ 0x55555555u, x2 = (unsigned int)(seed >> 32) ^ 0xAAAAAAAAu;
    s->s1[0] = (unsigned int)(x1 * s->s1[0] % C2O_IMPL_MRG_M1);
    s->s1[1] = (unsigned int)(x2 * s->s1[1] % C2O_IMPL_MRG_M1);
    s->s1[2] = (unsigned int)(x1 * s->s1[2] % C2O_IMPL_MRG_M1);
    s->s2[0] = (unsigned int)(x2 * s->s2[0] % C2O_IMPL_MRG_M2);
    s->s2[1] = (unsigned int)(x1 * s->s2[1] % C2O_IMPL_MRG_M2);
    s->s2[2] = (unsigned int)(x2 * s->s2[2] % C2O_IMPL_MRG_M2);
  }
  skipahead_subsequence(subsequence, s);
  skipahead(offset, s);
  s->boxmuller_flag = s->boxmuller_flag_double = 0;
  s->boxmuller_extra = 0.0f;
  s->boxmuller_extra_double = 0.0;
}
static inline unsigned int curand(curandStateMRG32k3a_t *s) {
  return (unsigned int)(c2o_impl_mrg_next(s) * 1.000000048662);
}

/* ---- conversions (cuRAND's, bit for bit) ------------------------------------------ */
#define C2O_IMPL_2POW32_INV 2.3283064e-10f
#define C2O_IMPL_2POW32_INV_2PI (2.3283064e-10f * 6.2831855f)
#define C2O_IMPL_2POW32_INV_DOUBLE 2.3283064365386963e-10
#define C2O_IMPL_2POW53_INV_DOUBLE 1.1102230246251565e-16
#define C2O_IMPL_MRG_NORM 2.3283065498378288e-10
static inline float c2o_impl_uniform(unsigned int x) { return x * C2O_IMPL_2POW32_INV + (C2O_IMPL_2POW32_INV / 2.0f); }
/* One 32-bit draw as a double in (0, 1] (cuRAND adds a whole 2^-32 here). */
static inline double c2o_impl_uniform_double(unsigned int x) {
  return x * C2O_IMPL_2POW32_INV_DOUBLE + C2O_IMPL_2POW32_INV_DOUBLE;
}
static inline double c2o_impl_uniform_double_hq(unsigned int x, unsigned int y) {
  unsigned long long z = (unsigned long long)x ^ ((unsigned long long)y << (53 - 32));
  return z * C2O_IMPL_2POW53_INV_DOUBLE + (C2O_IMPL_2POW53_INV_DOUBLE / 2.0);
}
/* Box-Muller on two draws (the C library's logf, sinf, cosf). */
static inline float2 c2o_impl_box_muller(unsigned int x, unsigned int y) {
  float u = x * C2O_IMPL_2POW32_INV + (C2O_IMPL_2POW32_INV / 2), v = y * C2O_IMPL_2POW32_INV_2PI + (C2O_IMPL_2POW32_INV_2PI / 2);
  float s = sqrtf(-2.0f * logf(u));
  return make_float2(sinf(v) * s, cosf(v) * s);
}
static inline double2 c2o_impl_box_muller_double(unsigned int x0, unsigned int x1, unsigned int y0, unsigned int y1) {
  unsigned long long zx = (unsigned long long)x0 ^ ((unsigned long long)x1 << (53 - 32));
  unsigned long long zy = (unsigned long long)y0 ^ ((unsigned long long)y1 << (53 - 32));
  double u = zx * C2O_IMPL_2POW53_INV_DOUBLE + (C2O_IMPL_2POW53_INV_DOUBLE / 2.0);
  double v = zy * (C2O_IMPL_2POW53_INV_DOUBLE * 2.0) + C2O_IMPL_2POW53_INV_DOUBLE; /* in units of pi */
  double s = sqrt(-2.0 * log(u));
  return make_double2(sin(v * 3.1415926535897932) * s, cos(v * 3.1415926535897932) * s);
}
static inline float2 c2o_impl_box_muller_mrg(float x, float y) {
  float s = sqrtf(-2.0f * logf(x)), v = y * 6.2831855f;
  return make_float2(sinf(v) * s, cosf(v) * s);
}
static inline double2 c2o_impl_box_muller_mrg_double(double x, double y) {
  double s = sqrt(-2.0 * log(x)), v = y * 2.0; /* in units of pi */
  return make_double2(sin(v * 3.1415926535897932) * s, cos(v * 3.1415926535897932) * s);
}

/* ---- uniform ---------------------------------------------------------------------------- */
static inline float curand_uniform(curandStateXORWOW_t *s) { return c2o_impl_uniform(curand(s)); }
static inline float curand_uniform(curandStatePhilox4_32_10_t *s) { return c2o_impl_uniform(curand(s)); }
static inline float curand_uniform(curandStateMRG32k3a_t *s) { return (float)(c2o_impl_mrg_next(s) * C2O_IMPL_MRG_NORM); }
static inline double curand_uniform_double(curandStateXORWOW_t *s) {
  unsigned int x = curand(s), y = curand(s);
  return c2o_impl_uniform_double_hq(x, y);
}
static inline double curand_uniform_double(curandStatePhilox4_32_10_t *s) { return c2o_impl_uniform_double(curand(s)); }
static inline double curand_uniform_double(curandStateMRG32k3a_t *s) { return c2o_impl_mrg_next(s) * C2O_IMPL_MRG_NORM; }
static inline float4 curand_uniform4(curandStatePhilox4_32_10_t *s) {
  uint4 r = curand4(s);
  return make_float4(c2o_impl_uniform(r.x), c2o_impl_uniform(r.y), c2o_impl_uniform(r.z), c2o_impl_uniform(r.w));
}
static inline double2 curand_uniform2_double(curandStatePhilox4_32_10_t *s) {
  uint4 r = curand4(s);
  return make_double2(c2o_impl_uniform_double_hq(r.x, r.y), c2o_impl_uniform_double_hq(r.z, r.w));
}

/* ---- normal and log-normal (one value kept for the next call, as cuRAND) ---- */
#define C2O_IMPL_NORMAL_STATEFUL(STATE, PAIR)                                  \
  static inline float curand_normal(STATE *s) {                                \
    if (s->boxmuller_flag != 1) {                                              \
      float2 v = PAIR;                                                         \
      s->boxmuller_extra = v.y;                                                \
      s->boxmuller_flag = 1;                                                   \
      return v.x;                                                              \
    }                                                                          \
    s->boxmuller_flag = 0;                                                     \
    return s->boxmuller_extra;                                                 \
  }                                                                            \
  static inline float curand_log_normal(STATE *s, float mean, float stddev) {  \
    if (s->boxmuller_flag != 2) {                                              \
      float2 v = PAIR;                                                         \
      s->boxmuller_extra = expf(mean + stddev * v.y);                          \
      s->boxmuller_flag = 2;                                                   \
      return expf(mean + stddev * v.x);                                        \
    }                                                                          \
    s->boxmuller_flag = 0;                                                     \
    return s->boxmuller_extra;                                                 \
  }
static inline float2 c2o_impl_pair(curandStateXORWOW_t *s) {
  unsigned int x = curand(s), y = curand(s);
  return c2o_impl_box_muller(x, y);
}
static inline float2 c2o_impl_pair(curandStatePhilox4_32_10_t *s) {
  unsigned int x = curand(s), y = curand(s);
  return c2o_impl_box_muller(x, y);
}
static inline float2 c2o_impl_pair(curandStateMRG32k3a_t *s) {
  float x = curand_uniform(s), y = curand_uniform(s);
  return c2o_impl_box_muller_mrg(x, y);
}
C2O_IMPL_NORMAL_STATEFUL(curandStateXORWOW_t, c2o_impl_pair(s))
C2O_IMPL_NORMAL_STATEFUL(curandStatePhilox4_32_10_t, c2o_impl_pair(s))
C2O_IMPL_NORMAL_STATEFUL(curandStateMRG32k3a_t, c2o_impl_pair(s))
#undef C2O_IMPL_NORMAL_STATEFUL
static inline double2 c2o_impl_pair_double(curandStateXORWOW_t *s) {
  unsigned int a = curand(s), b = curand(s), c = curand(s), d = curand(s);
  return c2o_impl_box_muller_double(a, b, c, d);
}
static inline double2 c2o_impl_pair_double(curandStatePhilox4_32_10_t *s) {
  uint4 r = curand4(s);
  return c2o_impl_box_muller_double(r.x, r.y, r.z, r.w);
}
static inline double2 c2o_impl_pair_double(curandStateMRG32k3a_t *s) {
  double x = curand_uniform_double(s), y = curand_uniform_double(s);
  return c2o_impl_box_muller_mrg_double(x, y);
}
template <class S> static inline double c2o_impl_normal_double(S *s) {
  if (s->boxmuller_flag_double != 1) {
    double2 v = c2o_impl_pair_double(s);
    s->boxmuller_extra_double = v.y;
    s->boxmuller_flag_double = 1;
    return v.x;
  }
  s->boxmuller_flag_double = 0;
  return s->boxmuller_extra_double;
}
static inline double curand_normal_double(curandStateXORWOW_t *s) { return c2o_impl_normal_double(s); }
static inline double curand_normal_double(curandStatePhilox4_32_10_t *s) { return c2o_impl_normal_double(s); }
static inline double curand_normal_double(curandStateMRG32k3a_t *s) { return c2o_impl_normal_double(s); }
static inline float2 curand_normal2(curandStateXORWOW_t *s) { return c2o_impl_pair(s); }
static inline float2 curand_normal2(curandStatePhilox4_32_10_t *s) { return c2o_impl_pair(s); }
static inline float2 curand_normal2(curandStateMRG32k3a_t *s) { return c2o_impl_pair(s); }
static inline double2 curand_normal2_double(curandStateXORWOW_t *s) { return c2o_impl_pair_double(s); }
static inline double2 curand_normal2_double(curandStatePhilox4_32_10_t *s) { return c2o_impl_pair_double(s); }
static inline double2 curand_normal2_double(curandStateMRG32k3a_t *s) { return c2o_impl_pair_double(s); }
static inline float4 curand_normal4(curandStatePhilox4_32_10_t *s) {
  uint4 r = curand4(s);
  float2 a = c2o_impl_box_muller(r.x, r.y), b = c2o_impl_box_muller(r.z, r.w);
  return make_float4(a.x, a.y, b.x, b.y);
}
static inline double curand_log_normal_double(curandStateXORWOW_t *s, double mean, double stddev) {
  return exp(mean + stddev * curand_normal_double(s));
}
static inline double curand_log_normal_double(curandStatePhilox4_32_10_t *s, double mean, double stddev) {
  return exp(mean + stddev * curand_normal_double(s));
}
static inline double curand_log_normal_double(curandStateMRG32k3a_t *s, double mean, double stddev) {
  return exp(mean + stddev * curand_normal_double(s));
}


/* ---- Sobol quasi-random generators (Gray-code order, Antonov and Saleev):
 * point i is the XOR of the direction vectors of the bits set in i ^ (i >> 1);
 * the next point flips the vector of the lowest zero bit of i. The scrambled
 * states start from their scramble constant c instead of 0. Normals use the
 * inverse of the normal distribution function on the point (as cuRAND does:
 * one draw per value, which keeps the quasi-random structure), computed by
 * Abramowitz and Stegun 26.2.23 refined with Halley steps on erfc. ---------- */

template <class U, class S> static inline void c2o_impl_sobol_seek(S *s) {
  const U g = s->i ^ (s->i >> 1);
  U x = s->c;
  for (int k = 0; k < (int)(8 * sizeof(U)); ++k)
    if ((g >> k) & 1) x ^= s->direction_vectors[k];
  s->x = x;
}
template <class U, class S> static inline U c2o_impl_sobol_next(S *s) {
  const U r = s->x;
  U i = s->i;
  int k = 0;
  while (i & 1) { /* the lowest zero bit of i */
    i >>= 1;
    ++k;
  }
  s->x ^= s->direction_vectors[k];
  s->i++;
  return r;
}
template <class U, class S> static inline void c2o_impl_sobol_init(const U *v, U c, U offset, S *s) {
  for (int k = 0; k < (int)(8 * sizeof(U)); ++k) s->direction_vectors[k] = v[k];
  s->c = c;
  s->i = offset;
  c2o_impl_sobol_seek<U>(s);
}
/* The standard normal quantile of p in (0, 1]. */
static inline double c2o_impl_normal_quantile(double p) {
  if (p >= 1.0) return HUGE_VAL;
  const double q = p < 0.5 ? p : 1.0 - p;
  const double t = sqrt(-2.0 * log(q));
  double z = t - (2.515517 + t * (0.802853 + t * 0.010328)) / (1.0 + t * (1.432788 + t * (0.189269 + t * 0.001308)));
  z = p < 0.5 ? -z : z;
  for (int it = 0; it < 3; ++it) { /* Halley: f = Phi(z) - p, f' = phi(z), f'' = -z phi(z) */
    const double f = 0.5 * erfc(-z * 0.70710678118654752440) - p;
    const double d = 0.39894228040143267794 * exp(-0.5 * z * z);
    if (d == 0.0) break;
    const double u = f / d;
    z -= u / (1.0 + 0.5 * z * u);
  }
  return z;
}
static inline void curand_init(curandDirectionVectors32_t v, unsigned int offset, curandStateSobol32_t *s) {
  c2o_impl_sobol_init<unsigned int>(v, 0u, offset, s);
}
static inline void curand_init(curandDirectionVectors32_t v, unsigned int c, unsigned int offset,
                               curandStateScrambledSobol32_t *s) {
  c2o_impl_sobol_init<unsigned int>(v, c, offset, s);
}
static inline void curand_init(curandDirectionVectors64_t v, unsigned long long offset, curandStateSobol64_t *s) {
  c2o_impl_sobol_init<unsigned long long>(v, 0ull, offset, s);
}
static inline void curand_init(curandDirectionVectors64_t v, unsigned long long c, unsigned long long offset,
                               curandStateScrambledSobol64_t *s) {
  c2o_impl_sobol_init<unsigned long long>(v, c, offset, s);
}
#define C2O_IMPL_SOBOL(S, U)                                                                                         \
  static inline U curand(S *s) { return c2o_impl_sobol_next<U>(s); }                                                \
  static inline void skipahead(U n, S *s) {                                                                          \
    s->i += n;                                                                                                       \
    c2o_impl_sobol_seek<U>(s);                                                                                      \
  }                                                                                                                   \
  static inline float curand_uniform(S *s) { return c2o_impl_sobol_uniform(curand(s)); }                             \
  static inline double curand_uniform_double(S *s) { return c2o_impl_sobol_uniform_double(curand(s)); }              \
  static inline float curand_normal(S *s) { return (float)c2o_impl_normal_quantile(c2o_impl_sobol_uniform_double(curand(s))); } \
  static inline double curand_normal_double(S *s) { return c2o_impl_normal_quantile(c2o_impl_sobol_uniform_double(curand(s))); } \
  static inline float curand_log_normal(S *s, float mean, float stddev) {                                            \
    return expf(mean + stddev * curand_normal(s));                                                                   \
  }                                                                                                                   \
  static inline double curand_log_normal_double(S *s, double mean, double stddev) {                                  \
    return exp(mean + stddev * curand_normal_double(s));                                                             \
  }
/* cuRAND's conversions: 32-bit points as in curand_uniform of the other
 * generators, (0, 1]; a 64-bit point's uniform float from its high word, its
 * double from its top 53 bits. */
static inline float c2o_impl_sobol_uniform(unsigned int x) { return c2o_impl_uniform(x); }
static inline float c2o_impl_sobol_uniform(unsigned long long x) { return c2o_impl_uniform((unsigned int)(x >> 32)); }
static inline double c2o_impl_sobol_uniform_double(unsigned int x) { return c2o_impl_uniform_double(x); }
static inline double c2o_impl_sobol_uniform_double(unsigned long long x) {
  return (x >> 11) * 1.1102230246251565e-16 + 1.1102230246251565e-16 / 2.0;
}
C2O_IMPL_SOBOL(curandStateSobol32_t, unsigned int)
C2O_IMPL_SOBOL(curandStateScrambledSobol32_t, unsigned int)
C2O_IMPL_SOBOL(curandStateSobol64_t, unsigned long long)
C2O_IMPL_SOBOL(curandStateScrambledSobol64_t, unsigned long long)
#undef C2O_IMPL_SOBOL

#pragma omp end declare target

/* ---- host API (curand.h) --------------------------------------------------------------- */
typedef struct c2o_impl_curand_generator {
  int type;
  unsigned long long seed, offset;
  unsigned int dims;     /* quasi-random: the dimensions (curandSetQuasiRandomGeneratorDimensions) */
  curandOrdering_t order;
} *curandGenerator_t;

/* Number of device generators a host generator spreads its output over. */
#ifndef C2O_CURAND_HOST_STATES
#define C2O_CURAND_HOST_STATES 4096
#endif

static inline curandStatus_t curandCreateGenerator(curandGenerator_t *g, curandRngType_t type) {
  if (!g) return CURAND_STATUS_NOT_INITIALIZED;
  if (type != CURAND_RNG_PSEUDO_DEFAULT && type != CURAND_RNG_PSEUDO_XORWOW && type != CURAND_RNG_PSEUDO_MRG32K3A &&
      type != CURAND_RNG_PSEUDO_PHILOX4_32_10 && type != CURAND_RNG_PSEUDO_MTGP32 &&
      type != CURAND_RNG_PSEUDO_MT19937 && type != CURAND_RNG_QUASI_DEFAULT && type != CURAND_RNG_QUASI_SOBOL32)
    return CURAND_STATUS_TYPE_ERROR; /* scrambled and 64-bit Sobol: not provided */
  *g = (curandGenerator_t)calloc(1, sizeof **g);
  if (!*g) return CURAND_STATUS_ALLOCATION_FAILED;
  /* The Mersenne Twisters (MTGP32, MT19937) are served by Philox4x32-10: the host
     generators give cuRAND's distributions, not its numbers, whatever the kind (C2O1125). */
  (*g)->type = type == CURAND_RNG_PSEUDO_DEFAULT ? CURAND_RNG_PSEUDO_XORWOW
             : type == CURAND_RNG_QUASI_DEFAULT  ? CURAND_RNG_QUASI_SOBOL32
             : type == CURAND_RNG_PSEUDO_MTGP32 || type == CURAND_RNG_PSEUDO_MT19937 ? CURAND_RNG_PSEUDO_PHILOX4_32_10
                                                 : type;
  (*g)->seed = 0;
  (*g)->dims = 1;
  (*g)->order = (*g)->type == CURAND_RNG_QUASI_SOBOL32 ? CURAND_ORDERING_QUASI_DEFAULT : CURAND_ORDERING_PSEUDO_DEFAULT;
  return CURAND_STATUS_SUCCESS;
}
static inline curandStatus_t curandCreateGeneratorHost(curandGenerator_t *g, curandRngType_t type) {
  return curandCreateGenerator(g, type);
}
static inline curandStatus_t curandDestroyGenerator(curandGenerator_t g) {
  if (!g) return CURAND_STATUS_NOT_INITIALIZED;
  free(g);
  return CURAND_STATUS_SUCCESS;
}
static inline curandStatus_t curandSetPseudoRandomGeneratorSeed(curandGenerator_t g, unsigned long long seed) {
  if (!g) return CURAND_STATUS_NOT_INITIALIZED;
  g->seed = seed;
  return CURAND_STATUS_SUCCESS;
}
static inline curandStatus_t curandSetGeneratorOffset(curandGenerator_t g, unsigned long long offset) {
  if (!g) return CURAND_STATUS_NOT_INITIALIZED;
  g->offset = offset;
  return CURAND_STATUS_SUCCESS;
}
static inline curandStatus_t curandSetStream(curandGenerator_t g, c2o_stream_t stream) {
  (void)stream;
  return g ? CURAND_STATUS_SUCCESS : CURAND_STATUS_NOT_INITIALIZED;
}
static inline curandStatus_t curandGenerateSeeds(curandGenerator_t g) {
  return g ? CURAND_STATUS_SUCCESS : CURAND_STATUS_NOT_INITIALIZED;
}
/* The orderings are accepted and recorded: a pseudo-random generator's output
 * is always the order described above (C2O1125), a quasi-random one's is
 * CURAND_ORDERING_QUASI_DEFAULT. */
static inline curandStatus_t curandSetGeneratorOrdering(curandGenerator_t g, curandOrdering_t order) {
  if (!g) return CURAND_STATUS_NOT_INITIALIZED;
  const int quasi = g->type == CURAND_RNG_QUASI_SOBOL32;
  if (quasi ? order != CURAND_ORDERING_QUASI_DEFAULT
            : (order < CURAND_ORDERING_PSEUDO_BEST || order > CURAND_ORDERING_PSEUDO_DYNAMIC))
    return CURAND_STATUS_OUT_OF_RANGE;
  g->order = order;
  return CURAND_STATUS_SUCCESS;
}
static inline curandStatus_t curandGetVersion(int *v) {
  if (!v) return CURAND_STATUS_OUT_OF_RANGE;
  *v = 10300;
  return CURAND_STATUS_SUCCESS;
}

/* Fills n values at p (device memory, or host memory the device cannot
 * address when there is no device): value i comes from the device generator
 * seeded with the seed, subsequence i % C2O_CURAND_HOST_STATES, drawing its
 * (offset + i / C2O_CURAND_HOST_STATES)-th value with `draw` (internal). */
template <class State, class T, class Draw>
static inline curandStatus_t c2o_impl_curand_fill(curandGenerator_t g, T *p, size_t n, Draw draw) {
  const unsigned long long seed = g->seed, offset = g->offset, lanes = C2O_CURAND_HOST_STATES;
  c2o_impl_alloc a;
  int dev = c2o_impl_omp_device();
  if (!p && n) return CURAND_STATUS_OUT_OF_RANGE;
  int on_device = c2o_impl_registry_find(p, &a) && a.owner == c2o_impl_owner_device && dev != omp_get_initial_device();
  unsigned long long m = n < lanes ? n : lanes;
  c2o_impl_queue_drain();
#pragma omp target teams distribute parallel for is_device_ptr(p) if(on_device) device(dev)
  for (unsigned long long l = 0; l < m; ++l) {
    State s;
    curand_init(seed, l, offset, &s);
    for (unsigned long long i = l; i < n; i += lanes) p[i] = draw(&s);
  }
  g->offset += (n + lanes - 1) / lanes;
  return CURAND_STATUS_SUCCESS;
}

/* ---- quasi-random (Sobol) generators of the host API ---------------------------------------------
 * Direction vectors: dimension 1 is the van der Corput sequence (v_k =
 * 2^(32-k)), as in cuRAND; dimension d > 1 uses the (d-1)-th primitive
 * polynomial over GF(2) in order of degree and value, and initial values m_k
 * (odd, < 2^k) from a fixed hash. This is a valid Sobol construction but not
 * cuRAND's Joe-Kuo set (CURAND_DIRECTION_VECTORS_32_JOEKUO6), whose
 * published tables the helpers do not carry: beyond the first dimension the
 * points differ from cuRAND's (translator note C2O1140). 20000 dimensions,
 * as in cuRAND, computed on first use. */
#define C2O_CURAND_SOBOL_DIMENSIONS 20000
static inline unsigned long long c2o_impl_sobol_mix(unsigned long long z) {
  z += 0x9e3779b97f4a7c15ull;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}
/* a * b mod p over GF(2), p of degree d (bit d set), a and b below 2^d */
static inline unsigned long long c2o_impl_gf2_mulmod(unsigned long long a, unsigned long long b, unsigned long long p,
                                                     int d) {
  unsigned long long r = 0;
  while (b) {
    if (b & 1) r ^= a;
    b >>= 1;
    a <<= 1;
    if ((a >> d) & 1) a ^= p;
  }
  return r;
}
static inline unsigned long long c2o_impl_gf2_powx(unsigned long long e, unsigned long long p, int d) {
  unsigned long long r = 1, b = d == 1 ? (2 ^ p) : 2; /* x mod p */
  while (e) {
    if (e & 1) r = c2o_impl_gf2_mulmod(r, b, p, d);
    b = c2o_impl_gf2_mulmod(b, b, p, d);
    e >>= 1;
  }
  return r;
}
/* p (degree d, constant term 1) is primitive: x has order 2^d - 1 modulo p */
static inline int c2o_impl_gf2_primitive(unsigned long long p, int d) {
  const unsigned long long n = (1ull << d) - 1;
  if (c2o_impl_gf2_powx(n, p, d) != 1) return 0;
  unsigned long long m = n;
  for (unsigned long long q = 3; q * q <= m; q += 2) { /* 2^d - 1 is odd */
    if (m % q) continue;
    if (c2o_impl_gf2_powx(n / q, p, d) == 1) return 0;
    while (m % q == 0) m /= q;
  }
  if (m > 1 && m != n && c2o_impl_gf2_powx(n / m, p, d) == 1) return 0;
  return 1;
}
/* The primitive polynomials of dimensions 2, 3, ...: (polynomial, degree). */
static inline const unsigned long long *c2o_impl_sobol_polynomials() {
  static unsigned long long *polys = []() {
    unsigned long long *r = (unsigned long long *)malloc(sizeof(unsigned long long) * 2 * C2O_CURAND_SOBOL_DIMENSIONS);
    int n = 1;
    for (int d = 1; d < 63 && n < C2O_CURAND_SOBOL_DIMENSIONS; ++d)
      for (unsigned long long a = 0; a < (1ull << (d - 1)) && n < C2O_CURAND_SOBOL_DIMENSIONS; ++a) {
        const unsigned long long p = (1ull << d) | (a << 1) | 1ull;
        if (d > 1 && !(__builtin_popcountll(p) & 1)) continue; /* an even number of terms: x + 1 divides it */
        if (!c2o_impl_gf2_primitive(p, d)) continue;
        r[2 * n] = p;
        r[2 * n + 1] = (unsigned long long)d;
        ++n;
      }
    return r;
  }();
  return polys;
}
template <class U> static inline const U *c2o_impl_sobol_vectors() {
  static U *table = []() {
    const int bits = (int)(8 * sizeof(U));
    U *t = (U *)malloc(sizeof(U) * bits * C2O_CURAND_SOBOL_DIMENSIONS);
    const unsigned long long *polys = c2o_impl_sobol_polynomials();
    for (int k = 0; k < bits; ++k) t[k] = (U)1 << (bits - 1 - k);
    for (int dim = 1; dim < C2O_CURAND_SOBOL_DIMENSIONS; ++dim) {
      {
        const unsigned long long p = polys[2 * dim];
        const int d = (int)polys[2 * dim + 1];
        U m[64];
        for (int k = 1; k <= bits; ++k) {
          if (k <= d) {
            const unsigned long long h = c2o_impl_sobol_mix(((unsigned long long)dim << 8) | (unsigned long long)k);
            m[k - 1] = (U)(((h % (1ull << (k - 1))) << 1) | 1u);
          } else {
            U v = m[k - d - 1] ^ (U)(m[k - d - 1] << d);
            for (int j = 1; j < d; ++j)
              if ((p >> (d - j)) & 1) v ^= (U)(m[k - j - 1] << j);
            m[k - 1] = v;
          }
        }
        for (int k = 1; k <= bits; ++k) t[dim * bits + k - 1] = (U)(m[k - 1] << (bits - k));
      }
    }
    return t;
  }();
  return table;
}
static inline curandStatus_t curandGetDirectionVectors32(curandDirectionVectors32_t *vectors[],
                                                         curandDirectionVectorSet_t set) {
  if (!vectors) return CURAND_STATUS_OUT_OF_RANGE;
  if (set != CURAND_DIRECTION_VECTORS_32_JOEKUO6) return CURAND_STATUS_OUT_OF_RANGE; /* scrambled: not provided */
  *vectors = (curandDirectionVectors32_t *)c2o_impl_sobol_vectors<unsigned int>();
  return *vectors ? CURAND_STATUS_SUCCESS : CURAND_STATUS_ALLOCATION_FAILED;
}
static inline curandStatus_t curandGetDirectionVectors64(curandDirectionVectors64_t *vectors[],
                                                         curandDirectionVectorSet_t set) {
  if (!vectors) return CURAND_STATUS_OUT_OF_RANGE;
  if (set != CURAND_DIRECTION_VECTORS_64_JOEKUO6) return CURAND_STATUS_OUT_OF_RANGE;
  *vectors = (curandDirectionVectors64_t *)c2o_impl_sobol_vectors<unsigned long long>();
  return *vectors ? CURAND_STATUS_SUCCESS : CURAND_STATUS_ALLOCATION_FAILED;
}
static inline curandStatus_t curandSetQuasiRandomGeneratorDimensions(curandGenerator_t g, unsigned int dims) {
  if (!g) return CURAND_STATUS_NOT_INITIALIZED;
  if (dims < 1 || dims > C2O_CURAND_SOBOL_DIMENSIONS) return CURAND_STATUS_OUT_OF_RANGE;
  g->dims = dims;
  g->offset = 0;
  return CURAND_STATUS_SUCCESS;
}
/* n / dims points per dimension, dimension by dimension (CURAND_ORDERING_QUASI_DEFAULT):
 * value j of dimension d is at p[d * (n / dims) + j], the point offset + j. */
template <class T, class Draw>
static inline curandStatus_t c2o_impl_curand_fill_sobol(curandGenerator_t g, T *p, size_t n, Draw draw) {
  const unsigned long long dims = g->dims ? g->dims : 1, per = n / dims, offset = g->offset;
  if (n % dims) return CURAND_STATUS_LENGTH_NOT_MULTIPLE;
  if (!p && n) return CURAND_STATUS_OUT_OF_RANGE;
  const unsigned int *dv = c2o_impl_sobol_vectors<unsigned int>();
  if (!dv) return CURAND_STATUS_ALLOCATION_FAILED;
  c2o_impl_alloc a;
  int dev = c2o_impl_omp_device();
  int on_device = c2o_impl_registry_find(p, &a) && a.owner == c2o_impl_owner_device && dev != omp_get_initial_device();
  c2o_impl_queue_drain();
#pragma omp target teams distribute parallel for is_device_ptr(p) map(to : dv[0 : dims * 32]) if(on_device) device(dev)
  for (unsigned long long q = 0; q < n; ++q) {
    const unsigned long long d = q / per, j = q % per;
    curandStateSobol32_t s;
    curand_init((unsigned int *)(dv + d * 32), (unsigned int)(offset + j), &s);
    p[q] = draw(&s);
  }
  g->offset += per;
  return CURAND_STATUS_SUCCESS;
}
template <class T, class Draw> static inline curandStatus_t c2o_impl_curand_generate(curandGenerator_t g, T *p, size_t n, Draw d) {
  if (!g) return CURAND_STATUS_NOT_INITIALIZED;
  switch (g->type) {
  case CURAND_RNG_QUASI_SOBOL32: return c2o_impl_curand_fill_sobol(g, p, n, d);
  case CURAND_RNG_PSEUDO_PHILOX4_32_10: return c2o_impl_curand_fill<curandStatePhilox4_32_10_t>(g, p, n, d);
  case CURAND_RNG_PSEUDO_MRG32K3A: return c2o_impl_curand_fill<curandStateMRG32k3a_t>(g, p, n, d);
  default: return c2o_impl_curand_fill<curandStateXORWOW_t>(g, p, n, d);
  }
}
/* The draws of the host API, as callable objects the fill templates accept (internal). */
struct c2o_impl_draw_u32 { template <class S> unsigned int operator()(S *s) const { return curand(s); } };
struct c2o_impl_draw_uniform { template <class S> float operator()(S *s) const { return curand_uniform(s); } };
struct c2o_impl_draw_uniform_double { template <class S> double operator()(S *s) const { return curand_uniform_double(s); } };
struct c2o_impl_draw_normal {
  float mean, stddev;
  template <class S> float operator()(S *s) const { return mean + stddev * curand_normal(s); }
};
struct c2o_impl_draw_normal_double {
  double mean, stddev;
  template <class S> double operator()(S *s) const { return mean + stddev * curand_normal_double(s); }
};
struct c2o_impl_draw_log_normal {
  float mean, stddev;
  template <class S> float operator()(S *s) const { return expf(mean + stddev * curand_normal(s)); }
};
static inline curandStatus_t curandGenerate(curandGenerator_t g, unsigned int *p, size_t n) {
  return c2o_impl_curand_generate(g, p, n, c2o_impl_draw_u32());
}
static inline curandStatus_t curandGenerateUniform(curandGenerator_t g, float *p, size_t n) {
  return c2o_impl_curand_generate(g, p, n, c2o_impl_draw_uniform());
}
static inline curandStatus_t curandGenerateUniformDouble(curandGenerator_t g, double *p, size_t n) {
  return c2o_impl_curand_generate(g, p, n, c2o_impl_draw_uniform_double());
}
static inline curandStatus_t curandGenerateNormal(curandGenerator_t g, float *p, size_t n, float mean, float stddev) {
  if (n % 2 && g && g->type != CURAND_RNG_QUASI_SOBOL32) return CURAND_STATUS_LENGTH_NOT_MULTIPLE;
  c2o_impl_draw_normal d = {mean, stddev};
  return c2o_impl_curand_generate(g, p, n, d);
}
static inline curandStatus_t curandGenerateNormalDouble(curandGenerator_t g, double *p, size_t n, double mean,
                                                        double stddev) {
  if (n % 2 && g && g->type != CURAND_RNG_QUASI_SOBOL32) return CURAND_STATUS_LENGTH_NOT_MULTIPLE;
  c2o_impl_draw_normal_double d = {mean, stddev};
  return c2o_impl_curand_generate(g, p, n, d);
}
static inline curandStatus_t curandGenerateLogNormal(curandGenerator_t g, float *p, size_t n, float mean, float stddev) {
  if (n % 2 && g && g->type != CURAND_RNG_QUASI_SOBOL32) return CURAND_STATUS_LENGTH_NOT_MULTIPLE;
  c2o_impl_draw_log_normal d = {mean, stddev};
  return c2o_impl_curand_generate(g, p, n, d);
}

#endif /* __cplusplus */
#endif /* C2O_CURAND_H */
