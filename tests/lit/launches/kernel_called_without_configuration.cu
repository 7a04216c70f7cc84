// A kernel handed as a value to code that calls it without a launch
// configuration: CUDA runs nothing there and records
// cudaErrorMissingConfiguration (52; measured on the H200 with
// tests/gpu/launch/unconfigured_call.cu). Such an argument becomes a function
// that does the same (C2O1017): through a template parameter, a plain function
// pointer parameter and `&k`. A helper that launches what it is given, and one
// that only stores it, keep the launcher (C2O1011) and launch as before.
// The translation runs on the host and prints CUDA's answer; GCC and the
// gfx90a syntax check take it too.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cuda2omp %s -o %t/out.cpp 2> %t/err
// RUN: FileCheck %s --input-file=%t/out.cpp
// RUN: FileCheck %s --input-file=%t/err --check-prefix=DIAG
// RUN: %omp-host %t/out.cpp -o %t/exe
// RUN: %t/exe | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t/out.cpp -o %t/exe-gcc
// RUN: %t/exe-gcc | FileCheck %s --check-prefix=OUT
// RUN: %omp-gfx90a-syntax %t/out.cpp
// DIAG: 58:28: warning: C2O1017: kernel 'scale' is passed to 'time_calls', which calls it without a launch configuration
// DIAG: 60:16: warning: C2O1017: kernel 'scale' is passed to 'call_through'
// DIAG: 62:17: warning: C2O1017: kernel 'scale' is passed to 'call_through'
// DIAG: 65:15: warning: C2O1011: kernel 'scale' is used as a value
// DIAG-NOT: C2O1017
// CHECK: time_calls(3, [](auto...) { c2o_unconfigured_call(); }, d, n, 2.0f);
// CHECK: call_through([](auto...) { c2o_unconfigured_call(); }, d, n);
// CHECK: call_through([](auto...) { c2o_unconfigured_call(); }, d, n);
// CHECK: launch_with(scale, d, n);
// OUT: runs 3, error 52 (cudaErrorMissingConfiguration), then 0
// OUT: d[0]=3 d[99]=300
#include <cstdio>
#include <cuda_runtime.h>

__global__ void scale(float *v, int n, float by) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) v[i] *= by;
}

template <class F, class... A>
int time_calls(int runs, F f, A... args) {
  for (int r = 0; r < runs; ++r) f(args...);
  return runs;
}

static void call_through(void (*f)(float *, int, float), float *v, int n) { (*f)(v, n, 10.0f); }

template <class K>
void launch_with(K k, float *v, int n) {
  k<<<(n + 31) / 32, 32>>>(v, n, 3.0f);
}

int main() {
  const int n = 100;
  float h[n];
  for (int i = 0; i < n; ++i) h[i] = float(i + 1);
  float *d;
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  int runs = time_calls(3, scale, d, n, 2.0f);
  cudaError_t first = cudaGetLastError();
  call_through(scale, d, n);
  cudaGetLastError();
  call_through(&scale, d, n);
  cudaError_t second = cudaGetLastError();
  cudaError_t third = cudaGetLastError();
  launch_with(scale, d, n);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("runs %d, error %d (%s), then %d\n", runs, (int)first, cudaGetErrorName(second), (int)third);
  printf("d[0]=%g d[99]=%g\n", h[0], h[99]);
  cudaFree(d);
  return 0;
}
