// Kernels that call through a virtual function or a function pointer get no
// bare launch (C2O1132): clang's OpenMP device code keeps a local that such
// a call may reach (here 'v', passed by reference) in memory the OpenMP
// runtime sets up only for its own kernels (__kmpc_alloc_shared), and the
// bare launch of the corpus's newdelete gave wrong results on the H100. The
// kernel runs as OpenMP loops; a block-level one, in phases. A kernel that
// only calls plain functions keeps its bare launch.
// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: FileCheck %s --check-prefix=ERR --input-file=%t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %omp-host %t.cpp -o %t.exe && %t.exe | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc && %t.gcc | FileCheck %s --check-prefix=OUT
// RUN: %omp-gfx90a-syntax %t.cpp
// ERR-DAG: indirect_call_no_bare.cu:40:10: note: C2O1132: kernel 'viaVirtual' calls through a virtual function
// ERR-DAG: indirect_call_no_bare.cu:40:10: note: C2O1132: kernel 'blockTotals' calls through
// ERR-DAG: indirect_call_no_bare.cu:65:12: note: C2O1132: kernel 'viaPointer' calls through
// ERR-NOT: C2O1132: kernel 'plain'
// ERR-NOT: C2O1132: kernel 'byValue'
// CHECK-LABEL: void viaVirtual(dim3 c2o_grid
// CHECK-NOT: ompx_bare
// CHECK: target teams distribute parallel for
// CHECK-LABEL: void viaPointer(dim3 c2o_grid
// CHECK-NOT: ompx_bare
// CHECK: target teams distribute parallel for
// CHECK-LABEL: void plain(dim3 c2o_grid
// CHECK: ompx_bare
// CHECK-LABEL: void byValue(dim3 c2o_grid
// CHECK: ompx_bare
// OUT: virtual 0 pointer 0 plain 0 by value 0 blocks 8064
#include <cstdio>

struct Source {
  __device__ virtual bool get(int i, int &v) const { v = 3 * i; return true; }
};
__device__ bool twice(int i, int &v) { v = 2 * i; return true; }
typedef bool (*Getter)(int, int &);

__device__ int fetch(const Source *s, int i) {
  int v;
  return s->get(i, v) ? v : -1;
}

__global__ void make(Source **s) { *s = new Source(); }

__global__ void blockTotals(Source **s, int *out) {
  __shared__ int part[64];
  part[threadIdx.x] = fetch(*s, threadIdx.x) / 3;
  __syncthreads();
  if (threadIdx.x == 0) {
    int t = 0;
    for (int k = 0; k < 64; ++k) t += part[k];
    atomicAdd(out, t);
  }
}

__global__ void viaVirtual(Source **s, int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = fetch(*s, i);
}

__global__ void viaPointer(int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  Getter g = twice;
  int v;
  out[i] = g(i, v) ? v : -1;
}

__global__ void plain(int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v;
  out[i] = twice(i, v) ? v : -1;
}

// a virtual function called on an object whose class is known: a direct call
__global__ void byValue(int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  Source src;
  int v;
  out[i] = src.get(i, v) ? v : -1;
}

int main() {
  const int n = 256;
  Source **s;
  int *d, *t, h[n], total = 0;
  cudaMalloc(&s, sizeof(Source *));
  cudaMalloc(&d, sizeof h);
  cudaMalloc(&t, sizeof(int));
  cudaMemcpy(t, &total, sizeof total, cudaMemcpyHostToDevice);
  make<<<1, 1>>>(s);
  int wrong[4] = {0, 0, 0, 0};
  viaVirtual<<<n / 64, 64>>>(s, d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i) wrong[0] += h[i] != 3 * i;
  viaPointer<<<n / 64, 64>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i) wrong[1] += h[i] != 2 * i;
  plain<<<n / 64, 64>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i) wrong[2] += h[i] != 2 * i;
  byValue<<<n / 64, 64>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i) wrong[3] += h[i] != 3 * i;
  blockTotals<<<4, 64>>>(s, t);
  cudaMemcpy(&total, t, sizeof total, cudaMemcpyDeviceToHost);
  printf("virtual %d pointer %d plain %d by value %d blocks %d\n", wrong[0], wrong[1], wrong[2], wrong[3], total);
  return 0;
}
