// 15_lcg_monte_carlo: Monte Carlo estimate of pi with a linear congruential
// generator in a __host__ __device__ function.  Each thread draws 64 points
// from its own seed; hits are counted with atomicAdd on unsigned.  Integer
// arithmetic only, so the count is exact; final states are checked too.
#include <cstdio>
#include <cstdlib>
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

__host__ __device__ inline unsigned lcgNext(unsigned &state) {
  state = state * 1664525u + 1013904223u;
  return state;
}

__host__ __device__ inline unsigned seedFor(unsigned i) {
  unsigned h = i * 2654435761u;  // Knuth multiplicative hash
  return h ^ (h >> 15) ^ 0x9E3779B9u;
}

__host__ __device__ unsigned countHits(unsigned &state, int samples) {
  unsigned hits = 0;
  for (int k = 0; k < samples; ++k) {
    unsigned long long x = lcgNext(state) >> 16;  // 16-bit coordinates
    unsigned long long y = lcgNext(state) >> 16;
    if (x * x + y * y < 65536ull * 65536ull) ++hits;
  }
  return hits;
}

__global__ void monteCarlo(unsigned *hits, unsigned *finalState, int samples, int nthreads) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= nthreads) return;
  unsigned state = seedFor((unsigned)t);
  unsigned h = countHits(state, samples);
  atomicAdd(hits, h);
  finalState[t] = state;
}

int main() {
  const int nthreads = 8000, samples = 64;
  unsigned *dHits, *dState;
  CHECK(cudaMalloc(&dHits, sizeof(unsigned)));
  CHECK(cudaMalloc(&dState, nthreads * sizeof(unsigned)));
  CHECK(cudaMemset(dHits, 0, sizeof(unsigned)));
  monteCarlo<<<(nthreads + 255) / 256, 256>>>(dHits, dState, samples, nthreads);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  unsigned hits = 0;
  unsigned *state = (unsigned *)malloc(nthreads * sizeof(unsigned));
  CHECK(cudaMemcpy(&hits, dHits, sizeof(unsigned), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(state, dState, nthreads * sizeof(unsigned), cudaMemcpyDeviceToHost));

  unsigned refHits = 0;
  int stateBad = 0;
  unsigned stateXor = 0;
  for (int t = 0; t < nthreads; ++t) {
    unsigned s = seedFor((unsigned)t);
    refHits += countHits(s, samples);
    if (s != state[t]) ++stateBad;
    stateXor ^= state[t];
  }
  unsigned long long total = (unsigned long long)nthreads * samples;
  printf("samples=%llu hits=%u ref=%u\n", total, hits, refHits);
  printf("pi_estimate=%.4f\n", 4.0 * hits / (double)total);
  printf("state_bad=%d state_xor=%08x\n", stateBad, stateXor);
  cudaFree(dHits);
  cudaFree(dState);
  free(state);
  bool ok = hits == refHits && stateBad == 0;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
