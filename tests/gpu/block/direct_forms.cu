// Block-level kernels whose translation is (or includes) the direct form,
// checked on a GPU against CPU references: the phase form cannot be built for
// the first three (a lambda and a member function that synchronise, a value of
// auto type and an array of objects kept across a barrier, a barrier in an
// 'if' with an initialiser), and the last three have both forms (extern
// __shared__ in a member function, an accessor of the launch's dynamic shared
// memory; warp + block reduction helpers at 1024 threads, whose phase form
// needs more than 48 KiB of team memory; warp and group exchanges of every
// kind). Prints one line per kernel and PASS.
#include <cstdio>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

// 1. A lambda that synchronises: each thread reads its mirror's value twice.
__global__ void mirrorTwice(int *out) {
  __shared__ int s[128];
  auto step = [&](int v) {
    s[threadIdx.x] = v;
    __syncthreads();
    int r = s[blockDim.x - 1 - threadIdx.x];
    __syncthreads();
    return r;
  };
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  out[t] = step(t) * 1000 + step(3 * t);
}

// 2. A member function that synchronises: a rotation by one through shared memory.
struct Rotator {
  int *buf;
  __device__ int rotate(int v) {
    buf[threadIdx.x] = v;
    __syncthreads();
    int r = buf[(threadIdx.x + 1) % blockDim.x];
    __syncthreads();
    return r;
  }
};
__global__ void rotateTwice(const int *in, int *out) {
  __shared__ int s[256];
  Rotator r{s};
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  out[t] = r.rotate(r.rotate(in[t]));
}

// 3. A template: an auto value and an array of objects kept across barriers,
// a barrier in an 'if' with an initialiser, shared atomics on a template-sized
// array, and a block function with a default argument of template type.
struct Acc {
  float lo, hi;
  __device__ Acc() : lo(0), hi(1) {}
};
template <typename T> __device__ T blockSum(T v, T base = T()) {
  __shared__ T part[32];
  for (int o = 16; o > 0; o /= 2) v += __shfl_down_sync(0xffffffffu, v, o);
  if (threadIdx.x % 32 == 0) part[threadIdx.x / 32] = v;
  __syncthreads();
  T r = base;
  for (int i = 0; i < (int)(blockDim.x / 32); ++i) r += part[i];
  __syncthreads();
  return r;
}
template <typename T, int Buckets = 4> __global__ void buckets(const T *in, T *out) {
  __shared__ T s[Buckets];
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  auto v = in[t] * 2;
  Acc keep[2];
  if (threadIdx.x < Buckets) s[threadIdx.x] = T(0);
  __syncthreads();
  if (int k = threadIdx.x % Buckets; k >= 0) {
    atomicAdd(s + k, v);
    __syncthreads();
  }
  T total = blockSum(v);
  out[t] = s[threadIdx.x % Buckets] + total * 10 + (T)(keep[1].hi - keep[0].lo);
}

// 4. extern __shared__ in a member function (the SharedMemory idiom): both forms.
template <typename T> struct Dyn {
  __device__ T *get() {
    extern __shared__ unsigned char dynBytes[];
    return reinterpret_cast<T *>(dynBytes);
  }
};
__global__ void reverseDyn(const int *in, int *out) {
  int *s = Dyn<int>().get();
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  s[threadIdx.x] = in[t];
  __syncthreads();
  out[t] = s[blockDim.x - 1 - threadIdx.x];
}

// 5. Warp reduction + block reduction helpers at 1024 threads (both forms).
__device__ float warpReduce(float v) {
  for (int o = 16; o > 0; o /= 2) v += __shfl_xor_sync(0xffffffffu, v, o);
  return v;
}
__device__ float blockReduce(float v) {
  __shared__ float warps[32];
  v = warpReduce(v);
  if (threadIdx.x % 32 == 0) warps[threadIdx.x / 32] = v;
  __syncthreads();
  float r = threadIdx.x < blockDim.x / 32 ? warps[threadIdx.x] : 0.0f;
  if (threadIdx.x < 32) r = warpReduce(r);
  return r;
}
__global__ void rowSums(const float *in, float *out) {
  float v = in[blockIdx.x * blockDim.x + threadIdx.x];
  float s = blockReduce(v);
  if (threadIdx.x == 0) out[blockIdx.x] = s;
}

