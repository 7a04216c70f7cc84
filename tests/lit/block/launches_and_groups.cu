// Dynamic shared memory sized at launch, the launch forms of a block-level
// kernel (<<<g, b>>>, <<<g, b, bytes>>>, cudaLaunchKernel, a prototype, a
// template with an explicit instantiation), and cooperative groups.
// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %check-no-cuda %t.cpp
// RUN: %omp-host %t.cpp -o %t.clang && %t.clang | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc && %t.gcc | FileCheck %s --check-prefix=OUT
// RUN: %omp-gfx90a-syntax %t.cpp
#include <cstdio>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void reverse(int *p);
// CHECK: void reverse(dim3 c2o_grid, dim3 c2o_block, size_t c2o_shmem, int *p);

template <typename T>
__global__ void tile_transpose(const T *in, T *out, int w, int h) {
  extern __shared__ unsigned char raw[];
  T *tile = reinterpret_cast<T *>(raw);
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h) tile[threadIdx.y * (blockDim.x + 1) + threadIdx.x] = in[y * w + x];
  __syncthreads();
  int ox = blockIdx.y * blockDim.y + threadIdx.x, oy = blockIdx.x * blockDim.x + threadIdx.y;
  if (ox < h && oy < w) out[oy * h + ox] = tile[threadIdx.x * (blockDim.x + 1) + threadIdx.y];
}
template __global__ void tile_transpose<double>(const double *, double *, int, int);
// The direct form (clang GPUs) first: a template too.
// CHECK: {{^}}#if C2O_HAS_BARE
// CHECK: template <typename T>
// CHECK-NEXT: void tile_transpose_c2o_direct(
// CHECK: unsigned char *raw = reinterpret_cast<unsigned char *>(c2o_direct_dynamic_shared());
// CHECK: {{^}}#endif
// CHECK-NEXT: template <typename T>
// CHECK-NEXT: inline size_t tile_transpose_c2o_arena_bytes(unsigned long long c2o_bs, size_t c2o_shmem) {
// CHECK: unsigned char *c2o_dynamic = c2o_team_array<c2o_type<unsigned char>>(c2o_cursor, c2o_shmem);
// CHECK-NEXT: unsigned char *raw = reinterpret_cast<unsigned char *>(c2o_dynamic);
// CHECK: tile_transpose_c2o_arena_bytes<T>(c2o_block_size, c2o_shmem);
// CHECK: template void tile_transpose<double>(dim3 c2o_grid, dim3 c2o_block, size_t c2o_shmem, const double *, double *, int, int);

__global__ void reverse(int *p) {
  extern __shared__ int buf[];
  cg::thread_block b = cg::this_thread_block();
  unsigned r = b.thread_rank();
  buf[r] = p[blockIdx.x * b.size() + r];
  b.sync();
  p[blockIdx.x * b.size() + r] = buf[b.size() - 1 - r];
}
// CHECK: b = c2o_thread_block{c2o_t, c2o_bs};

int main() {
  const int w = 37, h = 21;
  float in[w * h], out[w * h];
  for (int i = 0; i < w * h; ++i) in[i] = i;
  float *din, *dout;
  cudaMalloc(&din, sizeof(in));
  cudaMalloc(&dout, sizeof(out));
  cudaMemcpy(din, in, sizeof(in), cudaMemcpyHostToDevice);
  dim3 block(8, 8), grid((w + 7) / 8, (h + 7) / 8);
  tile_transpose<float><<<grid, block, 8 * 9 * sizeof(float)>>>(din, dout, w, h);
  // CHECK: tile_transpose<float>(grid, block, 8 * 9 * sizeof(float), din, dout, w, h);
  cudaMemcpy(out, dout, sizeof(out), cudaMemcpyDeviceToHost);
  int ok = 1;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) ok &= out[x * h + y] == in[y * w + x];
  printf("transpose ok=%d\n", ok);
  // OUT: transpose ok=1

  int v[256];
  for (int i = 0; i < 256; ++i) v[i] = i;
  int *dv;
  cudaMalloc(&dv, sizeof(v));
  cudaMemcpy(dv, v, sizeof(v), cudaMemcpyHostToDevice);
  reverse<<<2, 128, 128 * sizeof(int)>>>(dv);
  // CHECK: reverse(2, 128, 128 * sizeof(int), dv);
  void *args[] = {&dv};
  cudaLaunchKernel((const void *)reverse, dim3(4), dim3(64), args, 64 * sizeof(int), 0);
  // CHECK: (reverse(dim3(4), dim3(64), 64 * sizeof(int), *static_cast<int * *>((args)[0])), c2o_success);
  cudaMemcpy(v, dv, sizeof(v), cudaMemcpyDeviceToHost);
  printf("reverse v[0]=%d v[70]=%d v[255]=%d\n", v[0], v[70], v[255]);
  // reversed in blocks of 128, then of 64: v[i] = first[64 * (i / 64) + 63 - i % 64]
  // OUT: reverse v[0]=64 v[70]=6 v[255]=191
  return 0;
}
