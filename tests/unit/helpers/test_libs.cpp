// Unit tests of the library helpers (c2o_par.h, c2o_thrust.h, c2o_cub.h,
// c2o_cublas.h, c2o_cusparse.h) against host references: odd and
// power-of-two sizes, empty ranges, negative keys, stability, in-place
// forms, the two-call protocol, column-major BLAS with transposes, leading
// dimensions, negative increments and both pointer modes, sparse formats and
// index bases. Built with clang++-19 offloading to the host plugin (device
// memory is a separate copy) and with g++ (host fallback).
#include "c2o_cub.h"
#include "c2o_cublas.h"
#include "c2o_cusparse.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <random>
#include <vector>

namespace {

std::vector<int> random_ints(std::size_t n, int lo, int hi, unsigned seed) {
  std::mt19937 g(seed);
  std::uniform_int_distribution<int> d(lo, hi);
  std::vector<int> v(n);
  for (auto &x : v) x = d(g);
  return v;
}

template <class T> T *to_dev(const std::vector<T> &h) {
  T *p = nullptr;
  REQUIRE(c2o_malloc(reinterpret_cast<void **>(&p), h.size() * sizeof(T) + 1) == c2o_success);
  if (!h.empty()) REQUIRE(c2o_memcpy(p, h.data(), h.size() * sizeof(T), c2o_memcpy_host_to_device) == c2o_success);
  return p;
}
template <class T> std::vector<T> from_dev(const T *p, std::size_t n) {
  std::vector<T> h(n);
  if (n) REQUIRE(c2o_memcpy(h.data(), p, n * sizeof(T), c2o_memcpy_device_to_host) == c2o_success);
  return h;
}

const std::size_t kSizes[] = {0, 1, 2, 7, 31, 32, 33, 1000, 4096, 65537, 300001};

} // namespace

// ------------------------------------------------------------------ c2o_par
TEST_CASE("par: reductions with and without a reduction clause agree with the host", "[par]") {
  for (std::size_t n : kSizes) {
    auto h = random_ints(n, -1000, 1000, unsigned(n));
    int *d = to_dev(h);
    long long ref = std::accumulate(h.begin(), h.end(), 0LL);
    CHECK(c2o_par::reduce<long long>(n, [=](std::size_t i) { return d[i]; }, 5LL, std::plus<long long>()) == ref + 5);
    /* a user functor: the generic two-pass path */
    auto mx = [](int a, int b) { return a > b ? a : b; };
    int refMax = h.empty() ? -7 : std::max(-7, *std::max_element(h.begin(), h.end()));
    CHECK(c2o_par::reduce<int>(n, [=](std::size_t i) { return d[i]; }, -7, mx) == refMax);
    c2o_free(d);
  }
}

TEST_CASE("par: blocked scans, inclusive and exclusive, in place, non-commutative op", "[par]") {
  for (std::size_t n : kSizes) {
    auto h = random_ints(n, -50, 50, unsigned(n) + 1);
    int *d = to_dev(h);
    int *o = to_dev(std::vector<int>(n));
    c2o_par::with_scratch([&](c2o_par::arena &A) {
      c2o_par::scan_inclusive<int>(
          A, n, [=](std::size_t i) { return d[i]; }, [=](std::size_t i, int v) { o[i] = v; }, std::plus<int>());
    });
    std::vector<int> ref(n);
    std::partial_sum(h.begin(), h.end(), ref.begin());
    CHECK(from_dev(o, n) == ref);
    c2o_par::with_scratch([&](c2o_par::arena &A) { /* in place */
      c2o_par::scan_exclusive<int>(
          A, n, [=](std::size_t i) { return d[i]; }, [=](std::size_t i, int v) { d[i] = v; }, 3, std::plus<int>());
    });
    std::vector<int> ex(n);
    int acc = 3;
    for (std::size_t i = 0; i < n; ++i) {
      ex[i] = acc;
      acc += h[i];
    }
    CHECK(from_dev(d, n) == ex);
    c2o_free(d);
    c2o_free(o);
  }
  /* 2x2 matrix products: associative, not commutative; the scan keeps the order */
  struct M {
    long long a, b, c, d;
  };
  const std::size_t n = 5000;
  std::vector<M> h(n);
  for (std::size_t i = 0; i < n; ++i) h[i] = {1, (long long)(i % 3), 0, 1};
  h[17] = {0, 1, 1, 0};
  M *dm = to_dev(h);
  auto mul = [](const M &x, const M &y) {
    return M{x.a * y.a + x.b * y.c, x.a * y.b + x.b * y.d, x.c * y.a + x.d * y.c, x.c * y.b + x.d * y.d};
  };
  c2o_par::with_scratch([&](c2o_par::arena &A) {
    c2o_par::scan_inclusive<M>(
        A, n, [=](std::size_t i) { return dm[i]; }, [=](std::size_t i, const M &v) { dm[i] = v; }, mul);
  });
  auto got = from_dev(dm, n);
  M acc = h[0];
  bool same = true;
  for (std::size_t i = 1; i < n; ++i) {
    acc = mul(acc, h[i]);
    same = same && acc.a == got[i].a && acc.b == got[i].b && acc.c == got[i].c && acc.d == got[i].d;
  }
  CHECK(same);
  c2o_free(dm);
}

