// 60_half_precision: mixed-precision kernels on __half, half2 and
// __nv_bfloat16 data: a half2 axpy with __hfma2, float -> half -> float
// rounding of inexact values, a bfloat16 matrix-vector product with float
// accumulation, a half2 ReLU (__hmax2), __half operators, atomicAdd on
// __half, and integer conversions. Results that are exact in 16 bits are
// compared bit for bit with a host reference computed with the same
// cuda_fp16.h / cuda_bf16.h functions on the host; the rounding of the
// conversion kernel is printed as a checksum of the bits (CUDA rounds to
// nearest even on the host and the device alike).
#include <cstdio>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
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

// y = a * x + y on pairs of halves, one fused multiply-add per lane.
__global__ void haxpy2(int n2, half2 a, const half2 *x, half2 *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n2) y[i] = __hfma2(a, x[i], y[i]);
}

// Each float rounded to half and back, and to bfloat16 and back.
__global__ void roundTrip(int n, const float *in, __half *h, __nv_bfloat16 *b, float *back) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  h[i] = __float2half(in[i]);
  b[i] = __float2bfloat16(in[i]);
  back[i] = __half2float(h[i]) + __bfloat162float(b[i]);
}

// y = A x with A and x in bfloat16, accumulated in float, one row per thread.
__global__ void bf16Gemv(int rows, int cols, const __nv_bfloat16 *A, const __nv_bfloat16 *x,
                         float *y) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= rows) return;
  float acc = 0.0f;
  for (int c = 0; c < cols; ++c)
    acc += __bfloat162float(A[r * cols + c]) * __bfloat162float(x[c]);
  y[r] = acc;
}

// ReLU on half2 and a half expression with operators; counts negatives.
__global__ void reluAndOps(int n2, half2 *v, __half *w, int *negatives) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n2) return;
  half2 p = v[i];
  if (__hlt(__low2half(p), __float2half(0.0f))) atomicAdd(negatives, 1);
  if (__high2half(p) < __float2half(0.0f)) atomicAdd(negatives, 1);
  v[i] = __hmax2(p, __float2half2_rn(0.0f));
  __half a = __low2half(p), b = __high2half(p);
  w[i] = a * b - __habs(a) + __hneg(b);
}

// Sums ones into a half counter (exact below 2048) and rounds halves to ints.
__global__ void halfAtomics(int n, __half *sum, const __half *vals, int *rounded) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  atomicAdd(sum, __float2half(1.0f));
  rounded[i] = __half2int_rn(vals[i]);
}

static unsigned long long bitsum(const void *p, size_t n) {
  const unsigned short *s = (const unsigned short *)p;
  unsigned long long h = 0;
  for (size_t i = 0; i < n; ++i) h = h * 131 + s[i];
  return h;
}

