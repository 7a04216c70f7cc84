// Warp-level primitives: shuffles on every type, votes, match, reductions,
// __syncwarp, bit intrinsics and cache-hinted loads.
#include <cuda_runtime.h>
#include "check.h"

#define FULL_MASK 0xffffffffu

template <typename T> __device__ T warp_reduce_sum(T v) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2) v += __shfl_down_sync(FULL_MASK, v, offset);
  return v;
}

template <typename T> __device__ T all_shuffles(T v, int lane) {
  T a = __shfl_sync(FULL_MASK, v, 0);
  T b = __shfl_sync(FULL_MASK, v, lane ^ 1, 16);
  T c = __shfl_up_sync(FULL_MASK, v, 1);
  T d = __shfl_up_sync(FULL_MASK, v, 2, 8);
  T e = __shfl_down_sync(FULL_MASK, v, 1);
  T f = __shfl_down_sync(FULL_MASK, v, 4, 16);
  T g = __shfl_xor_sync(FULL_MASK, v, 1);
  T h = __shfl_xor_sync(FULL_MASK, v, 2, 32);
  return a + b + c + d + e + f + g + h;
}

__global__ void warp_ops(const float *in, float *out, unsigned *bits, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x % 32;
  float v = i < n ? __ldg(&in[i]) : 0.f;
  float sum = warp_reduce_sum(v);
  double dsum = warp_reduce_sum((double)v);
  sum += all_shuffles(v, lane) + (float)all_shuffles((double)v, lane) + (float)all_shuffles(i, lane) +
         (float)all_shuffles((unsigned)i, lane) + (float)all_shuffles((long long)i, lane) +
         (float)all_shuffles((unsigned long long)i, lane) + (float)all_shuffles((long)i, lane) +
         (float)all_shuffles((unsigned long)i, lane);
  unsigned ballot = __ballot_sync(FULL_MASK, v > 0.f);
  int any = __any_sync(FULL_MASK, v > 1.f);
  int all = __all_sync(FULL_MASK, v > -1.f);
  unsigned active = __activemask();
  unsigned peers = __match_any_sync(active, i / 4);
  int pred = 0;
  unsigned same = __match_all_sync(active, n, &pred);
  unsigned r = __reduce_add_sync(FULL_MASK, (unsigned)lane) + __reduce_min_sync(FULL_MASK, (unsigned)lane) +
               __reduce_max_sync(FULL_MASK, (unsigned)lane) + __reduce_and_sync(FULL_MASK, (unsigned)lane) +
               __reduce_or_sync(FULL_MASK, (unsigned)lane) + __reduce_xor_sync(FULL_MASK, (unsigned)lane);
  int ri = __reduce_add_sync(FULL_MASK, lane) + __reduce_min_sync(FULL_MASK, -lane) + __reduce_max_sync(FULL_MASK, lane);
  __syncwarp();
  __syncwarp(active);
  int c1 = __syncthreads_count(v > 0.f);
  int c2 = __syncthreads_and(v > -2.f);
  int c3 = __syncthreads_or(v > 2.f);
  unsigned long long x = (unsigned long long)i * 2654435761ull;
  int popc = __popc(ballot) + __popcll(x) + __clz(i) + __clzll((long long)x) + __ffs(i) + __ffsll((long long)x);
  unsigned bitops = __brev(ballot) + (unsigned)__brevll(x) + __byte_perm(ballot, active, 0x3210) +
                    __funnelshift_l(ballot, active, 3) + __funnelshift_r(ballot, active, 5) +
                    __umul24(ballot, 3u) + __umulhi(ballot, active) + __usad(ballot, active, 0u) +
                    __sad(i, n, 0u) + (unsigned)(__mul24(i, n) + __mulhi(i, n) + __hadd(i, n) + __rhadd(i, n));
  long long t0 = clock64();
  clock_t t1 = clock();
  __nanosleep(100);
  __threadfence_block();
  __threadfence();
  __threadfence_system();
  if (i < n) {
    out[i] = sum + (float)dsum + (float)(any + all + popc + c1 + c2 + c3 + pred + ri);
    bits[i] = ballot ^ peers ^ same ^ r ^ bitops ^ (unsigned)(t0 + (long long)t1);
  }
}

__global__ void ldg_all(const int4 *a, const float2 *b, const double *c, const unsigned char *d, float *out) {
  int i = threadIdx.x;
  int4 x = __ldg(a + i);
  float2 y = __ldg(b + i);
  double z = __ldg(c + i);
  unsigned char w = __ldg(d + i);
  float cg = __ldcg((const float *)b + i);
  float cs = __ldcs((const float *)b + i);
  __stcs(out + i, cg + cs);
  out[i] += (float)(x.x + x.w) + y.x + (float)z + (float)w;
}

int main() {
  float *in = nullptr, *out = nullptr;
  unsigned *bits = nullptr;
  CHECK(cudaMalloc(&in, 1024 * sizeof(float)));
  CHECK(cudaMalloc(&out, 1024 * sizeof(float)));
  CHECK(cudaMalloc(&bits, 1024 * sizeof(unsigned)));
  warp_ops<<<8, 128>>>(in, out, bits, 1024);
  CUDA_CHECK_LAST();
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaFree(in));
  CHECK(cudaFree(out));
  CHECK(cudaFree(bits));
  return 0;
}
