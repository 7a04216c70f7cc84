// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: %check-no-cuda %t.cpp
// A kernel using CUB's BlockReduce, BlockScan or WarpReduce has no phase form:
// it is translated to its direct form (C2O1130), where the helpers'
// c2o_cub_block.h implements the collective for a bare launch (clang on a
// GPU). A kernel using another collective (BlockLoad) is left as it is with
// C2O1001 (the reason names the collective); the device-wide call in host
// code is translated.
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
// CHECK: {{\[\[}}clang::loader_uninitialized{{\]\]}} static typename BlockReduce::TempStorage temp;
// CHECK: int s = BlockReduce(temp).Sum(in[c2o_blockIdx.x * BLOCK + c2o_threadIdx.x]);
// CHECK-NOT: C2O1030
// ERR: cub_block.cu:14:17: warning: C2O1130: 'blockSums'

__global__ void loads(const int *in, int *out) {
  typedef cub::BlockLoad<int, 128, 4> Load;
  __shared__ typename Load::TempStorage temp;
  int items[4];
  Load(temp).Load(in + blockIdx.x * 512, items);
  out[blockIdx.x * 128 + threadIdx.x] = items[0] + items[3];
}
// CHECK: // C2O1001: 'loads' uses block-level sharing ({{.*}}) and was left as it is: the CUB block/warp collective 'cub::BlockLoad' is not translated yet
// ERR: cub_block.cu:{{[0-9]+}}:17: warning: C2O1001: 'loads'

void run(const int *d_in, int *d_out, int *d_total, int blocks, void *tmp, size_t bytes) {
  blockSums<128><<<blocks, 128>>>(d_in, d_out);
  // CHECK: blockSums<128>(blocks, 128, 0, d_in, d_out);
  loads<<<blocks, 128>>>(d_in, d_out);
  // CHECK: // C2O1001: 'loads'
  cub::DeviceReduce::Sum(tmp, bytes, d_out, d_total, blocks);
  // CHECK: cub::DeviceReduce::Sum(tmp, bytes, d_out, d_total, blocks);
}
