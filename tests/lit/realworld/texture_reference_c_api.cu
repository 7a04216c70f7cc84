// A legacy texture reference bound with the C API's form, which takes the
// reference's address and the format by pointer (cudaBindTexture(NULL, &tex,
// devPtr, &desc, size), as CUDA 11's cuda_runtime_api.h declares it for a
// textureReference *): the call did not parse ("no matching function"). It
// is translated as the C++ form is, and the kernel's fetches read the buffer.
// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: not grep -E "C2O1002|error" %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %omp-host %t.cpp -o %t.exe
// RUN: %t.exe | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc
// RUN: %t.gcc | FileCheck %s --check-prefix=OUT
// CHECK: c2o_bind_texture(NULL, &t_in, din, &desc, n * sizeof(float))
// CHECK: c2o_unbind_texture(&t_in);
// OUT: sum 65280.0 last 510.0
#include <cstdio>
#include <cuda_runtime.h>
texture<float, 1, cudaReadModeElementType> t_in;
__global__ void scale(float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = 2.0f * tex1Dfetch(t_in, i);
}
int main() {
  const int n = 256;
  float h[n], r[n];
  for (int i = 0; i < n; ++i) h[i] = (float)i;
  float *din, *dout;
  cudaMalloc(&din, n * sizeof(float));
  cudaMalloc(&dout, n * sizeof(float));
  cudaMemcpy(din, h, n * sizeof(float), cudaMemcpyHostToDevice);
  cudaChannelFormatDesc desc = cudaCreateChannelDesc<float>();
  t_in.filterMode = cudaFilterModePoint;
  t_in.normalized = false;
  t_in.channelDesc = desc;
  if (cudaBindTexture(NULL, &t_in, din, &desc, n * sizeof(float)) != cudaSuccess) printf("bind failed\n");
  scale<<<(n + 63) / 64, 64>>>(dout, n);
  cudaMemcpy(r, dout, n * sizeof(float), cudaMemcpyDeviceToHost);
  cudaUnbindTexture(&t_in);
  double sum = 0;
  for (int i = 0; i < n; ++i) sum += r[i];
  printf("sum %.1f last %.1f\n", sum, r[n - 1]);
  cudaFree(din);
  cudaFree(dout);
  return 0;
}
