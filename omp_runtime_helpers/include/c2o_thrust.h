/* c2o_thrust.h - Thrust in OpenMP (C++17): what translated programs include
 * in place of <thrust/...>. The names are Thrust's own (namespace thrust), so
 * a translated program keeps its Thrust code as it was.
 *
 *   containers   host_vector (a std::vector), device_vector (device memory
 *                from c2o_malloc, elements read and written from the host
 *                through device_reference), device_ptr, device_malloc/free,
 *                raw_pointer_cast, device_pointer_cast
 *   iterators    counting, constant, transform, zip, permutation, discard,
 *                reverse; tuple (std::tuple), pair (std::pair), complex
 *   functors     plus ... logical_not, identity, maximum, minimum, placeholders
 *   policies     thrust::device, thrust::cuda::par(.on(s)): target regions on the
 *                current device; thrust::host: the host; thrust::seq: in place,
 *                sequential, usable inside a translated kernel
 *   algorithms   transform(_if), for_each(_n), tabulate, sequence, fill(_n),
 *                generate, copy(_n, _if), gather, scatter, replace(_if), reverse,
 *                reduce, transform_reduce, inner_product, count(_if),
 *                min/max/minmax_element, equal, all/any/none_of, find(_if),
 *                inclusive/exclusive_scan (+ transform_, _by_key), adjacent_difference,
 *                sort, stable_sort, sort_by_key, stable_sort_by_key, is_sorted,
 *                lower/upper_bound, binary_search (scalar and vectorised),
 *                unique(_copy, _by_key, _count), reduce_by_key, remove(_if),
 *                remove_copy_if, partition, stable_partition, merge
 *
 * Without a policy, an algorithm runs where its iterators live, as Thrust's
 * do: device_vector iterators and device_ptr on the device, host_vector
 * iterators and raw pointers on the host; counting and constant iterators
 * alone run on the device. On the device every algorithm is made of the
 * parallel target regions of c2o_par.h (reductions with reduction clauses,
 * blocked two-pass scans, radix sort for arithmetic keys with the default or
 * greater comparator, merge sort otherwise); on the host, of std algorithms.
 * User functors and lambdas are called inside the target regions.
 * docs/libraries.md describes what differs from Thrust. */
#ifndef C2O_THRUST_H
#define C2O_THRUST_H

#include "c2o_par.h"
#include <cmath>
#include <initializer_list>
#include <iterator>
#include <memory>
#include <numeric>
#include <iostream> /* Thrust brings it (its random engines read and write streams), and programs rely on it */
#include <stdexcept>
#include <tuple>

/* the version macros, the policies' types, tags, traits, tuple names and the
 * lists both trees expand: one definition with the bundled parse headers */
#include "c2o_thrust_types.h"
#define THRUST_DEVICE_SYSTEM THRUST_DEVICE_SYSTEM_OMP

namespace thrust {

/* ---- execution policies ----------------------------------------------------- */
inline constexpr host_t host{};
inline constexpr device_t device{};
inline constexpr sequential_t seq{};
namespace cuda {
struct par_t : execution_policy<par_t> {
  par_t on(c2o_stream_t) const { return *this; } /* streams are synchronous here */
};
inline constexpr par_t par{};
inline constexpr par_t par_nosync{};
} // namespace cuda
C2O_THRUST_CUDA_POLICY_NAMES

/* ---- device memory -------------------------------------------------------------- */
template <typename T> class device_ptr;

/* An element of device memory, read and written from the host by copies. */
template <typename T> class device_reference {
public:
  typedef typename std::remove_const<T>::type value_type;
  typedef device_ptr<T> pointer;
  explicit device_reference(T *p) : p_(p) {}
  explicit device_reference(const pointer &p) : p_(p.get()) {}
  device_reference(const device_reference &) = default;
  device_reference &operator=(const device_reference &o) { return *this = static_cast<value_type>(o); }
  device_reference &operator=(const value_type &v) {
    c2o_memcpy(const_cast<value_type *>(p_), &v, sizeof(T), c2o_memcpy_default);
    return *this;
  }
  operator value_type() const {
    alignas(value_type) unsigned char b[sizeof(value_type)];
    c2o_memcpy(b, p_, sizeof(T), c2o_memcpy_default);
    return *reinterpret_cast<value_type *>(b);
  }
  pointer operator&() const { return pointer(p_); }
#define C2O_THRUST_REF_OP(op)                                                                           \
  device_reference &operator op##=(const value_type &v) {                                               \
    value_type x = *this;                                                                               \
    x op## = v;                                                                                         \
    return *this = x;                                                                                   \
  }
  C2O_THRUST_REF_OP(+)
  C2O_THRUST_REF_OP(-)
  C2O_THRUST_REF_OP(*)
  C2O_THRUST_REF_OP(/)
  C2O_THRUST_REF_OP(%)
  C2O_THRUST_REF_OP(|)
  C2O_THRUST_REF_OP(&)
  C2O_THRUST_REF_OP(^)
  C2O_THRUST_REF_OP(<<)
  C2O_THRUST_REF_OP(>>)
#undef C2O_THRUST_REF_OP
  device_reference &operator++() { return *this += value_type(1); }
  value_type operator++(int) {
    value_type x = *this;
    *this = value_type(x + 1);
    return x;
  }
  device_reference &operator--() { return *this -= value_type(1); }
  value_type operator--(int) {
    value_type x = *this;
    *this = value_type(x - 1);
    return x;
  }
  void swap(device_reference other) {
    value_type a = *this, b = other;
    *this = b;
    other = a;
  }

private:
  T *p_;
};
template <typename T> std::ostream &operator<<(std::ostream &os, const device_reference<T> &r) {
  return os << static_cast<typename device_reference<T>::value_type>(r);
}