// 6. Warp and group exchanges of every kind.
__global__ void exchanges(const int *in, int *out) {
  cg::thread_block b = cg::this_thread_block();
  cg::thread_block_tile<16> tile = cg::tiled_partition<16>(b);
  int t = blockIdx.x * blockDim.x + threadIdx.x, v = in[t];
  int r = 0;
  r += __shfl_sync(0xffffffffu, v, 3, 8);
  r += 3 * __shfl_up_sync(0xffffffffu, v, 2);
  r += 5 * __shfl_xor_sync(0xffffffffu, v, 5, 16);
  r += 7 * (int)(__ballot_sync(0xffffffffu, v > 4) % 1009u);
  r += 11 * __any_sync(0xffffffffu, v == 7) + 13 * __all_sync(0xffffffffu, v >= 0);
  r += 17 * __reduce_add_sync(0xffffffffu, v);
  r += 19 * cg::reduce(tile, v, cg::plus<int>()) + 23 * tile.shfl_up(v, 3);
  r += 29 * tile.shfl_down(v, 1) + 31 * (int)tile.ballot(v % 2);
  r += 37 * __syncthreads_count(v > 5) + 41 * __syncthreads_and(v < 100) + 43 * __syncthreads_or(v == 9);
  if (v % 3 == 0) {
    auto g = cg::coalesced_threads();
    r += 47 * g.shfl(v, 0) + 53 * (int)g.thread_rank() + 59 * (int)g.size();
  }
  out[t] = r;
}

// ---- CPU references -------------------------------------------------------
static int warpLane(int t) { return t % 32; }

