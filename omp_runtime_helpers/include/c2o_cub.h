/* c2o_cub.h - CUB's device-wide algorithms in OpenMP (C++17): what
 * translated programs include in place of <cub/...>. The names are CUB's own
 * (namespace cub).
 *
 *   DeviceReduce     Sum, Max, Min, ArgMax, ArgMin, Reduce, TransformReduce, ReduceByKey
 *   DeviceScan       InclusiveSum, ExclusiveSum, InclusiveScan, ExclusiveScan (also in
 *                    place), InclusiveSumByKey, ExclusiveSumByKey
 *   DeviceRadixSort  SortKeys, SortPairs, SortKeysDescending, SortPairsDescending, with
 *                    begin/end bits, also on DoubleBuffer
 *   DeviceSelect     If, Flagged, Unique, UniqueByKey;  DevicePartition  If, Flagged
 *   DeviceHistogram  HistogramEven, HistogramRange
 *   DeviceRunLengthEncode  Encode;  DeviceSegmentedReduce  Sum, Max, Min, Reduce
 *   DeviceMergeSort  SortKeys, SortPairs
 *   iterators        CountingInputIterator, ConstantInputIterator, TransformInputIterator,
 *                    CacheModifiedInputIterator, ArgIndexInputIterator, DiscardOutputIterator
 *   utilities        KeyValuePair, DoubleBuffer, Sum, Max, Min, ArgMax, ArgMin, Equality,
 *                    CachingDeviceAllocator, CubDebug, CubDebugExit
 *
 * CUB's two-call convention holds: a call with a null d_temp_storage only
 * sets temp_storage_bytes (at least 1), by running the algorithm's scratch
 * layout in measuring mode (c2o_par.h's arena); the second call carves its
 * scratch from the caller's block. Input and output iterators are device
 * pointers or CUB/Thrust iterators over device memory; counts and results
 * written through an output pointer (d_out, d_num_selected_out) land in device
 * memory, as with CUB. Everything runs as the target regions of c2o_par.h on
 * the current device; the stream argument is accepted and ignored (the calls
 * are synchronous). Block- and warp-level collectives: BlockReduce, BlockScan
 * and WarpReduce for the direct form of the kernels using them
 * (c2o_cub_block.h, clang on a GPU); the translator leaves kernels using the
 * others untranslated (C2O1001). */
#ifndef C2O_CUB_H
#define C2O_CUB_H

#include "c2o_thrust.h"

/* the version macros and the algorithm enumerations: one definition with the bundled parse header */
#include "c2o_cub_types.h"
#define CUB_RUNTIME_FUNCTION
#define CubDebug(e) ::cub::Debug((e), __FILE__, __LINE__)
#define CubDebugExit(e)                                                                                   \
  do {                                                                                                      \
    if (::cub::Debug((e), __FILE__, __LINE__) != c2o_success) std::exit(1);                               \
  } while (0)

