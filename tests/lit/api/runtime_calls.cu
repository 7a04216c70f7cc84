// Runtime calls of issue 17 become their helpers; a kernel passed to an
// attribute or occupancy function needs no C2O1011; hints get C2O1122.
// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: %check-no-cuda %t.cpp
// RUN: %omp-host %t.cpp -o %t.exe && %t.exe | FileCheck %s --check-prefix=OUT
// ERR-NOT: C2O1011
// ERR-NOT: C2O1002
#include <cstdio>

__global__ void k(float *p) { p[threadIdx.x] = 1.0f; }

int main() {
  int sms = 0;
  cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0);
  // CHECK: // C2O1120: 'cudaDeviceGetAttribute' answers from the GPU's driver on NVIDIA GPUs, elsewhere from OpenMP
  // CHECK-NEXT: c2o_device_get_attribute(&sms, c2o_dev_attr_multi_processor_count, 0);
  cudaFuncSetAttribute(k, cudaFuncAttributeMaxDynamicSharedMemorySize, 1024);
  // CHECK: c2o_func_set_attribute(k, c2o_func_attribute_max_dynamic_shared_memory_size, 1024);
  int grid = 0, block = 0;
  cudaOccupancyMaxPotentialBlockSize(&grid, &block, k);
  // CHECK: c2o_occupancy_max_potential_block_size(&grid, &block, k);
  cudaDeviceSetCacheConfig(cudaFuncCachePreferShared);
  // CHECK: // C2O1122: 'cudaDeviceSetCacheConfig' is a performance hint
  // CHECK-NEXT: c2o_device_set_cache_config(c2o_func_cache_prefer_shared);
  float *img;
  size_t pitch;
  cudaMallocPitch(&img, &pitch, 100 * sizeof(float), 10);
  // CHECK: c2o_malloc_pitch(&img, &pitch, 100 * sizeof(float), 10);
  cudaMemset2D(img, pitch, 0, 100 * sizeof(float), 10);
  cudaExtent e = make_cudaExtent(4, 5, 6);
  // CHECK: c2o_extent e = c2o_make_extent(4, 5, 6);
  int least = 7, greatest = 7;
  cudaDeviceGetStreamPriorityRange(&least, &greatest);
  // CHECK: // C2O1120: 'cudaDeviceGetStreamPriorityRange' answers from the GPU's driver on NVIDIA GPUs
  // CHECK-NEXT: c2o_device_get_stream_priority_range(&least, &greatest);
  printf("priority range on the host device: %d to %d\n", least, greatest);
  // OUT: priority range on the host device: 0 to 0
  cudaStream_t s;
  cudaStreamCreateWithPriority(&s, cudaStreamNonBlocking, -1);
  float *a;
  cudaMallocAsync(&a, 256 * sizeof(float), s);
  // CHECK: // C2O1103: 'cudaMallocAsync' became a synchronous operation
  // CHECK-NEXT: c2o_malloc_async(&a, 256 * sizeof(float), s);
  k<<<1, 256, 0, s>>>(a);
  cudaFreeAsync(a, s);
  int v = 0;
  cudaRuntimeGetVersion(&v);
  printf("sms_ok=%d block=%d pitch_ok=%d extent=%zu version_ok=%d\n", sms >= 1, block, pitch >= 400,
         e.width * e.height * e.depth, v >= 11000);
  // OUT: sms_ok=1 block=1024 pitch_ok=1 extent=120 version_ok=1
  cudaFree(img);
  cudaStreamDestroy(s);
  return 0;
}
