// A legacy texture reference becomes a declare-target variable of the
// helpers' texture<> template; binding and fetching keep their shape.
// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: %check-no-cuda %t.cpp
// RUN: %omp-host %t.cpp -o %t.exe && %t.exe | FileCheck %s --check-prefix=OUT
// ERR-NOT: C2O1002
#include <cstdio>

texture<float, 1, cudaReadModeElementType> tbl;
// CHECK: #pragma omp declare target
// CHECK-NEXT: texture<float, 1, c2o_read_mode_element_type> tbl;
// CHECK-NEXT: #pragma omp end declare target

__global__ void gather(float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tex1Dfetch(tbl, n - 1 - i);
}

int main() {
  const int n = 8;
  float h[n], *d, *o;
  for (int i = 0; i < n; ++i) h[i] = 10.0f * i;
  cudaMalloc(&d, sizeof h);
  cudaMalloc(&o, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  cudaBindTexture(0, tbl, d, sizeof h);
  // CHECK: // C2O1124: 'cudaBindTexture': textures are emulated over device memory
  // CHECK: c2o_bind_texture(0, tbl, d, sizeof h);
  gather<<<1, n>>>(o, n);
  cudaMemcpy(h, o, sizeof h, cudaMemcpyDeviceToHost);
  cudaUnbindTexture(tbl);
  printf("%g %g %g\n", h[0], h[3], h[7]);
  // OUT: 70 40 0
  return 0;
}
