// Dynamic shared memory reached through an accessor: a conversion operator
// of a class template (and of its specialisation), a member function and a
// plain __device__ function that declare `extern __shared__` and return a
// pointer to it. Each reads the team's dynamic shared memory of the current
// launch (c2o_dynamic_shared_as()), in the direct form and in the phases; the
// kernels reaching one carve the launch's dynamic size and publish it
// (c2o_dynamic_shared_set), a kernel without a barrier too.
// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: %check-no-cuda %t.cpp
// RUN: %omp-host %t.cpp -o %t.clang && %t.clang | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc && %t.gcc | FileCheck %s --check-prefix=OUT
// RUN: %omp-gfx90a-syntax %t.cpp
#include <cstdio>

template <class T> struct SharedMemory {
  __device__ inline operator T *() {
    extern __shared__ int dynInts[];
    return (T *)dynInts;
  }
};
// CHECK-LABEL: template <class T> struct SharedMemory {
// CHECK: inline operator T *() {
// CHECK-NEXT: int *dynInts = c2o_dynamic_shared_as();
// CHECK-NEXT: return (T *)dynInts;

template <> struct SharedMemory<double> {
  __device__ inline operator double *() {
    extern __shared__ double dynDoubles[];
    return dynDoubles;
  }
};
// CHECK: inline operator double *() {
// CHECK-NEXT: double *dynDoubles = c2o_dynamic_shared_as();

template <class T> struct Staging {
  __device__ T *getPointer() {
    extern volatile __shared__ unsigned char dynBytes[];
    return (T *)dynBytes;
  }
};
// CHECK: T *getPointer() {
// CHECK-NEXT: volatile unsigned char *dynBytes = c2o_dynamic_shared_as();

__device__ float *dynFloats() {
  extern __shared__ float dynF[][4];
  return &dynF[0][0];
}
// CHECK-LABEL: float *dynFloats() {
// CHECK-NEXT: float (*dynF)[4] = c2o_dynamic_shared_as();

// A tree sum per block in the launch's dynamic shared memory.
template <class T> __global__ void blockSum(const T *in, T *out, unsigned n) {
  T *sdata = SharedMemory<T>();
  unsigned tid = threadIdx.x, i = blockIdx.x * blockDim.x + threadIdx.x;
  sdata[tid] = i < n ? in[i] : 0;
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s) sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0) out[blockIdx.x] = sdata[0];
}
// CHECK-LABEL: void blockSum_c2o_direct(
// CHECK: c2o_dynamic_shared_set(c2o_direct_dynamic_shared());
// CHECK: void blockSum_c2o_block(
// CHECK: unsigned char *c2o_dynamic = c2o_team_array<c2o_type<unsigned char>>(c2o_cursor, c2o_shmem);
// CHECK: c2o_dynamic_shared_set(c2o_dynamic);

// Each block reverses its segment through a member function's pointer.
template <class T> __global__ void reverseSegments(T *data) {
  Staging<T> st;
  T *s = st.getPointer();
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  s[threadIdx.x] = data[i];
  __syncthreads();
  data[i] = s[blockDim.x - 1 - threadIdx.x];
}

// No barrier: the dynamic shared memory alone makes it block-level.
__global__ void plusOne(float *data) {
  float *s = dynFloats();
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  s[threadIdx.x] = data[i];
  data[i] = s[threadIdx.x] + 1.0f;
}
// CHECK-LABEL: void plusOne_c2o_block(
// CHECK: c2o_dynamic_shared_set(c2o_dynamic);

// ERR-NOT: C2O1001
// ERR-NOT: C2O1130
// ERR-NOT: C2O1009

template <class T> void runSum(const char *name, unsigned blocks, unsigned threads) {
  unsigned n = blocks * threads - 3;
  T *in, *out;
  cudaMallocManaged(&in, n * sizeof(T));
  cudaMallocManaged(&out, blocks * sizeof(T));
  for (unsigned i = 0; i < n; ++i) in[i] = (T)(i % 7 + 1);
  blockSum<T><<<blocks, threads, threads * sizeof(T)>>>(in, out, n);
  cudaDeviceSynchronize();
  double total = 0;
  for (unsigned b = 0; b < blocks; ++b) total += (double)out[b];
  printf("%s sum %.1f first %.1f\n", name, total, (double)out[0]);
  cudaFree(in);
  cudaFree(out);
}

int main() {
  runSum<int>("int", 4, 64);
  runSum<float>("float", 3, 128);
  runSum<double>("double", 5, 32);
  const unsigned blocks = 3, threads = 32, n = blocks * threads;
  int *d;
  cudaMallocManaged(&d, n * sizeof(int));
  for (unsigned i = 0; i < n; ++i) d[i] = (int)i;
  reverseSegments<int><<<blocks, threads, threads * sizeof(int)>>>(d);
  cudaDeviceSynchronize();
  printf("reversed %d %d %d\n", d[0], d[31], d[32]);
  float *f;
  cudaMallocManaged(&f, n * sizeof(float));
  for (unsigned i = 0; i < n; ++i) f[i] = (float)i;
  plusOne<<<blocks, threads, threads * sizeof(float)>>>(f);
  cudaDeviceSynchronize();
  printf("plusOne %.1f %.1f\n", f[0], f[n - 1]);
  cudaFree(d);
  cudaFree(f);
  return 0;
}
// OUT: int sum 1009.0 first 253.0
// OUT: float sum 1518.0 first 507.0
// OUT: double sum 622.0 first 122.0
// OUT: reversed 31 0 63
// OUT: plusOne 1.0 96.0
