// --memory=map: result buffers declared after the kernels (the common CUDA
// layout) move up to where their mapping begins, so they can be mapped. The
// whole declaration statement moves once, above the first of its buffers'
// mappings; its initialisers only allocate and read variables declared before.
// RUN: %cuda2omp --memory=map %s -o %t.cpp 2> %t.err
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %omp-host %t.cpp -o %t.clang && %t.clang | FileCheck %s --check-prefix=OUT
#include <cstdio>
#include <vector>

__global__ void fill(int *a, int *b, float *s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    a[i] = i;
    b[i] = 2 * i;
    atomicAdd(s, 1.0f);
  }
}

int main() {
  const int n = 100;
  int *da, *db;
  float *ds;
  cudaMalloc(&da, n * sizeof(int));
  cudaMalloc(&db, n * sizeof(int));
  cudaMalloc(&ds, sizeof(float));
  cudaMemset(ds, 0, sizeof(float));
  fill<<<(n + 63) / 64, 64>>>(da, db, ds, n);
  cudaDeviceSynchronize();
  // results, declared where a CUDA programmer declares them
  std::vector<int> a(n), b(n);
  float sum = 0.0f;
  cudaMemcpy(a.data(), da, n * sizeof(int), cudaMemcpyDeviceToHost);
  cudaMemcpy(b.data(), db, n * sizeof(int), cudaMemcpyDeviceToHost);
  cudaMemcpy(&sum, ds, sizeof(float), cudaMemcpyDeviceToHost);
  cudaFree(da);
  cudaFree(db);
  cudaFree(ds);
  printf("a[99]=%d b[99]=%d sum=%.0f\n", a[99], b[99], sum);
  return 0;
}
// ERR: note: C2O1300: device buffer 'da' is mapped from host buffer 'a' (--memory=map): copied out, mapped as c2o_h_a[:n]; the declaration of 'a' moved up to line 29
// ERR: note: C2O1300: device buffer 'db' is mapped from host buffer 'b' (--memory=map): copied out, mapped as c2o_h_b[:n]{{$}}
// ERR: note: C2O1300: device buffer 'ds' is mapped from host buffer 'sum' (--memory=map): copied out, mapped as sum; the declaration of 'sum' moved up to line 28
// CHECK:      float sum = 0.0f;
// CHECK-NEXT: #pragma omp target enter data map(alloc: sum)
// CHECK-NEXT: ds = c2o_mapped_ptr(&sum);
// CHECK-NEXT: c2o_memset_mapped(&sum, 0, sizeof(float));
// CHECK-NEXT: std::vector<int> a(n), b(n);
// CHECK-NEXT: int *c2o_h_a = a.data();
// CHECK-NEXT: #pragma omp target enter data map(alloc: c2o_h_a[:n])
// CHECK-NEXT: da = c2o_mapped_ptr(c2o_h_a);
// CHECK-NEXT: int *c2o_h_b = b.data();
// CHECK-NEXT: #pragma omp target enter data map(alloc: c2o_h_b[:n])
// CHECK-NEXT: db = c2o_mapped_ptr(c2o_h_b);
// CHECK-NEXT: fill(
// CHECK:      // results, declared where a CUDA programmer declares them
// CHECK-NEXT: #pragma omp target exit data map(from: c2o_h_a[:n])
// CHECK-NEXT: #pragma omp target exit data map(from: c2o_h_b[:n])
// CHECK-NEXT: #pragma omp target exit data map(from: sum)
// OUT: a[99]=99 b[99]=198 sum=100
