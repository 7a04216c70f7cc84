// Kernels launched through function pointers (a variable assigned kernels and
// compared with them, a table of them through a typedef, launched through a
// member): every launcher a pointer may name takes (grid, block, shared size,
// arguments...), the pointers' function types get those leading parameters,
// and launches through them pass the shared size; flat and block-level
// kernels alike. The translation runs on the host and prints CUDA's answer.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cuda2omp %s -o %t/out.cpp 2> %t/err
// RUN: FileCheck %s --input-file=%t/out.cpp
// RUN: %omp-host %t/out.cpp -o %t/exe
// RUN: %t/exe | FileCheck %s --check-prefix=OUT
// CHECK: void add_one(dim3 c2o_grid, dim3 c2o_block, size_t c2o_shmem, float *out, const float *in, int n)
// CHECK: typedef void (*kernel_fn)(dim3, dim3, size_t, float *, const float *, int);
// CHECK: void (*k)(dim3, dim3, size_t, float *, const float *, int) = &add_one;
// CHECK: k(n / 64, 64, 0, dout, din, n);
// CHECK: v.run(n / 64, 64, 0, dout, din, n);
// OUT: add_one: r[0]=1 r[63]=64 r[64]=65
// OUT: block_reverse: r[0]=63 r[63]=0 r[64]=127
// OUT: add_one: r[1]=2
// OUT: block_reverse: r[1]=62
// OUT: total 65536
#include <cstdio>
#include <cuda_runtime.h>

__global__ void add_one(float *out, const float *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = in[i] + 1.0f;
}

__global__ void block_reverse(float *out, const float *in, int n) {
  __shared__ float tile[64];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  tile[threadIdx.x] = i < n ? in[i] : 0.0f;
  __syncthreads();
  int j = blockIdx.x * blockDim.x + (blockDim.x - 1 - threadIdx.x);
  if (j < n) out[j] = tile[threadIdx.x];
}

typedef void (*kernel_fn)(float *, const float *, int);

struct Variant {
  const char *name;
  kernel_fn run;
};

int main() {
  const int n = 256;
  float h[n], r[n];
  for (int i = 0; i < n; ++i) h[i] = (float)i;
  float *din, *dout;
  cudaMalloc(&din, sizeof h);
  cudaMalloc(&dout, sizeof h);
  cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);

  // a pointer variable assigned kernels, compared with them and launched
  void (*k)(float *, const float *, int) = &add_one;
  float total = 0;
  for (int pass = 0; pass < 2; ++pass) {
    if (pass == 1) k = block_reverse;
    k<<<n / 64, 64>>>(dout, din, n);
    cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost);
    printf("%s: r[0]=%g r[63]=%g r[64]=%g\n", k == &add_one ? "add_one" : "block_reverse", r[0], r[63], r[64]);
    for (int i = 0; i < n; ++i) total += r[i];
  }
  // a table of kernels through a typedef, launched through a member
  Variant table[] = {{"add_one", add_one}, {"block_reverse", &block_reverse}};
  for (const Variant &v : table) {
    v.run<<<n / 64, 64, 0>>>(dout, din, n);
    cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost);
    printf("%s: r[1]=%g\n", v.name, r[1]);
  }
  printf("total %g\n", total);
  cudaFree(din);
  cudaFree(dout);
  return 0;
}
