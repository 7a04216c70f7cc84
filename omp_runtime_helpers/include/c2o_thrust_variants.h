/* c2o_thrust_variants.h - the _copy, _if, _n, _not and stencil variants of
 * Thrust's algorithms, and the searches that complete a family
 * (c2o_thrust_algorithms.h includes it, inside namespace thrust, with its
 * C2O_THRUST_ALG and C2O_V macros).
 *
 * Each is built on the algorithms and primitives of c2o_thrust_algorithms.h
 * and c2o_par.h: copies over reverse iterators, compaction with a negated or
 * stencil predicate, the first index where a predicate holds (a min-reduction
 * of candidate indices), so it runs where its iterators live, like the rest. */
#ifndef C2O_THRUST_VARIANTS_H
#define C2O_THRUST_VARIANTS_H

namespace detail {
/* The first i in [0, n) with bad(i), or n: a min-reduction on the device. */
template <int W, typename Bad> std::size_t first_index(std::size_t n, const Bad &bad) {
  if constexpr (W == run_device) {
    unsigned long long k =
        c2o_par::min_n<unsigned long long>(n, [=](std::size_t i) { return bad(i) ? (unsigned long long)i : ~0ull; });
    return k == ~0ull ? n : std::size_t(k);
  } else {
    for (std::size_t i = 0; i < n; ++i)
      if (bad(i)) return i;
    return n;
  }
}
template <int W, typename It> auto view_of(const It &it) {
  if constexpr (W == run_device) return dv(it);
  else return it;
}
template <typename Pred> struct truthy_or {
  Pred pred;
  template <typename T> bool operator()(const T &x) const { return pred(x); }
};
struct truthy {
  template <typename T> bool operator()(const T &x) const { return bool(x); }
};
template <int W, typename It, typename Pred> It find_if_not_(It first, It last, Pred pred) {
  return find_if_<W>(first, last, not_pred<Pred>{pred});
}
template <int W, typename It1, typename It2, typename Pred>
pair<It1, It2> mismatch_(It1 first1, It1 last1, It2 first2, Pred pred) {
  auto a = view_of<W>(first1);
  auto b = view_of<W>(first2);
  std::size_t k = first_index<W>(count_of(first1, last1), [=](std::size_t i) { return !pred(a[i], b[i]); });
  return pair<It1, It2>(first1 + diff_t<It1>(k), first2 + diff_t<It2>(k));
}
template <int W, typename It, typename Comp> It is_sorted_until_(It first, It last, Comp comp) {
  std::size_t n = count_of(first, last);
  if (n < 2) return last;
  auto f = view_of<W>(first);
  std::size_t k = first_index<W>(n - 1, [=](std::size_t i) { return comp(f[i + 1], f[i]); });
  return first + diff_t<It>(k + 1);
}
template <int W, typename It, typename Pred> bool is_partitioned_(It first, It last, Pred pred) {
  std::size_t n = count_of(first, last);
  if (n < 2) return true;
  auto f = view_of<W>(first);
  return first_index<W>(n - 1, [=](std::size_t i) { return !pred(f[i]) && pred(f[i + 1]); }) == n - 1;
}
template <int W, typename It, typename Size, typename Gen> It generate_n_(It first, Size n, Gen gen) {
  generate_<W>(first, first + diff_t<It>(n), gen);
  return first + diff_t<It>(n);
}
template <int W, typename It, typename Out> Out reverse_copy_(It first, It last, Out out) {
  return copy_<W>(std::reverse_iterator<It>(last), std::reverse_iterator<It>(first), out);
}
template <int W, typename It, typename Out, typename T> Out remove_copy_(It first, It last, Out out, const T &value) {
  return remove_copy_if_<W>(first, last, out, equals<T>{value});
}
template <int W, typename It, typename St, typename Out, typename Pred>
Out remove_copy_if_stencil_(It first, It last, St stencil, Out out, Pred pred) {
  return copy_if_<W>(first, last, stencil, out, not_pred<Pred>{pred});
}
template <int W, typename It, typename St, typename Out, typename Pred, typename T>
Out replace_copy_if_(It first, It last, St stencil, Out out, Pred pred, const T &new_value) {
  std::size_t n = count_of(first, last);
  if constexpr (W == run_device) {
    auto f = dv(first);
    auto s = dv(stencil);
    auto o = dv(out);
    image<T> b = pack(new_value);
    typedef value_t<Out> R;
    for_n(n, [=](std::size_t i) { o[i] = pred(s[i]) ? static_cast<R>(unpack(b)) : static_cast<R>(f[i]); });
  } else {
    for (std::size_t i = 0; i < n; ++i) out[i] = pred(stencil[i]) ? new_value : first[i];
  }
  return out + diff_t<Out>(n);
}
template <int W, typename It, typename Out, typename T>
Out replace_copy_(It first, It last, Out out, const T &old_value, const T &new_value) {
  return replace_copy_if_<W>(first, last, first, out, equals<T>{old_value}, new_value);
}
template <int W, typename MapIt, typename St, typename In, typename Out, typename Pred>
Out gather_if_(MapIt map_first, MapIt map_last, St stencil, In input, Out out, Pred pred) {
  std::size_t n = count_of(map_first, map_last);
  if constexpr (W == run_device) {
    auto m = dv(map_first);
    auto s = dv(stencil);
    auto in = dv(input);
    auto o = dv(out);
    for_n(n, [=](std::size_t i) {
      if (pred(s[i])) o[i] = in[m[i]];
    });
  } else {
    for (std::size_t i = 0; i < n; ++i)
      if (pred(stencil[i])) out[i] = input[map_first[i]];
  }
  return out + diff_t<Out>(n);
}
template <int W, typename In, typename MapIt, typename St, typename Out, typename Pred>
void scatter_if_(In first, In last, MapIt map, St stencil, Out out, Pred pred) {
  std::size_t n = count_of(first, last);
  if constexpr (W == run_device) {
    auto f = dv(first);
    auto m = dv(map);
    auto s = dv(stencil);
    auto o = dv(out);
    for_n(n, [=](std::size_t i) {
      if (pred(s[i])) o[m[i]] = f[i];
    });
  } else {
    for (std::size_t i = 0; i < n; ++i)
      if (pred(stencil[i])) out[map[i]] = first[i];
  }
}
template <int W, typename It, typename T, typename Comp> pair<It, It> equal_range_(It first, It last, const T &v, Comp comp) {
  return pair<It, It>(first + diff_t<It>(search_<W, 0>(first, last, v, comp)),
                      first + diff_t<It>(search_<W, 1>(first, last, v, comp)));
}
/* stable_partition by a stencil: the values whose stencil satisfies pred first. */
template <int W, typename It, typename St, typename Pred> It stable_partition_stencil_(It first, It last, St stencil, Pred pred) {
  typedef value_t<It> V;
  std::size_t n = count_of(first, last);
  if (n == 0) return first;
  if constexpr (W == run_device) {
    dev_array<V> tmp(n);
    V *t = tmp.p;
    auto f = dv(first);
    auto s = dv(stencil);
    std::size_t m = compact(
        n, [=](std::size_t i) { return pred(s[i]) ? 1u : 0u; },
        [=](std::size_t j, std::size_t i) { c2o_par::construct_at(t + j, static_cast<V>(f[i])); });
    compact(
        n, [=](std::size_t i) { return pred(s[i]) ? 0u : 1u; },
        [=](std::size_t j, std::size_t i) { c2o_par::construct_at(t + m + j, static_cast<V>(f[i])); });
    for_n(n, [=](std::size_t j) { f[j] = t[j]; });
    return first + diff_t<It>(m);
  } else {
    std::vector<V> yes, no;
    for (std::size_t i = 0; i < n; ++i) (pred(stencil[i]) ? yes : no).push_back(first[i]);
    std::size_t j = 0;
    for (const V &x : yes) first[j++] = x;
    for (const V &x : no) first[j++] = x;
    return first + diff_t<It>(yes.size());
  }
}
template <int W, typename It, typename St, typename OutT, typename OutF, typename Pred>
pair<OutT, OutF> partition_copy_(It first, It last, St stencil, OutT out_true, OutF out_false, Pred pred) {
  OutT t = copy_if_<W>(first, last, stencil, out_true, pred);
  OutF f = copy_if_<W>(first, last, stencil, out_false, not_pred<Pred>{pred});
  return pair<OutT, OutF>(t, f);
}
template <int W, typename It, typename St, typename Pred, typename T>
void replace_if_stencil_(It first, It last, St stencil, Pred pred, const T &new_value) {
  std::size_t n = count_of(first, last);
  if constexpr (W == run_device) {
    auto o = dv(first);
    auto s = dv(stencil);
    image<T> b = pack(new_value);
    for_n(n, [=](std::size_t i) {
      if (pred(s[i])) o[i] = unpack(b);
    });
  } else {
    for (std::size_t i = 0; i < n; ++i)
      if (pred(stencil[i])) first[i] = new_value;
  }
}
/* inclusive scan seeded with init: init op x0 op ... op xi (op is associative, as Thrust asks) */
template <int W, typename It, typename Out, typename T, typename Op>
Out inclusive_scan_init_(It first, It last, Out out, T init, Op op) {
  std::size_t n = count_of(first, last);
  Out end = inclusive_scan_<W>(first, last, out, op);
  auto o = view_of<W>(out);
  image<T> vi = pack(init);
  if constexpr (W == run_device) for_n(n, [=](std::size_t i) { o[i] = op(unpack(vi), static_cast<T>(o[i])); });
  else for (std::size_t i = 0; i < n; ++i) o[i] = op(init, static_cast<T>(o[i]));
  return end;
}
template <int W, typename It, typename Out, typename U, typename T, typename Op>
Out transform_inclusive_scan_init_(It first, It last, Out out, U unary, T init, Op op) {
  return inclusive_scan_init_<W>(make_transform_iterator(first, unary), make_transform_iterator(last, unary), out, init,
                                 op);
}
template <int W, typename It1, typename It2, typename St, typename Out, typename Op, typename Pred>
Out transform2_if_(It1 first1, It1 last1, It2 first2, St stencil, Out out, Op op, Pred pred) {
  std::size_t n = count_of(first1, last1);
  auto a = view_of<W>(first1);
  auto b = view_of<W>(first2);
  auto s = view_of<W>(stencil);
  auto o = view_of<W>(out);
  if constexpr (W == run_device) {
    for_n(n, [=](std::size_t i) {
      if (pred(s[i])) o[i] = op(a[i], b[i]);
    });
  } else {
    for (std::size_t i = 0; i < n; ++i)
      if (pred(s[i])) o[i] = op(a[i], b[i]);
  }
  return out + diff_t<Out>(n);
}
} // namespace detail

