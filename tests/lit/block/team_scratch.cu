// A phase form needing more team memory per block than a team has (48 KiB):
// warp and block reduction helpers at 1024 threads keep 57472 bytes per
// block. Clang builds keep the arena in global scratch memory, one part per
// team (c2o_team_scratch), instead of stopping; the run here is the host's
// (clang host offloading: the same launcher code), and GCC's (whose arena is
// always global).
// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: FileCheck %s --check-prefix=DIAG < %t.err
// RUN: %omp-host %t.cpp -o %t.clang && %t.clang | FileCheck %s --check-prefix=OUT
// RUN: %omp-host -DC2O_SCRATCH_TEAMS=2 %t.cpp -o %t2.clang && %t2.clang | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc && %t.gcc | FileCheck %s --check-prefix=OUT
#include <cstdio>

__device__ float warpReduce(float v) {
  for (int o = 16; o > 0; o /= 2) v += __shfl_xor_sync(0xffffffffu, v, o);
  return v;
}
__device__ float blockReduce(float v) {
  __shared__ float warps[32];
  v = warpReduce(v);
  if (threadIdx.x % 32 == 0) warps[threadIdx.x / 32] = v;
  __syncthreads();
  float r = threadIdx.x < blockDim.x / 32 ? warps[threadIdx.x] : 0.0f;
  if (threadIdx.x < 32) r = warpReduce(r);
  return r;
}
__global__ void rowSums(const float *in, float *out) {
  float v = in[blockIdx.x * blockDim.x + threadIdx.x];
  float s = blockReduce(v);
  if (threadIdx.x == 0) out[blockIdx.x] = s;
}
// DIAG: C2O1106: block-level kernel 'rowSums'
// CHECK: const unsigned long long c2o_teams = c2o_teams_for_arena(c2o_num_blocks, c2o_arena_bytes);
// CHECK-NEXT: unsigned char *c2o_scratch = c2o_team_scratch(c2o_arena_bytes, c2o_teams, "rowSums");
// CHECK-NEXT: const size_t c2o_team_bytes = c2o_scratch ? 0 : c2o_arena_bytes;
// CHECK-NEXT: {{^}}#pragma omp target teams num_teams(c2o_teams) thread_limit(c2o_team_threads(c2o_block_size)) is_device_ptr(in, out, c2o_scratch) C2O_TEAM_MEMORY(c2o_team_bytes)
// CHECK: C2O_TEAM_ARENA(c2o_arena, c2o_team_bytes);
// CHECK: C2O_ARENA_OR_SCRATCH(c2o_arena, c2o_scratch, c2o_arena_bytes)
// CHECK: c2o_team_scratch_free(c2o_scratch);

int main() {
  const int rows = 6, n = rows * 1024;
  static float h[n];
  float got[rows];
  for (int i = 0; i < n; ++i) h[i] = (float)(i % 13) - 6.0f;
  float *d, *o;
  cudaMalloc(&d, sizeof(h));
  cudaMalloc(&o, sizeof(got));
  cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
  rowSums<<<rows, 1024>>>(d, o);
  cudaMemcpy(got, o, sizeof(got), cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int r = 0; r < rows; ++r) {
    float s = 0;
    for (int j = 0; j < 1024; ++j) s += h[r * 1024 + j];
    bad += got[r] != s;
  }
  printf("rowSums: %d wrong, row0=%.1f\n", bad, (double)got[0]);
  return 0;
}
// OUT: rowSums: 0 wrong, row0=-15.0
