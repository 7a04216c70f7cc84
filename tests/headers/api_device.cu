// Device management, properties, attributes, function attributes, occupancy,
// versions and the usual error-handling idioms.
#include <cuda_runtime.h>
#include "check.h"

__global__ void __launch_bounds__(256) kern(float *p) { p[threadIdx.x] = 0.f; }
__global__ void __launch_bounds__(128, 4) kern2(float *p) { p[threadIdx.x] = 1.f; }

static size_t smem_for(int block) { return block * sizeof(float); }

int main() {
  int count = 0;
  cudaError_t err = cudaGetDeviceCount(&count);
  if (err == cudaErrorNoDevice || err == cudaErrorInsufficientDriver) {
    printf("no device: %s\n", cudaGetErrorString(err));
    return 0;
  }
  check_error(err, "cudaGetDeviceCount");
  for (int dev = 0; dev < count; ++dev) {
    cudaDeviceProp prop;
    CHECK(cudaGetDeviceProperties(&prop, dev));
    printf("%s: cc %d.%d, %d SMs, %zu bytes global, %zu shared/block, %d regs/block\n",
           prop.name, prop.major, prop.minor, prop.multiProcessorCount,
           prop.totalGlobalMem, prop.sharedMemPerBlock, prop.regsPerBlock);
    printf("warp %d, max threads %d, dims %d %d %d, grid %d %d %d\n", prop.warpSize,
           prop.maxThreadsPerBlock, prop.maxThreadsDim[0], prop.maxThreadsDim[1],
           prop.maxThreadsDim[2], prop.maxGridSize[0], prop.maxGridSize[1], prop.maxGridSize[2]);
    printf("const %zu, bus %d bits, L2 %d, threads/SM %d, managed %d, concurrent %d\n",
           prop.totalConstMem, prop.memoryBusWidth, prop.l2CacheSize,
           prop.maxThreadsPerMultiProcessor, prop.managedMemory, prop.concurrentKernels);
#if CUDART_VERSION < 13000
    printf("clock %d kHz, memory clock %d kHz\n", prop.clockRate, prop.memoryClockRate);
#endif
    int value = 0;
    CHECK(cudaDeviceGetAttribute(&value, cudaDevAttrMultiProcessorCount, dev));
    CHECK(cudaDeviceGetAttribute(&value, cudaDevAttrComputeCapabilityMajor, dev));
    CHECK(cudaDeviceGetAttribute(&value, cudaDevAttrMaxSharedMemoryPerBlockOptin, dev));
    CHECK(cudaDeviceGetAttribute(&value, cudaDevAttrClockRate, dev));
  }
  CHECK(cudaSetDevice(0));
  int dev = -1;
  CHECK(cudaGetDevice(&dev));
  CHECK(cudaSetDeviceFlags(cudaDeviceScheduleBlockingSync | cudaDeviceMapHost));
  CHECK(cudaDeviceSetLimit(cudaLimitMallocHeapSize, 1 << 24));
  size_t limit = 0;
  CHECK(cudaDeviceGetLimit(&limit, cudaLimitStackSize));
  CHECK(cudaDeviceSetCacheConfig(cudaFuncCachePreferL1));

  int driver = 0, runtime = 0;
  CHECK(cudaDriverGetVersion(&driver));
  CHECK(cudaRuntimeGetVersion(&runtime));
  printf("driver %d runtime %d (headers %d)\n", driver, runtime, CUDART_VERSION);

  // function attributes and configuration: typed and void* forms
  cudaFuncAttributes fa;
  CHECK(cudaFuncGetAttributes(&fa, kern));
  CHECK(cudaFuncGetAttributes(&fa, (const void *)kern2));
  printf("regs %d, shared %zu, local %zu, max threads %d\n", fa.numRegs, fa.sharedSizeBytes,
         fa.localSizeBytes, fa.maxThreadsPerBlock);
  CHECK(cudaFuncSetCacheConfig(kern, cudaFuncCachePreferShared));
  CHECK(cudaFuncSetCacheConfig((const void *)kern2, cudaFuncCachePreferEqual));
  CHECK(cudaFuncSetAttribute(kern, cudaFuncAttributeMaxDynamicSharedMemorySize, 64 * 1024));
  CHECK(cudaFuncSetAttribute((const void *)kern2, cudaFuncAttributePreferredSharedMemoryCarveout, 50));

  // occupancy
  int min_grid = 0, block = 0, blocks_per_sm = 0;
  CHECK(cudaOccupancyMaxPotentialBlockSize(&min_grid, &block, kern));
  CHECK(cudaOccupancyMaxPotentialBlockSize(&min_grid, &block, kern2, 0, 128));
  CHECK(cudaOccupancyMaxPotentialBlockSizeVariableSMem(&min_grid, &block, kern, smem_for));
  CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks_per_sm, kern, block, 0));
  CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks_per_sm, (const void *)kern2, 128, 0));

  // error handling idioms
  float *p = nullptr;
  if (cudaMalloc(&p, sizeof(float) * 256) != cudaSuccess) {
    fprintf(stderr, "allocation failed\n");
    return 1;
  }
  kern<<<1, 256>>>(p);
  cudaError_t launch_err = cudaGetLastError();
  if (launch_err != cudaSuccess) {
    fprintf(stderr, "launch: %s\n", cudaGetErrorString(launch_err));
    return 1;
  }
  CHECK(cudaPeekAtLastError());
  cudaError_t e = cudaDeviceSynchronize();
  switch (e) {
  case cudaSuccess: break;
  case cudaErrorIllegalAddress:
  case cudaErrorLaunchFailure:
  case cudaErrorInvalidValue:
  case cudaErrorMemoryAllocation:
  case cudaErrorInitializationError:
  case cudaErrorInvalidDevice:
  case cudaErrorInvalidDevicePointer:
  case cudaErrorInvalidMemcpyDirection:
  case cudaErrorNotSupported:
  case cudaErrorUnknown:
  default: fprintf(stderr, "%s\n", cudaGetErrorName(e)); return 1;
  }
  CHECK(cudaFree(p));
  CHECK(cudaDeviceReset());
  return 0;
}
