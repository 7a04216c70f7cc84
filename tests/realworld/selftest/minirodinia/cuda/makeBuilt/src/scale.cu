// The device part, with the SDK's error check (helper_cuda.h).
#include <helper_cuda.h>

__global__ void scale(float *v, int n, float by) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) v[i] *= by;
}

extern "C" int scale_on_device(float *v, int n, float by) {
  float *d;
  checkCudaErrors(cudaMalloc(&d, n * sizeof(float)));
  checkCudaErrors(cudaMemcpy(d, v, n * sizeof(float), cudaMemcpyHostToDevice));
  scale<<<(n + 63) / 64, 64>>>(d, n, by);
  checkCudaErrors(cudaMemcpy(v, d, n * sizeof(float), cudaMemcpyDeviceToHost));
  checkCudaErrors(cudaFree(d));
  return 0;
}
