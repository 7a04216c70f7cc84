// Allocation provenance through struct fields: a struct of pointers passed by
// value to a kernel; each field gets the allocations stored into it anywhere in
// the file (s.f = p, s->f = p, aggregate initialisation, cudaMalloc(&s.f, n)).
// Under --omp-compiler=aomp: fast on cudaMalloc'd fields, safe on cudaMallocHost'd,
// managed or unknown ones.
// RUN: %cuda2omp %s -o %t.cpp --omp-compiler=aomp --explain-atomics > %t.explain 2> %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: FileCheck %s --check-prefix=EXPLAIN < %t.explain
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: %omp-host %t.cpp -o %t.exe
// RUN: %t.exe | FileCheck %s --check-prefix=OUT
#include <cstdio>
struct Params {
  float *devSum;     // cudaMalloc(&p.devSum)
  float *pinnedSum;  // cudaMallocHost((void **)&pp->pinnedSum)
  float *never;      // no store in this file
};

struct Pair { double *a; float *b; };

__global__ void acc(Params p, Pair q, const float *x) {
  int i = threadIdx.x;
  atomicAdd(&p.devSum[i % 2], x[i]);
  // CHECK: {{^ *}}#pragma omp atomic update hint(AMD_fast_fp_atomics)
  // CHECK-NEXT: p.devSum[i % 2] += x[i];
  atomicAdd(p.pinnedSum, x[i]);
  // CHECK: {{^ *}}#pragma omp atomic update hint(AMD_safe_fp_atomics)
  // CHECK-NEXT: *(p.pinnedSum) += x[i];
  atomicAdd(q.a, (double)x[i]);
  // CHECK: {{^ *}}#pragma omp atomic update hint(AMD_fast_fp_atomics)
  // CHECK-NEXT: *(q.a) += (double)x[i];
  atomicAdd(q.b, x[i]);
  // CHECK: {{^ *}}#pragma omp atomic update hint(AMD_safe_fp_atomics)
  // CHECK-NEXT: *(q.b) += x[i];
  if (p.never) atomicAdd(p.never, x[i]);
  // CHECK: #pragma omp atomic update hint(AMD_safe_fp_atomics)
  // CHECK-NEXT: *(p.never) += x[i];
}
// EXPLAIN: struct_fields.cu:23:3  atomicAdd  float  memory: cudaMalloc at struct_fields.cu:54 (field 'Params::devSum')  xnack=0: coarse  xnack=1: coarse  chosen: hint(AMD_fast_fp_atomics) -> hw (coarse in every configuration: fast)
// EXPLAIN: struct_fields.cu:26:3  atomicAdd  float  memory: cudaMallocHost at struct_fields.cu:56 (field 'Params::pinnedSum')  xnack=0: {{[a-z]+}}  xnack=1: fine  chosen: hint(AMD_safe_fp_atomics) -> cas (fine-grained in some configuration: safe)
// EXPLAIN: struct_fields.cu:29:3  atomicAdd  double  memory: cudaMalloc at struct_fields.cu:58 (field 'Pair::a')  xnack=0: coarse  xnack=1: coarse  chosen: hint(AMD_fast_fp_atomics) -> hw
// EXPLAIN: struct_fields.cu:32:3  atomicAdd  float  memory: cudaMalloc at struct_fields.cu:59 (field 'Pair::b'), cudaMallocManaged at struct_fields.cu:63 (field 'Pair::b')  xnack=0: {{[a-z]+}}  xnack=1: fine  chosen: hint(AMD_safe_fp_atomics) -> cas (fine-grained in some configuration: safe)
// EXPLAIN: struct_fields.cu:35:16  atomicAdd  float  memory: no store found at struct_fields.cu:16 (field 'Params::never')  {{.*}}chosen: hint(AMD_safe_fp_atomics) -> cas (allocation not known: safe)
// ERR-NOT: C2O1203
// ERR: struct_fields.cu:35:16: note: C2O1203: where the memory of this atomic comes from is not known in this file

int main() {
  Params p;
  Params *pp = &p;
  float *x, *dq, *mq;
  double *d;
  cudaMallocManaged(&x, 4 * sizeof(float));
  for (int i = 0; i < 4; ++i) x[i] = 0.5f * (i + 1);
  cudaMalloc(&p.devSum, 2 * sizeof(float));
  cudaMemset(p.devSum, 0, 2 * sizeof(float));
  cudaMallocHost((void **)&pp->pinnedSum, sizeof(float));
  *p.pinnedSum = 0.0f;
  cudaMalloc(&d, sizeof(double));
  cudaMalloc(&dq, sizeof(float));
  cudaMemset(d, 0, sizeof(double));
  cudaMemset(dq, 0, sizeof(float));
  p.never = nullptr;
  cudaMallocManaged(&mq, sizeof(float));
  *mq = 0.0f;
  Pair q = {d, dq};
  Pair r{d, mq};
  acc<<<1, 4>>>(p, q, x);
  acc<<<1, 4>>>(p, r, x);
  cudaDeviceSynchronize();
  float dev[2], fq;
  double dd;
  cudaMemcpy(dev, p.devSum, sizeof dev, cudaMemcpyDeviceToHost);
  cudaMemcpy(&dd, d, sizeof dd, cudaMemcpyDeviceToHost);
  cudaMemcpy(&fq, dq, sizeof fq, cudaMemcpyDeviceToHost);
  // OUT: dev=4.0,6.0 pinned=10.0 pair.a=10.0 pair.b=5.0,5.0
  printf("dev=%.1f,%.1f pinned=%.1f pair.a=%.1f pair.b=%.1f,%.1f\n", dev[0], dev[1], *p.pinnedSum, dd, fq, *mq);
  return 0;
}
