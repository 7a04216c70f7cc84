// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: not grep -E "C2O1002|error" %t.err
// RUN: FileCheck %s < %t.cpp
// RUN: %check-no-cuda %t.cpp
// RUN: %omp-host %t.cpp -o %t.host && %t.host | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc && %t.gcc | FileCheck %s --check-prefix=OUT
// L2 persistence hints (cudaStreamAttrValue, cudaAccessPolicyWindow,
// cudaStreamSetAttribute, cudaLimitPersistingL2CacheSize,
// cudaCtxResetPersistingL2Cache) and CUDA 12.2+ memory locations
// (cudaMemLocation with cudaMemPrefetchAsync_v2 / cudaMemAdvise_v2 and CUDA
// 13's cudaMemPrefetchAsync / cudaMemAdvise): accepted, checked as CUDA checks
// them, no effect (C2O1122); the kernel's result is unchanged.
#include <cuda_runtime.h>
#include <cstdio>

__global__ void scale(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= 2.0f;
}

int main() {
  const int n = 1024;
  float *x;
  cudaMallocManaged(&x, n * sizeof(float));
  for (int i = 0; i < n; ++i) x[i] = float(i);
  cudaStream_t s;
  cudaStreamCreate(&s);

  cudaDeviceSetLimit(cudaLimitPersistingL2CacheSize, 1 << 20);
  // CHECK: c2o_device_set_limit(c2o_limit_persisting_l2_cache_size, 1 << 20);
  size_t limit = 0;
  cudaDeviceGetLimit(&limit, cudaLimitPersistingL2CacheSize);
  cudaStreamAttrValue attr;
  // CHECK: C2O_STREAM_ATTR_VALUE attr;
  attr.accessPolicyWindow.base_ptr = x;
  attr.accessPolicyWindow.num_bytes = n * sizeof(float);
  attr.accessPolicyWindow.hitRatio = 0.6f;
  attr.accessPolicyWindow.hitProp = cudaAccessPropertyPersisting;
  attr.accessPolicyWindow.missProp = cudaAccessPropertyStreaming;
  // CHECK: attr.accessPolicyWindow.missProp = c2o_access_property_streaming;
  cudaError_t e1 = cudaStreamSetAttribute(s, cudaStreamAttributeAccessPolicyWindow, &attr);
  // ERR: note: C2O1122: 'cudaStreamSetAttribute' is a performance hint
  // CHECK: c2o_stream_set_attribute(s, C2O_STREAM_ATTRIBUTE_ACCESS_POLICY_WINDOW, &attr);
  attr.accessPolicyWindow.hitRatio = 1.5f; // out of range: cudaErrorInvalidValue, as in CUDA
  cudaError_t e2 = cudaStreamSetAttribute(s, cudaStreamAttributeAccessPolicyWindow, &attr);
  cudaGetLastError();
  cudaStreamAttrValue got;
  cudaStreamGetAttribute(s, cudaStreamAttributeSynchronizationPolicy, &got);
  printf("limit %zu, set %d, bad window %d, policy auto %d\n", limit, e1 == cudaSuccess, e2 == cudaErrorInvalidValue,
         got.syncPolicy == cudaSyncPolicyAuto);
  // OUT: limit 1048576, set 1, bad window 1, policy auto 1

  cudaMemLocation loc;
  loc.type = cudaMemLocationTypeDevice;
  loc.id = 0;
  // CHECK: c2o_mem_location loc;
  // CHECK: loc.type = c2o_mem_location_type_device;
  cudaError_t p1 = cudaMemPrefetchAsync_v2(x, n * sizeof(float), loc, 0, s);
  cudaError_t p2 = cudaMemAdvise_v2(x, n * sizeof(float), cudaMemAdviseSetReadMostly, loc);
  cudaError_t p3 = cudaMemPrefetchAsync(x, n * sizeof(float), loc, 0, s);
  loc.type = cudaMemLocationTypeHost;
  cudaError_t p4 = cudaMemAdvise(x, n * sizeof(float), cudaMemAdviseSetPreferredLocation, loc);
  printf("locations %d %d %d %d\n", p1 == cudaSuccess, p2 == cudaSuccess, p3 == cudaSuccess, p4 == cudaSuccess);
  // OUT: locations 1 1 1 1

  scale<<<(n + 255) / 256, 256, 0, s>>>(x, n);
  attr.accessPolicyWindow.num_bytes = 0; // reset the window, then the persisting lines
  attr.accessPolicyWindow.hitRatio = 0.0f;
  cudaStreamSetAttribute(s, cudaStreamAttributeAccessPolicyWindow, &attr);
  cudaCtxResetPersistingL2Cache();
  cudaStreamSynchronize(s);
  double sum = 0;
  for (int i = 0; i < n; ++i) sum += x[i];
  printf("sum %.0f\n", sum);
  // OUT: sum 1047552
  cudaStreamDestroy(s);
  cudaFree(x);
  return 0;
}
