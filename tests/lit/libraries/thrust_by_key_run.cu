// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: not grep -E "C2O1030|C2O1002|error" %t.err
// RUN: %check-no-cuda %t.cpp
// RUN: %omp-gfx90a-syntax %t.cpp
// RUN: %omp-host %t.cpp -o %t.host && %t.host | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc && %t.gcc | FileCheck %s --check-prefix=OUT
// Thrust's keyed algorithms with their predicate and operator overloads:
// inclusive_scan_by_key with a key predicate and an operator over zipped
// tuples (a segmented arg-min), exclusive_scan_by_key with an initial value
// and a predicate, unique_by_key with a predicate, unique_by_key_copy into a
// discard_iterator from a counting_iterator, unique_copy with a predicate.
#include <cstdio>
#include <thrust/device_malloc.h>
#include <thrust/device_free.h>
#include <thrust/device_ptr.h>
#include <thrust/functional.h>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/discard_iterator.h>
#include <thrust/iterator/zip_iterator.h>
#include <thrust/scan.h>
#include <thrust/unique.h>
#include <thrust/copy.h>
#include <thrust/tuple.h>
#include <thrust/fill.h>

// Keys go up by 0 or 1: a new segment wherever a key is less than the one before.
struct same_or_up {
  __host__ __device__ bool operator()(int a, int b) const { return b >= a; }
};
// Keys equal when they are in the same pair (0-1, 2-3, ...).
struct same_half {
  __host__ __device__ bool operator()(int a, int b) const { return a / 2 == b / 2; }
};

int main() {
  const int n = 12;
  int hk[n] = {0, 1, 1, 2, 0, 0, 5, 6, 1, 2, 3, 3};
  float hw[n] = {5, 3, 4, 1, 9, 2, 7, 7, 6, 8, 0.5f, 4};
  thrust::device_ptr<int> k = thrust::device_malloc<int>(n);
  thrust::device_ptr<float> w = thrust::device_malloc<float>(n);
  thrust::device_ptr<int> id = thrust::device_malloc<int>(n);
  thrust::device_ptr<float> mw = thrust::device_malloc<float>(n);
  thrust::device_ptr<int> mid = thrust::device_malloc<int>(n);
  thrust::copy(hk, hk + n, k);
  thrust::copy(hw, hw + n, w);
  thrust::copy(thrust::make_counting_iterator(0), thrust::make_counting_iterator(n), id);

  // Segments of non-decreasing keys: (0 1 1 2) (0 0 5 6) (1 2 3 3); running minimum of (weight, index).
  thrust::inclusive_scan_by_key(k, k + n, thrust::make_zip_iterator(thrust::make_tuple(w, id)),
                                thrust::make_zip_iterator(thrust::make_tuple(mw, mid)), same_or_up(),
                                thrust::minimum<thrust::tuple<float, int>>());
  // OUT: argmin: 1@3 2@5 0.5@10
  printf("argmin: %g@%d %g@%d %g@%d\n", (float)mw[3], (int)mid[3], (float)mw[7], (int)mid[7], (float)mw[11],
         (int)mid[11]);

  // Exclusive count within each segment, starting at 100.
  thrust::device_ptr<int> ones = thrust::device_malloc<int>(n);
  thrust::device_ptr<int> pos = thrust::device_malloc<int>(n);
  thrust::fill(ones, ones + n, 1);
  thrust::exclusive_scan_by_key(k, k + n, ones, pos, 100, same_or_up());
  // OUT: pos: 100 101 102 103 100 101 102 103 100 101 102 103
  printf("pos:");
  for (int i = 0; i < n; ++i) printf(" %d", (int)pos[i]);
  printf("\n");

  // The first index of each run of equal keys.
  thrust::device_ptr<int> firsts = thrust::device_malloc<int>(n);
  auto ends = thrust::unique_by_key_copy(k, k + n, thrust::make_counting_iterator(0),
                                         thrust::make_discard_iterator(), firsts);
  int runs = (int)(ends.second - firsts);
  // OUT: runs=9: 0 1 3 4 6 7 8 9 10
  printf("runs=%d:", runs);
  for (int i = 0; i < runs; ++i) printf(" %d", (int)firsts[i]);
  printf("\n");

  thrust::device_ptr<int> kc = thrust::device_malloc<int>(n);
  thrust::copy(k, k + n, kc);
  auto e2 = thrust::unique_by_key(kc, kc + n, id, same_half());
  int m = (int)(e2.first - kc);
  // OUT: halves=7: 0/0 2/3 0/4 5/6 6/7 1/8 2/9
  printf("halves=%d:", m);
  for (int i = 0; i < m; ++i) printf(" %d/%d", (int)kc[i], (int)id[i]);
  printf("\n");

  thrust::device_ptr<int> u = thrust::device_malloc<int>(n);
  thrust::device_ptr<int> ue = thrust::unique_copy(k, k + n, u, same_half());
  // OUT: copied=7: 0 2 0 5 6 1 2
  printf("copied=%d:", (int)(ue - u));
  for (int i = 0; i < (int)(ue - u); ++i) printf(" %d", (int)u[i]);
  printf("\n");

  thrust::device_free(k);
  thrust::device_free(w);
  thrust::device_free(id);
  thrust::device_free(mw);
  thrust::device_free(mid);
  thrust::device_free(ones);
  thrust::device_free(pos);
  thrust::device_free(firsts);
  thrust::device_free(kc);
  thrust::device_free(u);
  return 0;
}
