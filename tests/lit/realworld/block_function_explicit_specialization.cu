// A block-level device function template with an explicit specialization
// (a shuffle loop for any type, one warp reduction for int): clang declares
// the specialization once more where the program wrote it, and that
// declaration was taken for a prototype, so the specialization's edits were
// written twice and landed in the primary template (C2O1503, exit 5).
// Both must be written as the program wrote them, in both forms.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cuda2omp-verified %s -o %t/out.cpp 2> %t/err
// RUN: FileCheck %s --check-prefix=ERR --input-file=%t/err
// RUN: %omp-gfx90a-syntax %t/out.cpp
// RUN: %omp-host %t/out.cpp -o %t/exe && %t/exe | FileCheck %s --check-prefix=OUT
// RUN: %omp-host -DC2O_NO_BARE %t/out.cpp -o %t/exe-phase && %t/exe-phase | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t/out.cpp -o %t/exe-gcc && %t/exe-gcc | FileCheck %s --check-prefix=OUT
// ERR-NOT: C2O1503
// ERR: C2O1110: 'laneTotal' synchronises
// 0 + 1 + ... + 127 over two blocks of 64 threads; the float half of each.
// OUT: int 8128 float 4064.0
#include <cstdio>

template <class T> __device__ T laneTotal(unsigned mask, T v) {
  for (int step = 16; step > 0; step >>= 1) v += __shfl_xor_sync(mask, v, step);
  return v;
}

template <> __device__ int laneTotal<int>(unsigned mask, int v) { return __reduce_add_sync(mask, v); }

template <class T> __global__ void blockTotals(const T *in, T *out) {
  __shared__ T warpTotals[8];
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  T v = laneTotal<T>(0xffffffffu, in[i]);
  if (threadIdx.x % 32 == 0) warpTotals[threadIdx.x / 32] = v;
  __syncthreads();
  if (threadIdx.x == 0) {
    T s = 0;
    for (unsigned w = 0; w < blockDim.x / 32; ++w) s += warpTotals[w];
    atomicAdd(out, s);
  }
}

int main() {
  const int n = 128;
  int hi[n];
  float hf[n];
  for (int i = 0; i < n; ++i) { hi[i] = i; hf[i] = 0.5f * i; }
  int *di, *dsi;
  float *df, *dsf;
  cudaMalloc(&di, sizeof hi);
  cudaMalloc(&df, sizeof hf);
  cudaMalloc(&dsi, sizeof(int));
  cudaMalloc(&dsf, sizeof(float));
  cudaMemset(dsi, 0, sizeof(int));
  cudaMemset(dsf, 0, sizeof(float));
  cudaMemcpy(di, hi, sizeof hi, cudaMemcpyHostToDevice);
  cudaMemcpy(df, hf, sizeof hf, cudaMemcpyHostToDevice);
  blockTotals<int><<<2, 64>>>(di, dsi);
  blockTotals<float><<<2, 64>>>(df, dsf);
  int si;
  float sf;
  cudaMemcpy(&si, dsi, sizeof si, cudaMemcpyDeviceToHost);
  cudaMemcpy(&sf, dsf, sizeof sf, cudaMemcpyDeviceToHost);
  printf("int %d float %.1f\n", si, sf);
  return 0;
}