C2O_THRUST_ALG(void, replace_if, replace_if_stencil_, (typename ForwardIt, typename StencilIt, typename Pred, typename T),
               ForwardIt, (ForwardIt first, ForwardIt last, StencilIt stencil, Pred pred, const T &new_value),
               (first, last, stencil, pred, new_value), (ForwardIt, StencilIt))
C2O_THRUST_ALG(OutputIt, inclusive_scan, inclusive_scan_init_,
               (typename InputIt, typename OutputIt, typename T, typename BinaryOp), InputIt,
               (InputIt first, InputIt last, OutputIt result, T init, BinaryOp binary_op),
               (first, last, result, init, binary_op), (InputIt, OutputIt))
C2O_THRUST_ALG(OutputIt, transform_inclusive_scan, transform_inclusive_scan_init_,
               (typename InputIt, typename OutputIt, typename UnaryOp, typename T, typename BinaryOp), InputIt,
               (InputIt first, InputIt last, OutputIt result, UnaryOp unary_op, T init, BinaryOp binary_op),
               (first, last, result, unary_op, init, binary_op), (InputIt, OutputIt))
C2O_THRUST_ALG(OutputIt, transform_if, transform2_if_,
               (typename InputIt1, typename InputIt2, typename StencilIt, typename OutputIt, typename BinaryOp,
                typename Pred),
               InputIt1,
               (InputIt1 first1, InputIt1 last1, InputIt2 first2, StencilIt stencil, OutputIt result,
                BinaryOp binary_op, Pred pred),
               (first1, last1, first2, stencil, result, binary_op, pred), (InputIt1, InputIt2, StencilIt, OutputIt))