namespace cub {

inline c2o_error_t Debug(c2o_error_t error, const char *filename, int line) {
  if (error != c2o_success) std::fprintf(stderr, "CUB error %d at %s:%d: %s\n", int(error), filename, line, c2o_get_error_string(error));
  return error;
}

/* ---- utilities ------------------------------------------------------------------ */
template <typename Key, typename Value> struct KeyValuePair {
  C2O_CUB_KEY_VALUE_PAIR_MEMBERS(Key, Value)
  KeyValuePair() = default;
  KeyValuePair(const Key &k, const Value &v) : key(k), value(v) {}
};
template <typename T> struct DoubleBuffer {
  T *d_buffers[2];
  int selector;
  DoubleBuffer() : d_buffers{nullptr, nullptr}, selector(0) {}
  DoubleBuffer(T *d_current, T *d_alternate) : d_buffers{d_current, d_alternate}, selector(0) {}
  T *Current() { return d_buffers[selector]; }
  T *Alternate() { return d_buffers[selector ^ 1]; }
};
struct Sum {
  template <typename T, typename U> auto operator()(const T &a, const U &b) const -> decltype(a + b) { return a + b; }
};
struct Max {
  template <typename T, typename U> typename std::common_type<T, U>::type operator()(const T &a, const U &b) const {
    return a < b ? b : a;
  }
};
struct Min {
  template <typename T, typename U> typename std::common_type<T, U>::type operator()(const T &a, const U &b) const {
    return b < a ? b : a;
  }
};
struct Equality {
  template <typename T, typename U> bool operator()(const T &a, const U &b) const { return a == b; }
};
struct Inequality {
  template <typename T, typename U> bool operator()(const T &a, const U &b) const { return a != b; }
};
/* The larger (smaller) value; the lower key (offset) on ties. */
struct ArgMax {
  template <typename K, typename V>
  KeyValuePair<K, V> operator()(const KeyValuePair<K, V> &a, const KeyValuePair<K, V> &b) const {
    if (a.value < b.value || (!(b.value < a.value) && b.key < a.key)) return b;
    return a;
  }
};
struct ArgMin {
  template <typename K, typename V>
  KeyValuePair<K, V> operator()(const KeyValuePair<K, V> &a, const KeyValuePair<K, V> &b) const {
    if (b.value < a.value || (!(a.value < b.value) && b.key < a.key)) return b;
    return a;
  }
};
template <typename T> inline T DivideAndRoundUp(T n, T d) { return (n + d - 1) / d; }
template <typename T> struct Traits {
  static T Max() { return std::numeric_limits<T>::max(); }
  static T Lowest() { return std::numeric_limits<T>::lowest(); }
};
template <typename T> struct FpLimits {
  static T Max() { return std::numeric_limits<T>::max(); }
  static T Lowest() { return std::numeric_limits<T>::lowest(); }
};
inline c2o_error_t PtxVersion(int &ptx_version) {
  ptx_version = 900;
  return c2o_success;
}
inline c2o_error_t SmVersion(int &sm_version, int = 0) {
  sm_version = 900;
  return c2o_success;
}

/* Device allocations through c2o_malloc/c2o_free (no caching: OpenMP runtimes
 * pool device memory themselves). */
struct CachingDeviceAllocator {
  static const unsigned int INVALID_BIN = (unsigned int)-1;
  static const size_t INVALID_SIZE = (size_t)-1;
  static const int INVALID_DEVICE_ORDINAL = -1;
  CachingDeviceAllocator(unsigned int, unsigned int = 1, unsigned int = INVALID_BIN, size_t = INVALID_SIZE,
                         bool = false, bool = false) {}
  explicit CachingDeviceAllocator(bool = false, bool = false) {}
  c2o_error_t DeviceAllocate(int, void **d_ptr, size_t bytes, c2o_stream_t = 0) { return c2o_malloc(d_ptr, bytes); }
  c2o_error_t DeviceAllocate(void **d_ptr, size_t bytes, c2o_stream_t = 0) { return c2o_malloc(d_ptr, bytes); }
  c2o_error_t DeviceFree(int, void *d_ptr) { return c2o_free(d_ptr); }
  c2o_error_t DeviceFree(void *d_ptr) { return c2o_free(d_ptr); }
  c2o_error_t FreeAllCached() { return c2o_success; }
  c2o_error_t SetMaxCachedBytes(size_t) { return c2o_success; }
};

/* ---- iterators ----------------------------------------------------------------------- */
enum CacheLoadModifier { LOAD_DEFAULT, LOAD_CA, LOAD_CG, LOAD_CS, LOAD_CV, LOAD_LDG, LOAD_VOLATILE };
enum CacheStoreModifier { STORE_DEFAULT, STORE_WB, STORE_CG, STORE_CS, STORE_WT, STORE_VOLATILE };
#define C2O_CUB_RANDOM_ACCESS(Self)                                                                       \
  typedef std::ptrdiff_t difference_type;                                                                 \
  typedef void pointer;                                                                                   \
  typedef std::random_access_iterator_tag iterator_category;                                             \
  reference operator*() const { return (*this)[0]; }                                                      \
  Self &operator++() { return *this += 1; }                                                               \
  Self operator++(int) {                                                                                  \
    Self r = *this;                                                                                       \
    *this += 1;                                                                                           \
    return r;                                                                                             \
  }                                                                                                       \
  Self operator+(difference_type n) const {                                                               \
    Self r = *this;                                                                                       \
    r += n;                                                                                               \
    return r;                                                                                             \
  }                                                                                                       \
  Self operator-(difference_type n) const { return *this + (-n); }                                        \
  bool operator!=(const Self &o) const { return !(*this == o); }
template <typename ValueType, typename OffsetT = std::ptrdiff_t> class CountingInputIterator {
public:
  typedef ValueType value_type;
  typedef ValueType reference;
  C2O_CUB_RANDOM_ACCESS(CountingInputIterator)
  CountingInputIterator(const ValueType &val) : v_(val) {}
  reference operator[](difference_type n) const { return ValueType(v_ + n); }
  CountingInputIterator &operator+=(difference_type n) { v_ = ValueType(v_ + n); return *this; }
  difference_type operator-(const CountingInputIterator &o) const { return difference_type(v_ - o.v_); }
  bool operator==(const CountingInputIterator &o) const { return v_ == o.v_; }

private:
  ValueType v_;
};
template <typename ValueType, typename OffsetT = std::ptrdiff_t> class ConstantInputIterator {
public:
  typedef ValueType value_type;
  typedef ValueType reference;
  C2O_CUB_RANDOM_ACCESS(ConstantInputIterator)
  ConstantInputIterator(ValueType val, OffsetT offset = 0) : v_(val), o_(offset) {}
  reference operator[](difference_type) const { return v_; }
  ConstantInputIterator &operator+=(difference_type n) { o_ += OffsetT(n); return *this; }
  difference_type operator-(const ConstantInputIterator &o) const { return difference_type(o_ - o.o_); }
  bool operator==(const ConstantInputIterator &o) const { return o_ == o.o_; }

private:
  ValueType v_;
  OffsetT o_;
};
template <typename ValueType, typename ConversionOp, typename InputIteratorT, typename OffsetT = std::ptrdiff_t>
class TransformInputIterator {
public:
  typedef ValueType value_type;
  typedef ValueType reference;
  C2O_CUB_RANDOM_ACCESS(TransformInputIterator)
  TransformInputIterator(InputIteratorT input_itr, ConversionOp conversion_op) : it_(input_itr), op_(conversion_op) {}
  reference operator[](difference_type n) const { return ValueType(op_(it_[n])); }
  TransformInputIterator &operator+=(difference_type n) { it_ += n; return *this; }
  difference_type operator-(const TransformInputIterator &o) const { return it_ - o.it_; }
  bool operator==(const TransformInputIterator &o) const { return it_ == o.it_; }
  const InputIteratorT &c2o_base() const { return it_; }
  const ConversionOp &c2o_op() const { return op_; }

private:
  InputIteratorT it_;
  ConversionOp op_;
};
template <CacheLoadModifier MODIFIER, typename ValueType, typename OffsetT = std::ptrdiff_t>
class CacheModifiedInputIterator {
public:
  typedef ValueType value_type;
  typedef ValueType reference;
  C2O_CUB_RANDOM_ACCESS(CacheModifiedInputIterator)
  template <typename Q> CacheModifiedInputIterator(Q *ptr) : p_(const_cast<ValueType *>(ptr)) {}
  reference operator[](difference_type n) const { return p_[n]; }
  CacheModifiedInputIterator &operator+=(difference_type n) { p_ += n; return *this; }
  difference_type operator-(const CacheModifiedInputIterator &o) const { return p_ - o.p_; }
  bool operator==(const CacheModifiedInputIterator &o) const { return p_ == o.p_; }

private:
  ValueType *p_;
};
template <typename InputIteratorT, typename OffsetT = std::ptrdiff_t,
          typename OutputValueT = typename std::iterator_traits<InputIteratorT>::value_type>
class ArgIndexInputIterator {
public:
  typedef KeyValuePair<OffsetT, OutputValueT> value_type;
  typedef value_type reference;
  C2O_CUB_RANDOM_ACCESS(ArgIndexInputIterator)
  ArgIndexInputIterator(InputIteratorT itr, difference_type offset = 0) : it_(itr), off_(offset) {}
  reference operator[](difference_type n) const { return value_type(OffsetT(off_ + n), OutputValueT(it_[off_ + n])); }
  ArgIndexInputIterator &operator+=(difference_type n) { off_ += n; return *this; }
  difference_type operator-(const ArgIndexInputIterator &o) const { return off_ - o.off_; }
  bool operator==(const ArgIndexInputIterator &o) const { return off_ == o.off_; }
  const InputIteratorT &c2o_base() const { return it_; }
  difference_type c2o_offset() const { return off_; }

private:
  InputIteratorT it_;
  difference_type off_;
};
template <typename OffsetT = std::ptrdiff_t> class DiscardOutputIterator {
public:
  typedef thrust::detail::any_assign value_type;
  typedef const thrust::detail::any_assign &reference;
  C2O_CUB_RANDOM_ACCESS(DiscardOutputIterator)
  DiscardOutputIterator(OffsetT offset = 0) : o_(offset) {}
  reference operator[](difference_type) const { return thrust::discard_iterator<>()[0]; }
  DiscardOutputIterator &operator+=(difference_type n) { o_ += OffsetT(n); return *this; }
  difference_type operator-(const DiscardOutputIterator &o) const { return difference_type(o_ - o.o_); }
  bool operator==(const DiscardOutputIterator &o) const { return o_ == o.o_; }

private:
  OffsetT o_;
};
#undef C2O_CUB_RANDOM_ACCESS

} // namespace cub

