// Cooperative groups' tiles: tiled_partition<N> of 4 to 128 threads (more
// than 32: several warps, with block_tile_memory and
// this_thread_block(scratch)), a tile's ranks and meta_group_rank/size,
// cg::reduce (plus, less, greater, bit_and, bit_or, bit_xor),
// cg::inclusive_scan and cg::exclusive_scan, a multi-warp tile's sync() in
// code only some tiles run, the dynamic tiled_partition(parent, n) (a
// thread_group), and a thread_group parameter that a block, a tile and a
// dynamic tile are passed to. Checked against what CUDA defines.
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
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
namespace cg = cooperative_groups;

// DIAG-NOT: C2O1001
// DIAG-NOT: C2O1002
// DIAG-NOT: C2O1130

const unsigned BLOCK = 256;

// What a tile of N says of itself.
template <unsigned N> __global__ void tileFacts(unsigned *out) {
  __shared__ cg::block_tile_memory<BLOCK> scratch;
  cg::thread_block cta = cg::this_thread_block(scratch);
  cg::thread_block_tile<N> tile = cg::tiled_partition<N>(cta);
  unsigned *o = out + 5 * (blockIdx.x * BLOCK + cta.thread_rank());
  o[0] = (unsigned)tile.thread_rank();
  o[1] = (unsigned)tile.num_threads();
  o[2] = (unsigned)tile.size();
  o[3] = (unsigned)tile.meta_group_rank();
  o[4] = (unsigned)tile.meta_group_size();
}
// CHECK-LABEL: void tileFacts_c2o_direct(
// CHECK: cg::thread_block cta = c2o_direct_this_thread_block(scratch);
// CHECK: cg::thread_block_tile<N> tile = c2o_direct_tiled_partition<N>(cta);
// CHECK-LABEL: void tileFacts_c2o_block(
// CHECK: c2o_type<cooperative_groups::block_tile_memory<256> > &scratch

// Every collective of cg::reduce and the scans over a tile of N.
template <unsigned N> __global__ void tileCollectives(const int *in, int *out) {
  __shared__ cg::block_tile_memory<BLOCK> scratch;
  auto cta = cg::this_thread_block(scratch);
  auto tile = cg::tiled_partition<N>(cta);
  int i = blockIdx.x * BLOCK + threadIdx.x;
  int v = in[i];
  unsigned u = (unsigned)v;
  int *o = out + 10 * i;
  o[0] = cg::reduce(tile, v, cg::plus<int>());
  o[1] = cg::reduce(tile, v, cg::less<int>());
  o[2] = cg::reduce(tile, v, cg::greater<int>());
  o[3] = (int)cg::reduce(tile, u, cg::bit_and<unsigned>());
  o[4] = (int)cg::reduce(tile, u, cg::bit_or<unsigned>());
  o[5] = (int)cg::reduce(tile, u, cg::bit_xor<unsigned>());
  o[6] = cg::inclusive_scan(tile, v);
  o[7] = cg::inclusive_scan(tile, v, cg::greater<int>());
  o[8] = cg::exclusive_scan(tile, v);
  o[9] = (int)cg::exclusive_scan(tile, u, cg::bit_or<unsigned>());
}
// CHECK-LABEL: void tileCollectives_c2o_direct(
// CHECK: o[0] = c2o_direct_reduce(tile, v, cg::plus<int>());
// CHECK: o[8] = c2o_direct_exclusive_scan(tile, v);
// CHECK-LABEL: void tileCollectives_c2o_block(
// CHECK: {{\[\[}}maybe_unused{{\]\]}} const auto tile = c2o_thread_block_tile<N>{c2o_t, c2o_bs};
// CHECK: c2o_tile_reduce_read(c2o_x{{[0-9]+}}, c2o_t, c2o_bs, c2o_group_arg(tile), cg::plus<int>())
// CHECK: c2o_tile_exclusive_scan_read(c2o_x{{[0-9]+}}, c2o_t, c2o_bs, c2o_group_arg(tile), cg::bit_or<unsigned>())

