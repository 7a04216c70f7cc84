#include "dot.cuh"
#include <vector>

__global__ void multiply(const double *a, const double *b, double *prod, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) prod[i] = a[i] * b[i];
}

double device_dot(const double *d_a, const double *d_b, int n) {
  double *d_prod;
  cudaMalloc(&d_prod, n * sizeof(double));
  multiply<<<(n + DOT_BLOCK - 1) / DOT_BLOCK, DOT_BLOCK>>>(d_a, d_b, d_prod, n);
  std::vector<double> prod(n);
  cudaMemcpy(prod.data(), d_prod, n * sizeof(double), cudaMemcpyDeviceToHost);
  cudaFree(d_prod);
  double s = 0;
  for (double p : prod) s += p;
  return s;
}