int main() {
  const int B = 256, G = 4, N = B * G;
  int *di, *do_, hi[N], ho[N];
  float *df, *dg;
  cudaMalloc(&di, N * sizeof(int));
  cudaMalloc(&do_, N * sizeof(int));
  cudaMalloc(&df, 4 * 1024 * sizeof(float));
  cudaMalloc(&dg, 4 * 1024 * sizeof(float));
  int fails = 0;

  // 1
  mirrorTwice<<<N / 128, 128>>>(do_);
  cudaMemcpy(ho, do_, sizeof(ho), cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int t = 0; t < N; ++t) {
    int base = t / 128 * 128, m = base + 127 - (t - base);
    bad += ho[t] != m * 1000 + 3 * m;
  }
  printf("mirrorTwice: %d wrong\n", bad);
  fails += bad != 0;

  // 2
  for (int i = 0; i < N; ++i) hi[i] = i * 7 % 1000;
  cudaMemcpy(di, hi, sizeof(hi), cudaMemcpyHostToDevice);
  rotateTwice<<<G, B>>>(di, do_);
  cudaMemcpy(ho, do_, sizeof(ho), cudaMemcpyDeviceToHost);
  bad = 0;
  for (int t = 0; t < N; ++t) bad += ho[t] != hi[t / B * B + (t % B + 2) % B];
  printf("rotateTwice: %d wrong\n", bad);
  fails += bad != 0;

  // 3 (int, default 4 buckets; 128 threads)
  for (int i = 0; i < N; ++i) hi[i] = i % 5;
  cudaMemcpy(di, hi, sizeof(hi), cudaMemcpyHostToDevice);
  buckets<int><<<N / 128, 128>>>(di, do_);
  cudaMemcpy(ho, do_, sizeof(ho), cudaMemcpyDeviceToHost);
  bad = 0;
  for (int t = 0; t < N; ++t) {
    int base = t / 128 * 128, k = t % 128 % 4, sk = 0, total = 0;
    for (int j = 0; j < 128; ++j) {
      total += 2 * hi[base + j];
      if (j % 4 == k) sk += 2 * hi[base + j];
    }
    bad += ho[t] != sk + total * 10 + 1;
  }
  printf("buckets<int>: %d wrong\n", bad);
  fails += bad != 0;

  // 4
  for (int i = 0; i < N; ++i) hi[i] = i * 3 + 1;
  cudaMemcpy(di, hi, sizeof(hi), cudaMemcpyHostToDevice);
  reverseDyn<<<G, B, B * sizeof(int)>>>(di, do_);
  cudaMemcpy(ho, do_, sizeof(ho), cudaMemcpyDeviceToHost);
  bad = 0;
  for (int t = 0; t < N; ++t) bad += ho[t] != hi[t / B * B + B - 1 - t % B];
  printf("reverseDyn<int>: %d wrong\n", bad);
  fails += bad != 0;

  // 5: 4 rows of 1024
  static float hf[4 * 1024], hg[4];
  for (int i = 0; i < 4 * 1024; ++i) hf[i] = (float)(i % 13) - 6.0f;
  cudaMemcpy(df, hf, sizeof(hf), cudaMemcpyHostToDevice);
  rowSums<<<4, 1024>>>(df, dg);
  cudaMemcpy(hg, dg, sizeof(hg), cudaMemcpyDeviceToHost);
  bad = 0;
  for (int r = 0; r < 4; ++r) {
    float s = 0;
    for (int j = 0; j < 1024; ++j) s += hf[r * 1024 + j];
    bad += hg[r] != s;
  }
  printf("rowSums: %d wrong, row0=%.1f\n", bad, (double)hg[0]);
  fails += bad != 0;

  // 6
  for (int i = 0; i < N; ++i) hi[i] = (i * 5 + i / 7) % 10;
  cudaMemcpy(di, hi, sizeof(hi), cudaMemcpyHostToDevice);
  exchanges<<<G, B>>>(di, do_);
  cudaMemcpy(ho, do_, sizeof(ho), cudaMemcpyDeviceToHost);
  bad = 0;
  for (int t = 0; t < N; ++t) {
    int w = t / 32 * 32, l = warpLane(t), blk = t / B * B, tb = t / 16 * 16, tl = t % 16;
    int r = hi[w + (l / 8 * 8) + 3];
    r += 3 * (l >= 2 ? hi[t - 2] : hi[t]);
    r += 5 * hi[w + (l / 16 * 16) + ((l ^ 5) & 15)];
    unsigned bal = 0;
    int any7 = 0, all0 = 1, sum = 0;
    for (int j = 0; j < 32; ++j) {
      bal |= (unsigned)(hi[w + j] > 4) << j;
      any7 |= hi[w + j] == 7;
      all0 &= hi[w + j] >= 0;
      sum += hi[w + j];
    }
    r += 7 * (int)(bal % 1009u) + 11 * any7 + 13 * all0 + 17 * sum;
    int tsum = 0;
    unsigned tb_bal = 0;
    for (int j = 0; j < 16; ++j) {
      tsum += hi[tb + j];
      tb_bal |= (unsigned)(hi[tb + j] % 2) << j;
    }
    r += 19 * tsum + 23 * (tl >= 3 ? hi[t - 3] : hi[t]) + 29 * (tl + 1 < 16 ? hi[t + 1] : hi[t]) + 31 * (int)tb_bal;
    int cnt = 0, all100 = 1, any9 = 0;
    for (int j = 0; j < B; ++j) {
      cnt += hi[blk + j] > 5;
      all100 &= hi[blk + j] < 100;
      any9 |= hi[blk + j] == 9;
    }
    r += 37 * cnt + 41 * all100 + 43 * any9;
    if (hi[t] % 3 == 0) {
      int first = -1, rank = 0, size = 0;
      for (int j = 0; j < 32; ++j)
        if (hi[w + j] % 3 == 0) {
          if (first < 0) first = hi[w + j];
          if (j < l) ++rank;
          ++size;
        }
      r += 47 * first + 53 * rank + 59 * size;
    }
    bad += ho[t] != r;
  }
  printf("exchanges: %d wrong\n", bad);
  fails += bad != 0;

  printf(fails ? "FAIL\n" : "PASS\n");
  return fails != 0;
}
