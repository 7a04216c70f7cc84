// What a block-level kernel becomes in GCC's nvptx device code: the barrier
// is the block's hardware barrier (inline PTX bar.sync, reached through
// C2O_PTX_ONLY, which GCC would otherwise compile out silently) and the phase
// loops are SIMT (omp simd) regions; with -DC2O_GCC_NO_PHASE_SIMD they are
// not, and with -DC2O_GCC_TEAM_BARRIER=1 the barrier is the __atomic spin
// barrier. The same program runs on the host (GCC's host fallback).
// REQUIRES: gcc-nvptx
// RUN: %cuda2omp %s -o %t.cpp
// RUN: %gcc-nvptx-keep %t.cpp -o %t.exe
// RUN: FileCheck %s --check-prefix=PTX < %t.xnvptx-none.mkoffload.s
// RUN: %gcc-nvptx-keep -DC2O_GCC_NO_PHASE_SIMD -DC2O_GCC_TEAM_BARRIER=1 %t.cpp -o %t-plain.exe
// RUN: FileCheck %s --check-prefix=PLAIN < %t-plain.xnvptx-none.mkoffload.s
// RUN: not grep -q simtstack_ar %t-plain.xnvptx-none.mkoffload.s
// RUN: not grep -q "bar.sync 1, %%r" %t-plain.xnvptx-none.mkoffload.s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t.exe | FileCheck %s --check-prefix=OUT
// PTX: %simtstack_ar
// PTX: bar.sync 1, %r{{[0-9]+}};
// PLAIN: atom.add.u32
#include <cstdio>

__global__ void shift_left(const int *in, int *out, int n) {
  __shared__ int tile[64];
  int t = threadIdx.x;
  int i = blockIdx.x * blockDim.x + t;
  tile[t] = i < n ? in[i] : -1;
  __syncthreads();
  if (i < n) out[i] = t + 1 < 64 ? tile[t + 1] : -2; // the next thread's element, read after the barrier
}

int main() {
  const int n = 200;
  int h[n], r[n];
  for (int i = 0; i < n; ++i) h[i] = 3 * i + 1;
  int *din, *dout;
  cudaMalloc(&din, sizeof(h));
  cudaMalloc(&dout, sizeof(r));
  cudaMemcpy(din, h, sizeof(h), cudaMemcpyHostToDevice);
  shift_left<<<(n + 63) / 64, 64>>>(din, dout, n);
  cudaMemcpy(r, dout, sizeof(r), cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < n; ++i) {
    int want = i % 64 == 63 ? -2 : (i + 1 < n ? h[i + 1] : -1);
    bad += r[i] != want;
  }
  printf("bad=%d\n", bad);
  // OUT: bad=0
  cudaFree(din);
  cudaFree(dout);
  return 0;
}