/* A pointer to device memory, a random-access iterator over it. */
template <typename T> class device_ptr {
public:
  typedef T element_type;
  typedef typename std::remove_const<T>::type value_type;
  typedef std::ptrdiff_t difference_type;
  typedef device_ptr<T> pointer;
  typedef device_reference<T> reference;
  typedef std::random_access_iterator_tag iterator_category;
  device_ptr() : p_(nullptr) {}
  device_ptr(std::nullptr_t) : p_(nullptr) {}
  template <typename U> explicit device_ptr(U *p) : p_(p) {}
  template <typename U> device_ptr(const device_ptr<U> &o) : p_(o.get()) {}
  template <typename U> device_ptr &operator=(const device_ptr<U> &o) {
    p_ = o.get();
    return *this;
  }
  T *get() const { return p_; }
  reference operator*() const { return reference(p_); }
  reference operator[](difference_type i) const { return reference(p_ + i); }
  device_ptr &operator++() { ++p_; return *this; }
  device_ptr operator++(int) { device_ptr r = *this; ++p_; return r; }
  device_ptr &operator--() { --p_; return *this; }
  device_ptr operator--(int) { device_ptr r = *this; --p_; return r; }
  device_ptr &operator+=(difference_type n) { p_ += n; return *this; }
  device_ptr &operator-=(difference_type n) { p_ -= n; return *this; }
  device_ptr operator+(difference_type n) const { return device_ptr(p_ + n); }
  device_ptr operator-(difference_type n) const { return device_ptr(p_ - n); }
  difference_type operator-(const device_ptr &o) const { return p_ - o.p_; }
  bool operator==(const device_ptr &o) const { return p_ == o.p_; }
  bool operator!=(const device_ptr &o) const { return p_ != o.p_; }
  bool operator<(const device_ptr &o) const { return p_ < o.p_; }
  bool operator>(const device_ptr &o) const { return p_ > o.p_; }
  bool operator<=(const device_ptr &o) const { return p_ <= o.p_; }
  bool operator>=(const device_ptr &o) const { return p_ >= o.p_; }
  explicit operator bool() const { return p_ != nullptr; }

private:
  T *p_;
};
template <> class device_ptr<void> {
public:
  typedef void element_type;
  device_ptr() : p_(nullptr) {}
  explicit device_ptr(void *p) : p_(p) {}
  template <typename U> device_ptr(const device_ptr<U> &o) : p_(o.get()) {}
  void *get() const { return p_; }

private:
  void *p_;
};

template <typename T> device_ptr<T> device_pointer_cast(T *p) { return device_ptr<T>(p); }
template <typename T> device_ptr<T> device_pointer_cast(const device_ptr<T> &p) { return p; }
template <typename T> T *raw_pointer_cast(T *p) { return p; }
template <typename T> T *raw_pointer_cast(const device_ptr<T> &p) { return p.get(); }
template <typename T> T &raw_reference_cast(T &r) { return r; }
template <typename T> const T &raw_reference_cast(const T &r) { return r; }
template <typename T> device_ptr<T> device_malloc(std::size_t n) {
  void *p = nullptr;
  if (c2o_malloc(&p, n * sizeof(T)) != c2o_success) throw std::bad_alloc();
  return device_ptr<T>(static_cast<T *>(p));
}
inline device_ptr<void> device_malloc(std::size_t bytes) {
  void *p = nullptr;
  if (c2o_malloc(&p, bytes) != c2o_success) throw std::bad_alloc();
  return device_ptr<void>(p);
}
template <typename T> void device_free(device_ptr<T> p) { c2o_free(const_cast<void *>(static_cast<const void *>(p.get()))); }

template <typename T> class device_allocator {
public:
  typedef T value_type;
  typedef device_ptr<T> pointer;
  typedef std::size_t size_type;
  pointer allocate(size_type n) { return device_malloc<T>(n); }
  void deallocate(pointer p, size_type) { device_free(p); }
};

/* ---- fancy iterators ------------------------------------------------------------ */
template <typename Incrementable, typename System = use_default, typename Traversal = use_default,
          typename Difference = use_default>
class counting_iterator {
public:
  C2O_THRUST_COUNTING_ITERATOR_TYPES(Incrementable)
  counting_iterator() : x_() {}
  explicit counting_iterator(Incrementable x) : x_(x) {}
  reference operator*() const { return x_; }
  reference operator[](difference_type n) const { return static_cast<Incrementable>(x_ + n); }
  counting_iterator &operator++() { ++x_; return *this; }
  counting_iterator operator++(int) { counting_iterator r = *this; ++x_; return r; }
  counting_iterator &operator--() { --x_; return *this; }
  counting_iterator operator--(int) { counting_iterator r = *this; --x_; return r; }
  counting_iterator &operator+=(difference_type n) { x_ = static_cast<Incrementable>(x_ + n); return *this; }
  counting_iterator &operator-=(difference_type n) { x_ = static_cast<Incrementable>(x_ - n); return *this; }
  counting_iterator operator+(difference_type n) const { return counting_iterator(static_cast<Incrementable>(x_ + n)); }
  counting_iterator operator-(difference_type n) const { return counting_iterator(static_cast<Incrementable>(x_ - n)); }
  difference_type operator-(const counting_iterator &o) const { return difference_type(x_) - difference_type(o.x_); }
  bool operator==(const counting_iterator &o) const { return x_ == o.x_; }
  bool operator!=(const counting_iterator &o) const { return x_ != o.x_; }
  bool operator<(const counting_iterator &o) const { return x_ < o.x_; }

private:
  Incrementable x_;
};
template <typename Incrementable> counting_iterator<Incrementable> make_counting_iterator(Incrementable x) {
  return counting_iterator<Incrementable>(x);
}

template <typename Value, typename Incrementable = use_default, typename System = use_default>
class constant_iterator {
public:
  C2O_THRUST_CONSTANT_ITERATOR_TYPES(Value)
  constant_iterator() : v_(), i_(0) {}
  constant_iterator(const Value &v, std::ptrdiff_t i = 0) : v_(v), i_(i) {}
  Value value() const { return v_; }
  reference operator*() const { return v_; }
  reference operator[](difference_type) const { return v_; }
  constant_iterator &operator++() { ++i_; return *this; }
  constant_iterator operator++(int) { constant_iterator r = *this; ++i_; return r; }
  constant_iterator &operator--() { --i_; return *this; }
  constant_iterator &operator+=(difference_type n) { i_ += n; return *this; }
  constant_iterator operator+(difference_type n) const { return constant_iterator(v_, i_ + n); }
  constant_iterator operator-(difference_type n) const { return constant_iterator(v_, i_ - n); }
  difference_type operator-(const constant_iterator &o) const { return i_ - o.i_; }
  bool operator==(const constant_iterator &o) const { return i_ == o.i_; }
  bool operator!=(const constant_iterator &o) const { return i_ != o.i_; }

private:
  Value v_;
  std::ptrdiff_t i_;
};
template <typename V> constant_iterator<V> make_constant_iterator(V v) { return constant_iterator<V>(v); }
template <typename V, typename I> constant_iterator<V> make_constant_iterator(V v, I i) {
  return constant_iterator<V>(v, std::ptrdiff_t(i));
}

namespace detail {
template <typename V, typename D> struct pick { typedef V type; };
template <typename D> struct pick<use_default, D> { typedef D type; };
} // namespace detail

