// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: %check-no-cuda %t.cpp
// A kernel using a CUB block or warp collective of analysis/CubCollectives.def
// (BlockReduce, BlockLoad, ...) has no phase form: it is translated to its
// direct form (C2O1130), where the helpers' c2o_cub_block.h implements the
// collective for a bare launch (clang on a GPU); its TempStorage is a static
// in team memory, also inside a union. A kernel using a collective the table
// lacks (BlockShuffle) is left as it is with C2O1001, at the kernel, at the
// use and at the launch. CUB's per-thread loads and stores are plain device
// functions: a kernel using only them stays a flat kernel. The device-wide
// call in host code is translated.
#include <cub/cub.cuh>

template <int BLOCK>
__global__ void blockSums(const int *in, int *out) {
  typedef cub::BlockReduce<int, BLOCK> BlockReduce;
  __shared__ typename BlockReduce::TempStorage temp;
  int s = BlockReduce(temp).Sum(in[blockIdx.x * BLOCK + threadIdx.x]);
  if (threadIdx.x == 0) out[blockIdx.x] = s;
}
// CHECK: // C2O1130: 'blockSums' has only its direct form (no phase form: the CUB block/warp collective 'cub::BlockReduce' has no phase form
// CHECK: void blockSums_c2o_direct(
// CHECK: {{\[\[}}clang::loader_uninitialized{{\]\]}} C2O_TEAM_ALIGN static typename BlockReduce::TempStorage temp;
// CHECK: int s = BlockReduce(temp).Sum(in[c2o_blockIdx.x * BLOCK + c2o_threadIdx.x]);
// CHECK-NOT: C2O1030
// ERR: cub_block.cu:17:17: warning: C2O1130: 'blockSums'

__global__ void loads(const int *in, int *out) {
  typedef cub::BlockLoad<int, 128, 4, cub::BLOCK_LOAD_TRANSPOSE> Load;
  typedef cub::BlockScan<int, 128> Scan;
  __shared__ union {
    typename Load::TempStorage load;
    typename Scan::TempStorage scan;
  } temp;
  int items[4];
  Load(temp.load).Load(in + blockIdx.x * 512, items);
  __syncthreads();
  Scan(temp.scan).ExclusiveSum(items, items);
  out[blockIdx.x * 128 + threadIdx.x] = items[0] + items[3];
}
// CHECK: // C2O1130: 'loads' has only its direct form
// CHECK: {{\[\[}}clang::loader_uninitialized{{\]\]}} C2O_TEAM_ALIGN static union {
// CHECK: } temp;
// CHECK-NEXT: #pragma omp allocate(temp) allocator(omp_pteam_mem_alloc)
// ERR: cub_block.cu:{{[0-9]+}}:17: warning: C2O1130: 'loads'

__global__ void shuffles(const int *in, int *out) {
  typedef cub::BlockShuffle<int, 128> Shuffle;
  __shared__ typename Shuffle::TempStorage temp;
  int next;
  Shuffle(temp).Offset(in[threadIdx.x], next, 1);
  out[threadIdx.x] = next;
}
// CHECK: // C2O1001: 'shuffles' uses block-level sharing ({{.*}}) and was left as it is: the CUB block/warp collective 'cub::BlockShuffle' is not translated yet
// CHECK-NEXT: __global__ void shuffles(
// CHECK: // C2O1001: 'shuffles' {{.*}}'cub::BlockShuffle' is not translated yet
// CHECK-NEXT: typedef cub::BlockShuffle<int, 128> Shuffle;
// ERR: cub_block.cu:49:17: warning: C2O1001: 'shuffles'
// ERR-NEXT: cub_block.cu:50:16: warning: C2O1001: 'shuffles' {{.*}}'cub::BlockShuffle' is not translated yet

__global__ void reverseTiles(const float *in, float *out) {
  float v[2];
  cub::LoadDirectBlocked(threadIdx.x, in + blockIdx.x * 64, v);
  float r[2] = {v[1], v[0]};
  cub::StoreDirectStriped<32>(threadIdx.x, out + blockIdx.x * 64, r);
}
// CHECK-NOT: C2O1130: 'reverseTiles'
// CHECK: void reverseTiles_c2o_body(
// CHECK: cub::LoadDirectBlocked(c2o_threadIdx.x, in + c2o_blockIdx.x * 64, v);

void run(const int *d_in, int *d_out, int *d_total, int blocks, void *tmp, size_t bytes, float *f) {
  blockSums<128><<<blocks, 128>>>(d_in, d_out);
  // CHECK: blockSums<128>(blocks, 128, 0, d_in, d_out);
  loads<<<blocks, 128>>>(d_in, d_out);
  // CHECK: loads(blocks, 128, 0, d_in, d_out);
  shuffles<<<blocks, 128>>>(d_in, d_out);
  // CHECK: // C2O1001: 'shuffles'
  // ERR: cub_block.cu:78:3: warning: C2O1001: 'shuffles'
  reverseTiles<<<blocks, 32>>>(f, f);
  // CHECK: reverseTiles(blocks, 32, 0, f, f);
  cub::DeviceReduce::Sum(tmp, bytes, d_out, d_total, blocks);
  // CHECK: cub::DeviceReduce::Sum(tmp, bytes, d_out, d_total, blocks);
}
// ERR-NOT: C2O1030
