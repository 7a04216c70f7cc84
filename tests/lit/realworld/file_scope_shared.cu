// A __shared__ array defined at file scope (as programs and their headers
// do), used by a kernel and by a __device__ function it calls: one per block,
// in team memory where the direct form runs, and in the phase form (the host,
// GCC) the team's entry of a table indexed by the team number: a device
// function returning the team's copy, which its uses call. Many blocks, each
// working on its copy between writing and reading it, so that teams running
// at the same time and sharing one copy give wrong sums.
// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err
// DIAG: note: C2O1042: __shared__ variable 'tile' is defined at file scope: its uses call c2o_shared_tile()
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
// CHECK-NEXT: #if C2O_TEAM_STATICS
// CHECK-NEXT: {{\[\[}}clang::loader_uninitialized]] C2O_TEAM_ALIGN static c2o_type<float[64]> c2o_v;
// CHECK-NEXT: #pragma omp allocate(c2o_v) allocator(omp_pteam_mem_alloc)
// CHECK-NEXT: return c2o_v;
// CHECK-NEXT: #else
// CHECK-NEXT: static c2o_type<float[64]> c2o_v[C2O_DYNAMIC_SHARED_TEAMS];
// CHECK-NEXT: return c2o_v[c2o_team_slot()];
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
  // some work between the write and the read, so that blocks overlap
  float w = 0;
  for (int k = 0; k < 2000; ++k) w += tile[(threadIdx.x + k) % TILE] * 1e-9f;
  __syncthreads();
  if (threadIdx.x == 0) out[blockIdx.x] = tileSum() + (w < 0 ? 1.0f : 0.0f);
}

int main() {
  const int blocks = 256, n = blocks * TILE;
  static float h[n], r[blocks];
  float *d, *o;
  for (int i = 0; i < n; ++i) h[i] = i % TILE + (i / TILE) * TILE;
  cudaMalloc(&d, sizeof(h));
  cudaMalloc(&o, sizeof(r));
  cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
  blockSums<<<blocks, TILE>>>(d, o);
  cudaMemcpy(r, o, sizeof(r), cudaMemcpyDeviceToHost);
  int ok = 0;
  for (int b = 0; b < blocks; ++b) ok += r[b] == 2016.0f + TILE + (float)b * TILE * TILE;
  printf("blocks right: %d of %d\n", ok, blocks);
  // OUT: blocks right: 256 of 256
  cudaFree(d);
  cudaFree(o);
  return 0;
}