template <typename UnaryFunction, typename Iterator, typename Reference = use_default, typename Value = use_default>
class transform_iterator {
public:
  typedef typename std::decay<decltype(std::declval<const UnaryFunction &>()(
      std::declval<typename std::iterator_traits<Iterator>::reference>()))>::type c2o_result;
  typedef typename detail::pick<Value, c2o_result>::type value_type;
  typedef typename detail::pick<Reference, c2o_result>::type reference;
  typedef typename std::iterator_traits<Iterator>::difference_type difference_type;
  typedef void pointer;
  typedef std::random_access_iterator_tag iterator_category;
  transform_iterator(const Iterator &x, UnaryFunction f) : it_(x), f_(f) {}
  const Iterator &base() const { return it_; }
  UnaryFunction functor() const { return f_; }
  reference operator*() const { return f_(*it_); }
  reference operator[](difference_type n) const { return f_(it_[n]); }
  transform_iterator &operator++() { ++it_; return *this; }
  transform_iterator operator++(int) { transform_iterator r = *this; ++it_; return r; }
  transform_iterator &operator--() { --it_; return *this; }
  transform_iterator &operator+=(difference_type n) { it_ += n; return *this; }
  transform_iterator &operator-=(difference_type n) { it_ -= n; return *this; }
  transform_iterator operator+(difference_type n) const { return transform_iterator(it_ + n, f_); }
  transform_iterator operator-(difference_type n) const { return transform_iterator(it_ - n, f_); }
  difference_type operator-(const transform_iterator &o) const { return it_ - o.it_; }
  bool operator==(const transform_iterator &o) const { return it_ == o.it_; }
  bool operator!=(const transform_iterator &o) const { return it_ != o.it_; }

private:
  Iterator it_;
  UnaryFunction f_;
};
template <typename AdaptableUnaryFunction, typename Iterator>
transform_iterator<AdaptableUnaryFunction, Iterator> make_transform_iterator(Iterator it, AdaptableUnaryFunction f) {
  return transform_iterator<AdaptableUnaryFunction, Iterator>(it, f);
}

template <typename IteratorTuple> class zip_iterator;
template <typename... Its> class zip_iterator<tuple<Its...>> {
public:
  C2O_THRUST_ZIP_ITERATOR_TYPES(Its)
  zip_iterator() = default;
  zip_iterator(const tuple<Its...> &its) : its_(its) {}
  const tuple<Its...> &get_iterator_tuple() const { return its_; }
  reference operator*() const { return (*this)[0]; }
  reference operator[](difference_type n) const { return at(n, std::index_sequence_for<Its...>()); }
  zip_iterator &operator++() { return *this += 1; }
  zip_iterator operator++(int) { zip_iterator r = *this; *this += 1; return r; }
  zip_iterator &operator--() { return *this += -1; }
  zip_iterator &operator+=(difference_type n) { advance(n, std::index_sequence_for<Its...>()); return *this; }
  zip_iterator &operator-=(difference_type n) { return *this += -n; }
  zip_iterator operator+(difference_type n) const { zip_iterator r = *this; r += n; return r; }
  zip_iterator operator-(difference_type n) const { zip_iterator r = *this; r += -n; return r; }
  difference_type operator-(const zip_iterator &o) const { return std::get<0>(its_) - std::get<0>(o.its_); }
  bool operator==(const zip_iterator &o) const { return std::get<0>(its_) == std::get<0>(o.its_); }
  bool operator!=(const zip_iterator &o) const { return !(*this == o); }

private:
  template <std::size_t... I> reference at(difference_type n, std::index_sequence<I...>) const {
    return reference(std::get<I>(its_)[n]...);
  }
  template <std::size_t... I> void advance(difference_type n, std::index_sequence<I...>) {
    int dummy[] = {0, ((void)(std::get<I>(its_) += n), 0)...};
    (void)dummy;
  }
  tuple<Its...> its_;
};
template <typename... Its> zip_iterator<tuple<Its...>> make_zip_iterator(tuple<Its...> t) {
  return zip_iterator<tuple<Its...>>(t);
}
template <typename... Its, typename std::enable_if<(sizeof...(Its) > 1), int>::type = 0>
zip_iterator<tuple<Its...>> make_zip_iterator(Its... its) {
  return zip_iterator<tuple<Its...>>(tuple<Its...>(its...));
}
template <typename It, typename std::enable_if<!std::is_same<typename std::decay<It>::type, tuple<>>::value, int>::type = 0>
zip_iterator<tuple<It>> make_zip_iterator(It it) {
  return zip_iterator<tuple<It>>(tuple<It>(it));
}

template <typename ElementIterator, typename IndexIterator> class permutation_iterator {
public:
  C2O_THRUST_PERMUTATION_ITERATOR_TYPES(ElementIterator, IndexIterator)
  permutation_iterator(ElementIterator x, IndexIterator y) : e_(x), i_(y) {}
  reference operator*() const { return e_[*i_]; }
  reference operator[](difference_type n) const { return e_[i_[n]]; }
  permutation_iterator &operator++() { ++i_; return *this; }
  permutation_iterator operator++(int) { permutation_iterator r = *this; ++i_; return r; }
  permutation_iterator &operator+=(difference_type n) { i_ += n; return *this; }
  permutation_iterator operator+(difference_type n) const { return permutation_iterator(e_, i_ + n); }
  permutation_iterator operator-(difference_type n) const { return permutation_iterator(e_, i_ - n); }
  difference_type operator-(const permutation_iterator &o) const { return i_ - o.i_; }
  bool operator==(const permutation_iterator &o) const { return i_ == o.i_; }
  bool operator!=(const permutation_iterator &o) const { return i_ != o.i_; }
  const ElementIterator &c2o_elements() const { return e_; }
  const IndexIterator &c2o_indices() const { return i_; }

private:
  ElementIterator e_;
  IndexIterator i_;
};
template <typename E, typename I> permutation_iterator<E, I> make_permutation_iterator(E e, I i) {
  return permutation_iterator<E, I>(e, i);
}

namespace detail {
struct any_assign {
  template <typename T> const any_assign &operator=(const T &) const { return *this; }
};
} // namespace detail
template <typename System = use_default> class discard_iterator {
public:
  C2O_THRUST_DISCARD_ITERATOR_TYPES(detail::any_assign)
  discard_iterator(std::ptrdiff_t i = 0) : i_(i) {}
  reference operator*() const { return sink(); }
  reference operator[](difference_type) const { return sink(); }
  discard_iterator &operator++() { ++i_; return *this; }
  discard_iterator operator++(int) { discard_iterator r = *this; ++i_; return r; }
  discard_iterator &operator+=(difference_type n) { i_ += n; return *this; }
  discard_iterator operator+(difference_type n) const { return discard_iterator(i_ + n); }
  difference_type operator-(const discard_iterator &o) const { return i_ - o.i_; }
  bool operator==(const discard_iterator &o) const { return i_ == o.i_; }
  bool operator!=(const discard_iterator &o) const { return i_ != o.i_; }

private:
  static reference sink() {
    static const detail::any_assign s{};
    return s;
  }
  std::ptrdiff_t i_;
};
inline discard_iterator<> make_discard_iterator(std::ptrdiff_t i = 0) { return discard_iterator<>(i); }

