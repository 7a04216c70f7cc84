// Device functions that read the launch indices take them as parameters, and
// every call passes them on. In a template, a call whose callee depends on a
// template parameter (a member of a dependent type, `apply<ADD>(v)` in a
// member template, `s.template run<ADD>(...)`, `slot<N>()`) has no callee in
// the template's text: only its instantiations resolve it. Those calls kept
// their arguments and the translation did not compile ("no matching member
// function"); they get the indices too.
// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: not grep -E "C2O1002|C2O1003|error" %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %omp-host %t.cpp -o %t.exe
// RUN: %t.exe | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc
// RUN: %t.gcc | FileCheck %s --check-prefix=OUT
#include <cstdio>

template <int N> __device__ int slot() { return (threadIdx.x * 2) % N; }

template <typename T> struct Scaler {
  T factor;
  template <bool ADD> __device__ T apply(T v) const {
    return ADD ? v + factor * blockIdx.x : v * factor + threadIdx.x;
  }
  // reads no index itself: it takes them for apply<ADD>, which only its instantiations resolve
  template <bool ADD> __device__ T twice(T v) const { return apply<ADD>(apply<ADD>(v)) - v; }
  template <bool ADD> __device__ void run(T *out, const T *in, int n) const {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = twice<ADD>(in[i]) + slot<4>();
    // CHECK: if (i < n) out[i] = twice<ADD>(c2o_threadIdx, c2o_blockIdx, c2o_blockDim, c2o_gridDim, in[i]) + slot<4>(c2o_threadIdx, c2o_blockIdx, c2o_blockDim, c2o_gridDim);
  }
};

template <typename T, bool ADD> __global__ void scale(Scaler<T> s, T *out, const T *in, int n) {
  s.template run<ADD>(out, in, n);
  // CHECK: s.template run<ADD>(c2o_threadIdx, c2o_blockIdx, c2o_blockDim, c2o_gridDim, out, in, n);
}

int main() {
  const int n = 64;
  int h[n], r[n], *din, *dout;
  for (int i = 0; i < n; ++i) h[i] = i;
  cudaMalloc(&din, sizeof h);
  cudaMalloc(&dout, sizeof h);
  cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
  Scaler<int> s{3};
  scale<int, true><<<4, 16>>>(s, dout, din, n);
  cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost);
  long add = 0;
  for (int i = 0; i < n; ++i) add += r[i];
  scale<int, false><<<4, 16>>>(s, dout, din, n);
  cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost);
  long mul = 0;
  for (int i = 0; i < n; ++i) mul += r[i];
  printf("add %ld mul %ld\n", add, mul);
  // OUT: add 640 mul 18112
  cudaFree(din);
  cudaFree(dout);
  return 0;
}