/* Device views of the CUB iterators (c2o_thrust.h's machinery). */
namespace thrust {
namespace detail {
template <typename V, typename O> struct view<cub::CountingInputIterator<V, O>> {
  static constexpr int sys = sys_any;
  typedef cub::CountingInputIterator<V, O> type;
  static type get(const type &i) { return i; }
};
template <typename V, typename O> struct view<cub::ConstantInputIterator<V, O>> {
  static constexpr int sys = sys_any;
  typedef cub::ConstantInputIterator<V, O> type;
  static type get(const type &i) { return i; }
};
template <cub::CacheLoadModifier M, typename V, typename O> struct view<cub::CacheModifiedInputIterator<M, V, O>> {
  static constexpr int sys = sys_device;
  typedef cub::CacheModifiedInputIterator<M, V, O> type;
  static type get(const type &i) { return i; }
};
template <typename O> struct view<cub::DiscardOutputIterator<O>> {
  static constexpr int sys = sys_any;
  typedef cub::DiscardOutputIterator<O> type;
  static type get(const type &i) { return i; }
};
template <typename V, typename Op, typename It, typename O> struct view<cub::TransformInputIterator<V, Op, It, O>> {
  static constexpr int sys = view<It>::sys;
  typedef cub::TransformInputIterator<V, Op, typename view<It>::type, O> type;
  static type get(const cub::TransformInputIterator<V, Op, It, O> &i) { return type(view<It>::get(i.c2o_base()), i.c2o_op()); }
};
template <typename It, typename O, typename V> struct view<cub::ArgIndexInputIterator<It, O, V>> {
  static constexpr int sys = view<It>::sys;
  typedef cub::ArgIndexInputIterator<typename view<It>::type, O, V> type;
  static type get(const cub::ArgIndexInputIterator<It, O, V> &i) { return type(view<It>::get(i.c2o_base()), i.c2o_offset()); }
};
} // namespace detail
} // namespace thrust

namespace c2o_par {
template <> struct op_kind<cub::Sum> : std::integral_constant<op_class, op_class::plus> {};
template <> struct op_kind<cub::Max> : std::integral_constant<op_class, op_class::maximum> {};
template <> struct op_kind<cub::Min> : std::integral_constant<op_class, op_class::minimum> {};
} // namespace c2o_par

