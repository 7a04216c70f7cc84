// Every header a CUDA program commonly includes directly, in an unusual order
// and more than once. (device_functions.h and math_functions.h are internal in
// the SDK, nvcc warns on them; check_headers.sh includes each bundled header
// on its own instead.)
#include <cooperative_groups.h>
#include <cuda_fp16.h>
#include <device_launch_parameters.h>
#include <cuda.h>
#include <cuda_runtime_api.h>
#include <cuda_runtime.h>
#include <vector_types.h>
#include <vector_functions.h>
#include <driver_types.h>
#include <builtin_types.h>
#include <texture_types.h>
#include <cuda_profiler_api.h>
#include <cooperative_groups.h>
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <device_launch_parameters.h>
#include <cuda.h>
#include <cstdio>

namespace cg = cooperative_groups;

__global__ void k(__half *h, float *f) {
  cg::thread_block b = cg::this_thread_block();
  f[threadIdx.x] = __half2float(h[threadIdx.x]) + (float)b.thread_rank();
}

int main() {
  __half *h = nullptr;
  float *f = nullptr;
  if (cudaMalloc(&h, 32 * sizeof(__half)) != cudaSuccess) return 1;
  if (cudaMalloc(&f, 32 * sizeof(float)) != cudaSuccess) return 1;
  cudaProfilerStart();
  k<<<1, 32>>>(h, f);
  cudaProfilerStop();
  printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
  cudaFree(h);
  cudaFree(f);
  return 0;
}
