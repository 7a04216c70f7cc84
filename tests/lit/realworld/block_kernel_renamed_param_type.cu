// A block-level kernel whose parameters have CUDA types the translation
// renames (the texture object type): the launcher's parameters are renamed too,
// not copied from the source as written.
// RUN: %cuda2omp %s -o %t.cpp --quiet
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %omp-host %t.cpp -o %t.exe
// RUN: %t.exe | FileCheck %s --check-prefix=OUT
// CHECK-NOT: cudaTextureObject_t
#include <cstdio>

__global__ void blockSums(cudaTextureObject_t lut, float *out) {
  __shared__ float s[64];
  s[threadIdx.x] = tex1Dfetch<float>(lut, blockIdx.x * 64 + threadIdx.x);
  __syncthreads();
  if (threadIdx.x == 0) {
    float t = 0;
    for (int i = 0; i < 64; ++i) t += s[i];
    out[blockIdx.x] = t;
  }
}

int main() {
  const int n = 256;
  float h[n], *d, *out, r[4];
  for (int i = 0; i < n; ++i) h[i] = i;
  cudaMalloc(&d, sizeof(h));
  cudaMalloc(&out, sizeof(r));
  cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
  cudaResourceDesc res = {};
  res.resType = cudaResourceTypeLinear;
  res.res.linear.devPtr = d;
  res.res.linear.desc = cudaCreateChannelDesc<float>();
  res.res.linear.sizeInBytes = sizeof(h);
  cudaTextureDesc td = {};
  td.readMode = cudaReadModeElementType;
  cudaTextureObject_t tex;
  cudaCreateTextureObject(&tex, &res, &td, nullptr);
  blockSums<<<4, 64>>>(tex, out);
  cudaMemcpy(r, out, sizeof(r), cudaMemcpyDeviceToHost);
  printf("%g %g %g %g\n", r[0], r[1], r[2], r[3]);
  // OUT: 2016 6112 10208 14304
  cudaDestroyTextureObject(tex);
  cudaFree(d);
  cudaFree(out);
  return 0;
}
