// Every CUDA atomic, with its old value used and under contention (4 blocks of 64
// threads on a few addresses): the translation gives CUDA's results on the host
// plugin with clang (c2o_atomics.h's scoped builtins), with the helpers' OpenMP
// forms (-DC2O_IMPL_ATOMIC_SCOPED=0, what GCC gets) and with GCC.
// The _block forms work on one address per block, as CUDA requires.
// RUN: %cuda2omp %s -o %t.cpp --quiet
// RUN: %check-no-cuda %t.cpp
// RUN: %omp-host %t.cpp -o %t.exe && %t.exe | FileCheck %s
// RUN: %omp-host -DC2O_IMPL_ATOMIC_SCOPED=0 %t.cpp -o %t.omp.exe && %t.omp.exe | FileCheck %s
// RUN: %omp-gcc %t.cpp -o %t.gcc.exe && %t.gcc.exe | FileCheck %s
#include <cstdio>
#define B 4
#define T 64
#define N (B * T)
#define K 32 /* old-value sums */
__device__ void tickets(int *p) { // CAS loop of the program: every thread adds one
  int cur = 0;
  for (;;) { int old = atomicCAS(p, cur, cur + 1); if (old == cur) break; cur = old; }
}
__global__ void every(int *i, unsigned *u, unsigned long long *q, long long *l, float *f, unsigned long long *o) {
  unsigned t = blockIdx.x * blockDim.x + threadIdx.x, b = blockIdx.x;
  unsigned long long *ot = o + t * K;
  ot[0] = atomicAdd(&i[0], (int)t);
  ot[1] = atomicSub(&u[0], t);
  ot[2] = atomicExch(&i[1], (int)t);
  ot[3] = atomicMin(&i[2], 1000 - (int)t);
  ot[4] = atomicMax(&u[1], t * 3);
  ot[5] = atomicMin(&l[0], -((long long)t << 33));
  ot[6] = atomicMax(&q[0], (unsigned long long)t << 40);
  ot[7] = atomicMin(&q[1], (unsigned long long)t + 5);
  ot[8] = atomicInc(&u[2], 100u);
  ot[9] = atomicDec(&u[3], 100u);
  tickets(&i[3]);
  unsigned long long cur = 0;
  for (;;) { unsigned long long old = atomicCAS(&q[2], cur, cur + 1); if (old == cur) break; cur = old; }
  ot[10] = atomicAnd(&u[4], ~(1u << (t % 31)));
  ot[11] = atomicOr(&q[3], 1ull << (t % 63));
  ot[12] = atomicXor(&i[4], (int)t + 1);
  float fo = atomicExch(&f[0], (float)t);
  ot[13] = (unsigned long long)fo;
  atomicAdd(&f[1], 0.5f);
  ot[14] = atomicAdd(&q[4], (unsigned long long)t << 32);
  ot[15] = atomicExch(&q[5], (unsigned long long)t << 20);
  ot[16] = atomicAnd(&q[6], ~(1ull << (t % 63)));
  ot[17] = atomicXor(&u[5], t);
  ot[18] = atomicMax(&l[1], (long long)t - 1000);
  // the scoped forms; _block ones on their block's own address
  ot[19] = atomicAdd_block(&i[8 + b], 1);
  ot[20] = atomicAdd_system(&q[8], 2ull);
  ot[21] = atomicSub_block(&i[12 + b], 1);
  ot[22] = atomicExch_system(&u[6], t);
  ot[23] = atomicMin_block(&i[16 + b], (int)t);
  ot[24] = atomicMax_system(&u[7], t);
  ot[25] = atomicInc_system(&u[8], 9u);
  ot[26] = atomicDec_block(&u[12 + b], 9u);
  ot[27] = atomicAnd_system(&u[9], ~(1u << (t % 31)));
  ot[28] = atomicOr_block(&u[16 + b], 1u << (t % 32));
  ot[29] = atomicXor_system(&q[9], (unsigned long long)(t + 1) << 32);
  ot[30] = atomicCAS_system(&u[10], 7u, 7u); // compares, never changes
  tickets(&i[5]); // atomicCAS as above, through a device function
  int bc = 0;
  for (;;) { int old = atomicCAS_block(&i[20 + b], bc, bc + 1); if (old == bc) break; bc = old; }
  unsigned long long sc = 0;
  for (;;) { unsigned long long old = atomicCAS_system(&q[10], sc, sc + 1); if (old == sc) break; sc = old; }
  ot[31] = atomicMax_block(&u[20 + b], t);
}
int main() {
  int hi[24] = {0}; unsigned hu[24] = {0}; unsigned long long hq[12] = {0}; long long hl[2] = {0, -5000}; float hf[2] = {0, 0};
  hi[2] = 1000; hu[0] = 100000; hq[1] = ~0ull; hu[4] = ~0u; hq[6] = ~0ull; hu[9] = ~0u; hu[10] = 7;
  for (int b = 0; b < B; ++b) hi[16 + b] = 1000;
  int *i; unsigned *u; unsigned long long *q, *o; long long *l; float *f;
  cudaMalloc(&i, sizeof hi); cudaMalloc(&u, sizeof hu); cudaMalloc(&q, sizeof hq); cudaMalloc(&l, sizeof hl);
  cudaMalloc(&f, sizeof hf); cudaMalloc(&o, sizeof(unsigned long long) * N * K);
  cudaMemcpy(i, hi, sizeof hi, cudaMemcpyHostToDevice); cudaMemcpy(u, hu, sizeof hu, cudaMemcpyHostToDevice);
  cudaMemcpy(q, hq, sizeof hq, cudaMemcpyHostToDevice); cudaMemcpy(l, hl, sizeof hl, cudaMemcpyHostToDevice);
  cudaMemcpy(f, hf, sizeof hf, cudaMemcpyHostToDevice);
  every<<<B, T>>>(i, u, q, l, f, o);
  static unsigned long long ho[N * K];
  cudaMemcpy(hi, i, sizeof hi, cudaMemcpyDeviceToHost); cudaMemcpy(hu, u, sizeof hu, cudaMemcpyDeviceToHost);
  cudaMemcpy(hq, q, sizeof hq, cudaMemcpyDeviceToHost); cudaMemcpy(hl, l, sizeof hl, cudaMemcpyDeviceToHost);
  cudaMemcpy(hf, f, sizeof hf, cudaMemcpyDeviceToHost); cudaMemcpy(ho, o, sizeof ho, cudaMemcpyDeviceToHost);
  unsigned long long s[K] = {0};
  for (int t = 0; t < N; ++t)
    for (int k = 0; k < K; ++k) s[k] += ho[t * K + k];
  printf("add %d sub %u exch %llu min %d max %u\n", hi[0], hu[0], s[2] + (unsigned long long)hi[1], hi[2], hu[1]);
  printf("min64 %lld max64 %llu umin64 %llu\n", hl[0], hq[0], hq[1]);
  printf("inc %u %llu dec %u %llu\n", hu[2], s[8], hu[3], s[9]);
  printf("cas %d %llu and %#x or %#llx xor %d\n", hi[3], hq[2], hu[4], hq[3], hi[4]);
  printf("fexch %.1f fadd %.1f add64 %llu exch64 %llu and64 %#llx xor %u max %lld\n", s[13] + (double)hf[0], hf[1], hq[4],
         s[15] + hq[5], hq[6], hu[5], hl[1]);
  printf("block add %d %d %d %d sub %d min %d dec %u %u %llu or %#x cas %d max %u\n", hi[8], hi[9], hi[10], hi[11], hi[12],
         hi[16 + 3], hu[12], hu[15], s[26], hu[16 + 2], hi[20] + hi[21] + hi[22] + hi[23], hu[20 + 1]);
  printf("system add %llu exch %llu max %u inc %u %llu and %#x xor %#llx cas %u %llu tickets %d %llu\n", hq[8],
         s[22] + hu[6], hu[7], hu[8], s[25], hu[9], hq[9], hu[10], s[30], hi[5], hq[10]);
  return 0;
}
// CHECK: add 32640 sub 67360 exch 32640 min 745 max 765
// CHECK-NEXT: min64 -2190433320960 max64 280375465082880 umin64 5
// CHECK-NEXT: inc 54 11531 dec 47 14022
// CHECK-NEXT: cas 256 256 and 0x80000000 or 0x7fffffffffffffff xor 256
// CHECK-NEXT: fexch 32640.0 fadd 128.0 add64 140187732541440 exch64 34225520640 and64 0x8000000000000000 xor 0 max -745
// CHECK-NEXT: block add 64 64 64 64 sub -64 min 192 dec 6 6 1176 or 0xffffffff cas 256 max 127
// CHECK-NEXT: system add 512 exch 32640 max 255 inc 6 1140 and 0x80000000 xor 0x10000000000 cas 7 1792 tickets 256 256
