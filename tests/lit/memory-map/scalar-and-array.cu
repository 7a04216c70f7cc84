// --memory=map: a scalar result (&sum) maps the variable, a fixed-size host
// array copied whole maps the array.
// RUN: %cuda2omp --memory=map %s -o %t.cpp 2> %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %omp-host %t.cpp -o %t.clang && %t.clang | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc && %t.gcc | FileCheck %s --check-prefix=OUT
#include <cstdio>

__global__ void count(const int *v, int n, unsigned *bins, int *total) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    atomicAdd(&bins[v[i] % 4], 1u);
    atomicAdd(total, v[i]);
  }
}

int main() {
  int v[64];
  unsigned bins[4] = {0, 0, 0, 0};
  int total = 0;
  for (int i = 0; i < 64; ++i) v[i] = i;
  int *dv, *dt;
  unsigned *db;
  cudaMalloc(&dv, sizeof(v));
  cudaMalloc(&db, sizeof(bins));
  cudaMalloc(&dt, sizeof(int));
  cudaMemcpy(dv, v, sizeof(v), cudaMemcpyHostToDevice);
  cudaMemcpy(db, bins, sizeof(bins), cudaMemcpyHostToDevice);
  cudaMemcpy(dt, &total, sizeof(int), cudaMemcpyHostToDevice);
  count<<<1, 64>>>(dv, 64, db, dt);
  cudaMemcpy(bins, db, sizeof(bins), cudaMemcpyDeviceToHost);
  cudaMemcpy(&total, dt, sizeof(int), cudaMemcpyDeviceToHost);
  printf("bins=%u,%u,%u,%u total=%d\n", bins[0], bins[1], bins[2], bins[3], total);
  return 0;
}
// CHECK: #pragma omp target enter data map(to: v)
// CHECK: #pragma omp target enter data map(to: bins)
// CHECK: #pragma omp target enter data map(to: total)
// CHECK: count(1, 64, 0, dv, 64, db, dt);
// CHECK: #pragma omp target exit data map(from: bins)
// CHECK: #pragma omp target exit data map(from: total)
// OUT: bins=16,16,16,16 total=2016
