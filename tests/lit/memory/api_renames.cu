// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: %omp-host %t.cpp -o %t.exe
// RUN: %t.exe | FileCheck %s --check-prefix=OUT
// RUN: %check-no-cuda %t.cpp
#include <cstdio>
#include <cuda_runtime.h>
#include <cuda.h>
// CHECK: {{^}}#include "c2o_runtime.h"
// CHECK-NOT: {{^}}#include <cuda.h>

#define CHECK(call) do { cudaError_t err = (call); if (err != cudaSuccess) { printf("%s\n", cudaGetErrorString(err)); return 1; } } while (0)
// CHECK: {{^}}#define CHECK(call) do { c2o_error_t err = (call); if (err != c2o_success) { printf("%s\n", c2o_get_error_string(err)); return 1; } } while (0)

int main() {
  const int n = 256;
  float *a, *b, *pinned;
  CHECK(cudaMalloc(&a, n * sizeof(float)));
  // CHECK: CHECK(c2o_malloc(&a, n * sizeof(float)));
  CHECK(cudaMalloc((void **)&b, n * sizeof(float)));
  CHECK(cudaMallocHost(&pinned, n * sizeof(float)));
  // CHECK: {{^ *}}// C2O1102: pinned host memory became ordinary host memory
  // ERR: note: C2O1102
  for (int i = 0; i < n; ++i) pinned[i] = i;
  cudaStream_t s;
  cudaStreamCreate(&s);
  // CHECK: c2o_stream_t s;
  // CHECK-NEXT: c2o_stream_create(&s);
  CHECK(cudaMemcpyAsync(a, pinned, n * sizeof(float), cudaMemcpyHostToDevice, s));
  // CHECK: {{^ *}}// C2O1103: 'cudaMemcpyAsync' became a synchronous operation
  // CHECK-NEXT: CHECK(c2o_memcpy_async(a, pinned, n * sizeof(float), c2o_memcpy_host_to_device, s));
  cudaStreamSynchronize(s);
  CHECK(cudaMemcpy(b, a, n * sizeof(float), cudaMemcpyDeviceToDevice));
  CHECK(cudaMemset(a, 0, n * sizeof(float)));
  cudaEvent_t t0, t1;
  cudaEventCreate(&t0);
  cudaEventCreate(&t1);
  cudaEventRecord(t0);
  CHECK(cudaMemcpy(pinned, b, n * sizeof(float), cudaMemcpyDefault));
  cudaEventRecord(t1);
  cudaEventSynchronize(t1);
  float ms = -1;
  cudaEventElapsedTime(&ms, t0, t1);
  float sum = 0;
  for (int i = 0; i < n; ++i) sum += pinned[i];
  printf("sum=%.0f timed=%d err=%s\n", sum, ms >= 0, cudaGetErrorString(cudaGetLastError()));
  // OUT: sum=32640 timed=1 err=no error
  cudaEventDestroy(t0);
  cudaEventDestroy(t1);
  cudaStreamDestroy(s);
  cudaFreeHost(pinned);
  cudaFree(a);
  cudaFree(b);
  CHECK(cudaDeviceSynchronize());
  return 0;
}