TEST_CASE("par: radix sort of signed, unsigned and floating keys, bit ranges, descending", "[par]") {
  for (std::size_t n : kSizes) {
    auto h = random_ints(n, -1000000, 1000000, unsigned(n) + 2);
    int *d = to_dev(h);
    int *v = to_dev(std::vector<int>(n));
    std::vector<int> pos(n);
    std::iota(pos.begin(), pos.end(), 0);
    int *p = to_dev(pos);
    c2o_par::with_scratch([&](c2o_par::arena &A) { c2o_par::radix_sort<int, int>(A, d, d, p, v, n, 0, 32, false); });
    std::vector<int> order = pos;
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return h[a] < h[b]; });
    CHECK(from_dev(v, n) == order);
    auto sorted = h;
    std::sort(sorted.begin(), sorted.end());
    CHECK(from_dev(d, n) == sorted);
    c2o_free(d);
    c2o_free(v);
    c2o_free(p);
  }
  /* floats with -0.0, +0.0 and negatives; descending; doubles */
  std::vector<float> f = {3.5f, -0.0f, -2.0f, 0.0f, 1e30f, -1e30f, 7.0f, -2.0f, 0.5f};
  float *df = to_dev(f);
  c2o_par::with_scratch([&](c2o_par::arena &A) { c2o_par::radix_sort<float, char>(A, df, df, nullptr, nullptr, f.size(), 0, 32, true); });
  auto gf = from_dev(df, f.size());
  CHECK(std::is_sorted(gf.begin(), gf.end(), std::greater<float>()));
  CHECK(gf.front() == 1e30f);
  CHECK(gf.back() == -1e30f);
  c2o_free(df);
  std::vector<double> dd = {2.0, -1.5, 0.25, -100.0, 3.0};
  double *ddd = to_dev(dd);
  c2o_par::with_scratch([&](c2o_par::arena &A) { c2o_par::radix_sort<double, char>(A, ddd, ddd, nullptr, nullptr, dd.size(), 0, 64, false); });
  std::sort(dd.begin(), dd.end());
  CHECK(from_dev(ddd, dd.size()) == dd);
  c2o_free(ddd);
  /* only bits [4, 8): a stable sort by that nibble */
  auto u = random_ints(999, 0, 1 << 20, 77);
  std::vector<unsigned> uk(u.begin(), u.end());
  unsigned *du = to_dev(uk);
  unsigned *dout = to_dev(std::vector<unsigned>(uk.size()));
  c2o_par::with_scratch([&](c2o_par::arena &A) { c2o_par::radix_sort<unsigned, char>(A, du, dout, nullptr, nullptr, uk.size(), 4, 8, false); });
  auto ref = uk;
  std::stable_sort(ref.begin(), ref.end(), [](unsigned a, unsigned b) { return ((a >> 4) & 15) < ((b >> 4) & 15); });
  CHECK(from_dev(dout, uk.size()) == ref);
  CHECK(from_dev(du, uk.size()) == uk); /* the input is not touched */
  c2o_free(du);
  c2o_free(dout);
}

// --------------------------------------------------------------- c2o_thrust
TEST_CASE("thrust: containers, element access, copies between host and device", "[thrust]") {
  thrust::device_vector<int> d(5, 7);
  CHECK(d.size() == 5u);
  d[2] = -3;
  d[4] += 10;
  CHECK(int(d[2]) == -3);
  CHECK(int(d[4]) == 17);
  d.resize(8, 1);
  d.push_back(99);
  thrust::host_vector<int> h = d;
  CHECK(std::vector<int>(h.begin(), h.end()) == std::vector<int>({7, 7, -3, 7, 17, 1, 1, 1, 99}));
  thrust::device_vector<int> e(h.begin() + 1, h.begin() + 4);
  thrust::host_vector<int> he(e);
  CHECK(std::vector<int>(he.begin(), he.end()) == std::vector<int>({7, -3, 7}));
  d.erase(d.begin(), d.begin() + 2);
  CHECK(int(d.front()) == -3);
  CHECK(int(d.back()) == 99);
  thrust::device_vector<int> empty;
  CHECK(thrust::reduce(empty.begin(), empty.end()) == 0);
  CHECK(thrust::count(empty.begin(), empty.end(), 0) == 0);
  CHECK(thrust::min_element(empty.begin(), empty.end()) == empty.end());
  thrust::sort(empty.begin(), empty.end());
  std::vector<double> sv = {1.5, 2.5};
  thrust::device_vector<double> fromStd = sv;
  CHECK(double(fromStd[1]) == 2.5);
  /* cudaMemcpy-style access to raw_pointer_cast(data()) */
  int x = 0;
  CHECK(c2o_memcpy(&x, thrust::raw_pointer_cast(d.data()) + 1, sizeof x, c2o_memcpy_default) == c2o_success);
  CHECK(x == 7);
}

TEST_CASE("thrust: sort_by_key is stable, with radix and with comparison keys", "[thrust]") {
  for (std::size_t n : kSizes) {
    auto k = random_ints(n, -20, 20, unsigned(n) + 3);
    thrust::device_vector<int> dk(k.begin(), k.end()), dv(n);
    thrust::sequence(dv.begin(), dv.end());
    thrust::sort_by_key(dk.begin(), dk.end(), dv.begin());
    std::vector<int> order(n);
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return k[a] < k[b]; });
    thrust::host_vector<int> hv = dv;
    CHECK(std::vector<int>(hv.begin(), hv.end()) == order);
    /* a user comparator (merge sort), descending by |key| */
    thrust::device_vector<int> ck(k.begin(), k.end()), cv(n);
    thrust::sequence(cv.begin(), cv.end());
    auto byAbs = [](int a, int b) { return (a < 0 ? -a : a) > (b < 0 ? -b : b); };
    thrust::stable_sort_by_key(ck.begin(), ck.end(), cv.begin(), byAbs);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return byAbs(k[a], k[b]); });
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return byAbs(k[a], k[b]); });
    thrust::host_vector<int> hcv = cv;
    CHECK(std::vector<int>(hcv.begin(), hcv.end()) == order);
  }
}

