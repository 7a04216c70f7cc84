// Smooths doubles here (smooth<double, 1>) and floats in smooth_float.cu;
// the header's templates are translated once for both files.
#include "stencil.cuh"
#include <cmath>
#include <cstdio>
#include <vector>

int main() {
  const int n = 4096, passes = 6;
  std::vector<double> h(n), ref(n), tmp(n);
  for (int i = 0; i < n; ++i) h[i] = std::sin(0.01 * i) + ((i * 37) % 11) * 0.1;
  ref = h;
  for (int p = 0; p < passes; ++p) {
    smooth_host(ref.data(), tmp.data(), n);
    ref.swap(tmp);
  }
  double *a, *b;
  cudaMalloc(&a, n * sizeof(double));
  cudaMalloc(&b, n * sizeof(double));
  cudaMemcpy(a, h.data(), n * sizeof(double), cudaMemcpyHostToDevice);
  for (int p = 0; p < passes; ++p) {
    smooth<double, 1><<<(n + 255) / 256, 256>>>(a, b, n);
    std::swap(a, b);
  }
  cudaMemcpy(h.data(), a, n * sizeof(double), cudaMemcpyDeviceToHost);
  cudaFree(a);
  cudaFree(b);
  int bad = 0;
  for (int i = 0; i < n; ++i)
    if (std::fabs(h[i] - ref[i]) > 1e-12) ++bad;
  double fs = smooth_floats(1000, 4);
  printf("double check: %s\n", bad ? "FAILED" : "ok");
  printf("float checksum: %.2f\n", fs);
  return bad != 0;
}
