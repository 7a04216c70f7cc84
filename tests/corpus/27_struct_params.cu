// 27_struct_params: kernels taking structs by value -- a parameter struct
// with scalars and vector members (float2, int4), and a struct holding
// device pointers -- plus int2 / double2 / float4 data.  Exact arithmetic.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call)                                                        \
  do {                                                                     \
    cudaError_t err_ = (call);                                             \
    if (err_ != cudaSuccess) {                                             \
      fprintf(stderr, "CUDA error '%s' at %s:%d\n",                        \
              cudaGetErrorString(err_), __FILE__, __LINE__);               \
      exit(1);                                                             \
    }                                                                      \
  } while (0)

struct Params {
  int n;
  float scale;
  float2 weights;
  int4 mask;  // x: bit mask, y: value if set, z: value if clear, w: unused
};

struct Buffers {
  const float *x;
  const float *y;
  float *out;
  int2 *flags;
  double2 *stats;
};

__global__ void combine(Params p, Buffers b) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= p.n) return;
  float v = p.scale * (b.x[i] * p.weights.x + b.y[i] * p.weights.y);
  b.out[i] = v;
  int f = (i & p.mask.x) ? p.mask.y : p.mask.z;
  b.flags[i] = make_int2(f, i % 3);
  b.stats[i] = make_double2((double)v + 1.0, (double)v - 1.0);
}

__global__ void packFloat4(const Buffers b, float4 *packed, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) packed[i] = make_float4(b.x[i], b.y[i], b.out[i], (float)b.flags[i].x);
}

int main() {
  const int n = 2500;
  float *hx = (float *)malloc(n * sizeof(float)), *hy = (float *)malloc(n * sizeof(float));
  for (int i = 0; i < n; ++i) { hx[i] = (float)(i % 10); hy[i] = (float)(i % 6) - 2.5f; }
  Buffers b;
  float *dx, *dy, *dout;
  int2 *dflags;
  double2 *dstats;
  float4 *dpacked;
  CHECK(cudaMalloc(&dx, n * sizeof(float)));
  CHECK(cudaMalloc(&dy, n * sizeof(float)));
  CHECK(cudaMalloc(&dout, n * sizeof(float)));
  CHECK(cudaMalloc(&dflags, n * sizeof(int2)));
  CHECK(cudaMalloc(&dstats, n * sizeof(double2)));
  CHECK(cudaMalloc(&dpacked, n * sizeof(float4)));
  CHECK(cudaMemcpy(dx, hx, n * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dy, hy, n * sizeof(float), cudaMemcpyHostToDevice));
  b.x = dx; b.y = dy; b.out = dout; b.flags = dflags; b.stats = dstats;
  Params p;
  p.n = n;
  p.scale = 0.5f;
  p.weights = make_float2(2.0f, -4.0f);
  p.mask = make_int4(4, 100, -100, 0);

  combine<<<(n + 127) / 128, 128>>>(p, b);
  CHECK(cudaGetLastError());
  packFloat4<<<(n + 127) / 128, 128>>>(b, dpacked, n);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  float4 *hp = (float4 *)malloc(n * sizeof(float4));
  int2 *hf = (int2 *)malloc(n * sizeof(int2));
  double2 *hs = (double2 *)malloc(n * sizeof(double2));
  CHECK(cudaMemcpy(hp, dpacked, n * sizeof(float4), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(hf, dflags, n * sizeof(int2), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(hs, dstats, n * sizeof(double2), cudaMemcpyDeviceToHost));

  int bad = 0;
  double sumOut = 0.0, sumStats = 0.0;
  long long sumFlags = 0;
  for (int i = 0; i < n; ++i) {
    float v = 0.5f * (hx[i] * 2.0f + hy[i] * -4.0f);
    int f = (i & 4) ? 100 : -100;
    if (hp[i].x != hx[i] || hp[i].y != hy[i] || hp[i].z != v || hp[i].w != (float)f) ++bad;
    if (hf[i].x != f || hf[i].y != i % 3) ++bad;
    if (hs[i].x != (double)v + 1.0 || hs[i].y != (double)v - 1.0) ++bad;
    sumOut += hp[i].z;
    sumFlags += hf[i].x + hf[i].y;
    sumStats += hs[i].x * hs[i].y;
  }
  printf("sum_out=%.2f sum_flags=%lld sum_stats=%.2f bad=%d\n", sumOut, sumFlags, sumStats, bad);
  cudaFree(dx); cudaFree(dy); cudaFree(dout); cudaFree(dflags); cudaFree(dstats); cudaFree(dpacked);
  free(hx); free(hy); free(hp); free(hf); free(hs);
  printf("%s\n", bad == 0 ? "PASS" : "FAIL");
  return bad == 0 ? 0 : 1;
}