// A tile of 64 passes values round through shared memory; then only the
// even tiles do it again: a tile's sync() waits for its own threads only.
__global__ void multiWarpSync(const int *in, int *out) {
  __shared__ cg::block_tile_memory<BLOCK> scratch;
  __shared__ int s[BLOCK];
  cg::thread_block cta = cg::this_thread_block(scratch);
  cg::thread_block_tile<64> tile = cg::tiled_partition<64>(cta);
  unsigned r = cta.thread_rank(), base = r - tile.thread_rank();
  int v = in[blockIdx.x * BLOCK + r];
  s[r] = v;
  tile.sync();
  v += 1000 * s[base + (tile.thread_rank() + 1) % 64];
  tile.sync();
  if (tile.meta_group_rank() % 2 == 0) {
    s[r] = v;
    tile.sync();
    v = s[base + (tile.thread_rank() + 63) % 64];
    tile.sync();
  }
  out[blockIdx.x * BLOCK + r] = v;
}
// CHECK-LABEL: void multiWarpSync_c2o_direct(
// CHECK: c2o_direct_sync(tile);

// A thread_group parameter: a sum through shared memory over whatever group
// it is given (each thread gets the group's total).
__device__ int groupSum(cg::thread_group g, int *ws, int v) {
  unsigned r = (unsigned)g.thread_rank();
  ws[r] = v;
  g.sync();
  int s = 0;
  for (unsigned k = 0; k < g.size(); ++k) s += ws[k];
  g.sync();
  return s;
}
// CHECK-LABEL: int groupSum(cg::thread_group g, int *ws, int v) {
// CHECK: c2o_direct_sync(g);

// Dynamic tiles (tiled_partition(parent, n): a thread_group) of the block
// and of a tile, groupSum over the block, a tile<16> and a dynamic tile of 8,
// and a tile of a tile (its meta group is the parent tile's).
__global__ void groups(const int *in, int *out) {
  __shared__ int ws[BLOCK];
  cg::thread_block cta = cg::this_thread_block();
  cg::thread_group eight = cg::tiled_partition(cta, 8);
  cg::thread_block_tile<32> tile32 = cg::tiled_partition<32>(cta);
  cg::thread_group four = cg::tiled_partition(tile32, 4);
  cg::thread_block_tile<16> tile16 = cg::tiled_partition<16>(cta);
  unsigned r = cta.thread_rank();
  int v = in[blockIdx.x * BLOCK + r];
  int *o = out + 8 * (blockIdx.x * BLOCK + r);
  o[0] = (int)eight.thread_rank() + 100 * (int)eight.size();
  o[1] = (int)four.thread_rank() + 100 * (int)four.size();
  o[2] = groupSum(cta, ws, v);
  o[3] = groupSum(tile16, ws + (r - tile16.thread_rank()), v);
  o[4] = groupSum(eight, ws + (r - eight.thread_rank()), v);
  ws[r] = v;
  four.sync();
  o[5] = ws[r - four.thread_rank() + (four.thread_rank() + 1) % 4];
  cg::sync(eight);
  o[6] = (int)cg::thread_rank(tile16) + 100 * (int)cg::group_size(tile16);
  cg::thread_block_tile<4> quarter = cg::tiled_partition<4>(tile32);
  o[7] = (int)quarter.meta_group_rank() + 100 * (int)quarter.meta_group_size() + 10000 * (int)quarter.thread_rank();
}
// CHECK-LABEL: void groups_c2o_direct(
// CHECK: cg::thread_group eight = c2o_direct_tiled_partition(cta, 8);
// CHECK-LABEL: void groups_c2o_block(
// CHECK: c2o_tiled_partition(cta, 8)
// CHECK: c2o_thread_block_tile<4>{c2o_t, 32}

static int in[4 * BLOCK];
static int out[10 * 4 * BLOCK];

template <unsigned N> int checkFacts(unsigned *d) {
  static unsigned h[5 * 2 * BLOCK];
  tileFacts<N><<<2, BLOCK>>>(d);
  cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
  int bad = 0;
  for (unsigned i = 0; i < 2 * BLOCK; ++i) {
    unsigned r = i % BLOCK;
    const unsigned *o = h + 5 * i;
    bad += o[0] != r % N || o[1] != N || o[2] != N || o[3] != r / N || o[4] != BLOCK / N;
  }
  printf("tile<%u> facts: %d wrong\n", N, bad);
  return bad == 0;
}

