// vecstats: a polynomial of each element, then a 3-point sum, on the device;
// checked against the same computed on the host.
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>
#include "devmath.cuh"
#include "vecops.h"

int main() {
  int bad = 0;
  for (int n : {1, 127, 128, 1000, 4099}) {
    std::vector<int> in(n);
    for (int i = 0; i < n; ++i) in[i] = i % 17 - 8;
    int *d_in;
    long long *d_p, *d_s;
    cudaMalloc(&d_in, n * sizeof(int));
    cudaMalloc(&d_p, n * sizeof(long long));
    cudaMalloc(&d_s, n * sizeof(long long));
    cudaMemcpy(d_in, in.data(), n * sizeof(int), cudaMemcpyHostToDevice);
    vec_poly(d_in, d_p, n);
    vec_smooth(d_p, d_s, n);
    std::vector<long long> got(n);
    cudaMemcpy(got.data(), d_s, n * sizeof(long long), cudaMemcpyDeviceToHost);
    cudaFree(d_in);
    cudaFree(d_p);
    cudaFree(d_s);
    long long sum = 0;
    int wrong = 0;
    for (int i = 0; i < n; ++i) {
      long long l = poly(in[i > 0 ? i - 1 : 0]), c = poly(in[i]), r = poly(in[i + 1 < n ? i + 1 : n - 1]);
      wrong += got[i] != l + c + r;
      sum += got[i];
    }
    printf("n=%d sum=%lld first=%lld last=%lld\n", n, sum, got[0], got[n - 1]);
    bad += wrong;
  }
  printf("check: %s\n", bad ? "FAILED" : "ok");
  return bad != 0;
}
