// The dynamic shared memory accessor written by a macro: each expansion
// defines a specialisation whose operators declare `extern __shared__` in
// the macro's text. The declaration is rewritten once, in the #define, to
// read the team's dynamic shared memory of the current launch
// (c2o_dynamic_shared_as()); the block function reducing through it and the
// template kernel calling that run in both forms.
// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: %check-no-cuda %t.cpp
// RUN: %omp-host %t.cpp -o %t.clang && %t.clang | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc && %t.gcc | FileCheck %s --check-prefix=OUT
// RUN: %omp-gfx90a-syntax %t.cpp
#include <cstdio>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

template <typename T> struct SharedArray {
  virtual __device__ T &operator*() = 0;
  virtual __device__ T &operator[](int i) = 0;
};

#define DEFINE_SHARED_ARRAY(t, n)                                                  \
  template <> struct SharedArray<t> {                                              \
    __device__ t &operator*() {                                                    \
      extern __shared__ t n[];                                                     \
      return *n;                                                                   \
    }                                                                              \
    __device__ t &operator[](int i) {                                              \
      extern __shared__ t n[];                                                     \
      return n[i];                                                                 \
    }                                                                              \
  }
// CHECK-LABEL: #define DEFINE_SHARED_ARRAY(t, n)
// CHECK: t &operator*() {
// CHECK-NEXT: t *n = c2o_dynamic_shared_as();
// CHECK: t &operator[](int i) {
// CHECK-NEXT: t *n = c2o_dynamic_shared_as();

DEFINE_SHARED_ARRAY(int, s_int);
DEFINE_SHARED_ARRAY(float, s_float);
DEFINE_SHARED_ARRAY(double, s_double);

// The block's sum, as a block function: the operators are the accessor.
template <typename T> __device__ T blockReduce(T in, cg::thread_block cta) {
  SharedArray<T> sdata;
  unsigned tid = cta.thread_rank();
  sdata[tid] = in;
  cg::sync(cta);
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s) sdata[tid] += sdata[tid + s];
    cg::sync(cta);
  }
  return *sdata;
}

template <typename T> __global__ void blockSums(const T *in, T *out) {
  cg::thread_block cta = cg::this_thread_block();
  T v = in[blockIdx.x * blockDim.x + threadIdx.x];
  T s = blockReduce<T>(v, cta);
  if (threadIdx.x == 0) out[blockIdx.x] = s;
}
// CHECK-LABEL: void blockSums_c2o_direct(
// CHECK: c2o_dynamic_shared_set(c2o_direct_dynamic_shared());
// CHECK: void blockSums_c2o_block(
// CHECK: c2o_dynamic_shared_set(c2o_dynamic);

// ERR-NOT: C2O1001
// ERR-NOT: C2O1130
// ERR-NOT: C2O1009

template <typename T> void run(const char *name, unsigned blocks, unsigned threads) {
  unsigned n = blocks * threads;
  T *in, *out;
  cudaMallocManaged(&in, n * sizeof(T));
  cudaMallocManaged(&out, blocks * sizeof(T));
  for (unsigned i = 0; i < n; ++i) in[i] = (T)(i % 5 + 1);
  blockSums<T><<<blocks, threads, threads * sizeof(T)>>>(in, out);
  cudaDeviceSynchronize();
  double total = 0;
  for (unsigned b = 0; b < blocks; ++b) total += (double)out[b];
  printf("%s sum %.1f last %.1f\n", name, total, (double)out[blocks - 1]);
  cudaFree(in);
  cudaFree(out);
}

int main() {
  run<int>("int", 4, 64);
  run<float>("float", 2, 256);
  run<double>("double", 3, 32);
  return 0;
}
// OUT: int sum 766.0 last 193.0
// OUT: float sum 1533.0 last 767.0
// OUT: double sum 286.0 last 96.0
