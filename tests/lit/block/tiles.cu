// cooperative_groups tiles: tiled_partition<N>, the tile's shuffles, votes,
// rank and sync, and cg::reduce / inclusive_scan over a tile.
// RUN: %cuda2omp %s -o %t.cpp --quiet
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %check-no-cuda %t.cpp
// RUN: %omp-host %t.cpp -o %t.clang && %t.clang | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc && %t.gcc | FileCheck %s --check-prefix=OUT
// RUN: %omp-gfx90a-syntax %t.cpp
#include <cstdio>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

__global__ void tiles(const int *in, int *out) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<16> tile = cg::tiled_partition<16>(block);
  int v = in[blockIdx.x * blockDim.x + block.thread_rank()];
  int s = v;
  for (int o = tile.size() / 2; o > 0; o /= 2) s += tile.shfl_down(s, o);
  int total = cg::reduce(tile, v, cg::plus<int>());
  int prefix = cg::inclusive_scan(tile, v);
  int mx = cg::reduce(tile, v, cg::greater<int>());
  unsigned positive = tile.ballot(v > 0);
  int anyBig = tile.any(v > 8);
  tile.sync();
  int first = tile.shfl(v, 0);
  int r = blockIdx.x * blockDim.x + block.thread_rank();
  out[r] = (tile.thread_rank() == 0 ? s - total : 0) + prefix * 3 + mx * 5 + (int)(positive % 97) + anyBig + first * 11 +
           (int)tile.meta_group_rank() * 1000;
}
// CHECK: c2o_thread_block_tile<16>{c2o_t, c2o_bs};
// CHECK: c2o_shfl_down_read(c2o_x{{[0-9]+}}, c2o_t, c2o_bs, o, 16)
// CHECK: c2o_tile_reduce_read(c2o_x{{[0-9]+}}, c2o_t, c2o_bs, 16, cg::plus<int>())
// CHECK: c2o_tile_inclusive_scan_read(c2o_x{{[0-9]+}}, c2o_t, c2o_bs, 16)
// CHECK: c2o_tile_ballot_read(c2o_x{{[0-9]+}}, c2o_t, c2o_bs, 16)

int main() {
  const int n = 128;
  int h[n], o[n];
  for (int i = 0; i < n; ++i) h[i] = (i * 5) % 13 - 3;
  int *din, *dout;
  cudaMalloc(&din, sizeof(h));
  cudaMalloc(&dout, sizeof(o));
  cudaMemcpy(din, h, sizeof(h), cudaMemcpyHostToDevice);
  tiles<<<2, 64>>>(din, dout);
  cudaMemcpy(o, dout, sizeof(o), cudaMemcpyDeviceToHost);
  int ok = 1;
  for (int i = 0; i < n; ++i) {
    int base = i / 16 * 16, lane = i % 16, total = 0, prefix = 0, mx = h[base], anyBig = 0;
    unsigned positive = 0;
    for (int j = 0; j < 16; ++j) {
      total += h[base + j];
      if (j <= lane) prefix += h[base + j];
      if (h[base + j] > mx) mx = h[base + j];
      if (h[base + j] > 0) positive |= 1u << j;
      anyBig |= h[base + j] > 8;
    }
    int expect = prefix * 3 + mx * 5 + (int)(positive % 97) + anyBig + h[base] * 11 + (i % 64) / 16 * 1000;
    ok &= o[i] == expect;
  }
  printf("tiles ok=%d\n", ok);
  // OUT: tiles ok=1
  return 0;
}
