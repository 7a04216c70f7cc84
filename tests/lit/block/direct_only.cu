// Block-level code whose phase form cannot be built is still translated: its
// direct form (a bare launch: one GPU thread per CUDA thread, values alive
// across barriers plain locals) and a launcher that stops with a message
// where no bare launch is possible (here: the host), with C2O1130 instead of
// C2O1001. One kernel per reason the phase form gives up. The last kernel
// has phases too, and runs on the host.
// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: FileCheck %s --check-prefix=DIAG < %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s --check-prefix=NOTYPE
// RUN: %check-no-cuda %t.cpp
// RUN: %omp-host %t.cpp -o %t.clang
// RUN: %t.clang | FileCheck %s --check-prefix=OUT
// RUN: not --crash %t.clang stop 2>&1 | FileCheck %s --check-prefix=STOP
// RUN: %omp-gcc %t.cpp -o %t.gcc && %t.gcc | FileCheck %s --check-prefix=OUT
// RUN: %omp-gfx90a-syntax %t.cpp
#include <cstdio>
#include <cstring>
#include <cooperative_groups.h>

// NOTYPE-NOT: auto>
// NOTYPE-NOT: <dependent type>
// DIAG-NOT: C2O1001

// A lambda that synchronises.
__global__ void withLambda(int *out) {
  __shared__ int s[64];
  auto step = [&](int v) {
    s[threadIdx.x] = v;
    __syncthreads();
    return s[63 - threadIdx.x];
  };
  out[blockIdx.x * 64 + threadIdx.x] = step(threadIdx.x) + step(2 * threadIdx.x);
}
// CHECK: void withLambda_c2o_direct(
// CHECK: {{\[\[}}clang::loader_uninitialized{{\]\]}} C2O_TEAM_ALIGN static int s[64];
// CHECK-NEXT: #pragma omp allocate(s) allocator(omp_pteam_mem_alloc)
// CHECK: c2o_syncthreads();
// CHECK: c2o_direct_only("withLambda", "synchronisation inside a lambda");
// DIAG: warning: C2O1130: 'withLambda' has only its direct form (no phase form: synchronisation inside a lambda)

// A member function that synchronises.
struct Stage {
  int *buf;
  __device__ int swap(int v) {
    buf[threadIdx.x] = v;
    __syncthreads();
    int r = buf[(threadIdx.x + 1) % blockDim.x];
    __syncthreads();
    return r;
  }
};
__global__ void withMember(int *out) {
  __shared__ int s[32];
  Stage st{s};
  out[threadIdx.x] = st.swap(threadIdx.x * 3);
}
// CHECK: #if C2O_HAS_BARE
// CHECK: int swap(int v) {
// CHECK-NEXT: C2O_DIRECT_INDICES
// DIAG: C2O1130: 'swap' has only its direct form (no phase form: a member function that synchronises is not translated)
// DIAG: C2O1130: 'withMember' has only its direct form (no phase form: it calls member function 'swap', which synchronises)

// A template: a value of 'auto' type kept across a barrier, a default
// argument whose type the template decides, an array of objects kept across
// a barrier, and a barrier in an 'if' with an initialiser.
struct Pair {
  float a, b;
  __device__ Pair() : a(1), b(2) {}
};
template <typename T> __device__ T blockTotal(T v, T zero = T()) {
  __shared__ T part[32];
  T w = v;
  for (int o = 16; o > 0; o /= 2) w += __shfl_down_sync(0xffffffffu, w, o);
  if (threadIdx.x % 32 == 0) part[threadIdx.x / 32] = w;
  __syncthreads();
  T r = zero;
  for (int i = 0; i < (int)(blockDim.x / 32); ++i) r += part[i];
  __syncthreads();
  return r;
}
template <typename T, int Cols = 4> __global__ void templ(const T *in, T *out) {
  __shared__ T s[Cols];
  auto v = in[threadIdx.x] * 2;
  Pair keep[2];
  if (threadIdx.x < Cols) s[threadIdx.x] = T(0);
  __syncthreads();
  if (int k = threadIdx.x % Cols; k >= 0) {
    atomicAdd(s + k, v);
    __syncthreads();
  }
  T total = blockTotal(v);
  out[threadIdx.x] = v + s[threadIdx.x % Cols] + total + (T)(keep[1].b - keep[0].a);
}
// CHECK: T w = v;
// CHECK: c2o_direct_shfl_down_sync(0xffffffffu, w, o)
// CHECK: void templ_c2o_direct(
// CHECK: auto v = in[c2o_threadIdx.x] * 2;
// CHECK: T total = blockTotal(v);
// DIAG: C2O1130: 'templ' has only its direct form

