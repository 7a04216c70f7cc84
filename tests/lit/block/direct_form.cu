// The direct form of block-level kernels (clang on a GPU): every kernel also gets its own statements as a
// function run by one GPU thread per CUDA thread of a bare launch; the
// launcher takes it when c2o_bare_launch() says the kernel runs on a GPU, the
// phase form elsewhere (here: the host, so the run checks the phase form; the
// H100 corpus run checks the direct one). A kernel with a warp shuffle has
// both forms too.
// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: FileCheck %s --check-prefix=DIAG < %t.err
// RUN: %check-no-cuda %t.cpp
// RUN: %omp-host %t.cpp -o %t.clang && %t.clang | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc && %t.gcc | FileCheck %s --check-prefix=OUT
// RUN: %omp-gfx90a-syntax %t.cpp
#include <cstdio>

#define TILE 64

// Each block sums its tile in rounds; the barrier sits in a loop.
__global__ void tileSums(const int *in, int *out, int n) {
  __shared__ int s[TILE];
  extern __shared__ int scratch[];
  int t = threadIdx.x;
  int i = blockIdx.x * TILE + t;
  s[t] = i < n ? in[i] : 0;
  scratch[t] = 1;
  __syncthreads();
  for (int w = TILE / 2; w > 0; w /= 2) {
    if (t < w) s[t] += s[t + w];
    __syncthreads();
  }
  if (t == 0) out[blockIdx.x] = s[0] + scratch[TILE - 1] - 1;
}
// CHECK: {{^}}#if C2O_HAS_BARE
// CHECK-NEXT: {{^}}#pragma omp declare target
// CHECK-NEXT: void tileSums_c2o_direct(const uint3 c2o_threadIdx, const uint3 c2o_blockIdx, const dim3 c2o_blockDim, const dim3 c2o_gridDim, unsigned char *c2o_arena, size_t c2o_shmem, const int *in, int *out, int n) {
// CHECK-NEXT: (void)c2o_arena;
// CHECK-NEXT: (void)c2o_shmem;
// CHECK-NEXT: c2o_direct_enter(c2o_blockDim, c2o_gridDim);
// CHECK: {{\[\[}}clang::loader_uninitialized{{\]\]}} C2O_TEAM_ALIGN static int s[TILE];
// CHECK-NEXT: {{^}}#pragma omp allocate(s) allocator(omp_pteam_mem_alloc)
// CHECK: int *scratch = reinterpret_cast<int *>(c2o_direct_dynamic_shared());
// CHECK: int t = c2o_threadIdx.x;
// CHECK: c2o_syncthreads();
// CHECK-NEXT: for (int w = TILE / 2; w > 0; w /= 2) {
// CHECK-NEXT: if (t < w) s[t] += s[t + w];
// CHECK-NEXT: c2o_syncthreads();
// CHECK: {{^}}#pragma omp end declare target
// CHECK-NEXT: {{^}}#endif
// The launcher runs it first, as a bare launch asking for the launch's dynamic size.
// CHECK: void tileSums(dim3 c2o_grid, dim3 c2o_block, size_t c2o_shmem, const int *in, int *out, int n) {
// CHECK: {{^}}#if C2O_HAS_BARE
// CHECK-NEXT: if (c2o_bare_launch(c2o_grid, c2o_block)) {
// CHECK-NEXT: c2o_check_team_memory(c2o_shmem, "tileSums");
// CHECK-NEXT: {{^}}#pragma omp target teams ompx_bare C2O_BARE_GEOMETRY(c2o_gx, c2o_gy, c2o_gz, c2o_bx, c2o_by, c2o_bz) C2O_TEAM_MEMORY(c2o_shmem) is_device_ptr(in, out)
// CHECK-NEXT: tileSums_c2o_direct(c2o_bare_thread_index(c2o_bx, c2o_by), c2o_bare_block_index(c2o_gx, c2o_gy), ::dim3(c2o_bx, c2o_by, c2o_bz), ::dim3(c2o_gx, c2o_gy, c2o_gz), C2O_DIRECT_ARENA(), c2o_shmem, in, out, n);
// CHECK-NEXT: return;
// CHECK-NEXT: }
// CHECK-NEXT: {{^}}#endif
// CHECK: tileSums_c2o_block(

// A warp shuffle: the direct form too (the GPU's own shuffle).
__global__ void warpSums(const int *in, int *out) {
  int v = in[blockIdx.x * 32 + threadIdx.x];
  for (int d = 16; d > 0; d /= 2) v += __shfl_down_sync(0xffffffffu, v, d);
  if (threadIdx.x == 0) out[blockIdx.x] = v;
}
// CHECK: void warpSums_c2o_direct(
// CHECK: v += c2o_direct_shfl_down_sync(0xffffffffu, v, d);

int main() {
  const int n = 1000, blocks = (n + TILE - 1) / TILE;
  int h[n], *d, *o, r[blocks], w[4];
  for (int i = 0; i < n; ++i) h[i] = i % 10;
  cudaMalloc(&d, n * sizeof(int));
  cudaMalloc(&o, blocks * sizeof(int));
  cudaMemcpy(d, h, n * sizeof(int), cudaMemcpyHostToDevice);
  tileSums<<<blocks, TILE, TILE * sizeof(int)>>>(d, o, n);
  cudaMemcpy(r, o, blocks * sizeof(int), cudaMemcpyDeviceToHost);
  long total = 0;
  for (int b = 0; b < blocks; ++b) total += r[b];
  warpSums<<<4, 32>>>(d, o);
  cudaMemcpy(w, o, 4 * sizeof(int), cudaMemcpyDeviceToHost);
  printf("total=%ld first=%d last=%d warps=%d %d\n", total, r[0], r[blocks - 1], w[0], w[3]);
  cudaFree(d);
  cudaFree(o);
  return 0;
}
// OUT: total=4500 first=276 last=180 warps=136 148
// DIAG: direct_form.cu:19:17: note: C2O1108: block-level kernel 'tileSums' also has a direct form
// DIAG: C2O1108: block-level kernel 'warpSums' also has a direct form
