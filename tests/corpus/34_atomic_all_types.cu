// 34_atomic_all_types.cu - every CUDA atomic on the types CUDA has it for, with
// the old value unused (statement forms) and used (capture forms), on
// cudaMalloc memory; order-independent results only.
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("CUDA error %s\n", cudaGetErrorString(e)); return 1; } } while (0)

struct Counters {
  int isum, isub, imin, imax, iand, ior, ixor;
  unsigned usum, usub, uinc, udec, uand, uor, uxor, umax, umin;
  unsigned long long llsum, llmax, llmin, lland, llor, llxor;
  float fsum, fsub;
  double dsum;
  int casHits;
  int exch;
};

__global__ void all_atomics(Counters *c, unsigned *seen, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  atomicAdd(&c->isum, i);
  atomicSub(&c->isub, i);
  atomicMin(&c->imin, 1000 - i);
  atomicMax(&c->imax, i * 3);
  atomicAnd(&c->iand, ~(1 << (i % 16)));
  atomicOr(&c->ior, 1 << (i % 20));
  atomicXor(&c->ixor, i);
  atomicAdd(&c->usum, 2u);
  atomicSub(&c->usub, 1u);
  unsigned oldInc = atomicInc(&c->uinc, 9u);   // wraps to 0 after 9
  atomicDec(&c->udec, 6u);                     // wraps to 6 at 0
  atomicAnd(&c->uand, ~(1u << (i % 8)));
  atomicOr(&c->uor, 1u << (i % 31));
  atomicXor(&c->uxor, (unsigned)i * 2654435761u);
  atomicMax(&c->umax, (unsigned)i * 7u);
  atomicMin(&c->umin, 5000u - (unsigned)i);
  atomicAdd(&c->llsum, (unsigned long long)i << 20);
  atomicMax(&c->llmax, (unsigned long long)i << 33);
  atomicMin(&c->llmin, (1ull << 40) - i);
  atomicAnd(&c->lland, ~(1ull << (i % 60)));
  atomicOr(&c->llor, 1ull << (i % 50));
  atomicXor(&c->llxor, (unsigned long long)i << 8);
  atomicAdd(&c->fsum, 0.5f);
  atomicAdd(&c->fsub, -0.25f);  // CUDA has no float atomicSub
  atomicAdd(&c->dsum, 0.125);
  if (atomicCAS(&c->casHits, 0, i + 1) == 0) atomicAdd(&c->exch, 1); // exactly one thread wins
  seen[oldInc] = 1u;
}

int main() {
  const int n = 1000;
  Counters h = {};
  h.imin = 1 << 30; h.imax = -1; h.iand = -1; h.ior = 0; h.ixor = 0;
  h.usub = 5000u; h.uand = 0xffffffffu; h.umin = 0xffffffffu; h.udec = 3u;
  h.llmin = ~0ull; h.lland = ~0ull;
  Counters *d;
  unsigned *seen;
  CHECK(cudaMalloc(&d, sizeof(Counters)));
  CHECK(cudaMalloc(&seen, 10 * sizeof(unsigned)));
  CHECK(cudaMemset(seen, 0, 10 * sizeof(unsigned)));
  CHECK(cudaMemcpy(d, &h, sizeof h, cudaMemcpyHostToDevice));
  all_atomics<<<(n + 127) / 128, 128>>>(d, seen, n);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost));
  unsigned hs[10];
  CHECK(cudaMemcpy(hs, seen, sizeof hs, cudaMemcpyDeviceToHost));
  int seenAll = 1;
  for (int k = 0; k < 10; ++k) seenAll &= hs[k] == 1u;
  printf("int: sum=%d sub=%d min=%d max=%d and=%d or=%d xor=%d\n", h.isum, h.isub, h.imin, h.imax, h.iand, h.ior, h.ixor);
  printf("unsigned: sum=%u sub=%u inc=%u dec=%u and=%u or=%u xor=%u max=%u min=%u\n", h.usum, h.usub, h.uinc, h.udec,
         h.uand, h.uor, h.uxor, h.umax, h.umin);
  printf("ull: sum=%llu max=%llu min=%llu and=%llu or=%llu xor=%llu\n", h.llsum, h.llmax, h.llmin, h.lland, h.llor, h.llxor);
  printf("float: sum=%.2f sub=%.2f double: sum=%.3f\n", h.fsum, h.fsub, h.dsum);
  printf("cas: winners=%d inc_values_seen_all=%d\n", h.exch, seenAll);
  bool ok = h.isum == n * (n - 1) / 2 && h.exch == 1 && seenAll && h.fsum == 500.0f && h.dsum == 125.0;
  printf("%s\n", ok ? "PASS" : "FAIL");
  CHECK(cudaFree(d));
  CHECK(cudaFree(seen));
  return ok ? 0 : 1;
}
