// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: %check-no-cuda %t.cpp
// RUN: %omp-gfx90a-syntax %t.cpp
// RUN: %omp-host %t.cpp -o %t.host && %t.host | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc && %t.gcc | FileCheck %s --check-prefix=OUT
// cuRAND's Mersenne Twister host generators (MTGP32, MT19937): created, seeded
// and filled like the others (served by Philox4x32-10, C2O1125 says so); a
// device generator and a host generator of the same kind and seed give the
// same numbers, as in cuRAND; the uniforms lie in (0, 1] with mean near 1/2.
#include <curand.h>
#include <cuda_runtime.h>
#include <cmath>
#include <cstdio>
#include <vector>

// ERR: C2O1125: 'curandCreateGenerator'
static int check(curandRngType_t kind, const char *name) {
  const int n = 1 << 16;
  float *d = nullptr;
  cudaMalloc(&d, n * sizeof(float));
  curandGenerator_t dev, host;
  if (curandCreateGenerator(&dev, kind) != CURAND_STATUS_SUCCESS) return printf("%s: no device generator\n", name), 1;
  if (curandCreateGeneratorHost(&host, kind) != CURAND_STATUS_SUCCESS) return printf("%s: no host generator\n", name), 1;
  curandSetPseudoRandomGeneratorSeed(dev, 1234ULL);
  curandSetPseudoRandomGeneratorSeed(host, 1234ULL);
  std::vector<float> a(n), b(n);
  curandGenerateUniform(dev, d, n);
  cudaMemcpy(a.data(), d, n * sizeof(float), cudaMemcpyDeviceToHost);
  curandGenerateUniform(host, b.data(), n);
  int same = 0, inside = 0;
  double mean = 0;
  for (int i = 0; i < n; ++i) {
    same += a[i] == b[i];
    inside += a[i] > 0.0f && a[i] <= 1.0f;
    mean += a[i];
  }
  mean /= n;
  printf("%s: same=%d inside=%d mean_ok=%d\n", name, same == n, inside == n, std::fabs(mean - 0.5) < 0.01);
  curandDestroyGenerator(dev);
  curandDestroyGenerator(host);
  cudaFree(d);
  return 0;
}

int main() {
  // OUT: mtgp32: same=1 inside=1 mean_ok=1
  // OUT: mt19937: same=1 inside=1 mean_ok=1
  return check(CURAND_RNG_PSEUDO_MTGP32, "mtgp32") + check(CURAND_RNG_PSEUDO_MT19937, "mt19937");
}