namespace cub {
namespace detail {
using thrust::detail::dv;
using thrust::detail::for_n;
using thrust::detail::view;
template <typename It> using value_t = typename std::iterator_traits<It>::value_type;
/* The type a result written through Out has: its value type, or Fallback for void. */
template <typename Out, typename Fallback>
using out_t = typename std::conditional<std::is_void<value_t<Out>>::value, Fallback, value_t<Out>>::type;

/* Writes one value through a device output iterator. */
template <typename Out, typename T> void store_one(Out out, const T &value) {
  auto o = dv(out);
  if constexpr (std::is_pointer<decltype(o)>::value) {
    typedef typename std::remove_pointer<decltype(o)>::type P;
    P v = static_cast<P>(value);
    c2o_par::to_device(o, &v, sizeof(P));
  } else {
    c2o_par::image<T> vi = c2o_par::pack(value);
    for_n(1, [=](std::size_t) { o[0] = c2o_par::unpack(vi); });
  }
}
/* The two-call protocol: measure the scratch of body(arena&) when temp is null,
 * else run body on the caller's block. */
template <typename Body> c2o_error_t with_temp(void *d_temp, size_t &bytes, Body &&body) {
  if (!d_temp) {
    c2o_par::arena m;
    m.measure = true;
    body(m);
    bytes = std::max<size_t>(m.used, 1);
    return c2o_success;
  }
  c2o_par::arena a;
  a.base = static_cast<char *>(d_temp);
  a.cap = bytes;
  body(a);
  return c2o_success;
}
template <typename N> std::size_t count(N n) { return n > N(0) ? std::size_t(n) : 0; }
struct flag_unset {
  template <typename F> bool operator()(const F &f) const { return !f; }
};
template <typename Op1, typename Op2> struct second_part {
  Op1 a;
  Op2 b;
  template <typename T> bool operator()(const T &x) const { return !a(x) && b(x); }
};
template <typename Op1, typename Op2> struct neither {
  Op1 a;
  Op2 b;
  template <typename T> bool operator()(const T &x) const { return !a(x) && !b(x); }
};
} // namespace detail

#define C2O_CUB_TEMP void *d_temp_storage, size_t &temp_storage_bytes
#define C2O_CUB_WITH_DEBUG(name, TP, PARAMS, ARGS)                                                          \
  template <C2O_CUB_EXPAND TP> static c2o_error_t name(C2O_CUB_EXPAND PARAMS, c2o_stream_t stream, bool) { \
    return name(C2O_CUB_EXPAND ARGS, stream);                                                               \
  }
#define C2O_CUB_EXPAND(...) __VA_ARGS__

/* ---- DeviceReduce ---------------------------------------------------------------------- */
struct DeviceReduce {
  template <typename In, typename Out, typename T, typename Op, typename NumItemsT>
  static c2o_error_t c2o_reduce(C2O_CUB_TEMP, In d_in, Out d_out, NumItemsT num_items, Op op, T init) {
    return detail::with_temp(d_temp_storage, temp_storage_bytes, [&](c2o_par::arena &A) {
      if (A.measure) return;
      auto f = detail::dv(d_in);
      T r = c2o_par::reduce<T>(
          detail::count(num_items), [=](std::size_t i) { return f[i]; }, init, op);
      detail::store_one(d_out, r);
    });
  }
  template <typename In, typename Out, typename NumItemsT>
  static c2o_error_t Sum(C2O_CUB_TEMP, In d_in, Out d_out, NumItemsT num_items, c2o_stream_t = 0) {
    typedef detail::out_t<Out, detail::value_t<In>> T;
    return c2o_reduce(d_temp_storage, temp_storage_bytes, d_in, d_out, num_items, cub::Sum(), T(0));
  }
  template <typename In, typename Out, typename NumItemsT>
  static c2o_error_t Max(C2O_CUB_TEMP, In d_in, Out d_out, NumItemsT num_items, c2o_stream_t = 0) {
    typedef detail::value_t<In> T;
    return c2o_reduce(d_temp_storage, temp_storage_bytes, d_in, d_out, num_items, cub::Max(), Traits<T>::Lowest());
  }
  template <typename In, typename Out, typename NumItemsT>
  static c2o_error_t Min(C2O_CUB_TEMP, In d_in, Out d_out, NumItemsT num_items, c2o_stream_t = 0) {
    typedef detail::value_t<In> T;
    return c2o_reduce(d_temp_storage, temp_storage_bytes, d_in, d_out, num_items, cub::Min(), Traits<T>::Max());
  }
  template <typename In, typename Out, typename NumItemsT, typename OpT, bool IsMax>
  static c2o_error_t c2o_arg(C2O_CUB_TEMP, In d_in, Out d_out, NumItemsT num_items) {
    typedef detail::value_t<In> T;
    typedef KeyValuePair<int, T> KV;
    return detail::with_temp(d_temp_storage, temp_storage_bytes, [&](c2o_par::arena &A) {
      if (A.measure) return;
      std::size_t n = detail::count(num_items);
      auto f = detail::dv(d_in);
      KV init(1, IsMax ? Traits<T>::Lowest() : Traits<T>::Max()); /* CUB's result for an empty input */
      KV r = n == 0 ? init
                    : c2o_par::reduce<KV>(
                          n, [=](std::size_t i) { return KV(int(i), static_cast<T>(f[i])); },
                          KV(0, thrust::detail::read_at<T>(f, 0)), OpT());
      detail::store_one(d_out, r);
    });
  }
  /* CCCL 3's form: the extremum and its index in two outputs. */
  template <typename In, typename VOut, typename IOut, typename NumItemsT, typename OpT, bool IsMax>
  static c2o_error_t c2o_arg2(C2O_CUB_TEMP, In d_in, VOut d_value_out, IOut d_index_out, NumItemsT num_items) {
    typedef detail::value_t<In> T;
    typedef KeyValuePair<int, T> KV;
    return detail::with_temp(d_temp_storage, temp_storage_bytes, [&](c2o_par::arena &A) {
      if (A.measure) return;
      std::size_t n = detail::count(num_items);
      auto f = detail::dv(d_in);
      KV r = n == 0 ? KV(1, IsMax ? Traits<T>::Lowest() : Traits<T>::Max())
                    : c2o_par::reduce<KV>(
                          n, [=](std::size_t i) { return KV(int(i), static_cast<T>(f[i])); },
                          KV(0, thrust::detail::read_at<T>(f, 0)), OpT());
      detail::store_one(d_value_out, r.value);
      detail::store_one(d_index_out, r.key);
    });
  }
  template <typename In, typename VOut, typename IOut, typename NumItemsT>
  static c2o_error_t ArgMax(C2O_CUB_TEMP, In d_in, VOut d_max_out, IOut d_index_out, NumItemsT num_items,
                            c2o_stream_t = 0) {
    return c2o_arg2<In, VOut, IOut, NumItemsT, cub::ArgMax, true>(d_temp_storage, temp_storage_bytes, d_in, d_max_out,
                                                                  d_index_out, num_items);
  }
  template <typename In, typename VOut, typename IOut, typename NumItemsT>
  static c2o_error_t ArgMin(C2O_CUB_TEMP, In d_in, VOut d_min_out, IOut d_index_out, NumItemsT num_items,
                            c2o_stream_t = 0) {
    return c2o_arg2<In, VOut, IOut, NumItemsT, cub::ArgMin, false>(d_temp_storage, temp_storage_bytes, d_in, d_min_out,
                                                                   d_index_out, num_items);
  }
  template <typename In, typename Out, typename NumItemsT>
  static c2o_error_t ArgMax(C2O_CUB_TEMP, In d_in, Out d_out, NumItemsT num_items, c2o_stream_t = 0) {
    return c2o_arg<In, Out, NumItemsT, cub::ArgMax, true>(d_temp_storage, temp_storage_bytes, d_in, d_out, num_items);
  }
  template <typename In, typename Out, typename NumItemsT>
  static c2o_error_t ArgMin(C2O_CUB_TEMP, In d_in, Out d_out, NumItemsT num_items, c2o_stream_t = 0) {
    return c2o_arg<In, Out, NumItemsT, cub::ArgMin, false>(d_temp_storage, temp_storage_bytes, d_in, d_out, num_items);
  }
  template <typename In, typename Out, typename Op, typename T, typename NumItemsT>
  static c2o_error_t Reduce(C2O_CUB_TEMP, In d_in, Out d_out, NumItemsT num_items, Op op, T init, c2o_stream_t = 0) {
    return c2o_reduce(d_temp_storage, temp_storage_bytes, d_in, d_out, num_items, op, init);
  }
  template <typename In, typename Out, typename Op, typename TOp, typename T, typename NumItemsT>
  static c2o_error_t TransformReduce(C2O_CUB_TEMP, In d_in, Out d_out, NumItemsT num_items, Op op, TOp top, T init,
                                     c2o_stream_t = 0) {
    return c2o_reduce(d_temp_storage, temp_storage_bytes, thrust::make_transform_iterator(d_in, top), d_out,
                      num_items, op, init);
  }
  template <typename KIn, typename KOut, typename VIn, typename VOut, typename NOut, typename Op, typename NumItemsT>
  static c2o_error_t ReduceByKey(C2O_CUB_TEMP, KIn d_keys_in, KOut d_unique_out, VIn d_values_in, VOut d_aggregates_out,
                                 NOut d_num_runs_out, Op op, NumItemsT num_items, c2o_stream_t = 0) {
    return detail::with_temp(d_temp_storage, temp_storage_bytes, [&](c2o_par::arena &A) {
      if (A.measure) return;
      std::size_t n = detail::count(num_items);
      auto r = thrust::detail::reduce_by_key_<thrust::detail::run_device>(
          d_keys_in, d_keys_in + n, d_values_in, d_unique_out, d_aggregates_out, cub::Equality(), op);
      detail::store_one(d_num_runs_out, r.first - d_unique_out);
    });
  }
  C2O_CUB_WITH_DEBUG(Sum, (typename In, typename Out, typename N), (C2O_CUB_TEMP, In a, Out b, N n),
                     (d_temp_storage, temp_storage_bytes, a, b, n))
  C2O_CUB_WITH_DEBUG(Max, (typename In, typename Out, typename N), (C2O_CUB_TEMP, In a, Out b, N n),
                     (d_temp_storage, temp_storage_bytes, a, b, n))
  C2O_CUB_WITH_DEBUG(Min, (typename In, typename Out, typename N), (C2O_CUB_TEMP, In a, Out b, N n),
                     (d_temp_storage, temp_storage_bytes, a, b, n))
  C2O_CUB_WITH_DEBUG(ArgMax, (typename In, typename Out, typename N), (C2O_CUB_TEMP, In a, Out b, N n),
                     (d_temp_storage, temp_storage_bytes, a, b, n))
  C2O_CUB_WITH_DEBUG(ArgMin, (typename In, typename Out, typename N), (C2O_CUB_TEMP, In a, Out b, N n),
                     (d_temp_storage, temp_storage_bytes, a, b, n))
  C2O_CUB_WITH_DEBUG(Reduce, (typename In, typename Out, typename Op, typename T, typename N),
                     (C2O_CUB_TEMP, In a, Out b, N n, Op op, T init), (d_temp_storage, temp_storage_bytes, a, b, n, op, init))
};

/* ---- DeviceScan --------------------------------------------------------------------------- */
struct DeviceScan {
  template <typename In, typename Out, typename Op, typename NumItemsT>
  static c2o_error_t InclusiveScan(C2O_CUB_TEMP, In d_in, Out d_out, Op op, NumItemsT num_items, c2o_stream_t = 0) {
    typedef detail::value_t<In> T;
    return detail::with_temp(d_temp_storage, temp_storage_bytes, [&](c2o_par::arena &A) {
      auto f = detail::dv(d_in);
      auto o = detail::dv(d_out);
      c2o_par::scan_inclusive<T>(
          A, detail::count(num_items), [=](std::size_t i) { return f[i]; }, [=](std::size_t i, const T &v) { o[i] = v; }, op);
    });
  }
  template <typename In, typename Out, typename Op, typename T, typename NumItemsT>
  static c2o_error_t ExclusiveScan(C2O_CUB_TEMP, In d_in, Out d_out, Op op, T init, NumItemsT num_items, c2o_stream_t = 0) {
    return detail::with_temp(d_temp_storage, temp_storage_bytes, [&](c2o_par::arena &A) {
      auto f = detail::dv(d_in);
      auto o = detail::dv(d_out);
      c2o_par::scan_exclusive<T>(
          A, detail::count(num_items), [=](std::size_t i) { return f[i]; }, [=](std::size_t i, const T &v) { o[i] = v; },
          init, op);
    });
  }
  template <typename In, typename Out, typename NumItemsT>
  static c2o_error_t InclusiveSum(C2O_CUB_TEMP, In d_in, Out d_out, NumItemsT num_items, c2o_stream_t s = 0) {
    return InclusiveScan(d_temp_storage, temp_storage_bytes, d_in, d_out, cub::Sum(), num_items, s);
  }
  template <typename In, typename Out, typename NumItemsT>
  static c2o_error_t ExclusiveSum(C2O_CUB_TEMP, In d_in, Out d_out, NumItemsT num_items, c2o_stream_t s = 0) {
    typedef detail::value_t<In> T;
    return ExclusiveScan(d_temp_storage, temp_storage_bytes, d_in, d_out, cub::Sum(), T(0), num_items, s);
  }
  template <typename It, typename Op, typename NumItemsT>
  static c2o_error_t InclusiveScan(C2O_CUB_TEMP, It d_data, Op op, NumItemsT num_items, c2o_stream_t s = 0) {
    return InclusiveScan(d_temp_storage, temp_storage_bytes, d_data, d_data, op, num_items, s);
  }
  template <typename It, typename Op, typename T, typename NumItemsT>
  static c2o_error_t ExclusiveScan(C2O_CUB_TEMP, It d_data, Op op, T init, NumItemsT num_items, c2o_stream_t s = 0) {
    return ExclusiveScan(d_temp_storage, temp_storage_bytes, d_data, d_data, op, init, num_items, s);
  }
  template <typename It, typename NumItemsT>
  static c2o_error_t InclusiveSum(C2O_CUB_TEMP, It d_data, NumItemsT num_items, c2o_stream_t s = 0) {
    return InclusiveSum(d_temp_storage, temp_storage_bytes, d_data, d_data, num_items, s);
  }
  template <typename It, typename NumItemsT>
  static c2o_error_t ExclusiveSum(C2O_CUB_TEMP, It d_data, NumItemsT num_items, c2o_stream_t s = 0) {
    return ExclusiveSum(d_temp_storage, temp_storage_bytes, d_data, d_data, num_items, s);
  }
  template <typename KIn, typename VIn, typename VOut, typename NumItemsT>
  static c2o_error_t InclusiveSumByKey(C2O_CUB_TEMP, KIn d_keys_in, VIn d_values_in, VOut d_values_out,
                                       NumItemsT num_items, c2o_stream_t = 0) {
    return detail::with_temp(d_temp_storage, temp_storage_bytes, [&](c2o_par::arena &A) {
      if (A.measure) return;
      thrust::detail::inclusive_scan_by_key_<thrust::detail::run_device>(
          d_keys_in, d_keys_in + detail::count(num_items), d_values_in, d_values_out, cub::Equality(), cub::Sum());
    });
  }
  template <typename KIn, typename VIn, typename VOut, typename NumItemsT>
  static c2o_error_t ExclusiveSumByKey(C2O_CUB_TEMP, KIn d_keys_in, VIn d_values_in, VOut d_values_out,
                                       NumItemsT num_items, c2o_stream_t = 0) {
    typedef detail::value_t<VIn> V;
    return detail::with_temp(d_temp_storage, temp_storage_bytes, [&](c2o_par::arena &A) {
      if (A.measure) return;
      thrust::detail::exclusive_scan_by_key_<thrust::detail::run_device>(
          d_keys_in, d_keys_in + detail::count(num_items), d_values_in, d_values_out, V(0), cub::Equality(), cub::Sum());
    });
  }
  C2O_CUB_WITH_DEBUG(InclusiveSum, (typename In, typename Out, typename N), (C2O_CUB_TEMP, In a, Out b, N n),
                     (d_temp_storage, temp_storage_bytes, a, b, n))
  C2O_CUB_WITH_DEBUG(ExclusiveSum, (typename In, typename Out, typename N), (C2O_CUB_TEMP, In a, Out b, N n),
                     (d_temp_storage, temp_storage_bytes, a, b, n))
  C2O_CUB_WITH_DEBUG(InclusiveScan, (typename In, typename Out, typename Op, typename N),
                     (C2O_CUB_TEMP, In a, Out b, Op op, N n), (d_temp_storage, temp_storage_bytes, a, b, op, n))
  C2O_CUB_WITH_DEBUG(ExclusiveScan, (typename In, typename Out, typename Op, typename T, typename N),
                     (C2O_CUB_TEMP, In a, Out b, Op op, T init, N n), (d_temp_storage, temp_storage_bytes, a, b, op, init, n))
};

/* ---- DeviceRadixSort ------------------------------------------------------------------------ */
struct DeviceRadixSort {
  template <typename K, typename V, typename NumItemsT>
  static c2o_error_t c2o_sort(C2O_CUB_TEMP, const K *kin, K *kout, const V *vin, V *vout, NumItemsT num_items,
                              int begin_bit, int end_bit, bool descending) {
    return detail::with_temp(d_temp_storage, temp_storage_bytes, [&](c2o_par::arena &A) {
      c2o_par::radix_sort<K, V>(A, kin, kout, vin, vout, detail::count(num_items), begin_bit, end_bit, descending);
    });
  }
#define C2O_CUB_SORT(Name, Desc)                                                                                 \
  template <typename K, typename NumItemsT>                                                                     \
  static c2o_error_t Name##Keys##Desc(C2O_CUB_TEMP, const K *d_keys_in, K *d_keys_out, NumItemsT num_items,     \
                                      int begin_bit = 0, int end_bit = sizeof(K) * 8, c2o_stream_t = 0,         \
                                      bool = false) {                                                            \
    return c2o_sort<K, char>(d_temp_storage, temp_storage_bytes, d_keys_in, d_keys_out, nullptr, nullptr,       \
                             num_items, begin_bit, end_bit, sizeof(#Desc) > 1);                                  \
  }                                                                                                              \
  template <typename K, typename V, typename NumItemsT>                                                         \
  static c2o_error_t Name##Pairs##Desc(C2O_CUB_TEMP, const K *d_keys_in, K *d_keys_out, const V *d_values_in,   \
                                       V *d_values_out, NumItemsT num_items, int begin_bit = 0,                 \
                                       int end_bit = sizeof(K) * 8, c2o_stream_t = 0, bool = false) {           \
    return c2o_sort<K, V>(d_temp_storage, temp_storage_bytes, d_keys_in, d_keys_out, d_values_in, d_values_out, \
                          num_items, begin_bit, end_bit, sizeof(#Desc) > 1);                                     \
  }                                                                                                              \
  template <typename K, typename NumItemsT>                                                                     \
  static c2o_error_t Name##Keys##Desc(C2O_CUB_TEMP, DoubleBuffer<K> &d_keys, NumItemsT num_items,              \
                                      int begin_bit = 0, int end_bit = sizeof(K) * 8, c2o_stream_t = 0,         \
                                      bool = false) {                                                            \
    c2o_error_t e = c2o_sort<K, char>(d_temp_storage, temp_storage_bytes, d_keys.Current(), d_keys.Alternate(), \
                                      nullptr, nullptr, num_items, begin_bit, end_bit, sizeof(#Desc) > 1);       \
    if (d_temp_storage) d_keys.selector ^= 1;                                                                   \
    return e;                                                                                                    \
  }                                                                                                              \
  template <typename K, typename V, typename NumItemsT>                                                         \
  static c2o_error_t Name##Pairs##Desc(C2O_CUB_TEMP, DoubleBuffer<K> &d_keys, DoubleBuffer<V> &d_values,        \
                                       NumItemsT num_items, int begin_bit = 0, int end_bit = sizeof(K) * 8,     \
                                       c2o_stream_t = 0, bool = false) {                                         \
    c2o_error_t e = c2o_sort<K, V>(d_temp_storage, temp_storage_bytes, d_keys.Current(), d_keys.Alternate(),    \
                                   d_values.Current(), d_values.Alternate(), num_items, begin_bit, end_bit,      \
                                   sizeof(#Desc) > 1);                                                           \
    if (d_temp_storage) {                                                                                        \
      d_keys.selector ^= 1;                                                                                      \
      d_values.selector ^= 1;                                                                                    \
    }                                                                                                            \
    return e;                                                                                                    \
  }
  C2O_CUB_SORT(Sort, )
  C2O_CUB_SORT(Sort, Descending)
#undef C2O_CUB_SORT
};

/* ---- DeviceSelect, DevicePartition ---------------------------------------------------------- */
namespace detail {
template <typename In, typename Out, typename NOut, typename Flag>
void select(In d_in, Out d_out, NOut d_num_selected_out, std::size_t n, const Flag &flag) {
  auto f = dv(d_in);
  auto o = dv(d_out);
  std::size_t m = thrust::detail::compact(n, flag, [=](std::size_t j, std::size_t i) { o[j] = f[i]; });
  store_one(d_num_selected_out, m);
}
template <typename In, typename Out, typename NOut, typename Flag>
void partition(In d_in, Out d_out, NOut d_num_selected_out, std::size_t n, const Flag &flag) {
  auto f = dv(d_in);
  auto o = dv(d_out);
  std::size_t m = thrust::detail::compact(n, flag, [=](std::size_t j, std::size_t i) { o[j] = f[i]; });
  /* the rejected ones, in reverse order, at the end */
  thrust::detail::compact(
      n, [=](std::size_t i) { return flag(i) ? 0u : 1u; }, [=](std::size_t j, std::size_t i) { o[n - 1 - j] = f[i]; });
  store_one(d_num_selected_out, m);
}
} // namespace detail

struct DeviceSelect {
  template <typename In, typename Out, typename NOut, typename SelectOp, typename NumItemsT>
  static c2o_error_t If(C2O_CUB_TEMP, In d_in, Out d_out, NOut d_num_selected_out, NumItemsT num_items, SelectOp op,
                        c2o_stream_t = 0, bool = false) {
    return detail::with_temp(d_temp_storage, temp_storage_bytes, [&](c2o_par::arena &A) {
      if (A.measure) return;
      auto f = detail::dv(d_in);
      detail::select(d_in, d_out, d_num_selected_out, detail::count(num_items),
                     [=](std::size_t i) { return op(f[i]) ? 1u : 0u; });
    });
  }
  template <typename It, typename NOut, typename SelectOp, typename NumItemsT>
  static c2o_error_t If(C2O_CUB_TEMP, It d_data, NOut d_num_selected_out, NumItemsT num_items, SelectOp op,
                        c2o_stream_t = 0) {
    return detail::with_temp(d_temp_storage, temp_storage_bytes, [&](c2o_par::arena &A) {
      if (A.measure) return;
      std::size_t m = thrust::detail::remove_if_<thrust::detail::run_device>(
                          d_data, d_data + detail::count(num_items), thrust::detail::not_pred<SelectOp>{op}) - d_data;
      detail::store_one(d_num_selected_out, m);
    });
  }
  template <typename In, typename FlagIt, typename Out, typename NOut, typename NumItemsT>
  static c2o_error_t Flagged(C2O_CUB_TEMP, In d_in, FlagIt d_flags, Out d_out, NOut d_num_selected_out,
                             NumItemsT num_items, c2o_stream_t = 0, bool = false) {
    return detail::with_temp(d_temp_storage, temp_storage_bytes, [&](c2o_par::arena &A) {
      if (A.measure) return;
      auto fl = detail::dv(d_flags);
      detail::select(d_in, d_out, d_num_selected_out, detail::count(num_items),
                     [=](std::size_t i) { return fl[i] ? 1u : 0u; });
    });
  }
  /* in place: the items whose flag is set, in order, at the front of d_data */
  template <typename It, typename FlagIt, typename NOut, typename NumItemsT>
  static c2o_error_t Flagged(C2O_CUB_TEMP, It d_data, FlagIt d_flags, NOut d_num_selected_out, NumItemsT num_items,
                             c2o_stream_t = 0) {
    return detail::with_temp(d_temp_storage, temp_storage_bytes, [&](c2o_par::arena &A) {
      if (A.measure) return;
      std::size_t m = thrust::detail::remove_if_stencil_<thrust::detail::run_device>(
                          d_data, d_data + detail::count(num_items), d_flags, detail::flag_unset()) - d_data;
      detail::store_one(d_num_selected_out, m);
    });
  }
  template <typename In, typename Out, typename NOut, typename NumItemsT>
  static c2o_error_t Unique(C2O_CUB_TEMP, In d_in, Out d_out, NOut d_num_selected_out, NumItemsT num_items,
                            c2o_stream_t = 0, bool = false) {
    return detail::with_temp(d_temp_storage, temp_storage_bytes, [&](c2o_par::arena &A) {
      if (A.measure) return;
      auto f = detail::dv(d_in);
      detail::select(d_in, d_out, d_num_selected_out, detail::count(num_items),
                     thrust::detail::heads<decltype(f), cub::Equality>{f, cub::Equality()});
    });
  }
  template <typename KIn, typename VIn, typename KOut, typename VOut, typename NOut, typename NumItemsT>
  static c2o_error_t UniqueByKey(C2O_CUB_TEMP, KIn d_keys_in, VIn d_values_in, KOut d_keys_out, VOut d_values_out,
                                 NOut d_num_selected_out, NumItemsT num_items, c2o_stream_t = 0) {
    return detail::with_temp(d_temp_storage, temp_storage_bytes, [&](c2o_par::arena &A) {
      if (A.measure) return;
      auto k = detail::dv(d_keys_in);
      auto v = detail::dv(d_values_in);
      auto ko = detail::dv(d_keys_out);
      auto vo = detail::dv(d_values_out);
      std::size_t m = thrust::detail::compact(detail::count(num_items),
                                              thrust::detail::heads<decltype(k), cub::Equality>{k, cub::Equality()},
                                              [=](std::size_t j, std::size_t i) {
                                                ko[j] = k[i];
                                                vo[j] = v[i];
                                              });
      detail::store_one(d_num_selected_out, m);
    });
  }
};

struct DevicePartition {
  template <typename In, typename Out, typename NOut, typename SelectOp, typename NumItemsT>
  static c2o_error_t If(C2O_CUB_TEMP, In d_in, Out d_out, NOut d_num_selected_out, NumItemsT num_items, SelectOp op,
                        c2o_stream_t = 0, bool = false) {
    return detail::with_temp(d_temp_storage, temp_storage_bytes, [&](c2o_par::arena &A) {
      if (A.measure) return;
      auto f = detail::dv(d_in);
      detail::partition(d_in, d_out, d_num_selected_out, detail::count(num_items),
                        [=](std::size_t i) { return op(f[i]) ? 1u : 0u; });
    });
  }
  template <typename In, typename FlagIt, typename Out, typename NOut, typename NumItemsT>
  static c2o_error_t Flagged(C2O_CUB_TEMP, In d_in, FlagIt d_flags, Out d_out, NOut d_num_selected_out,
                             NumItemsT num_items, c2o_stream_t = 0, bool = false) {
    return detail::with_temp(d_temp_storage, temp_storage_bytes, [&](c2o_par::arena &A) {
      if (A.measure) return;
      auto fl = detail::dv(d_flags);
      detail::partition(d_in, d_out, d_num_selected_out, detail::count(num_items),
                        [=](std::size_t i) { return fl[i] ? 1u : 0u; });
    });
  }
  /* three ways: the items of op1, then those of op2 (each in order), the others in reverse order */
  template <typename In, typename Out1, typename Out2, typename OutU, typename NOut, typename Op1, typename Op2,
            typename NumItemsT>
  static c2o_error_t If(C2O_CUB_TEMP, In d_in, Out1 d_first_part_out, Out2 d_second_part_out, OutU d_unselected_out,
                        NOut d_num_selected_out, NumItemsT num_items, Op1 select_first_part_op,
                        Op2 select_second_part_op, c2o_stream_t = 0) {
    return detail::with_temp(d_temp_storage, temp_storage_bytes, [&](c2o_par::arena &A) {
      if (A.measure) return;
      using namespace thrust::detail;
      std::size_t n = detail::count(num_items);
      std::size_t n1 = copy_if_<run_device>(d_in, d_in + n, d_in, d_first_part_out, select_first_part_op) -
                       d_first_part_out;
      detail::second_part<Op1, Op2> second{select_first_part_op, select_second_part_op};
      std::size_t n2 = copy_if_<run_device>(d_in, d_in + n, d_in, d_second_part_out, second) - d_second_part_out;
      std::reverse_iterator<In> rb(d_in + n), re(d_in);
      copy_if_<run_device>(rb, re, rb, d_unselected_out, detail::neither<Op1, Op2>{select_first_part_op,
                                                                                  select_second_part_op});
      NOut counts = d_num_selected_out;
      detail::store_one(counts, n1);
      detail::store_one(counts + 1, n2);
    });
  }
};

/* ---- DeviceHistogram ------------------------------------------------------------------------- */
namespace detail {
/* CUB's binning: [lower, upper) in num_levels - 1 equal bins; floating point
 * samples through the reciprocal of the bin width, integers exactly. */
template <typename C, bool FP = std::is_floating_point<C>::value> struct even_bins {
  C lower, upper, scale;
  int bins;
  even_bins(C lo, C up, int b) : lower(lo), upper(up), scale(C(b) / (up - lo)), bins(b) {}
  int operator()(C s) const { return (s >= lower && s < upper) ? int((s - lower) * scale) : -1; }
};
template <typename C> struct even_bins<C, false> {
  typedef typename std::conditional<std::is_signed<C>::value, long long, unsigned long long>::type W;
  C lower, upper;
  int bins;
  even_bins(C lo, C up, int b) : lower(lo), upper(up), bins(b) {}
  int operator()(C s) const {
    return (s >= lower && s < upper) ? int((W(s - lower) * W(bins)) / W(upper - lower)) : -1;
  }
};
template <typename Counter> void atomic_inc(Counter *c) {
#pragma omp atomic update
  *c += Counter(1);
}
} // namespace detail

struct DeviceHistogram {
  template <typename SampleIt, typename CounterT, typename LevelT, typename OffsetT>
  static c2o_error_t HistogramEven(C2O_CUB_TEMP, SampleIt d_samples, CounterT *d_histogram, int num_levels,
                                   LevelT lower_level, LevelT upper_level, OffsetT num_samples, c2o_stream_t = 0,
                                   bool = false) {
    typedef typename std::common_type<detail::value_t<SampleIt>, LevelT>::type C;
    return detail::with_temp(d_temp_storage, temp_storage_bytes, [&](c2o_par::arena &A) {
      if (A.measure) return;
      const int bins = num_levels - 1;
      if (bins <= 0) return;
      CounterT *h = d_histogram;
      detail::for_n(std::size_t(bins), [=](std::size_t b) { h[b] = CounterT(0); });
      detail::even_bins<C> bin(C(lower_level), C(upper_level), bins);
      auto f = detail::dv(d_samples);
      detail::for_n(detail::count(num_samples), [=](std::size_t i) {
        int b = bin(C(f[i]));
        if (b >= 0 && b < bins) detail::atomic_inc(h + b);
      });
    });
  }
  template <typename SampleIt, typename CounterT, typename LevelT, typename OffsetT>
  static c2o_error_t HistogramEven(C2O_CUB_TEMP, SampleIt d_samples, CounterT *d_histogram, int num_levels,
                                   LevelT lower_level, LevelT upper_level, OffsetT num_row_samples, OffsetT num_rows,
                                   size_t row_stride_bytes, c2o_stream_t = 0) {
    typedef typename std::common_type<detail::value_t<SampleIt>, LevelT>::type C;
    typedef detail::value_t<SampleIt> S;
    return detail::with_temp(d_temp_storage, temp_storage_bytes, [&](c2o_par::arena &A) {
      if (A.measure) return;
      const int bins = num_levels - 1;
      if (bins <= 0) return;
      CounterT *h = d_histogram;
      detail::for_n(std::size_t(bins), [=](std::size_t b) { h[b] = CounterT(0); });
      detail::even_bins<C> bin(C(lower_level), C(upper_level), bins);
      const char *base = reinterpret_cast<const char *>(&*d_samples);
      std::size_t cols = detail::count(num_row_samples);
      detail::for_n(cols * detail::count(num_rows), [=](std::size_t i) {
        const S *row = reinterpret_cast<const S *>(base + (i / cols) * row_stride_bytes);
        int b = bin(C(row[i % cols]));
        if (b >= 0 && b < bins) detail::atomic_inc(h + b);
      });
    });
  }
  template <typename SampleIt, typename CounterT, typename LevelT, typename OffsetT>
  static c2o_error_t HistogramRange(C2O_CUB_TEMP, SampleIt d_samples, CounterT *d_histogram, int num_levels,
                                    const LevelT *d_levels, OffsetT num_samples, c2o_stream_t = 0, bool = false) {
    typedef typename std::common_type<detail::value_t<SampleIt>, LevelT>::type C;
    return detail::with_temp(d_temp_storage, temp_storage_bytes, [&](c2o_par::arena &A) {
      if (A.measure) return;
      const int bins = num_levels - 1;
      if (bins <= 0) return;
      CounterT *h = d_histogram;
      detail::for_n(std::size_t(bins), [=](std::size_t b) { h[b] = CounterT(0); });
      auto f = detail::dv(d_samples);
      detail::for_n(detail::count(num_samples), [=](std::size_t i) {
        C s = C(f[i]);
        if (!(s >= C(d_levels[0]) && s < C(d_levels[bins]))) return;
        int a = 0, b = bins; /* the last level <= s */
        while (b - a > 1) {
          int m = (a + b) / 2;
          if (C(d_levels[m]) <= s) a = m;
          else b = m;
        }
        detail::atomic_inc(h + a);
      });
    });
  }
  /* the 2-D form: num_rows rows of num_row_samples samples, row_stride_bytes apart */
  template <typename SampleIt, typename CounterT, typename LevelT, typename OffsetT>
  static c2o_error_t HistogramRange(C2O_CUB_TEMP, SampleIt d_samples, CounterT *d_histogram, int num_levels,
                                    const LevelT *d_levels, OffsetT num_row_samples, OffsetT num_rows,
                                    size_t row_stride_bytes, c2o_stream_t s = 0) {
    if (!d_temp_storage) return HistogramRange(d_temp_storage, temp_storage_bytes, d_samples, d_histogram,
                                               num_levels, d_levels, num_row_samples, s);
    typedef detail::value_t<SampleIt> S;
    std::size_t cols = detail::count(num_row_samples), rows = detail::count(num_rows);
    const int bins = num_levels - 1;
    if (bins <= 0) return c2o_success;
    CounterT *row_h = static_cast<CounterT *>(c2o_par::dev_alloc(sizeof(CounterT) * std::size_t(bins)));
    CounterT *h = d_histogram;
    detail::for_n(std::size_t(bins), [=](std::size_t b) { h[b] = CounterT(0); });
    const char *base = reinterpret_cast<const char *>(&*d_samples);
    for (std::size_t r = 0; r < rows; ++r) { /* one row at a time, added up */
      HistogramRange(d_temp_storage, temp_storage_bytes, reinterpret_cast<const S *>(base + r * row_stride_bytes),
                     row_h, num_levels, d_levels, cols, s);
      detail::for_n(std::size_t(bins), [=](std::size_t b) { h[b] += row_h[b]; });
    }
    c2o_par::dev_free(row_h);
    return c2o_success;
  }
};

/* ---- DeviceRunLengthEncode, DeviceSegmentedReduce, DeviceMergeSort -------------------------- */
struct DeviceRunLengthEncode {
  template <typename In, typename UOut, typename LOut, typename NOut, typename NumItemsT>
  static c2o_error_t Encode(C2O_CUB_TEMP, In d_in, UOut d_unique_out, LOut d_counts_out, NOut d_num_runs_out,
                            NumItemsT num_items, c2o_stream_t = 0, bool = false) {
    return detail::with_temp(d_temp_storage, temp_storage_bytes, [&](c2o_par::arena &A) {
      if (A.measure) return;
      std::size_t n = detail::count(num_items);
      auto f = detail::dv(d_in);
      auto u = detail::dv(d_unique_out);
      auto c = detail::dv(d_counts_out);
      typedef detail::out_t<LOut, int> L;
      std::size_t m = 0;
      if (n) {
        thrust::detail::dev_array<std::size_t> starts(n + 1);
        std::size_t *st = starts.p;
        m = thrust::detail::compact(n, thrust::detail::heads<decltype(f), cub::Equality>{f, cub::Equality()},
                                    [=](std::size_t j, std::size_t i) { st[j] = i; });
        c2o_par::to_device(st + m, &n, sizeof n);
        detail::for_n(m, [=](std::size_t r) {
          u[r] = f[st[r]];
          c[r] = L(st[r + 1] - st[r]);
        });
      }
      detail::store_one(d_num_runs_out, m);
    });
  }
};

struct DeviceSegmentedReduce {
  template <typename In, typename Out, typename BIt, typename EIt, typename Op, typename T>
  static c2o_error_t Reduce(C2O_CUB_TEMP, In d_in, Out d_out, int num_segments, BIt d_begin_offsets,
                            EIt d_end_offsets, Op op, T init, c2o_stream_t = 0, bool = false) {
    return detail::with_temp(d_temp_storage, temp_storage_bytes, [&](c2o_par::arena &A) {
      if (A.measure) return;
      auto f = detail::dv(d_in);
      auto o = detail::dv(d_out);
      auto b = detail::dv(d_begin_offsets);
      auto e = detail::dv(d_end_offsets);
      c2o_par::image<T> ii = c2o_par::pack(init);
      detail::for_n(detail::count(num_segments), [=](std::size_t s) {
        T acc = c2o_par::unpack(ii);
        for (auto i = b[s]; i < e[s]; ++i) acc = op(acc, static_cast<T>(f[i]));
        o[s] = acc;
      });
    });
  }
#define C2O_CUB_SEG(Name, Op, Init)                                                                             \
  template <typename In, typename Out, typename BIt, typename EIt>                                             \
  static c2o_error_t Name(C2O_CUB_TEMP, In d_in, Out d_out, int num_segments, BIt d_begin_offsets,              \
                          EIt d_end_offsets, c2o_stream_t s = 0, bool = false) {                                \
    typedef detail::out_t<Out, detail::value_t<In>> T;                                                          \
    return Reduce(d_temp_storage, temp_storage_bytes, d_in, d_out, num_segments, d_begin_offsets, d_end_offsets, \
                  Op(), Init, s);                                                                               \
  }
  C2O_CUB_SEG(Sum, cub::Sum, T(0))
  C2O_CUB_SEG(Max, cub::Max, Traits<T>::Lowest())
  C2O_CUB_SEG(Min, cub::Min, Traits<T>::Max())
#undef C2O_CUB_SEG
};

struct DeviceMergeSort {
  template <typename KIt, typename OffsetT, typename Comp>
  static c2o_error_t SortKeys(C2O_CUB_TEMP, KIt d_keys, OffsetT num_items, Comp comp, c2o_stream_t = 0) {
    return detail::with_temp(d_temp_storage, temp_storage_bytes, [&](c2o_par::arena &A) {
      if (A.measure) return;
      thrust::detail::sort_<thrust::detail::run_device>(d_keys, d_keys + detail::count(num_items), comp);
    });
  }
  template <typename KIt, typename VIt, typename OffsetT, typename Comp>
  static c2o_error_t SortPairs(C2O_CUB_TEMP, KIt d_keys, VIt d_items, OffsetT num_items, Comp comp, c2o_stream_t = 0) {
    return detail::with_temp(d_temp_storage, temp_storage_bytes, [&](c2o_par::arena &A) {
      if (A.measure) return;
      thrust::detail::sort_by_key_<thrust::detail::run_device>(d_keys, d_keys + detail::count(num_items), d_items, comp);
    });
  }
};

#undef C2O_CUB_TEMP
#undef C2O_CUB_WITH_DEBUG
#undef C2O_CUB_EXPAND

} // namespace cub

#include "c2o_cub_block.h"

#endif /* C2O_CUB_H */