template <typename BidirectionalIterator> using reverse_iterator = std::reverse_iterator<BidirectionalIterator>;
template <typename BidirectionalIterator>
reverse_iterator<BidirectionalIterator> make_reverse_iterator(BidirectionalIterator x) {
  return reverse_iterator<BidirectionalIterator>(x);
}

/* ---- function objects -------------------------------------------------------------- */
#define C2O_THRUST_BINARY(name, expr, Result)                                                          \
  template <typename T = void> struct name {                                                            \
    typedef T first_argument_type;                                                                      \
    typedef T second_argument_type;                                                                     \
    typedef Result result_type;                                                                         \
    Result operator()(const T &a, const T &b) const { return expr; }                                   \
  };                                                                                                    \
  template <> struct name<void> {                                                                       \
    template <typename A, typename B> auto operator()(const A &a, const B &b) const -> decltype(expr) { \
      return expr;                                                                                      \
    }                                                                                                   \
  };
C2O_THRUST_BINARY(plus, a + b, T)
C2O_THRUST_BINARY(minus, a - b, T)
C2O_THRUST_BINARY(multiplies, a * b, T)
C2O_THRUST_BINARY(divides, a / b, T)
C2O_THRUST_BINARY(modulus, a % b, T)
C2O_THRUST_BINARY(maximum, a < b ? b : a, T)
C2O_THRUST_BINARY(minimum, b < a ? b : a, T)
C2O_THRUST_BINARY(bit_and, a & b, T)
C2O_THRUST_BINARY(bit_or, a | b, T)
C2O_THRUST_BINARY(bit_xor, a ^ b, T)
C2O_THRUST_BINARY(equal_to, a == b, bool)
C2O_THRUST_BINARY(not_equal_to, a != b, bool)
C2O_THRUST_BINARY(less, a < b, bool)
C2O_THRUST_BINARY(greater, a > b, bool)
C2O_THRUST_BINARY(less_equal, a <= b, bool)
C2O_THRUST_BINARY(greater_equal, a >= b, bool)
C2O_THRUST_BINARY(logical_and, a &&b, bool)
C2O_THRUST_BINARY(logical_or, a || b, bool)
#undef C2O_THRUST_BINARY
template <typename T = void> struct negate {
  typedef T argument_type;
  typedef T result_type;
  T operator()(const T &a) const { return -a; }
};
template <typename T = void> struct logical_not {
  typedef T argument_type;
  typedef bool result_type;
  bool operator()(const T &a) const { return !a; }
};
template <typename T = void> struct identity {
  typedef T argument_type;
  typedef T result_type;
  const T &operator()(const T &a) const { return a; }
};
template <typename T = void> struct square {
  typedef T argument_type;
  typedef T result_type;
  T operator()(const T &a) const { return a * a; }
};
template <typename Predicate> struct unary_negate {
  explicit unary_negate(const Predicate &p) : p_(p) {}
  template <typename A> bool operator()(const A &a) const { return !p_(a); }
  Predicate p_;
};
template <typename Predicate> unary_negate<Predicate> not1(const Predicate &p) { return unary_negate<Predicate>(p); }
template <typename Predicate> struct binary_negate {
  explicit binary_negate(const Predicate &p) : p_(p) {}
  template <typename A, typename B> bool operator()(const A &a, const B &b) const { return !p_(a, b); }
  Predicate p_;
};
template <typename Predicate> binary_negate<Predicate> not2(const Predicate &p) { return binary_negate<Predicate>(p); }

} // namespace thrust

/* The reductions of c2o_par.h use a reduction clause for these. */
namespace c2o_par {
template <class T> struct op_kind<thrust::plus<T>> : std::integral_constant<op_class, op_class::plus> {};
template <class T> struct op_kind<thrust::maximum<T>> : std::integral_constant<op_class, op_class::maximum> {};
template <class T> struct op_kind<thrust::minimum<T>> : std::integral_constant<op_class, op_class::minimum> {};
} // namespace c2o_par