C2O_THRUST_ALG(typename detail::diff_t<ForwardIt>, unique_count, unique_count_, (typename ForwardIt, typename BinaryPred),
               ForwardIt, (ForwardIt first, ForwardIt last, BinaryPred binary_pred), (first, last, binary_pred),
               (ForwardIt))
C2O_THRUST_ALG(InputIt, find_if_not, find_if_not_, (typename InputIt, typename Pred), InputIt,
               (InputIt first, InputIt last, Pred pred), (first, last, pred), (InputIt))
C2O_THRUST_ALG(C2O_EXPAND(pair<InputIt1, InputIt2>), mismatch, mismatch_, (typename InputIt1, typename InputIt2), InputIt1,
               (InputIt1 first1, InputIt1 last1, InputIt2 first2), (first1, last1, first2, thrust::equal_to<>()),
               (InputIt1, InputIt2))
C2O_THRUST_ALG(C2O_EXPAND(pair<InputIt1, InputIt2>), mismatch, mismatch_,
               (typename InputIt1, typename InputIt2, typename BinaryPred), InputIt1,
               (InputIt1 first1, InputIt1 last1, InputIt2 first2, BinaryPred pred), (first1, last1, first2, pred),
               (InputIt1, InputIt2))
C2O_THRUST_ALG(ForwardIt, is_sorted_until, is_sorted_until_, (typename ForwardIt), ForwardIt,
               (ForwardIt first, ForwardIt last), (first, last, thrust::less<C2O_V(ForwardIt)>()), (ForwardIt))
