// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: not grep -E "C2O1002|error" %t.err
// RUN: %check-no-cuda %t.cpp
// RUN: %omp-gfx90a-syntax %t.cpp
// RUN: %omp-host %t.cpp -o %t.host && %t.host | FileCheck %s
// RUN: %omp-gcc %t.cpp -o %t.gcc && %t.gcc | FileCheck %s
// CUDA 12's DPX intrinsics (__vimax*, __vimin*, __viaddmax*, __viaddmin*,
// __vibmax*, __vibmin*), 32-bit and 16x2, signed and unsigned, with and
// without relu, computed in a kernel and compared with the same operations
// written out on the host with 16-bit halves (wrapping additions, as CUDA's).
#include <cuda_runtime.h>
#include <cstdio>
#include <cstdint>

#define NOPS 36
__global__ void dpx(const unsigned *a, const unsigned *b, const unsigned *c, unsigned *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned x = a[i], y = b[i], z = c[i];
  int sx = (int)x, sy = (int)y, sz = (int)z;
  unsigned *o = out + i * NOPS;
  bool p = false, q = false;
  o[0] = __vimax_s32_relu(sx, sy);
  o[1] = __vimin_s32_relu(sx, sy);
  o[2] = __vimax_s16x2_relu(x, y);
  o[3] = __vimin_s16x2_relu(x, y);
  o[4] = __vimax3_s32(sx, sy, sz);
  o[5] = __vimax3_s16x2(x, y, z);
  o[6] = __vimax3_u32(x, y, z);
  o[7] = __vimax3_u16x2(x, y, z);
  o[8] = __vimax3_s32_relu(sx, sy, sz);
  o[9] = __vimax3_s16x2_relu(x, y, z);
  o[10] = __vimin3_s32(sx, sy, sz);
  o[11] = __vimin3_s16x2(x, y, z);
  o[12] = __vimin3_u32(x, y, z);
  o[13] = __vimin3_u16x2(x, y, z);
  o[14] = __vimin3_s32_relu(sx, sy, sz);
  o[15] = __vimin3_s16x2_relu(x, y, z);
  o[16] = __viaddmax_s32(sx, sy, sz);
  o[17] = __viaddmax_s16x2(x, y, z);
  o[18] = __viaddmax_u32(x, y, z);
  o[19] = __viaddmax_u16x2(x, y, z);
  o[20] = __viaddmax_s32_relu(sx, sy, sz);
  o[21] = __viaddmax_s16x2_relu(x, y, z);
  o[22] = __viaddmin_s32(sx, sy, sz);
  o[23] = __viaddmin_s16x2(x, y, z);
  o[24] = __viaddmin_u32(x, y, z);
  o[25] = __viaddmin_u16x2(x, y, z);
  o[26] = __viaddmin_s32_relu(sx, sy, sz);
  o[27] = __viaddmin_s16x2_relu(x, y, z);
  o[28] = __vibmax_s32(sx, sy, &p) * 2u + p;         // the value's low bit is lost: compare both ways below
  o[29] = __vibmin_u32(x, y, &p) ^ (p ? 0x80000000u : 0u);
  o[30] = __vibmax_s16x2(x, y, &p, &q);
  o[31] = (p ? 2u : 0u) | (q ? 1u : 0u);
  o[32] = __vibmin_s16x2(x, y, &p, &q);
  o[33] = (p ? 2u : 0u) | (q ? 1u : 0u);
  o[34] = __vibmax_u16x2(x, y, &p, &q) ^ (p ? 0x10000u : 0u) ^ (q ? 1u : 0u);
  o[35] = __vibmin_s32(sx, sy, &p) + (p ? 7 : 0) + 0 * (int)__vibmax_u32(x, y, &q) + (q ? 100 : 0);
}

// host reference: halves as 16-bit integers
static int16_t sh(unsigned v, int k) { return (int16_t)(uint16_t)(v >> (16 * k)); }
static uint16_t uh(unsigned v, int k) { return (uint16_t)(v >> (16 * k)); }
static unsigned pack(int lo, int hi) { return (unsigned)(uint16_t)lo | ((unsigned)(uint16_t)hi << 16); }
template <typename F> static unsigned per_half_s(F f, unsigned a, unsigned b, unsigned c) {
  return pack(f(sh(a, 0), sh(b, 0), sh(c, 0)), f(sh(a, 1), sh(b, 1), sh(c, 1)));
}
template <typename F> static unsigned per_half_u(F f, unsigned a, unsigned b, unsigned c) {
  return pack(f(uh(a, 0), uh(b, 0), uh(c, 0)), f(uh(a, 1), uh(b, 1), uh(c, 1)));
}
static long mx(long a, long b) { return a > b ? a : b; }
static long mn(long a, long b) { return a < b ? a : b; }

