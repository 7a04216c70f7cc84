// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: not grep -E "C2O1030|C2O1002|error" %t.err
// RUN: FileCheck %s < %t.cpp
// RUN: %check-no-cuda %t.cpp
// RUN: %omp-gfx90a-syntax %t.cpp
// RUN: %omp-host %t.cpp -o %t.host && %t.host | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc && %t.gcc | FileCheck %s --check-prefix=OUT
// The algorithms of Thrust's documented API that the bundled declarations once
// lacked (the input did not parse: exit 2): minmax_element with a policy and a
// comparison over a device_vector, and the _copy/_if/_n/_not variants and
// searches built on the same primitives, each checked against an answer
// computed here by hand on the host.
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/extrema.h>
#include <thrust/find.h>
#include <thrust/mismatch.h>
#include <thrust/sort.h>
#include <thrust/partition.h>
#include <thrust/binary_search.h>
#include <thrust/replace.h>
#include <thrust/remove.h>
#include <thrust/reverse.h>
#include <thrust/gather.h>
#include <thrust/scatter.h>
#include <thrust/scan.h>
#include <thrust/uninitialized_copy.h>
#include <thrust/execution_policy.h>
#include <cstdio>
#include <cmath>
// CHECK: #include "c2o_thrust.h"
// CHECK: thrust::minmax_element(thrust::device, v.begin(), v.end(), byMagnitude())

struct byMagnitude {
  __host__ __device__ bool operator()(float a, float b) const { return fabsf(a) < fabsf(b); }
};
struct isNegative {
  __host__ __device__ bool operator()(float x) const { return x < 0.0f; }
};
struct isOdd {
  __host__ __device__ bool operator()(int x) const { return x % 2 != 0; }
};

int main() {
  const int n = 11;
  thrust::device_vector<float> v(n);
  for (int i = 0; i < n; ++i) v[i] = (i * 7 % n) - 4.5f; // -4.5 2.5 -1.5 5.5 ...
  auto plain = thrust::minmax_element(v.begin(), v.end());
  auto mag = thrust::minmax_element(thrust::device, v.begin(), v.end(), byMagnitude());
  printf("minmax %g@%d %g@%d\n", (float)*plain.first, (int)(plain.first - v.begin()), (float)*plain.second,
         (int)(plain.second - v.begin()));
  printf("magnitude %g %g\n", (float)*mag.first, (float)*mag.second);
  // OUT: minmax -4.5@0 5.5@3
  // OUT: magnitude 0.5 5.5

  auto neg = thrust::find_if_not(v.begin(), v.end(), isNegative());
  printf("first non-negative at %d\n", (int)(neg - v.begin()));
  // OUT: first non-negative at 1

  thrust::device_vector<int> a(8), b(8);
  for (int i = 0; i < 8; ++i) { a[i] = i; b[i] = i < 5 ? i : -1; }
  auto mm = thrust::mismatch(thrust::device, a.begin(), a.end(), b.begin());
  printf("mismatch at %d: %d vs %d\n", (int)(mm.first - a.begin()), (int)*mm.first, (int)*mm.second);
  // OUT: mismatch at 5: 5 vs -1

  thrust::device_vector<int> s(8);
  int sv[8] = {1, 3, 3, 3, 7, 9, 2, 4};
  for (int i = 0; i < 8; ++i) s[i] = sv[i];
  auto until = thrust::is_sorted_until(s.begin(), s.end());
  auto range = thrust::equal_range(s.begin(), s.begin() + 6, 3);
  printf("sorted until %d, range of 3 [%d, %d)\n", (int)(until - s.begin()), (int)(range.first - s.begin()),
         (int)(range.second - s.begin()));
  // OUT: sorted until 6, range of 3 [1, 4)

  thrust::device_vector<int> odd(8), even(8);
  auto ends = thrust::stable_partition_copy(s.begin(), s.end(), odd.begin(), even.begin(), isOdd());
  thrust::host_vector<int> ho(odd.begin(), ends.first), he(even.begin(), ends.second);
  printf("odd:");
  for (int x : ho) printf(" %d", x);
  printf(" even:");
  for (int x : he) printf(" %d", x);
  printf("\n");
  // OUT: odd: 1 3 3 3 7 9 even: 2 4
  thrust::device_vector<int> p = s;
  thrust::partition(p.begin(), p.end(), isOdd());
  printf("partitioned %d, point %d\n", (int)thrust::is_partitioned(p.begin(), p.end(), isOdd()),
         (int)(thrust::partition_point(p.begin(), p.end(), isOdd()) - p.begin()));
  // OUT: partitioned 1, point 6

  thrust::device_vector<int> r(8);
  thrust::reverse_copy(s.begin(), s.end(), r.begin());
  thrust::replace_copy(thrust::device, r.begin(), r.end(), r.begin(), 3, 30);
  auto rend = thrust::remove_copy(r.begin(), r.end(), a.begin(), 30);
  thrust::host_vector<int> hr(a.begin(), rend);
  printf("reversed, 3 -> 30, 30 removed:");
  for (int x : hr) printf(" %d", x);
  printf("\n");
  // OUT: reversed, 3 -> 30, 30 removed: 4 2 9 7 1

  thrust::device_vector<int> map(4), stencil(4), out(4, -7);
  int mv[4] = {7, 0, 5, 2}, st[4] = {1, 0, 1, 1};
  for (int i = 0; i < 4; ++i) { map[i] = mv[i]; stencil[i] = st[i]; }
  thrust::gather_if(map.begin(), map.end(), stencil.begin(), s.begin(), out.begin());
  printf("gather_if: %d %d %d %d\n", (int)out[0], (int)out[1], (int)out[2], (int)out[3]);
  // OUT: gather_if: 4 -7 9 3
  thrust::device_vector<int> sc(8, 0);
  thrust::scatter_if(thrust::device, out.begin(), out.end(), map.begin(), stencil.begin(), sc.begin());
  printf("scatter_if: %d %d %d %d\n", (int)sc[7], (int)sc[0], (int)sc[5], (int)sc[2]);
  // OUT: scatter_if: 4 0 9 3

  thrust::device_vector<int> incl(8);
  thrust::inclusive_scan(s.begin(), s.end(), incl.begin(), 100, thrust::plus<int>());
  thrust::device_vector<int> copied(8);
  thrust::uninitialized_copy_n(incl.begin(), 8, copied.begin());
  printf("scan from 100: %d %d\n", (int)copied[0], (int)copied[7]);
  // OUT: scan from 100: 101 132
  return 0;
}
