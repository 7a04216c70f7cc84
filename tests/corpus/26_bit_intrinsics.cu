// 26_bit_intrinsics: __popc, __clz, __brev, __float_as_int, __int_as_float
// and integer min/max in device code, checked bit-exactly against portable
// CPU implementations.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cuda_runtime.h>

__global__ void bitOps(const unsigned *in, int4 *stats, unsigned *rev, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned v = in[i];
  int lo = (int)(v & 0xFFFFu), hi = (int)(v >> 16);
  stats[i] = make_int4(__popc(v), __clz((int)v), min(lo, hi), max(lo, hi));
  rev[i] = __brev(v);
}

__global__ void floatBits(const float *f, int *bits, float *negated, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int b = __float_as_int(f[i]);
  bits[i] = b;
  negated[i] = __int_as_float(b ^ (int)0x80000000u);
}

static int popcRef(unsigned v) { int c = 0; for (; v; v >>= 1) c += v & 1u; return c; }
static int clzRef(unsigned v) { int c = 0; for (int b = 31; b >= 0 && !((v >> b) & 1u); --b) ++c; return c; }
static unsigned brevRef(unsigned v) {
  unsigned r = 0;
  for (int b = 0; b < 32; ++b) if ((v >> b) & 1u) r |= 1u << (31 - b);
  return r;
}

int main() {
  const int n = 20000;
  unsigned *h = (unsigned *)malloc(n * sizeof(unsigned));
  float *hf = (float *)malloc(n * sizeof(float));
  unsigned s = 17u;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    h[i] = s >> (i % 32);  // varied leading zeros
    hf[i] = (float)(i - n / 2) * 0.375f;
  }
  h[0] = 0u; h[1] = 0xFFFFFFFFu; h[2] = 0x80000000u; h[3] = 1u;
  unsigned *dIn, *dRev;
  int4 *dStats;
  float *dF, *dNeg;
  int *dBits;
  cudaMalloc(&dIn, n * sizeof(unsigned));
  cudaMalloc(&dRev, n * sizeof(unsigned));
  cudaMalloc(&dStats, n * sizeof(int4));
  cudaMalloc(&dF, n * sizeof(float));
  cudaMalloc(&dNeg, n * sizeof(float));
  cudaMalloc(&dBits, n * sizeof(int));
  cudaMemcpy(dIn, h, n * sizeof(unsigned), cudaMemcpyHostToDevice);
  cudaMemcpy(dF, hf, n * sizeof(float), cudaMemcpyHostToDevice);
  bitOps<<<(n + 255) / 256, 256>>>(dIn, dStats, dRev, n);
  floatBits<<<(n + 255) / 256, 256>>>(dF, dBits, dNeg, n);
  if (cudaDeviceSynchronize() != cudaSuccess || cudaGetLastError() != cudaSuccess) {
    printf("FAIL\n");
    return 1;
  }
  int4 *stats = (int4 *)malloc(n * sizeof(int4));
  unsigned *rev = (unsigned *)malloc(n * sizeof(unsigned));
  int *bits = (int *)malloc(n * sizeof(int));
  float *neg = (float *)malloc(n * sizeof(float));
  cudaMemcpy(stats, dStats, n * sizeof(int4), cudaMemcpyDeviceToHost);
  cudaMemcpy(rev, dRev, n * sizeof(unsigned), cudaMemcpyDeviceToHost);
  cudaMemcpy(bits, dBits, n * sizeof(int), cudaMemcpyDeviceToHost);
  cudaMemcpy(neg, dNeg, n * sizeof(float), cudaMemcpyDeviceToHost);

  int bad = 0;
  long long sumPopc = 0, sumClz = 0, sumMin = 0, sumMax = 0;
  unsigned xorRev = 0, xorBits = 0;
  for (int i = 0; i < n; ++i) {
    unsigned v = h[i];
    int lo = (int)(v & 0xFFFFu), hi = (int)(v >> 16);
    int4 st = stats[i];
    if (st.x != popcRef(v) || st.y != clzRef(v) || st.z != (lo < hi ? lo : hi) ||
        st.w != (lo > hi ? lo : hi) || rev[i] != brevRef(v))
      ++bad;
    unsigned fb;
    memcpy(&fb, &hf[i], sizeof(fb));
    if ((unsigned)bits[i] != fb || neg[i] != -hf[i]) ++bad;
    sumPopc += st.x; sumClz += st.y; sumMin += st.z; sumMax += st.w;
    xorRev ^= rev[i];
    xorBits ^= (unsigned)bits[i];
  }
  printf("special: popc=%d,%d,%d,%d clz=%d,%d,%d,%d brev(1)=%08x\n", stats[0].x, stats[1].x,
         stats[2].x, stats[3].x, stats[0].y, stats[1].y, stats[2].y, stats[3].y, rev[3]);
  printf("sum_popc=%lld sum_clz=%lld sum_min=%lld sum_max=%lld\n", sumPopc, sumClz, sumMin, sumMax);
  printf("xor_brev=%08x xor_floatbits=%08x bits(1.5)=%08x\n", xorRev, xorBits, (unsigned)bits[n / 2 + 4]);
  printf("bad=%d\n", bad);
  cudaFree(dIn); cudaFree(dRev); cudaFree(dStats); cudaFree(dF); cudaFree(dNeg); cudaFree(dBits);
  free(h); free(hf); free(stats); free(rev); free(bits); free(neg);
  printf("%s\n", bad == 0 ? "PASS" : "FAIL");
  return bad == 0 ? 0 : 1;
}
