// 28_atomic_misc: atomicMax/atomicMin on int, atomicCAS to claim buckets,
// atomicExch as a "seen" flag, atomicInc as a wrapping ring counter, and a
// float maximum built from an atomicCAS loop on __float_as_int bits.  Only
// order-independent facts are printed.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cuda_runtime.h>

#define CHECK(call)                                                        \
  do {                                                                     \
    cudaError_t err_ = (call);                                             \
    if (err_ != cudaSuccess) {                                             \
      fprintf(stderr, "CUDA error '%s' at %s:%d\n",                        \
              cudaGetErrorString(err_), __FILE__, __LINE__);               \
      exit(1);                                                             \
    }                                                                      \
  } while (0)

#define NB 4001  // buckets
#define NSEEN 16384
#define RING 10

struct Counters {
  int maxV, minV, winners, uniques;
  unsigned ring;
  int floatMaxBits;
};

__device__ void atomicMaxFloat(int *addr, float v) {
  int old = *addr;
  while (__int_as_float(old) < v) {
    int assumed = old;
    old = atomicCAS(addr, assumed, __float_as_int(v));
    if (old == assumed) break;
  }
}

__global__ void atomics(const int *data, int n, Counters *c, int *owner, int *seen,
                        unsigned *ringHits) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int v = data[i];
  atomicMax(&c->maxV, v);
  atomicMin(&c->minV, v);
  int b = (v % NB + NB) % NB;
  if (atomicCAS(&owner[b], -1, i) == -1) atomicAdd(&c->winners, 1);
  if (atomicExch(&seen[v & (NSEEN - 1)], 1) == 0) atomicAdd(&c->uniques, 1);
  unsigned slot = atomicInc(&c->ring, RING - 1);  // wraps to 0 after RING-1
  atomicAdd(&ringHits[slot], 1u);
  atomicMaxFloat(&c->floatMaxBits, (float)v * 0.5f);
}

int main() {
  const int n = 12345;
  int *h = (int *)malloc(n * sizeof(int));
  for (int i = 0; i < n; ++i) h[i] = (int)((i * 2654435761u) % 60001u) - 30000;
  int *dData, *dOwner, *dSeen;
  unsigned *dRing;
  Counters *dC;
  CHECK(cudaMalloc(&dData, n * sizeof(int)));
  CHECK(cudaMalloc(&dOwner, NB * sizeof(int)));
  CHECK(cudaMalloc(&dSeen, NSEEN * sizeof(int)));
  CHECK(cudaMalloc(&dRing, RING * sizeof(unsigned)));
  CHECK(cudaMalloc(&dC, sizeof(Counters)));
  CHECK(cudaMemcpy(dData, h, n * sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemset(dOwner, 0xFF, NB * sizeof(int)));
  CHECK(cudaMemset(dSeen, 0, NSEEN * sizeof(int)));
  CHECK(cudaMemset(dRing, 0, RING * sizeof(unsigned)));
  float negInf = -1e30f;
  Counters init = {-2147483647 - 1, 2147483647, 0, 0, 0u, 0};
  memcpy(&init.floatMaxBits, &negInf, sizeof(float));
  CHECK(cudaMemcpy(dC, &init, sizeof(init), cudaMemcpyHostToDevice));
  atomics<<<(n + 255) / 256, 256>>>(dData, n, dC, dOwner, dSeen, dRing);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());

  Counters c;
  static int owner[NB];
  unsigned ring[RING];
  CHECK(cudaMemcpy(&c, dC, sizeof(c), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(owner, dOwner, sizeof(owner), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(ring, dRing, sizeof(ring), cudaMemcpyDeviceToHost));

  int refMax = h[0], refMin = h[0], refWinners = 0, refUniques = 0;
  static bool used[NB], seen[NSEEN];
  for (int i = 0; i < n; ++i) {
    if (h[i] > refMax) refMax = h[i];
    if (h[i] < refMin) refMin = h[i];
    int b = (h[i] % NB + NB) % NB;
    if (!used[b]) { used[b] = true; ++refWinners; }
    if (!seen[h[i] & (NSEEN - 1)]) { seen[h[i] & (NSEEN - 1)] = true; ++refUniques; }
  }
  int ownersValid = 1;
  for (int b = 0; b < NB; ++b) {
    if (!used[b]) { if (owner[b] != -1) ownersValid = 0; continue; }
    if (owner[b] < 0 || owner[b] >= n || (h[owner[b]] % NB + NB) % NB != b) ownersValid = 0;
  }
  int ringOk = 1;
  for (int s = 0; s < RING; ++s)
    if (ring[s] != (unsigned)(n / RING + (s < n % RING ? 1 : 0))) ringOk = 0;
  float fmaxV;
  memcpy(&fmaxV, &c.floatMaxBits, sizeof(float));
  printf("max=%d min=%d winners=%d uniques=%d\n", c.maxV, c.minV, c.winners, c.uniques);
  printf("owners_valid=%d ring_final=%u ring_hits_ok=%d float_max=%.1f\n", ownersValid,
         c.ring, ringOk, fmaxV);
  bool ok = c.maxV == refMax && c.minV == refMin && c.winners == refWinners &&
            c.uniques == refUniques && ownersValid && ringOk &&
            c.ring == (unsigned)(n % RING) && fmaxV == 0.5f * (float)refMax;
  cudaFree(dData); cudaFree(dOwner); cudaFree(dSeen); cudaFree(dRing); cudaFree(dC);
  free(h);
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
