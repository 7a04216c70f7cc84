// Every __shared__ variable of a block function has storage of its own, kept
// from one call to the next as CUDA keeps it (one per block), in the phase
// form too: there a function's arena part is its caller's scratch, which the
// next block function called reuses, so a function's __shared__ variables are
// statics of their own per team (c2o_team_static) instead of parts of it.
// Before, 'stage's tile and 'reduceTwo's arrays were one memory (the kernel
// read the tile after reduceTwo had overwritten it), 'nextTicket' lost its
// count to the functions called in between; a block function returning a
// pointer ('const T *f(') was written 'const ... voidf_c2o_block(' and one
// with a trailing return type kept it (no return: undefined behaviour).
// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: %check-no-cuda %t.cpp
// RUN: %omp-host %t.cpp -o %t.clang && %t.clang | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc && %t.gcc | FileCheck %s --check-prefix=OUT
// RUN: %omp-gfx90a-syntax %t.cpp
#include <cstdio>
#include <type_traits>
#include <utility>

#define N 64

// Operators as CCCL 2's cub::Max and cub::Sum are written: forwarding
// references, the common type as the result.
struct MaxOp {
  template <typename T, typename U>
  __device__ typename std::common_type<T, U>::type operator()(T &&a, U &&b) const { return b > a ? b : a; }
};
struct SumOp {
  template <typename T, typename U>
  __device__ auto operator()(T &&a, U &&b) const -> decltype(std::forward<T>(a) + std::forward<U>(b)) {
    return std::forward<T>(a) + std::forward<U>(b);
  }
};

// The block's values in the function's own __shared__ tile; returns a pointer to it.
__device__ const float *stage(const float *in) {
  __shared__ float tile[N];
  tile[threadIdx.x] = in[blockIdx.x * N + threadIdx.x];
  __syncthreads();
  return tile;
}
// CHECK-LABEL: {{^}}C2O_BLOCK_FUNCTION void stage_c2o_block(
// CHECK: struct c2o_tag_tile;
// CHECK-NEXT: c2o_type<float[64]> &tile = c2o_team_static<c2o_type<float[64]>, c2o_tag_tile>();

// A count of the calls in the block: a __shared__ value kept from call to call.
__device__ auto nextTicket(bool first) -> int {
  __shared__ int calls;
  if (threadIdx.x == 0) calls = first ? 1 : calls + 1;
  __syncthreads();
  int c = calls;
  __syncthreads();
  return c;
}
// CHECK-LABEL: {{^}}C2O_BLOCK_FUNCTION auto nextTicket_c2o_block(
// CHECK-SAME: c2o_type<int> *c2o_ret, bool first) -> void {
// CHECK: c2o_type<int> &calls = c2o_team_static<c2o_type<int>, c2o_tag_calls>();

// Two reductions in one function template, each in an array of its own.
template <typename T, int B, typename Op1, typename Op2>
__device__ void reduceTwo(T v, Op1 op1, Op2 op2, T *r1, T *r2) {
  __shared__ T first[B];
  __shared__ T second[B];
  first[threadIdx.x] = v;
  second[threadIdx.x] = v;
  __syncthreads();
  for (int s = B / 2; s > 0; s /= 2) {
    if (threadIdx.x < s) {
      first[threadIdx.x] = op1(first[threadIdx.x], first[threadIdx.x + s]);
      second[threadIdx.x] = op2(second[threadIdx.x], second[threadIdx.x + s]);
    }
    __syncthreads();
  }
  *r1 = first[0];
  *r2 = second[0];
}
// CHECK-LABEL: C2O_BLOCK_FUNCTION void reduceTwo_c2o_block(
// CHECK: c2o_type<T[B]> &first = c2o_team_static<c2o_type<T[B]>, c2o_tag_first>();
// CHECK: c2o_type<T[B]> &second = c2o_team_static<c2o_type<T[B]>, c2o_tag_second>();

__global__ void normalise(const float *in, float *out, int *tickets) {
  int a = nextTicket(true);
  const float *t = stage(in);
  float mx, sum;
  reduceTwo<float, N>(t[threadIdx.x], MaxOp(), SumOp(), &mx, &sum);
  int b = nextTicket(false);
  out[blockIdx.x * N + threadIdx.x] = (t[(threadIdx.x + 1) % N] - mx) / sum;
  if (threadIdx.x == 0) tickets[blockIdx.x] = a * 10 + b;
}
// ERR-NOT: C2O1130
// ERR-NOT: C2O1001

int main() {
  const int B = 8, n = N * B;
  float h[n], r[n];
  int tk[B];
  for (int i = 0; i < n; ++i) h[i] = (float)((i * 7) % 13) + 1.0f;
  float *d, *o;
  int *dt;
  cudaMalloc(&d, n * sizeof(float));
  cudaMalloc(&o, n * sizeof(float));
  cudaMalloc(&dt, B * sizeof(int));
  cudaMemcpy(d, h, n * sizeof(float), cudaMemcpyHostToDevice);
  normalise<<<B, N>>>(d, o, dt);
  cudaMemcpy(r, o, n * sizeof(float), cudaMemcpyDeviceToHost);
  cudaMemcpy(tk, dt, B * sizeof(int), cudaMemcpyDeviceToHost);
  int bad = 0, badTickets = 0;
  for (int b = 0; b < B; ++b) {
    float mx = h[b * N], sum = 0;
    for (int i = 0; i < N; ++i) mx = h[b * N + i] > mx ? h[b * N + i] : mx;
    for (int i = 0; i < N; ++i) sum += h[b * N + i];
    for (int i = 0; i < N; ++i) {
      float want = (h[b * N + (i + 1) % N] - mx) / sum, d = r[b * N + i] - want;
      bad += d > 1e-6f || d < -1e-6f;
    }
    badTickets += tk[b] != 12;
  }
  printf("%d values wrong, %d tickets wrong\n", bad, badTickets);
  return bad || badTickets;
}
// OUT: 0 values wrong, 0 tickets wrong
