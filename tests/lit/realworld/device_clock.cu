// clock() and clock64() in device code read the GPU's cycle counter; the
// translation links for AMD and NVIDIA GPUs (clang has no device clock()).
// RUN: %cuda2omp %s -o %t.cpp --quiet
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %omp-host %t.cpp -o %t.exe
// RUN: %t.exe | FileCheck %s --check-prefix=OUT
// RUN: clang++-19 -std=c++17 -O2 -fopenmp --offload-arch=gfx90a --rocm-device-lib-path=/usr/lib/x86_64-linux-gnu/amdgcn/bitcode -mcode-object-version=4 -I%helpers %t.cpp -o %t.gfx90a
#include <cstdio>
#include <ctime>

__global__ void timed(long long *cycles, clock_t *ticks, float *x) {
  long long t0 = clock64();
  // CHECK: long long t0 = c2o_clock64();
  clock_t c0 = clock();
  x[threadIdx.x] = x[threadIdx.x] * 2.0f + 1.0f;
  cycles[threadIdx.x] = clock64() - t0;
  ticks[threadIdx.x] = clock() - c0;
}

int main() {
  long long *dc, hc[32];
  clock_t *dt, ht[32];
  float *dx, hx[32];
  for (int i = 0; i < 32; ++i) hx[i] = i;
  cudaMalloc(&dc, sizeof hc);
  cudaMalloc(&dt, sizeof ht);
  cudaMalloc(&dx, sizeof hx);
  cudaMemcpy(dx, hx, sizeof hx, cudaMemcpyHostToDevice);
  timed<<<1, 32>>>(dc, dt, dx);
  cudaMemcpy(hc, dc, sizeof hc, cudaMemcpyDeviceToHost);
  cudaMemcpy(ht, dt, sizeof ht, cudaMemcpyDeviceToHost);
  cudaMemcpy(hx, dx, sizeof hx, cudaMemcpyDeviceToHost);
  bool ok = true;
  for (int i = 0; i < 32; ++i) ok = ok && hc[i] >= 0 && ht[i] >= 0 && hx[i] == 2.0f * i + 1.0f;
  printf("%s\n", ok ? "counters ok" : "counters wrong");
  // OUT: counters ok
  return 0;
}
