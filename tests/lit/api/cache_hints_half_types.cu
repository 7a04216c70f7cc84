// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: not grep -E "C2O1002|error" %t.err
// RUN: %check-no-cuda %t.cpp
// RUN: %omp-gfx90a-syntax %t.cpp
// RUN: %omp-host %t.cpp -o %t.host && %t.host | FileCheck %s
// RUN: %omp-gcc %t.cpp -o %t.gcc && %t.gcc | FileCheck %s
// The cache-hinted loads and stores (__ldcs, __ldcg, __ldca, __ldlu, __ldcv;
// __stcs, __stcg, __stwb, __stwt) on __half, __half2, __nv_bfloat16 and
// __nv_bfloat162, which cuda_fp16.h and cuda_bf16.h overload: a streaming
// copy of 16-bit values must parse and copy every element.
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cstdio>

template <class T>
__global__ void stream_copy(T *out, const T *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) __stcs(out + i, __ldcs(in + i));
}

__global__ void hinted_pairs(__half2 *h, __nv_bfloat162 *b) {
  __half2 a = __ldcg(h);
  __nv_bfloat162 c = __ldlu(b);
  __stcg(h + 1, a);
  __stwt(b + 1, c);
  __stwb(h + 2, __ldca(h));
  __stcs(b + 2, __ldcv(b));
}

int main() {
  const int n = 5;
  __nv_bfloat16 hb[n], rb[n];
  __half hh[n], rh[n];
  for (int i = 0; i < n; ++i) { hb[i] = __float2bfloat16(0.5f * i); hh[i] = __float2half(1.25f * i); }
  __nv_bfloat16 *db, *db2;
  __half *dh, *dh2;
  cudaMalloc(&db, sizeof hb); cudaMalloc(&db2, sizeof hb);
  cudaMalloc(&dh, sizeof hh); cudaMalloc(&dh2, sizeof hh);
  cudaMemcpy(db, hb, sizeof hb, cudaMemcpyHostToDevice);
  cudaMemcpy(dh, hh, sizeof hh, cudaMemcpyHostToDevice);
  stream_copy<<<1, 32>>>(db2, db, n);
  stream_copy<<<1, 32>>>(dh2, dh, n);
  cudaMemcpy(rb, db2, sizeof rb, cudaMemcpyDeviceToHost);
  cudaMemcpy(rh, dh2, sizeof rh, cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i) printf("%g %g\n", __bfloat162float(rb[i]), __half2float(rh[i]));
  // CHECK: 0 0
  // CHECK-NEXT: 0.5 1.25
  // CHECK-NEXT: 1 2.5
  // CHECK-NEXT: 1.5 3.75
  // CHECK-NEXT: 2 5

  __half2 h2[3];
  __nv_bfloat162 b2[3];
  h2[0] = __floats2half2_rn(1.5f, -2.0f);
  b2[0] = __floats2bfloat162_rn(3.0f, 0.25f);
  __half2 *dh2p;
  __nv_bfloat162 *db2p;
  cudaMalloc(&dh2p, sizeof h2); cudaMalloc(&db2p, sizeof b2);
  cudaMemcpy(dh2p, h2, sizeof h2, cudaMemcpyHostToDevice);
  cudaMemcpy(db2p, b2, sizeof b2, cudaMemcpyHostToDevice);
  hinted_pairs<<<1, 1>>>(dh2p, db2p);
  cudaMemcpy(h2, dh2p, sizeof h2, cudaMemcpyDeviceToHost);
  cudaMemcpy(b2, db2p, sizeof b2, cudaMemcpyDeviceToHost);
  for (int i = 1; i < 3; ++i)
    printf("%g %g %g %g\n", __low2float(h2[i]), __high2float(h2[i]), __low2float(b2[i]), __high2float(b2[i]));
  // CHECK-NEXT: 1.5 -2 3 0.25
  // CHECK-NEXT: 1.5 -2 3 0.25
  return 0;
}
