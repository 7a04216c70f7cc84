// A block reduction: __shared__ memory, a uniform loop holding a barrier, a
// per-thread variable kept across barriers. Checks the shape of the output
// and runs it with clang (host offloading) and GCC (host fallback).
// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: %check-no-cuda %t.cpp
// RUN: %omp-host %t.cpp -o %t.clang && %t.clang | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc && %t.gcc | FileCheck %s --check-prefix=OUT
// RUN: %omp-gfx90a-syntax %t.cpp
#include <cstdio>
#define BS 128

__global__ void block_sum(const int *in, int *out, int n) {
  __shared__ int partial[BS];
  int tid = threadIdx.x; // a per-thread constant: recomputed in each phase
  int i = blockIdx.x * blockDim.x + tid;
  int mine = i < n ? in[i] : 0; // read after the barriers: one slot per thread
  partial[tid] = mine;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) { // uniform: stays a plain loop
    if (tid < s) partial[tid] += partial[tid + s];
    __syncthreads();
  }
  if (tid == 0) out[blockIdx.x] = partial[0] - mine; // the block's sum but its first element
}
// ERR: phases.cu:[[@LINE-13]]:17: note: C2O1106: block-level kernel 'block_sum' runs one OpenMP team per block: 3 phases, 2 barriers, 1 variables kept per thread across barriers, 512 bytes of team memory plus 4 per thread

// CHECK: inline size_t block_sum_c2o_arena_bytes(unsigned long long c2o_bs, size_t c2o_shmem) {
// CHECK: #pragma omp declare target
// CHECK: void block_sum_c2o_block(const uint3 c2o_blockIdx, const dim3 c2o_blockDim, const dim3 c2o_gridDim, unsigned char *c2o_arena, size_t c2o_shmem, const int *in, int *out, int n) {
// CHECK: const unsigned long long c2o_first = omp_get_thread_num(), c2o_step = omp_get_num_threads();
// CHECK: c2o_type<int[128]> &partial = *c2o_team_array<c2o_type<int[128]>>(c2o_cursor, 1);
// CHECK: c2o_type<int> *c2o_r0_mine = c2o_team_array<c2o_type<int>>(c2o_cursor, c2o_bs);
// CHECK: C2O_PHASE_FOR(c2o_t) {
// CHECK-NEXT: {{.*}}const ::uint3 c2o_threadIdx = c2o_thread_index(c2o_t, c2o_blockDim.x, c2o_blockDim.y);
// CHECK-NEXT: {{.*}}const c2o_type<int> tid = c2o_threadIdx.x;
// CHECK-NEXT: {{.*}}c2o_type<int> &mine = c2o_r0_mine[c2o_t];
// CHECK-NEXT: {
// CHECK-NEXT: // a per-thread constant: recomputed in each phase
// CHECK-NEXT: int i = c2o_blockIdx.x * c2o_blockDim.x + tid;
// CHECK-NEXT: mine = i < n ? in[i] : 0;
// CHECK-NEXT: // read after the barriers: one slot per thread
// CHECK: c2o_block_barrier(c2o_arena);
// CHECK: for (int s = c2o_blockDim.x / 2; s > 0; s >>= 1) { // uniform: stays a plain loop
// CHECK: C2O_PHASE_FOR(c2o_t) {
// CHECK-NEXT: {{.*}}const ::uint3 c2o_threadIdx = c2o_thread_index(c2o_t, c2o_blockDim.x, c2o_blockDim.y);
// CHECK-NEXT: {{.*}}const c2o_type<int> tid = c2o_threadIdx.x;
// CHECK: if (tid < s) partial[tid] += partial[tid + s];
// CHECK: c2o_block_barrier(c2o_arena);
// CHECK: #pragma omp end declare target
// CHECK: void block_sum(dim3 c2o_grid, dim3 c2o_block, size_t c2o_shmem, const int *in, int *out, int n) {
// CHECK: #pragma omp target teams num_teams(c2o_teams) thread_limit(c2o_team_threads(c2o_block_size)) is_device_ptr(in, out, c2o_scratch)
// CHECK: C2O_TEAM_ARENA(c2o_arena, c2o_team_bytes);
// CHECK: #pragma omp parallel num_threads(c2o_team_threads(c2o_block_size))
// CHECK: block_sum_c2o_block(c2o_index3(c2o_b, c2o_gx, c2o_gy), ::dim3(c2o_bx, c2o_by, c2o_bz), ::dim3(c2o_gx, c2o_gy, c2o_gz), C2O_ARENA_OR_SCRATCH(c2o_arena, c2o_scratch, c2o_arena_bytes), c2o_shmem, in, out, n);
// CHECK-NEXT: c2o_block_barrier(C2O_TEAM_ARENA_PTR(c2o_arena));

int main() {
  const int n = 1000, blocks = (n + BS - 1) / BS;
  int h[n], sums[blocks];
  long long ref = 0;
  for (int i = 0; i < n; ++i) { h[i] = (i * 37) % 101 - 50; ref += h[i]; }
  for (int b = 0; b < blocks; ++b) ref -= h[b * BS];
  int *din, *dout;
  cudaMalloc(&din, sizeof(h));
  cudaMalloc(&dout, sizeof(sums));
  cudaMemcpy(din, h, sizeof(h), cudaMemcpyHostToDevice);
  block_sum<<<blocks, BS>>>(din, dout, n);
  // CHECK: block_sum(blocks, BS, 0, din, dout, n);
  cudaMemcpy(sums, dout, sizeof(sums), cudaMemcpyDeviceToHost);
  long long total = 0;
  for (int b = 0; b < blocks; ++b) total += sums[b];
  printf("total=%lld ref=%lld\n", total, ref);
  // OUT: total=[[T:-?[0-9]+]] ref=[[T]]
  return 0;
}
