// libcu++'s cuda::std (<cuda/std/functional>, <cuda/std/limits>) and a
// Thrust header programs include for its traits (<thrust/detail/type_traits.h>):
// the translation includes c2o_cuda_std.h, where cuda::std is the standard
// library and cuda::std::identity (C++20) is defined; no diagnostic.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cuda2omp %s -o %t/out.cpp 2> %t/err
// RUN: FileCheck %s --input-file=%t/out.cpp
// RUN: FileCheck %s --check-prefix=ERR --allow-empty --input-file=%t/err
// RUN: %omp-host %t/out.cpp -o %t/exe
// RUN: %t/exe | FileCheck %s --check-prefix=OUT
// CHECK: #include "c2o_cuda_std.h"
// CHECK-NOT: {{^}}#include <cuda/std
// ERR-NOT: C2O1002
// ERR-NOT: warning
// OUT: sum 23
#include <cstdio>
#include <cuda/std/functional>
#include <cuda/std/limits>
#include <thrust/detail/type_traits.h>
#include <thrust/device_vector.h>
#include <thrust/transform.h>
#include <thrust/reduce.h>

__global__ void clamp_max(int *v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) v[i] = cuda::std::identity()(v[i]) > 5 ? cuda::std::numeric_limits<int>::max() / 1000000000 : v[i];
}

int main() {
  thrust::device_vector<int> v(10);
  for (int i = 0; i < 10; ++i) v[i] = i;
  clamp_max<<<1, 32>>>(thrust::raw_pointer_cast(v.data()), 10);
  thrust::device_vector<int> w(10);
  thrust::transform(v.begin(), v.end(), w.begin(), cuda::std::identity());
  int s = thrust::reduce(w.begin(), w.end());
  printf("sum %d\n", s);  // 0+1+2+3+4+5 + 4*2 = 23
  return s == 23 ? 0 : 1;
}
