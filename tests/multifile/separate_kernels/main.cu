// Launches every kernel of kernels.cu through its declaration in
// kernels.cuh: <<<>>> with and without a dynamic shared size,
// cudaLaunchKernel, a function pointer; checks each result on the host.
#include "kernels.cuh"
#include <cmath>
#include <cstdio>

int main() {
  const int n = 1000, b = 128, g = (n + b - 1) / b;
  float hx[n];
  for (int i = 0; i < n; ++i) hx[i] = (float)((i * 37) % 101) - 50.0f + (float)(i / b);
  float *x, *sums, *maxs, *sum, *fl;
  int *ip;
  cudaMalloc(&x, n * sizeof(float));
  cudaMalloc(&sums, g * sizeof(float));
  cudaMalloc(&maxs, g * sizeof(float));
  cudaMalloc(&sum, sizeof(float));
  cudaMalloc(&fl, n * sizeof(float));
  cudaMalloc(&ip, n * sizeof(int));
  cudaMemcpy(x, hx, sizeof hx, cudaMemcpyHostToDevice);
  cudaMemset(sum, 0, sizeof(float));

  scale<<<g, b>>>(x, 2.0f, n);                  // x = 2 hx
  float a = 0.5f;
  int count = n;
  void *args[] = {&x, &a, &count};
  cudaLaunchKernel((void *)scale, dim3(g), dim3(b), args, 0, 0); // x = hx
  void (*flip)(float *, int) = ops::negate;
  flip<<<g, b>>>(x, n);                         // x = -hx
  ops::negate<<<g, b>>>(x, n);                  // x = hx
  block_sum<<<g, b>>>(x, sums, n);
  block_max<<<g, b, b * sizeof(float)>>>(x, maxs, n);
  total<<<g, b>>>(x, sum, n);
  fill<int><<<g, b>>>(ip, 3, n);
  fill<float><<<g, b>>>(fl, 1.5f, n);

  float hs[g], hm[g], ht, hf[n];
  int hi[n];
  cudaMemcpy(hs, sums, sizeof hs, cudaMemcpyDeviceToHost);
  cudaMemcpy(hm, maxs, sizeof hm, cudaMemcpyDeviceToHost);
  cudaMemcpy(&ht, sum, sizeof ht, cudaMemcpyDeviceToHost);
  cudaMemcpy(hi, ip, sizeof hi, cudaMemcpyDeviceToHost);
  cudaMemcpy(hf, fl, sizeof hf, cudaMemcpyDeviceToHost);

  int bad = 0;
  float all = 0;
  for (int k = 0; k < g; ++k) {
    float s = 0, m = -1e30f;
    for (int i = k * b; i < n && i < (k + 1) * b; ++i) {
      s += hx[i];
      m = hx[i] > m ? hx[i] : m;
    }
    all += s;
    bad += hs[k] != s || hm[k] != m;
    printf("block %d: sum %g max %g\n", k, hs[k], hm[k]);
  }
  bad += std::fabs(ht - all) > 1e-3f;
  for (int i = 0; i < n; ++i) bad += hi[i] != 3 + i % 7 || hf[i] != 1.5f + (float)(i % 7);
  printf("total %g\n", ht);
  printf("fill %d %d %g %g\n", hi[0], hi[n - 1], hf[1], hf[n - 2]);
  printf("check: %s\n", bad ? "FAILED" : "ok");
  cudaFree(x);
  cudaFree(sums);
  cudaFree(maxs);
  cudaFree(sum);
  cudaFree(fl);
  cudaFree(ip);
  return bad != 0;
}
