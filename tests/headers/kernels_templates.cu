// Kernel definitions and launches: templates with explicit instantiation,
// <<<>>> with 2, 3 and 4 configuration arguments, dim3 forms, dynamic and
// static shared memory, cudaLaunchKernel, qualifiers on device functions.
#include <cuda_runtime.h>
#include <device_launch_parameters.h>
#include "check.h"

#define BLOCK 256

template <typename T> __device__ __forceinline__ T square(T x) { return x * x; }
__device__ __noinline__ float slow_add(float a, float b) { return a + b; }
__host__ __device__ inline int ceil_div(int a, int b) { return (a + b - 1) / b; }

template <typename T, int TILE>
__global__ void __launch_bounds__(TILE) tiled_sum(const T *__restrict__ in, T *__restrict__ out, int n) {
  __shared__ T tile[TILE];
  int i = blockIdx.x * TILE + threadIdx.x;
  tile[threadIdx.x] = i < n ? square(in[i]) : T(0);
  __syncthreads();
  for (int s = TILE / 2; s > 0; s >>= 1) {
    if ((int)threadIdx.x < s) tile[threadIdx.x] += tile[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x == 0) out[blockIdx.x] = tile[0];
}

// explicit instantiations
template __global__ void tiled_sum<float, BLOCK>(const float *, float *, int);
template __global__ void tiled_sum<double, 128>(const double *, double *, int);
template __global__ void tiled_sum<int, 64>(const int *, int *, int);

template <typename T> __global__ void dyn_shared(T *out, int n) {
  extern __shared__ unsigned char smem_raw[];
  T *smem = reinterpret_cast<T *>(smem_raw);
  int t = threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * blockDim.y;
  smem[t] = (T)t;
  __syncthreads();
  if (t < n) out[t] = smem[(t + 1) % (blockDim.x * blockDim.y * blockDim.z)];
}

__global__ void grid_stride(float *p, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    p[i] = slow_add(p[i], 1.0f);
  if (threadIdx.x == 0 && blockIdx.x == 0 && warpSize != 32) p[0] = -1.f;
}

__global__ void grid3d(int *out) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  int z = blockIdx.z * blockDim.z + threadIdx.z;
  int w = gridDim.x * blockDim.x, h = gridDim.y * blockDim.y;
  out[(z * h + y) * w + x] = x + y + z;
}

struct Params {
  float alpha;
  int n;
};
__global__ void by_value(Params p, float *out) {
  if ((int)threadIdx.x < p.n) out[threadIdx.x] = p.alpha;
}

int main() {
  const int n = 1 << 16;
  float *in = nullptr, *out = nullptr;
  double *din = nullptr, *dout = nullptr;
  int *iout = nullptr;
  CHECK(cudaMalloc(&in, n * sizeof(float)));
  CHECK(cudaMalloc(&out, n * sizeof(float)));
  CHECK(cudaMalloc(&din, n * sizeof(double)));
  CHECK(cudaMalloc(&dout, n * sizeof(double)));
  CHECK(cudaMalloc(&iout, 64 * 64 * 8 * sizeof(int)));
  cudaStream_t stream;
  CHECK(cudaStreamCreate(&stream));

  // 2, 3 and 4 configuration arguments, ints and dim3
  tiled_sum<float, BLOCK><<<ceil_div(n, BLOCK), BLOCK>>>(in, out, n);
  tiled_sum<double, 128><<<dim3(ceil_div(n, 128)), dim3(128), 0>>>(din, dout, n);
  tiled_sum<float, BLOCK><<<ceil_div(n, BLOCK), BLOCK, 0, stream>>>(in, out, n);
  dyn_shared<float><<<1, dim3(8, 8, 4), 256 * sizeof(float)>>>(out, n);
  dyn_shared<int><<<1, dim3(16, 16), 256 * sizeof(int), stream>>>(iout, 256);
  grid_stride<<<128, 256>>>(out, n);
  dim3 grid(8, 8, 8), block(8, 8);
  grid3d<<<grid, block>>>(iout);
  grid3d<<<grid, block, 0, 0>>>(iout);
  Params prm = {2.0f, 32};
  by_value<<<1, 32>>>(prm, out);
  CUDA_CHECK_LAST();

  // cudaLaunchKernel: template with default sharedMem/stream, and C form
  int nn = n;
  void *args[] = {&in, &out, &nn};
  CHECK(cudaLaunchKernel((const void *)tiled_sum<float, BLOCK>, dim3(n / BLOCK), dim3(BLOCK), args));
  CHECK(cudaLaunchKernel((void *)tiled_sum<float, BLOCK>, n / BLOCK, BLOCK, args, 0));
  CHECK(cudaLaunchKernel((const void *)tiled_sum<float, BLOCK>, dim3(n / BLOCK), dim3(BLOCK), args, 0, stream));
  void *gs_args[] = {&out, &nn};
  CHECK(cudaLaunchKernel((const void *)grid_stride, dim3(64), dim3(256), gs_args, (size_t)0, (cudaStream_t)0));
  // a kernel name or pointer without cast (accepted by nvcc)
  CHECK(cudaLaunchKernel(grid_stride, dim3(64), dim3(256), gs_args));
  CHECK(cudaLaunchKernel(tiled_sum<float, BLOCK>, dim3(n / BLOCK), dim3(BLOCK), args, 0, stream));
  void (*kernel_ptr)(float *, int) = grid_stride;
  CHECK(cudaLaunchKernel(kernel_ptr, 64, 256, gs_args, 0));

  CHECK(cudaStreamSynchronize(stream));
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaStreamDestroy(stream));
  CHECK(cudaFree(in));
  CHECK(cudaFree(out));
  CHECK(cudaFree(din));
  CHECK(cudaFree(dout));
  CHECK(cudaFree(iout));
  return 0;
}
