// Private per-thread histograms (a local array sized by a template
// parameter) merged into a __shared__ one with atomicAdd; 16-bit counters
// updated by atomicCAS on __shared__ unsigned short words; atomicExch,
// atomicAnd/Or/Xor, atomicInc/atomicDec (wrapping) on __shared__ values.
#include <cstdio>
#include <cstdlib>
template <typename T, int BLOCK, int BINS>
__global__ void privateHisto(const T *in, int n, unsigned *out, unsigned *flags) {
  __shared__ unsigned shist[BINS];
  __shared__ unsigned short small[BINS];
  __shared__ unsigned andv, orv, xorv, last, inc, dec;
  unsigned local[BINS];
  for (int b = 0; b < BINS; ++b) local[b] = 0;
  for (int b = threadIdx.x; b < BINS; b += BLOCK) shist[b] = 0, small[b] = 0;
  if (threadIdx.x == 0) andv = ~0u, orv = 0, xorv = 0, last = 0, inc = 0, dec = 0;
  __syncthreads();
  for (int i = blockIdx.x * BLOCK + threadIdx.x; i < n; i += gridDim.x * BLOCK) {
    unsigned v = (unsigned)in[i];
    local[v % BINS]++;
    // CUDA's 16-bit atomicCAS
    unsigned short *p = &small[v % BINS], old = *p, assumed;
    do {
      assumed = old;
      old = atomicCAS(p, assumed, (unsigned short)(assumed + 1));
    } while (old != assumed);
    atomicAnd(&andv, v | 0xff00u);
    atomicOr(&orv, v & 0xffu);
    atomicXor(&xorv, v);
    atomicExch(&last, 1u);
    atomicInc(&inc, 999u);
    atomicDec(&dec, 999u);
  }
  for (int b = 0; b < BINS; ++b)
    if (local[b]) atomicAdd(&shist[b], local[b]);
  __syncthreads();
  for (int b = threadIdx.x; b < BINS; b += BLOCK) {
    atomicAdd(&out[b], shist[b]);
    atomicAdd(&out[BINS + b], (unsigned)small[b]);
  }
  if (threadIdx.x == 0) {
    atomicAnd(&flags[0], andv);
    atomicOr(&flags[1], orv);
    atomicXor(&flags[2], xorv);
    atomicAdd(&flags[3], last);
    atomicAdd(&flags[4], inc);
    atomicAdd(&flags[5], dec);
  }
}
int main() {
  const int n = 250000, BINS = 48, B = 128, G = 60;
  int *h = (int *)malloc(n * sizeof(int));
  unsigned ref[2 * BINS] = {}, got[2 * BINS], fl[6] = {~0u, 0, 0, 0, 0, 0}, rf[3] = {~0u, 0, 0};
  for (int i = 0; i < n; ++i) {
    h[i] = (int)((i * 2654435761u) >> 12) & 0xfffff;
    ref[h[i] % BINS]++, ref[BINS + h[i] % BINS]++;
    rf[0] &= (unsigned)h[i] | 0xff00u, rf[1] |= (unsigned)h[i] & 0xffu, rf[2] ^= (unsigned)h[i];
  }
  // per block: inc counts its items modulo 1000; dec wraps from 0 to 999 and counts down
  unsigned long long refInc = 0, refDec = 0;
  for (int b = 0; b < G; ++b) {
    unsigned items = 0, d = 0;
    for (int i = b * B; i < n; i += G * B)
      for (int t = 0; t < B && i + t < n; ++t) items++;
    for (unsigned k = 0; k < items; ++k) d = (d == 0 || d > 999u) ? 999u : d - 1;
    refInc += items % 1000, refDec += d;
  }
  int *d;
  unsigned *o, *f;
  cudaMalloc(&d, n * sizeof(int));
  cudaMalloc(&o, sizeof(got));
  cudaMalloc(&f, sizeof(fl));
  cudaMemcpy(d, h, n * sizeof(int), cudaMemcpyHostToDevice);
  cudaMemset(o, 0, sizeof(got));
  cudaMemcpy(f, fl, sizeof(fl), cudaMemcpyHostToDevice);
  privateHisto<int, B, BINS><<<G, B>>>(d, n, o, f);
  cudaMemcpy(got, o, sizeof(got), cudaMemcpyDeviceToHost);
  cudaMemcpy(fl, f, sizeof(fl), cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int b = 0; b < 2 * BINS; ++b) bad += got[b] != ref[b];
  bad += fl[0] != rf[0] || fl[1] != rf[1] || fl[2] != rf[2] || fl[3] != (unsigned)G || fl[4] != refInc || fl[5] != refDec;
  printf("%d wrong (and %08x or %02x xor %08x exch %u inc %u (%llu) dec %u (%llu))\n%s\n", bad, fl[0], fl[1], fl[2], fl[3],
         fl[4], refInc, fl[5], refDec, bad ? "FAIL" : "PASS");
  return bad != 0;
}
