// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: %check-no-cuda %t.cpp
// A kernel using a CUB block collective is left as it is with C2O1001 (the
// reason names the collective), like other block-level code the translator
// cannot split; the device-wide call in host code is translated.
#include <cub/cub.cuh>

template <int BLOCK>
__global__ void blockSums(const int *in, int *out) {
  typedef cub::BlockReduce<int, BLOCK> BlockReduce;
  __shared__ typename BlockReduce::TempStorage temp;
  int s = BlockReduce(temp).Sum(in[blockIdx.x * BLOCK + threadIdx.x]);
  if (threadIdx.x == 0) out[blockIdx.x] = s;
}
// CHECK: // C2O1001: 'blockSums' uses block-level sharing (cub::BlockReduce, __shared__ 'temp') and was left as it is: the CUB block/warp collective 'cub::BlockReduce' is not translated yet
// CHECK-NOT: C2O1030
// ERR: cub_block.cu:11:17: warning: C2O1001: 'blockSums'

void run(const int *d_in, int *d_out, int *d_total, int blocks, void *tmp, size_t bytes) {
  blockSums<128><<<blocks, 128>>>(d_in, d_out);
  // CHECK: // C2O1001: 'blockSums'
  cub::DeviceReduce::Sum(tmp, bytes, d_out, d_total, blocks);
  // CHECK: cub::DeviceReduce::Sum(tmp, bytes, d_out, d_total, blocks);
}
