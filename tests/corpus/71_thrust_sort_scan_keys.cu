// 71_thrust_sort_scan_keys: sorting, scans and keyed algorithms with Thrust.
// sort of ints with negative values (ascending, and descending with
// thrust::greater), of floats, of a struct by a user comparator;
// sort_by_key (stability checked through the values), stable_sort_by_key on
// a zip of two value arrays; inclusive/exclusive scans (plus, max, a
// lambda); a histogram by sort + reduce_by_key over a constant_iterator;
// unique, lower_bound (vectorised), copy_if, remove_if, gather through a
// permutation_iterator, transform_iterator inside reduce, zip_iterator in a
// transform. Sizes are odd; results are checked against std:: algorithms.
// nvcc-flags: --extended-lambda
#include <algorithm>
#include <cstdio>
#include <numeric>
#include <vector>
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/sort.h>
#include <thrust/scan.h>
#include <thrust/reduce.h>
#include <thrust/unique.h>
#include <thrust/binary_search.h>
#include <thrust/copy.h>
#include <thrust/remove.h>
#include <thrust/gather.h>
#include <thrust/sequence.h>
#include <thrust/transform.h>
#include <thrust/functional.h>
#include <thrust/tuple.h>
#include <thrust/iterator/zip_iterator.h>
#include <thrust/iterator/constant_iterator.h>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/transform_iterator.h>
#include <thrust/iterator/permutation_iterator.h>
#include <cuda_runtime.h>

static unsigned lcg(unsigned &s) {
  s = s * 1664525u + 1013904223u;
  return s >> 8;
}

struct Particle {
  int cell;
  float energy;
};

struct by_cell_then_energy {
  __host__ __device__ bool operator()(const Particle &a, const Particle &b) const {
    return a.cell < b.cell || (a.cell == b.cell && a.energy > b.energy);
  }
};

struct is_negative {
  __host__ __device__ bool operator()(int v) const { return v < 0; }
};

struct abs_value {
  __host__ __device__ int operator()(int v) const { return v < 0 ? -v : v; }
};

struct weighted {
  __host__ __device__ float operator()(const thrust::tuple<float, int> &t) const {
    return thrust::get<0>(t) * (float)thrust::get<1>(t);
  }
};

