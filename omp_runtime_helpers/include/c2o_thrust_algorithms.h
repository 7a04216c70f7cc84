/* c2o_thrust_algorithms.h - the algorithms of c2o_thrust.h (included by it).
 *
 * Each algorithm is detail::NAME_<W>(...), W = run_device (parallel target
 * regions of c2o_par.h over the iterators' device views), run_host (std
 * algorithms or loops on the host) or run_seq (plain loops, in place: usable
 * inside a translated kernel). The public overloads pick W from the policy, or
 * without one from where the iterators live (detail::where). */
#ifndef C2O_THRUST_ALGORITHMS_H
#define C2O_THRUST_ALGORITHMS_H

namespace thrust {

#define C2O_THRUST_NP(It)                                                                                        \
  typename std::enable_if<!std::is_base_of<execution_policy<typename std::decay<It>::type>,                      \
                                           typename std::decay<It>::type>::value,                                \
                          int>::type = 0
#define C2O_EXPAND(...) __VA_ARGS__
/* The two public overloads of an algorithm: without a policy (where its
 * iterators ITS live decides) and with one. */
#define C2O_THRUST_ALG(Ret, name, impl, TP, FIRST, PARAMS, ARGS, ITS)                                          \
  template <C2O_EXPAND TP, C2O_THRUST_NP(FIRST)> Ret name(C2O_EXPAND PARAMS) {                                    \
    return detail::impl<detail::where<C2O_EXPAND ITS>()>(C2O_EXPAND ARGS);                                      \
  }                                                                                                              \
  template <typename DerivedPolicy, C2O_EXPAND TP>                                                               \
  Ret name(const execution_policy<DerivedPolicy> &, C2O_EXPAND PARAMS) {                                          \
    return detail::impl<detail::where_policy<DerivedPolicy>()>(C2O_EXPAND ARGS);                               \
  }

namespace detail {
using c2o_par::for_n;
using c2o_par::image;
using c2o_par::pack;
using c2o_par::unpack;

template <typename It> inline std::size_t count_of(const It &first, const It &last) {
  auto d = last - first;
  return d > 0 ? std::size_t(d) : 0;
}
template <typename T> struct is_less : std::false_type {};
template <typename T> struct is_less<thrust::less<T>> : std::true_type {};
template <typename T> struct is_less<std::less<T>> : std::true_type {};
template <typename T> struct is_greater : std::false_type {};
template <typename T> struct is_greater<thrust::greater<T>> : std::true_type {};
template <typename T> struct is_greater<std::greater<T>> : std::true_type {};
/* Radix sort applies: arithmetic keys in device memory, ascending or descending order. */
template <typename View, typename Comp> constexpr bool radix_ok() {
  if constexpr (!std::is_pointer<View>::value) return false;
  else {
    typedef typename std::remove_const<typename std::remove_pointer<View>::type>::type K;
    return c2o_par::is_radix_key<K>::value && (is_less<Comp>::value || is_greater<Comp>::value);
  }
}

/* Sequential insertion sort of [first, first + n) by comp, stable (run_seq). */
template <typename It, typename Comp> void seq_insertion_sort(It first, std::size_t n, Comp comp) {
  typedef value_t<It> V;
  for (std::size_t i = 1; i < n; ++i) {
    V k = first[i];
    std::size_t j = i;
    while (j > 0 && comp(k, static_cast<V>(first[j - 1]))) {
      first[j] = static_cast<V>(first[j - 1]);
      --j;
    }
    first[j] = k;
  }
}

/* Head flags of runs of equal keys: head(i) = i == 0 || !pred(k[i-1], k[i]). */
template <typename KV, typename Pred> struct heads {
  KV k;
  Pred pred;
  unsigned operator()(std::size_t i) const { return (i == 0 || !pred(k[i - 1], k[i])) ? 1u : 0u; }
};

/* Stream compaction on the device: pos[i] = number of i' <= i with flag(i');
 * writes put(pos[i] - 1, i) for flagged i; returns the number flagged. */
template <typename Flag, typename Put> std::size_t compact(std::size_t n, const Flag &flag, const Put &put) {
  if (n == 0) return 0;
  dev_array<unsigned> pos(n);
  unsigned *pp = pos.p;
  c2o_par::with_scratch([&](c2o_par::arena &A) {
    c2o_par::scan_inclusive<unsigned>(
        A, n, [=](std::size_t i) { return flag(i); }, [=](std::size_t i, unsigned v) { pp[i] = v; },
        std::plus<unsigned>());
  });
  unsigned total = 0;
  c2o_par::to_host(&total, pp + n - 1, sizeof(unsigned));
  for_n(n, [=](std::size_t i) {
    if (flag(i)) put(std::size_t(pp[i] - 1), i);
  });
  return total;
}

/* ---- transform, for_each, fill, sequence ------------------------------------------------ */
template <int W, typename It, typename Out, typename Op> Out transform_(It first, It last, Out out, Op op) {
  if constexpr (W == run_device) {
    std::size_t n = count_of(first, last);
    auto f = dv(first);
    auto o = dv(out);
    for_n(n, [=](std::size_t i) { o[i] = op(f[i]); });
    return out + diff_t<Out>(n);
  } else {
    for (; first != last; ++first, ++out) *out = op(*first);
    return out;
  }
}
template <int W, typename It1, typename It2, typename Out, typename Op>
Out transform2_(It1 first1, It1 last1, It2 first2, Out out, Op op) {
  if constexpr (W == run_device) {
    std::size_t n = count_of(first1, last1);
    auto a = dv(first1);
    auto b = dv(first2);
    auto o = dv(out);
    for_n(n, [=](std::size_t i) { o[i] = op(a[i], b[i]); });
    return out + diff_t<Out>(n);
  } else {
    for (; first1 != last1; ++first1, ++first2, ++out) *out = op(*first1, *first2);
    return out;
  }
}
template <int W, typename It, typename St, typename Out, typename Op, typename Pred>
Out transform_if_(It first, It last, St stencil, Out out, Op op, Pred pred) {
  std::size_t n = count_of(first, last);
  if constexpr (W == run_device) {
    auto f = dv(first);
    auto s = dv(stencil);
    auto o = dv(out);
    for_n(n, [=](std::size_t i) {
      if (pred(s[i])) o[i] = op(f[i]);
    });
  } else {
    for (std::size_t i = 0; i < n; ++i)
      if (pred(stencil[i])) out[i] = op(first[i]);
  }
  return out + diff_t<Out>(n);
}
template <int W, typename It, typename F> It for_each_(It first, It last, F f) {
  std::size_t n = count_of(first, last);
  if constexpr (W == run_device) {
    auto v = dv(first);
    for_n(n, [=](std::size_t i) { f(v[i]); });
  } else {
    for (std::size_t i = 0; i < n; ++i) f(first[i]);
  }
  return first + diff_t<It>(n);
}
template <int W, typename It, typename Size, typename F> It for_each_n_(It first, Size n, F f) {
  return for_each_<W>(first, first + diff_t<It>(n), f);
}
template <int W, typename It, typename Op> void tabulate_(It first, It last, Op op) {
  std::size_t n = count_of(first, last);
  typedef diff_t<It> D;
  if constexpr (W == run_device) {
    auto o = dv(first);
    for_n(n, [=](std::size_t i) { o[i] = op(D(i)); });
  } else {
    for (std::size_t i = 0; i < n; ++i) first[i] = op(D(i));
  }
}
template <int W, typename It, typename T> void sequence_(It first, It last, T init, T step) {
  typedef value_t<It> V;
  std::size_t n = count_of(first, last);
  if constexpr (W == run_device) {
    auto o = dv(first);
    for_n(n, [=](std::size_t i) { o[i] = static_cast<V>(init + step * static_cast<T>(i)); });
  } else {
    for (std::size_t i = 0; i < n; ++i) first[i] = static_cast<V>(init + step * static_cast<T>(i));
  }
}
template <int W, typename It, typename T> void fill_(It first, It last, const T &value) {
  std::size_t n = count_of(first, last);
  if constexpr (W == run_device) {
    auto o = dv(first);
    image<T> vi = pack(value);
    for_n(n, [=](std::size_t i) { o[i] = unpack(vi); });
  } else {
    for (std::size_t i = 0; i < n; ++i) first[i] = value;
  }
}
template <int W, typename It, typename Size, typename T> It fill_n_(It first, Size n, const T &value) {
  fill_<W>(first, first + diff_t<It>(n), value);
  return first + diff_t<It>(n);
}
template <int W, typename It, typename T> void replace_if_value_(It first, It last, const T &old_value, const T &new_value) {
  std::size_t n = count_of(first, last);
  if constexpr (W == run_device) {
    auto o = dv(first);
    image<T> a = pack(old_value), b = pack(new_value);
    for_n(n, [=](std::size_t i) {
      if (o[i] == unpack(a)) o[i] = unpack(b);
    });
  } else {
    for (std::size_t i = 0; i < n; ++i)
      if (first[i] == old_value) first[i] = new_value;
  }
}
template <int W, typename It, typename Pred, typename T> void replace_if_(It first, It last, Pred pred, const T &new_value) {
  std::size_t n = count_of(first, last);
  if constexpr (W == run_device) {
    auto o = dv(first);
    image<T> b = pack(new_value);
    for_n(n, [=](std::size_t i) {
      if (pred(o[i])) o[i] = unpack(b);
    });
  } else {
    for (std::size_t i = 0; i < n; ++i)
      if (pred(first[i])) first[i] = new_value;
  }
}
template <int W, typename It1, typename It2> It2 swap_ranges_(It1 first1, It1 last1, It2 first2) {
  std::size_t n = count_of(first1, last1);
  typedef value_t<It1> V;
  if constexpr (W == run_device) {
    auto a = dv(first1);
    auto b = dv(first2);
    for_n(n, [=](std::size_t i) {
      V t = a[i];
      a[i] = b[i];
      b[i] = t;
    });
  } else {
    for (std::size_t i = 0; i < n; ++i) {
      V t = first1[i];
      first1[i] = first2[i];
      first2[i] = t;
    }
  }
  return first2 + diff_t<It2>(n);
}
template <int W, typename It> void reverse_(It first, It last) {
  std::size_t n = count_of(first, last);
  swap_ranges_<W>(first, first + diff_t<It>(n / 2), std::reverse_iterator<It>(last));
}
/* shuffle and shuffle_copy: element i of the result is element perm(i) of
 * the input, perm a pseudo-random bijection of [0, n) keyed by four draws of
 * the program's generator: a 4-round Feistel network on the smallest even
 * power of two >= max(n, 2^16), applied again while it lands at or above n
 * (cycle walking keeps it a bijection of [0, n)). Thrust builds its shuffle the same
 * way but with other round functions: a permutation, not Thrust's. */
struct shuffle_perm {
  std::uint64_t n;
  unsigned half;
  std::uint32_t key[4];
  static std::uint32_t mix(std::uint32_t x) {
    x ^= x >> 16;
    x *= 0x7feb352du;
    x ^= x >> 15;
    x *= 0x846ca68bu;
    x ^= x >> 16;
    return x;
  }
  std::uint64_t round_trip(std::uint64_t v) const {
    const std::uint64_t m = (std::uint64_t(1) << half) - 1;
    std::uint64_t l = v >> half, r = v & m;
    for (int k = 0; k < 4; ++k) {
      std::uint64_t t = l ^ (std::uint64_t(mix(mix(std::uint32_t(r) + key[k]) ^ std::uint32_t(r >> 32))) & m);
      l = r;
      r = t;
    }
    return (l << half) | r;
  }
  std::uint64_t operator()(std::uint64_t i) const {
    do i = round_trip(i);
    while (i >= n);
    return i;
  }
};
template <typename URBG> shuffle_perm make_shuffle_perm(std::size_t n, URBG &g) {
  shuffle_perm p;
  p.n = n;
  unsigned bits = 16; /* at least 2^16 values: small domains give few permutations */
  while ((std::uint64_t(1) << bits) < n) ++bits;
  bits += bits & 1u;
  p.half = bits / 2;
  std::uint32_t h = 0x9e3779b9u;
  for (int k = 0; k < 4; ++k) {
    h = shuffle_perm::mix(h ^ std::uint32_t(g()));
    p.key[k] = h;
  }
  return p;
}
template <int W, typename In, typename Out, typename URBG> void shuffle_copy_(In first, In last, Out out, URBG &&g) {
  std::size_t n = count_of(first, last);
  if (n == 0) return;
  const shuffle_perm p = make_shuffle_perm(n, g);
  if constexpr (W == run_device) {
    auto in = dv(first);
    auto o = dv(out);
    for_n(n, [=](std::size_t i) { o[i] = in[p(i)]; });
  } else {
    for (std::size_t i = 0; i < n; ++i) out[i] = first[p(i)];
  }
}
template <int W, typename It, typename URBG> void shuffle_(It first, It last, URBG &&g) {
  typedef value_t<It> V;
  std::size_t n = count_of(first, last);
  if (n == 0) return;
  const shuffle_perm p = make_shuffle_perm(n, g);
  if constexpr (W == run_device) {
    auto f = dv(first);
    V *tmp = static_cast<V *>(c2o_par::dev_alloc(n * sizeof(V)));
    for_n(n, [=](std::size_t i) { c2o_par::construct_at(tmp + i, V(f[i])); });
    for_n(n, [=](std::size_t i) { f[i] = tmp[p(i)]; });
    c2o_par::dev_free(tmp);
  } else {
    std::vector<V> tmp(first, last);
    for (std::size_t i = 0; i < n; ++i) first[i] = tmp[p(i)];
  }
}
template <int W, typename MapIt, typename In, typename Out> Out gather_(MapIt map_first, MapIt map_last, In input, Out out) {
  std::size_t n = count_of(map_first, map_last);
  if constexpr (W == run_device) {
    auto m = dv(map_first);
    auto in = dv(input);
    auto o = dv(out);
    for_n(n, [=](std::size_t i) { o[i] = in[m[i]]; });
  } else {
    for (std::size_t i = 0; i < n; ++i) out[i] = input[map_first[i]];
  }
  return out + diff_t<Out>(n);
}
template <int W, typename In, typename MapIt, typename Out> void scatter_(In first, In last, MapIt map, Out out) {
  std::size_t n = count_of(first, last);
  if constexpr (W == run_device) {
    auto f = dv(first);
    auto m = dv(map);
    auto o = dv(out);
    for_n(n, [=](std::size_t i) { o[m[i]] = f[i]; });
  } else {
    for (std::size_t i = 0; i < n; ++i) out[map[i]] = first[i];
  }
}

/* ---- copy: between host and device ------------------------------------------------------ */
template <typename In, typename Out> Out copy_between(In first, In last, Out out) {
  typedef value_t<In> V;
  constexpr int src = view<In>::sys, dst = view<Out>::sys;
  std::size_t n = count_of(first, last);
  if (n == 0) return out;
  if constexpr (dst == sys_host && src != sys_device) { /* host or any -> host */
    return std::copy(first, last, out);
  } else if constexpr (dst == sys_host) { /* device -> host */
    typedef typename view<In>::type SV;
    if constexpr (std::is_pointer<SV>::value && (std::is_pointer<Out>::value || is_vector_iterator<Out>::value) &&
                  std::is_same<typename std::remove_const<typename std::remove_pointer<SV>::type>::type,
                               value_t<Out>>::value) {
      c2o_par::to_host(&*out, dv(first), n * sizeof(V));
      return out + diff_t<Out>(n);
    } else {
      dev_array<V> tmp(n);
      V *t = tmp.p;
      auto f = dv(first);
      for_n(n, [=](std::size_t i) { c2o_par::construct_at(t + i, static_cast<V>(f[i])); });
      std::vector<V> h(n);
      c2o_par::to_host(h.data(), t, n * sizeof(V));
      return std::copy(h.begin(), h.end(), out);
    }
  } else if constexpr (src == sys_host) { /* host -> device */
    typedef typename view<Out>::type DV;
    if constexpr (std::is_pointer<DV>::value && (std::is_pointer<In>::value || is_vector_iterator<In>::value) &&
                  std::is_same<typename std::remove_pointer<DV>::type, V>::value) {
      c2o_par::to_device(dv(out), &*first, n * sizeof(V));
      return out + diff_t<Out>(n);
    } else {
      std::vector<V> h(first, last);
      dev_array<V> tmp(n);
      c2o_par::to_device(tmp.p, h.data(), n * sizeof(V));
      const V *t = tmp.p;
      auto o = dv(out);
      for_n(n, [=](std::size_t i) { o[i] = t[i]; });
      return out + diff_t<Out>(n);
    }
  } else { /* device (or any) -> device */
    auto f = dv(first);
    auto o = dv(out);
    if constexpr (std::is_pointer<decltype(f)>::value && std::is_pointer<decltype(o)>::value &&
                  std::is_same<typename std::remove_const<typename std::remove_pointer<decltype(f)>::type>::type,
                               typename std::remove_pointer<decltype(o)>::type>::value) {
      c2o_par::dev_copy(o, f, n * sizeof(V));
    } else {
      for_n(n, [=](std::size_t i) { o[i] = f[i]; });
    }
    return out + diff_t<Out>(n);
  }
}
template <int W, typename In, typename Out> Out copy_(In first, In last, Out out) {
  if constexpr (W == run_seq) {
    for (; first != last; ++first, ++out) *out = *first;
    return out;
  } else if constexpr (W == run_host) {
    if constexpr (view<In>::sys == sys_device || view<Out>::sys == sys_device) return copy_between(first, last, out);
    else return std::copy(first, last, out);
  } else {
    return copy_between(first, last, out);
  }
}
/* thrust::copy without a policy copies between the systems of its two ranges. */
template <int W, typename In, typename Out> Out copy_any_(In first, In last, Out out) {
  return copy_between(first, last, out);
}
template <int W, typename In, typename Size, typename Out> Out copy_n_(In first, Size n, Out out) {
  return copy_<W>(first, first + diff_t<In>(n), out);
}
template <int W, typename In, typename Size, typename Out> Out copy_n_any_(In first, Size n, Out out) {
  return copy_between(first, first + diff_t<In>(n), out);
}

/* ---- reductions ----------------------------------------------------------------------------- */
template <int W, typename It, typename T, typename Op> T reduce_(It first, It last, T init, Op op) {
  std::size_t n = count_of(first, last);
  if constexpr (W == run_device) {
    auto f = dv(first);
    return c2o_par::reduce<T>(
        n, [=](std::size_t i) { return f[i]; }, init, op);
  } else {
    for (std::size_t i = 0; i < n; ++i) init = op(init, static_cast<T>(first[i]));
    return init;
  }
}
template <int W, typename It, typename U, typename T, typename Op>
T transform_reduce_(It first, It last, U unary, T init, Op op) {
  std::size_t n = count_of(first, last);
  if constexpr (W == run_device) {
    auto f = dv(first);
    return c2o_par::reduce<T>(
        n, [=](std::size_t i) { return unary(f[i]); }, init, op);
  } else {
    for (std::size_t i = 0; i < n; ++i) init = op(init, static_cast<T>(unary(first[i])));
    return init;
  }
}
template <int W, typename It1, typename It2, typename T, typename Op1, typename Op2>
T inner_product_(It1 first1, It1 last1, It2 first2, T init, Op1 op1, Op2 op2) {
  std::size_t n = count_of(first1, last1);
  if constexpr (W == run_device) {
    auto a = dv(first1);
    auto b = dv(first2);
    return c2o_par::reduce<T>(
        n, [=](std::size_t i) { return op2(a[i], b[i]); }, init, op1);
  } else {
    for (std::size_t i = 0; i < n; ++i) init = op1(init, static_cast<T>(op2(first1[i], first2[i])));
    return init;
  }
}
template <int W, typename It, typename Pred> diff_t<It> count_if_(It first, It last, Pred pred) {
  std::size_t n = count_of(first, last);
  if constexpr (W == run_device) {
    auto f = dv(first);
    return diff_t<It>(c2o_par::sum_n<unsigned long long>(n, [=](std::size_t i) { return pred(f[i]) ? 1ull : 0ull; }));
  } else {
    diff_t<It> c = 0;
    for (std::size_t i = 0; i < n; ++i)
      if (pred(first[i])) ++c;
    return c;
  }
}
template <typename T> struct equals {
  T v;
  template <typename U> bool operator()(const U &x) const { return x == v; }
};
template <int W, typename It, typename T> diff_t<It> count_(It first, It last, const T &value) {
  return count_if_<W>(first, last, equals<T>{value});
}
template <typename P> struct not_pred {
  P p;
  template <typename... A> bool operator()(const A &...a) const { return !p(a...); }
};
/* The first position where pred holds, or n. */
template <int W, typename It, typename Pred> std::size_t find_index(It first, std::size_t n, Pred pred) {
  if constexpr (W == run_device) {
    auto f = dv(first);
    unsigned long long k = c2o_par::min_n<unsigned long long>(
        n, [=](std::size_t i) { return pred(f[i]) ? (unsigned long long)i : ~0ull; });
    return k == ~0ull ? n : std::size_t(k);
  } else {
    for (std::size_t i = 0; i < n; ++i)
      if (pred(first[i])) return i;
    return n;
  }
}
template <int W, typename It, typename Pred> It find_if_(It first, It last, Pred pred) {
  return first + diff_t<It>(find_index<W>(first, count_of(first, last), pred));
}
template <int W, typename It, typename T> It find_(It first, It last, const T &value) {
  return find_if_<W>(first, last, equals<T>{value});
}
template <int W, typename It, typename Pred> bool all_of_(It first, It last, Pred pred) {
  return count_if_<W>(first, last, not_pred<Pred>{pred}) == 0;
}
template <int W, typename It, typename Pred> bool any_of_(It first, It last, Pred pred) {
  return count_if_<W>(first, last, pred) != 0;
}
template <int W, typename It, typename Pred> bool none_of_(It first, It last, Pred pred) {
  return count_if_<W>(first, last, pred) == 0;
}
template <int W, typename It1, typename It2, typename Pred> bool equal_(It1 first1, It1 last1, It2 first2, Pred pred) {
  std::size_t n = count_of(first1, last1);
  if constexpr (W == run_device) {
    auto a = dv(first1);
    auto b = dv(first2);
    return c2o_par::sum_n<unsigned long long>(n, [=](std::size_t i) { return pred(a[i], b[i]) ? 0ull : 1ull; }) == 0;
  } else {
    for (std::size_t i = 0; i < n; ++i)
      if (!pred(first1[i], first2[i])) return false;
    return true;
  }
}

/* Element i of a device view, on the host. */
template <typename V, typename F> V read_at(const F &f, std::size_t i) {
  V *r = static_cast<V *>(c2o_par::dev_alloc(sizeof(V)));
  for_n(1, [=](std::size_t) { c2o_par::construct_at(r, static_cast<V>(f[i])); });
  alignas(V) unsigned char b[sizeof(V)];
  c2o_par::to_host(b, r, sizeof(V));
  c2o_par::dev_free(r);
  return *reinterpret_cast<V *>(b);
}

/* min/max element: the first best position (ties: the lower index). */
template <typename V> struct indexed {
  V v;
  unsigned long long i;
};
template <typename V, typename Comp, bool Max> struct pick_best {
  Comp comp;
  indexed<V> operator()(const indexed<V> &a, const indexed<V> &b) const {
    bool b_better = Max ? comp(a.v, b.v) : comp(b.v, a.v);
    bool a_better = Max ? comp(b.v, a.v) : comp(a.v, b.v);
    if (b_better) return b;
    if (a_better) return a;
    return a.i < b.i ? a : b;
  }
};
template <int W, bool Max, typename It, typename Comp> std::size_t best_index(It first, std::size_t n, Comp comp) {
  typedef value_t<It> V;
  if (n == 0) return 0;
  if constexpr (W == run_device) {
    auto f = dv(first);
    if constexpr (std::is_arithmetic<V>::value && (is_less<Comp>::value)) {
      auto get = [=](std::size_t i) { return static_cast<V>(f[i]); };
      V best = Max ? c2o_par::max_n<V>(n, get) : c2o_par::min_n<V>(n, get);
      image<V> bi = pack(best);
      return std::size_t(c2o_par::min_n<unsigned long long>(
          n, [=](std::size_t i) { return static_cast<V>(f[i]) == unpack(bi) ? (unsigned long long)i : ~0ull; }));
    } else {
      indexed<V> r = c2o_par::reduce<indexed<V>>(
          n, [=](std::size_t i) { return indexed<V>{static_cast<V>(f[i]), (unsigned long long)i}; },
          indexed<V>{read_at<V>(f, 0), 0ull}, pick_best<V, Comp, Max>{comp});
      return std::size_t(r.i);
    }
  } else {
    std::size_t best = 0;
    for (std::size_t i = 1; i < n; ++i)
      if (Max ? comp(first[best], first[i]) : comp(first[i], first[best])) best = i;
    return best;
  }
}
template <int W, typename It, typename Comp> It min_element_(It first, It last, Comp comp) {
  std::size_t n = count_of(first, last);
  return n ? first + diff_t<It>(best_index<W, false>(first, n, comp)) : last;
}
template <int W, typename It, typename Comp> It max_element_(It first, It last, Comp comp) {
  std::size_t n = count_of(first, last);
  return n ? first + diff_t<It>(best_index<W, true>(first, n, comp)) : last;
}
template <int W, typename It, typename Comp> pair<It, It> minmax_element_(It first, It last, Comp comp) {
  return pair<It, It>(min_element_<W>(first, last, comp), max_element_<W>(first, last, comp));
}

/* ---- scans ------------------------------------------------------------------------------------ */
template <int W, typename It, typename Out, typename Op> Out inclusive_scan_(It first, It last, Out out, Op op) {
  typedef value_t<It> T;
  std::size_t n = count_of(first, last);
  if constexpr (W == run_device) {
    auto f = dv(first);
    auto o = dv(out);
    c2o_par::with_scratch([&](c2o_par::arena &A) {
      c2o_par::scan_inclusive<T>(
          A, n, [=](std::size_t i) { return f[i]; }, [=](std::size_t i, const T &v) { o[i] = v; }, op);
    });
  } else if (n) {
    T acc = first[0];
    out[0] = acc;
    for (std::size_t i = 1; i < n; ++i) {
      acc = op(acc, static_cast<T>(first[i]));
      out[i] = acc;
    }
  }
  return out + diff_t<Out>(n);
}
template <int W, typename It, typename Out, typename T, typename Op>
Out exclusive_scan_(It first, It last, Out out, T init, Op op) {
  std::size_t n = count_of(first, last);
  if constexpr (W == run_device) {
    auto f = dv(first);
    auto o = dv(out);
    c2o_par::with_scratch([&](c2o_par::arena &A) {
      c2o_par::scan_exclusive<T>(
          A, n, [=](std::size_t i) { return f[i]; }, [=](std::size_t i, const T &v) { o[i] = v; }, init, op);
    });
  } else {
    T acc = init;
    for (std::size_t i = 0; i < n; ++i) {
      T x = static_cast<T>(first[i]);
      out[i] = acc;
      acc = op(acc, x);
    }
  }
  return out + diff_t<Out>(n);
}
template <int W, typename It, typename Out, typename U, typename Op>
Out transform_inclusive_scan_(It first, It last, Out out, U unary, Op op) {
  return inclusive_scan_<W>(make_transform_iterator(first, unary), make_transform_iterator(last, unary), out, op);
}
template <int W, typename It, typename Out, typename U, typename T, typename Op>
Out transform_exclusive_scan_(It first, It last, Out out, U unary, T init, Op op) {
  return exclusive_scan_<W>(make_transform_iterator(first, unary), make_transform_iterator(last, unary), out, init, op);
}
/* Segmented scans: a scan over (head flag, value) with the segmented operator. */
template <typename V> struct seg {
  unsigned head;
  V v;
};
template <typename V, typename Op> struct seg_op {
  Op op;
  seg<V> operator()(const seg<V> &a, const seg<V> &b) const {
    return b.head ? b : seg<V>{a.head, op(a.v, b.v)};
  }
};
template <int W, typename KIt, typename VIt, typename Out, typename Pred, typename Op>
Out inclusive_scan_by_key_(KIt kfirst, KIt klast, VIt vfirst, Out out, Pred pred, Op op) {
  typedef value_t<VIt> V;
  std::size_t n = count_of(kfirst, klast);
  if constexpr (W == run_device) {
    auto k = dv(kfirst);
    auto v = dv(vfirst);
    auto o = dv(out);
    heads<decltype(k), Pred> h{k, pred};
    c2o_par::with_scratch([&](c2o_par::arena &A) {
      c2o_par::scan_inclusive<seg<V>>(
          A, n, [=](std::size_t i) { return seg<V>{h(i), static_cast<V>(v[i])}; },
          [=](std::size_t i, const seg<V> &s) { o[i] = s.v; }, seg_op<V, Op>{op});
    });
  } else {
    V acc = V();
    for (std::size_t i = 0; i < n; ++i) {
      V x = vfirst[i];
      acc = (i == 0 || !pred(kfirst[i - 1], kfirst[i])) ? x : op(acc, x);
      out[i] = acc;
    }
  }
  return out + diff_t<Out>(n);
}
template <int W, typename KIt, typename VIt, typename Out, typename T, typename Pred, typename Op>
Out exclusive_scan_by_key_(KIt kfirst, KIt klast, VIt vfirst, Out out, T init, Pred pred, Op op) {
  typedef value_t<VIt> V;
  std::size_t n = count_of(kfirst, klast);
  if constexpr (W == run_device) {
    if (n == 0) return out;
    auto k = dv(kfirst);
    auto v = dv(vfirst);
    auto o = dv(out);
    heads<decltype(k), Pred> h{k, pred};
    dev_array<V> incl(n);
    V *ip = incl.p;
    c2o_par::with_scratch([&](c2o_par::arena &A) {
      c2o_par::scan_inclusive<seg<V>>(
          A, n, [=](std::size_t i) { return seg<V>{h(i), static_cast<V>(v[i])}; },
          [=](std::size_t i, const seg<V> &s) { c2o_par::construct_at(ip + i, s.v); }, seg_op<V, Op>{op});
    });
    image<T> ii = pack(init);
    for_n(n, [=](std::size_t i) { o[i] = h(i) ? unpack(ii) : op(unpack(ii), ip[i - 1]); });
  } else {
    V acc = V();
    for (std::size_t i = 0; i < n; ++i) {
      V x = vfirst[i];
      bool head = i == 0 || !pred(kfirst[i - 1], kfirst[i]);
      out[i] = head ? init : op(init, acc);
      acc = head ? x : op(acc, x);
    }
  }
  return out + diff_t<Out>(n);
}
template <int W, typename It, typename Out, typename Op> Out adjacent_difference_(It first, It last, Out out, Op op) {
  typedef value_t<It> V;
  std::size_t n = count_of(first, last);
  if constexpr (W == run_device) {
    if (n == 0) return out;
    dev_array<V> tmp(n);
    V *t = tmp.p;
    auto f = dv(first);
    auto o = dv(out);
    for_n(n, [=](std::size_t i) { c2o_par::construct_at(t + i, static_cast<V>(f[i])); });
    for_n(n, [=](std::size_t i) { o[i] = i == 0 ? t[0] : static_cast<V>(op(t[i], t[i - 1])); });
  } else if (n) {
    V prev = first[0];
    out[0] = prev;
    for (std::size_t i = 1; i < n; ++i) {
      V x = first[i];
      out[i] = op(x, prev);
      prev = x;
    }
  }
  return out + diff_t<Out>(n);
}

/* ---- sorting ----------------------------------------------------------------------------- */
/* Sorts the device range [first, first + n) with an index payload: keys in
 * place, idx (device, n entries) receives the original positions. */
template <typename It, typename Comp> void sort_with_index(It first, std::size_t n, Comp comp, unsigned *idx) {
  typedef value_t<It> K;
  auto f = dv(first);
  for_n(n, [=](std::size_t i) { idx[i] = unsigned(i); });
  if constexpr (radix_ok<decltype(f), Comp>()) {
    typedef typename std::remove_const<typename std::remove_pointer<decltype(f)>::type>::type RK;
    RK *keys = f;
    c2o_par::with_scratch([&](c2o_par::arena &A) {
      c2o_par::radix_sort<RK, unsigned>(A, keys, keys, idx, idx, n, 0, int(sizeof(RK) * 8), is_greater<Comp>::value);
    });
  } else {
    dev_array<K> keys(n);
    K *kp = keys.p;
    for_n(n, [=](std::size_t i) { c2o_par::construct_at(kp + i, static_cast<K>(f[i])); });
    c2o_par::with_scratch([&](c2o_par::arena &A) { c2o_par::merge_sort<K, Comp>(A, kp, idx, n, comp); });
    for_n(n, [=](std::size_t i) { f[i] = kp[i]; });
  }
}
template <int W, typename It, typename Comp> void sort_(It first, It last, Comp comp) {
  std::size_t n = count_of(first, last);
  if (n < 2) return;
  if constexpr (W == run_device) {
    auto f = dv(first);
    if constexpr (radix_ok<decltype(f), Comp>()) {
      typedef typename std::remove_pointer<decltype(f)>::type K;
      K *keys = f;
      c2o_par::with_scratch([&](c2o_par::arena &A) {
        c2o_par::radix_sort<K, char>(A, keys, keys, nullptr, nullptr, n, 0, int(sizeof(K) * 8), is_greater<Comp>::value);
      });
    } else {
      dev_array<unsigned> idx(n);
      sort_with_index(first, n, comp, idx.p);
    }
  } else if constexpr (W == run_host) {
    if constexpr (std::is_pointer<It>::value || is_vector_iterator<It>::value) {
#if defined(__clang__)
#pragma clang diagnostic push /* libstdc++'s stable_sort uses get_temporary_buffer, deprecated in C++17 */
#pragma clang diagnostic ignored "-Wdeprecated-declarations"
#endif
      std::stable_sort(first, last, comp);
#if defined(__clang__)
#pragma clang diagnostic pop
#endif
    } else { /* proxy iterators (zip): sort positions, then move the values */
      typedef value_t<It> V;
      std::vector<V> vals(first, last);
      std::vector<std::size_t> idx(n);
      for (std::size_t i = 0; i < n; ++i) idx[i] = i;
      std::stable_sort(idx.begin(), idx.end(), [&](std::size_t a, std::size_t b) { return comp(vals[a], vals[b]); });
      for (std::size_t i = 0; i < n; ++i) first[i] = vals[idx[i]];
    }
  } else {
    seq_insertion_sort(first, n, comp);
  }
}
template <int W, typename KIt, typename VIt, typename Comp> void sort_by_key_(KIt kfirst, KIt klast, VIt vfirst, Comp comp) {
  typedef value_t<KIt> K;
  typedef value_t<VIt> V;
  std::size_t n = count_of(kfirst, klast);
  if (n < 2) return;
  if constexpr (W == run_device) {
    auto k = dv(kfirst);
    auto v = dv(vfirst);
    if constexpr (radix_ok<decltype(k), Comp>() && std::is_pointer<decltype(v)>::value) {
      typedef typename std::remove_pointer<decltype(k)>::type RK;
      typedef typename std::remove_pointer<decltype(v)>::type RV;
      RK *kp = k;
      RV *vp = v;
      c2o_par::with_scratch([&](c2o_par::arena &A) {
        c2o_par::radix_sort<RK, RV>(A, kp, kp, vp, vp, n, 0, int(sizeof(RK) * 8), is_greater<Comp>::value);
      });
    } else {
      dev_array<unsigned> idx(n);
      unsigned *ip = idx.p;
      sort_with_index(kfirst, n, comp, ip);
      dev_array<V> tmp(n);
      V *t = tmp.p;
      for_n(n, [=](std::size_t i) { c2o_par::construct_at(t + i, static_cast<V>(v[ip[i]])); });
      for_n(n, [=](std::size_t i) { v[i] = t[i]; });
    }
  } else {
    std::vector<std::size_t> idx(n);
    std::vector<K> keys(n);
    std::vector<V> vals(n);
    for (std::size_t i = 0; i < n; ++i) {
      idx[i] = i;
      keys[i] = kfirst[i];
      vals[i] = vfirst[i];
    }
    std::stable_sort(idx.begin(), idx.end(), [&](std::size_t a, std::size_t b) { return comp(keys[a], keys[b]); });
    for (std::size_t i = 0; i < n; ++i) {
      kfirst[i] = keys[idx[i]];
      vfirst[i] = vals[idx[i]];
    }
  }
}
template <int W, typename It, typename Comp> bool is_sorted_(It first, It last, Comp comp) {
  std::size_t n = count_of(first, last);
  if (n < 2) return true;
  if constexpr (W == run_device) {
    auto f = dv(first);
    return c2o_par::sum_n<unsigned long long>(n - 1, [=](std::size_t i) { return comp(f[i + 1], f[i]) ? 1ull : 0ull; }) == 0;
  } else {
    for (std::size_t i = 0; i + 1 < n; ++i)
      if (comp(first[i + 1], first[i])) return false;
    return true;
  }
}

/* ---- searching ---------------------------------------------------------------------------- */
template <typename It, typename T, typename Comp> std::size_t lower_index(const It &f, std::size_t n, const T &v, const Comp &comp) {
  std::size_t a = 0, b = n;
  while (a < b) {
    std::size_t m = a + (b - a) / 2;
    if (comp(f[m], v)) a = m + 1;
    else b = m;
  }
  return a;
}
template <typename It, typename T, typename Comp> std::size_t upper_index(const It &f, std::size_t n, const T &v, const Comp &comp) {
  std::size_t a = 0, b = n;
  while (a < b) {
    std::size_t m = a + (b - a) / 2;
    if (!comp(v, f[m])) a = m + 1;
    else b = m;
  }
  return a;
}
/* 0 lower bound, 1 upper bound, 2 binary search (found or not). */
template <int Kind, typename It, typename T, typename Comp> std::size_t search_index(const It &f, std::size_t n, const T &v, const Comp &comp) {
  if constexpr (Kind == 0) return lower_index(f, n, v, comp);
  else if constexpr (Kind == 1) return upper_index(f, n, v, comp);
  else {
    std::size_t i = lower_index(f, n, v, comp);
    return (i < n && !comp(v, f[i])) ? 1 : 0;
  }
}
template <int W, int Kind, typename It, typename T, typename Comp> std::size_t search_(It first, It last, const T &v, Comp comp) {
  std::size_t n = count_of(first, last);
  if constexpr (W == run_device) {
    auto f = dv(first);
    image<T> vi = pack(v);
    unsigned long long *r = static_cast<unsigned long long *>(c2o_par::dev_alloc(sizeof(unsigned long long)));
    for_n(1, [=](std::size_t) { *r = search_index<Kind>(f, n, unpack(vi), comp); });
    unsigned long long h = 0;
    c2o_par::to_host(&h, r, sizeof h);
    c2o_par::dev_free(r);
    return std::size_t(h);
  } else {
    return search_index<Kind>(first, n, v, comp);
  }
}
template <int Kind, typename It> auto search_result(It first, std::size_t i) {
  if constexpr (Kind == 2) return i != 0;
  else return first + diff_t<It>(i);
}
template <int W, int Kind, typename It, typename VIt, typename Out, typename Comp>
Out search_many_(It first, It last, VIt vfirst, VIt vlast, Out out, Comp comp) {
  std::size_t n = count_of(first, last), m = count_of(vfirst, vlast);
  typedef value_t<Out> R;
  if constexpr (W == run_device) {
    auto f = dv(first);
    auto v = dv(vfirst);
    auto o = dv(out);
    for_n(m, [=](std::size_t j) { o[j] = static_cast<R>(search_index<Kind>(f, n, v[j], comp)); });
  } else {
    for (std::size_t j = 0; j < m; ++j) out[j] = static_cast<R>(search_index<Kind>(first, n, vfirst[j], comp));
  }
  return out + diff_t<Out>(m);
}
template <int W, typename It1, typename It2, typename Out, typename Comp>
Out merge_(It1 first1, It1 last1, It2 first2, It2 last2, Out out, Comp comp) {
  std::size_t n1 = count_of(first1, last1), n2 = count_of(first2, last2);
  if constexpr (W == run_device) {
    auto a = dv(first1);
    auto b = dv(first2);
    auto o = dv(out);
    for_n(n1 + n2, [=](std::size_t i) {
      if (i < n1) o[i + lower_index(b, n2, a[i], comp)] = a[i];
      else o[(i - n1) + upper_index(a, n1, b[i - n1], comp)] = b[i - n1];
    });
    return out + diff_t<Out>(n1 + n2);
  } else {
    return std::merge(first1, last1, first2, last2, out, comp);
  }
}

/* ---- compaction: copy_if, remove_if, unique, partition, reduce_by_key --------------------- */
template <int W, typename It, typename St, typename Out, typename Pred>
Out copy_if_(It first, It last, St stencil, Out out, Pred pred) {
  std::size_t n = count_of(first, last);
  if constexpr (W == run_device) {
    auto f = dv(first);
    auto s = dv(stencil);
    auto o = dv(out);
    std::size_t m = compact(
        n, [=](std::size_t i) { return pred(s[i]) ? 1u : 0u; }, [=](std::size_t j, std::size_t i) { o[j] = f[i]; });
    return out + diff_t<Out>(m);
  } else {
    for (std::size_t i = 0; i < n; ++i)
      if (pred(stencil[i])) {
        *out = first[i];
        ++out;
      }
    return out;
  }
}
/* Keeps the elements whose keep(i) holds, in order, in place; returns how many. */
template <int W, typename It, typename Keep> std::size_t keep_in_place(It first, std::size_t n, Keep keep) {
  typedef value_t<It> V;
  if constexpr (W == run_device) {
    if (n == 0) return 0;
    auto f = dv(first);
    dev_array<V> tmp(n);
    V *t = tmp.p;
    std::size_t m = compact(
        n, [=](std::size_t i) { return keep(f, i) ? 1u : 0u; },
        [=](std::size_t j, std::size_t i) { c2o_par::construct_at(t + j, static_cast<V>(f[i])); });
    for_n(m, [=](std::size_t j) { f[j] = t[j]; });
    return m;
  } else {
    std::vector<char> k(n);
    for (std::size_t i = 0; i < n; ++i) k[i] = keep(first, i);
    std::size_t m = 0;
    for (std::size_t i = 0; i < n; ++i)
      if (k[i]) {
        if (m != i) first[m] = static_cast<V>(first[i]);
        ++m;
      }
    return m;
  }
}
template <typename St, typename Pred> struct keep_unless {
  St s;
  Pred pred;
  template <typename F> bool operator()(const F &, std::size_t i) const { return !pred(s[i]); }
};
template <typename Pred> struct keep_unless_self {
  Pred pred;
  template <typename F> bool operator()(const F &f, std::size_t i) const { return !pred(f[i]); }
};
template <typename Pred> struct keep_heads {
  Pred pred;
  template <typename F> bool operator()(const F &f, std::size_t i) const { return i == 0 || !pred(f[i - 1], f[i]); }
};
template <int W, typename It, typename Pred> It remove_if_(It first, It last, Pred pred) {
  return first + diff_t<It>(keep_in_place<W>(first, count_of(first, last), keep_unless_self<Pred>{pred}));
}
template <int W, typename It, typename St, typename Pred> It remove_if_stencil_(It first, It last, St stencil, Pred pred) {
  if constexpr (W == run_device) {
    auto s = dv(stencil);
    return first + diff_t<It>(keep_in_place<W>(first, count_of(first, last), keep_unless<decltype(s), Pred>{s, pred}));
  } else {
    return first + diff_t<It>(keep_in_place<W>(first, count_of(first, last), keep_unless<St, Pred>{stencil, pred}));
  }
}
template <int W, typename It, typename T> It remove_(It first, It last, const T &value) {
  return remove_if_<W>(first, last, equals<T>{value});
}
template <int W, typename It, typename Out, typename Pred> Out remove_copy_if_(It first, It last, Out out, Pred pred) {
  return copy_if_<W>(first, last, first, out, not_pred<Pred>{pred});
}
template <int W, typename It, typename Pred> It unique_(It first, It last, Pred pred) {
  return first + diff_t<It>(keep_in_place<W>(first, count_of(first, last), keep_heads<Pred>{pred}));
}
template <int W, typename It, typename Out, typename Pred> Out unique_copy_(It first, It last, Out out, Pred pred) {
  std::size_t n = count_of(first, last);
  if constexpr (W == run_device) {
    auto f = dv(first);
    auto o = dv(out);
    heads<decltype(f), Pred> h{f, pred};
    std::size_t m = compact(n, h, [=](std::size_t j, std::size_t i) { o[j] = f[i]; });
    return out + diff_t<Out>(m);
  } else {
    for (std::size_t i = 0; i < n; ++i)
      if (i == 0 || !pred(first[i - 1], first[i])) {
        *out = first[i];
        ++out;
      }
    return out;
  }
}
template <int W, typename KIt, typename VIt, typename KOut, typename VOut, typename Pred>
pair<KOut, VOut> unique_by_key_copy_(KIt kfirst, KIt klast, VIt vfirst, KOut kout, VOut vout, Pred pred) {
  std::size_t n = count_of(kfirst, klast);
  std::size_t m = 0;
  if constexpr (W == run_device) {
    auto k = dv(kfirst);
    auto v = dv(vfirst);
    auto ko = dv(kout);
    auto vo = dv(vout);
    heads<decltype(k), Pred> h{k, pred};
    m = compact(n, h, [=](std::size_t j, std::size_t i) {
      ko[j] = k[i];
      vo[j] = v[i];
    });
  } else {
    for (std::size_t i = 0; i < n; ++i)
      if (i == 0 || !pred(kfirst[i - 1], kfirst[i])) {
        kout[diff_t<KOut>(m)] = kfirst[i];
        vout[diff_t<VOut>(m)] = vfirst[i];
        ++m;
      }
  }
  return pair<KOut, VOut>(kout + diff_t<KOut>(m), vout + diff_t<VOut>(m));
}
template <int W, typename It, typename Pred> diff_t<It> unique_count_(It first, It last, Pred pred) {
  std::size_t n = count_of(first, last);
  if constexpr (W == run_device) {
    auto f = dv(first);
    heads<decltype(f), Pred> h{f, pred};
    return diff_t<It>(c2o_par::sum_n<unsigned long long>(n, [=](std::size_t i) { return (unsigned long long)h(i); }));
  } else {
    diff_t<It> c = 0;
    for (std::size_t i = 0; i < n; ++i)
      if (i == 0 || !pred(first[i - 1], first[i])) ++c;
    return c;
  }
}
template <int W, typename KIt, typename VIt, typename Pred>
pair<KIt, VIt> unique_by_key_(KIt kfirst, KIt klast, VIt vfirst, Pred pred) {
  typedef value_t<KIt> K;
  typedef value_t<VIt> V;
  std::size_t n = count_of(kfirst, klast);
  std::size_t m = 0;
  if constexpr (W == run_device) {
    if (n) {
      auto k = dv(kfirst);
      auto v = dv(vfirst);
      dev_array<K> tk(n);
      dev_array<V> tv(n);
      K *a = tk.p;
      V *b = tv.p;
      heads<decltype(k), Pred> h{k, pred};
      m = compact(n, h, [=](std::size_t j, std::size_t i) {
        c2o_par::construct_at(a + j, static_cast<K>(k[i]));
        c2o_par::construct_at(b + j, static_cast<V>(v[i]));
      });
      for_n(m, [=](std::size_t j) {
        k[j] = a[j];
        v[j] = b[j];
      });
    }
  } else {
    for (std::size_t i = 0; i < n; ++i)
      if (i == 0 || !pred(kfirst[m - 1], kfirst[i])) {
        K kk = kfirst[i];
        V vv = vfirst[i];
        kfirst[m] = kk;
        vfirst[m] = vv;
        ++m;
      }
  }
  return pair<KIt, VIt>(kfirst + diff_t<KIt>(m), vfirst + diff_t<VIt>(m));
}
template <int W, typename KIt, typename VIt, typename KOut, typename VOut, typename Pred, typename Op>
pair<KOut, VOut> reduce_by_key_(KIt kfirst, KIt klast, VIt vfirst, KOut kout, VOut vout, Pred pred, Op op) {
  typedef value_t<VIt> V;
  std::size_t n = count_of(kfirst, klast);
  std::size_t m = 0;
  if constexpr (W == run_device) {
    if (n) {
      auto k = dv(kfirst);
      auto v = dv(vfirst);
      auto ko = dv(kout);
      auto vo = dv(vout);
      dev_array<std::size_t> starts(n + 1);
      std::size_t *st = starts.p;
      heads<decltype(k), Pred> h{k, pred};
      m = compact(n, h, [=](std::size_t j, std::size_t i) { st[j] = i; });
      c2o_par::to_device(st + m, &n, sizeof n);
      for_n(m, [=](std::size_t s) {
        std::size_t lo = st[s], hi = st[s + 1];
        V acc = v[lo];
        for (std::size_t j = lo + 1; j < hi; ++j) acc = op(acc, static_cast<V>(v[j]));
        ko[s] = k[lo];
        vo[s] = acc;
      });
    }
  } else {
    std::size_t i = 0;
    while (i < n) {
      V acc = vfirst[i];
      std::size_t j = i + 1;
      while (j < n && pred(kfirst[j - 1], kfirst[j])) {
        acc = op(acc, static_cast<V>(vfirst[j]));
        ++j;
      }
      kout[m] = kfirst[i];
      vout[m] = acc;
      ++m;
      i = j;
    }
  }
  return pair<KOut, VOut>(kout + diff_t<KOut>(m), vout + diff_t<VOut>(m));
}
template <int W, typename It, typename Pred> It stable_partition_(It first, It last, Pred pred) {
  typedef value_t<It> V;
  std::size_t n = count_of(first, last);
  if constexpr (W == run_device) {
    if (n == 0) return first;
    auto f = dv(first);
    dev_array<V> tmp(n);
    V *t = tmp.p;
    std::size_t m = compact(
        n, [=](std::size_t i) { return pred(f[i]) ? 1u : 0u; },
        [=](std::size_t j, std::size_t i) { c2o_par::construct_at(t + j, static_cast<V>(f[i])); });
    std::size_t m2 = compact(
        n, [=](std::size_t i) { return pred(f[i]) ? 0u : 1u; },
        [=](std::size_t j, std::size_t i) { c2o_par::construct_at(t + m + j, static_cast<V>(f[i])); });
    (void)m2;
    for_n(n, [=](std::size_t j) { f[j] = t[j]; });
    return first + diff_t<It>(m);
  } else {
    std::vector<V> yes, no;
    for (std::size_t i = 0; i < n; ++i) {
      V x = first[i];
      (pred(x) ? yes : no).push_back(x);
    }
    std::size_t j = 0;
    for (const V &x : yes) first[j++] = x;
    for (const V &x : no) first[j++] = x;
    return first + diff_t<It>(yes.size());
  }
}
template <int W, typename It, typename Gen> void generate_(It first, It last, Gen gen) {
  typedef value_t<It> V;
  std::size_t n = count_of(first, last);
  std::vector<V> h(n);
  for (std::size_t i = 0; i < n; ++i) h[i] = gen();
  if constexpr (view<It>::sys == sys_device) copy_between(h.begin(), h.end(), first);
  else std::copy(h.begin(), h.end(), first);
}
} // namespace detail

/* ---- the public algorithms ------------------------------------------------------------- */
#define C2O_V(It) typename detail::value_t<It>
C2O_THRUST_ALG(OutputIt, transform, transform_, (typename InputIt, typename OutputIt, typename UnaryOp), InputIt,
               (InputIt first, InputIt last, OutputIt result, UnaryOp op), (first, last, result, op), (InputIt, OutputIt))
C2O_THRUST_ALG(OutputIt, transform, transform2_,
               (typename InputIt1, typename InputIt2, typename OutputIt, typename BinaryOp), InputIt1,
               (InputIt1 first1, InputIt1 last1, InputIt2 first2, OutputIt result, BinaryOp op),
               (first1, last1, first2, result, op), (InputIt1, InputIt2, OutputIt))
C2O_THRUST_ALG(OutputIt, transform_if, transform_if_, (typename InputIt, typename OutputIt, typename UnaryOp, typename Pred),
               InputIt, (InputIt first, InputIt last, OutputIt result, UnaryOp op, Pred pred),
               (first, last, first, result, op, pred), (InputIt, OutputIt))
C2O_THRUST_ALG(OutputIt, transform_if, transform_if_,
               (typename InputIt, typename StencilIt, typename OutputIt, typename UnaryOp, typename Pred), InputIt,
               (InputIt first, InputIt last, StencilIt stencil, OutputIt result, UnaryOp op, Pred pred),
               (first, last, stencil, result, op, pred), (InputIt, StencilIt, OutputIt))
C2O_THRUST_ALG(InputIt, for_each, for_each_, (typename InputIt, typename F), InputIt, (InputIt first, InputIt last, F f),
               (first, last, f), (InputIt))
C2O_THRUST_ALG(InputIt, for_each_n, for_each_n_, (typename InputIt, typename Size, typename F), InputIt,
               (InputIt first, Size n, F f), (first, n, f), (InputIt))
C2O_THRUST_ALG(void, tabulate, tabulate_, (typename ForwardIt, typename UnaryOp), ForwardIt,
               (ForwardIt first, ForwardIt last, UnaryOp op), (first, last, op), (ForwardIt))
C2O_THRUST_ALG(void, sequence, sequence_, (typename ForwardIt), ForwardIt, (ForwardIt first, ForwardIt last),
               (first, last, C2O_V(ForwardIt)(0), C2O_V(ForwardIt)(1)), (ForwardIt))
C2O_THRUST_ALG(void, sequence, sequence_, (typename ForwardIt, typename T), ForwardIt,
               (ForwardIt first, ForwardIt last, T init), (first, last, init, T(1)), (ForwardIt))
C2O_THRUST_ALG(void, sequence, sequence_, (typename ForwardIt, typename T), ForwardIt,
               (ForwardIt first, ForwardIt last, T init, T step), (first, last, init, step), (ForwardIt))
C2O_THRUST_ALG(void, fill, fill_, (typename ForwardIt, typename T), ForwardIt,
               (ForwardIt first, ForwardIt last, const T &value), (first, last, value), (ForwardIt))
C2O_THRUST_ALG(OutputIt, fill_n, fill_n_, (typename OutputIt, typename Size, typename T), OutputIt,
               (OutputIt first, Size n, const T &value), (first, n, value), (OutputIt))
C2O_THRUST_ALG(void, uninitialized_fill, fill_, (typename ForwardIt, typename T), ForwardIt,
               (ForwardIt first, ForwardIt last, const T &value), (first, last, value), (ForwardIt))
C2O_THRUST_ALG(void, generate, generate_, (typename ForwardIt, typename Generator), ForwardIt,
               (ForwardIt first, ForwardIt last, Generator gen), (first, last, gen), (ForwardIt))
C2O_THRUST_ALG(void, replace, replace_if_value_, (typename ForwardIt, typename T), ForwardIt,
               (ForwardIt first, ForwardIt last, const T &old_value, const T &new_value),
               (first, last, old_value, new_value), (ForwardIt))
C2O_THRUST_ALG(void, replace_if, replace_if_, (typename ForwardIt, typename Pred, typename T), ForwardIt,
               (ForwardIt first, ForwardIt last, Pred pred, const T &new_value), (first, last, pred, new_value),
               (ForwardIt))
C2O_THRUST_ALG(void, reverse, reverse_, (typename BidirIt), BidirIt, (BidirIt first, BidirIt last), (first, last),
               (BidirIt))
C2O_THRUST_ALG(It2, swap_ranges, swap_ranges_, (typename It1, typename It2), It1, (It1 first1, It1 last1, It2 first2),
               (first1, last1, first2), (It1, It2))
C2O_THRUST_ALG(void, shuffle, shuffle_, (typename RandomIt, typename URBG), RandomIt,
               (RandomIt first, RandomIt last, URBG &&g), (first, last, g), (RandomIt))
C2O_THRUST_ALG(void, shuffle_copy, shuffle_copy_, (typename RandomIt, typename OutputIt, typename URBG), RandomIt,
               (RandomIt first, RandomIt last, OutputIt result, URBG &&g), (first, last, result, g),
               (RandomIt, OutputIt))
C2O_THRUST_ALG(OutputIt, gather, gather_, (typename MapIt, typename InputIt, typename OutputIt), MapIt,
               (MapIt map_first, MapIt map_last, InputIt input, OutputIt result), (map_first, map_last, input, result),
               (MapIt, InputIt, OutputIt))
C2O_THRUST_ALG(void, scatter, scatter_, (typename InputIt, typename MapIt, typename OutputIt), InputIt,
               (InputIt first, InputIt last, MapIt map, OutputIt result), (first, last, map, result),
               (InputIt, MapIt, OutputIt))

/* copy: without a policy, between the systems of its two ranges */
template <typename InputIt, typename OutputIt, C2O_THRUST_NP(InputIt)> OutputIt copy(InputIt first, InputIt last, OutputIt result) {
  return detail::copy_any_<0>(first, last, result);
}
template <typename DerivedPolicy, typename InputIt, typename OutputIt>
OutputIt copy(const execution_policy<DerivedPolicy> &, InputIt first, InputIt last, OutputIt result) {
  return detail::copy_<detail::where_policy<DerivedPolicy>()>(first, last, result);
}
template <typename InputIt, typename Size, typename OutputIt, C2O_THRUST_NP(InputIt)>
OutputIt copy_n(InputIt first, Size n, OutputIt result) {
  return detail::copy_n_any_<0>(first, n, result);
}
template <typename DerivedPolicy, typename InputIt, typename Size, typename OutputIt>
OutputIt copy_n(const execution_policy<DerivedPolicy> &, InputIt first, Size n, OutputIt result) {
  return detail::copy_n_<detail::where_policy<DerivedPolicy>()>(first, n, result);
}
C2O_THRUST_ALG(OutputIt, copy_if, copy_if_, (typename InputIt, typename OutputIt, typename Pred), InputIt,
               (InputIt first, InputIt last, OutputIt result, Pred pred), (first, last, first, result, pred),
               (InputIt, OutputIt))
C2O_THRUST_ALG(OutputIt, copy_if, copy_if_, (typename InputIt, typename StencilIt, typename OutputIt, typename Pred), InputIt,
               (InputIt first, InputIt last, StencilIt stencil, OutputIt result, Pred pred),
               (first, last, stencil, result, pred), (InputIt, StencilIt, OutputIt))

/* reductions */
C2O_THRUST_ALG(C2O_V(InputIt), reduce, reduce_, (typename InputIt), InputIt, (InputIt first, InputIt last),
               (first, last, C2O_V(InputIt)(), thrust::plus<C2O_V(InputIt)>()), (InputIt))
C2O_THRUST_ALG(T, reduce, reduce_, (typename InputIt, typename T), InputIt, (InputIt first, InputIt last, T init),
               (first, last, init, thrust::plus<T>()), (InputIt))
C2O_THRUST_ALG(T, reduce, reduce_, (typename InputIt, typename T, typename BinaryOp), InputIt,
               (InputIt first, InputIt last, T init, BinaryOp op), (first, last, init, op), (InputIt))
C2O_THRUST_ALG(T, transform_reduce, transform_reduce_, (typename InputIt, typename UnaryOp, typename T, typename BinaryOp),
               InputIt, (InputIt first, InputIt last, UnaryOp unary_op, T init, BinaryOp binary_op),
               (first, last, unary_op, init, binary_op), (InputIt))
C2O_THRUST_ALG(T, inner_product, inner_product_, (typename InputIt1, typename InputIt2, typename T), InputIt1,
               (InputIt1 first1, InputIt1 last1, InputIt2 first2, T init),
               (first1, last1, first2, init, thrust::plus<T>(), thrust::multiplies<T>()), (InputIt1, InputIt2))
C2O_THRUST_ALG(T, inner_product, inner_product_,
               (typename InputIt1, typename InputIt2, typename T, typename BinaryOp1, typename BinaryOp2), InputIt1,
               (InputIt1 first1, InputIt1 last1, InputIt2 first2, T init, BinaryOp1 op1, BinaryOp2 op2),
               (first1, last1, first2, init, op1, op2), (InputIt1, InputIt2))
C2O_THRUST_ALG(typename detail::diff_t<InputIt>, count, count_, (typename InputIt, typename EqualityComparable), InputIt,
               (InputIt first, InputIt last, const EqualityComparable &value), (first, last, value), (InputIt))
C2O_THRUST_ALG(typename detail::diff_t<InputIt>, count_if, count_if_, (typename InputIt, typename Pred), InputIt,
               (InputIt first, InputIt last, Pred pred), (first, last, pred), (InputIt))
C2O_THRUST_ALG(ForwardIt, min_element, min_element_, (typename ForwardIt), ForwardIt, (ForwardIt first, ForwardIt last),
               (first, last, thrust::less<C2O_V(ForwardIt)>()), (ForwardIt))
C2O_THRUST_ALG(ForwardIt, min_element, min_element_, (typename ForwardIt, typename Compare), ForwardIt,
               (ForwardIt first, ForwardIt last, Compare comp), (first, last, comp), (ForwardIt))
C2O_THRUST_ALG(ForwardIt, max_element, max_element_, (typename ForwardIt), ForwardIt, (ForwardIt first, ForwardIt last),
               (first, last, thrust::less<C2O_V(ForwardIt)>()), (ForwardIt))
C2O_THRUST_ALG(ForwardIt, max_element, max_element_, (typename ForwardIt, typename Compare), ForwardIt,
               (ForwardIt first, ForwardIt last, Compare comp), (first, last, comp), (ForwardIt))
C2O_THRUST_ALG(C2O_EXPAND(pair<ForwardIt, ForwardIt>), minmax_element, minmax_element_, (typename ForwardIt), ForwardIt,
               (ForwardIt first, ForwardIt last), (first, last, thrust::less<C2O_V(ForwardIt)>()), (ForwardIt))
C2O_THRUST_ALG(C2O_EXPAND(pair<ForwardIt, ForwardIt>), minmax_element, minmax_element_,
               (typename ForwardIt, typename Compare), ForwardIt, (ForwardIt first, ForwardIt last, Compare comp),
               (first, last, comp), (ForwardIt))
C2O_THRUST_ALG(bool, equal, equal_, (typename InputIt1, typename InputIt2), InputIt1,
               (InputIt1 first1, InputIt1 last1, InputIt2 first2), (first1, last1, first2, thrust::equal_to<>()),
               (InputIt1, InputIt2))
C2O_THRUST_ALG(bool, equal, equal_, (typename InputIt1, typename InputIt2, typename BinaryPred), InputIt1,
               (InputIt1 first1, InputIt1 last1, InputIt2 first2, BinaryPred pred), (first1, last1, first2, pred),
               (InputIt1, InputIt2))
C2O_THRUST_ALG(bool, all_of, all_of_, (typename InputIt, typename Pred), InputIt, (InputIt first, InputIt last, Pred pred),
               (first, last, pred), (InputIt))
C2O_THRUST_ALG(bool, any_of, any_of_, (typename InputIt, typename Pred), InputIt, (InputIt first, InputIt last, Pred pred),
               (first, last, pred), (InputIt))
C2O_THRUST_ALG(bool, none_of, none_of_, (typename InputIt, typename Pred), InputIt,
               (InputIt first, InputIt last, Pred pred), (first, last, pred), (InputIt))
C2O_THRUST_ALG(InputIt, find, find_, (typename InputIt, typename T), InputIt, (InputIt first, InputIt last, const T &value),
               (first, last, value), (InputIt))
C2O_THRUST_ALG(InputIt, find_if, find_if_, (typename InputIt, typename Pred), InputIt,
               (InputIt first, InputIt last, Pred pred), (first, last, pred), (InputIt))

/* scans */
C2O_THRUST_ALG(OutputIt, inclusive_scan, inclusive_scan_, (typename InputIt, typename OutputIt), InputIt,
               (InputIt first, InputIt last, OutputIt result), (first, last, result, thrust::plus<C2O_V(InputIt)>()),
               (InputIt, OutputIt))
C2O_THRUST_ALG(OutputIt, inclusive_scan, inclusive_scan_, (typename InputIt, typename OutputIt, typename BinaryOp), InputIt,
               (InputIt first, InputIt last, OutputIt result, BinaryOp op), (first, last, result, op), (InputIt, OutputIt))
C2O_THRUST_ALG(OutputIt, exclusive_scan, exclusive_scan_, (typename InputIt, typename OutputIt), InputIt,
               (InputIt first, InputIt last, OutputIt result),
               (first, last, result, C2O_V(InputIt)(), thrust::plus<C2O_V(InputIt)>()), (InputIt, OutputIt))
C2O_THRUST_ALG(OutputIt, exclusive_scan, exclusive_scan_, (typename InputIt, typename OutputIt, typename T), InputIt,
               (InputIt first, InputIt last, OutputIt result, T init), (first, last, result, init, thrust::plus<T>()),
               (InputIt, OutputIt))
C2O_THRUST_ALG(OutputIt, exclusive_scan, exclusive_scan_,
               (typename InputIt, typename OutputIt, typename T, typename BinaryOp), InputIt,
               (InputIt first, InputIt last, OutputIt result, T init, BinaryOp op), (first, last, result, init, op),
               (InputIt, OutputIt))
C2O_THRUST_ALG(OutputIt, transform_inclusive_scan, transform_inclusive_scan_,
               (typename InputIt, typename OutputIt, typename UnaryOp, typename BinaryOp), InputIt,
               (InputIt first, InputIt last, OutputIt result, UnaryOp unary_op, BinaryOp binary_op),
               (first, last, result, unary_op, binary_op), (InputIt, OutputIt))
C2O_THRUST_ALG(OutputIt, transform_exclusive_scan, transform_exclusive_scan_,
               (typename InputIt, typename OutputIt, typename UnaryOp, typename T, typename BinaryOp), InputIt,
               (InputIt first, InputIt last, OutputIt result, UnaryOp unary_op, T init, BinaryOp binary_op),
               (first, last, result, unary_op, init, binary_op), (InputIt, OutputIt))
C2O_THRUST_ALG(OutputIt, inclusive_scan_by_key, inclusive_scan_by_key_,
               (typename KeyIt, typename ValueIt, typename OutputIt), KeyIt,
               (KeyIt first1, KeyIt last1, ValueIt first2, OutputIt result),
               (first1, last1, first2, result, thrust::equal_to<>(), thrust::plus<>()), (KeyIt, ValueIt, OutputIt))
C2O_THRUST_ALG(OutputIt, exclusive_scan_by_key, exclusive_scan_by_key_,
               (typename KeyIt, typename ValueIt, typename OutputIt), KeyIt,
               (KeyIt first1, KeyIt last1, ValueIt first2, OutputIt result),
               (first1, last1, first2, result, C2O_V(ValueIt)(), thrust::equal_to<>(), thrust::plus<>()),
               (KeyIt, ValueIt, OutputIt))
C2O_THRUST_ALG(OutputIt, exclusive_scan_by_key, exclusive_scan_by_key_,
               (typename KeyIt, typename ValueIt, typename OutputIt, typename T), KeyIt,
               (KeyIt first1, KeyIt last1, ValueIt first2, OutputIt result, T init),
               (first1, last1, first2, result, init, thrust::equal_to<>(), thrust::plus<>()), (KeyIt, ValueIt, OutputIt))
C2O_THRUST_ALG(OutputIt, inclusive_scan_by_key, inclusive_scan_by_key_,
               (typename KeyIt, typename ValueIt, typename OutputIt, typename BinaryPred), KeyIt,
               (KeyIt first1, KeyIt last1, ValueIt first2, OutputIt result, BinaryPred pred),
               (first1, last1, first2, result, pred, thrust::plus<>()), (KeyIt, ValueIt, OutputIt))
C2O_THRUST_ALG(OutputIt, inclusive_scan_by_key, inclusive_scan_by_key_,
               (typename KeyIt, typename ValueIt, typename OutputIt, typename BinaryPred, typename BinaryOp), KeyIt,
               (KeyIt first1, KeyIt last1, ValueIt first2, OutputIt result, BinaryPred pred, BinaryOp op),
               (first1, last1, first2, result, pred, op), (KeyIt, ValueIt, OutputIt))
C2O_THRUST_ALG(OutputIt, exclusive_scan_by_key, exclusive_scan_by_key_,
               (typename KeyIt, typename ValueIt, typename OutputIt, typename T, typename BinaryPred), KeyIt,
               (KeyIt first1, KeyIt last1, ValueIt first2, OutputIt result, T init, BinaryPred pred),
               (first1, last1, first2, result, init, pred, thrust::plus<>()), (KeyIt, ValueIt, OutputIt))
C2O_THRUST_ALG(OutputIt, exclusive_scan_by_key, exclusive_scan_by_key_,
               (typename KeyIt, typename ValueIt, typename OutputIt, typename T, typename BinaryPred, typename BinaryOp),
               KeyIt, (KeyIt first1, KeyIt last1, ValueIt first2, OutputIt result, T init, BinaryPred pred, BinaryOp op),
               (first1, last1, first2, result, init, pred, op), (KeyIt, ValueIt, OutputIt))
C2O_THRUST_ALG(OutputIt, adjacent_difference, adjacent_difference_, (typename InputIt, typename OutputIt), InputIt,
               (InputIt first, InputIt last, OutputIt result), (first, last, result, thrust::minus<>()),
               (InputIt, OutputIt))
C2O_THRUST_ALG(OutputIt, adjacent_difference, adjacent_difference_,
               (typename InputIt, typename OutputIt, typename BinaryOp), InputIt,
               (InputIt first, InputIt last, OutputIt result, BinaryOp op), (first, last, result, op), (InputIt, OutputIt))

/* sorting and searching */
C2O_THRUST_ALG(void, sort, sort_, (typename RandomIt), RandomIt, (RandomIt first, RandomIt last),
               (first, last, thrust::less<C2O_V(RandomIt)>()), (RandomIt))
C2O_THRUST_ALG(void, sort, sort_, (typename RandomIt, typename Compare), RandomIt,
               (RandomIt first, RandomIt last, Compare comp), (first, last, comp), (RandomIt))
C2O_THRUST_ALG(void, stable_sort, sort_, (typename RandomIt), RandomIt, (RandomIt first, RandomIt last),
               (first, last, thrust::less<C2O_V(RandomIt)>()), (RandomIt))
C2O_THRUST_ALG(void, stable_sort, sort_, (typename RandomIt, typename Compare), RandomIt,
               (RandomIt first, RandomIt last, Compare comp), (first, last, comp), (RandomIt))
C2O_THRUST_ALG(void, sort_by_key, sort_by_key_, (typename KeyIt, typename ValueIt), KeyIt,
               (KeyIt keys_first, KeyIt keys_last, ValueIt values_first),
               (keys_first, keys_last, values_first, thrust::less<C2O_V(KeyIt)>()), (KeyIt, ValueIt))
C2O_THRUST_ALG(void, sort_by_key, sort_by_key_, (typename KeyIt, typename ValueIt, typename Compare), KeyIt,
               (KeyIt keys_first, KeyIt keys_last, ValueIt values_first, Compare comp),
               (keys_first, keys_last, values_first, comp), (KeyIt, ValueIt))
C2O_THRUST_ALG(void, stable_sort_by_key, sort_by_key_, (typename KeyIt, typename ValueIt), KeyIt,
               (KeyIt keys_first, KeyIt keys_last, ValueIt values_first),
               (keys_first, keys_last, values_first, thrust::less<C2O_V(KeyIt)>()), (KeyIt, ValueIt))
C2O_THRUST_ALG(void, stable_sort_by_key, sort_by_key_, (typename KeyIt, typename ValueIt, typename Compare), KeyIt,
               (KeyIt keys_first, KeyIt keys_last, ValueIt values_first, Compare comp),
               (keys_first, keys_last, values_first, comp), (KeyIt, ValueIt))
C2O_THRUST_ALG(bool, is_sorted, is_sorted_, (typename ForwardIt), ForwardIt, (ForwardIt first, ForwardIt last),
               (first, last, thrust::less<C2O_V(ForwardIt)>()), (ForwardIt))
C2O_THRUST_ALG(bool, is_sorted, is_sorted_, (typename ForwardIt, typename Compare), ForwardIt,
               (ForwardIt first, ForwardIt last, Compare comp), (first, last, comp), (ForwardIt))
#define C2O_THRUST_SEARCH(name, Kind, Ret)                                                                  \
  template <typename ForwardIt, typename T, C2O_THRUST_NP(ForwardIt)> Ret name(ForwardIt first, ForwardIt last, const T &value) { \
    return detail::search_result<Kind>(first, detail::search_<detail::where<ForwardIt>(), Kind>(first, last, value, thrust::less<>()));           \
  }                                                                                                                \
  template <typename ForwardIt, typename T, typename Compare, C2O_THRUST_NP(ForwardIt)>                            \
  Ret name(ForwardIt first, ForwardIt last, const T &value, Compare comp) {                                        \
    return detail::search_result<Kind>(first, detail::search_<detail::where<ForwardIt>(), Kind>(first, last, value, comp));                       \
  }                                                                                                                \
  template <typename DerivedPolicy, typename ForwardIt, typename T>                                                \
  Ret name(const execution_policy<DerivedPolicy> &, ForwardIt first, ForwardIt last, const T &value) {             \
    return detail::search_result<Kind>(first, detail::search_<detail::where_policy<DerivedPolicy>(), Kind>(first, last, value, thrust::less<>())); \
  }                                                                                                                \
  template <typename DerivedPolicy, typename ForwardIt, typename T, typename Compare>                              \
  Ret name(const execution_policy<DerivedPolicy> &, ForwardIt first, ForwardIt last, const T &value, Compare comp) { \
    return detail::search_result<Kind>(first, detail::search_<detail::where_policy<DerivedPolicy>(), Kind>(first, last, value, comp));            \
  }                                                                                                                \
  template <typename ForwardIt, typename InputIt, typename OutputIt, C2O_THRUST_NP(ForwardIt)>                     \
  OutputIt name(ForwardIt first, ForwardIt last, InputIt values_first, InputIt values_last, OutputIt result) {     \
    return detail::search_many_<detail::where<ForwardIt, InputIt, OutputIt>(), Kind>(first, last, values_first,     \
                                                                                      values_last, result, thrust::less<>()); \
  }                                                                                                                \
  template <typename DerivedPolicy, typename ForwardIt, typename InputIt, typename OutputIt>                       \
  OutputIt name(const execution_policy<DerivedPolicy> &, ForwardIt first, ForwardIt last, InputIt values_first,   \
                InputIt values_last, OutputIt result) {                                                             \
    return detail::search_many_<detail::where_policy<DerivedPolicy>(), Kind>(first, last, values_first, values_last, \
                                                                             result, thrust::less<>());           \
  }
C2O_THRUST_SEARCH(lower_bound, 0, ForwardIt)
C2O_THRUST_SEARCH(upper_bound, 1, ForwardIt)
C2O_THRUST_SEARCH(binary_search, 2, bool)
#undef C2O_THRUST_SEARCH
C2O_THRUST_ALG(OutputIt, merge, merge_, (typename InputIt1, typename InputIt2, typename OutputIt), InputIt1,
               (InputIt1 first1, InputIt1 last1, InputIt2 first2, InputIt2 last2, OutputIt result),
               (first1, last1, first2, last2, result, thrust::less<>()), (InputIt1, InputIt2, OutputIt))
C2O_THRUST_ALG(OutputIt, merge, merge_, (typename InputIt1, typename InputIt2, typename OutputIt, typename Compare), InputIt1,
               (InputIt1 first1, InputIt1 last1, InputIt2 first2, InputIt2 last2, OutputIt result, Compare comp),
               (first1, last1, first2, last2, result, comp), (InputIt1, InputIt2, OutputIt))

/* reordering */
C2O_THRUST_ALG(ForwardIt, unique, unique_, (typename ForwardIt), ForwardIt, (ForwardIt first, ForwardIt last),
               (first, last, thrust::equal_to<>()), (ForwardIt))
C2O_THRUST_ALG(ForwardIt, unique, unique_, (typename ForwardIt, typename BinaryPred), ForwardIt,
               (ForwardIt first, ForwardIt last, BinaryPred pred), (first, last, pred), (ForwardIt))
C2O_THRUST_ALG(OutputIt, unique_copy, unique_copy_, (typename InputIt, typename OutputIt), InputIt,
               (InputIt first, InputIt last, OutputIt result), (first, last, result, thrust::equal_to<>()),
               (InputIt, OutputIt))
C2O_THRUST_ALG(typename detail::diff_t<ForwardIt>, unique_count, unique_count_, (typename ForwardIt), ForwardIt,
               (ForwardIt first, ForwardIt last), (first, last, thrust::equal_to<>()), (ForwardIt))
C2O_THRUST_ALG(C2O_EXPAND(pair<KeyIt, ValueIt>), unique_by_key, unique_by_key_, (typename KeyIt, typename ValueIt), KeyIt,
               (KeyIt keys_first, KeyIt keys_last, ValueIt values_first),
               (keys_first, keys_last, values_first, thrust::equal_to<>()), (KeyIt, ValueIt))
C2O_THRUST_ALG(OutputIt, unique_copy, unique_copy_, (typename InputIt, typename OutputIt, typename BinaryPred), InputIt,
               (InputIt first, InputIt last, OutputIt result, BinaryPred pred), (first, last, result, pred),
               (InputIt, OutputIt))
C2O_THRUST_ALG(C2O_EXPAND(pair<KeyIt, ValueIt>), unique_by_key, unique_by_key_,
               (typename KeyIt, typename ValueIt, typename BinaryPred), KeyIt,
               (KeyIt keys_first, KeyIt keys_last, ValueIt values_first, BinaryPred pred),
               (keys_first, keys_last, values_first, pred), (KeyIt, ValueIt))
C2O_THRUST_ALG(C2O_EXPAND(pair<KeyOut, ValueOut>), unique_by_key_copy, unique_by_key_copy_,
               (typename KeyIt, typename ValueIt, typename KeyOut, typename ValueOut), KeyIt,
               (KeyIt keys_first, KeyIt keys_last, ValueIt values_first, KeyOut keys_output, ValueOut values_output),
               (keys_first, keys_last, values_first, keys_output, values_output, thrust::equal_to<>()),
               (KeyIt, ValueIt, KeyOut, ValueOut))
C2O_THRUST_ALG(C2O_EXPAND(pair<KeyOut, ValueOut>), unique_by_key_copy, unique_by_key_copy_,
               (typename KeyIt, typename ValueIt, typename KeyOut, typename ValueOut, typename BinaryPred), KeyIt,
               (KeyIt keys_first, KeyIt keys_last, ValueIt values_first, KeyOut keys_output, ValueOut values_output,
                BinaryPred pred),
               (keys_first, keys_last, values_first, keys_output, values_output, pred), (KeyIt, ValueIt, KeyOut, ValueOut))
C2O_THRUST_ALG(C2O_EXPAND(pair<KeyOut, ValueOut>), reduce_by_key, reduce_by_key_,
               (typename KeyIt, typename ValueIt, typename KeyOut, typename ValueOut), KeyIt,
               (KeyIt keys_first, KeyIt keys_last, ValueIt values_first, KeyOut keys_output, ValueOut values_output),
               (keys_first, keys_last, values_first, keys_output, values_output, thrust::equal_to<>(), thrust::plus<>()),
               (KeyIt, ValueIt, KeyOut, ValueOut))
C2O_THRUST_ALG(C2O_EXPAND(pair<KeyOut, ValueOut>), reduce_by_key, reduce_by_key_,
               (typename KeyIt, typename ValueIt, typename KeyOut, typename ValueOut, typename BinaryPred), KeyIt,
               (KeyIt keys_first, KeyIt keys_last, ValueIt values_first, KeyOut keys_output, ValueOut values_output,
                BinaryPred pred),
               (keys_first, keys_last, values_first, keys_output, values_output, pred, thrust::plus<>()),
               (KeyIt, ValueIt, KeyOut, ValueOut))
C2O_THRUST_ALG(C2O_EXPAND(pair<KeyOut, ValueOut>), reduce_by_key, reduce_by_key_,
               (typename KeyIt, typename ValueIt, typename KeyOut, typename ValueOut, typename BinaryPred,
                typename BinaryOp),
               KeyIt,
               (KeyIt keys_first, KeyIt keys_last, ValueIt values_first, KeyOut keys_output, ValueOut values_output,
                BinaryPred pred, BinaryOp op),
               (keys_first, keys_last, values_first, keys_output, values_output, pred, op),
               (KeyIt, ValueIt, KeyOut, ValueOut))
C2O_THRUST_ALG(ForwardIt, remove_if, remove_if_, (typename ForwardIt, typename Pred), ForwardIt,
               (ForwardIt first, ForwardIt last, Pred pred), (first, last, pred), (ForwardIt))
C2O_THRUST_ALG(ForwardIt, remove_if, remove_if_stencil_, (typename ForwardIt, typename StencilIt, typename Pred), ForwardIt,
               (ForwardIt first, ForwardIt last, StencilIt stencil, Pred pred), (first, last, stencil, pred),
               (ForwardIt, StencilIt))
C2O_THRUST_ALG(ForwardIt, remove, remove_, (typename ForwardIt, typename T), ForwardIt,
               (ForwardIt first, ForwardIt last, const T &value), (first, last, value), (ForwardIt))
C2O_THRUST_ALG(OutputIt, remove_copy_if, remove_copy_if_, (typename InputIt, typename OutputIt, typename Pred), InputIt,
               (InputIt first, InputIt last, OutputIt result, Pred pred), (first, last, result, pred),
               (InputIt, OutputIt))
C2O_THRUST_ALG(ForwardIt, partition, stable_partition_, (typename ForwardIt, typename Pred), ForwardIt,
               (ForwardIt first, ForwardIt last, Pred pred), (first, last, pred), (ForwardIt))
C2O_THRUST_ALG(ForwardIt, stable_partition, stable_partition_, (typename ForwardIt, typename Pred), ForwardIt,
               (ForwardIt first, ForwardIt last, Pred pred), (first, last, pred), (ForwardIt))
#include "c2o_thrust_variants.h"
#undef C2O_V

template <typename T> const T &max(const T &a, const T &b) { return a < b ? b : a; }
template <typename T, typename Compare> const T &max(const T &a, const T &b, Compare comp) { return comp(a, b) ? b : a; }
template <typename T> const T &min(const T &a, const T &b) { return b < a ? b : a; }
template <typename T, typename Compare> const T &min(const T &a, const T &b, Compare comp) { return comp(b, a) ? b : a; }
template <typename InputIt> typename detail::diff_t<InputIt> distance(InputIt first, InputIt last) { return last - first; }
template <typename InputIt, typename Distance> void advance(InputIt &i, Distance n) { i += n; }
using std::swap;

#undef C2O_THRUST_ALG
#undef C2O_EXPAND
#undef C2O_THRUST_NP

} // namespace thrust

#endif /* C2O_THRUST_ALGORITHMS_H */
