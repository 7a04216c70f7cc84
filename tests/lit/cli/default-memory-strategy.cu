// The default memory strategy is map: buffers that pair with a host buffer are
// mapped. --memory=device keeps every buffer a device pointer.
// RUN: %cuda2omp %s -o %t.map.cpp 2> %t.map.err
// RUN: %strip-checks %s %t.map.cpp | FileCheck %s --check-prefix=MAP
// RUN: FileCheck %s --check-prefix=MAPNOTE < %t.map.err
// RUN: %cuda2omp --memory=device %s -o %t.dev.cpp 2> %t.dev.err
// RUN: %strip-checks %s %t.dev.cpp | FileCheck %s --check-prefix=DEV
// RUN: %omp-host %t.map.cpp -o %t.map && %t.map | FileCheck %s --check-prefix=OUT
// RUN: %omp-host %t.dev.cpp -o %t.dev && %t.dev | FileCheck %s --check-prefix=OUT
#include <cstdio>

__global__ void twice(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= 2.0f;
}

int main() {
  const int n = 256;
  float h[n];
  for (int i = 0; i < n; ++i) h[i] = i;
  float *d;
  cudaMalloc(&d, n * sizeof(float));
  cudaMemcpy(d, h, n * sizeof(float), cudaMemcpyHostToDevice);
  twice<<<n / 64, 64>>>(d, n);
  cudaMemcpy(h, d, n * sizeof(float), cudaMemcpyDeviceToHost);
  cudaFree(d);
  printf("h[255]=%.0f\n", h[255]);
  return 0;
}
// MAP: #pragma omp target enter data map(to: h)
// MAP: twice(n / 64, 64, 0, d, n);
// MAP: #pragma omp target exit data map(from: h)
// MAPNOTE: note: C2O1300: device buffer 'd' is mapped from host buffer 'h'
// DEV: c2o_malloc(&d, n * sizeof(float));
// DEV: twice(n / 64, 64, 0, d, n);
// DEV-NOT: #pragma omp target enter data map(to: h)
// OUT: h[255]=510
