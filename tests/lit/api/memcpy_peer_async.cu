// cudaMemcpyPeerAsync (the recipe "an API mapping", tried to the letter for
// issue 39): a copy between two devices' buffers on a stream becomes
// c2o_memcpy_peer_async, synchronous (C2O1103); on a machine of one device
// both ordinals are device 0. The output is built and run on the host.
// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: not grep -E "C2O1002|error" %t.err
// RUN: FileCheck %s --input-file=%t.err --check-prefix=DIAG
// RUN: %strip-checks %s %t.cpp | FileCheck %s --check-prefix=OUT
// RUN: %omp-host %t.cpp -o %t.host && %t.host | FileCheck %s
// DIAG: note: C2O1103: 'cudaMemcpyPeerAsync' became a synchronous operation
#include <cstdio>

int main() {
  const int n = 8;
  int h[n], back[n];
  for (int i = 0; i < n; ++i) h[i] = 3 * i;
  int *a, *b;
  cudaStream_t s;
  cudaStreamCreate(&s);
  cudaMalloc(&a, sizeof h);
  cudaMalloc(&b, sizeof h);
  cudaMemcpy(a, h, sizeof h, cudaMemcpyHostToDevice);
  cudaError_t e = cudaMemcpyPeerAsync(b, 0, a, 0, sizeof h, s);
  // OUT: c2o_error_t e = c2o_memcpy_peer_async(b, 0, a, 0, sizeof h, s);
  cudaError_t bad = cudaMemcpyPeerAsync(b, 0, a, 99, sizeof h, s);
  cudaStreamSynchronize(s);
  cudaMemcpy(back, b, sizeof back, cudaMemcpyDeviceToHost);
  printf("%d %d %d %d\n", (int)e, bad == cudaErrorInvalidDevice, back[1], back[n - 1]);
  // CHECK: 0 1 3 21
  cudaFree(a);
  cudaFree(b);
  cudaStreamDestroy(s);
  return 0;
}