template <unsigned N> int checkCollectives(int *din, int *dout) {
  tileCollectives<N><<<4, BLOCK>>>(din, dout);
  cudaMemcpy(out, dout, sizeof(int) * 10 * 4 * BLOCK, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (unsigned i = 0; i < 4 * BLOCK; ++i) {
    unsigned base = i / N * N;
    int sum = 0, mn = in[base], mx = in[base], inc = 0, incmax = in[base], exc = 0;
    unsigned band = ~0u, bor = 0, bxor = 0, excor = 0;
    for (unsigned j = base; j < base + N; ++j) {
      int v = in[j];
      sum += v;
      mn = v < mn ? v : mn;
      mx = v > mx ? v : mx;
      band &= (unsigned)v;
      bor |= (unsigned)v;
      bxor ^= (unsigned)v;
      if (j <= i) inc += v, incmax = v > incmax ? v : incmax;
      if (j < i) exc += v, excor |= (unsigned)v;
    }
    const int *o = out + 10 * i;
    bad += o[0] != sum || o[1] != mn || o[2] != mx || o[3] != (int)band || o[4] != (int)bor || o[5] != (int)bxor ||
           o[6] != inc || o[7] != incmax || o[8] != exc || o[9] != (int)excor;
  }
  printf("tile<%u> reduce and scans: %d wrong\n", N, bad);
  return bad == 0;
}

int main() {
  for (unsigned i = 0; i < 4 * BLOCK; ++i) in[i] = (int)((i * 37) % 101) - 50;
  int *din, *dout;
  unsigned *dfacts;
  cudaMalloc(&din, sizeof(in));
  cudaMalloc(&dout, sizeof(out));
  cudaMalloc(&dfacts, sizeof(unsigned) * 5 * 2 * BLOCK);
  cudaMemcpy(din, in, sizeof(in), cudaMemcpyHostToDevice);
  int ok = 1;
  ok &= checkFacts<4>(dfacts);
  ok &= checkFacts<32>(dfacts);
  ok &= checkFacts<64>(dfacts);
  ok &= checkFacts<128>(dfacts);
  ok &= checkCollectives<8>(din, dout);
  ok &= checkCollectives<32>(din, dout);
  ok &= checkCollectives<64>(din, dout);
  ok &= checkCollectives<128>(din, dout);
  {
    multiWarpSync<<<2, BLOCK>>>(din, dout);
    cudaMemcpy(out, dout, sizeof(int) * 2 * BLOCK, cudaMemcpyDeviceToHost);
    int bad = 0, first[2 * BLOCK];
    for (unsigned i = 0; i < 2 * BLOCK; ++i) first[i] = in[i] + 1000 * in[i / 64 * 64 + (i % 64 + 1) % 64];
    for (unsigned i = 0; i < 2 * BLOCK; ++i) {
      bool even = (i % BLOCK) / 64 % 2 == 0;
      bad += out[i] != (even ? first[i / 64 * 64 + (i % 64 + 63) % 64] : first[i]);
    }
    printf("tile<64> sync: %d wrong\n", bad);
    ok &= bad == 0;
  }
  {
    groups<<<2, BLOCK>>>(din, dout);
    cudaMemcpy(out, dout, sizeof(int) * 8 * 2 * BLOCK, cudaMemcpyDeviceToHost);
    int bad = 0;
    for (unsigned i = 0; i < 2 * BLOCK; ++i) {
      unsigned r = i % BLOCK;
      auto sum = [&](unsigned n) {
        int s = 0;
        for (unsigned j = i / n * n; j < i / n * n + n; ++j) s += in[j];
        return s;
      };
      const int *o = out + 8 * i;
      bad += o[0] != (int)(r % 8) + 800 || o[1] != (int)(r % 4) + 400 || o[2] != sum(BLOCK) || o[3] != sum(16) ||
             o[4] != sum(8) || o[5] != in[i / 4 * 4 + (i % 4 + 1) % 4] || o[6] != (int)(r % 16) + 1600 ||
             o[7] != (int)(r % 32 / 4) + 800 + 10000 * (int)(r % 4);
    }
    printf("thread groups: %d wrong\n", bad);
    ok &= bad == 0;
  }
  printf("%s\n", ok ? "PASS" : "FAIL");
  return !ok;
}
// OUT: tile<4> facts: 0 wrong
// OUT: tile<32> facts: 0 wrong
// OUT: tile<64> facts: 0 wrong
// OUT: tile<128> facts: 0 wrong
// OUT: tile<8> reduce and scans: 0 wrong
// OUT: tile<32> reduce and scans: 0 wrong
// OUT: tile<64> reduce and scans: 0 wrong
// OUT: tile<128> reduce and scans: 0 wrong
// OUT: tile<64> sync: 0 wrong
// OUT: thread groups: 0 wrong
// OUT: PASS
