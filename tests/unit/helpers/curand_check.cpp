// curand_check.cpp - cuRAND device-API sequences as checksums: for each
// generator, seeds, subsequences and offsets (small and up to 2^40), the
// raw 32-bit draws, the uniform floats and doubles, and the normal floats
// and doubles. Built by nvcc on the host against the CUDA SDK's own
// curand_kernel.h (its device functions made callable on the host) it made
// curand_reference.txt; built against omp_runtime_helpers (c2o_curand.h),
// its draws computed in a target region, it must print the same lines
// (helpers.curand.*).
#include <stdio.h>
#include <string.h>
#ifdef __NVCC__
#define QUALIFIERS static inline __host__ __device__
#include <curand_kernel.h>
#define TARGET_BEGIN
#else
#include "c2o_curand.h"
#endif
typedef unsigned long long u64;

static inline u64 bits(float f) { unsigned u; memcpy(&u, &f, 4); return u; }
static inline u64 bits(double d) { u64 u; memcpy(&u, &d, 8); return u; }
static inline u64 mix(u64 h, u64 v) { h ^= v + 0x9E3779B97F4A7C15ull + (h << 6) + (h >> 2); return h * 0xff51afd7ed558ccdull; }

template <class S> static void run(const char *name, u64 *out) {
  const u64 seeds[3] = {0ull, 1234ull, 0xDEADBEEFCAFEF00Dull};
  const u64 subs[4] = {0ull, 1ull, 977ull, 1ull << 40};
  const u64 offs[4] = {0ull, 3ull, 100003ull, (1ull << 40) + 5};
  u64 h[5] = {0, 0, 0, 0, 0};
#ifndef __NVCC__
#pragma omp target map(tofrom : h)
#endif
  for (int a = 0; a < 3; ++a)
    for (int b = 0; b < 4; ++b)
      for (int c = 0; c < 4; ++c) {
        S s;
        curand_init(seeds[a], subs[b], offs[c], &s);
        for (int i = 0; i < 64; ++i) h[0] = mix(h[0], curand(&s));
        for (int i = 0; i < 16; ++i) h[1] = mix(h[1], bits(curand_uniform(&s)));
        for (int i = 0; i < 16; ++i) h[2] = mix(h[2], bits(curand_uniform_double(&s)));
        for (int i = 0; i < 16; ++i) h[3] = mix(h[3], bits(curand_normal(&s)));
        for (int i = 0; i < 8; ++i) h[4] = mix(h[4], bits(curand_normal_double(&s)));
      }
  for (int k = 0; k < 5; ++k) out[k] = h[k];
  static const char *what[5] = {"curand", "uniform", "uniform_double", "normal", "normal_double"};
  for (int k = 0; k < 5; ++k) printf("%-8s %-15s %016llx\n", name, what[k], out[k]);
}

int main() {
  u64 o[5];
  run<curandStateXORWOW_t>("xorwow", o);
  run<curandStatePhilox4_32_10_t>("philox", o);
  run<curandStateMRG32k3a_t>("mrg32k3a", o);
  // Philox's four-at-once forms.
  curandStatePhilox4_32_10_t p;
  curand_init(42ull, 7ull, 5ull, &p);
  u64 h = 0;
  for (int i = 0; i < 8; ++i) {
    uint4 r = curand4(&p);
    float4 f = curand_uniform4(&p);
    h = mix(mix(mix(mix(h, r.x), r.w), bits(f.y)), bits(f.w));
  }
  printf("philox   curand4_uniform4 %016llx\n", h);
  return 0;
}
