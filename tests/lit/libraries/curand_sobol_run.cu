// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: %check-no-cuda %t.cpp
// RUN: %omp-gfx90a-syntax %t.cpp
// RUN: %omp-host %t.cpp -o %t.host && %t.host | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc && %t.gcc | FileCheck %s --check-prefix=OUT
// cuRAND's Sobol generators (device states with the direction vectors of
// curandGetDirectionVectors32/64, the host generator CURAND_RNG_QUASI_SOBOL32
// with its dimensions) and the generator ordering. Checked: dimension 1 is
// the van der Corput sequence in Gray-code order (cuRAND's numbers); in every
// dimension the first 2^k points are the 2^k multiples of 2^-k (the property
// a Sobol sequence has and a wrong construction loses); skipahead and
// curand_init's offset agree with drawing; the host generator's layout is
// dimension by dimension, equal to the device states' points.
#include <curand.h>
#include <curand_kernel.h>
#include <cuda_runtime.h>
#include <cmath>
#include <cstdio>
#include <vector>

__global__ void draw32(curandDirectionVectors32_t *dv, int dims, int per, unsigned offset, unsigned *out, float *uni) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= dims) return;
  curandStateSobol32_t s;
  curand_init(dv[t], offset, &s);
  for (int j = 0; j < per; ++j) out[t * per + j] = curand(&s);
  curand_init(dv[t], offset, &s);
  for (int j = 0; j < per; ++j) uni[t * per + j] = curand_uniform(&s);
}
__global__ void skips(curandDirectionVectors64_t *dv, unsigned long long *out) {
  curandStateSobol64_t a, b;
  curand_init(dv[5], 0ULL, &a);
  for (int j = 0; j < 37; ++j) curand(&a);
  curand_init(dv[5], 10ULL, &b);
  skipahead(27ULL, &b);
  out[0] = curand(&a);
  out[1] = curand(&b);
  curandStateScrambledSobol32_t c;
  curand_init((unsigned *)dv, 0x5555u, 3u, &c); // the raw words of a 64-bit set: any 32 words will do
  out[2] = curand(&c);
}
__global__ void normals(curandDirectionVectors32_t *dv, double *out, int n) {
  curandStateSobol32_t s;
  curand_init(dv[1], 1u, &s);
  double sum = 0, sq = 0;
  for (int j = 0; j < n; ++j) {
    double z = curand_normal_double(&s);
    sum += z;
    sq += z * z;
  }
  out[0] = sum / n;
  out[1] = sq / n;
}

static unsigned reverse_bits(unsigned x) {
  unsigned r = 0;
  for (int k = 0; k < 32; ++k) r |= ((x >> k) & 1u) << (31 - k);
  return r;
}