TEST_CASE("thrust: keyed reductions, compaction and searches match std", "[thrust]") {
  auto k = random_ints(10007, 0, 30, 5);
  std::sort(k.begin(), k.end());
  auto v = random_ints(10007, -9, 9, 6);
  thrust::device_vector<int> dk(k.begin(), k.end()), dv(v.begin(), v.end()), ok(31), ov(31);
  auto e = thrust::reduce_by_key(dk.begin(), dk.end(), dv.begin(), ok.begin(), ov.begin());
  std::vector<int> rk, rv;
  for (std::size_t i = 0; i < k.size(); ++i) {
    if (i == 0 || k[i] != k[i - 1]) {
      rk.push_back(k[i]);
      rv.push_back(0);
    }
    rv.back() += v[i];
  }
  REQUIRE(std::size_t(e.first - ok.begin()) == rk.size());
  thrust::host_vector<int> hok = ok, hov = ov;
  CHECK(std::vector<int>(hok.begin(), hok.begin() + rk.size()) == rk);
  CHECK(std::vector<int>(hov.begin(), hov.begin() + rv.size()) == rv);
  /* segmented scans */
  thrust::device_vector<int> sc(k.size());
  thrust::inclusive_scan_by_key(dk.begin(), dk.end(), dv.begin(), sc.begin());
  thrust::host_vector<int> hsc = sc;
  int acc = 0;
  bool ok1 = true;
  for (std::size_t i = 0; i < k.size(); ++i) {
    acc = (i == 0 || k[i] != k[i - 1]) ? v[i] : acc + v[i];
    ok1 = ok1 && hsc[i] == acc;
  }
  CHECK(ok1);
  /* unique, copy_if, remove_if, partition */
  thrust::device_vector<int> u(k.begin(), k.end());
  auto ue = thrust::unique(u.begin(), u.end());
  CHECK(std::size_t(ue - u.begin()) == rk.size());
  thrust::device_vector<int> vals(v.begin(), v.end()), pos(v.size());
  auto isPos = [](int x) { return x > 0; };
  auto ce = thrust::copy_if(vals.begin(), vals.end(), pos.begin(), isPos);
  std::vector<int> refPos;
  std::copy_if(v.begin(), v.end(), std::back_inserter(refPos), isPos);
  thrust::host_vector<int> hpos(pos.begin(), ce);
  CHECK(std::vector<int>(hpos.begin(), hpos.end()) == refPos);
  auto re = thrust::remove_if(vals.begin(), vals.end(), isPos);
  CHECK(std::size_t(re - vals.begin()) == v.size() - refPos.size());
  thrust::device_vector<int> part(v.begin(), v.end());
  auto pe = thrust::stable_partition(part.begin(), part.end(), isPos);
  std::vector<int> refPart = v;
  std::stable_partition(refPart.begin(), refPart.end(), isPos);
  thrust::host_vector<int> hpart = part;
  CHECK(std::vector<int>(hpart.begin(), hpart.end()) == refPart);
  CHECK(std::size_t(pe - part.begin()) == refPos.size());
  /* vectorised and scalar searches */
  thrust::device_vector<int> q(std::vector<int>{-1, 0, 15, 30, 31}), lb(5), ub(5);
  thrust::lower_bound(dk.begin(), dk.end(), q.begin(), q.end(), lb.begin());
  thrust::upper_bound(dk.begin(), dk.end(), q.begin(), q.end(), ub.begin());
  thrust::host_vector<int> hlb = lb, hub = ub;
  std::vector<int> qq = {-1, 0, 15, 30, 31};
  for (int i = 0; i < 5; ++i) {
    CHECK(hlb[i] == int(std::lower_bound(k.begin(), k.end(), qq[i]) - k.begin()));
    CHECK(hub[i] == int(std::upper_bound(k.begin(), k.end(), qq[i]) - k.begin()));
  }
  CHECK(thrust::binary_search(dk.begin(), dk.end(), 15));
  CHECK_FALSE(thrust::binary_search(dk.begin(), dk.end(), 31));
  CHECK(thrust::lower_bound(dk.begin(), dk.end(), 15) - dk.begin() ==
        std::lower_bound(k.begin(), k.end(), 15) - k.begin());
}

TEST_CASE("thrust: fancy iterators and policies", "[thrust]") {
  thrust::device_vector<float> a(std::vector<float>{1, 2, 3, 4}), b(std::vector<float>{10, 20, 30, 40});
  float ip = thrust::inner_product(a.begin(), a.end(), b.begin(), 0.0f);
  CHECK(ip == 300.0f);
  auto z = thrust::make_zip_iterator(thrust::make_tuple(a.begin(), b.begin()));
  thrust::device_vector<float> s(4);
  thrust::transform(z, z + 4, s.begin(), [](const thrust::tuple<float, float> &t) { return thrust::get<0>(t) - thrust::get<1>(t); });
  CHECK(float(s[3]) == -36.0f);
  auto sq = thrust::make_transform_iterator(thrust::make_counting_iterator(1), [](int i) { return i * i; });
  CHECK(thrust::reduce(sq, sq + 10) == 385);
  thrust::device_vector<int> idx(std::vector<int>{3, 0, 2});
  thrust::device_vector<float> g(3);
  thrust::gather(idx.begin(), idx.end(), b.begin(), g.begin());
  CHECK(float(g[0]) == 40.0f);
  auto pi = thrust::make_permutation_iterator(b.begin(), idx.begin());
  CHECK(thrust::reduce(pi, pi + 3) == 80.0f);
  thrust::device_vector<int> keys(std::vector<int>{1, 1, 2, 2, 2}), cnt(5);
  auto e = thrust::reduce_by_key(keys.begin(), keys.end(), thrust::make_constant_iterator(1),
                                 thrust::make_discard_iterator(), cnt.begin());
  CHECK(e.second - cnt.begin() == 2);
  CHECK(int(cnt[1]) == 3);
  /* raw device pointers with thrust::device; host arrays with thrust::host and seq */
  float *raw = thrust::raw_pointer_cast(a.data());
  thrust::transform(thrust::device, raw, raw + 4, raw, thrust::negate<float>());
  CHECK(thrust::reduce(thrust::device, raw, raw + 4) == -10.0f);
  int h[6] = {5, -1, 4, 4, 0, 3};
  thrust::sort(thrust::host, h, h + 6);
  CHECK(h[0] == -1);
  thrust::sort(thrust::seq, h, h + 6, thrust::greater<int>());
  CHECK(h[0] == 5);
  CHECK(thrust::reduce(thrust::seq, h, h + 6) == 15);
  std::vector<int> hv = {3, 1, 2};
  thrust::sort(hv.begin(), hv.end()); /* host iterators: runs on the host */
  CHECK(hv == std::vector<int>({1, 2, 3}));
  using namespace thrust::placeholders;
  thrust::device_vector<float> y(std::vector<float>{1, 1, 1, 1});
  thrust::transform(b.begin(), b.end(), y.begin(), y.begin(), 0.5f * _1 - _2);
  CHECK(float(y[2]) == 14.0f);
}

