// 32_prime_count: primality of every n < 200000 by trial division, one
// thread per number, with early returns for the trivial cases and a loop
// with an early exit.  Prime count and prime sum via atomicAdd on unsigned.
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

__host__ __device__ bool isPrime(unsigned v) {
  if (v < 2) return false;
  if (v % 2 == 0) return v == 2;
  for (unsigned d = 3; d * d <= v; d += 2)
    if (v % d == 0) return false;
  return true;
}

__global__ void __launch_bounds__(256) primes(unsigned limit, unsigned char *flags,
                                              unsigned *count, unsigned *sum) {
  unsigned v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v >= limit) return;
  flags[v] = 0;
  if (!isPrime(v)) return;
  flags[v] = 1;
  atomicAdd(count, 1u);
  atomicAdd(sum, v);
}

int main() {
  const unsigned limit = 200000;
  unsigned char *dFlags;
  unsigned *dCounters;  // [0] = count, [1] = sum
  CHECK(cudaMalloc(&dFlags, limit));
  CHECK(cudaMalloc(&dCounters, 2 * sizeof(unsigned)));
  CHECK(cudaMemset(dCounters, 0, 2 * sizeof(unsigned)));
  primes<<<(limit + 255) / 256, 256>>>(limit, dFlags, dCounters, dCounters + 1);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  unsigned counters[2];
  unsigned char *flags = (unsigned char *)malloc(limit);
  CHECK(cudaMemcpy(counters, dCounters, sizeof(counters), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(flags, dFlags, limit, cudaMemcpyDeviceToHost));

  unsigned refCount = 0, refSum = 0, largest = 0;
  int flagBad = 0, twins = 0;
  for (unsigned v = 0; v < limit; ++v) {
    bool p = isPrime(v);
    if (p) { ++refCount; refSum += v; largest = v; }
    if (flags[v] != (p ? 1 : 0)) ++flagBad;
    if (v >= 2 && flags[v] && flags[v - 2]) ++twins;
  }
  printf("limit=%u primes=%u sum=%u\n", limit, counters[0], counters[1]);
  printf("largest=%u twin_pairs=%d flag_bad=%d\n", largest, twins, flagBad);
  cudaFree(dFlags);
  cudaFree(dCounters);
  free(flags);
  bool ok = counters[0] == refCount && counters[1] == refSum && flagBad == 0;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