int main() {
  const int n = 20011;
  int bad = 0;
  unsigned seed = 12345u;
  std::vector<int> h(n);
  for (int i = 0; i < n; ++i) h[i] = (int)(lcg(seed) % 200001) - 100000;

  // sort ascending and descending (radix path), compared with std::sort
  thrust::device_vector<int> d(h.begin(), h.end());
  thrust::sort(d.begin(), d.end());
  std::vector<int> ref = h;
  std::sort(ref.begin(), ref.end());
  thrust::host_vector<int> got = d;
  for (int i = 0; i < n; ++i) if (got[i] != ref[i]) ++bad;
  thrust::sort(d.begin(), d.end(), thrust::greater<int>());
  got = d;
  for (int i = 0; i < n; ++i) if (got[i] != ref[n - 1 - i]) ++bad;
  int first = d[0], last = d[n - 1];
  printf("sorted desc: first=%d last=%d\n", first, last);

  // floats with both signs
  std::vector<float> hf(n);
  for (int i = 0; i < n; ++i) hf[i] = (float)((int)(lcg(seed) % 401) - 200) * 0.25f;
  thrust::device_vector<float> df = hf;
  thrust::sort(df.begin(), df.end());
  std::sort(hf.begin(), hf.end());
  thrust::host_vector<float> gf = df;
  for (int i = 0; i < n; ++i) if (gf[i] != hf[i]) ++bad;

  // sort_by_key: keys with many duplicates, values = original positions;
  // the sort is stable, so within a key the positions must be increasing
  std::vector<int> hk(n);
  for (int i = 0; i < n; ++i) hk[i] = (int)(lcg(seed) % 97) - 48;
  thrust::device_vector<int> keys(hk.begin(), hk.end()), vals(n);
  thrust::sequence(vals.begin(), vals.end());
  thrust::sort_by_key(keys.begin(), keys.end(), vals.begin());
  thrust::host_vector<int> sk = keys, sv = vals;
  int unstable = 0;
  for (int i = 0; i < n; ++i) {
    if (hk[sv[i]] != sk[i]) ++bad;
    if (i > 0 && (sk[i - 1] > sk[i] || (sk[i - 1] == sk[i] && sv[i - 1] > sv[i]))) ++unstable;
  }
  bad += unstable;
  printf("sort_by_key: key_range=[%d,%d] unstable=%d\n", (int)sk[0], (int)sk[n - 1], unstable);

  // histogram: sort + reduce_by_key over a constant iterator
  thrust::device_vector<int> bins(97), counts(97);
  auto ends = thrust::reduce_by_key(keys.begin(), keys.end(), thrust::make_constant_iterator(1), bins.begin(),
                                    counts.begin());
  int nb = (int)(ends.first - bins.begin());
  std::vector<int> refCount(97, 0);
  for (int v : hk) refCount[v + 48]++;
  thrust::host_vector<int> hb = bins, hc = counts;
  for (int i = 0; i < nb; ++i) if (hc[i] != refCount[hb[i] + 48]) ++bad;
  printf("histogram: bins=%d count[-48]=%d count[48]=%d\n", nb, refCount[0], refCount[96]);

  // structs sorted with a user comparator (merge sort path)
  std::vector<Particle> hp(5003);
  for (size_t i = 0; i < hp.size(); ++i) hp[i] = {(int)(lcg(seed) % 50), (float)(lcg(seed) % 1000) * 0.5f};
  thrust::device_vector<Particle> dpart(hp.begin(), hp.end());
  thrust::sort(dpart.begin(), dpart.end(), by_cell_then_energy());
  std::stable_sort(hp.begin(), hp.end(), by_cell_then_energy());
  thrust::host_vector<Particle> gp = dpart;
  for (size_t i = 0; i < hp.size(); ++i)
    if (gp[i].cell != hp[i].cell || gp[i].energy != hp[i].energy) ++bad;

  // stable_sort_by_key with a zip of two value arrays, keys descending
  thrust::device_vector<int> k2(hk.begin(), hk.begin() + 999);
  thrust::device_vector<int> v1(999);
  thrust::device_vector<float> v2(999);
  thrust::sequence(v1.begin(), v1.end());
  thrust::sequence(v2.begin(), v2.end(), 0.0f, 0.5f);
  thrust::stable_sort_by_key(k2.begin(), k2.end(), thrust::make_zip_iterator(thrust::make_tuple(v1.begin(), v2.begin())),
                             thrust::greater<int>());
  thrust::host_vector<int> hk2 = k2, hv1 = v1;
  thrust::host_vector<float> hv2 = v2;
  for (int i = 0; i < 999; ++i) {
    if (hk[hv1[i]] != hk2[i] || hv2[i] != 0.5f * hv1[i]) ++bad;
    if (i > 0 && (hk2[i - 1] < hk2[i] || (hk2[i - 1] == hk2[i] && hv1[i - 1] > hv1[i]))) ++bad;
  }

  // scans: inclusive plus, exclusive with an initial value, inclusive max, a lambda op
  thrust::device_vector<int> s(h.begin(), h.end()), t(n);
  thrust::inclusive_scan(s.begin(), s.end(), t.begin());
  thrust::host_vector<int> ht = t;
  std::vector<int> rs(n);
  std::partial_sum(h.begin(), h.end(), rs.begin());
  for (int i = 0; i < n; ++i) if (ht[i] != rs[i]) ++bad;
  thrust::exclusive_scan(s.begin(), s.end(), t.begin(), 7);
  ht = t;
  for (int i = 0; i < n; ++i) if (ht[i] != (i == 0 ? 7 : 7 + rs[i - 1])) ++bad;
  thrust::inclusive_scan(s.begin(), s.end(), s.begin(), thrust::maximum<int>()); // in place
  ht = s;
  int runMax = h[0];
  for (int i = 0; i < n; ++i) {
    runMax = std::max(runMax, h[i]);
    if (ht[i] != runMax) ++bad;
  }
  thrust::device_vector<long long> sq(n);
  thrust::inclusive_scan(thrust::make_counting_iterator(0LL), thrust::make_counting_iterator((long long)n), sq.begin(),
                         [] __host__ __device__(long long a, long long b) { return a + b; });
  long long lastSq = sq[n - 1];
  printf("scans: last_prefix=%d running_max=%d counting_sum=%lld\n", rs[n - 1], runMax, lastSq);
  if (lastSq != (long long)n * (n - 1) / 2) ++bad;

  // unique after sort, binary search of queries
  thrust::device_vector<int> u(hk.begin(), hk.end());
  thrust::sort(u.begin(), u.end());
  int nu = (int)(thrust::unique(u.begin(), u.end()) - u.begin());
  u.resize(nu);
  thrust::device_vector<int> queries(5), pos(5);
  int hq[5] = {-100, -48, 0, 47, 100};
  thrust::copy(hq, hq + 5, queries.begin());
  thrust::lower_bound(u.begin(), u.end(), queries.begin(), queries.end(), pos.begin());
  thrust::host_vector<int> hpos = pos;
  printf("unique=%d lower_bound:", nu);
  for (int i = 0; i < 5; ++i) printf(" %d", (int)hpos[i]);
  printf("\n");
  if (nu != 97 || hpos[0] != 0 || hpos[1] != 0 || hpos[2] != 48 || hpos[3] != 95 || hpos[4] != 97) ++bad;

  // copy_if / remove_if with predicates
  thrust::device_vector<int> neg(n);
  int nneg = (int)(thrust::copy_if(d.begin(), d.end(), neg.begin(), is_negative()) - neg.begin());
  thrust::device_vector<int> keep(h.begin(), h.end());
  int nkeep = (int)(thrust::remove_if(keep.begin(), keep.end(), is_negative()) - keep.begin());
  int refNeg = (int)std::count_if(h.begin(), h.end(), [](int v) { return v < 0; });
  thrust::host_vector<int> hkeep(keep.begin(), keep.begin() + nkeep);
  std::vector<int> refKeep;
  for (int v : h) if (v >= 0) refKeep.push_back(v);
  if (nneg != refNeg || nkeep != n - refNeg) ++bad;
  for (int i = 0; i < nkeep && i < (int)refKeep.size(); ++i) if (hkeep[i] != refKeep[i]) ++bad;
  printf("negatives=%d kept=%d\n", nneg, nkeep);

  // fancy iterators: gather through a permutation, transform_iterator in reduce, zip in transform
  thrust::device_vector<int> idx(1000);
  thrust::sequence(idx.begin(), idx.end(), 0, 20);
  thrust::device_vector<int> src(h.begin(), h.end()), gathered(1000);
  thrust::copy(thrust::make_permutation_iterator(src.begin(), idx.begin()),
               thrust::make_permutation_iterator(src.begin(), idx.end()), gathered.begin());
  long long gsum = thrust::reduce(gathered.begin(), gathered.end(), 0LL);
  long long absSum = thrust::reduce(thrust::make_transform_iterator(src.begin(), abs_value()),
                                    thrust::make_transform_iterator(src.end(), abs_value()), 0LL);
  long long refG = 0, refAbs = 0;
  for (int i = 0; i < 1000; ++i) refG += h[i * 20];
  for (int v : h) refAbs += v < 0 ? -v : v;
  thrust::device_vector<float> w(n);
  thrust::device_vector<int> m(n, 3);
  thrust::transform(thrust::make_zip_iterator(thrust::make_tuple(df.begin(), m.begin())),
                    thrust::make_zip_iterator(thrust::make_tuple(df.end(), m.end())), w.begin(), weighted());
  float wsum = thrust::reduce(w.begin(), w.end());
  double refW = 0;
  for (float v : hf) refW += 3.0 * v;
  if (gsum != refG || absSum != refAbs || wsum != (float)refW) ++bad;
  printf("gather_sum=%lld abs_sum=%lld weighted_sum=%.3f\n", gsum, absSum, wsum);

  printf("bad=%d\n%s\n", bad, bad == 0 ? "PASS" : "FAIL");
  return bad == 0 ? 0 : 1;
}