TEST_CASE("thrust: random engines and complex numbers", "[thrust]") {
  thrust::default_random_engine rng(1);
  /* minstd_rand from seed 1: 48271, 182605794, 1291394886 (C++11's sequence) */
  CHECK(rng() == 48271u);
  CHECK(rng() == 182605794u);
  thrust::default_random_engine jump(1);
  jump.discard(2);
  CHECK(jump() == 1291394886u);
  thrust::uniform_real_distribution<float> u(0.0f, 1.0f);
  float x = u(rng);
  CHECK((x >= 0.0f && x < 1.0f));
  thrust::complex<double> c(3, 4);
  CHECK(thrust::abs(c) == 5.0);
  thrust::complex<double> r = thrust::sqrt(thrust::complex<double>(-4, 0));
  CHECK(std::fabs(r.imag() - 2.0) < 1e-15);
  CHECK(std::fabs(thrust::exp(thrust::complex<double>(0, M_PI)).real() + 1.0) < 1e-15);
}

// ------------------------------------------------------------------ c2o_cub
TEST_CASE("cub: the two-call protocol and results in device memory", "[cub]") {
  for (std::size_t n : kSizes) {
    auto h = random_ints(n, -300, 300, unsigned(n) + 9);
    int *d = to_dev(h);
    int *out = to_dev(std::vector<int>(n + 1));
    void *tmp = nullptr;
    size_t bytes = 0;
    REQUIRE(cub::DeviceScan::ExclusiveSum(tmp, bytes, d, out, int(n)) == c2o_success);
    CHECK(bytes >= 1u);
    REQUIRE(c2o_malloc(&tmp, bytes) == c2o_success);
    REQUIRE(cub::DeviceScan::ExclusiveSum(tmp, bytes, d, out, int(n)) == c2o_success);
    std::vector<int> ex(n);
    int acc = 0;
    for (std::size_t i = 0; i < n; ++i) {
      ex[i] = acc;
      acc += h[i];
    }
    CHECK(from_dev(out, n) == ex);
    c2o_free(tmp);
    tmp = nullptr;
    cub::DeviceReduce::Sum(tmp, bytes, d, out, int(n));
    REQUIRE(c2o_malloc(&tmp, bytes) == c2o_success);
    cub::DeviceReduce::Sum(tmp, bytes, d, out, int(n));
    CHECK(from_dev(out, 1)[0] == acc);
    c2o_free(tmp);
    /* ArgMin: first of the smallest */
    cub::KeyValuePair<int, int> *kv = nullptr;
    REQUIRE(c2o_malloc(reinterpret_cast<void **>(&kv), sizeof *kv) == c2o_success);
    tmp = nullptr;
    cub::DeviceReduce::ArgMin(tmp, bytes, d, kv, int(n));
    REQUIRE(c2o_malloc(&tmp, bytes) == c2o_success);
    cub::DeviceReduce::ArgMin(tmp, bytes, d, kv, int(n));
    auto r = from_dev(kv, 1)[0];
    if (n) {
      auto it = std::min_element(h.begin(), h.end());
      CHECK(r.key == int(it - h.begin()));
      CHECK(r.value == *it);
    } else {
      CHECK(r.key == 1);
      CHECK(r.value == std::numeric_limits<int>::max());
    }
    c2o_free(tmp);
    c2o_free(kv);
    c2o_free(d);
    c2o_free(out);
  }
}