// A template whose only obstacle to phases is a kept value of 'auto' type:
// the phase form would have to name it, and c2o_type of auto does not compile.
template <typename T> __global__ void autoKept(T *x) {
  auto v = x[threadIdx.x] * 2;
  __syncthreads();
  x[(threadIdx.x + 1) % blockDim.x] = v;
}
// DIAG: C2O1130: 'autoKept' has only its direct form (no phase form: the phase form would keep values in team memory under types it cannot name (the type of 'v', kept across a barrier))
// CHECK: void autoKept_c2o_direct(
// CHECK: auto v = x[c2o_threadIdx.x] * 2;

// One reason each: a default argument whose type a template decides, an
// array of constructed objects kept across a barrier, a 'for' condition
// declaring a variable.
template <typename T> __global__ void useDefault(T *x) {
  T v = x[threadIdx.x];
  T total = blockTotal(v);
  x[threadIdx.x] = total;
}
struct V3 {
  float a, b, c;
  __device__ V3() : a(0), b(0), c(0) {}
};
__global__ void constructedArray(float *x) {
  __shared__ float s[64];
  V3 keep[2];
  keep[1].a = x[threadIdx.x];
  s[threadIdx.x] = keep[1].a;
  __syncthreads();
  x[threadIdx.x] = s[63 - threadIdx.x] + keep[1].a;
}
__global__ void forDecl(int *x) {
  __shared__ int s[64];
  for (int i = 0; int k = (i < 2); ++i) {
    s[threadIdx.x] = k;
    __syncthreads();
  }
  x[threadIdx.x] = s[0];
}
// DIAG: C2O1130: 'useDefault' has only its direct form (no phase form: a default argument of 'blockTotal' whose type a template decides)
// DIAG: C2O1130: 'constructedArray' has only its direct form (no phase form: array 'keep' lives across a barrier and is constructed)
// DIAG: C2O1130: 'forDecl' has only its direct form (no phase form: a 'for' condition declaring a variable)
// CHECK: T total = blockTotal(v);
// CHECK: V3 keep[2];
// CHECK: for (int i = 0; int k = (i < 2); ++i) {

// Cooperative groups and votes in a kernel with phases: the direct form too.
namespace cg = cooperative_groups;
__global__ void phased(const int *in, int *out) {
  cg::thread_block b = cg::this_thread_block();
  cg::thread_block_tile<8> t = cg::tiled_partition<8>(b);
  int v = in[b.thread_rank()];
  int s = v;
  for (int o = 4; o > 0; o /= 2) s += t.shfl_down(s, o);
  unsigned m = __ballot_sync(0xffffffffu, v > 2);
  int c = __syncthreads_count(v % 2);
  b.sync();
  out[b.thread_rank()] = (t.thread_rank() == 0 ? s : 0) + (int)(m & 0xff) + c * 1000 + t.any(v == 5);
}
// CHECK: void phased_c2o_direct(
// CHECK: cg::thread_block b = c2o_direct_this_thread_block();
// CHECK: c2o_direct_tiled_partition<8>(b);
// CHECK: s += c2o_direct_group_shfl_down(t, s, o);
// CHECK: c2o_direct_ballot_sync(0xffffffffu, v > 2)
// CHECK: c2o_direct_syncthreads_count(v % 2)
// CHECK: c2o_direct_sync(b);
// CHECK: c2o_direct_group_any(t, v == 5)
// CHECK: void phased_c2o_block(

int main(int argc, char **argv) {
  int *d;
  cudaMalloc(&d, 64 * sizeof(int));
  if (argc > 1 && !strcmp(argv[1], "stop")) {
    withLambda<<<1, 64>>>(d);
    withMember<<<1, 32>>>(d);
    templ<float><<<1, 64>>>((const float *)d, (float *)d);
    templ<int, 8><<<1, 64>>>(d, d);
    autoKept<<<1, 64>>>(d);
    useDefault<<<1, 64>>>((float *)d);
    constructedArray<<<1, 64>>>((float *)d);
    forDecl<<<1, 64>>>(d);
    return 0;
  }
  int h[64];
  for (int i = 0; i < 64; ++i) h[i] = i % 7;
  int *o;
  cudaMalloc(&o, 64 * sizeof(int));
  cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
  phased<<<1, 64>>>(d, o);
  int r[64];
  cudaMemcpy(r, o, sizeof(r), cudaMemcpyDeviceToHost);
  long sum = 0;
  for (int i = 0; i < 64; ++i) sum += r[i] * (i + 1);
  printf("phased %ld\n", sum);
  return 0;
}
// OUT: phased 56539909
// STOP: cuda2omp: kernel 'withLambda' has only its direct form (synchronisation inside a lambda)
