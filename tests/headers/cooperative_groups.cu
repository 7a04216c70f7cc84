// Cooperative groups: thread blocks, tiles, coalesced groups, grid sync with
// a cooperative launch, cg::reduce.
#include <cuda_runtime.h>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
#include "check.h"

namespace cg = cooperative_groups;

__device__ float tile_sum(cg::thread_block_tile<32> tile, float v) {
  for (int i = tile.size() / 2; i > 0; i /= 2) v += tile.shfl_down(v, i);
  return v;
}

__global__ void block_reduce(const float *in, float *out, int n) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  auto tile16 = cg::tiled_partition<16>(block);
  cg::thread_group dyn = cg::tiled_partition(block, 8);
  __shared__ float partial[32];
  unsigned long long rank = block.thread_rank();
  int i = blockIdx.x * blockDim.x + (int)rank;
  float v = i < n ? in[i] : 0.f;
  float s = tile_sum(tile, v);
  float s2 = cg::reduce(tile, v, cg::plus<float>());
  float mx = cg::reduce(tile16, v, cg::greater<float>());
  int m = cg::reduce(tile, (int)v, cg::less<int>());
  if (tile.thread_rank() == 0) partial[tile.meta_group_rank()] = s + s2 + mx + (float)m;
  block.sync();
  cg::sync(block);
  dyn.sync();
  if (tile.any(v > 0.f) && tile.all(v > -1.f) && tile.ballot(v > 0.f) != 0u) tile.sync();
  float up = tile.shfl_up(v, 1) + tile.shfl(v, 0) + tile.shfl_xor(v, 1);
  dim3 bi = block.group_index(), ti = block.thread_index(), bd = block.dim_threads();
  if (rank == 0) out[blockIdx.x] = partial[0] + up + (float)(bi.x + ti.x + bd.x + block.size());
  cg::coalesced_group active = cg::coalesced_threads();
  if (active.thread_rank() == 0) out[blockIdx.x] += (float)active.size();
  cg::coalesced_group odd = cg::binary_partition(tile, (int)rank & 1);
  cg::coalesced_group byLabel = cg::labeled_partition(active, (int)rank % 3);
  cg::coalesced_group byTile = cg::labeled_partition(tile16, rank % 5u);
  cg::coalesced_group pairs = cg::tiled_partition(active, 2);
  int scanned = cg::exclusive_scan(odd, (int)rank) + cg::inclusive_scan(byLabel, (int)rank, cg::plus<int>());
  out[blockIdx.x] += (float)(scanned + cg::reduce(byTile, 1, cg::plus<int>()) + (int)pairs.size());
}

// Tiles of more than 32 threads take scratch memory from this_thread_block().
__global__ void multi_warp(float *out) {
  __shared__ cg::block_tile_memory<256> scratch;
  cg::thread_block block = cg::this_thread_block(scratch);
  cg::thread_block_tile<64> tile = cg::tiled_partition<64>(block);
  float s = cg::reduce(tile, (float)tile.thread_rank(), cg::plus<float>());
  tile.sync();
  cg::grid_group grid = cg::this_grid();
  out[grid.thread_rank()] = s + (float)(grid.num_blocks() + grid.block_rank() + tile.meta_group_rank());
}

__global__ void grid_sync_kernel(float *data, int n) {
  cg::grid_group grid = cg::this_grid();
  unsigned long long r = grid.thread_rank();
  if ((int)r < n) data[r] *= 2.f;
  grid.sync();
  if (r == 0) data[0] = (float)grid.size();
}

int main() {
  const int n = 4096;
  float *in = nullptr, *out = nullptr;
  CHECK(cudaMalloc(&in, n * sizeof(float)));
  CHECK(cudaMalloc(&out, n * sizeof(float)));
  block_reduce<<<n / 256, 256>>>(in, out, n);
  CUDA_CHECK_LAST();
  int nn = n;
  void *args[] = {&in, &nn};
  CHECK(cudaLaunchCooperativeKernel((void *)grid_sync_kernel, dim3(16), dim3(256), args));
  CHECK(cudaLaunchCooperativeKernel((const void *)grid_sync_kernel, dim3(16), dim3(256), args, 0, 0));
  CHECK(cudaLaunchCooperativeKernel(grid_sync_kernel, dim3(16), dim3(256), args));
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaFree(in));
  CHECK(cudaFree(out));
  return 0;
}
