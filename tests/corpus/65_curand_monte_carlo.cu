// 65_curand_monte_carlo: Monte Carlo with cuRAND's device API, one
// generator state per thread (curand_init(seed, thread, 0, &state)) kept in
// device memory between launches: pi from XORWOW uniforms, a European call
// price from Philox normals (curand_normal4) and a random walk from MRG32k3a
// (curand_normal2, curand_uniform_double); then the host API
// (curandGenerateUniform/Normal into device memory). The raw draws and the
// hit counts are exact (cuRAND's sequences); the prices, moments and
// host-API results are printed as tolerance verdicts.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>
#include <curand.h>
#include <curand_kernel.h>

#define CHECK(call)                                                        \
  do {                                                                     \
    cudaError_t err_ = (call);                                             \
    if (err_ != cudaSuccess) {                                             \
      fprintf(stderr, "CUDA error '%s' at %s:%d\n",                        \
              cudaGetErrorString(err_), __FILE__, __LINE__);               \
      exit(1);                                                             \
    }                                                                      \
  } while (0)
#define CURAND_CHECK(call)                                                 \
  do {                                                                     \
    if ((call) != CURAND_STATUS_SUCCESS) {                                 \
      fprintf(stderr, "cuRAND error at %s:%d\n", __FILE__, __LINE__);      \
      exit(1);                                                             \
    }                                                                      \
  } while (0)

__global__ void setupXorwow(curandState *states, unsigned long long seed, int n) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  if (id < n) curand_init(seed, id, 0, &states[id]);
}

__global__ void firstDraws(curandState *states, unsigned int *out, int n) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  if (id >= n) return;
  curandState s = states[id];
  for (int k = 0; k < 4; ++k) out[4 * id + k] = curand(&s);
  states[id] = s;
}

__global__ void piHits(curandState *states, int perThread, unsigned int *hits, int n) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  if (id >= n) return;
  curandState s = states[id];
  unsigned int inside = 0;
  for (int k = 0; k < perThread; ++k) {
    // integer coordinates: the count is exact whatever the compiler fuses
    unsigned long long x = curand(&s) >> 16, y = curand(&s) >> 16;
    if (x * x + y * y <= 65536ull * 65536ull) ++inside;
  }
  hits[id] = inside;
  states[id] = s;
}

__global__ void callPrice(unsigned long long seed, int perThread, float s0, float k, float r, float sigma, float t,
                          float *payoff, int n) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  if (id >= n) return;
  curandStatePhilox4_32_10_t s;
  curand_init(seed, id, 0, &s);
  float drift = (r - 0.5f * sigma * sigma) * t, vol = sigma * sqrtf(t), sum = 0.0f;
  for (int i = 0; i < perThread; i += 4) {
    float4 z = curand_normal4(&s);
    sum += fmaxf(s0 * expf(drift + vol * z.x) - k, 0.0f) + fmaxf(s0 * expf(drift + vol * z.y) - k, 0.0f) +
           fmaxf(s0 * expf(drift + vol * z.z) - k, 0.0f) + fmaxf(s0 * expf(drift + vol * z.w) - k, 0.0f);
  }
  payoff[id] = sum / perThread;
}

__global__ void walk(unsigned long long seed, int steps, double *end, unsigned int *raw, int n) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  if (id >= n) return;
  curandStateMRG32k3a_t s;
  curand_init(seed, id, 0, &s);
  raw[id] = curand(&s);
  double x = 0.0;
  for (int i = 0; i < steps; i += 2) {
    float2 z = curand_normal2(&s);
    x += z.x + z.y;
  }
  end[id] = x + curand_uniform_double(&s) - 0.5;
}