int main() {
  const int n2 = 2048, n = 2 * n2;
  int ok = 1;

  // ---- half2 axpy on exact data
  half2 *hx = (half2 *)malloc(n2 * sizeof(half2)), *hy = (half2 *)malloc(n2 * sizeof(half2));
  half2 *ref = (half2 *)malloc(n2 * sizeof(half2));
  for (int i = 0; i < n2; ++i) {
    hx[i] = __floats2half2_rn((float)(i % 64) * 0.25f, (float)(i % 48) * -0.5f);
    hy[i] = __floats2half2_rn((float)(i % 16) - 8.0f, (float)(i % 7));
  }
  half2 a = __floats2half2_rn(1.5f, -0.75f);
  for (int i = 0; i < n2; ++i)
    ref[i] = __floats2half2_rn(__low2float(a) * __low2float(hx[i]) + __low2float(hy[i]),
                               __high2float(a) * __high2float(hx[i]) + __high2float(hy[i]));
  half2 *dx, *dy;
  CHECK(cudaMalloc(&dx, n2 * sizeof(half2)));
  CHECK(cudaMalloc(&dy, n2 * sizeof(half2)));
  CHECK(cudaMemcpy(dx, hx, n2 * sizeof(half2), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dy, hy, n2 * sizeof(half2), cudaMemcpyHostToDevice));
  haxpy2<<<(n2 + 255) / 256, 256>>>(n2, a, dx, dy);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(hy, dy, n2 * sizeof(half2), cudaMemcpyDeviceToHost));
  int axpyBad = memcmp(hy, ref, n2 * sizeof(half2)) != 0;
  printf("haxpy2: bits %s, checksum %llu\n", axpyBad ? "differ" : "equal", bitsum(hy, 2 * n2));
  ok &= !axpyBad;

  // ---- rounding of inexact floats to half and bfloat16
  float *in = (float *)malloc(n * sizeof(float)), *back = (float *)malloc(n * sizeof(float));
  __half *h = (__half *)malloc(n * sizeof(__half));
  __nv_bfloat16 *b = (__nv_bfloat16 *)malloc(n * sizeof(__nv_bfloat16));
  for (int i = 0; i < n; ++i) in[i] = 1.0f + (float)i * 0.000123f - (i % 3 == 0 ? 3.0f : 0.0f);
  in[7] = 70000.0f;      // overflows half: infinity
  in[8] = 1.0e-8f;       // underflows half: zero
  in[9] = 0.000030517578125f * 1.5f; // a half subnormal
  float *din, *dback;
  __half *dh;
  __nv_bfloat16 *db;
  CHECK(cudaMalloc(&din, n * sizeof(float)));
  CHECK(cudaMalloc(&dback, n * sizeof(float)));
  CHECK(cudaMalloc(&dh, n * sizeof(__half)));
  CHECK(cudaMalloc(&db, n * sizeof(__nv_bfloat16)));
  CHECK(cudaMemcpy(din, in, n * sizeof(float), cudaMemcpyHostToDevice));
  roundTrip<<<(n + 127) / 128, 128>>>(n, din, dh, db, dback);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(h, dh, n * sizeof(__half), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(b, db, n * sizeof(__nv_bfloat16), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(back, dback, n * sizeof(float), cudaMemcpyDeviceToHost));
  int convBad = 0;
  for (int i = 0; i < n; ++i) {
    __half hr = __float2half(in[i]);
    __nv_bfloat16 br = __float2bfloat16(in[i]);
    convBad += __half_as_ushort(h[i]) != __half_as_ushort(hr);
    convBad += __bfloat16_as_ushort(b[i]) != __bfloat16_as_ushort(br);
    convBad += back[i] != __half2float(hr) + __bfloat162float(br);
  }
  printf("round trip: half checksum %llu, bfloat16 checksum %llu, mismatches %d\n",
         bitsum(h, n), bitsum(b, n), convBad);
  printf("special: 70000 -> 0x%04x, 1e-8 -> 0x%04x, 1.5*2^-15 -> 0x%04x\n",
         __half_as_ushort(h[7]), __half_as_ushort(h[8]), __half_as_ushort(h[9]));
  ok &= convBad == 0;

  // ---- bfloat16 matrix-vector product
  const int rows = 96, cols = 80;
  __nv_bfloat16 *A = (__nv_bfloat16 *)malloc(rows * cols * sizeof(__nv_bfloat16));
  __nv_bfloat16 *xv = (__nv_bfloat16 *)malloc(cols * sizeof(__nv_bfloat16));
  float *yv = (float *)malloc(rows * sizeof(float));
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) A[r * cols + c] = __float2bfloat16((float)((r * 7 + c * 3) % 17 - 8) * 0.125f);
  for (int c = 0; c < cols; ++c) xv[c] = __float2bfloat16((float)(c % 9) - 4.0f);
  __nv_bfloat16 *dA, *dxv;
  float *dyv;
  CHECK(cudaMalloc(&dA, rows * cols * sizeof(__nv_bfloat16)));
  CHECK(cudaMalloc(&dxv, cols * sizeof(__nv_bfloat16)));
  CHECK(cudaMalloc(&dyv, rows * sizeof(float)));
  CHECK(cudaMemcpy(dA, A, rows * cols * sizeof(__nv_bfloat16), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dxv, xv, cols * sizeof(__nv_bfloat16), cudaMemcpyHostToDevice));
  bf16Gemv<<<(rows + 31) / 32, 32>>>(rows, cols, dA, dxv, dyv);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(yv, dyv, rows * sizeof(float), cudaMemcpyDeviceToHost));
  int gemvBad = 0;
  double total = 0;
  for (int r = 0; r < rows; ++r) {
    float acc = 0.0f;
    for (int c = 0; c < cols; ++c) acc += __bfloat162float(A[r * cols + c]) * __bfloat162float(xv[c]);
    gemvBad += yv[r] != acc;
    total += yv[r];
  }
  printf("bf16 gemv: sum %.3f, y[0] %.3f, y[%d] %.3f, mismatches %d\n", total, yv[0], rows - 1, yv[rows - 1], gemvBad);
  ok &= gemvBad == 0;

  // ---- ReLU and operators on exact data
  half2 *v = (half2 *)malloc(n2 * sizeof(half2));
  __half *w = (__half *)malloc(n2 * sizeof(__half));
  for (int i = 0; i < n2; ++i) v[i] = __floats2half2_rn((float)(i % 11) - 5.0f, 2.5f - (float)(i % 6));
  half2 *dv;
  __half *dw;
  int *dneg, neg = 0;
  CHECK(cudaMalloc(&dv, n2 * sizeof(half2)));
  CHECK(cudaMalloc(&dw, n2 * sizeof(__half)));
  CHECK(cudaMalloc(&dneg, sizeof(int)));
  CHECK(cudaMemcpy(dv, v, n2 * sizeof(half2), cudaMemcpyHostToDevice));
  CHECK(cudaMemset(dneg, 0, sizeof(int)));
  reluAndOps<<<(n2 + 255) / 256, 256>>>(n2, dv, dw, dneg);
  CHECK(cudaGetLastError());
  half2 *v2 = (half2 *)malloc(n2 * sizeof(half2));
  CHECK(cudaMemcpy(v2, dv, n2 * sizeof(half2), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(w, dw, n2 * sizeof(__half), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(&neg, dneg, sizeof(int), cudaMemcpyDeviceToHost));
  int opsBad = 0, expectNeg = 0;
  for (int i = 0; i < n2; ++i) {
    float lo = __low2float(v[i]), hi = __high2float(v[i]);
    expectNeg += (lo < 0) + (hi < 0);
    opsBad += __low2float(v2[i]) != (lo > 0 ? lo : 0.0f) || __high2float(v2[i]) != (hi > 0 ? hi : 0.0f);
    opsBad += __half2float(w[i]) != lo * hi - (lo < 0 ? -lo : lo) - hi;
  }
  printf("relu: negatives %d (expected %d), operator mismatches %d\n", neg, expectNeg, opsBad);
  ok &= neg == expectNeg && opsBad == 0;

  // ---- atomicAdd on a half and rounding to int
  const int na = 1000;
  __half *vals = (__half *)malloc(na * sizeof(__half));
  int *rounded = (int *)malloc(na * sizeof(int));
  for (int i = 0; i < na; ++i) vals[i] = __float2half((float)(i - 500) * 0.25f);
  __half *dsum, *dvals, hsum;
  int *drounded;
  CHECK(cudaMalloc(&dsum, sizeof(__half)));
  CHECK(cudaMalloc(&dvals, na * sizeof(__half)));
  CHECK(cudaMalloc(&drounded, na * sizeof(int)));
  CHECK(cudaMemset(dsum, 0, sizeof(__half)));
  CHECK(cudaMemcpy(dvals, vals, na * sizeof(__half), cudaMemcpyHostToDevice));
  halfAtomics<<<(na + 127) / 128, 128>>>(na, dsum, dvals, drounded);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(&hsum, dsum, sizeof(__half), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(rounded, drounded, na * sizeof(int), cudaMemcpyDeviceToHost));
  long long rsum = 0;
  int evens = 0, roundBad = 0;
  for (int i = 0; i < na; ++i) {
    rsum += rounded[i];
    evens += rounded[i] % 2 == 0;
    roundBad += rounded[i] != (int)rintf(__half2float(vals[i])); // to nearest even
  }
  printf("half atomics: sum %.1f, rounded sum %lld, even results %d, mismatches %d\n",
         __half2float(hsum), rsum, evens, roundBad);
  ok &= __half2float(hsum) == (float)na && roundBad == 0;

  printf("constants: inf 0x%04x, one %.1f, bf16 one %.1f\n", __half_as_ushort(CUDART_INF_FP16),
         __half2float(CUDART_ONE_FP16), __bfloat162float(CUDART_ONE_BF16));
  CHECK(cudaFree(dx));
  CHECK(cudaFree(dy));
  CHECK(cudaFree(din));
  CHECK(cudaFree(dback));
  CHECK(cudaFree(dh));
  CHECK(cudaFree(db));
  CHECK(cudaFree(dA));
  CHECK(cudaFree(dxv));
  CHECK(cudaFree(dyv));
  CHECK(cudaFree(dv));
  CHECK(cudaFree(dw));
  CHECK(cudaFree(dneg));
  CHECK(cudaFree(dsum));
  CHECK(cudaFree(dvals));
  CHECK(cudaFree(drounded));
  free(hx); free(hy); free(ref); free(in); free(back); free(h); free(b);
  free(A); free(xv); free(yv); free(v); free(w); free(v2); free(vals); free(rounded);
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
