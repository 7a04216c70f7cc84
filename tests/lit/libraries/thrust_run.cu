// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %check-no-cuda %t.cpp
// RUN: %omp-host %t.cpp -o %t.host && %t.host | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc && %t.gcc | FileCheck %s --check-prefix=OUT
// Thrust code keeps its names: the helpers provide namespace thrust. A
// __host__ __device__ functor's operator() becomes declare target; a
// __device__ lambda loses the keyword and is called inside the helpers'
// target regions; the algorithms run on the device.
#include <thrust/device_vector.h>
#include <thrust/transform.h>
#include <thrust/reduce.h>
#include <thrust/sort.h>
#include <thrust/functional.h>
#include <cstdio>
// CHECK: #include "c2o_thrust.h"

struct scale_by {
  float s;
  __host__ __device__ float operator()(float x) const { return s * x; }
};
// CHECK: struct scale_by {
// CHECK-NEXT: float s;
// CHECK-NEXT: #pragma omp declare target
// CHECK-NEXT: float operator()(float x) const { return s * x; }
// CHECK-NEXT: #pragma omp end declare target

int main() {
  thrust::device_vector<float> v(5);
  // CHECK: thrust::device_vector<float> v(5);
  for (int i = 0; i < 5; ++i) v[i] = 5.0f - i;
  thrust::transform(v.begin(), v.end(), v.begin(), scale_by{2.0f});
  thrust::transform(v.begin(), v.end(), v.begin(), [] __device__(float x) { return x + 1.0f; });
  // CHECK: thrust::transform(v.begin(), v.end(), v.begin(), [] (float x) { return x + 1.0f; });
  thrust::sort(v.begin(), v.end(), thrust::greater<float>());
  float total = thrust::reduce(v.begin(), v.end(), 0.0f, thrust::plus<float>());
  float first = v[0];
  printf("total=%.1f first=%.1f\n", total, first);
  // OUT: total=35.0 first=11.0
  return 0;
}