C2O_THRUST_ALG(ForwardIt, is_sorted_until, is_sorted_until_, (typename ForwardIt, typename Compare), ForwardIt,
               (ForwardIt first, ForwardIt last, Compare comp), (first, last, comp), (ForwardIt))
C2O_THRUST_ALG(bool, is_partitioned, is_partitioned_, (typename InputIt, typename Pred), InputIt,
               (InputIt first, InputIt last, Pred pred), (first, last, pred), (InputIt))
C2O_THRUST_ALG(ForwardIt, partition_point, find_if_not_, (typename ForwardIt, typename Pred), ForwardIt,
               (ForwardIt first, ForwardIt last, Pred pred), (first, last, pred), (ForwardIt))
C2O_THRUST_ALG(OutputIt, generate_n, generate_n_, (typename OutputIt, typename Size, typename Gen), OutputIt,
               (OutputIt first, Size n, Gen gen), (first, n, gen), (OutputIt))
C2O_THRUST_ALG(OutputIt, reverse_copy, reverse_copy_, (typename BidirIt, typename OutputIt), BidirIt,
               (BidirIt first, BidirIt last, OutputIt result), (first, last, result), (BidirIt, OutputIt))
C2O_THRUST_ALG(OutputIt, remove_copy, remove_copy_, (typename InputIt, typename OutputIt, typename T), InputIt,
               (InputIt first, InputIt last, OutputIt result, const T &value), (first, last, result, value),
               (InputIt, OutputIt))
