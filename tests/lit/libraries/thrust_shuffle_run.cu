// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: not grep -E "C2O1030|C2O1002|error" %t.err
// RUN: FileCheck %s < %t.cpp
// RUN: %check-no-cuda %t.cpp
// RUN: %omp-gfx90a-syntax %t.cpp
// RUN: %omp-host %t.cpp -o %t.host && %t.host | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc && %t.gcc | FileCheck %s --check-prefix=OUT
// thrust::shuffle and thrust::shuffle_copy (thrust/shuffle.h), on device and
// host vectors, with and without a policy: the result is a permutation of the
// input, the same generator state gives the same permutation, and over many
// seeds the 6 orders of 3 elements come out about equally often.
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/random.h>
#include <thrust/sequence.h>
#include <thrust/shuffle.h>
#include <thrust/sort.h>
#include <thrust/equal.h>
#include <thrust/execution_policy.h>
// CHECK: #include "c2o_thrust.h"
#include <cstdio>

int main() {
  const int n = 1000;
  thrust::device_vector<int> d(n);
  thrust::sequence(d.begin(), d.end());
  thrust::default_random_engine g(7);
  thrust::shuffle(d.begin(), d.end(), g);
  // CHECK: thrust::shuffle(d.begin(), d.end(), g);
  thrust::host_vector<int> h = d;
  int fixed = 0;
  for (int i = 0; i < n; ++i) fixed += h[i] == i;
  thrust::device_vector<int> sorted = d;
  thrust::sort(sorted.begin(), sorted.end());
  thrust::host_vector<int> hs = sorted;
  bool perm = true;
  for (int i = 0; i < n; ++i) perm = perm && hs[i] == i;
  printf("permutation %d, fixed points below 10: %d\n", perm, fixed < 10);
  // OUT: permutation 1, fixed points below 10: 1

  // shuffle_copy with the same generator state gives the same order
  thrust::default_random_engine g1(99), g2(99);
  thrust::device_vector<int> src(n), a(n), b(n);
  thrust::sequence(src.begin(), src.end(), 5);
  thrust::shuffle_copy(thrust::device, src.begin(), src.end(), a.begin(), g1);
  b = src;
  thrust::shuffle(b.begin(), b.end(), g2);
  bool same = thrust::equal(a.begin(), a.end(), b.begin());
  thrust::default_random_engine g3(100);
  thrust::device_vector<int> c(n);
  thrust::shuffle_copy(src.begin(), src.end(), c.begin(), g3);
  printf("same state same order %d, other seed other order %d\n", same, !thrust::equal(a.begin(), a.end(), c.begin()));
  // OUT: same state same order 1, other seed other order 1

  // host vectors: the orders of 3 elements over 6000 seeds
  int count[6] = {0};
  for (int s = 0; s < 6000; ++s) {
    thrust::host_vector<int> v(3);
    v[0] = 0; v[1] = 1; v[2] = 2;
    thrust::default_random_engine e(s + 1);
    thrust::shuffle(thrust::host, v.begin(), v.end(), e);
    int code = v[0] * 2 + (v[1] > v[2]); // the 6 orders: first element and the order of the other two
    count[code]++;
  }
  int lo = 6000, hi = 0;
  for (int k = 0; k < 6; ++k) {
    lo = count[k] < lo ? count[k] : lo;
    hi = count[k] > hi ? count[k] : hi;
  }
  printf("orders between 850 and 1150: %d\n", lo > 850 && hi < 1150);
  // OUT: orders between 850 and 1150: 1
  return 0;
}
