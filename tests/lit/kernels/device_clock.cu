// clock() in device code is the GPU's cycle counter in CUDA; the C library's
// clock() is the process's CPU time in microseconds, so a kernel spinning for
// a number of clocks sized from cudaDeviceProp::clockRate (1 GHz on the host
// device) took 1000 times as long there (the CUDA samples' simpleHyperQ ran
// past its time limit). In device-only code, clock(), ::clock() and
// std::clock() become c2o_clock(); host code and __host__ __device__
// functions keep the C library's. The kernel spins for 50 ms of clocks:
// before, 50 s on the host device.
// RUN: %cuda2omp-verified %s -o %t.cpp 2> %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %omp-host %t.cpp -o %t.exe && timeout 60 %t.exe | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc && timeout 60 %t.gcc | FileCheck %s --check-prefix=OUT
// RUN: %omp-gfx90a-syntax %t.cpp
#include <chrono>
#include <cstdio>
#include <ctime>

__global__ void spin(long long clocks, long long *spent) {
  clock_t start = clock();
  // CHECK: clock_t start = c2o_clock();
  clock_t now = ::clock();
  // CHECK: clock_t now = c2o_clock();
  while ((long long)(now - start) < clocks) now = std::clock();
  // CHECK: while ((long long)(now - start) < clocks) now = c2o_clock();
  if (threadIdx.x == 0) *spent = (long long)(now - start);
}

__host__ __device__ long long either() { return (long long)clock(); }
// CHECK: long long either() { return (long long)clock(); }

int main() {
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, 0);
  const long long clocks = 50LL * prop.clockRate; // 50 ms: clockRate is in kHz
  long long *spent;
  cudaMallocManaged(&spent, sizeof *spent);
  clock_t cpu0 = clock();
  // CHECK: clock_t cpu0 = clock();
  auto t0 = std::chrono::steady_clock::now();
  spin<<<1, 32>>>(clocks, spent);
  cudaDeviceSynchronize();
  double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  (void)cpu0;
  printf("spun at least the clocks asked: %s\n", *spent >= clocks ? "yes" : "no");
  printf("done within 5 s: %s\n", s < 5.0 ? "yes" : "no");
  // OUT: spun at least the clocks asked: yes
  // OUT-NEXT: done within 5 s: yes
  cudaFree(spent);
  return 0;
}
