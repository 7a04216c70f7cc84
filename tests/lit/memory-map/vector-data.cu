// --memory=map: a std::vector copied through v.data() is named by a pointer
// variable declared where the mapping begins.
// RUN: %cuda2omp --memory=map %s -o %t.cpp 2> %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %omp-host %t.cpp -o %t.clang && %t.clang | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc && %t.gcc | FileCheck %s --check-prefix=OUT
// RUN: %omp-gfx90a-syntax %t.cpp
#include <cstdio>
#include <vector>

__global__ void square(double *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] = x[i] * x[i];
}

int main() {
  int n = 100;
  std::vector<double> v(n);
  for (int i = 0; i < n; ++i) v[i] = i;
  double *d;
  cudaMalloc(&d, n * sizeof(double));
  cudaMemcpy(d, v.data(), n * sizeof(double), cudaMemcpyHostToDevice);
  square<<<4, 32>>>(d, n);
  cudaMemcpy(v.data(), d, n * sizeof(double), cudaMemcpyDeviceToHost);
  cudaFree(d);
  printf("v[3]=%g v[99]=%g\n", v[3], v[99]);
  return 0;
}
// CHECK: double *c2o_h_v = v.data();
// CHECK-NEXT: #pragma omp target enter data map(to: c2o_h_v[:n])
// CHECK-NEXT: d = c2o_mapped_ptr(c2o_h_v);
// CHECK-NEXT: square(4, 32, 0, d, n);
// CHECK-NEXT: #pragma omp target exit data map(from: c2o_h_v[:n])
// OUT: v[3]=9 v[99]=9801