int main() {
  const unsigned vals[] = {0u, 1u, 0x7fffffffu, 0x80000000u, 0xffffffffu, 0x00017fffu, 0x8000ffffu, 0x12345678u,
                           0xfedcba98u, 0x7fff8000u, 0x00010001u, 0xffff0002u, 0x40004000u};
  const int nv = sizeof(vals) / sizeof(vals[0]), n = nv * nv * nv;
  unsigned *ha = new unsigned[n], *hb = new unsigned[n], *hc = new unsigned[n], *ho = new unsigned[n * NOPS];
  for (int i = 0; i < n; ++i) {
    ha[i] = vals[i % nv];
    hb[i] = vals[(i / nv) % nv];
    hc[i] = vals[i / (nv * nv)];
  }
  unsigned *da, *db, *dc, *dout;
  cudaMalloc(&da, n * sizeof(unsigned));
  cudaMalloc(&db, n * sizeof(unsigned));
  cudaMalloc(&dc, n * sizeof(unsigned));
  cudaMalloc(&dout, n * NOPS * sizeof(unsigned));
  cudaMemcpy(da, ha, n * sizeof(unsigned), cudaMemcpyHostToDevice);
  cudaMemcpy(db, hb, n * sizeof(unsigned), cudaMemcpyHostToDevice);
  cudaMemcpy(dc, hc, n * sizeof(unsigned), cudaMemcpyHostToDevice);
  dpx<<<(n + 127) / 128, 128>>>(da, db, dc, dout, n);
  cudaMemcpy(ho, dout, n * NOPS * sizeof(unsigned), cudaMemcpyDeviceToHost);

  int wrong[NOPS] = {0};
  for (int i = 0; i < n; ++i) {
    unsigned a = ha[i], b = hb[i], c = hc[i];
    long sa = (int)a, sb = (int)b, sc = (int)c;
    long sab = (int)(a + b); // the wrapping 32-bit sum
    auto relu = [](long v) { return v > 0 ? v : 0; };
    unsigned want[NOPS];
    want[0] = (unsigned)relu(mx(sa, sb));
    want[1] = (unsigned)relu(mn(sa, sb));
    want[2] = per_half_s([](long x, long y, long) { return mx(mx(x, y), 0); }, a, b, c);
    want[3] = per_half_s([](long x, long y, long) { return mx(mn(x, y), 0); }, a, b, c);
    want[4] = (unsigned)mx(mx(sa, sb), sc);
    want[5] = per_half_s([](long x, long y, long z) { return mx(mx(x, y), z); }, a, b, c);
    want[6] = (unsigned)mx(mx(a, b), c);
    want[7] = per_half_u([](long x, long y, long z) { return mx(mx(x, y), z); }, a, b, c);
    want[8] = (unsigned)relu(mx(mx(sa, sb), sc));
    want[9] = per_half_s([](long x, long y, long z) { return mx(mx(mx(x, y), z), 0); }, a, b, c);
    want[10] = (unsigned)mn(mn(sa, sb), sc);
    want[11] = per_half_s([](long x, long y, long z) { return mn(mn(x, y), z); }, a, b, c);
    want[12] = (unsigned)mn(mn(a, b), c);
    want[13] = per_half_u([](long x, long y, long z) { return mn(mn(x, y), z); }, a, b, c);
    want[14] = (unsigned)relu(mn(mn(sa, sb), sc));
    want[15] = per_half_s([](long x, long y, long z) { return mx(mn(mn(x, y), z), 0); }, a, b, c);
    want[16] = (unsigned)mx(sab, sc);
    want[17] = per_half_s([](long x, long y, long z) { return mx((int16_t)(uint16_t)(x + y), z); }, a, b, c);
    want[18] = (unsigned)mx((unsigned)(a + b), c);
    want[19] = per_half_u([](long x, long y, long z) { return mx((uint16_t)(x + y), z); }, a, b, c);
    want[20] = (unsigned)relu(mx(sab, sc));
    want[21] = per_half_s([](long x, long y, long z) { return mx(mx((int16_t)(uint16_t)(x + y), z), 0); }, a, b, c);
    want[22] = (unsigned)mn(sab, sc);
    want[23] = per_half_s([](long x, long y, long z) { return mn((int16_t)(uint16_t)(x + y), z); }, a, b, c);
    want[24] = (unsigned)mn((unsigned)(a + b), c);
    want[25] = per_half_u([](long x, long y, long z) { return mn((uint16_t)(x + y), z); }, a, b, c);
    want[26] = (unsigned)relu(mn(sab, sc));
    want[27] = per_half_s([](long x, long y, long z) { return mx(mn((int16_t)(uint16_t)(x + y), z), 0); }, a, b, c);
    want[28] = (unsigned)mx(sa, sb) * 2u + (sa >= sb);
    want[29] = (unsigned)mn(a, b) ^ (a <= b ? 0x80000000u : 0u);
    want[30] = per_half_s([](long x, long y, long) { return mx(x, y); }, a, b, c);
    want[31] = (sh(a, 1) >= sh(b, 1) ? 2u : 0u) | (sh(a, 0) >= sh(b, 0) ? 1u : 0u);
    want[32] = per_half_s([](long x, long y, long) { return mn(x, y); }, a, b, c);
    want[33] = (sh(a, 1) <= sh(b, 1) ? 2u : 0u) | (sh(a, 0) <= sh(b, 0) ? 1u : 0u);
    want[34] = per_half_u([](long x, long y, long) { return mx(x, y); }, a, b, c) ^ (uh(a, 1) >= uh(b, 1) ? 0x10000u : 0u) ^
               (uh(a, 0) >= uh(b, 0) ? 1u : 0u);
    want[35] = (unsigned)(mn(sa, sb) + (sa <= sb ? 7 : 0) + (a >= b ? 100 : 0));
    for (int k = 0; k < NOPS; ++k) wrong[k] += ho[i * NOPS + k] != want[k];
  }
  int total = 0;
  for (int k = 0; k < NOPS; ++k) {
    if (wrong[k]) printf("operation %d: %d wrong\n", k, wrong[k]);
    total += wrong[k];
  }
  printf("dpx: %d cases, %d wrong\n", n * NOPS, total);
  // CHECK: dpx: 79092 cases, 0 wrong
  return total != 0;
}
