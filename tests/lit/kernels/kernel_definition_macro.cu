// Kernels defined through the program's own function-like macros: a macro
// that writes the head (`DEFINE_KERNEL(name, ...)`, a prototype and
// definitions, flat and block-level), a macro that holds a whole kernel
// (its name pasted, `##`), and a macro that writes a launch
// (`LAUNCH(k, g, b, ...)`, of flat and block-level kernels). Each use that
// writes a head is written out (C2O1134: the macro's body with the
// arguments, the use kept as a comment) and translated; launches in a
// macro's body are edited there. Before, the kernels lost __global__ and got
// no launcher and no diagnostic, and the launches did not compile.
// RUN: %cuda2omp-verified %s -o %t.cpp 2> %t.err; echo "exit $?" >> %t.err
// RUN: FileCheck %s --check-prefix=ERR --input-file=%t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %check-no-cuda %t.cpp
// RUN: %omp-host %t.cpp -o %t.exe && %t.exe | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc && %t.gcc | FileCheck %s --check-prefix=OUT
// RUN: %omp-gfx90a-syntax %t.cpp
#include <cstdio>

#define DEFINE_KERNEL(name, ...) __global__ void name(__VA_ARGS__)
#define LAUNCH(k, g, b, ...) k<<<g, b>>>(__VA_ARGS__)
// CHECK: #define LAUNCH(k, g, b, ...) k(g, b, 0, __VA_ARGS__)
#define MAKE_FILL(T) \
  __global__ void fill_##T(T *p, T v, int n) { \
    int i = blockIdx.x * blockDim.x + threadIdx.x; \
    if (i < n) p[i] = v; \
  }

DEFINE_KERNEL(scale, float *x, float a, int n);

DEFINE_KERNEL(scale, float *x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= a;
}
// CHECK: void scale(dim3 c2o_grid, dim3 c2o_block, size_t c2o_shmem, float *x, float a, int n) /* DEFINE_KERNEL(scale, float *x, float a, int n) */;
// CHECK: void scale_c2o_body(const uint3 c2o_threadIdx,
// CHECK: void scale(dim3 c2o_grid, dim3 c2o_block, size_t c2o_shmem, float *x, float a, int n) {

// Block-level: shared memory and barriers, through the same macro.
DEFINE_KERNEL(block_sum, const float *x,
              float *sums) {
  __shared__ float s[64];
  s[threadIdx.x] = x[blockIdx.x * blockDim.x + threadIdx.x];
  __syncthreads();
  for (int o = 32; o > 0; o /= 2) {
    if (threadIdx.x < o) s[threadIdx.x] += s[threadIdx.x + o];
    __syncthreads();
  }
  if (threadIdx.x == 0) sums[blockIdx.x] = s[0];
}
// CHECK: void block_sum(dim3 c2o_grid, dim3 c2o_block, size_t c2o_shmem, const float *x, float *sums) {

MAKE_FILL(int)
// CHECK: void fill_int_c2o_body(

int main() {
  const int n = 128;
  float h[n], hs[2];
  int hi[n];
  for (int i = 0; i < n; ++i) h[i] = (float)(i % 10);
  float *x, *sums;
  int *p;
  cudaMalloc(&x, sizeof h);
  cudaMalloc(&sums, sizeof hs);
  cudaMalloc(&p, sizeof hi);
  cudaMemcpy(x, h, sizeof h, cudaMemcpyHostToDevice);
  LAUNCH(scale, 2, 64, x, 3.0f, n);
  LAUNCH(block_sum, 2, 64, x, sums);
  fill_int<<<2, 64>>>(p, 7, n);
  cudaMemcpy(hs, sums, sizeof hs, cudaMemcpyDeviceToHost);
  cudaMemcpy(hi, p, sizeof hi, cudaMemcpyDeviceToHost);
  printf("sums %g %g fill %d %d\n", hs[0], hs[1], hi[0], hi[n - 1]);
  return 0;
}
// The first block holds 0..9 six times and 0..3 (276 before scaling), the
// second 4..9, 0..9 five times, 0..7 (292): CUDA's sums are 828 and 876.
// OUT: sums 828 876 fill 7 7
// ERR-DAG: kernel_definition_macro.cu:28:1: note: C2O1134: the head of 'scale' is written by the program's macro 'DEFINE_KERNEL'
// ERR-DAG: kernel_definition_macro.cu:30:1: note: C2O1134: the head of 'scale'
// ERR-DAG: kernel_definition_macro.cu:39:1: note: C2O1134: the head of 'block_sum'
// ERR-DAG: kernel_definition_macro.cu:52:1: note: C2O1134: the head of 'fill_int' is written by the program's macro 'MAKE_FILL'
// ERR-NOT: C2O1503
// ERR: exit 0