TEST_CASE("cub: radix sort pairs, DoubleBuffer, select, partition, histogram, run-length", "[cub]") {
  const int n = 12345;
  auto k = random_ints(n, -5000, 5000, 11);
  std::vector<int> v(n);
  std::iota(v.begin(), v.end(), 0);
  int *dk = to_dev(k), *dv = to_dev(v), *dk2 = to_dev(std::vector<int>(n)), *dv2 = to_dev(std::vector<int>(n));
  void *tmp = nullptr;
  size_t bytes = 0;
  cub::DeviceRadixSort::SortPairsDescending(tmp, bytes, dk, dk2, dv, dv2, n);
  REQUIRE(c2o_malloc(&tmp, bytes) == c2o_success);
  cub::DeviceRadixSort::SortPairsDescending(tmp, bytes, dk, dk2, dv, dv2, n);
  std::vector<int> order = v;
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return k[a] > k[b]; });
  CHECK(from_dev(dv2, n) == order);
  c2o_free(tmp);
  cub::DoubleBuffer<int> kb(dk, dk2), vb(dv, dv2);
  tmp = nullptr;
  cub::DeviceRadixSort::SortPairs(tmp, bytes, kb, vb, n);
  REQUIRE(c2o_malloc(&tmp, bytes) == c2o_success);
  cub::DeviceRadixSort::SortPairs(tmp, bytes, kb, vb, n);
  auto sk = k;
  std::sort(sk.begin(), sk.end());
  CHECK(from_dev(kb.Current(), n) == sk);
  c2o_free(tmp);
  /* partition: selected in order, the others reversed at the end */
  int *nsel = to_dev(std::vector<int>(1));
  auto big = [](int x) { return x > 2000; };
  tmp = nullptr;
  cub::DevicePartition::If(tmp, bytes, dk, dk2, nsel, n, big);
  REQUIRE(c2o_malloc(&tmp, bytes) == c2o_success);
  cub::DevicePartition::If(tmp, bytes, dk, dk2, nsel, n, big);
  int m = from_dev(nsel, 1)[0];
  std::vector<int> sel, rej;
  for (int x : k) (big(x) ? sel : rej).push_back(x);
  std::reverse(rej.begin(), rej.end());
  sel.insert(sel.end(), rej.begin(), rej.end());
  CHECK(m == int(sel.size() - rej.size()));
  CHECK(from_dev(dk2, n) == sel);
  c2o_free(tmp);
  /* run-length encoding of sorted keys */
  int *uniq = to_dev(std::vector<int>(n)), *lens = to_dev(std::vector<int>(n));
  std::vector<int> sorted = sk;
  int *ds = to_dev(sorted);
  tmp = nullptr;
  cub::DeviceRunLengthEncode::Encode(tmp, bytes, ds, uniq, lens, nsel, n);
  REQUIRE(c2o_malloc(&tmp, bytes) == c2o_success);
  cub::DeviceRunLengthEncode::Encode(tmp, bytes, ds, uniq, lens, nsel, n);
  int runs = from_dev(nsel, 1)[0];
  auto ul = from_dev(lens, runs);
  CHECK(std::accumulate(ul.begin(), ul.end(), 0) == n);
  CHECK(runs == int(std::unique(sorted.begin(), sorted.end()) - sorted.begin()));
  c2o_free(tmp);
  /* HistogramRange with uneven levels */
  std::vector<int> levels = {-5000, -100, 0, 100, 5001};
  int *dl = to_dev(levels), *hist = to_dev(std::vector<int>(4));
  tmp = nullptr;
  cub::DeviceHistogram::HistogramRange(tmp, bytes, dk, hist, 5, dl, n);
  REQUIRE(c2o_malloc(&tmp, bytes) == c2o_success);
  cub::DeviceHistogram::HistogramRange(tmp, bytes, dk, hist, 5, dl, n);
  std::vector<int> rh(4, 0);
  for (int x : k)
    for (int b = 0; b < 4; ++b)
      if (x >= levels[b] && x < levels[b + 1]) ++rh[b];
  CHECK(from_dev(hist, 4) == rh);
  c2o_free(tmp);
  for (void *p : {(void *)dk, (void *)dv, (void *)dk2, (void *)dv2, (void *)nsel, (void *)uniq, (void *)lens,
                  (void *)ds, (void *)dl, (void *)hist})
    c2o_free(p);
}

// ---------------------------------------------------------------- c2o_cublas
namespace {
/* reference column-major gemm in double */
void ref_gemm(bool ta, bool tb, int m, int n, int k, double a, const std::vector<float> &A, int lda,
              const std::vector<float> &B, int ldb, double b, std::vector<float> &C, int ldc) {
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < m; ++i) {
      double s = 0;
      for (int l = 0; l < k; ++l) s += double(ta ? A[l + i * lda] : A[i + l * lda]) * (tb ? B[j + l * ldb] : B[l + j * ldb]);
      C[i + j * ldc] = float(b == 0 ? a * s : a * s + b * C[i + j * ldc]);
    }
}
} // namespace

TEST_CASE("cublas: sgemm against a reference, all transposes, ld > rows, beta 0 ignores NaN", "[cublas]") {
  cublasHandle_t h = nullptr;
  REQUIRE(cublasCreate(&h) == CUBLAS_STATUS_SUCCESS);
  const int m = 33, n = 17, k = 65, ld = 70;
  std::vector<float> A(ld * ld), B(ld * ld), C(ld * n, std::numeric_limits<float>::quiet_NaN());
  for (std::size_t i = 0; i < A.size(); ++i) A[i] = float(int(i * 7 % 11) - 5) * 0.5f;
  for (std::size_t i = 0; i < B.size(); ++i) B[i] = float(int(i * 3 % 13) - 6) * 0.25f;
  float *dA = to_dev(A), *dB = to_dev(B);
  for (int ta = 0; ta < 2; ++ta)
    for (int tb = 0; tb < 2; ++tb)
      for (float beta : {0.0f, -2.0f}) {
        std::vector<float> C0 = C;
        if (beta != 0.0f)
          for (auto &x : C0) x = 1.5f;
        float *dC = to_dev(C0);
        float alpha = 3.0f;
        REQUIRE(cublasSgemm(h, ta ? CUBLAS_OP_T : CUBLAS_OP_N, tb ? CUBLAS_OP_C : CUBLAS_OP_N, m, n, k, &alpha, dA, ld,
                            dB, ld, &beta, dC, ld) == CUBLAS_STATUS_SUCCESS);
        std::vector<float> ref = C0;
        ref_gemm(ta, tb, m, n, k, alpha, A, ld, B, ld, beta, ref, ld);
        auto got = from_dev(dC, C0.size());
        int wrong = 0;
        for (int j = 0; j < n; ++j)
          for (int i = 0; i < m; ++i) wrong += got[i + j * ld] != ref[i + j * ld];
        for (int j = 0; j < n; ++j) /* rows m .. ld-1 are not written */
          for (int i = m; i < ld; ++i) wrong += !(std::isnan(got[i + j * ld]) == std::isnan(C0[i + j * ld]));
        CHECK(wrong == 0);
        c2o_free(dC);
      }
  CHECK(cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, nullptr, dA, 10, dB, ld, nullptr, dA, ld) ==
        CUBLAS_STATUS_INVALID_VALUE); /* lda < m */
  c2o_free(dA);
  c2o_free(dB);
  cublasDestroy(h);
}

