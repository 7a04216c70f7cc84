// A __shared__ array defined at file scope (as programs and their headers
// do), used by a kernel and by a __device__ function it calls: one per block,
// in team memory where the direct form runs: a device function returning
// a static in team memory, which its uses call.
// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err
// DIAG: warning: C2O1042: __shared__ variable 'tile' is defined at file scope
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %omp-host %t.cpp -o %t.exe
// RUN: %t.exe | FileCheck %s --check-prefix=OUT
// RUN: %omp-gfx90a-syntax %t.cpp
// RUN: %omp-gcc %t.cpp -o %t.gcc && %t.gcc | FileCheck %s --check-prefix=OUT
#include <cstdio>

#define TILE 64
__shared__ float tile[TILE], spare[TILE];
// CHECK: #pragma omp declare target
// CHECK-NEXT: static inline c2o_type<float[64]> &c2o_shared_tile() {
// CHECK-NEXT: #if C2O_HAS_BARE
// CHECK-NEXT: {{\[\[}}clang::loader_uninitialized]] static c2o_type<float[64]> c2o_v;
// CHECK-NEXT: #pragma omp allocate(c2o_v) allocator(omp_pteam_mem_alloc)
// CHECK: static inline c2o_type<float[64]> &c2o_shared_spare() {
// CHECK: #pragma omp end declare target
// CHECK: s += c2o_shared_tile()[i] + c2o_shared_spare()[i];

__device__ float tileSum() {
  float s = 0;
  for (int i = 0; i < TILE; ++i) s += tile[i] + spare[i];
  return s;
}

__global__ void blockSums(const float *in, float *out) {
  tile[threadIdx.x] = in[blockIdx.x * TILE + threadIdx.x];
  spare[threadIdx.x] = 1.0f;
  __syncthreads();
  if (threadIdx.x == 0) out[blockIdx.x] = tileSum();
}

int main() {
  const int blocks = 8, n = blocks * TILE;
  float h[n], r[blocks], *d, *o;
  for (int i = 0; i < n; ++i) h[i] = i % TILE;
  cudaMalloc(&d, sizeof(h));
  cudaMalloc(&o, sizeof(r));
  cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
  blockSums<<<blocks, TILE>>>(d, o);
  cudaMemcpy(r, o, sizeof(r), cudaMemcpyDeviceToHost);
  int ok = 0;
  for (int b = 0; b < blocks; ++b) ok += r[b] == 2016.0f + TILE;
  printf("blocks right: %d of %d\n", ok, blocks);
  // OUT: blocks right: 8 of 8
  cudaFree(d);
  cudaFree(o);
  return 0;
}
