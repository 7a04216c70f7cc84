// Statements that end in a braced initialiser (`return T{a, b};`,
// `v = T{a, b};`, `if (c) v = T{};`) at the end of a phase: the phase closes
// after their ';', not inside them at the initialiser's '}' (which lost the
// end of the block function: the output did not compile).
// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: not grep -E "C2O1002|C2O1001|error" %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %check-no-cuda %t.cpp
// RUN: %omp-host %t.cpp -o %t.clang && %t.clang | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc && %t.gcc | FileCheck %s --check-prefix=OUT
// RUN: %omp-gfx90a-syntax %t.cpp
#include <cstdio>

struct Range { float lo; float hi; };

// A block function: the team's least and greatest value, returned braced.
__device__ Range block_range(const float *x, int n) {
  __shared__ float lo[64], hi[64];
  float l = x[threadIdx.x % n], h = l;
  for (int i = threadIdx.x; i < n; i += blockDim.x) { l = fminf(l, x[i]); h = fmaxf(h, x[i]); }
  lo[threadIdx.x] = l;
  hi[threadIdx.x] = h;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s /= 2) {
    if (threadIdx.x < s) {
      lo[threadIdx.x] = fminf(lo[threadIdx.x], lo[threadIdx.x + s]);
      hi[threadIdx.x] = fmaxf(hi[threadIdx.x], hi[threadIdx.x + s]);
    }
    __syncthreads();
  }
  return Range{lo[0], hi[0]};
  // CHECK: c2o_ret[c2o_t] = (Range{lo[0], hi[0]});
}

__global__ void ranges(const float *x, int n, Range *out) {
  Range r = block_range(x, n);
  __shared__ Range first;
  Range mine;
  mine = Range{r.lo - 1, r.hi + 1};
  if (threadIdx.x == 0) first = Range{mine.lo, mine.hi};
  __syncthreads();
  if (threadIdx.x == blockDim.x - 1) out[blockIdx.x] = Range{first.lo * 2, first.hi * 2};
}

int main() {
  float h[100];
  for (int i = 0; i < 100; ++i) h[i] = (float)((i * 37) % 101) - 50;
  float *d;
  Range *o, r[2];
  cudaMalloc(&d, sizeof h);
  cudaMalloc(&o, sizeof r);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  ranges<<<2, 64>>>(d, 100, o);
  cudaMemcpy(r, o, sizeof r, cudaMemcpyDeviceToHost);
  printf("%g %g %g %g\n", r[0].lo, r[0].hi, r[1].lo, r[1].hi);
  // OUT: -102 102 -102 102
  return 0;
}
