// Atomic functions on every type CUDA provides them for, at device, block
// and system scope, plus the CAS loop idiom and statement/expression forms.
#include <cuda_runtime.h>
#include "check.h"

struct Counters {
  int i;
  unsigned int u;
  unsigned long long ull;
  long long ll;
  float f;
  double d;
  unsigned short us;
};

__device__ double atomic_mul(double *address, double val) {
  unsigned long long *as_ull = (unsigned long long *)address;
  unsigned long long old = *as_ull, assumed;
  do {
    assumed = old;
    old = atomicCAS(as_ull, assumed, __double_as_longlong(val * __longlong_as_double(assumed)));
  } while (assumed != old);
  return __longlong_as_double(old);
}

__global__ void device_scope(Counters *c, int *hist, const int *keys, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= n) return;
  atomicAdd(&hist[keys[t] & 255], 1);
  int old_i = atomicAdd(&c->i, 1);
  atomicAdd(&c->u, 1u);
  atomicAdd(&c->ull, 1ull);
  atomicAdd(&c->f, 0.5f);
  atomicAdd(&c->d, 0.25);
  atomicSub(&c->i, 1);
  atomicSub(&c->u, 1u);
  atomicExch(&c->i, old_i);
  atomicExch(&c->u, 7u);
  atomicExch(&c->ull, 7ull);
  float prev = atomicExch(&c->f, 1.0f);
  atomicMin(&c->i, t);
  atomicMin(&c->u, (unsigned)t);
  atomicMin(&c->ull, (unsigned long long)t);
  atomicMin(&c->ll, (long long)t);
  atomicMax(&c->i, t);
  atomicMax(&c->u, (unsigned)t);
  atomicMax(&c->ull, (unsigned long long)t);
  atomicMax(&c->ll, (long long)-t);
  atomicInc(&c->u, 100u);
  atomicDec(&c->u, 100u);
  atomicCAS(&c->i, 0, t);
  atomicCAS(&c->u, 0u, (unsigned)t);
  atomicCAS(&c->ull, 0ull, (unsigned long long)t);
  atomicCAS(&c->us, (unsigned short)0, (unsigned short)1);
  atomicAnd(&c->i, 0xff);
  atomicAnd(&c->u, 0xffu);
  atomicAnd(&c->ull, 0xffull);
  atomicOr(&c->i, 1);
  atomicOr(&c->u, 1u);
  atomicOr(&c->ull, 1ull);
  atomicXor(&c->i, 3);
  atomicXor(&c->u, 3u);
  atomicXor(&c->ull, 3ull);
  if (prev > 2.0f) atomic_mul(&c->d, 1.5);
}

__global__ void block_and_system_scope(Counters *c) {
  __shared__ int s_count;
  if (threadIdx.x == 0) s_count = 0;
  __syncthreads();
  atomicAdd_block(&s_count, 1);
  __syncthreads();
  if (threadIdx.x == 0) atomicAdd_system(&c->i, s_count);
  atomicAdd_block(&c->f, 1.f);
  atomicAdd_system(&c->d, 1.0);
  atomicAdd_block(&c->ull, 1ull);
  atomicSub_block(&c->u, 1u);
  atomicSub_system(&c->i, 1);
  atomicExch_block(&c->f, 2.f);
  atomicExch_system(&c->ull, 2ull);
  atomicMin_block(&c->ll, -1ll);
  atomicMax_system(&c->ll, 1ll);
  atomicInc_block(&c->u, 10u);
  atomicDec_system(&c->u, 10u);
  atomicCAS_block(&c->i, 1, 2);
  atomicCAS_system(&c->ull, 1ull, 2ull);
  atomicAnd_block(&c->u, 1u);
  atomicOr_system(&c->ull, 1ull);
  atomicXor_block(&c->i, 1);
}

#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900 || !defined(__CUDA_ARCH__)
__global__ void vector_atomics(float2 *p2, float4 *p4) {
  atomicAdd(p2, make_float2(1.f, 2.f));
  atomicAdd(p4, make_float4(1.f, 2.f, 3.f, 4.f));
}
#endif

int main() {
  Counters *c = nullptr;
  int *hist = nullptr, *keys = nullptr;
  CHECK(cudaMalloc(&c, sizeof(Counters)));
  CHECK(cudaMalloc(&hist, 256 * sizeof(int)));
  CHECK(cudaMalloc(&keys, 4096 * sizeof(int)));
  CHECK(cudaMemset(c, 0, sizeof(Counters)));
  device_scope<<<16, 256>>>(c, hist, keys, 4096);
  block_and_system_scope<<<4, 128>>>(c);
  CUDA_CHECK_LAST();
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaFree(c));
  CHECK(cudaFree(hist));
  CHECK(cudaFree(keys));
  return 0;
}
