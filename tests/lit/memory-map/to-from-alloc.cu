// --memory=map: inputs copied in become map(to:), the result copied out
// map(from:), a buffer first used by a kernel map(alloc:); launches get the
// mapped device address of the host buffer; an input's mapping is released
// where the program frees it. Runs with clang (host offloading,
// separate device copies) and GCC (host fallback).
// RUN: %cuda2omp --memory=map %s -o %t.cpp 2> %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: %check-no-cuda %t.cpp
// RUN: %omp-host %t.cpp -o %t.clang && %t.clang | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc && %t.gcc | FileCheck %s --check-prefix=OUT
// RUN: %omp-gfx90a-syntax %t.cpp
#include <cstdio>
#include <cstdlib>

__global__ void add(const float *a, const float *b, float *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = a[i] + b[i];
}

int main() {
  const int n = 1000;
  const size_t bytes = n * sizeof(float);
  float *ha = (float *)malloc(bytes), *hb = (float *)malloc(bytes), *hc = (float *)malloc(bytes);
  for (int i = 0; i < n; ++i) {
    ha[i] = i;
    hb[i] = 2 * i;
    hc[i] = -1;
  }
  float *da, *db, *dc;
  cudaMalloc(&da, bytes);
  cudaMalloc(&db, bytes);
  cudaMalloc(&dc, bytes);
  cudaMemcpy(da, ha, bytes, cudaMemcpyHostToDevice);
  cudaMemcpy(db, hb, bytes, cudaMemcpyHostToDevice);
  add<<<(n + 127) / 128, 128>>>(da, db, dc, n);
  cudaMemcpy(hc, dc, bytes, cudaMemcpyDeviceToHost);
  cudaFree(da);
  cudaFree(db);
  cudaFree(dc);
  double sum = 0;
  for (int i = 0; i < n; ++i) sum += hc[i];
  printf("sum=%.0f c[999]=%.0f\n", sum, hc[n - 1]);
  free(ha);
  free(hb);
  free(hc);
  return 0;
}
// ERR: note: C2O1300: device buffer 'da' is mapped from host buffer 'ha' (--memory=map): copied in, mapped as ha[:n]
// ERR: note: C2O1300: device buffer 'dc' is mapped from host buffer 'hc' (--memory=map): copied out, mapped as hc[:n]
// CHECK-NOT: c2o_malloc(
// CHECK: #pragma omp target enter data map(to: ha[:n])
// CHECK-NEXT: da = c2o_mapped_ptr(ha);
// CHECK-NEXT: #pragma omp target enter data map(to: hb[:n])
// CHECK-NEXT: db = c2o_mapped_ptr(hb);
// CHECK-NEXT: #pragma omp target enter data map(alloc: hc[:n])
// CHECK-NEXT: dc = c2o_mapped_ptr(hc);
// CHECK-NEXT: add((n + 127) / 128, 128, 0, da, db, dc, n);
// CHECK-NEXT: #pragma omp target exit data map(from: hc[:n])
// CHECK-NEXT: #pragma omp target exit data map(release: ha[:n])
// CHECK-NEXT: #pragma omp target exit data map(release: hb[:n])
// CHECK-NOT: c2o_free(
// CHECK-NOT: c2o_memcpy(
// OUT: sum=1498500 c[999]=2997