TEST_CASE("cublas: level 1 with increments, device pointer mode, amax ties", "[cublas]") {
  cublasHandle_t h = nullptr;
  REQUIRE(cublasCreate(&h) == CUBLAS_STATUS_SUCCESS);
  std::vector<double> x = {1, -2, 3, -4, 5, -6, 7, -8, 9}, y = {1, 1, 1, 1, 1, 1, 1, 1, 1};
  double *dx = to_dev(x), *dy = to_dev(y);
  double a = 2;
  /* n = 3 with incx = 3 and incy = -2: y[4], y[2], y[0] get x[0], x[3], x[6] */
  REQUIRE(cublasDaxpy(h, 3, &a, dx, 3, dy, -2) == CUBLAS_STATUS_SUCCESS);
  auto gy = from_dev(dy, 9);
  CHECK(gy[4] == 3.0);
  CHECK(gy[2] == -7.0);
  CHECK(gy[0] == 15.0);
  double r = 0;
  REQUIRE(cublasDdot(h, 9, dx, 1, dx, 1, &r) == CUBLAS_STATUS_SUCCESS);
  CHECK(r == 285.0);
  REQUIRE(cublasDnrm2(h, 9, dx, 1, &r) == CUBLAS_STATUS_SUCCESS);
  CHECK(std::fabs(r - std::sqrt(285.0)) < 1e-12);
  REQUIRE(cublasDasum(h, 5, dx, 2, &r) == CUBLAS_STATUS_SUCCESS);
  CHECK(r == 25.0);
  std::vector<float> t = {1, -3, 3, 2, -3};
  float *dt = to_dev(t);
  int idx = 0;
  REQUIRE(cublasIsamax(h, 5, dt, 1, &idx) == CUBLAS_STATUS_SUCCESS);
  CHECK(idx == 2); /* the first of the largest magnitudes, 1-based */
  REQUIRE(cublasIsamin(h, 5, dt, 1, &idx) == CUBLAS_STATUS_SUCCESS);
  CHECK(idx == 1);
  REQUIRE(cublasIsamax(h, 0, dt, 1, &idx) == CUBLAS_STATUS_SUCCESS);
  CHECK(idx == 0);
  /* device pointer mode: alpha and the result live in device memory */
  double *dalpha = to_dev(std::vector<double>{0.5}), *dres = to_dev(std::vector<double>{0});
  REQUIRE(cublasSetPointerMode(h, CUBLAS_POINTER_MODE_DEVICE) == CUBLAS_STATUS_SUCCESS);
  REQUIRE(cublasDscal(h, 9, dalpha, dx, 1) == CUBLAS_STATUS_SUCCESS);
  REQUIRE(cublasDasum(h, 9, dx, 1, dres) == CUBLAS_STATUS_SUCCESS);
  CHECK(from_dev(dres, 1)[0] == 22.5);
  cublasPointerMode_t pm;
  cublasGetPointerMode(h, &pm);
  CHECK(pm == CUBLAS_POINTER_MODE_DEVICE);
  cublasSetPointerMode(h, CUBLAS_POINTER_MODE_HOST);
  /* rotation */
  double c = 0, s = 0, ra = 3, rb = 4;
  REQUIRE(cublasDrotg(h, &ra, &rb, &c, &s) == CUBLAS_STATUS_SUCCESS);
  CHECK(std::fabs(ra - 5.0) < 1e-15);
  CHECK(std::fabs(c - 0.6) < 1e-15);
  CHECK(std::fabs(s - 0.8) < 1e-15);
  for (void *p : {(void *)dx, (void *)dy, (void *)dt, (void *)dalpha, (void *)dres}) c2o_free(p);
  cublasDestroy(h);
}

