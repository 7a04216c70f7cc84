// Execution-space and variable qualifiers, attribute macros and the
// compiler-identification macros that CUDA sources test.
#include <cuda_runtime.h>
#include "check.h"

#if !defined(__CUDACC__) || !defined(__NVCC__) || !defined(CUDART_VERSION)
#error "nvcc identification macros missing"
#endif
#if __CUDACC_VER_MAJOR__ < 11 || CUDART_VERSION < 11000
#error "unexpected CUDA version"
#endif

struct __align__(16) Particle {
  float x, y, z, m;
};

__managed__ int m_counter;
__device__ __managed__ float m_scale = 1.f;
__constant__ Particle c_origin;
__device__ Particle d_particles[128];

__device__ __forceinline__ float sq(float v) { return v * v; }
__device__ __noinline__ float dist2(const Particle &a, const Particle &b) {
  return sq(a.x - b.x) + sq(a.y - b.y) + sq(a.z - b.z);
}
__host__ __device__ __forceinline__ int clamp_index(int i, int n) { return i < 0 ? 0 : (i >= n ? n - 1 : i); }

__global__ void __launch_bounds__(128) step(Particle *__restrict__ out, const Particle *__restrict__ in, int n) {
  int i = clamp_index(blockIdx.x * blockDim.x + threadIdx.x, n);
  Particle p = in[i];
#ifdef __CUDA_ARCH__
  p.m *= 1.0f; // device compilation only
#endif
  p.x += dist2(p, c_origin) * m_scale;
  out[i] = p;
  d_particles[i % 128] = p;
  atomicAdd(&m_counter, 1);
}

__global__ void __launch_bounds__(256, 2) with_grid_constant(const __grid_constant__ Particle p, float *out) {
  out[threadIdx.x] = p.x + p.y;
}

int main() {
  Particle *a = nullptr, *b = nullptr;
  float *f = nullptr;
  CHECK(cudaMalloc(&a, 256 * sizeof(Particle)));
  CHECK(cudaMalloc(&b, 256 * sizeof(Particle)));
  CHECK(cudaMalloc(&f, 256 * sizeof(float)));
  Particle origin = {0.f, 0.f, 0.f, 1.f};
  CHECK(cudaMemcpyToSymbol(c_origin, &origin, sizeof(origin)));
  m_counter = 0; // managed variables are host-accessible
  step<<<2, 128>>>(b, a, 256);
  with_grid_constant<<<1, 256>>>(origin, f);
  CHECK(cudaDeviceSynchronize());
  printf("%d launches counted, scale %f\n", m_counter, (double)m_scale);
  CHECK(cudaFree(a));
  CHECK(cudaFree(b));
  CHECK(cudaFree(f));
  return 0;
}
