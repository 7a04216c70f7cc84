// Launches written with spaces between the chevrons (`k << < g, b >> > (...)`),
// which nvcc accepts, are translated like any launch; a C++03 template close
// (`> >`) and code without launches are left as written.
// RUN: %cuda2omp %s -o %t.cpp --quiet
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %omp-host %t.cpp -o %t.exe
// RUN: %t.exe | FileCheck %s --check-prefix=OUT
#include <cstdio>
#include <vector>
#include <utility>

__global__ void scale(float *x, float f, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= f;
}

int main() {
  const int n = 1000;
  std::vector<std::pair<int, std::vector<int> > > keep(1);
  // CHECK: std::vector<std::pair<int, std::vector<int> > > keep(1);
  float h[n], *d;
  for (int i = 0; i < n; ++i) h[i] = i;
  cudaMalloc(&d, n * sizeof(float));
  cudaMemcpy(d, h, n * sizeof(float), cudaMemcpyHostToDevice);
  scale << < (n + 127) / 128, 128 >> > (d, 2.0f, n);
  // CHECK-NOT: << <
  // CHECK: scale(
  scale<< <(n + 127) / 128,
            128>>
      >(d, 3.0f, n);
  cudaMemcpy(h, d, n * sizeof(float), cudaMemcpyDeviceToHost);
  cudaFree(d);
  printf("h[10]=%g h[999]=%g keep=%zu\n", h[10], h[999], keep.size());
  // OUT: h[10]=60 h[999]=5994 keep=1
  return 0;
}
