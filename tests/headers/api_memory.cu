// Memory management API: typed and untyped allocation, copies, sets, symbols,
// managed/pinned/mapped memory, with the argument counts users really write.
#include <cuda_runtime.h>
#include "check.h"

__constant__ float c_weights[16];
__device__ int d_table[64];
__device__ float d_scale;

__global__ void scale(float *data, size_t n) {
  size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
  if (i < n) data[i] *= c_weights[i % 16] * d_scale + (float)d_table[i % 64];
}

int main() {
  const size_t n = 1 << 20;
  float *h = nullptr, *d = nullptr, *m = nullptr, *pinned = nullptr;
  void *raw = nullptr;
  int *mapped = nullptr, *mapped_dev = nullptr;

  // allocation: typed template, void**, managed with and without flags
  CHECK(cudaMalloc(&d, n * sizeof(float)));
  CHECK(cudaMalloc((void **)&raw, 256));
  CHECK(cudaMalloc(&raw, 256));
  CHECK(cudaMallocManaged(&m, n * sizeof(float)));
  CHECK(cudaMallocManaged((void **)&m, n * sizeof(float), cudaMemAttachGlobal));
  CHECK(cudaMallocManaged(&m, n * sizeof(float), cudaMemAttachHost));
  CHECK(cudaMallocHost(&pinned, n * sizeof(float)));
  CHECK(cudaMallocHost((void **)&pinned, n * sizeof(float)));
  CHECK(cudaHostAlloc(&mapped, 1024, cudaHostAllocMapped | cudaHostAllocPortable));
  CHECK(cudaHostAlloc((void **)&mapped, 1024, cudaHostAllocDefault));
  CHECK(cudaHostAlloc(&mapped, 1024, cudaHostAllocWriteCombined));
  CHECK(cudaHostGetDevicePointer((void **)&mapped_dev, mapped, 0));
  h = (float *)malloc(n * sizeof(float));

  // copies and sets
  CHECK(cudaMemcpy(d, h, n * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(h, d, n * sizeof(float), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(m, d, n * sizeof(float), cudaMemcpyDeviceToDevice));
  CHECK(cudaMemcpy(pinned, h, 16, cudaMemcpyHostToHost));
  CHECK(cudaMemcpy(m, h, 16, cudaMemcpyDefault));
  CHECK(cudaMemcpyAsync(d, pinned, 16, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpyAsync(d, pinned, 16, cudaMemcpyHostToDevice, 0));
  CHECK(cudaMemset(d, 0, n * sizeof(float)));
  CHECK(cudaMemsetAsync(d, 0, 64));
  CHECK(cudaMemsetAsync(d, 0xff, 64, cudaStreamPerThread));

  // 2D
  float *pitched = nullptr;
  size_t pitch = 0;
  CHECK(cudaMallocPitch(&pitched, &pitch, 64 * sizeof(float), 64));
  CHECK(cudaMemcpy2D(pitched, pitch, h, 64 * sizeof(float), 64 * sizeof(float), 64, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy2DAsync(h, 64 * sizeof(float), pitched, pitch, 64 * sizeof(float), 64, cudaMemcpyDeviceToHost));
  CHECK(cudaMemset2D(pitched, pitch, 0, 64 * sizeof(float), 64));

  // symbols: by reference (templates) and by address, default offset/kind
  float w[16] = {1.f};
  int table[64] = {0};
  float s = 2.f;
  CHECK(cudaMemcpyToSymbol(c_weights, w, sizeof(w)));
  CHECK(cudaMemcpyToSymbol(c_weights, w, sizeof(float), 4 * sizeof(float)));
  CHECK(cudaMemcpyToSymbol(d_table, table, sizeof(table), 0, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpyToSymbol(d_scale, &s, sizeof(float)));
  CHECK(cudaMemcpyFromSymbol(w, c_weights, sizeof(w)));
  CHECK(cudaMemcpyFromSymbol(&s, d_scale, sizeof(float), 0, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpyToSymbolAsync(d_scale, &s, sizeof(float)));
  CHECK(cudaMemcpyFromSymbolAsync(&s, d_scale, sizeof(float), 0, cudaMemcpyDeviceToHost, 0));
  void *sym_addr = nullptr;
  size_t sym_size = 0;
  CHECK(cudaGetSymbolAddress(&sym_addr, d_table));
  CHECK(cudaGetSymbolSize(&sym_size, d_table));

  // information and unified memory hints
  size_t free_b = 0, total_b = 0;
  CHECK(cudaMemGetInfo(&free_b, &total_b));
  cudaPointerAttributes attr;
  CHECK(cudaPointerGetAttributes(&attr, d));
  if (attr.type == cudaMemoryTypeDevice && attr.devicePointer != nullptr)
    printf("device %d\n", attr.device);
  int dev = 0;
  CHECK(cudaGetDevice(&dev));
#if CUDART_VERSION >= 13000
  cudaMemLocation loc;
  loc.type = cudaMemLocationTypeDevice;
  loc.id = dev;
  CHECK(cudaMemPrefetchAsync(m, n * sizeof(float), loc, 0));
  CHECK(cudaMemAdvise(m, n * sizeof(float), cudaMemAdviseSetReadMostly, loc));
#else
  CHECK(cudaMemPrefetchAsync(m, n * sizeof(float), dev));
  CHECK(cudaMemPrefetchAsync(m, n * sizeof(float), cudaCpuDeviceId, 0));
  CHECK(cudaMemAdvise(m, n * sizeof(float), cudaMemAdviseSetPreferredLocation, dev));
#endif

  // stream-ordered allocation
  float *async_buf = nullptr;
  CHECK(cudaMallocAsync(&async_buf, 1024, 0));
  CHECK(cudaMallocAsync((void **)&async_buf, 1024, cudaStreamPerThread));
  CHECK(cudaFreeAsync(async_buf, 0));

  scale<<<(unsigned)((n + 255) / 256), 256>>>(d, n);
  CUDA_CHECK_LAST();
  CHECK(cudaDeviceSynchronize());

  CHECK(cudaFree(d));
  CHECK(cudaFree(raw));
  CHECK(cudaFree(m));
  CHECK(cudaFree(pitched));
  CHECK(cudaFreeHost(pinned));
  CHECK(cudaFreeHost(mapped));
  free(h);
  return 0;
}
