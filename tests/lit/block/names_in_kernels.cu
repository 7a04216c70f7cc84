// Namespace aliases, using-declarations and using-directives written inside
// kernels and device functions (and at file and namespace scope): in the
// phase form they stay at team level where they are written, so the phases
// after them see them; a using-declaration of a CUDA function that the
// translation rewrites at each call (cooperative_groups::this_thread_block)
// is removed, one of a name the helpers declare the same way
// (cooperative_groups::thread_block) stays. Before, the alias stayed in the
// phase that declared it and `cg::greater<float>{}` in a later phase did not
// compile (C2O1503, exit 5), nor did the using-declarations of
// this_thread_block. Both forms: the host and GCC run the phases, gfx90a's
// syntax check sees the direct forms.
// RUN: %cuda2omp-verified %s -o %t.cpp 2> %t.err; echo "exit $?" >> %t.err
// RUN: FileCheck %s --check-prefix=ERR --input-file=%t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %check-no-cuda %t.cpp
// RUN: %omp-host %t.cpp -o %t.clang && %t.clang | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc && %t.gcc | FileCheck %s --check-prefix=OUT
// RUN: %omp-gfx90a-syntax %t.cpp
// ERR-NOT: C2O1503
// ERR-NOT: C2O1002
// ERR: exit 0
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cstdio>

namespace cgf = cooperative_groups; // at file scope
namespace util {
namespace cg = cooperative_groups; // in a namespace
__device__ float clampf(float v) { return v > 100.0f ? 100.0f : v; }
} // namespace util

// The maximum of each warp: the alias in the kernel body, a tile, cg::reduce
// with cg::greater (a phase after the alias's).
__global__ void warp_max(const float *x, float *out, int n) {
  namespace cg = cooperative_groups;
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? x[i] : -1e30f;
  float m = cg::reduce(warp, v, cg::greater<float>{});
  if (warp.thread_rank() == 0) out[i / 32] = m;
}
// CHECK-LABEL: void warp_max_c2o_block(
// CHECK-NOT: C2O_PHASE_FOR
// CHECK: namespace cg = cooperative_groups;
// CHECK: C2O_PHASE_FOR

// A using-directive in a device function that synchronises (a block function).
__device__ float warp_sum(float v) {
  using namespace cooperative_groups;
  thread_block_tile<32> warp = tiled_partition<32>(this_thread_block());
  return reduce(warp, v, plus<float>());
}

__global__ void warp_sums(const float *x, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float s = warp_sum(i < n ? x[i] : 0.0f);
  if (threadIdx.x % 32 == 0) out[i / 32] = s;
}

// Using-declarations: thread_block stays (the helpers declare it in
// cooperative_groups), this_thread_block goes (each call is rewritten).
__global__ void block_min(const float *x, float *out) {
  using cooperative_groups::thread_block;
  using cooperative_groups::this_thread_block;
  thread_block b = this_thread_block();
  __shared__ float s[64];
  s[threadIdx.x] = x[blockIdx.x * blockDim.x + threadIdx.x];
  b.sync();
  if (threadIdx.x == 0) {
    float m = s[0];
    for (int t = 1; t < 64; ++t) m = s[t] < m ? s[t] : m;
    out[blockIdx.x] = m;
  }
}
// CHECK-LABEL: void block_min_c2o_block(
// CHECK: using cooperative_groups::thread_block;
// CHECK-NOT: using cooperative_groups::this_thread_block;
// CHECK: c2o_block_barrier

// Aliases of file scope and of a namespace, in a flat kernel and a block-level one.
__global__ void clamp_all(float *x, int n) {
  namespace u = util;
  using util::clampf;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] = u::clampf(x[i]) + clampf(0.0f);
}

__global__ void tile_count(const float *x, int *out) {
  using namespace util;
  cgf::thread_block_tile<32> t = cgf::tiled_partition<32>(cgf::this_thread_block());
  int above = cg::reduce(t, x[blockIdx.x * 32 + t.thread_rank()] > 70.0f ? 1 : 0, cg::plus<int>());
  if (t.thread_rank() == 0) out[blockIdx.x] = above;
}

int main() {
  const int n = 128;
  float h[n];
  for (int i = 0; i < n; ++i) h[i] = (float)((i * 37) % 101) + 0.5f;
  float *x, *o;
  int *c;
  cudaMalloc(&x, n * sizeof(float));
  cudaMalloc(&o, 4 * sizeof(float));
  cudaMalloc(&c, 4 * sizeof(int));
  cudaMemcpy(x, h, sizeof h, cudaMemcpyHostToDevice);
  float r[4];
  int k[4];
  warp_max<<<2, 64>>>(x, o, n);
  cudaMemcpy(r, o, sizeof r, cudaMemcpyDeviceToHost);
  printf("warp_max %g %g %g %g\n", r[0], r[1], r[2], r[3]);
  warp_sums<<<2, 64>>>(x, o, n);
  cudaMemcpy(r, o, sizeof r, cudaMemcpyDeviceToHost);
  printf("warp_sums %g %g %g %g\n", r[0], r[1], r[2], r[3]);
  block_min<<<2, 64>>>(x, o);
  cudaMemcpy(r, o, 2 * sizeof(float), cudaMemcpyDeviceToHost);
  printf("block_min %g %g\n", r[0], r[1]);
  tile_count<<<4, 32>>>(x, c);
  cudaMemcpy(k, c, sizeof k, cudaMemcpyDeviceToHost);
  printf("tile_count %d %d %d %d\n", k[0], k[1], k[2], k[3]);
  clamp_all<<<1, n>>>(x, n);
  cudaMemcpy(h, x, sizeof h, cudaMemcpyDeviceToHost);
  printf("clamp_all %g %g\n", h[0], h[30]);
  return 0;
}
// CUDA's answers (computed from the inputs):
// OUT: warp_max 100.5 99.5 98.5 97.5
// OUT-NEXT: warp_sums 1602 1615 1628 1540
// OUT-NEXT: block_min 0.5 0.5
// OUT-NEXT: tile_count 10 10 10 9
// OUT-NEXT: clamp_all 0.5 100