int main() {
  int ok = 1;
  const int n = 2048, threads = 128, blocks = (n + threads - 1) / threads;

  // ---- XORWOW: states in device memory, pi by counting hits
  curandState *states;
  unsigned int *draws, *hits;
  CHECK(cudaMalloc(&states, n * sizeof(curandState)));
  CHECK(cudaMalloc(&draws, 4 * n * sizeof(unsigned int)));
  CHECK(cudaMalloc(&hits, n * sizeof(unsigned int)));
  setupXorwow<<<blocks, threads>>>(states, 20240601ULL, n);
  firstDraws<<<blocks, threads>>>(states, draws, n);
  const int perThread = 256;
  piHits<<<blocks, threads>>>(states, perThread, hits, n);
  CHECK(cudaGetLastError());
  unsigned int *h = (unsigned int *)malloc(4 * n * sizeof(unsigned int)), *hh = (unsigned int *)malloc(n * sizeof(unsigned int));
  CHECK(cudaMemcpy(h, draws, 4 * n * sizeof(unsigned int), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(hh, hits, n * sizeof(unsigned int), cudaMemcpyDeviceToHost));
  unsigned long long total = 0;
  for (int i = 0; i < n; ++i) total += hh[i];
  double pi = 4.0 * (double)total / ((double)n * perThread);
  printf("xorwow thread 0: %u %u %u %u\n", h[0], h[1], h[2], h[3]);
  printf("xorwow thread %d: %u %u\n", n - 1, h[4 * (n - 1)], h[4 * (n - 1) + 3]);
  printf("pi: hits %llu of %d, estimate_ok=%d\n", total, n * perThread, fabs(pi - 3.14159265) < 0.01);
  ok &= fabs(pi - 3.14159265) < 0.01;

  // ---- Philox: Black-Scholes call by Monte Carlo
  float *payoff, *hp = (float *)malloc(n * sizeof(float));
  CHECK(cudaMalloc(&payoff, n * sizeof(float)));
  const float s0 = 100.0f, k = 105.0f, r = 0.05f, sigma = 0.2f, t = 1.0f;
  callPrice<<<blocks, threads>>>(7ULL, 64, s0, k, r, sigma, t, payoff, n);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(hp, payoff, n * sizeof(float), cudaMemcpyDeviceToHost));
  double mc = 0;
  for (int i = 0; i < n; ++i) mc += hp[i];
  mc = mc / n * exp(-r * t);
  double d1 = (log(s0 / k) + (r + 0.5 * sigma * sigma) * t) / (sigma * sqrt(t)), d2 = d1 - sigma * sqrt(t);
  double exact = s0 * 0.5 * erfc(-d1 / sqrt(2.0)) - k * exp(-r * t) * 0.5 * erfc(-d2 / sqrt(2.0));
  printf("philox call price: within_1%%=%d\n", fabs(mc - exact) / exact < 0.01);
  ok &= fabs(mc - exact) / exact < 0.01;

  // ---- MRG32k3a: random walks
  double *ends, *he = (double *)malloc(n * sizeof(double));
  unsigned int *raw, *hr = (unsigned int *)malloc(n * sizeof(unsigned int));
  CHECK(cudaMalloc(&ends, n * sizeof(double)));
  CHECK(cudaMalloc(&raw, n * sizeof(unsigned int)));
  const int steps = 100;
  walk<<<blocks, threads>>>(99ULL, steps, ends, raw, n);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(he, ends, n * sizeof(double), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(hr, raw, n * sizeof(unsigned int), cudaMemcpyDeviceToHost));
  double m = 0, v = 0;
  for (int i = 0; i < n; ++i) m += he[i];
  m /= n;
  for (int i = 0; i < n; ++i) v += (he[i] - m) * (he[i] - m);
  v /= n - 1;
  printf("mrg32k3a first draws: %u %u %u\n", hr[0], hr[1], hr[n - 1]);
  printf("walks: mean_ok=%d variance_ok=%d\n", fabs(m) < 0.5, fabs(v / steps - 1.0) < 0.1);
  ok &= fabs(m) < 0.5 && fabs(v / steps - 1.0) < 0.1;

  // ---- host API into device memory
  curandGenerator_t gen;
  CURAND_CHECK(curandCreateGenerator(&gen, CURAND_RNG_PSEUDO_DEFAULT));
  CURAND_CHECK(curandSetPseudoRandomGeneratorSeed(gen, 1234ULL));
  const size_t count = 1 << 18;
  float *dev, *host = (float *)malloc(count * sizeof(float));
  CHECK(cudaMalloc(&dev, count * sizeof(float)));
  CURAND_CHECK(curandGenerateUniform(gen, dev, count));
  CHECK(cudaMemcpy(host, dev, count * sizeof(float), cudaMemcpyDeviceToHost));
  double um = 0, umin = 1, umax = 0;
  for (size_t i = 0; i < count; ++i) {
    um += host[i];
    umin = fmin(umin, host[i]);
    umax = fmax(umax, host[i]);
  }
  um /= count;
  CURAND_CHECK(curandGenerateNormal(gen, dev, count, 2.0f, 3.0f));
  CHECK(cudaMemcpy(host, dev, count * sizeof(float), cudaMemcpyDeviceToHost));
  double nm = 0, nv = 0;
  for (size_t i = 0; i < count; ++i) nm += host[i];
  nm /= count;
  for (size_t i = 0; i < count; ++i) nv += (host[i] - nm) * (host[i] - nm);
  nv /= count - 1;
  CURAND_CHECK(curandDestroyGenerator(gen));
  int hostOk = fabs(um - 0.5) < 0.005 && umin > 0.0 && umax <= 1.0 && fabs(nm - 2.0) < 0.05 && fabs(sqrt(nv) - 3.0) < 0.05;
  printf("host API: uniform mean_ok=%d range_ok=%d, normal mean_ok=%d stddev_ok=%d\n", fabs(um - 0.5) < 0.005,
         umin > 0.0 && umax <= 1.0, fabs(nm - 2.0) < 0.05, fabs(sqrt(nv) - 3.0) < 0.05);
  ok &= hostOk;

  CHECK(cudaFree(states)); CHECK(cudaFree(draws)); CHECK(cudaFree(hits)); CHECK(cudaFree(payoff));
  CHECK(cudaFree(ends)); CHECK(cudaFree(raw)); CHECK(cudaFree(dev));
  free(h); free(hh); free(hp); free(he); free(hr); free(host);
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
