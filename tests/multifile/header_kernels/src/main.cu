// Smooths a ramp and blends it with a second signal; checks against a host reference.
#include "vecops.cuh"
#include <cmath>
#include <cstdio>
#include <vector>

static float host_smoothstep(float e0, float e1, float x) {
  float t = std::fmin(std::fmax((x - e0) / (e1 - e0), 0.f), 1.f);
  return t * t * (3.f - 2.f * t);
}

int main() {
  const int n = 3000;
  std::vector<float> ramp(n), other(n), result(n);
  for (int i = 0; i < n; ++i) {
    ramp[i] = -1.f + 3.f * i / n;
    other[i] = (i % 7) * 0.25f;
  }
  float *d_in, *d_out, *d_other;
  cudaMalloc(&d_in, n * sizeof(float));
  cudaMalloc(&d_out, n * sizeof(float));
  cudaMalloc(&d_other, n * sizeof(float));
  cudaMemcpy(d_in, ramp.data(), n * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(d_other, other.data(), n * sizeof(float), cudaMemcpyHostToDevice);
  apply_smoothstep<<<blocks_for(n), VEC_BLOCK>>>(d_in, d_out, n, 0.f, 1.f);
  axpby<<<8, VEC_BLOCK>>>(0.5f, d_other, 2.f, d_out, n);
  cudaDeviceSynchronize();
  cudaMemcpy(result.data(), d_out, n * sizeof(float), cudaMemcpyDeviceToHost);
  cudaFree(d_in);
  cudaFree(d_out);
  cudaFree(d_other);

  int bad = 0;
  double sum = 0;
  for (int i = 0; i < n; ++i) {
    float ref = 0.5f * other[i] + 2.f * host_smoothstep(0.f, 1.f, ramp[i]);
    if (std::fabs(ref - result[i]) > 1e-5f) ++bad;
    sum += result[i];
  }
  printf("n=%d sum=%.0f\n", n, sum);
  printf("check: %s\n", bad ? "FAILED" : "ok");
  return bad != 0;
}
