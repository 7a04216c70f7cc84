// Warp intrinsics keep CUDA's 32-wide logical warps: each becomes an exchange
// through team memory (every thread writes its value, a barrier, each reads
// its partner's), on every target.
// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: %check-no-cuda %t.cpp
// RUN: %omp-host %t.cpp -o %t.clang && %t.clang | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc && %t.gcc | FileCheck %s --check-prefix=OUT
// RUN: %omp-gfx90a-syntax %t.cpp
#include <cstdio>

__global__ void shuffles(const int *in, int *out) {
  int t = threadIdx.x, lane = t % warpSize;
  int v = in[blockIdx.x * blockDim.x + t];
  int down = v, up = v;
  for (int o = 16; o > 0; o >>= 1) down += __shfl_down_sync(0xffffffff, down, o);
  for (int o = 1; o < 32; o <<= 1) {
    int y = __shfl_up_sync(0xffffffff, up, o);
    if (lane >= o) up += y;
  }
  int x = __shfl_xor_sync(0xffffffff, v, 1);
  int b = __shfl_sync(0xffffffff, v, 3, 16);
  unsigned m = __ballot_sync(0xffffffff, v > 0);
  int any = __any_sync(0xffffffff, v < 0), all = __all_sync(0xffffffff, v > -5);
  unsigned active = __activemask();
  int half = __shfl_down_sync(0x0000ffff, v, 1);
  out[blockIdx.x * blockDim.x + t] = (lane == 0 ? down : 0) + up * 3 + x * 5 + b * 7 + (int)(m % 1000) + any + all + (int)(active % 7) + half;
}
// CHECK: lane = t % C2O_WARP_SIZE;
// CHECK: c2o_x[[X:[0-9]+]][c2o_t] = (down);
// CHECK: c2o_block_barrier(c2o_arena);
// CHECK: down += c2o_shfl_down_read(c2o_x[[X]], c2o_t, c2o_bs, o, C2O_WARP_SIZE);
// CHECK: c2o_shfl_up_read(
// CHECK: c2o_shfl_xor_read(
// CHECK: c2o_shfl_read(c2o_x{{[0-9]+}}, c2o_t, c2o_bs, 3, 16)
// CHECK: c2o_ballot_read(
// CHECK: c2o_any_read(
// CHECK: c2o_all_read(
// ERR: warp.cu:14:35: note: C2O1107: 'warpSize' is 32 in the translation
// ERR: warp.cu:27:31: note: C2O1014: the mask '0x0000ffff' of '__shfl_down_sync' is ignored

// Legacy warp-synchronous code (volatile shared memory, no __syncwarp).
__global__ void legacy(float *p) {
  __shared__ volatile float vs[64];
  int t = threadIdx.x;
  vs[t] = p[t];
  __syncthreads();
  if (t < 32) vs[t] += vs[t + 32];
  p[t] = vs[t];
}
// ERR: warp.cu:[[@LINE-5]]:3: warning: C2O1013: 'legacy' relies on the threads of a warp running in lockstep

int main() {
  const int n = 128;
  int h[n], o[n];
  for (int i = 0; i < n; ++i) h[i] = (i * 7) % 11 - 3;
  int *din, *dout;
  cudaMalloc(&din, sizeof(h));
  cudaMalloc(&dout, sizeof(o));
  cudaMemcpy(din, h, sizeof(h), cudaMemcpyHostToDevice);
  shuffles<<<2, 64>>>(din, dout);
  cudaMemcpy(o, dout, sizeof(o), cudaMemcpyDeviceToHost);
  int ok = 1;
  for (int i = 0; i < n; ++i) {
    int w = i / 32 * 32, lane = i % 32, down = 0, up = 0, any = 0, all = 1;
    unsigned m = 0;
    for (int j = 0; j < 32; ++j) {
      down += h[w + j];
      if (j <= lane) up += h[w + j];
      if (h[w + j] > 0) m |= 1u << j;
      any |= h[w + j] < 0;
      all &= h[w + j] > -5;
    }
    int x = h[w + (lane ^ 1)], b = h[w + lane / 16 * 16 + 3], half = lane < 31 ? h[i + 1] : h[i];
    int expect = (lane == 0 ? down : 0) + up * 3 + x * 5 + b * 7 + (int)(m % 1000) + any + all + (int)(0xffffffffu % 7) + half;
    ok &= o[i] == expect;
  }
  printf("shuffles ok=%d\n", ok);
  // OUT: shuffles ok=1
  return 0;
}
