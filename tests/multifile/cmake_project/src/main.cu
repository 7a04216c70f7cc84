// Dot products of integer-valued vectors (exact in double), device against host.
#include "dot.cuh"
#include <cstdio>
#include <vector>

int main() {
  int bad = 0;
  for (int n : {1, 255, 256, 1000, 65537}) {
    std::vector<double> a(n), b(n);
    double ref = 0;
    for (int i = 0; i < n; ++i) {
      a[i] = i % 13;
      b[i] = 7 - i % 5;
      ref += a[i] * b[i];
    }
    double *d_a, *d_b;
    cudaMalloc(&d_a, n * sizeof(double));
    cudaMalloc(&d_b, n * sizeof(double));
    cudaMemcpy(d_a, a.data(), n * sizeof(double), cudaMemcpyHostToDevice);
    cudaMemcpy(d_b, b.data(), n * sizeof(double), cudaMemcpyHostToDevice);
    double got = device_dot(d_a, d_b, n);
    cudaFree(d_a);
    cudaFree(d_b);
    printf("n=%d dot=%.0f\n", n, got);
    bad += got != ref;
  }
  printf("check: %s\n", bad ? "FAILED" : "ok");
  return bad != 0;
}