C2O_THRUST_ALG(OutputIt, remove_copy_if, remove_copy_if_stencil_,
               (typename InputIt, typename StencilIt, typename OutputIt, typename Pred), InputIt,
               (InputIt first, InputIt last, StencilIt stencil, OutputIt result, Pred pred),
               (first, last, stencil, result, pred), (InputIt, StencilIt, OutputIt))
C2O_THRUST_ALG(OutputIt, replace_copy, replace_copy_, (typename InputIt, typename OutputIt, typename T), InputIt,
               (InputIt first, InputIt last, OutputIt result, const T &old_value, const T &new_value),
               (first, last, result, old_value, new_value), (InputIt, OutputIt))
C2O_THRUST_ALG(OutputIt, replace_copy_if, replace_copy_if_, (typename InputIt, typename OutputIt, typename Pred, typename T),
               InputIt, (InputIt first, InputIt last, OutputIt result, Pred pred, const T &new_value),
               (first, last, first, result, pred, new_value), (InputIt, OutputIt))
C2O_THRUST_ALG(OutputIt, replace_copy_if, replace_copy_if_,
               (typename InputIt, typename StencilIt, typename OutputIt, typename Pred, typename T), InputIt,
               (InputIt first, InputIt last, StencilIt stencil, OutputIt result, Pred pred, const T &new_value),
               (first, last, stencil, result, pred, new_value), (InputIt, StencilIt, OutputIt))
C2O_THRUST_ALG(OutputIt, uninitialized_copy, copy_, (typename InputIt, typename OutputIt), InputIt,
               (InputIt first, InputIt last, OutputIt result), (first, last, result), (InputIt, OutputIt))
C2O_THRUST_ALG(OutputIt, uninitialized_copy_n, copy_n_, (typename InputIt, typename Size, typename OutputIt), InputIt,
               (InputIt first, Size n, OutputIt result), (first, n, result), (InputIt, OutputIt))
C2O_THRUST_ALG(ForwardIt, uninitialized_fill_n, fill_n_, (typename ForwardIt, typename Size, typename T), ForwardIt,
               (ForwardIt first, Size n, const T &x), (first, n, x), (ForwardIt))
C2O_THRUST_ALG(OutputIt, gather_if, gather_if_,
               (typename MapIt, typename StencilIt, typename InputIt, typename OutputIt), MapIt,
               (MapIt map_first, MapIt map_last, StencilIt stencil, InputIt input_first, OutputIt result),
               (map_first, map_last, stencil, input_first, result, detail::truthy()),
               (MapIt, StencilIt, InputIt, OutputIt))
C2O_THRUST_ALG(OutputIt, gather_if, gather_if_,
               (typename MapIt, typename StencilIt, typename InputIt, typename OutputIt, typename Pred), MapIt,
               (MapIt map_first, MapIt map_last, StencilIt stencil, InputIt input_first, OutputIt result, Pred pred),
               (map_first, map_last, stencil, input_first, result, pred), (MapIt, StencilIt, InputIt, OutputIt))
C2O_THRUST_ALG(void, scatter_if, scatter_if_, (typename InputIt, typename MapIt, typename StencilIt, typename OutputIt),
               InputIt, (InputIt first, InputIt last, MapIt map, StencilIt stencil, OutputIt output),
               (first, last, map, stencil, output, detail::truthy()), (InputIt, MapIt, StencilIt, OutputIt))
C2O_THRUST_ALG(void, scatter_if, scatter_if_,
               (typename InputIt, typename MapIt, typename StencilIt, typename OutputIt, typename Pred), InputIt,
               (InputIt first, InputIt last, MapIt map, StencilIt stencil, OutputIt output, Pred pred),
               (first, last, map, stencil, output, pred), (InputIt, MapIt, StencilIt, OutputIt))
C2O_THRUST_ALG(C2O_EXPAND(pair<ForwardIt, ForwardIt>), equal_range, equal_range_, (typename ForwardIt, typename T),
               ForwardIt, (ForwardIt first, ForwardIt last, const T &value), (first, last, value, thrust::less<>()),
               (ForwardIt))
