// Cooperative groups: the thread block's queries (thread_rank, size,
// num_threads, thread_index, group_index, dim_threads, group_dim) and the
// grid's without grid.sync() (thread_rank, size, num_threads, num_blocks,
// block_rank, block_index, dim_blocks, thread_index, dim_threads, is_valid),
// on 3-D blocks and grids. The queries become values of the index built-ins
// in the phases and in the direct form; this_grid() is a handle; grid.sync()
// stays C2O1001 (cg_grid_sync.cu). Checked against what CUDA defines.
// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: FileCheck %s --check-prefix=DIAG < %t.err
// RUN: %check-no-cuda %t.cpp
// RUN: %omp-host %t.cpp -o %t.clang && %t.clang | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc && %t.gcc | FileCheck %s --check-prefix=OUT
// RUN: %omp-gfx90a-syntax %t.cpp
// RUN: clang++-19 -std=c++17 -O2 -fopenmp --offload-arch=sm_90 -nogpulib --offload-device-only -S -I%helpers %t.cpp -o %t.ptx
#include <cstdio>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

// DIAG-NOT: C2O1001
// DIAG-NOT: C2O1002
// DIAG: C2O1106: block-level kernel 'blockQueries'
// DIAG: C2O1106: block-level kernel 'gridQueries'

// Each thread writes what its block handle says; a barrier between the
// handle and its use keeps the handle across it.
__global__ void blockQueries(unsigned *out) {
  cg::thread_block cta = cg::this_thread_block();
  dim3 t = cta.thread_index(), g = cta.group_index(), d = cta.dim_threads(), gd = cta.group_dim();
  unsigned rank = (unsigned)cta.thread_rank();
  cta.sync();
  unsigned block = g.x + gridDim.x * (g.y + gridDim.y * g.z);
  unsigned *o = out + 8 * (block * (unsigned)cta.size() + rank);
  o[0] = rank;
  o[1] = (unsigned)cta.size();
  o[2] = (unsigned)cta.num_threads();
  o[3] = t.x + 100 * t.y + 10000 * t.z;
  o[4] = g.x + 100 * g.y + 10000 * g.z;
  o[5] = d.x + 100 * d.y + 10000 * d.z;
  o[6] = gd.x + 100 * gd.y + 10000 * gd.z;
  o[7] = threadIdx.x + 100 * threadIdx.y + 10000 * threadIdx.z;
}
// CHECK-LABEL: void blockQueries_c2o_direct(
// CHECK: cg::thread_block cta = c2o_direct_this_thread_block();
// CHECK: dim3 t = dim3(c2o_threadIdx), g = dim3(c2o_blockIdx), d = dim3(c2o_blockDim), gd = dim3(c2o_blockDim);
// CHECK: c2o_direct_sync(cta);
// CHECK-LABEL: void blockQueries_c2o_block(
// CHECK: const c2o_type<cooperative_groups::thread_block> cta = c2o_thread_block{c2o_t, c2o_bs};
// CHECK: t = dim3(c2o_threadIdx);
// CHECK: g = dim3(c2o_blockIdx);

// A grid-stride loop over the grid's ranks, and the grid's other queries.
__global__ void gridQueries(unsigned long long *out, int n, unsigned long long *facts) {
  cg::grid_group grid = cg::this_grid();
  cg::thread_block cta = cg::this_thread_block();
  for (unsigned long long i = grid.thread_rank(); i < (unsigned long long)n; i += grid.size())
    out[i] = i * 3 + 1;
  cg::sync(cta);
  if (grid.thread_rank() == grid.num_threads() - 1) {
    dim3 db = grid.dim_blocks(), dt = grid.dim_threads();
    facts[0] = grid.size();
    facts[1] = grid.num_blocks();
    facts[2] = db.x + 100 * db.y + 10000 * db.z;
    facts[3] = dt.x + 100 * dt.y + 10000 * dt.z;
    facts[4] = grid.is_valid();
  }
  dim3 bi = grid.block_index(), ti = grid.thread_index();
  if (ti.x == 0 && ti.y == 0 && ti.z == 0)
    facts[8 + grid.block_rank()] = bi.x + 100 * bi.y + 10000 * bi.z;
}
// CHECK-LABEL: void gridQueries_c2o_direct(
// CHECK: cg::grid_group grid = c2o_direct_this_grid();
// CHECK: c2o_grid_thread_rank(c2o_threadIdx, c2o_blockIdx, c2o_blockDim, c2o_gridDim)
// CHECK-LABEL: void gridQueries_c2o_block(
// CHECK: c2o_grid_thread_rank(c2o_threadIdx, c2o_blockIdx, c2o_blockDim, c2o_gridDim)
// CHECK: (c2o_volume(c2o_blockDim) * c2o_volume(c2o_gridDim))
// CHECK: c2o_grid_block_rank(c2o_blockIdx, c2o_gridDim)

int main() {
  int ok = 1;
  {
    const dim3 grid(2, 3, 2), block(4, 2, 3);
    const unsigned blocks = 12, threads = 24, n = blocks * threads * 8;
    static unsigned h[n];
    unsigned *d;
    cudaMalloc(&d, sizeof(h));
    blockQueries<<<grid, block>>>(d);
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    int bad = 0;
    for (unsigned b = 0; b < blocks; ++b)
      for (unsigned r = 0; r < threads; ++r) {
        const unsigned *o = h + 8 * (b * threads + r);
        unsigned tx = r % 4, ty = r / 4 % 2, tz = r / 8, bx = b % 2, by = b / 2 % 3, bz = b / 6;
        unsigned t = tx + 100 * ty + 10000 * tz;
        bad += o[0] != r || o[1] != threads || o[2] != threads || o[3] != t || o[4] != bx + 100 * by + 10000 * bz ||
               o[5] != 4 + 100 * 2 + 10000 * 3 || o[6] != 4 + 100 * 2 + 10000 * 3 || o[7] != t;
      }
    printf("block queries: %d wrong\n", bad);
    ok &= bad == 0;
    cudaFree(d);
  }
  {
    const int n = 1000;
    static unsigned long long h[n], facts[8 + 6];
    unsigned long long *d, *df;
    cudaMalloc(&d, sizeof(h));
    cudaMalloc(&df, sizeof(facts));
    cudaMemset(df, 0, sizeof(facts));
    gridQueries<<<dim3(3, 2), dim3(8, 4)>>>(d, n, df);
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    cudaMemcpy(facts, df, sizeof(facts), cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int i = 0; i < n; ++i) bad += h[i] != (unsigned long long)i * 3 + 1;
    bad += facts[0] != 192 || facts[1] != 6 || facts[2] != 3 + 100 * 2 + 10000 || facts[3] != 8 + 100 * 4 + 10000 ||
           facts[4] != 1;
    for (unsigned b = 0; b < 6; ++b) bad += facts[8 + b] != b % 3 + 100 * (b / 3) + 10000 * 0;
    printf("grid queries: %d wrong\n", bad);
    ok &= bad == 0;
    cudaFree(d);
    cudaFree(df);
  }
  printf("%s\n", ok ? "PASS" : "FAIL");
  return !ok;
}
// OUT: block queries: 0 wrong
// OUT: grid queries: 0 wrong
// OUT: PASS