TEST_CASE("cublas: gemv, ger, geam, syrk, batched gemm, GemmEx, matrix transfers", "[cublas]") {
  cublasHandle_t h = nullptr;
  REQUIRE(cublasCreate(&h) == CUBLAS_STATUS_SUCCESS);
  const int m = 5, n = 3, ld = 7;
  std::vector<float> A(ld * n);
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < ld; ++i) A[i + j * ld] = float(i + 10 * j);
  /* SetMatrix with different leading dimensions on each side */
  std::vector<float> hostA(m * n);
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < m; ++i) hostA[i + j * m] = A[i + j * ld];
  float *dA = to_dev(std::vector<float>(ld * n, -1.0f));
  REQUIRE(cublasSetMatrix(m, n, sizeof(float), hostA.data(), m, dA, ld) == CUBLAS_STATUS_SUCCESS);
  auto back = from_dev(dA, ld * n);
  CHECK(back[2 + 1 * ld] == 12.0f);
  CHECK(back[6 + 2 * ld] == -1.0f); /* padding untouched */
  std::vector<float> x = {1, 2, 3}, y(m, 0.0f);
  float *dx = to_dev(x), *dy = to_dev(y);
  float one = 1, zero = 0;
  REQUIRE(cublasSgemv(h, CUBLAS_OP_N, m, n, &one, dA, ld, dx, 1, &zero, dy, 1) == CUBLAS_STATUS_SUCCESS);
  auto gy = from_dev(dy, m);
  CHECK(gy[4] == 4 * 1 + 14 * 2 + 24 * 3);
  REQUIRE(cublasSgemv(h, CUBLAS_OP_T, m, n, &one, dA, ld, dy, 1, &zero, dx, 1) == CUBLAS_STATUS_SUCCESS);
  auto gx = from_dev(dx, n);
  float s0 = 0;
  for (int i = 0; i < m; ++i) s0 += A[i] * gy[i];
  CHECK(gx[0] == s0);
  /* geam: C = A^T - B^T of n x m */
  float *dC = to_dev(std::vector<float>(n * m));
  float minus = -1.0f;
  REQUIRE(cublasSgeam(h, CUBLAS_OP_T, CUBLAS_OP_T, n, m, &one, dA, ld, &minus, dA, ld, dC, n) == CUBLAS_STATUS_SUCCESS);
  auto gc = from_dev(dC, n * m);
  CHECK(std::all_of(gc.begin(), gc.end(), [](float v) { return v == 0.0f; }));
  /* syrk upper: C = A^T A (3 x 3), the lower triangle keeps its values */
  std::vector<float> S(9, 7.0f);
  float *dS = to_dev(S);
  REQUIRE(cublasSsyrk(h, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_T, n, m, &one, dA, ld, &zero, dS, n) == CUBLAS_STATUS_SUCCESS);
  auto gs = from_dev(dS, 9);
  float a01 = 0;
  for (int i = 0; i < m; ++i) a01 += A[i] * A[i + ld];
  CHECK(gs[0 + 1 * n] == a01);
  CHECK(gs[1 + 0 * n] == 7.0f);
  /* batched gemm through arrays of device pointers, and GemmEx in double */
  std::vector<float> P(2 * 4), Q(2 * 4), R(2 * 4);
  for (int i = 0; i < 8; ++i) {
    P[i] = float(i + 1);
    Q[i] = float(8 - i);
  }
  float *dP = to_dev(P), *dQ = to_dev(Q), *dR = to_dev(R);
  std::vector<const float *> pa = {dP, dP + 4}, pb = {dQ, dQ + 4};
  std::vector<float *> pc = {dR, dR + 4};
  const float **dpa = to_dev(pa);
  const float **dpb = to_dev(pb);
  float **dpc = to_dev(pc);
  REQUIRE(cublasSgemmBatched(h, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 2, &one, dpa, 2, dpb, 2, &zero, dpc, 2, 2) ==
          CUBLAS_STATUS_SUCCESS);
  auto gr = from_dev(dR, 8);
  CHECK(gr[4] == P[4] * Q[4] + P[6] * Q[5]);
  std::vector<double> D1 = {1, 2, 3, 4}, D2 = {5, 6, 7, 8}, D3(4);
  double *d1 = to_dev(D1), *d2 = to_dev(D2), *d3 = to_dev(D3);
  double done = 1, dzero = 0;
  REQUIRE(cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 2, &done, d1, CUDA_R_64F, 2, d2, CUDA_R_64F, 2, &dzero, d3,
                       CUDA_R_64F, 2, CUBLAS_COMPUTE_64F, CUBLAS_GEMM_DEFAULT) == CUBLAS_STATUS_SUCCESS);
  CHECK(from_dev(d3, 4)[3] == 2 * 7 + 4 * 8); /* column-major: C(1,1) = A(1,:) B(:,1) */
  CHECK(cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 2, &done, d1, CUDA_R_16F, 2, d2, CUDA_R_16F, 2, &dzero, d3,
                     CUDA_R_16F, 2, CUBLAS_COMPUTE_16F, CUBLAS_GEMM_DEFAULT) == CUBLAS_STATUS_NOT_SUPPORTED);
  /* the legacy API */
  REQUIRE(cublasInit() == CUBLAS_STATUS_SUCCESS);
  CHECK(cublasSdot(3, dx, 1, dx, 1) == gx[0] * gx[0] + gx[1] * gx[1] + gx[2] * gx[2]);
  cublasSgemm('n', 'n', 2, 2, 2, 1.0f, dP, 2, dQ, 2, 0.0f, dR, 2);
  CHECK(cublasGetError() == CUBLAS_STATUS_SUCCESS);
  CHECK(from_dev(dR, 1)[0] == P[0] * Q[0] + P[2] * Q[1]);
  /* legacy trsm: lower unit triangle L = [1 0; 2 1], L X = B with B = [1 4] (one column) */
  std::vector<float> L = {1, 2, 0, 1}, B1 = {1, 4};
  float *dL = to_dev(L), *dB1 = to_dev(B1);
  cublasStrsm('L', 'L', 'N', 'U', 2, 1, 1.0f, dL, 2, dB1, 2);
  CHECK(cublasGetError() == CUBLAS_STATUS_SUCCESS);
  CHECK(from_dev(dB1, 2) == std::vector<float>{1, 2});
  c2o_free(dL);
  c2o_free(dB1);
  for (void *p : {(void *)dA, (void *)dx, (void *)dy, (void *)dC, (void *)dS, (void *)dP, (void *)dQ, (void *)dR,
                  (void *)dpa, (void *)dpb, (void *)dpc, (void *)d1, (void *)d2, (void *)d3})
    c2o_free(p);
  cublasDestroy(h);
}