namespace thrust {

/* ---- placeholders: thrust::placeholders::_1 ... as expression templates ------ */
namespace placeholders {
template <int I> struct placeholder {
  template <typename... A> decltype(auto) operator()(A &&...a) const {
    return std::get<I>(std::forward_as_tuple(std::forward<A>(a)...));
  }
};
template <typename T> struct pvalue {
  T v;
  template <typename... A> const T &operator()(A &&...) const { return v; }
};
template <typename Op, typename L, typename R> struct pbinary {
  L l;
  R r;
  template <typename... A> auto operator()(A &&...a) const { return Op()(l(a...), r(a...)); }
};
template <typename Op, typename E> struct punary {
  E e;
  template <typename... A> auto operator()(A &&...a) const { return Op()(e(a...)); }
};
template <typename T> struct is_pexpr : std::false_type {};
template <int I> struct is_pexpr<placeholder<I>> : std::true_type {};
template <typename T> struct is_pexpr<pvalue<T>> : std::true_type {};
template <typename Op, typename L, typename R> struct is_pexpr<pbinary<Op, L, R>> : std::true_type {};
template <typename Op, typename E> struct is_pexpr<punary<Op, E>> : std::true_type {};
template <typename T> auto as_pexpr(const T &v) {
  if constexpr (is_pexpr<T>::value) return v;
  else return pvalue<T>{v};
}
struct pneg { template <typename A> auto operator()(const A &a) const { return -a; } };
inline constexpr placeholder<0> _1{};
inline constexpr placeholder<1> _2{};
inline constexpr placeholder<2> _3{};
#define C2O_THRUST_PEXPR_OP(op, fn)                                                                         \
  template <typename L, typename R,                                                                         \
            typename std::enable_if<is_pexpr<L>::value || is_pexpr<R>::value, int>::type = 0> \
  auto operator op(const L &l, const R &r) {                                                                \
    auto a = as_pexpr(l);                                                                           \
    auto b = as_pexpr(r);                                                                           \
    return pbinary<::thrust::fn<void>, decltype(a), decltype(b)>{a, b};                                       \
  }
C2O_THRUST_PLACEHOLDER_OPERATORS(C2O_THRUST_PEXPR_OP)
#undef C2O_THRUST_PEXPR_OP
template <typename E, typename std::enable_if<is_pexpr<E>::value, int>::type = 0> auto operator-(const E &e) {
  return punary<pneg, E>{e};
}
} // namespace placeholders

/* ---- complex numbers ------------------------------------------------------------ */
template <typename T> struct complex {
  typedef T value_type;
  complex(const T &re = T(), const T &im = T()) : re_(re), im_(im) {}
  template <typename U> complex(const complex<U> &z) : re_(T(z.real())), im_(T(z.imag())) {}
  T real() const { return re_; }
  T imag() const { return im_; }
  void real(T re) { re_ = re; }
  void imag(T im) { im_ = im; }
  complex &operator=(const T &re) { re_ = re; im_ = T(); return *this; }
  template <typename U> complex &operator=(const complex<U> &z) { re_ = T(z.real()); im_ = T(z.imag()); return *this; }
  template <typename U> complex &operator+=(const complex<U> &z) { re_ += T(z.real()); im_ += T(z.imag()); return *this; }
  template <typename U> complex &operator-=(const complex<U> &z) { re_ -= T(z.real()); im_ -= T(z.imag()); return *this; }
  template <typename U> complex &operator*=(const complex<U> &z) { return *this = *this * complex(z); }
  template <typename U> complex &operator/=(const complex<U> &z) { return *this = *this / complex(z); }
  complex &operator+=(const T &v) { re_ += v; return *this; }
  complex &operator-=(const T &v) { re_ -= v; return *this; }
  complex &operator*=(const T &v) { re_ *= v; im_ *= v; return *this; }
  complex &operator/=(const T &v) { re_ /= v; im_ /= v; return *this; }

private:
  T re_, im_;
};
template <typename T> complex<T> operator+(const complex<T> &a, const complex<T> &b) { return complex<T>(a.real() + b.real(), a.imag() + b.imag()); }
template <typename T> complex<T> operator+(const complex<T> &a, const T &b) { return complex<T>(a.real() + b, a.imag()); }
template <typename T> complex<T> operator+(const T &a, const complex<T> &b) { return complex<T>(a + b.real(), b.imag()); }
template <typename T> complex<T> operator-(const complex<T> &a, const complex<T> &b) { return complex<T>(a.real() - b.real(), a.imag() - b.imag()); }
template <typename T> complex<T> operator-(const complex<T> &a, const T &b) { return complex<T>(a.real() - b, a.imag()); }
template <typename T> complex<T> operator-(const T &a, const complex<T> &b) { return complex<T>(a - b.real(), -b.imag()); }
template <typename T> complex<T> operator*(const complex<T> &a, const complex<T> &b) {
  return complex<T>(a.real() * b.real() - a.imag() * b.imag(), a.real() * b.imag() + a.imag() * b.real());
}
template <typename T> complex<T> operator*(const complex<T> &a, const T &b) { return complex<T>(a.real() * b, a.imag() * b); }
template <typename T> complex<T> operator*(const T &a, const complex<T> &b) { return complex<T>(a * b.real(), a * b.imag()); }
template <typename T> complex<T> operator/(const complex<T> &a, const complex<T> &b) {
  /* scaled (Smith's) division: no overflow for large |b| */
  using std::abs;
  if (abs(b.real()) >= abs(b.imag())) {
    T r = b.imag() / b.real(), d = b.real() + b.imag() * r;
    return complex<T>((a.real() + a.imag() * r) / d, (a.imag() - a.real() * r) / d);
  }
  T r = b.real() / b.imag(), d = b.imag() + b.real() * r;
  return complex<T>((a.real() * r + a.imag()) / d, (a.imag() * r - a.real()) / d);
}
template <typename T> complex<T> operator/(const complex<T> &a, const T &b) { return complex<T>(a.real() / b, a.imag() / b); }
template <typename T> complex<T> operator/(const T &a, const complex<T> &b) { return complex<T>(a) / b; }
template <typename T> complex<T> operator+(const complex<T> &a) { return a; }
template <typename T> complex<T> operator-(const complex<T> &a) { return complex<T>(-a.real(), -a.imag()); }
template <typename T> bool operator==(const complex<T> &a, const complex<T> &b) { return a.real() == b.real() && a.imag() == b.imag(); }
template <typename T> bool operator==(const complex<T> &a, const T &b) { return a.real() == b && a.imag() == T(); }
template <typename T> bool operator==(const T &a, const complex<T> &b) { return b == a; }
template <typename T> bool operator!=(const complex<T> &a, const complex<T> &b) { return !(a == b); }
template <typename T> bool operator!=(const complex<T> &a, const T &b) { return !(a == b); }
template <typename T> bool operator!=(const T &a, const complex<T> &b) { return !(b == a); }
template <typename T> std::ostream &operator<<(std::ostream &os, const complex<T> &z) {
  return os << '(' << z.real() << ',' << z.imag() << ')';
}
template <typename T> T abs(const complex<T> &z) { return std::hypot(z.real(), z.imag()); }
template <typename T> T arg(const complex<T> &z) { return std::atan2(z.imag(), z.real()); }
template <typename T> T norm(const complex<T> &z) { return z.real() * z.real() + z.imag() * z.imag(); }
template <typename T> complex<T> conj(const complex<T> &z) { return complex<T>(z.real(), -z.imag()); }
template <typename T> complex<T> polar(const T &m, const T &theta = T()) { return complex<T>(m * std::cos(theta), m * std::sin(theta)); }
template <typename T> complex<T> proj(const complex<T> &z) {
  if (std::isinf(z.real()) || std::isinf(z.imag()))
    return complex<T>(std::numeric_limits<T>::infinity(), std::copysign(T(0), z.imag()));
  return z;
}
template <typename T> complex<T> exp(const complex<T> &z) { return polar(T(std::exp(z.real())), z.imag()); }
template <typename T> complex<T> log(const complex<T> &z) { return complex<T>(std::log(abs(z)), arg(z)); }
template <typename T> complex<T> log10(const complex<T> &z) { return log(z) / T(std::log(T(10))); }
template <typename T> complex<T> pow(const complex<T> &x, const complex<T> &y) {
  if (x.real() == T(0) && x.imag() == T(0)) return complex<T>();
  return exp(y * log(x));
}
template <typename T> complex<T> pow(const complex<T> &x, const T &y) { return pow(x, complex<T>(y)); }
template <typename T> complex<T> pow(const T &x, const complex<T> &y) { return pow(complex<T>(x), y); }
template <typename T> complex<T> sqrt(const complex<T> &z) {
  T m = abs(z);
  if (m == T(0)) return complex<T>();
  T re = std::sqrt((m + std::fabs(z.real())) / T(2));
  if (z.real() >= T(0)) return complex<T>(re, z.imag() / (T(2) * re));
  return complex<T>(std::fabs(z.imag()) / (T(2) * re), std::copysign(re, z.imag()));
}
template <typename T> complex<T> sin(const complex<T> &z) {
  return complex<T>(std::sin(z.real()) * std::cosh(z.imag()), std::cos(z.real()) * std::sinh(z.imag()));
}
template <typename T> complex<T> cos(const complex<T> &z) {
  return complex<T>(std::cos(z.real()) * std::cosh(z.imag()), -std::sin(z.real()) * std::sinh(z.imag()));
}
template <typename T> complex<T> tan(const complex<T> &z) { return sin(z) / cos(z); }
template <typename T> complex<T> sinh(const complex<T> &z) {
  return complex<T>(std::sinh(z.real()) * std::cos(z.imag()), std::cosh(z.real()) * std::sin(z.imag()));
}
template <typename T> complex<T> cosh(const complex<T> &z) {
  return complex<T>(std::cosh(z.real()) * std::cos(z.imag()), std::sinh(z.real()) * std::sin(z.imag()));
}
template <typename T> complex<T> tanh(const complex<T> &z) { return sinh(z) / cosh(z); }

/* ---- random numbers ------------------------------------------------------------------ */
namespace random {
template <typename UIntType, UIntType a, UIntType c, UIntType m> class linear_congruential_engine {
public:
  C2O_THRUST_LINEAR_CONGRUENTIAL_MEMBERS(UIntType, a, c, m)
  explicit linear_congruential_engine(result_type s = default_seed) { seed(s); }
  void seed(result_type s = default_seed) {
    x_ = (c % m == 0u && s % m == 0u) ? result_type(1u) : result_type(s % m);
  }
  result_type operator()() {
    x_ = result_type((static_cast<unsigned long long>(a) * x_ + c) % m);
    return x_;
  }
  void discard(unsigned long long z) {
    /* x -> A x + C applied z times: (A, C) squared per bit of z */
    unsigned long long A = 1, C = 0, ma = a % m, mc = c % m;
    while (z) {
      if (z & 1) {
        A = (A * ma) % m;
        C = (C * ma + mc) % m;
      }
      mc = (mc * ma + mc) % m;
      ma = (ma * ma) % m;
      z >>= 1;
    }
    x_ = result_type((A * x_ + C) % m);
  }
  bool operator==(const linear_congruential_engine &o) const { return x_ == o.x_; }

private:
  result_type x_;
};
C2O_THRUST_MINSTD_ENGINES
template <typename RealType = double> class uniform_real_distribution {
public:
  typedef RealType result_type;
  explicit uniform_real_distribution(RealType a = 0.0, RealType b = 1.0) : a_(a), b_(b) {}
  template <typename Engine> result_type operator()(Engine &urng) {
    result_type r = static_cast<result_type>(urng() - Engine::min);
    r /= (result_type(1) + static_cast<result_type>(Engine::max - Engine::min));
    return (r * (b_ - a_)) + a_;
  }
  result_type a() const { return a_; }
  result_type b() const { return b_; }

private:
  RealType a_, b_;
};
template <typename IntType = int> class uniform_int_distribution {
public:
  typedef IntType result_type;
  explicit uniform_int_distribution(IntType a = 0, IntType b = 0x7fffffff) : a_(a), b_(b) {}
  template <typename Engine> result_type operator()(Engine &urng) {
    uniform_real_distribution<double> real(double(a_), double(b_) + 1.0);
    return static_cast<result_type>(real(urng));
  }
  result_type a() const { return a_; }
  result_type b() const { return b_; }

private:
  IntType a_, b_;
};
/* Box-Muller on pairs of uniforms: the same distribution as Thrust's, not its
 * sequence (Thrust uses erfcinv on the device). */
template <typename RealType = double> class normal_distribution {
public:
  typedef RealType result_type;
  explicit normal_distribution(RealType mean = 0.0, RealType stddev = 1.0) : mean_(mean), sd_(stddev) {}
  template <typename Engine> result_type operator()(Engine &urng) {
    if (have_) {
      have_ = false;
      return mean_ + sd_ * next_;
    }
    uniform_real_distribution<RealType> u;
    RealType u1 = u(urng), u2 = u(urng);
    RealType r = std::sqrt(RealType(-2) * std::log(RealType(1) - u1)), t = RealType(6.283185307179586) * u2;
    next_ = r * std::sin(t);
    have_ = true;
    return mean_ + sd_ * r * std::cos(t);
  }

private:
  RealType mean_, sd_, next_ = RealType();
  bool have_ = false;
};
} // namespace random
C2O_THRUST_RANDOM_NAMES

namespace system {
class system_error : public std::runtime_error {
public:
  explicit system_error(int ev, const char *what = "") : std::runtime_error(what), ev_(ev) {}
  int code() const { return ev_; }

private:
  int ev_;
};
} // namespace system
using system::system_error;

/* ---- where iterators live, and their device views ----------------------------- */
namespace detail {
enum { sys_any = 0, sys_host = 1, sys_device = 2 };
constexpr int combine(int a, int b) { return (a == sys_device || b == sys_device) ? sys_device : (a | b); }

template <typename It> struct view {
  static constexpr int sys = sys_host; /* raw pointers, std and host_vector iterators */
  typedef It type;
  static type get(const It &i) { return i; }
};
template <typename T> struct view<device_ptr<T>> {
  static constexpr int sys = sys_device;
  typedef T *type;
  static type get(const device_ptr<T> &p) { return p.get(); }
};
template <typename I, typename S, typename Tr, typename D> struct view<counting_iterator<I, S, Tr, D>> {
  static constexpr int sys = sys_any;
  typedef counting_iterator<I, S, Tr, D> type;
  static type get(const type &i) { return i; }
};
template <typename V, typename I, typename S> struct view<constant_iterator<V, I, S>> {
  static constexpr int sys = sys_any;
  typedef constant_iterator<V, I, S> type;
  static type get(const type &i) { return i; }
};
template <typename S> struct view<discard_iterator<S>> {
  static constexpr int sys = sys_any;
  typedef discard_iterator<S> type;
  static type get(const type &i) { return i; }
};
template <typename F, typename It, typename R, typename V> struct view<transform_iterator<F, It, R, V>> {
  static constexpr int sys = view<It>::sys;
  typedef transform_iterator<F, typename view<It>::type, R, V> type;
  static type get(const transform_iterator<F, It, R, V> &i) { return type(view<It>::get(i.base()), i.functor()); }
};
template <typename... Its> struct view<zip_iterator<tuple<Its...>>> {
  static constexpr int sys = (sys_any | ... | view<Its>::sys) == (sys_host | sys_device) ? sys_device
                                                                                          : (sys_any | ... | view<Its>::sys);
  typedef zip_iterator<tuple<typename view<Its>::type...>> type;
  static type get(const zip_iterator<tuple<Its...>> &z) {
    return std::apply([](const Its &...i) { return type(tuple<typename view<Its>::type...>(view<Its>::get(i)...)); },
                      z.get_iterator_tuple());
  }
};
template <typename E, typename I> struct view<permutation_iterator<E, I>> {
  static constexpr int sys = combine(view<E>::sys, view<I>::sys);
  typedef permutation_iterator<typename view<E>::type, typename view<I>::type> type;
  static type get(const permutation_iterator<E, I> &p) {
    return type(view<E>::get(p.c2o_elements()), view<I>::get(p.c2o_indices()));
  }
};
template <typename It> struct view<std::reverse_iterator<It>> {
  static constexpr int sys = view<It>::sys;
  typedef std::reverse_iterator<typename view<It>::type> type;
  static type get(const std::reverse_iterator<It> &r) { return type(view<It>::get(r.base())); }
};
template <typename It> typename view<It>::type dv(const It &i) { return view<It>::get(i); }

/* Where an algorithm runs: 0 host, 1 device, 2 sequentially in place. */
enum { run_host = 0, run_device = 1, run_seq = 2 };
template <typename... Its> constexpr int where() {
  constexpr int s = (sys_any | ... | view<Its>::sys);
  return (s & sys_device) ? run_device : (s == sys_any ? run_device : run_host);
}
template <typename P, typename... Its> constexpr int where_policy() {
  if constexpr (std::is_same<P, host_t>::value) return run_host;
  else if constexpr (std::is_same<P, sequential_t>::value) return run_seq;
  else return run_device;
}
template <typename It> using value_t = typename std::iterator_traits<It>::value_type;
template <typename It> using diff_t = typename std::iterator_traits<It>::difference_type;

/* A contiguous host range: a raw pointer or a std::vector (host_vector) iterator. */
template <typename It, typename V = typename std::iterator_traits<It>::value_type, bool = std::is_object<V>::value>
struct is_vector_iterator : std::false_type {};
template <typename It, typename V>
struct is_vector_iterator<It, V, true>
    : std::integral_constant<bool, std::is_same<It, typename std::vector<V>::iterator>::value ||
                                       std::is_same<It, typename std::vector<V>::const_iterator>::value> {};
template <typename It> constexpr bool contiguous_host() { return std::is_pointer<It>::value || is_vector_iterator<It>::value; }

/* Device array of n values of the range's value type (a copy), freed by its owner. */
template <typename T> struct dev_array {
  T *p = nullptr;
  std::size_t n = 0;
  explicit dev_array(std::size_t m) : p(static_cast<T *>(c2o_par::dev_alloc(m * sizeof(T)))), n(m) {}
  ~dev_array() { c2o_par::dev_free(p); }
  dev_array(const dev_array &) = delete;
  dev_array &operator=(const dev_array &) = delete;
};
} // namespace detail

/* ---- containers ------------------------------------------------------------------ */
template <typename T, typename Alloc = std::allocator<T>> class host_vector;

/* Elements in device memory from c2o_malloc (so cudaMemcpy / cudaFree on
 * raw_pointer_cast(v.data()) work too); value-initialised like Thrust's. */
template <typename T, typename Alloc = device_allocator<T>> class device_vector {
public:
  C2O_THRUST_DEVICE_VECTOR_TYPES(T, Alloc)

  device_vector() {}
  explicit device_vector(size_type n) { resize(n); }
  device_vector(size_type n, const value_type &v) { resize(n, v); }
  device_vector(const device_vector &o) { assign_device(o.p_, o.n_); }
  device_vector(device_vector &&o) noexcept { swap(o); }
  template <typename U, typename A> device_vector(const device_vector<U, A> &o) { assign(o.begin(), o.end()); }
  template <typename U, typename A> device_vector(const host_vector<U, A> &o) { assign(o.begin(), o.end()); }
  template <typename U, typename A> device_vector(const std::vector<U, A> &o) { assign(o.begin(), o.end()); }
  device_vector(std::initializer_list<T> init) { assign(init.begin(), init.end()); }
  template <typename InputIt, typename std::enable_if<!std::is_integral<InputIt>::value, int>::type = 0>
  device_vector(InputIt first, InputIt last) {
    assign(first, last);
  }
  ~device_vector() { c2o_free(p_); }
  device_vector &operator=(const device_vector &o) {
    if (this != &o) assign_device(o.p_, o.n_);
    return *this;
  }
  device_vector &operator=(device_vector &&o) noexcept {
    swap(o);
    return *this;
  }
  template <typename U, typename A> device_vector &operator=(const device_vector<U, A> &o) { assign(o.begin(), o.end()); return *this; }
  template <typename U, typename A> device_vector &operator=(const host_vector<U, A> &o) { assign(o.begin(), o.end()); return *this; }
  template <typename U, typename A> device_vector &operator=(const std::vector<U, A> &o) { assign(o.begin(), o.end()); return *this; }

  void resize(size_type n) { resize(n, value_type()); }
  void resize(size_type n, const value_type &v);
  size_type size() const { return n_; }
  size_type max_size() const { return size_type(-1) / sizeof(T); }
  size_type capacity() const { return cap_; }
  void reserve(size_type n) {
    if (n > cap_) realloc_to(n);
  }
  void shrink_to_fit() {
    if (cap_ > n_) realloc_to(n_);
  }
  bool empty() const { return n_ == 0; }
  void clear() { n_ = 0; }
  reference operator[](size_type i) { return reference(p_ + i); }
  const_reference operator[](size_type i) const { return const_reference(p_ + i); }
  iterator begin() { return iterator(p_); }
  const_iterator begin() const { return const_iterator(p_); }
  const_iterator cbegin() const { return const_iterator(p_); }
  iterator end() { return iterator(p_ + n_); }
  const_iterator end() const { return const_iterator(p_ + n_); }
  const_iterator cend() const { return const_iterator(p_ + n_); }
  reverse_iterator rbegin() { return reverse_iterator(end()); }
  const_reverse_iterator rbegin() const { return const_reverse_iterator(end()); }
  reverse_iterator rend() { return reverse_iterator(begin()); }
  const_reverse_iterator rend() const { return const_reverse_iterator(begin()); }
  reference front() { return (*this)[0]; }
  const_reference front() const { return (*this)[0]; }
  reference back() { return (*this)[n_ - 1]; }
  const_reference back() const { return (*this)[n_ - 1]; }
  pointer data() { return pointer(p_); }
  const_pointer data() const { return const_pointer(p_); }
  void push_back(const value_type &x) {
    if (n_ == cap_) realloc_to(cap_ ? 2 * cap_ : 16);
    c2o_par::to_device(p_ + n_, &x, sizeof(T));
    ++n_;
  }
  void pop_back() { --n_; }
  void swap(device_vector &o) noexcept {
    std::swap(p_, o.p_);
    std::swap(n_, o.n_);
    std::swap(cap_, o.cap_);
  }
  iterator erase(iterator pos) { return erase(pos, pos + 1); }
  iterator erase(iterator first, iterator last) {
    size_type at = size_type(first.get() - p_), k = size_type(last - first);
    move_within(at + k, at, n_ - at - k);
    n_ -= k;
    return iterator(p_ + at);
  }
  iterator insert(iterator position, const T &x) {
    size_type at = size_type(position.get() - p_);
    insert(position, size_type(1), x);
    return iterator(p_ + at);
  }
  void insert(iterator position, size_type k, const T &x) {
    size_type at = size_type(position.get() - p_);
    open_gap(at, k);
    std::vector<T> h(k, x);
    c2o_par::to_device(p_ + at, h.data(), k * sizeof(T));
  }
  template <typename InputIt> void insert(iterator position, InputIt first, InputIt last) {
    size_type at = size_type(position.get() - p_);
    device_vector tmp(first, last);
    open_gap(at, tmp.size());
    c2o_par::dev_copy(p_ + at, tmp.p_, tmp.size() * sizeof(T));
  }
  void assign(size_type n, const T &x) {
    n_ = 0;
    resize(n, x);
  }
  template <typename InputIt, typename std::enable_if<!std::is_integral<InputIt>::value, int>::type = 0>
  void assign(InputIt first, InputIt last);
  allocator_type get_allocator() const { return allocator_type(); }

private:
  void realloc_to(size_type cap) {
    void *q = nullptr;
    if (cap && c2o_malloc(&q, cap * sizeof(T)) != c2o_success) throw std::bad_alloc();
    c2o_par::dev_copy(q, p_, std::min(n_, cap) * sizeof(T));
    c2o_free(p_);
    p_ = static_cast<T *>(q);
    cap_ = cap;
    n_ = std::min(n_, cap);
  }
  void assign_device(const T *src, size_type n) {
    if (n > cap_) {
      c2o_free(p_);
      p_ = nullptr;
      cap_ = n_ = 0;
      realloc_to(n);
    }
    c2o_par::dev_copy(p_, src, n * sizeof(T));
    n_ = n;
  }
  void move_within(size_type from, size_type to, size_type count) {
    if (!count || from == to) return;
    T *tmp = static_cast<T *>(c2o_par::dev_alloc(count * sizeof(T)));
    c2o_par::dev_copy(tmp, p_ + from, count * sizeof(T));
    c2o_par::dev_copy(p_ + to, tmp, count * sizeof(T));
    c2o_par::dev_free(tmp);
  }
  void open_gap(size_type at, size_type k) {
    if (n_ + k > cap_) realloc_to(std::max(n_ + k, 2 * cap_));
    move_within(at, at + k, n_ - at);
    n_ += k;
  }
  T *p_ = nullptr;
  size_type n_ = 0, cap_ = 0;
};

template <typename T, typename Alloc> class host_vector : public std::vector<T, Alloc> {
public:
  typedef std::vector<T, Alloc> base;
  typedef typename base::size_type size_type;
  typedef typename base::value_type value_type;
  host_vector() {}
  explicit host_vector(size_type n) : base(n) {}
  host_vector(size_type n, const value_type &v) : base(n, v) {}
  host_vector(const host_vector &) = default;
  host_vector(host_vector &&) = default;
  template <typename U, typename A> host_vector(const host_vector<U, A> &o) : base(o.begin(), o.end()) {}
  template <typename U, typename A> host_vector(const device_vector<U, A> &o) { *this = o; }
  template <typename U, typename A> host_vector(const std::vector<U, A> &o) : base(o.begin(), o.end()) {}
  host_vector(std::initializer_list<T> init) : base(init) {}
  template <typename InputIt, typename std::enable_if<!std::is_integral<InputIt>::value, int>::type = 0>
  host_vector(InputIt first, InputIt last) {
    assign_range(first, last);
  }
  host_vector &operator=(const host_vector &) = default;
  host_vector &operator=(host_vector &&) = default;
  template <typename U, typename A> host_vector &operator=(const host_vector<U, A> &o) {
    base::assign(o.begin(), o.end());
    return *this;
  }
  template <typename U, typename A> host_vector &operator=(const device_vector<U, A> &o) {
    assign_range(o.begin(), o.end());
    return *this;
  }
  template <typename U, typename A> host_vector &operator=(const std::vector<U, A> &o) {
    base::assign(o.begin(), o.end());
    return *this;
  }

private:
  template <typename InputIt> void assign_range(InputIt first, InputIt last);
};

template <typename T> using universal_vector = device_vector<T>;

} // namespace thrust

