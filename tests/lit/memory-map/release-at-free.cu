// --memory=map: a mapping that no copy out ends is released where the
// program frees the buffer (cudaFree), not right after its last use: the
// release deallocates the device copy, and after the last use it fell inside
// the program's timed region (a loop of launches, then the synchronisation
// and the clock: CUB's block reduce bench took 1.25x its --memory=device
// time at 2^27 ints for that alone, H100). Where a mapping may begin between
// the last use and the free (here a launch that takes another buffer), a
// host buffer freed before could give its address to that mapping, so the
// release stays after the last use; so it does when the host buffer itself
// is freed or changed in between.
// RUN: %cuda2omp --memory=map %s -o %t.cpp 2> %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %omp-host %t.cpp -o %t.clang && %t.clang | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc && %t.gcc | FileCheck %s --check-prefix=OUT
// RUN: %omp-gfx90a-syntax %t.cpp
#include <chrono>
#include <cstdio>
#include <vector>

__global__ void twice(const int *in, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = 2 * in[i];
}

int timed(int n, int reps) {
  std::vector<int> h(n), r(n);
  for (int i = 0; i < n; ++i) h[i] = i;
  int *dIn, *dOut;
  cudaMalloc(&dIn, n * sizeof(int));
  cudaMalloc(&dOut, n * sizeof(int));
  cudaMemcpy(dIn, h.data(), n * sizeof(int), cudaMemcpyHostToDevice);
  auto t0 = std::chrono::steady_clock::now();
  for (int k = 0; k < reps; ++k) twice<<<(n + 255) / 256, 256>>>(dIn, dOut, n);
  cudaDeviceSynchronize();
  auto t1 = std::chrono::steady_clock::now();
  cudaMemcpy(r.data(), dOut, n * sizeof(int), cudaMemcpyDeviceToHost);
  cudaFree(dIn);
  cudaFree(dOut);
  (void)(t1 - t0);
  return r[n - 1];
}
// CHECK-LABEL: int timed(int n, int reps) {
// CHECK: for (int k = 0; k < reps; ++k) twice((n + 255) / 256, 256, 0, dIn, dOut, n);
// CHECK-NEXT: c2o_device_synchronize();
// CHECK-NEXT: auto t1 = std::chrono::steady_clock::now();
// CHECK-NEXT: #pragma omp target exit data map(from: c2o_h_r[:n])
// CHECK-NEXT: #pragma omp target exit data map(release: c2o_h_h[:n])
// CHECK-NEXT: (void)(t1 - t0);

int launchBetween(int n) {
  std::vector<int> a(n), b(n), ra(n), rb(n);
  for (int i = 0; i < n; ++i) a[i] = b[i] = i;
  int *dA, *dB, *dRa, *dRb;
  cudaMalloc(&dA, n * sizeof(int));
  cudaMalloc(&dRa, n * sizeof(int));
  cudaMalloc(&dB, n * sizeof(int));
  cudaMalloc(&dRb, n * sizeof(int));
  cudaMemcpy(dA, a.data(), n * sizeof(int), cudaMemcpyHostToDevice);
  twice<<<(n + 255) / 256, 256>>>(dA, dRa, n);
  cudaMemcpy(ra.data(), dRa, n * sizeof(int), cudaMemcpyDeviceToHost);
  cudaMemcpy(dB, b.data(), n * sizeof(int), cudaMemcpyHostToDevice);
  twice<<<(n + 255) / 256, 256>>>(dB, dRb, n);
  cudaMemcpy(rb.data(), dRb, n * sizeof(int), cudaMemcpyDeviceToHost);
  cudaFree(dA);
  cudaFree(dB);
  cudaFree(dRa);
  cudaFree(dRb);
  return ra[n - 1] + rb[n - 1];
}
// CHECK-LABEL: int launchBetween(int n) {
// CHECK: twice((n + 255) / 256, 256, 0, dA, dRa, n);
// CHECK-NEXT: #pragma omp target exit data map(release: c2o_h_a[:n])
// CHECK: twice((n + 255) / 256, 256, 0, dB, dRb, n);
// CHECK-NEXT: #pragma omp target exit data map(from: c2o_h_rb[:n])
// CHECK-NEXT: #pragma omp target exit data map(release: c2o_h_b[:n])

int hostFreedFirst(int n) {
  int *h, *r = new int[n];
  cudaMallocHost(&h, n * sizeof(int));
  for (int i = 0; i < n; ++i) h[i] = i;
  int *dIn, *dOut;
  cudaMalloc(&dIn, n * sizeof(int));
  cudaMalloc(&dOut, n * sizeof(int));
  cudaMemcpy(dIn, h, n * sizeof(int), cudaMemcpyHostToDevice);
  twice<<<(n + 255) / 256, 256>>>(dIn, dOut, n);
  cudaMemcpy(r, dOut, n * sizeof(int), cudaMemcpyDeviceToHost);
  cudaFreeHost(h);
  cudaFree(dIn);
  cudaFree(dOut);
  int v = r[n - 1];
  delete[] r;
  return v;
}
// The host buffer is freed before the device buffer: its page-locked memory
// unlocked under a live mapping stopped LLVM's offload runtime at the release
// (matrixMul on the H100: "the locked buffer is still being used").
// CHECK-LABEL: int hostFreedFirst(int n) {
// CHECK: twice((n + 255) / 256, 256, 0, dIn, dOut, n);
// CHECK-NEXT: #pragma omp target exit data map(release: h[:n])

int main() {
  printf("timed %d between %d freed %d\n", timed(1000, 5), launchBetween(1000), hostFreedFirst(1000));
  return 0;
}
// OUT: timed 1998 between 3996 freed 1998