// -------------------------------------------------------------- c2o_cusparse
TEST_CASE("cusparse: SpMV and SpMM on CSR, CSC and COO, bases, transposes; legacy csrmv, coo2csr", "[cusparse]") {
  /* A (4 x 5):
   *  [ 1 0 2 0 0 ]
   *  [ 0 0 0 0 0 ]
   *  [ 0 3 0 4 5 ]
   *  [ 6 0 0 0 7 ] */
  std::vector<int> rp = {0, 2, 2, 5, 7}, ci = {0, 2, 1, 3, 4, 0, 4}, cooR = {0, 0, 2, 2, 2, 3, 3};
  std::vector<float> av = {1, 2, 3, 4, 5, 6, 7};
  std::vector<float> x = {1, 2, 3, 4, 5}, xt = {1, -1, 2, -2};
  auto dense = [&](int r, int c) {
    for (int k = rp[r]; k < rp[r + 1]; ++k)
      if (ci[k] == c) return av[k];
    return 0.0f;
  };
  cusparseHandle_t h = nullptr;
  REQUIRE(cusparseCreate(&h) == CUSPARSE_STATUS_SUCCESS);
  int *drp = to_dev(rp), *dci = to_dev(ci), *dcr = to_dev(cooR);
  float *dav = to_dev(av), *dx = to_dev(x), *dxt = to_dev(xt), *dy = to_dev(std::vector<float>(5, 1.0f));
  cusparseSpMatDescr_t csr, coo;
  cusparseDnVecDescr_t vx, vxt, vy4, vy5;
  cusparseCreateCsr(&csr, 4, 5, 7, drp, dci, dav, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO,
                    CUDA_R_32F);
  cusparseCreateCoo(&coo, 4, 5, 7, dcr, dci, dav, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F);
  cusparseCreateDnVec(&vx, 5, dx, CUDA_R_32F);
  cusparseCreateDnVec(&vxt, 4, dxt, CUDA_R_32F);
  cusparseCreateDnVec(&vy4, 4, dy, CUDA_R_32F);
  cusparseCreateDnVec(&vy5, 5, dy, CUDA_R_32F);
  float one = 1, two = 2, zero = 0;
  for (cusparseSpMatDescr_t A : {csr, coo}) {
    REQUIRE(cusparseSpMV(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &two, A, vx, &zero, vy4, CUDA_R_32F,
                         CUSPARSE_SPMV_ALG_DEFAULT, nullptr) == CUSPARSE_STATUS_SUCCESS);
    auto y = from_dev(dy, 4);
    for (int r = 0; r < 4; ++r) {
      float s = 0;
      for (int c = 0; c < 5; ++c) s += dense(r, c) * x[c];
      CHECK(y[r] == 2 * s);
    }
    REQUIRE(cusparseSpMV(h, CUSPARSE_OPERATION_TRANSPOSE, &one, A, vxt, &zero, vy5, CUDA_R_32F,
                         CUSPARSE_SPMV_ALG_DEFAULT, nullptr) == CUSPARSE_STATUS_SUCCESS);
    auto yt = from_dev(dy, 5);
    for (int c = 0; c < 5; ++c) {
      float s = 0;
      for (int r = 0; r < 4; ++r) s += dense(r, c) * xt[r];
      CHECK(yt[c] == s);
    }
  }
  /* the transpose stored as CSC is A: CSC of A^T uses the same arrays as CSR of A */
  cusparseSpMatDescr_t csc;
  cusparseCreateCsc(&csc, 5, 4, 7, drp, dci, dav, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO,
                    CUDA_R_32F);
  REQUIRE(cusparseSpMV(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, csc, vxt, &zero, vy5, CUDA_R_32F,
                       CUSPARSE_SPMV_ALG_DEFAULT, nullptr) == CUSPARSE_STATUS_SUCCESS);
  auto ycsc = from_dev(dy, 5);
  CHECK(ycsc[4] == 5 * xt[2] + 7 * xt[3]);
  /* SpMM: C (4 x 2, column-major) = A B with B (5 x 2) row-major, and with op(B) = B^T */
  std::vector<float> B = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
  float *dB = to_dev(B), *dC = to_dev(std::vector<float>(8, 9.0f));
  cusparseDnMatDescr_t mb, mc, mbt;
  cusparseCreateDnMat(&mb, 5, 2, 2, dB, CUDA_R_32F, CUSPARSE_ORDER_ROW);
  cusparseCreateDnMat(&mbt, 2, 5, 2, dB, CUDA_R_32F, CUSPARSE_ORDER_COL);
  cusparseCreateDnMat(&mc, 4, 2, 4, dC, CUDA_R_32F, CUSPARSE_ORDER_COL);
  float half = 0.5f;
  REQUIRE(cusparseSpMM(h, CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, csr, mb, &half, mc,
                       CUDA_R_32F, CUSPARSE_SPMM_ALG_DEFAULT, nullptr) == CUSPARSE_STATUS_SUCCESS);
  auto gc = from_dev(dC, 8);
  for (int r = 0; r < 4; ++r)
    for (int j = 0; j < 2; ++j) {
      float s = 0;
      for (int c = 0; c < 5; ++c) s += dense(r, c) * B[c * 2 + j];
      CHECK(gc[r + 4 * j] == s + 4.5f);
    }
  REQUIRE(cusparseSpMM(h, CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_TRANSPOSE, &one, coo, mbt, &zero, mc,
                       CUDA_R_32F, CUSPARSE_SPMM_ALG_DEFAULT, nullptr) == CUSPARSE_STATUS_SUCCESS);
  auto gct = from_dev(dC, 8);
  for (int r = 0; r < 4; ++r)
    for (int j = 0; j < 2; ++j) {
      float s = 0;
      for (int c = 0; c < 5; ++c) s += dense(r, c) * B[c * 2 + j];
      CHECK(gct[r + 4 * j] == s);
    }
  /* legacy csrmv with one-based indices built by coo2csr */
  std::vector<int> cooR1(cooR.size()), ci1(ci.size());
  for (std::size_t i = 0; i < cooR.size(); ++i) {
    cooR1[i] = cooR[i] + 1;
    ci1[i] = ci[i] + 1;
  }
  int *dcr1 = to_dev(cooR1), *dci1 = to_dev(ci1), *drp1 = to_dev(std::vector<int>(5));
  REQUIRE(cusparseXcoo2csr(h, dcr1, 7, 4, drp1, CUSPARSE_INDEX_BASE_ONE) == CUSPARSE_STATUS_SUCCESS);
  CHECK(from_dev(drp1, 5) == std::vector<int>({1, 3, 3, 6, 8}));
  cusparseMatDescr_t descr;
  cusparseCreateMatDescr(&descr);
  cusparseSetMatType(descr, CUSPARSE_MATRIX_TYPE_GENERAL);
  cusparseSetMatIndexBase(descr, CUSPARSE_INDEX_BASE_ONE);
  REQUIRE(cusparseScsrmv(h, CUSPARSE_OPERATION_NON_TRANSPOSE, 4, 5, 7, &one, descr, dav, drp1, dci1, dx, &zero, dy) ==
          CUSPARSE_STATUS_SUCCESS);
  CHECK(from_dev(dy, 4) == std::vector<float>({7, 0, 4 * 4 + 3 * 2 + 5 * 5, 6 + 35}));
  cusparseDestroyMatDescr(descr);
  cusparseDestroySpMat(csr);
  cusparseDestroySpMat(coo);
  cusparseDestroySpMat(csc);
  for (auto v : {vx, vxt, vy4, vy5}) cusparseDestroyDnVec(v);
  for (auto d : {mb, mc, mbt}) cusparseDestroyDnMat(d);
  for (void *p : {(void *)drp, (void *)dci, (void *)dcr, (void *)dav, (void *)dx, (void *)dxt, (void *)dy, (void *)dB,
                  (void *)dC, (void *)dcr1, (void *)dci1, (void *)drp1})
    c2o_free(p);
  cusparseDestroy(h);
}