#include "c2o_thrust_algorithms.h"

namespace thrust {
template <typename T, typename Alloc> void device_vector<T, Alloc>::resize(size_type n, const value_type &v) {
  if (n > cap_) realloc_to(std::max(n, cap_ + cap_ / 2));
  if (n > n_) {
    T *p = p_;
    size_type from = n_;
    c2o_par::image<T> vi = c2o_par::pack(v);
    c2o_par::for_n(n - from, [=](std::size_t i) { p[from + i] = c2o_par::unpack(vi); });
  }
  n_ = n;
}
template <typename T, typename Alloc>
template <typename InputIt, typename std::enable_if<!std::is_integral<InputIt>::value, int>::type>
void device_vector<T, Alloc>::assign(InputIt first, InputIt last) {
  size_type n = size_type(std::distance(first, last));
  if (n > cap_) {
    c2o_free(p_);
    p_ = nullptr;
    cap_ = n_ = 0;
    realloc_to(n);
  }
  n_ = n;
  thrust::copy(first, last, begin());
}
template <typename T, typename Alloc>
template <typename InputIt>
void host_vector<T, Alloc>::assign_range(InputIt first, InputIt last) {
  this->resize(std::size_t(std::distance(first, last)));
  thrust::copy(first, last, this->begin());
}
} // namespace thrust

#endif /* C2O_THRUST_H */
