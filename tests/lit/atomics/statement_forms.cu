// RUN: %cuda2omp --atomic-reduction=off %s -o %t.cpp --quiet
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %omp-host %t.cpp -o %t.exe
// RUN: %t.exe | FileCheck %s --check-prefix=OUT
// RUN: %check-no-cuda %t.cpp
#include <cstdio>
__global__ void count(const int *v, int n, int *hits, float *fsum, double *dsum, unsigned *slots, unsigned *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  atomicAdd(hits, 1);
  // CHECK: {{^ *}}#pragma omp atomic update{{.*}}
  // CHECK-NEXT: *hits += 1;
  if (v[i] % 2 == 0) atomicAdd(&fsum[0], 0.5f);
  // CHECK: if (v[i] % 2 == 0) C2O_ATOMIC_COARSE {
  // CHECK-NEXT: {{^ *}}#pragma omp atomic update{{.*}}
  // CHECK-NEXT: fsum[0] += 0.5f;
  // CHECK-NEXT: }
  atomicAdd(dsum, (double)v[i]);
  unsigned slot = atomicAdd(slots, 1u);
  // CHECK: unsigned slot = c2o_atomic_add(slots, 1u);
  out[slot] = v[i];
}
int main() {
  const int n = 1000;
  int h[n];
  for (int i = 0; i < n; ++i) h[i] = i;
  int *v, *hits;
  float *fsum;
  double *dsum;
  unsigned *slots, *out;
  cudaMalloc(&v, sizeof h); cudaMalloc(&hits, sizeof(int)); cudaMalloc(&fsum, sizeof(float));
  cudaMalloc(&dsum, sizeof(double)); cudaMalloc(&slots, sizeof(unsigned)); cudaMalloc(&out, n * sizeof(unsigned));
  cudaMemcpy(v, h, sizeof h, cudaMemcpyHostToDevice);
  cudaMemset(hits, 0, sizeof(int)); cudaMemset(fsum, 0, sizeof(float)); cudaMemset(dsum, 0, sizeof(double)); cudaMemset(slots, 0, sizeof(unsigned));
  count<<<(n + 63) / 64, 64>>>(v, n, hits, fsum, dsum, slots, out);
  int rh; float rf; double rd; unsigned rs, ro[n];
  cudaMemcpy(&rh, hits, sizeof rh, cudaMemcpyDeviceToHost); cudaMemcpy(&rf, fsum, sizeof rf, cudaMemcpyDeviceToHost);
  cudaMemcpy(&rd, dsum, sizeof rd, cudaMemcpyDeviceToHost); cudaMemcpy(&rs, slots, sizeof rs, cudaMemcpyDeviceToHost);
  cudaMemcpy(ro, out, sizeof ro, cudaMemcpyDeviceToHost);
  long check = 0;
  for (int i = 0; i < n; ++i) check += ro[i];
  printf("hits=%d fsum=%.1f dsum=%.0f slots=%u check=%ld\n", rh, rf, rd, rs, check);
  // OUT: hits=1000 fsum=250.0 dsum=499500 slots=1000 check=499500
}
// --atomic-reduction=off above: the atomics stay in the kernels (every thread adds to one
// address here, which would become a reduction: atomics/grid_uniform_reduction.cu).