C2O_THRUST_ALG(C2O_EXPAND(pair<ForwardIt, ForwardIt>), equal_range, equal_range_,
               (typename ForwardIt, typename T, typename Compare), ForwardIt,
               (ForwardIt first, ForwardIt last, const T &value, Compare comp), (first, last, value, comp), (ForwardIt))
C2O_THRUST_ALG(ForwardIt, partition, stable_partition_stencil_, (typename ForwardIt, typename StencilIt, typename Pred),
               ForwardIt, (ForwardIt first, ForwardIt last, StencilIt stencil, Pred pred), (first, last, stencil, pred),
               (ForwardIt, StencilIt))
C2O_THRUST_ALG(ForwardIt, stable_partition, stable_partition_stencil_,
               (typename ForwardIt, typename StencilIt, typename Pred), ForwardIt,
               (ForwardIt first, ForwardIt last, StencilIt stencil, Pred pred), (first, last, stencil, pred),
               (ForwardIt, StencilIt))
#define C2O_THRUST_PARTITION_COPY(name)                                                                          \
  C2O_THRUST_ALG(C2O_EXPAND(pair<OutT, OutF>), name, partition_copy_,                                          \
                 (typename InputIt, typename OutT, typename OutF, typename Pred), InputIt,                       \
                 (InputIt first, InputIt last, OutT out_true, OutF out_false, Pred pred),                       \
                 (first, last, first, out_true, out_false, pred), (InputIt, OutT, OutF))                          \
  C2O_THRUST_ALG(C2O_EXPAND(pair<OutT, OutF>), name, partition_copy_,                                          \
                 (typename InputIt, typename StencilIt, typename OutT, typename OutF, typename Pred), InputIt,   \
                 (InputIt first, InputIt last, StencilIt stencil, OutT out_true, OutF out_false, Pred pred),    \
                 (first, last, stencil, out_true, out_false, pred), (InputIt, StencilIt, OutT, OutF))
C2O_THRUST_PARTITION_COPY(partition_copy)
C2O_THRUST_PARTITION_COPY(stable_partition_copy)
#undef C2O_THRUST_PARTITION_COPY
/* the vectorised searches with a comparison */
#define C2O_THRUST_SEARCH_COMP(name, Kind)                                                                       \
  template <typename ForwardIt, typename InputIt, typename OutputIt, typename Compare, C2O_THRUST_NP(ForwardIt)>  \
  OutputIt name(ForwardIt first, ForwardIt last, InputIt values_first, InputIt values_last, OutputIt result,     \
                Compare comp) {                                                                                   \
    return detail::search_many_<detail::where<ForwardIt, InputIt, OutputIt>(), Kind>(first, last, values_first,   \
                                                                                      values_last, result, comp); \
  }                                                                                                               \
  template <typename DerivedPolicy, typename ForwardIt, typename InputIt, typename OutputIt, typename Compare>    \
  OutputIt name(const execution_policy<DerivedPolicy> &, ForwardIt first, ForwardIt last, InputIt values_first,  \
                InputIt values_last, OutputIt result, Compare comp) {                                             \
    return detail::search_many_<detail::where_policy<DerivedPolicy>(), Kind>(first, last, values_first,          \
                                                                             values_last, result, comp);          \
  }
C2O_THRUST_SEARCH_COMP(lower_bound, 0)
C2O_THRUST_SEARCH_COMP(upper_bound, 1)
C2O_THRUST_SEARCH_COMP(binary_search, 2)
#undef C2O_THRUST_SEARCH_COMP
template <typename It> It next(It i, typename iterator_traits<It>::difference_type n = 1) { return i + n; }
template <typename It> It prev(It i, typename iterator_traits<It>::difference_type n = 1) { return i - n; }

#endif /* C2O_THRUST_VARIANTS_H */