int main() {
  int failures = 0;
  curandDirectionVectors32_t *hv32;
  curandDirectionVectors64_t *hv64;
  curandGetDirectionVectors32(&hv32, CURAND_DIRECTION_VECTORS_32_JOEKUO6);
  // ERR: note: C2O1140: 'curandGetDirectionVectors32'
  curandGetDirectionVectors64(&hv64, CURAND_DIRECTION_VECTORS_64_JOEKUO6);
  const int dims = 40, per = 256;
  curandDirectionVectors32_t *dv32;
  curandDirectionVectors64_t *dv64;
  cudaMalloc(&dv32, dims * sizeof(curandDirectionVectors32_t));
  cudaMalloc(&dv64, dims * sizeof(curandDirectionVectors64_t));
  cudaMemcpy(dv32, hv32, dims * sizeof(curandDirectionVectors32_t), cudaMemcpyHostToDevice);
  cudaMemcpy(dv64, hv64, dims * sizeof(curandDirectionVectors64_t), cudaMemcpyHostToDevice);
  unsigned *dOut;
  float *dUni;
  cudaMalloc(&dOut, dims * per * sizeof(unsigned));
  cudaMalloc(&dUni, dims * per * sizeof(float));
  draw32<<<1, 64>>>(dv32, dims, per, 0u, dOut, dUni);
  std::vector<unsigned> x(dims * per);
  std::vector<float> u(dims * per);
  cudaMemcpy(x.data(), dOut, x.size() * sizeof(unsigned), cudaMemcpyDeviceToHost);
  cudaMemcpy(u.data(), dUni, u.size() * sizeof(float), cudaMemcpyDeviceToHost);

  int bad = 0;
  for (int i = 0; i < per; ++i) bad += x[i] != reverse_bits(unsigned(i) ^ (unsigned(i) >> 1));
  printf("dimension 1 van der Corput: %s (%08x %08x %08x %08x)\n", bad ? "FAIL" : "ok", x[0], x[1], x[2], x[3]);
  failures += bad != 0;
  // OUT: dimension 1 van der Corput: ok (00000000 80000000 c0000000 40000000)
  bad = 0;
  for (int d = 0; d < dims; ++d)
    for (int k = 1; k <= 8; ++k) { // the first 2^k points hit each interval [j 2^-k, (j+1) 2^-k) once
      std::vector<int> hit(1 << k, 0);
      for (int i = 0; i < (1 << k); ++i) hit[x[d * per + i] >> (32 - k)]++;
      for (int c : hit) bad += c != 1;
    }
  printf("nets in %d dimensions: %s\n", dims, bad ? "FAIL" : "ok");
  failures += bad != 0;
  // OUT: nets in 40 dimensions: ok
  bad = 0;
  for (size_t i = 0; i < x.size(); ++i) bad += u[i] != float(x[i]) * 2.3283064e-10f + 2.3283064e-10f / 2.0f;
  printf("uniforms: %s\n", bad ? "FAIL" : "ok");
  failures += bad != 0;
  // OUT: uniforms: ok

  unsigned long long *dSk, sk[3];
  cudaMalloc(&dSk, 3 * sizeof(unsigned long long));
  skips<<<1, 1>>>(dv64, dSk);
  cudaMemcpy(sk, dSk, sizeof(sk), cudaMemcpyDeviceToHost);
  unsigned long long want = 0; // point 37 of dimension 6: the XOR over the bits of gray(37)
  for (int k = 0; k < 64; ++k)
    if (((37ULL ^ (37ULL >> 1)) >> k) & 1) want ^= hv64[5][k];
  unsigned scr = 0x5555u; // scrambled: point 3 starts from the constant
  for (int k = 0; k < 32; ++k)
    if (((3u ^ (3u >> 1)) >> k) & 1) scr ^= ((unsigned *)hv64)[k];
  printf("skipahead: %s, scrambled: %s\n", sk[0] == want && sk[1] == want ? "ok" : "FAIL", unsigned(sk[2]) == scr ? "ok" : "FAIL");
  failures += !(sk[0] == want && sk[1] == want && unsigned(sk[2]) == scr);
  // OUT: skipahead: ok, scrambled: ok

  double *dM, m[2];
  cudaMalloc(&dM, 2 * sizeof(double));
  normals<<<1, 1>>>(dv32, dM, 4095);
  cudaMemcpy(m, dM, sizeof(m), cudaMemcpyDeviceToHost);
  printf("normal moments: %s\n", fabs(m[0]) < 1e-3 && fabs(m[1] - 1.0) < 1e-2 ? "ok" : "FAIL");
  failures += !(fabs(m[0]) < 1e-3 && fabs(m[1] - 1.0) < 1e-2);
  // OUT: normal moments: ok

  // host API: 3 dimensions, 2 x 64 points, dimension-major, continuing at offset 64
  curandGenerator_t g;
  curandCreateGenerator(&g, CURAND_RNG_QUASI_SOBOL32);
  curandSetQuasiRandomGeneratorDimensions(g, 3);
  curandStatus_t so = curandSetGeneratorOrdering(g, CURAND_ORDERING_QUASI_DEFAULT);
  unsigned *dH;
  cudaMalloc(&dH, 3 * 64 * sizeof(unsigned));
  std::vector<unsigned> hh(3 * 64);
  bad = 0;
  for (int round = 0; round < 2; ++round) {
    curandGenerate(g, dH, 3 * 64);
    cudaMemcpy(hh.data(), dH, hh.size() * sizeof(unsigned), cudaMemcpyDeviceToHost);
    draw32<<<1, 64>>>(dv32, 3, 64, unsigned(round * 64), dOut, dUni);
    cudaMemcpy(x.data(), dOut, 3 * 64 * sizeof(unsigned), cudaMemcpyDeviceToHost);
    for (int i = 0; i < 3 * 64; ++i) bad += hh[i] != x[i];
  }
  printf("host generator: %s, ordering status %d\n", bad ? "FAIL" : "ok", (int)so);
  failures += bad != 0;
  // OUT: host generator: ok, ordering status 0
  curandDestroyGenerator(g);

  // a pseudo-random generator accepts the pseudo orderings, not the quasi one
  curandGenerator_t p;
  curandCreateGenerator(&p, CURAND_RNG_PSEUDO_PHILOX4_32_10);
  int s1 = curandSetGeneratorOrdering(p, CURAND_ORDERING_PSEUDO_LEGACY);
  int s2 = curandSetGeneratorOrdering(p, CURAND_ORDERING_QUASI_DEFAULT);
  printf("pseudo orderings %d %d\n", s1, s2 == CURAND_STATUS_OUT_OF_RANGE);
  // OUT: pseudo orderings 0 1
  curandDestroyGenerator(p);
  printf("failures=%d\n", failures);
  // OUT: failures=0
  return failures;
}
