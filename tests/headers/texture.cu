// Texture objects: creation from linear memory and a CUDA array, fetches.
#include <cuda_runtime.h>
#include "check.h"

__global__ void fetch(cudaTextureObject_t lin, cudaTextureObject_t img, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float a = tex1Dfetch<float>(lin, i);
  float b = tex2D<float>(img, (float)i + 0.5f, 0.5f);
  float4 c = tex2D<float4>(img, 0.5f, 0.5f);
  out[i] = a + b + c.x;
}

int main() {
  const int n = 1024;
  float *buf = nullptr, *out = nullptr;
  CHECK(cudaMalloc(&buf, n * sizeof(float)));
  CHECK(cudaMalloc(&out, n * sizeof(float)));

  cudaResourceDesc res;
  memset(&res, 0, sizeof(res));
  res.resType = cudaResourceTypeLinear;
  res.res.linear.devPtr = buf;
  res.res.linear.desc = cudaCreateChannelDesc<float>();
  res.res.linear.sizeInBytes = n * sizeof(float);
  cudaTextureDesc td;
  memset(&td, 0, sizeof(td));
  td.readMode = cudaReadModeElementType;
  td.filterMode = cudaFilterModePoint;
  td.addressMode[0] = cudaAddressModeClamp;
  td.normalizedCoords = 0;
  cudaTextureObject_t lin = 0;
  CHECK(cudaCreateTextureObject(&lin, &res, &td, nullptr));

  cudaChannelFormatDesc ch = cudaCreateChannelDesc(32, 0, 0, 0, cudaChannelFormatKindFloat);
  cudaArray_t arr;
  CHECK(cudaMallocArray(&arr, &ch, n, 1));
  CHECK(cudaMemcpy2DToArray(arr, 0, 0, buf, n * sizeof(float), n * sizeof(float), 1, cudaMemcpyDeviceToDevice));
  cudaResourceDesc ares = {};
  ares.resType = cudaResourceTypeArray;
  ares.res.array.array = arr;
  cudaTextureDesc atd = {};
  atd.addressMode[0] = cudaAddressModeWrap;
  atd.addressMode[1] = cudaAddressModeBorder;
  atd.filterMode = cudaFilterModeLinear;
  atd.readMode = cudaReadModeElementType;
  cudaTextureObject_t img = 0;
  CHECK(cudaCreateTextureObject(&img, &ares, &atd, nullptr));

  fetch<<<n / 256, 256>>>(lin, img, out, n);
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaDestroyTextureObject(lin));
  CHECK(cudaDestroyTextureObject(img));
  CHECK(cudaFreeArray(arr));
  CHECK(cudaFree(buf));
  CHECK(cudaFree(out));
  return 0;
}
