// Inline PTX in device code is kept for NVIDIA GPUs and is a trap elsewhere,
// so the translation builds for every target (the host's pass of an offload
// build and AMD GPUs would reject PTX): C2O1043 says so at the statement.
// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %omp-host %t.cpp -o %t.exe
// RUN: %omp-gfx90a-syntax %t.cpp
// RUN: %t.exe | FileCheck %s --check-prefix=OUT
#include <cstdio>

__device__ unsigned absdiff4(unsigned a, unsigned b) {
  unsigned r;
  asm("vabsdiff4.u32.u32.u32.add %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(0));
  // DIAG: device_inline_ptx.cu:[[@LINE-1]]:7: warning: C2O1043: inline assembly in device code is PTX
  // CHECK: {{^}}#if defined(__NVPTX__) || defined(__nvptx__)
  // CHECK-NEXT: {{^}}  asm("vabsdiff4
  // CHECK-NEXT: {{^}}#else
  // CHECK-NEXT: {{^}}  __builtin_trap();
  // CHECK-NEXT: {{^}}#endif
  return r;
}

__global__ void diffs(const unsigned *a, const unsigned *b, unsigned *out, int n, int usePtx) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = usePtx ? absdiff4(a[i], b[i]) : (a[i] > b[i] ? a[i] - b[i] : b[i] - a[i]);
}

int main() {
  const int n = 4;
  unsigned ha[n] = {1, 5, 9, 100}, hb[n] = {3, 2, 9, 1}, r[n], *a, *b, *o;
  cudaMalloc(&a, sizeof(ha));
  cudaMalloc(&b, sizeof(hb));
  cudaMalloc(&o, sizeof(r));
  cudaMemcpy(a, ha, sizeof(ha), cudaMemcpyHostToDevice);
  cudaMemcpy(b, hb, sizeof(hb), cudaMemcpyHostToDevice);
  diffs<<<1, n>>>(a, b, o, n, 0); // the host device runs the plain branch only
  cudaMemcpy(r, o, sizeof(r), cudaMemcpyDeviceToHost);
  printf("%u %u %u %u\n", r[0], r[1], r[2], r[3]);
  // OUT: 2 3 0 99
  return 0;
}
