#include <cstdio>
#include <cuda_runtime.h>
__global__ void probe(cudaTextureObject_t t, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tex1D<float>(t, 0.5f + (float)i / 4096.0f); // x from 0.5 to 1.5: alpha = x - 0.5
}
int main() {
  cudaArray_t a; cudaChannelFormatDesc d = cudaCreateChannelDesc<float>();
  cudaMallocArray(&a, &d, 2);
  float h[2] = {0.0f, 1.0f};
  cudaMemcpy2DToArray(a, 0, 0, h, 2 * sizeof(float), 2 * sizeof(float), 1, cudaMemcpyHostToDevice);
  cudaResourceDesc r = {}; r.resType = cudaResourceTypeArray; r.res.array.array = a;
  cudaTextureDesc td = {}; td.addressMode[0] = cudaAddressModeClamp; td.filterMode = cudaFilterModeLinear; td.readMode = cudaReadModeElementType;
  cudaTextureObject_t t; cudaCreateTextureObject(&t, &r, &td, nullptr);
  const int n = 4096; float *o; cudaMalloc(&o, n * 4);
  probe<<<n / 256, 256>>>(t, o, n);
  float ho[n]; cudaMemcpy(ho, o, n * 4, cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; i += 1) printf("%d %.9g\n", i, ho[i]);
}
