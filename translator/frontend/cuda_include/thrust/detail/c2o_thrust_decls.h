/*===- thrust/detail/c2o_thrust_decls.h - Thrust (declarations) ------------===*
 *
 * Part of cuda2omp's declaration-only CUDA headers (see host_defines.h).
 * Every public header of thrust/ in this folder includes this one file: the
 * containers, pointers, iterators, function objects, tuples, complex numbers,
 * execution policies and algorithms of Thrust's public documentation, with
 * their signatures and nested types, so that programs using Thrust parse.
 * Nothing is defined here; the OpenMP implementation is
 * omp_runtime_helpers/include/c2o_thrust.h.
 *
 * Algorithms have an overload without and one with an execution policy
 * (thrust::host, thrust::device, thrust::seq, thrust::cuda::par[.on(s)]); the
 * overloads without one are constrained so that a policy never binds to an
 * iterator parameter.
 *===----------------------------------------------------------------------===*/
#ifndef C2O_CUDA_THRUST_H
#define C2O_CUDA_THRUST_H

#include "../../host_defines.h"
#include "../../driver_types.h"
#include <cstddef>
#include <iterator>
#include <initializer_list>
#include <memory>
#include <iostream> /* Thrust brings it (its random engines read and write streams), and programs rely on it */
#include <stdexcept>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

#define THRUST_DEVICE_SYSTEM THRUST_DEVICE_SYSTEM_CUDA

#pragma GCC system_header

/* the version macros, the policies' types, tags, traits, tuple names and the
 * lists both trees expand: defined once, with the helpers */
#if __has_include("../../../helpers/c2o_thrust_types.h")
#include "../../../helpers/c2o_thrust_types.h"
#else
#include "../../../../../omp_runtime_helpers/include/c2o_thrust_types.h"
#endif

namespace thrust {
namespace detail {
/* The bodies of this header: never run (the translator only parses), but
 * clang needs a definition for a template used with a lambda's type. */
template <typename R> __host__ __device__ inline R c2o_stub() {
  return static_cast<R>(*static_cast<typename std::remove_reference<R>::type *>(nullptr));
}
template <> __host__ __device__ inline void c2o_stub<void>() {}
} // namespace detail

/* ---- execution policies -------------------------------------------------- */
static const host_t host;
static const device_t device;
static const sequential_t seq;
namespace cuda {
struct par_t : execution_policy<par_t> {
  __host__ par_t on(cudaStream_t stream) const { return ::thrust::detail::c2o_stub<par_t>(); }
};
static const par_t par;
static const par_t par_nosync;
} // namespace cuda
C2O_THRUST_CUDA_POLICY_NAMES

namespace detail {
template <typename T> struct c2o_not_policy {
  typedef typename std::decay<T>::type D;
  static const bool value = !std::is_base_of<execution_policy<D>, D>::value;
};
} // namespace detail
#define C2O_THRUST_NOT_POLICY(T) typename std::enable_if<::thrust::detail::c2o_not_policy<T>::value, int>::type = 0
#define C2O_THRUST_POLICY const ::thrust::execution_policy<DerivedPolicy> &

/* ---- iterator traits (with c2o_thrust_types.h's) ------------------------- */
template <typename It> struct iterator_system { typedef device_system_tag type; };

/* ---- device memory --------------------------------------------------------- */
template <typename T> class device_ptr;

template <typename T> class device_reference {
public:
  typedef T value_type;
  typedef device_ptr<T> pointer;
  __host__ __device__ device_reference(const device_reference &other) {}
  __host__ __device__ explicit device_reference(const pointer &ptr) {}
  __host__ __device__ device_reference &operator=(const device_reference &other) { return *this; }
  __host__ __device__ device_reference &operator=(const T &value) { return *this; }
  __host__ __device__ operator T() const { return ::thrust::detail::c2o_stub<T>(); }
  __host__ __device__ pointer operator&() const { return ::thrust::detail::c2o_stub<pointer>(); }
  __host__ __device__ device_reference &operator+=(const T &v) { return *this; }
  __host__ __device__ device_reference &operator-=(const T &v) { return *this; }
  __host__ __device__ device_reference &operator*=(const T &v) { return *this; }
  __host__ __device__ device_reference &operator/=(const T &v) { return *this; }
  __host__ __device__ device_reference &operator%=(const T &v) { return *this; }
  __host__ __device__ device_reference &operator|=(const T &v) { return *this; }
  __host__ __device__ device_reference &operator&=(const T &v) { return *this; }
  __host__ __device__ device_reference &operator^=(const T &v) { return *this; }
  __host__ __device__ device_reference &operator<<=(const T &v) { return *this; }
  __host__ __device__ device_reference &operator>>=(const T &v) { return *this; }
  __host__ __device__ device_reference &operator++() { return *this; }
  __host__ __device__ T operator++(int) { return ::thrust::detail::c2o_stub<T>(); }
  __host__ __device__ device_reference &operator--() { return *this; }
  __host__ __device__ T operator--(int) { return ::thrust::detail::c2o_stub<T>(); }
  __host__ __device__ void swap(device_reference other) {}
};

template <typename T> class device_ptr {
public:
  typedef T element_type;
  typedef T value_type;
  typedef std::ptrdiff_t difference_type;
  typedef device_ptr<T> pointer;
  typedef device_reference<T> reference;
  typedef std::random_access_iterator_tag iterator_category;
  __host__ __device__ device_ptr() {}
  __host__ __device__ device_ptr(std::nullptr_t) {}
  template <typename U> __host__ __device__ explicit device_ptr(U *p) {}
  template <typename U> __host__ __device__ device_ptr(const device_ptr<U> &other) {}
  template <typename U> __host__ __device__ device_ptr &operator=(const device_ptr<U> &other) { return *this; }
  __host__ __device__ T *get() const { return ::thrust::detail::c2o_stub<T *>(); }
  __host__ __device__ reference operator*() const { return ::thrust::detail::c2o_stub<reference>(); }
  __host__ __device__ reference operator[](difference_type i) const { return ::thrust::detail::c2o_stub<reference>(); }
  __host__ __device__ device_ptr &operator++() { return *this; }
  __host__ __device__ device_ptr operator++(int) { return ::thrust::detail::c2o_stub<device_ptr>(); }
  __host__ __device__ device_ptr &operator--() { return *this; }
  __host__ __device__ device_ptr operator--(int) { return ::thrust::detail::c2o_stub<device_ptr>(); }
  __host__ __device__ device_ptr &operator+=(difference_type n) { return *this; }
  __host__ __device__ device_ptr &operator-=(difference_type n) { return *this; }
  __host__ __device__ device_ptr operator+(difference_type n) const { return ::thrust::detail::c2o_stub<device_ptr>(); }
  __host__ __device__ device_ptr operator-(difference_type n) const { return ::thrust::detail::c2o_stub<device_ptr>(); }
  __host__ __device__ difference_type operator-(const device_ptr &other) const { return ::thrust::detail::c2o_stub<difference_type>(); }
  __host__ __device__ bool operator==(const device_ptr &other) const { return ::thrust::detail::c2o_stub<bool>(); }
  __host__ __device__ bool operator!=(const device_ptr &other) const { return ::thrust::detail::c2o_stub<bool>(); }
  __host__ __device__ bool operator<(const device_ptr &other) const { return ::thrust::detail::c2o_stub<bool>(); }
  __host__ __device__ bool operator>(const device_ptr &other) const { return ::thrust::detail::c2o_stub<bool>(); }
  __host__ __device__ bool operator<=(const device_ptr &other) const { return ::thrust::detail::c2o_stub<bool>(); }
  __host__ __device__ bool operator>=(const device_ptr &other) const { return ::thrust::detail::c2o_stub<bool>(); }
  __host__ __device__ explicit operator bool() const { return false; }
};
template <> class device_ptr<void> {
public:
  typedef void element_type;
  __host__ __device__ device_ptr() {}
  __host__ __device__ explicit device_ptr(void *p) {}
  template <typename U> __host__ __device__ device_ptr(const device_ptr<U> &other) {}
  __host__ __device__ void *get() const { return ::thrust::detail::c2o_stub<void *>(); }
};

template <typename T> __host__ __device__ device_ptr<T> device_pointer_cast(T *p) { return ::thrust::detail::c2o_stub<device_ptr<T>>(); }
template <typename T> __host__ __device__ device_ptr<T> device_pointer_cast(const device_ptr<T> &p) { return ::thrust::detail::c2o_stub<device_ptr<T>>(); }
template <typename T> __host__ __device__ T *raw_pointer_cast(T *p) { return ::thrust::detail::c2o_stub<T *>(); }
template <typename T> __host__ __device__ T *raw_pointer_cast(const device_ptr<T> &p) { return ::thrust::detail::c2o_stub<T *>(); }
template <typename T> __host__ __device__ T &raw_reference_cast(T &r) { return r; }
template <typename T> __host__ __device__ const T &raw_reference_cast(const T &r) { return r; }
template <typename T> __host__ device_ptr<T> device_malloc(std::size_t n) { return ::thrust::detail::c2o_stub<device_ptr<T>>(); }
__host__ device_ptr<void> device_malloc(std::size_t bytes) { return ::thrust::detail::c2o_stub<device_ptr<void>>(); }
template <typename T> __host__ void device_free(device_ptr<T> p) {}
template <typename T> __host__ std::ostream &operator<<(std::ostream &os, const device_reference<T> &r) { return ::thrust::detail::c2o_stub<std::ostream &>(); }

template <typename T> class device_allocator {
public:
  typedef T value_type;
  typedef device_ptr<T> pointer;
  typedef std::size_t size_type;
  __host__ pointer allocate(size_type n) { return ::thrust::detail::c2o_stub<pointer>(); }
  __host__ void deallocate(pointer p, size_type n) {}
};

/* ---- containers ---------------------------------------------------------- */
template <typename T, typename Alloc = std::allocator<T>> class host_vector;

template <typename T, typename Alloc = device_allocator<T>> class device_vector {
public:
  C2O_THRUST_DEVICE_VECTOR_TYPES(T, Alloc)

  __host__ device_vector() {}
  __host__ explicit device_vector(size_type n) {}
  __host__ device_vector(size_type n, const value_type &value) {}
  __host__ device_vector(const device_vector &other) {}
  __host__ device_vector(device_vector &&other) {}
  template <typename U, typename A> __host__ device_vector(const device_vector<U, A> &other) {}
  template <typename U, typename A> __host__ device_vector(const host_vector<U, A> &other) {}
  template <typename U, typename A> __host__ device_vector(const std::vector<U, A> &other) {}
  __host__ device_vector(std::initializer_list<T> init) {}
  template <typename InputIt, typename std::enable_if<!std::is_integral<InputIt>::value, int>::type = 0>
  __host__ device_vector(InputIt first, InputIt last) {}
  __host__ ~device_vector() {}
  __host__ device_vector &operator=(const device_vector &other) { return *this; }
  __host__ device_vector &operator=(device_vector &&other) { return *this; }
  template <typename U, typename A> __host__ device_vector &operator=(const device_vector<U, A> &other) { return *this; }
  template <typename U, typename A> __host__ device_vector &operator=(const host_vector<U, A> &other) { return *this; }
  template <typename U, typename A> __host__ device_vector &operator=(const std::vector<U, A> &other) { return *this; }

  __host__ void resize(size_type n) {}
  __host__ void resize(size_type n, const value_type &value) {}
  __host__ size_type size() const { return ::thrust::detail::c2o_stub<size_type>(); }
  __host__ size_type max_size() const { return ::thrust::detail::c2o_stub<size_type>(); }
  __host__ size_type capacity() const { return ::thrust::detail::c2o_stub<size_type>(); }
  __host__ void reserve(size_type n) {}
  __host__ void shrink_to_fit() {}
  __host__ bool empty() const { return ::thrust::detail::c2o_stub<bool>(); }
  __host__ void clear() {}
  __host__ reference operator[](size_type i) { return ::thrust::detail::c2o_stub<reference>(); }
  __host__ const_reference operator[](size_type i) const { return ::thrust::detail::c2o_stub<const_reference>(); }
  __host__ iterator begin() { return ::thrust::detail::c2o_stub<iterator>(); }
  __host__ const_iterator begin() const { return ::thrust::detail::c2o_stub<const_iterator>(); }
  __host__ const_iterator cbegin() const { return ::thrust::detail::c2o_stub<const_iterator>(); }
  __host__ iterator end() { return ::thrust::detail::c2o_stub<iterator>(); }
  __host__ const_iterator end() const { return ::thrust::detail::c2o_stub<const_iterator>(); }
  __host__ const_iterator cend() const { return ::thrust::detail::c2o_stub<const_iterator>(); }
  __host__ reverse_iterator rbegin() { return ::thrust::detail::c2o_stub<reverse_iterator>(); }
  __host__ const_reverse_iterator rbegin() const { return ::thrust::detail::c2o_stub<const_reverse_iterator>(); }
  __host__ reverse_iterator rend() { return ::thrust::detail::c2o_stub<reverse_iterator>(); }
  __host__ const_reverse_iterator rend() const { return ::thrust::detail::c2o_stub<const_reverse_iterator>(); }
  __host__ reference front() { return ::thrust::detail::c2o_stub<reference>(); }
  __host__ const_reference front() const { return ::thrust::detail::c2o_stub<const_reference>(); }
  __host__ reference back() { return ::thrust::detail::c2o_stub<reference>(); }
  __host__ const_reference back() const { return ::thrust::detail::c2o_stub<const_reference>(); }
  __host__ pointer data() { return ::thrust::detail::c2o_stub<pointer>(); }
  __host__ const_pointer data() const { return ::thrust::detail::c2o_stub<const_pointer>(); }
  __host__ void push_back(const value_type &x) {}
  __host__ void pop_back() {}
  __host__ void swap(device_vector &other) {}
  __host__ iterator erase(iterator pos) { return ::thrust::detail::c2o_stub<iterator>(); }
  __host__ iterator erase(iterator first, iterator last) { return ::thrust::detail::c2o_stub<iterator>(); }
  __host__ iterator insert(iterator position, const T &x) { return ::thrust::detail::c2o_stub<iterator>(); }
  __host__ void insert(iterator position, size_type n, const T &x) {}
  template <typename InputIt> __host__ void insert(iterator position, InputIt first, InputIt last) {}
  __host__ void assign(size_type n, const T &x) {}
  template <typename InputIt, typename std::enable_if<!std::is_integral<InputIt>::value, int>::type = 0>
  __host__ void assign(InputIt first, InputIt last) {}
  __host__ allocator_type get_allocator() const { return ::thrust::detail::c2o_stub<allocator_type>(); }
};

template <typename T, typename Alloc> class host_vector : public std::vector<T, Alloc> {
public:
  typedef std::vector<T, Alloc> base;
  typedef typename base::size_type size_type;
  typedef typename base::value_type value_type;
  __host__ host_vector() {}
  __host__ explicit host_vector(size_type n) {}
  __host__ host_vector(size_type n, const value_type &value) {}
  __host__ host_vector(const host_vector &other) {}
  __host__ host_vector(host_vector &&other) {}
  template <typename U, typename A> __host__ host_vector(const host_vector<U, A> &other) {}
  template <typename U, typename A> __host__ host_vector(const device_vector<U, A> &other) {}
  template <typename U, typename A> __host__ host_vector(const std::vector<U, A> &other) {}
  __host__ host_vector(std::initializer_list<T> init) {}
  template <typename InputIt, typename std::enable_if<!std::is_integral<InputIt>::value, int>::type = 0>
  __host__ host_vector(InputIt first, InputIt last) {}
  __host__ host_vector &operator=(const host_vector &other) { return *this; }
  __host__ host_vector &operator=(host_vector &&other) { return *this; }
  template <typename U, typename A> __host__ host_vector &operator=(const host_vector<U, A> &other) { return *this; }
  template <typename U, typename A> __host__ host_vector &operator=(const device_vector<U, A> &other) { return *this; }
  template <typename U, typename A> __host__ host_vector &operator=(const std::vector<U, A> &other) { return *this; }
};

template <typename T> using universal_vector = device_vector<T>;

/* ---- function objects ------------------------------------------------------ */
#define C2O_THRUST_BINARY_FUNCTOR(name, Result)                                                   \
  template <typename T = void> struct name {                                                      \
    typedef T first_argument_type;                                                                \
    typedef T second_argument_type;                                                               \
    typedef Result result_type;                                                                   \
    __host__ __device__ Result operator()(const T &a, const T &b) const;                         \
  };                                                                                              \
  template <> struct name<void> {                                                                 \
    template <typename A, typename B> __host__ __device__ auto operator()(A &&a, B &&b) const    \
        -> decltype(name<typename std::decay<A>::type>()(a, b));                                  \
  };
C2O_THRUST_BINARY_FUNCTOR(plus, T)
C2O_THRUST_BINARY_FUNCTOR(minus, T)
C2O_THRUST_BINARY_FUNCTOR(multiplies, T)
C2O_THRUST_BINARY_FUNCTOR(divides, T)
C2O_THRUST_BINARY_FUNCTOR(modulus, T)
C2O_THRUST_BINARY_FUNCTOR(maximum, T)
C2O_THRUST_BINARY_FUNCTOR(minimum, T)
C2O_THRUST_BINARY_FUNCTOR(bit_and, T)
C2O_THRUST_BINARY_FUNCTOR(bit_or, T)
C2O_THRUST_BINARY_FUNCTOR(bit_xor, T)
C2O_THRUST_BINARY_FUNCTOR(equal_to, bool)
C2O_THRUST_BINARY_FUNCTOR(not_equal_to, bool)
C2O_THRUST_BINARY_FUNCTOR(less, bool)
C2O_THRUST_BINARY_FUNCTOR(greater, bool)
C2O_THRUST_BINARY_FUNCTOR(less_equal, bool)
C2O_THRUST_BINARY_FUNCTOR(greater_equal, bool)
C2O_THRUST_BINARY_FUNCTOR(logical_and, bool)
C2O_THRUST_BINARY_FUNCTOR(logical_or, bool)
#undef C2O_THRUST_BINARY_FUNCTOR
template <typename T = void> struct negate {
  typedef T argument_type;
  typedef T result_type;
  __host__ __device__ T operator()(const T &a) const { return ::thrust::detail::c2o_stub<T>(); }
};
template <typename T = void> struct logical_not {
  typedef T argument_type;
  typedef bool result_type;
  __host__ __device__ bool operator()(const T &a) const { return ::thrust::detail::c2o_stub<bool>(); }
};
template <typename T = void> struct identity {
  typedef T argument_type;
  typedef T result_type;
  __host__ __device__ const T &operator()(const T &a) const { return ::thrust::detail::c2o_stub<const T &>(); }
};
template <typename T = void> struct square {
  typedef T argument_type;
  typedef T result_type;
  __host__ __device__ T operator()(const T &a) const { return ::thrust::detail::c2o_stub<T>(); }
};
template <typename Predicate> struct unary_negate {
  __host__ __device__ explicit unary_negate(const Predicate &p) {}
  template <typename A> __host__ __device__ bool operator()(const A &a) const { return ::thrust::detail::c2o_stub<bool>(); }
};
template <typename Predicate> __host__ __device__ unary_negate<Predicate> not1(const Predicate &p) { return ::thrust::detail::c2o_stub<unary_negate<Predicate>>(); }
template <typename Predicate> struct binary_negate {
  __host__ __device__ explicit binary_negate(const Predicate &p) {}
  template <typename A, typename B> __host__ __device__ bool operator()(const A &a, const B &b) const { return ::thrust::detail::c2o_stub<bool>(); }
};
template <typename Predicate> __host__ __device__ binary_negate<Predicate> not2(const Predicate &p) { return ::thrust::detail::c2o_stub<binary_negate<Predicate>>(); }

/* ---- complex numbers ---------------------------------------------------- */
template <typename T> struct complex {
  typedef T value_type;
  __host__ __device__ complex(const T &re = T(), const T &im = T()) {}
  template <typename U> __host__ __device__ complex(const complex<U> &z) {}
  __host__ __device__ T real() const { return ::thrust::detail::c2o_stub<T>(); }
  __host__ __device__ T imag() const { return ::thrust::detail::c2o_stub<T>(); }
  __host__ __device__ void real(T re) {}
  __host__ __device__ void imag(T im) {}
  __host__ __device__ complex &operator=(const T &re) { return *this; }
  template <typename U> __host__ __device__ complex &operator=(const complex<U> &z) { return *this; }
  template <typename U> __host__ __device__ complex &operator+=(const complex<U> &z) { return *this; }
  template <typename U> __host__ __device__ complex &operator-=(const complex<U> &z) { return *this; }
  template <typename U> __host__ __device__ complex &operator*=(const complex<U> &z) { return *this; }
  template <typename U> __host__ __device__ complex &operator/=(const complex<U> &z) { return *this; }
  __host__ __device__ complex &operator+=(const T &v) { return *this; }
  __host__ __device__ complex &operator-=(const T &v) { return *this; }
  __host__ __device__ complex &operator*=(const T &v) { return *this; }
  __host__ __device__ complex &operator/=(const T &v) { return *this; }
};
template <typename T> __host__ __device__ complex<T> operator+(const complex<T> &a, const complex<T> &b) { return ::thrust::detail::c2o_stub<complex<T>>(); }
template <typename T> __host__ __device__ complex<T> operator+(const complex<T> &a, const T &b) { return ::thrust::detail::c2o_stub<complex<T>>(); }
template <typename T> __host__ __device__ complex<T> operator+(const T &a, const complex<T> &b) { return ::thrust::detail::c2o_stub<complex<T>>(); }
template <typename T> __host__ __device__ complex<T> operator-(const complex<T> &a, const complex<T> &b) { return ::thrust::detail::c2o_stub<complex<T>>(); }
template <typename T> __host__ __device__ complex<T> operator-(const complex<T> &a, const T &b) { return ::thrust::detail::c2o_stub<complex<T>>(); }
template <typename T> __host__ __device__ complex<T> operator-(const T &a, const complex<T> &b) { return ::thrust::detail::c2o_stub<complex<T>>(); }
template <typename T> __host__ __device__ complex<T> operator*(const complex<T> &a, const complex<T> &b) { return ::thrust::detail::c2o_stub<complex<T>>(); }
template <typename T> __host__ __device__ complex<T> operator*(const complex<T> &a, const T &b) { return ::thrust::detail::c2o_stub<complex<T>>(); }
template <typename T> __host__ __device__ complex<T> operator*(const T &a, const complex<T> &b) { return ::thrust::detail::c2o_stub<complex<T>>(); }
template <typename T> __host__ __device__ complex<T> operator/(const complex<T> &a, const complex<T> &b) { return ::thrust::detail::c2o_stub<complex<T>>(); }
template <typename T> __host__ __device__ complex<T> operator/(const complex<T> &a, const T &b) { return ::thrust::detail::c2o_stub<complex<T>>(); }
template <typename T> __host__ __device__ complex<T> operator/(const T &a, const complex<T> &b) { return ::thrust::detail::c2o_stub<complex<T>>(); }
template <typename T> __host__ __device__ complex<T> operator+(const complex<T> &a) { return ::thrust::detail::c2o_stub<complex<T>>(); }
template <typename T> __host__ __device__ complex<T> operator-(const complex<T> &a) { return ::thrust::detail::c2o_stub<complex<T>>(); }
template <typename T> __host__ __device__ bool operator==(const complex<T> &a, const complex<T> &b) { return ::thrust::detail::c2o_stub<bool>(); }
template <typename T> __host__ __device__ bool operator==(const complex<T> &a, const T &b) { return ::thrust::detail::c2o_stub<bool>(); }
template <typename T> __host__ __device__ bool operator==(const T &a, const complex<T> &b) { return ::thrust::detail::c2o_stub<bool>(); }
template <typename T> __host__ __device__ bool operator!=(const complex<T> &a, const complex<T> &b) { return ::thrust::detail::c2o_stub<bool>(); }
template <typename T> __host__ __device__ bool operator!=(const complex<T> &a, const T &b) { return ::thrust::detail::c2o_stub<bool>(); }
template <typename T> __host__ __device__ bool operator!=(const T &a, const complex<T> &b) { return ::thrust::detail::c2o_stub<bool>(); }
template <typename T> __host__ std::ostream &operator<<(std::ostream &os, const complex<T> &z) { return ::thrust::detail::c2o_stub<std::ostream &>(); }
template <typename T> __host__ __device__ T abs(const complex<T> &z) { return ::thrust::detail::c2o_stub<T>(); }
template <typename T> __host__ __device__ T arg(const complex<T> &z) { return ::thrust::detail::c2o_stub<T>(); }
template <typename T> __host__ __device__ T norm(const complex<T> &z) { return ::thrust::detail::c2o_stub<T>(); }
template <typename T> __host__ __device__ complex<T> conj(const complex<T> &z) { return ::thrust::detail::c2o_stub<complex<T>>(); }
template <typename T> __host__ __device__ complex<T> polar(const T &m, const T &theta = T()) { return ::thrust::detail::c2o_stub<complex<T>>(); }
template <typename T> __host__ __device__ complex<T> proj(const complex<T> &z) { return ::thrust::detail::c2o_stub<complex<T>>(); }
template <typename T> __host__ __device__ complex<T> exp(const complex<T> &z) { return ::thrust::detail::c2o_stub<complex<T>>(); }
template <typename T> __host__ __device__ complex<T> log(const complex<T> &z) { return ::thrust::detail::c2o_stub<complex<T>>(); }
template <typename T> __host__ __device__ complex<T> log10(const complex<T> &z) { return ::thrust::detail::c2o_stub<complex<T>>(); }
template <typename T> __host__ __device__ complex<T> pow(const complex<T> &x, const complex<T> &y) { return ::thrust::detail::c2o_stub<complex<T>>(); }
template <typename T> __host__ __device__ complex<T> pow(const complex<T> &x, const T &y) { return ::thrust::detail::c2o_stub<complex<T>>(); }
template <typename T> __host__ __device__ complex<T> pow(const T &x, const complex<T> &y) { return ::thrust::detail::c2o_stub<complex<T>>(); }
template <typename T> __host__ __device__ complex<T> sqrt(const complex<T> &z) { return ::thrust::detail::c2o_stub<complex<T>>(); }
template <typename T> __host__ __device__ complex<T> sin(const complex<T> &z) { return ::thrust::detail::c2o_stub<complex<T>>(); }
template <typename T> __host__ __device__ complex<T> cos(const complex<T> &z) { return ::thrust::detail::c2o_stub<complex<T>>(); }
template <typename T> __host__ __device__ complex<T> tan(const complex<T> &z) { return ::thrust::detail::c2o_stub<complex<T>>(); }
template <typename T> __host__ __device__ complex<T> sinh(const complex<T> &z) { return ::thrust::detail::c2o_stub<complex<T>>(); }
template <typename T> __host__ __device__ complex<T> cosh(const complex<T> &z) { return ::thrust::detail::c2o_stub<complex<T>>(); }
template <typename T> __host__ __device__ complex<T> tanh(const complex<T> &z) { return ::thrust::detail::c2o_stub<complex<T>>(); }

/* ---- fancy iterators ----------------------------------------------------- */
template <typename Incrementable, typename System = use_default, typename Traversal = use_default,
          typename Difference = use_default>
class counting_iterator {
public:
  C2O_THRUST_COUNTING_ITERATOR_TYPES(Incrementable)
  __host__ __device__ counting_iterator() {}
  __host__ __device__ explicit counting_iterator(Incrementable x) {}
  __host__ __device__ reference operator*() const { return ::thrust::detail::c2o_stub<reference>(); }
  __host__ __device__ reference operator[](difference_type n) const { return ::thrust::detail::c2o_stub<reference>(); }
  __host__ __device__ counting_iterator &operator++() { return *this; }
  __host__ __device__ counting_iterator operator++(int) { return ::thrust::detail::c2o_stub<counting_iterator>(); }
  __host__ __device__ counting_iterator &operator--() { return *this; }
  __host__ __device__ counting_iterator operator--(int) { return ::thrust::detail::c2o_stub<counting_iterator>(); }
  __host__ __device__ counting_iterator &operator+=(difference_type n) { return *this; }
  __host__ __device__ counting_iterator &operator-=(difference_type n) { return *this; }
  __host__ __device__ counting_iterator operator+(difference_type n) const { return ::thrust::detail::c2o_stub<counting_iterator>(); }
  __host__ __device__ counting_iterator operator-(difference_type n) const { return ::thrust::detail::c2o_stub<counting_iterator>(); }
  __host__ __device__ difference_type operator-(const counting_iterator &other) const { return ::thrust::detail::c2o_stub<difference_type>(); }
  __host__ __device__ bool operator==(const counting_iterator &other) const { return ::thrust::detail::c2o_stub<bool>(); }
  __host__ __device__ bool operator!=(const counting_iterator &other) const { return ::thrust::detail::c2o_stub<bool>(); }
  __host__ __device__ bool operator<(const counting_iterator &other) const { return ::thrust::detail::c2o_stub<bool>(); }
};
template <typename Incrementable> __host__ __device__ counting_iterator<Incrementable> make_counting_iterator(Incrementable x) { return ::thrust::detail::c2o_stub<counting_iterator<Incrementable>>(); }

template <typename Value, typename Incrementable = use_default, typename System = use_default>
class constant_iterator {
public:
  C2O_THRUST_CONSTANT_ITERATOR_TYPES(Value)
  __host__ __device__ constant_iterator() {}
  __host__ __device__ constant_iterator(const Value &v, std::ptrdiff_t i = 0) {}
  __host__ __device__ Value value() const { return ::thrust::detail::c2o_stub<Value>(); }
  __host__ __device__ reference operator*() const { return ::thrust::detail::c2o_stub<reference>(); }
  __host__ __device__ reference operator[](difference_type n) const { return ::thrust::detail::c2o_stub<reference>(); }
  __host__ __device__ constant_iterator &operator++() { return *this; }
  __host__ __device__ constant_iterator operator++(int) { return ::thrust::detail::c2o_stub<constant_iterator>(); }
  __host__ __device__ constant_iterator &operator+=(difference_type n) { return *this; }
  __host__ __device__ constant_iterator operator+(difference_type n) const { return ::thrust::detail::c2o_stub<constant_iterator>(); }
  __host__ __device__ constant_iterator operator-(difference_type n) const { return ::thrust::detail::c2o_stub<constant_iterator>(); }
  __host__ __device__ difference_type operator-(const constant_iterator &other) const { return ::thrust::detail::c2o_stub<difference_type>(); }
  __host__ __device__ bool operator==(const constant_iterator &other) const { return ::thrust::detail::c2o_stub<bool>(); }
  __host__ __device__ bool operator!=(const constant_iterator &other) const { return ::thrust::detail::c2o_stub<bool>(); }
};
template <typename V> __host__ __device__ constant_iterator<V> make_constant_iterator(V v) { return ::thrust::detail::c2o_stub<constant_iterator<V>>(); }
template <typename V, typename I> __host__ __device__ constant_iterator<V> make_constant_iterator(V v, I i) { return ::thrust::detail::c2o_stub<constant_iterator<V>>(); }

namespace detail {
template <typename F, typename R> struct c2o_transform_result {
  typedef typename std::decay<decltype(std::declval<const F &>()(std::declval<R>()))>::type type;
};
template <typename V> struct c2o_pick { template <typename D> using or_ = V; };
template <> struct c2o_pick<use_default> { template <typename D> using or_ = D; };
} // namespace detail

template <typename UnaryFunction, typename Iterator, typename Reference = use_default, typename Value = use_default>
class transform_iterator {
public:
  typedef typename detail::c2o_transform_result<UnaryFunction, typename std::iterator_traits<Iterator>::reference>::type
      c2o_result;
  typedef typename detail::c2o_pick<Value>::template or_<c2o_result> value_type;
  typedef typename detail::c2o_pick<Reference>::template or_<c2o_result> reference;
  typedef typename std::iterator_traits<Iterator>::difference_type difference_type;
  typedef void pointer;
  typedef std::random_access_iterator_tag iterator_category;
  __host__ __device__ transform_iterator() {}
  __host__ __device__ transform_iterator(const Iterator &x, UnaryFunction f) {}
  __host__ __device__ const Iterator &base() const { return ::thrust::detail::c2o_stub<const Iterator &>(); }
  __host__ __device__ UnaryFunction functor() const { return ::thrust::detail::c2o_stub<UnaryFunction>(); }
  __host__ __device__ reference operator*() const { return ::thrust::detail::c2o_stub<reference>(); }
  __host__ __device__ reference operator[](difference_type n) const { return ::thrust::detail::c2o_stub<reference>(); }
  __host__ __device__ transform_iterator &operator++() { return *this; }
  __host__ __device__ transform_iterator operator++(int) { return ::thrust::detail::c2o_stub<transform_iterator>(); }
  __host__ __device__ transform_iterator &operator--() { return *this; }
  __host__ __device__ transform_iterator &operator+=(difference_type n) { return *this; }
  __host__ __device__ transform_iterator &operator-=(difference_type n) { return *this; }
  __host__ __device__ transform_iterator operator+(difference_type n) const { return ::thrust::detail::c2o_stub<transform_iterator>(); }
  __host__ __device__ transform_iterator operator-(difference_type n) const { return ::thrust::detail::c2o_stub<transform_iterator>(); }
  __host__ __device__ difference_type operator-(const transform_iterator &other) const { return ::thrust::detail::c2o_stub<difference_type>(); }
  __host__ __device__ bool operator==(const transform_iterator &other) const { return ::thrust::detail::c2o_stub<bool>(); }
  __host__ __device__ bool operator!=(const transform_iterator &other) const { return ::thrust::detail::c2o_stub<bool>(); }
};
template <typename AdaptableUnaryFunction, typename Iterator>
__host__ __device__ transform_iterator<AdaptableUnaryFunction, Iterator> make_transform_iterator(Iterator it, AdaptableUnaryFunction f) { return ::thrust::detail::c2o_stub<transform_iterator<AdaptableUnaryFunction, Iterator>>(); }

template <typename IteratorTuple> class zip_iterator;
template <typename... Its> class zip_iterator<tuple<Its...>> {
public:
  C2O_THRUST_ZIP_ITERATOR_TYPES(Its)
  __host__ __device__ zip_iterator() {}
  __host__ __device__ zip_iterator(const tuple<Its...> &its) {}
  __host__ __device__ const tuple<Its...> &get_iterator_tuple() const { return ::thrust::detail::c2o_stub<const tuple<Its...> &>(); }
  __host__ __device__ reference operator*() const { return ::thrust::detail::c2o_stub<reference>(); }
  __host__ __device__ reference operator[](difference_type n) const { return ::thrust::detail::c2o_stub<reference>(); }
  __host__ __device__ zip_iterator &operator++() { return *this; }
  __host__ __device__ zip_iterator operator++(int) { return ::thrust::detail::c2o_stub<zip_iterator>(); }
  __host__ __device__ zip_iterator &operator--() { return *this; }
  __host__ __device__ zip_iterator &operator+=(difference_type n) { return *this; }
  __host__ __device__ zip_iterator &operator-=(difference_type n) { return *this; }
  __host__ __device__ zip_iterator operator+(difference_type n) const { return ::thrust::detail::c2o_stub<zip_iterator>(); }
  __host__ __device__ zip_iterator operator-(difference_type n) const { return ::thrust::detail::c2o_stub<zip_iterator>(); }
  __host__ __device__ difference_type operator-(const zip_iterator &other) const { return ::thrust::detail::c2o_stub<difference_type>(); }
  __host__ __device__ bool operator==(const zip_iterator &other) const { return ::thrust::detail::c2o_stub<bool>(); }
  __host__ __device__ bool operator!=(const zip_iterator &other) const { return ::thrust::detail::c2o_stub<bool>(); }
};
template <typename... Its> __host__ __device__ zip_iterator<tuple<Its...>> make_zip_iterator(tuple<Its...> t) { return ::thrust::detail::c2o_stub<zip_iterator<tuple<Its...>>>(); }
template <typename... Its> __host__ __device__ zip_iterator<tuple<Its...>> make_zip_iterator(Its... its) { return ::thrust::detail::c2o_stub<zip_iterator<tuple<Its...>>>(); }

template <typename ElementIterator, typename IndexIterator> class permutation_iterator {
public:
  C2O_THRUST_PERMUTATION_ITERATOR_TYPES(ElementIterator, IndexIterator)
  __host__ __device__ permutation_iterator() {}
  __host__ __device__ permutation_iterator(ElementIterator x, IndexIterator y) {}
  __host__ __device__ reference operator*() const { return ::thrust::detail::c2o_stub<reference>(); }
  __host__ __device__ reference operator[](difference_type n) const { return ::thrust::detail::c2o_stub<reference>(); }
  __host__ __device__ permutation_iterator &operator++() { return *this; }
  __host__ __device__ permutation_iterator operator++(int) { return ::thrust::detail::c2o_stub<permutation_iterator>(); }
  __host__ __device__ permutation_iterator &operator+=(difference_type n) { return *this; }
  __host__ __device__ permutation_iterator operator+(difference_type n) const { return ::thrust::detail::c2o_stub<permutation_iterator>(); }
  __host__ __device__ permutation_iterator operator-(difference_type n) const { return ::thrust::detail::c2o_stub<permutation_iterator>(); }
  __host__ __device__ difference_type operator-(const permutation_iterator &other) const { return ::thrust::detail::c2o_stub<difference_type>(); }
  __host__ __device__ bool operator==(const permutation_iterator &other) const { return ::thrust::detail::c2o_stub<bool>(); }
  __host__ __device__ bool operator!=(const permutation_iterator &other) const { return ::thrust::detail::c2o_stub<bool>(); }
};
template <typename E, typename I>
__host__ __device__ permutation_iterator<E, I> make_permutation_iterator(E e, I i) { return ::thrust::detail::c2o_stub<permutation_iterator<E, I>>(); }

namespace detail {
struct c2o_any_assign {
  template <typename T> __host__ __device__ const c2o_any_assign &operator=(const T &) const { return ::thrust::detail::c2o_stub<const c2o_any_assign &>(); }
};
} // namespace detail
template <typename System = use_default> class discard_iterator {
public:
  C2O_THRUST_DISCARD_ITERATOR_TYPES(detail::c2o_any_assign)
  __host__ __device__ discard_iterator() {}
  __host__ __device__ reference operator*() const { return ::thrust::detail::c2o_stub<reference>(); }
  __host__ __device__ reference operator[](difference_type n) const { return ::thrust::detail::c2o_stub<reference>(); }
  __host__ __device__ discard_iterator &operator++() { return *this; }
  __host__ __device__ discard_iterator operator++(int) { return ::thrust::detail::c2o_stub<discard_iterator>(); }
  __host__ __device__ discard_iterator &operator+=(difference_type n) { return *this; }
  __host__ __device__ discard_iterator operator+(difference_type n) const { return ::thrust::detail::c2o_stub<discard_iterator>(); }
  __host__ __device__ difference_type operator-(const discard_iterator &other) const { return ::thrust::detail::c2o_stub<difference_type>(); }
  __host__ __device__ bool operator==(const discard_iterator &other) const { return ::thrust::detail::c2o_stub<bool>(); }
  __host__ __device__ bool operator!=(const discard_iterator &other) const { return ::thrust::detail::c2o_stub<bool>(); }
};
__host__ __device__ discard_iterator<> make_discard_iterator(std::ptrdiff_t i = 0) { return ::thrust::detail::c2o_stub<discard_iterator<>>(); }

template <typename BidirectionalIterator> using reverse_iterator = std::reverse_iterator<BidirectionalIterator>;
template <typename BidirectionalIterator>
__host__ __device__ reverse_iterator<BidirectionalIterator> make_reverse_iterator(BidirectionalIterator x) { return ::thrust::detail::c2o_stub<reverse_iterator<BidirectionalIterator>>(); }

/* ---- placeholders (thrust::placeholders::_1 ... ) ----------------------- */
namespace placeholders {
template <int I> struct c2o_placeholder {
  template <typename... A> __host__ __device__ decltype(auto) operator()(A &&...a) const {
    return std::get<I>(std::forward_as_tuple(std::forward<A>(a)...));
  }
};
template <typename T> struct c2o_pvalue {
  T v;
  template <typename... A> __host__ __device__ const T &operator()(A &&...) const { return v; }
};
template <typename Op, typename L, typename R> struct c2o_pbinary {
  L l;
  R r;
  template <typename... A> __host__ __device__ auto operator()(A &&...a) const { return Op()(l(a...), r(a...)); }
};
template <typename Op, typename E> struct c2o_punary {
  E e;
  template <typename... A> __host__ __device__ auto operator()(A &&...a) const { return Op()(e(a...)); }
};
template <typename T> struct c2o_is_pexpr : std::false_type {};
template <int I> struct c2o_is_pexpr<c2o_placeholder<I>> : std::true_type {};
template <typename T> struct c2o_is_pexpr<c2o_pvalue<T>> : std::true_type {};
template <typename Op, typename L, typename R> struct c2o_is_pexpr<c2o_pbinary<Op, L, R>> : std::true_type {};
template <typename Op, typename E> struct c2o_is_pexpr<c2o_punary<Op, E>> : std::true_type {};
template <typename T> __host__ __device__ auto c2o_as_pexpr(const T &v) {
  if constexpr (c2o_is_pexpr<T>::value) return v;
  else return c2o_pvalue<T>{v};
}
struct c2o_pneg {
  template <typename A> __host__ __device__ auto operator()(const A &a) const { return -a; }
};
static const c2o_placeholder<0> _1;
static const c2o_placeholder<1> _2;
static const c2o_placeholder<2> _3;
#define C2O_THRUST_PEXPR_OP(op, fn)                                                                       \
  template <typename L, typename R,                                                                       \
            typename std::enable_if<c2o_is_pexpr<L>::value || c2o_is_pexpr<R>::value,     \
                                    int>::type = 0>                                                       \
  __host__ __device__ auto operator op(const L &l, const R &r) {                                          \
    auto a = c2o_as_pexpr(l);                                                                     \
    auto b = c2o_as_pexpr(r);                                                                     \
    return c2o_pbinary<::thrust::fn<void>, decltype(a), decltype(b)>{a, b};                                 \
  }
C2O_THRUST_PLACEHOLDER_OPERATORS(C2O_THRUST_PEXPR_OP)
#undef C2O_THRUST_PEXPR_OP
template <typename E, typename std::enable_if<c2o_is_pexpr<E>::value, int>::type = 0>
__host__ __device__ auto operator-(const E &e) {
  return c2o_punary<c2o_pneg, E>{e};
}
} // namespace placeholders

/* ---- algorithms ----------------------------------------------------------- */
/* Each is declared without and with a policy (first parameter). */
#define C2O_VALUE(It) typename ::thrust::iterator_traits<It>::value_type
#define C2O_DIFF(It) typename ::thrust::iterator_traits<It>::difference_type

// transform, for_each, tabulate, sequence, fill, generate
template <typename InputIt, typename OutputIt, typename UnaryOp, C2O_THRUST_NOT_POLICY(InputIt)>
__host__ __device__ OutputIt transform(InputIt first, InputIt last, OutputIt result, UnaryOp op) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename DerivedPolicy, typename InputIt, typename OutputIt, typename UnaryOp>
__host__ __device__ OutputIt transform(C2O_THRUST_POLICY exec, InputIt first, InputIt last, OutputIt result, UnaryOp op) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename InputIt1, typename InputIt2, typename OutputIt, typename BinaryOp, C2O_THRUST_NOT_POLICY(InputIt1)>
__host__ __device__ OutputIt transform(InputIt1 first1, InputIt1 last1, InputIt2 first2, OutputIt result, BinaryOp op) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename DerivedPolicy, typename InputIt1, typename InputIt2, typename OutputIt, typename BinaryOp>
__host__ __device__ OutputIt transform(C2O_THRUST_POLICY exec, InputIt1 first1, InputIt1 last1, InputIt2 first2, OutputIt result, BinaryOp op) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename InputIt, typename OutputIt, typename UnaryOp, typename Pred, C2O_THRUST_NOT_POLICY(InputIt)>
__host__ __device__ OutputIt transform_if(InputIt first, InputIt last, OutputIt result, UnaryOp op, Pred pred) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename DerivedPolicy, typename InputIt, typename OutputIt, typename UnaryOp, typename Pred>
__host__ __device__ OutputIt transform_if(C2O_THRUST_POLICY exec, InputIt first, InputIt last, OutputIt result, UnaryOp op, Pred pred) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename InputIt, typename StencilIt, typename OutputIt, typename UnaryOp, typename Pred, C2O_THRUST_NOT_POLICY(InputIt)>
__host__ __device__ OutputIt transform_if(InputIt first, InputIt last, StencilIt stencil, OutputIt result, UnaryOp op, Pred pred) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename DerivedPolicy, typename InputIt, typename StencilIt, typename OutputIt, typename UnaryOp, typename Pred>
__host__ __device__ OutputIt transform_if(C2O_THRUST_POLICY exec, InputIt first, InputIt last, StencilIt stencil, OutputIt result, UnaryOp op, Pred pred) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename InputIt, typename UnaryFunction, C2O_THRUST_NOT_POLICY(InputIt)>
__host__ __device__ InputIt for_each(InputIt first, InputIt last, UnaryFunction f) { return ::thrust::detail::c2o_stub<InputIt>(); }
template <typename DerivedPolicy, typename InputIt, typename UnaryFunction>
__host__ __device__ InputIt for_each(C2O_THRUST_POLICY exec, InputIt first, InputIt last, UnaryFunction f) { return ::thrust::detail::c2o_stub<InputIt>(); }
template <typename InputIt, typename Size, typename UnaryFunction, C2O_THRUST_NOT_POLICY(InputIt)>
__host__ __device__ InputIt for_each_n(InputIt first, Size n, UnaryFunction f) { return ::thrust::detail::c2o_stub<InputIt>(); }
template <typename DerivedPolicy, typename InputIt, typename Size, typename UnaryFunction>
__host__ __device__ InputIt for_each_n(C2O_THRUST_POLICY exec, InputIt first, Size n, UnaryFunction f) { return ::thrust::detail::c2o_stub<InputIt>(); }
template <typename ForwardIt, typename UnaryOp, C2O_THRUST_NOT_POLICY(ForwardIt)>
__host__ __device__ void tabulate(ForwardIt first, ForwardIt last, UnaryOp op) {}
template <typename DerivedPolicy, typename ForwardIt, typename UnaryOp>
__host__ __device__ void tabulate(C2O_THRUST_POLICY exec, ForwardIt first, ForwardIt last, UnaryOp op) {}
template <typename ForwardIt, C2O_THRUST_NOT_POLICY(ForwardIt)>
__host__ __device__ void sequence(ForwardIt first, ForwardIt last) {}
template <typename ForwardIt, typename T, C2O_THRUST_NOT_POLICY(ForwardIt)>
__host__ __device__ void sequence(ForwardIt first, ForwardIt last, T init) {}
template <typename ForwardIt, typename T, C2O_THRUST_NOT_POLICY(ForwardIt)>
__host__ __device__ void sequence(ForwardIt first, ForwardIt last, T init, T step) {}
template <typename DerivedPolicy, typename ForwardIt>
__host__ __device__ void sequence(C2O_THRUST_POLICY exec, ForwardIt first, ForwardIt last) {}
template <typename DerivedPolicy, typename ForwardIt, typename T>
__host__ __device__ void sequence(C2O_THRUST_POLICY exec, ForwardIt first, ForwardIt last, T init) {}
template <typename DerivedPolicy, typename ForwardIt, typename T>
__host__ __device__ void sequence(C2O_THRUST_POLICY exec, ForwardIt first, ForwardIt last, T init, T step) {}
template <typename ForwardIt, typename T, C2O_THRUST_NOT_POLICY(ForwardIt)>
__host__ __device__ void fill(ForwardIt first, ForwardIt last, const T &value) {}
template <typename DerivedPolicy, typename ForwardIt, typename T>
__host__ __device__ void fill(C2O_THRUST_POLICY exec, ForwardIt first, ForwardIt last, const T &value) {}
template <typename OutputIt, typename Size, typename T, C2O_THRUST_NOT_POLICY(OutputIt)>
__host__ __device__ OutputIt fill_n(OutputIt first, Size n, const T &value) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename DerivedPolicy, typename OutputIt, typename Size, typename T>
__host__ __device__ OutputIt fill_n(C2O_THRUST_POLICY exec, OutputIt first, Size n, const T &value) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename ForwardIt, typename Generator, C2O_THRUST_NOT_POLICY(ForwardIt)>
__host__ void generate(ForwardIt first, ForwardIt last, Generator gen) {}
template <typename DerivedPolicy, typename ForwardIt, typename Generator>
__host__ void generate(C2O_THRUST_POLICY exec, ForwardIt first, ForwardIt last, Generator gen) {}
template <typename OutputIt, typename Size, typename Generator, C2O_THRUST_NOT_POLICY(OutputIt)>
__host__ OutputIt generate_n(OutputIt first, Size n, Generator gen) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename ForwardIt, typename T, C2O_THRUST_NOT_POLICY(ForwardIt)>
__host__ __device__ void uninitialized_fill(ForwardIt first, ForwardIt last, const T &value) {}

// copy, gather, scatter, replace, reverse, swap_ranges
template <typename InputIt, typename OutputIt, C2O_THRUST_NOT_POLICY(InputIt)>
__host__ __device__ OutputIt copy(InputIt first, InputIt last, OutputIt result) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename DerivedPolicy, typename InputIt, typename OutputIt>
__host__ __device__ OutputIt copy(C2O_THRUST_POLICY exec, InputIt first, InputIt last, OutputIt result) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename InputIt, typename Size, typename OutputIt, C2O_THRUST_NOT_POLICY(InputIt)>
__host__ __device__ OutputIt copy_n(InputIt first, Size n, OutputIt result) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename DerivedPolicy, typename InputIt, typename Size, typename OutputIt>
__host__ __device__ OutputIt copy_n(C2O_THRUST_POLICY exec, InputIt first, Size n, OutputIt result) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename InputIt, typename OutputIt, typename Pred, C2O_THRUST_NOT_POLICY(InputIt)>
__host__ __device__ OutputIt copy_if(InputIt first, InputIt last, OutputIt result, Pred pred) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename DerivedPolicy, typename InputIt, typename OutputIt, typename Pred>
__host__ __device__ OutputIt copy_if(C2O_THRUST_POLICY exec, InputIt first, InputIt last, OutputIt result, Pred pred) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename InputIt, typename StencilIt, typename OutputIt, typename Pred, C2O_THRUST_NOT_POLICY(InputIt)>
__host__ __device__ OutputIt copy_if(InputIt first, InputIt last, StencilIt stencil, OutputIt result, Pred pred) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename DerivedPolicy, typename InputIt, typename StencilIt, typename OutputIt, typename Pred>
__host__ __device__ OutputIt copy_if(C2O_THRUST_POLICY exec, InputIt first, InputIt last, StencilIt stencil, OutputIt result, Pred pred) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename RandomIt, typename URBG, C2O_THRUST_NOT_POLICY(RandomIt)>
__host__ __device__ void shuffle(RandomIt first, RandomIt last, URBG &&g) {}
template <typename DerivedPolicy, typename RandomIt, typename URBG>
__host__ __device__ void shuffle(C2O_THRUST_POLICY exec, RandomIt first, RandomIt last, URBG &&g) {}
template <typename RandomIt, typename OutputIt, typename URBG, C2O_THRUST_NOT_POLICY(RandomIt)>
__host__ __device__ void shuffle_copy(RandomIt first, RandomIt last, OutputIt result, URBG &&g) {}
template <typename DerivedPolicy, typename RandomIt, typename OutputIt, typename URBG>
__host__ __device__ void shuffle_copy(C2O_THRUST_POLICY exec, RandomIt first, RandomIt last, OutputIt result, URBG &&g) {}
template <typename MapIt, typename InputIt, typename OutputIt, C2O_THRUST_NOT_POLICY(MapIt)>
__host__ __device__ OutputIt gather(MapIt map_first, MapIt map_last, InputIt input, OutputIt result) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename DerivedPolicy, typename MapIt, typename InputIt, typename OutputIt>
__host__ __device__ OutputIt gather(C2O_THRUST_POLICY exec, MapIt map_first, MapIt map_last, InputIt input, OutputIt result) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename InputIt, typename MapIt, typename OutputIt, C2O_THRUST_NOT_POLICY(InputIt)>
__host__ __device__ void scatter(InputIt first, InputIt last, MapIt map, OutputIt result) {}
template <typename DerivedPolicy, typename InputIt, typename MapIt, typename OutputIt>
__host__ __device__ void scatter(C2O_THRUST_POLICY exec, InputIt first, InputIt last, MapIt map, OutputIt result) {}
template <typename ForwardIt, typename T, C2O_THRUST_NOT_POLICY(ForwardIt)>
__host__ __device__ void replace(ForwardIt first, ForwardIt last, const T &old_value, const T &new_value) {}
template <typename DerivedPolicy, typename ForwardIt, typename T>
__host__ __device__ void replace(C2O_THRUST_POLICY exec, ForwardIt first, ForwardIt last, const T &old_value, const T &new_value) {}
template <typename ForwardIt, typename Pred, typename T, C2O_THRUST_NOT_POLICY(ForwardIt)>
__host__ __device__ void replace_if(ForwardIt first, ForwardIt last, Pred pred, const T &new_value) {}
template <typename DerivedPolicy, typename ForwardIt, typename Pred, typename T>
__host__ __device__ void replace_if(C2O_THRUST_POLICY exec, ForwardIt first, ForwardIt last, Pred pred, const T &new_value) {}
template <typename BidirIt, C2O_THRUST_NOT_POLICY(BidirIt)>
__host__ __device__ void reverse(BidirIt first, BidirIt last) {}
template <typename DerivedPolicy, typename BidirIt>
__host__ __device__ void reverse(C2O_THRUST_POLICY exec, BidirIt first, BidirIt last) {}
template <typename It1, typename It2, C2O_THRUST_NOT_POLICY(It1)>
__host__ __device__ It2 swap_ranges(It1 first1, It1 last1, It2 first2) { return ::thrust::detail::c2o_stub<It2>(); }

// reductions
template <typename InputIt, C2O_THRUST_NOT_POLICY(InputIt)>
__host__ __device__ C2O_VALUE(InputIt) reduce(InputIt first, InputIt last) {}
template <typename InputIt, typename T, C2O_THRUST_NOT_POLICY(InputIt)>
__host__ __device__ T reduce(InputIt first, InputIt last, T init) { return ::thrust::detail::c2o_stub<T>(); }
template <typename InputIt, typename T, typename BinaryOp, C2O_THRUST_NOT_POLICY(InputIt)>
__host__ __device__ T reduce(InputIt first, InputIt last, T init, BinaryOp op) { return ::thrust::detail::c2o_stub<T>(); }
template <typename DerivedPolicy, typename InputIt>
__host__ __device__ C2O_VALUE(InputIt) reduce(C2O_THRUST_POLICY exec, InputIt first, InputIt last) {}
template <typename DerivedPolicy, typename InputIt, typename T>
__host__ __device__ T reduce(C2O_THRUST_POLICY exec, InputIt first, InputIt last, T init) { return ::thrust::detail::c2o_stub<T>(); }
template <typename DerivedPolicy, typename InputIt, typename T, typename BinaryOp>
__host__ __device__ T reduce(C2O_THRUST_POLICY exec, InputIt first, InputIt last, T init, BinaryOp op) { return ::thrust::detail::c2o_stub<T>(); }
template <typename InputIt, typename UnaryOp, typename T, typename BinaryOp, C2O_THRUST_NOT_POLICY(InputIt)>
__host__ __device__ T transform_reduce(InputIt first, InputIt last, UnaryOp unary_op, T init, BinaryOp binary_op) { return ::thrust::detail::c2o_stub<T>(); }
template <typename DerivedPolicy, typename InputIt, typename UnaryOp, typename T, typename BinaryOp>
__host__ __device__ T transform_reduce(C2O_THRUST_POLICY exec, InputIt first, InputIt last, UnaryOp unary_op, T init, BinaryOp binary_op) { return ::thrust::detail::c2o_stub<T>(); }
template <typename InputIt1, typename InputIt2, typename T, C2O_THRUST_NOT_POLICY(InputIt1)>
__host__ __device__ T inner_product(InputIt1 first1, InputIt1 last1, InputIt2 first2, T init) { return ::thrust::detail::c2o_stub<T>(); }
template <typename InputIt1, typename InputIt2, typename T, typename BinaryOp1, typename BinaryOp2, C2O_THRUST_NOT_POLICY(InputIt1)>
__host__ __device__ T inner_product(InputIt1 first1, InputIt1 last1, InputIt2 first2, T init, BinaryOp1 op1, BinaryOp2 op2) { return ::thrust::detail::c2o_stub<T>(); }
template <typename DerivedPolicy, typename InputIt1, typename InputIt2, typename T>
__host__ __device__ T inner_product(C2O_THRUST_POLICY exec, InputIt1 first1, InputIt1 last1, InputIt2 first2, T init) { return ::thrust::detail::c2o_stub<T>(); }
template <typename DerivedPolicy, typename InputIt1, typename InputIt2, typename T, typename BinaryOp1, typename BinaryOp2>
__host__ __device__ T inner_product(C2O_THRUST_POLICY exec, InputIt1 first1, InputIt1 last1, InputIt2 first2, T init, BinaryOp1 op1, BinaryOp2 op2) { return ::thrust::detail::c2o_stub<T>(); }
template <typename InputIt, typename EqualityComparable, C2O_THRUST_NOT_POLICY(InputIt)>
__host__ __device__ C2O_DIFF(InputIt) count(InputIt first, InputIt last, const EqualityComparable &value) {}
template <typename DerivedPolicy, typename InputIt, typename EqualityComparable>
__host__ __device__ C2O_DIFF(InputIt) count(C2O_THRUST_POLICY exec, InputIt first, InputIt last, const EqualityComparable &value) {}
template <typename InputIt, typename Pred, C2O_THRUST_NOT_POLICY(InputIt)>
__host__ __device__ C2O_DIFF(InputIt) count_if(InputIt first, InputIt last, Pred pred) {}
template <typename DerivedPolicy, typename InputIt, typename Pred>
__host__ __device__ C2O_DIFF(InputIt) count_if(C2O_THRUST_POLICY exec, InputIt first, InputIt last, Pred pred) {}
template <typename ForwardIt, C2O_THRUST_NOT_POLICY(ForwardIt)>
__host__ __device__ ForwardIt min_element(ForwardIt first, ForwardIt last) { return ::thrust::detail::c2o_stub<ForwardIt>(); }
template <typename ForwardIt, typename Compare, C2O_THRUST_NOT_POLICY(ForwardIt)>
__host__ __device__ ForwardIt min_element(ForwardIt first, ForwardIt last, Compare comp) { return ::thrust::detail::c2o_stub<ForwardIt>(); }
template <typename DerivedPolicy, typename ForwardIt>
__host__ __device__ ForwardIt min_element(C2O_THRUST_POLICY exec, ForwardIt first, ForwardIt last) { return ::thrust::detail::c2o_stub<ForwardIt>(); }
template <typename DerivedPolicy, typename ForwardIt, typename Compare>
__host__ __device__ ForwardIt min_element(C2O_THRUST_POLICY exec, ForwardIt first, ForwardIt last, Compare comp) { return ::thrust::detail::c2o_stub<ForwardIt>(); }
template <typename ForwardIt, C2O_THRUST_NOT_POLICY(ForwardIt)>
__host__ __device__ ForwardIt max_element(ForwardIt first, ForwardIt last) { return ::thrust::detail::c2o_stub<ForwardIt>(); }
template <typename ForwardIt, typename Compare, C2O_THRUST_NOT_POLICY(ForwardIt)>
__host__ __device__ ForwardIt max_element(ForwardIt first, ForwardIt last, Compare comp) { return ::thrust::detail::c2o_stub<ForwardIt>(); }
template <typename DerivedPolicy, typename ForwardIt>
__host__ __device__ ForwardIt max_element(C2O_THRUST_POLICY exec, ForwardIt first, ForwardIt last) { return ::thrust::detail::c2o_stub<ForwardIt>(); }
template <typename DerivedPolicy, typename ForwardIt, typename Compare>
__host__ __device__ ForwardIt max_element(C2O_THRUST_POLICY exec, ForwardIt first, ForwardIt last, Compare comp) { return ::thrust::detail::c2o_stub<ForwardIt>(); }
template <typename ForwardIt, C2O_THRUST_NOT_POLICY(ForwardIt)>
__host__ __device__ pair<ForwardIt, ForwardIt> minmax_element(ForwardIt first, ForwardIt last) { return ::thrust::detail::c2o_stub<pair<ForwardIt, ForwardIt>>(); }
template <typename ForwardIt, typename Compare, C2O_THRUST_NOT_POLICY(ForwardIt)>
__host__ __device__ pair<ForwardIt, ForwardIt> minmax_element(ForwardIt first, ForwardIt last, Compare comp) { return ::thrust::detail::c2o_stub<pair<ForwardIt, ForwardIt>>(); }
template <typename DerivedPolicy, typename ForwardIt>
__host__ __device__ pair<ForwardIt, ForwardIt> minmax_element(C2O_THRUST_POLICY exec, ForwardIt first, ForwardIt last) { return ::thrust::detail::c2o_stub<pair<ForwardIt, ForwardIt>>(); }
template <typename InputIt1, typename InputIt2, C2O_THRUST_NOT_POLICY(InputIt1)>
__host__ __device__ bool equal(InputIt1 first1, InputIt1 last1, InputIt2 first2) { return ::thrust::detail::c2o_stub<bool>(); }
template <typename InputIt1, typename InputIt2, typename BinaryPred, C2O_THRUST_NOT_POLICY(InputIt1)>
__host__ __device__ bool equal(InputIt1 first1, InputIt1 last1, InputIt2 first2, BinaryPred pred) { return ::thrust::detail::c2o_stub<bool>(); }
template <typename DerivedPolicy, typename InputIt1, typename InputIt2>
__host__ __device__ bool equal(C2O_THRUST_POLICY exec, InputIt1 first1, InputIt1 last1, InputIt2 first2) { return ::thrust::detail::c2o_stub<bool>(); }
template <typename InputIt, typename Pred, C2O_THRUST_NOT_POLICY(InputIt)>
__host__ __device__ bool all_of(InputIt first, InputIt last, Pred pred) { return ::thrust::detail::c2o_stub<bool>(); }
template <typename InputIt, typename Pred, C2O_THRUST_NOT_POLICY(InputIt)>
__host__ __device__ bool any_of(InputIt first, InputIt last, Pred pred) { return ::thrust::detail::c2o_stub<bool>(); }
template <typename InputIt, typename Pred, C2O_THRUST_NOT_POLICY(InputIt)>
__host__ __device__ bool none_of(InputIt first, InputIt last, Pred pred) { return ::thrust::detail::c2o_stub<bool>(); }
template <typename DerivedPolicy, typename InputIt, typename Pred>
__host__ __device__ bool all_of(C2O_THRUST_POLICY exec, InputIt first, InputIt last, Pred pred) { return ::thrust::detail::c2o_stub<bool>(); }
template <typename DerivedPolicy, typename InputIt, typename Pred>
__host__ __device__ bool any_of(C2O_THRUST_POLICY exec, InputIt first, InputIt last, Pred pred) { return ::thrust::detail::c2o_stub<bool>(); }
template <typename DerivedPolicy, typename InputIt, typename Pred>
__host__ __device__ bool none_of(C2O_THRUST_POLICY exec, InputIt first, InputIt last, Pred pred) { return ::thrust::detail::c2o_stub<bool>(); }
template <typename InputIt, typename T, C2O_THRUST_NOT_POLICY(InputIt)>
__host__ __device__ InputIt find(InputIt first, InputIt last, const T &value) { return ::thrust::detail::c2o_stub<InputIt>(); }
template <typename InputIt, typename Pred, C2O_THRUST_NOT_POLICY(InputIt)>
__host__ __device__ InputIt find_if(InputIt first, InputIt last, Pred pred) { return ::thrust::detail::c2o_stub<InputIt>(); }
template <typename DerivedPolicy, typename InputIt, typename T>
__host__ __device__ InputIt find(C2O_THRUST_POLICY exec, InputIt first, InputIt last, const T &value) { return ::thrust::detail::c2o_stub<InputIt>(); }
template <typename DerivedPolicy, typename InputIt, typename Pred>
__host__ __device__ InputIt find_if(C2O_THRUST_POLICY exec, InputIt first, InputIt last, Pred pred) { return ::thrust::detail::c2o_stub<InputIt>(); }

// scans
template <typename InputIt, typename OutputIt, C2O_THRUST_NOT_POLICY(InputIt)>
__host__ __device__ OutputIt inclusive_scan(InputIt first, InputIt last, OutputIt result) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename InputIt, typename OutputIt, typename BinaryOp, C2O_THRUST_NOT_POLICY(InputIt)>
__host__ __device__ OutputIt inclusive_scan(InputIt first, InputIt last, OutputIt result, BinaryOp op) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename DerivedPolicy, typename InputIt, typename OutputIt>
__host__ __device__ OutputIt inclusive_scan(C2O_THRUST_POLICY exec, InputIt first, InputIt last, OutputIt result) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename DerivedPolicy, typename InputIt, typename OutputIt, typename BinaryOp>
__host__ __device__ OutputIt inclusive_scan(C2O_THRUST_POLICY exec, InputIt first, InputIt last, OutputIt result, BinaryOp op) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename InputIt, typename OutputIt, C2O_THRUST_NOT_POLICY(InputIt)>
__host__ __device__ OutputIt exclusive_scan(InputIt first, InputIt last, OutputIt result) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename InputIt, typename OutputIt, typename T, C2O_THRUST_NOT_POLICY(InputIt)>
__host__ __device__ OutputIt exclusive_scan(InputIt first, InputIt last, OutputIt result, T init) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename InputIt, typename OutputIt, typename T, typename BinaryOp, C2O_THRUST_NOT_POLICY(InputIt)>
__host__ __device__ OutputIt exclusive_scan(InputIt first, InputIt last, OutputIt result, T init, BinaryOp op) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename DerivedPolicy, typename InputIt, typename OutputIt>
__host__ __device__ OutputIt exclusive_scan(C2O_THRUST_POLICY exec, InputIt first, InputIt last, OutputIt result) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename DerivedPolicy, typename InputIt, typename OutputIt, typename T>
__host__ __device__ OutputIt exclusive_scan(C2O_THRUST_POLICY exec, InputIt first, InputIt last, OutputIt result, T init) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename DerivedPolicy, typename InputIt, typename OutputIt, typename T, typename BinaryOp>
__host__ __device__ OutputIt exclusive_scan(C2O_THRUST_POLICY exec, InputIt first, InputIt last, OutputIt result, T init, BinaryOp op) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename InputIt, typename OutputIt, typename UnaryOp, typename BinaryOp, C2O_THRUST_NOT_POLICY(InputIt)>
__host__ __device__ OutputIt transform_inclusive_scan(InputIt first, InputIt last, OutputIt result, UnaryOp unary_op, BinaryOp binary_op) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename InputIt, typename OutputIt, typename UnaryOp, typename T, typename BinaryOp, C2O_THRUST_NOT_POLICY(InputIt)>
__host__ __device__ OutputIt transform_exclusive_scan(InputIt first, InputIt last, OutputIt result, UnaryOp unary_op, T init, BinaryOp binary_op) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename DerivedPolicy, typename InputIt, typename OutputIt, typename UnaryOp, typename BinaryOp>
__host__ __device__ OutputIt transform_inclusive_scan(C2O_THRUST_POLICY exec, InputIt first, InputIt last, OutputIt result, UnaryOp unary_op, BinaryOp binary_op) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename DerivedPolicy, typename InputIt, typename OutputIt, typename UnaryOp, typename T, typename BinaryOp>
__host__ __device__ OutputIt transform_exclusive_scan(C2O_THRUST_POLICY exec, InputIt first, InputIt last, OutputIt result, UnaryOp unary_op, T init, BinaryOp binary_op) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename KeyIt, typename ValueIt, typename OutputIt, C2O_THRUST_NOT_POLICY(KeyIt)>
__host__ __device__ OutputIt inclusive_scan_by_key(KeyIt first1, KeyIt last1, ValueIt first2, OutputIt result) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename KeyIt, typename ValueIt, typename OutputIt, C2O_THRUST_NOT_POLICY(KeyIt)>
__host__ __device__ OutputIt exclusive_scan_by_key(KeyIt first1, KeyIt last1, ValueIt first2, OutputIt result) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename KeyIt, typename ValueIt, typename OutputIt, typename T, C2O_THRUST_NOT_POLICY(KeyIt)>
__host__ __device__ OutputIt exclusive_scan_by_key(KeyIt first1, KeyIt last1, ValueIt first2, OutputIt result, T init) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename DerivedPolicy, typename KeyIt, typename ValueIt, typename OutputIt>
__host__ __device__ OutputIt inclusive_scan_by_key(C2O_THRUST_POLICY exec, KeyIt first1, KeyIt last1, ValueIt first2, OutputIt result) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename DerivedPolicy, typename KeyIt, typename ValueIt, typename OutputIt>
__host__ __device__ OutputIt exclusive_scan_by_key(C2O_THRUST_POLICY exec, KeyIt first1, KeyIt last1, ValueIt first2, OutputIt result) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename KeyIt, typename ValueIt, typename OutputIt, typename BinaryPred, C2O_THRUST_NOT_POLICY(KeyIt)>
__host__ __device__ OutputIt inclusive_scan_by_key(KeyIt first1, KeyIt last1, ValueIt first2, OutputIt result, BinaryPred pred) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename DerivedPolicy, typename KeyIt, typename ValueIt, typename OutputIt, typename BinaryPred>
__host__ __device__ OutputIt inclusive_scan_by_key(C2O_THRUST_POLICY exec, KeyIt first1, KeyIt last1, ValueIt first2, OutputIt result, BinaryPred pred) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename KeyIt, typename ValueIt, typename OutputIt, typename BinaryPred, typename BinaryOp, C2O_THRUST_NOT_POLICY(KeyIt)>
__host__ __device__ OutputIt inclusive_scan_by_key(KeyIt first1, KeyIt last1, ValueIt first2, OutputIt result, BinaryPred pred, BinaryOp op) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename DerivedPolicy, typename KeyIt, typename ValueIt, typename OutputIt, typename BinaryPred, typename BinaryOp>
__host__ __device__ OutputIt inclusive_scan_by_key(C2O_THRUST_POLICY exec, KeyIt first1, KeyIt last1, ValueIt first2, OutputIt result, BinaryPred pred, BinaryOp op) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename KeyIt, typename ValueIt, typename OutputIt, typename T, typename BinaryPred, C2O_THRUST_NOT_POLICY(KeyIt)>
__host__ __device__ OutputIt exclusive_scan_by_key(KeyIt first1, KeyIt last1, ValueIt first2, OutputIt result, T init, BinaryPred pred) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename DerivedPolicy, typename KeyIt, typename ValueIt, typename OutputIt, typename T, typename BinaryPred>
__host__ __device__ OutputIt exclusive_scan_by_key(C2O_THRUST_POLICY exec, KeyIt first1, KeyIt last1, ValueIt first2, OutputIt result, T init, BinaryPred pred) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename KeyIt, typename ValueIt, typename OutputIt, typename T, typename BinaryPred, typename BinaryOp, C2O_THRUST_NOT_POLICY(KeyIt)>
__host__ __device__ OutputIt exclusive_scan_by_key(KeyIt first1, KeyIt last1, ValueIt first2, OutputIt result, T init, BinaryPred pred, BinaryOp op) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename DerivedPolicy, typename KeyIt, typename ValueIt, typename OutputIt, typename T, typename BinaryPred, typename BinaryOp>
__host__ __device__ OutputIt exclusive_scan_by_key(C2O_THRUST_POLICY exec, KeyIt first1, KeyIt last1, ValueIt first2, OutputIt result, T init, BinaryPred pred, BinaryOp op) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename InputIt, typename OutputIt, C2O_THRUST_NOT_POLICY(InputIt)>
__host__ __device__ OutputIt adjacent_difference(InputIt first, InputIt last, OutputIt result) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename InputIt, typename OutputIt, typename BinaryOp, C2O_THRUST_NOT_POLICY(InputIt)>
__host__ __device__ OutputIt adjacent_difference(InputIt first, InputIt last, OutputIt result, BinaryOp op) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename DerivedPolicy, typename InputIt, typename OutputIt>
__host__ __device__ OutputIt adjacent_difference(C2O_THRUST_POLICY exec, InputIt first, InputIt last, OutputIt result) { return ::thrust::detail::c2o_stub<OutputIt>(); }

// sorting and searching
template <typename RandomIt, C2O_THRUST_NOT_POLICY(RandomIt)>
__host__ __device__ void sort(RandomIt first, RandomIt last) {}
template <typename RandomIt, typename Compare, C2O_THRUST_NOT_POLICY(RandomIt)>
__host__ __device__ void sort(RandomIt first, RandomIt last, Compare comp) {}
template <typename DerivedPolicy, typename RandomIt>
__host__ __device__ void sort(C2O_THRUST_POLICY exec, RandomIt first, RandomIt last) {}
template <typename DerivedPolicy, typename RandomIt, typename Compare>
__host__ __device__ void sort(C2O_THRUST_POLICY exec, RandomIt first, RandomIt last, Compare comp) {}
template <typename RandomIt, C2O_THRUST_NOT_POLICY(RandomIt)>
__host__ __device__ void stable_sort(RandomIt first, RandomIt last) {}
template <typename RandomIt, typename Compare, C2O_THRUST_NOT_POLICY(RandomIt)>
__host__ __device__ void stable_sort(RandomIt first, RandomIt last, Compare comp) {}
template <typename DerivedPolicy, typename RandomIt>
__host__ __device__ void stable_sort(C2O_THRUST_POLICY exec, RandomIt first, RandomIt last) {}
template <typename DerivedPolicy, typename RandomIt, typename Compare>
__host__ __device__ void stable_sort(C2O_THRUST_POLICY exec, RandomIt first, RandomIt last, Compare comp) {}
template <typename KeyIt, typename ValueIt, C2O_THRUST_NOT_POLICY(KeyIt)>
__host__ __device__ void sort_by_key(KeyIt keys_first, KeyIt keys_last, ValueIt values_first) {}
template <typename KeyIt, typename ValueIt, typename Compare, C2O_THRUST_NOT_POLICY(KeyIt)>
__host__ __device__ void sort_by_key(KeyIt keys_first, KeyIt keys_last, ValueIt values_first, Compare comp) {}
template <typename DerivedPolicy, typename KeyIt, typename ValueIt>
__host__ __device__ void sort_by_key(C2O_THRUST_POLICY exec, KeyIt keys_first, KeyIt keys_last, ValueIt values_first) {}
template <typename DerivedPolicy, typename KeyIt, typename ValueIt, typename Compare>
__host__ __device__ void sort_by_key(C2O_THRUST_POLICY exec, KeyIt keys_first, KeyIt keys_last, ValueIt values_first, Compare comp) {}
template <typename KeyIt, typename ValueIt, C2O_THRUST_NOT_POLICY(KeyIt)>
__host__ __device__ void stable_sort_by_key(KeyIt keys_first, KeyIt keys_last, ValueIt values_first) {}
template <typename KeyIt, typename ValueIt, typename Compare, C2O_THRUST_NOT_POLICY(KeyIt)>
__host__ __device__ void stable_sort_by_key(KeyIt keys_first, KeyIt keys_last, ValueIt values_first, Compare comp) {}
template <typename DerivedPolicy, typename KeyIt, typename ValueIt>
__host__ __device__ void stable_sort_by_key(C2O_THRUST_POLICY exec, KeyIt keys_first, KeyIt keys_last, ValueIt values_first) {}
template <typename DerivedPolicy, typename KeyIt, typename ValueIt, typename Compare>
__host__ __device__ void stable_sort_by_key(C2O_THRUST_POLICY exec, KeyIt keys_first, KeyIt keys_last, ValueIt values_first, Compare comp) {}
template <typename ForwardIt, C2O_THRUST_NOT_POLICY(ForwardIt)>
__host__ __device__ bool is_sorted(ForwardIt first, ForwardIt last) { return ::thrust::detail::c2o_stub<bool>(); }
template <typename ForwardIt, typename Compare, C2O_THRUST_NOT_POLICY(ForwardIt)>
__host__ __device__ bool is_sorted(ForwardIt first, ForwardIt last, Compare comp) { return ::thrust::detail::c2o_stub<bool>(); }
template <typename DerivedPolicy, typename ForwardIt>
__host__ __device__ bool is_sorted(C2O_THRUST_POLICY exec, ForwardIt first, ForwardIt last) { return ::thrust::detail::c2o_stub<bool>(); }
template <typename ForwardIt, typename T, C2O_THRUST_NOT_POLICY(ForwardIt)>
__host__ __device__ ForwardIt lower_bound(ForwardIt first, ForwardIt last, const T &value) { return ::thrust::detail::c2o_stub<ForwardIt>(); }
template <typename ForwardIt, typename T, typename Compare, C2O_THRUST_NOT_POLICY(ForwardIt)>
__host__ __device__ ForwardIt lower_bound(ForwardIt first, ForwardIt last, const T &value, Compare comp) { return ::thrust::detail::c2o_stub<ForwardIt>(); }
template <typename ForwardIt, typename T, C2O_THRUST_NOT_POLICY(ForwardIt)>
__host__ __device__ ForwardIt upper_bound(ForwardIt first, ForwardIt last, const T &value) { return ::thrust::detail::c2o_stub<ForwardIt>(); }
template <typename ForwardIt, typename T, typename Compare, C2O_THRUST_NOT_POLICY(ForwardIt)>
__host__ __device__ ForwardIt upper_bound(ForwardIt first, ForwardIt last, const T &value, Compare comp) { return ::thrust::detail::c2o_stub<ForwardIt>(); }
template <typename ForwardIt, typename T, C2O_THRUST_NOT_POLICY(ForwardIt)>
__host__ __device__ bool binary_search(ForwardIt first, ForwardIt last, const T &value) { return ::thrust::detail::c2o_stub<bool>(); }
template <typename DerivedPolicy, typename ForwardIt, typename T>
__host__ __device__ ForwardIt lower_bound(C2O_THRUST_POLICY exec, ForwardIt first, ForwardIt last, const T &value) { return ::thrust::detail::c2o_stub<ForwardIt>(); }
template <typename DerivedPolicy, typename ForwardIt, typename T>
__host__ __device__ ForwardIt upper_bound(C2O_THRUST_POLICY exec, ForwardIt first, ForwardIt last, const T &value) { return ::thrust::detail::c2o_stub<ForwardIt>(); }
template <typename DerivedPolicy, typename ForwardIt, typename T>
__host__ __device__ bool binary_search(C2O_THRUST_POLICY exec, ForwardIt first, ForwardIt last, const T &value) { return ::thrust::detail::c2o_stub<bool>(); }
template <typename ForwardIt, typename InputIt, typename OutputIt, C2O_THRUST_NOT_POLICY(ForwardIt)>
__host__ __device__ OutputIt lower_bound(ForwardIt first, ForwardIt last, InputIt values_first, InputIt values_last, OutputIt result) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename ForwardIt, typename InputIt, typename OutputIt, C2O_THRUST_NOT_POLICY(ForwardIt)>
__host__ __device__ OutputIt upper_bound(ForwardIt first, ForwardIt last, InputIt values_first, InputIt values_last, OutputIt result) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename ForwardIt, typename InputIt, typename OutputIt, C2O_THRUST_NOT_POLICY(ForwardIt)>
__host__ __device__ OutputIt binary_search(ForwardIt first, ForwardIt last, InputIt values_first, InputIt values_last, OutputIt result) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename DerivedPolicy, typename ForwardIt, typename InputIt, typename OutputIt>
__host__ __device__ OutputIt lower_bound(C2O_THRUST_POLICY exec, ForwardIt first, ForwardIt last, InputIt values_first, InputIt values_last, OutputIt result) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename DerivedPolicy, typename ForwardIt, typename InputIt, typename OutputIt>
__host__ __device__ OutputIt upper_bound(C2O_THRUST_POLICY exec, ForwardIt first, ForwardIt last, InputIt values_first, InputIt values_last, OutputIt result) { return ::thrust::detail::c2o_stub<OutputIt>(); }

// reordering
template <typename ForwardIt, C2O_THRUST_NOT_POLICY(ForwardIt)>
__host__ __device__ ForwardIt unique(ForwardIt first, ForwardIt last) { return ::thrust::detail::c2o_stub<ForwardIt>(); }
template <typename ForwardIt, typename BinaryPred, C2O_THRUST_NOT_POLICY(ForwardIt)>
__host__ __device__ ForwardIt unique(ForwardIt first, ForwardIt last, BinaryPred pred) { return ::thrust::detail::c2o_stub<ForwardIt>(); }
template <typename DerivedPolicy, typename ForwardIt>
__host__ __device__ ForwardIt unique(C2O_THRUST_POLICY exec, ForwardIt first, ForwardIt last) { return ::thrust::detail::c2o_stub<ForwardIt>(); }
template <typename DerivedPolicy, typename ForwardIt, typename BinaryPred>
__host__ __device__ ForwardIt unique(C2O_THRUST_POLICY exec, ForwardIt first, ForwardIt last, BinaryPred pred) { return ::thrust::detail::c2o_stub<ForwardIt>(); }
template <typename InputIt, typename OutputIt, C2O_THRUST_NOT_POLICY(InputIt)>
__host__ __device__ OutputIt unique_copy(InputIt first, InputIt last, OutputIt result) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename DerivedPolicy, typename InputIt, typename OutputIt>
__host__ __device__ OutputIt unique_copy(C2O_THRUST_POLICY exec, InputIt first, InputIt last, OutputIt result) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename ForwardIt, C2O_THRUST_NOT_POLICY(ForwardIt)>
__host__ __device__ C2O_DIFF(ForwardIt) unique_count(ForwardIt first, ForwardIt last) {}
template <typename KeyIt, typename ValueIt, C2O_THRUST_NOT_POLICY(KeyIt)>
__host__ __device__ pair<KeyIt, ValueIt> unique_by_key(KeyIt keys_first, KeyIt keys_last, ValueIt values_first) { return ::thrust::detail::c2o_stub<pair<KeyIt, ValueIt>>(); }
template <typename DerivedPolicy, typename KeyIt, typename ValueIt>
__host__ __device__ pair<KeyIt, ValueIt> unique_by_key(C2O_THRUST_POLICY exec, KeyIt keys_first, KeyIt keys_last, ValueIt values_first) { return ::thrust::detail::c2o_stub<pair<KeyIt, ValueIt>>(); }
template <typename InputIt, typename OutputIt, typename BinaryPred, C2O_THRUST_NOT_POLICY(InputIt)>
__host__ __device__ OutputIt unique_copy(InputIt first, InputIt last, OutputIt result, BinaryPred pred) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename DerivedPolicy, typename InputIt, typename OutputIt, typename BinaryPred>
__host__ __device__ OutputIt unique_copy(C2O_THRUST_POLICY exec, InputIt first, InputIt last, OutputIt result, BinaryPred pred) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename KeyIt, typename ValueIt, typename BinaryPred, C2O_THRUST_NOT_POLICY(KeyIt)>
__host__ __device__ pair<KeyIt, ValueIt> unique_by_key(KeyIt keys_first, KeyIt keys_last, ValueIt values_first, BinaryPred pred) { return ::thrust::detail::c2o_stub<pair<KeyIt, ValueIt>>(); }
template <typename DerivedPolicy, typename KeyIt, typename ValueIt, typename BinaryPred>
__host__ __device__ pair<KeyIt, ValueIt> unique_by_key(C2O_THRUST_POLICY exec, KeyIt keys_first, KeyIt keys_last, ValueIt values_first, BinaryPred pred) { return ::thrust::detail::c2o_stub<pair<KeyIt, ValueIt>>(); }
template <typename KeyIt, typename ValueIt, typename KeyOut, typename ValueOut, C2O_THRUST_NOT_POLICY(KeyIt)>
__host__ __device__ pair<KeyOut, ValueOut> unique_by_key_copy(KeyIt keys_first, KeyIt keys_last, ValueIt values_first, KeyOut keys_output, ValueOut values_output) { return ::thrust::detail::c2o_stub<pair<KeyOut, ValueOut>>(); }
template <typename DerivedPolicy, typename KeyIt, typename ValueIt, typename KeyOut, typename ValueOut>
__host__ __device__ pair<KeyOut, ValueOut> unique_by_key_copy(C2O_THRUST_POLICY exec, KeyIt keys_first, KeyIt keys_last, ValueIt values_first, KeyOut keys_output, ValueOut values_output) { return ::thrust::detail::c2o_stub<pair<KeyOut, ValueOut>>(); }
template <typename KeyIt, typename ValueIt, typename KeyOut, typename ValueOut, typename BinaryPred, C2O_THRUST_NOT_POLICY(KeyIt)>
__host__ __device__ pair<KeyOut, ValueOut> unique_by_key_copy(KeyIt keys_first, KeyIt keys_last, ValueIt values_first, KeyOut keys_output, ValueOut values_output, BinaryPred pred) { return ::thrust::detail::c2o_stub<pair<KeyOut, ValueOut>>(); }
template <typename DerivedPolicy, typename KeyIt, typename ValueIt, typename KeyOut, typename ValueOut, typename BinaryPred>
__host__ __device__ pair<KeyOut, ValueOut> unique_by_key_copy(C2O_THRUST_POLICY exec, KeyIt keys_first, KeyIt keys_last, ValueIt values_first, KeyOut keys_output, ValueOut values_output, BinaryPred pred) { return ::thrust::detail::c2o_stub<pair<KeyOut, ValueOut>>(); }
template <typename KeyIt, typename ValueIt, typename KeyOut, typename ValueOut, C2O_THRUST_NOT_POLICY(KeyIt)>
__host__ __device__ pair<KeyOut, ValueOut> reduce_by_key(KeyIt keys_first, KeyIt keys_last, ValueIt values_first, KeyOut keys_output, ValueOut values_output) { return ::thrust::detail::c2o_stub<pair<KeyOut, ValueOut>>(); }
template <typename KeyIt, typename ValueIt, typename KeyOut, typename ValueOut, typename BinaryPred, C2O_THRUST_NOT_POLICY(KeyIt)>
__host__ __device__ pair<KeyOut, ValueOut> reduce_by_key(KeyIt keys_first, KeyIt keys_last, ValueIt values_first, KeyOut keys_output, ValueOut values_output, BinaryPred pred) { return ::thrust::detail::c2o_stub<pair<KeyOut, ValueOut>>(); }
template <typename KeyIt, typename ValueIt, typename KeyOut, typename ValueOut, typename BinaryPred, typename BinaryOp, C2O_THRUST_NOT_POLICY(KeyIt)>
__host__ __device__ pair<KeyOut, ValueOut> reduce_by_key(KeyIt keys_first, KeyIt keys_last, ValueIt values_first, KeyOut keys_output, ValueOut values_output, BinaryPred pred, BinaryOp op) { return ::thrust::detail::c2o_stub<pair<KeyOut, ValueOut>>(); }
template <typename DerivedPolicy, typename KeyIt, typename ValueIt, typename KeyOut, typename ValueOut>
__host__ __device__ pair<KeyOut, ValueOut> reduce_by_key(C2O_THRUST_POLICY exec, KeyIt keys_first, KeyIt keys_last, ValueIt values_first, KeyOut keys_output, ValueOut values_output) { return ::thrust::detail::c2o_stub<pair<KeyOut, ValueOut>>(); }
template <typename DerivedPolicy, typename KeyIt, typename ValueIt, typename KeyOut, typename ValueOut, typename BinaryPred, typename BinaryOp>
__host__ __device__ pair<KeyOut, ValueOut> reduce_by_key(C2O_THRUST_POLICY exec, KeyIt keys_first, KeyIt keys_last, ValueIt values_first, KeyOut keys_output, ValueOut values_output, BinaryPred pred, BinaryOp op) { return ::thrust::detail::c2o_stub<pair<KeyOut, ValueOut>>(); }
template <typename ForwardIt, typename Pred, C2O_THRUST_NOT_POLICY(ForwardIt)>
__host__ __device__ ForwardIt remove_if(ForwardIt first, ForwardIt last, Pred pred) { return ::thrust::detail::c2o_stub<ForwardIt>(); }
template <typename ForwardIt, typename StencilIt, typename Pred, C2O_THRUST_NOT_POLICY(ForwardIt)>
__host__ __device__ ForwardIt remove_if(ForwardIt first, ForwardIt last, StencilIt stencil, Pred pred) { return ::thrust::detail::c2o_stub<ForwardIt>(); }
template <typename DerivedPolicy, typename ForwardIt, typename Pred>
__host__ __device__ ForwardIt remove_if(C2O_THRUST_POLICY exec, ForwardIt first, ForwardIt last, Pred pred) { return ::thrust::detail::c2o_stub<ForwardIt>(); }
template <typename ForwardIt, typename T, C2O_THRUST_NOT_POLICY(ForwardIt)>
__host__ __device__ ForwardIt remove(ForwardIt first, ForwardIt last, const T &value) { return ::thrust::detail::c2o_stub<ForwardIt>(); }
template <typename DerivedPolicy, typename ForwardIt, typename T>
__host__ __device__ ForwardIt remove(C2O_THRUST_POLICY exec, ForwardIt first, ForwardIt last, const T &value) { return ::thrust::detail::c2o_stub<ForwardIt>(); }
template <typename InputIt, typename OutputIt, typename Pred, C2O_THRUST_NOT_POLICY(InputIt)>
__host__ __device__ OutputIt remove_copy_if(InputIt first, InputIt last, OutputIt result, Pred pred) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename ForwardIt, typename Pred, C2O_THRUST_NOT_POLICY(ForwardIt)>
__host__ __device__ ForwardIt partition(ForwardIt first, ForwardIt last, Pred pred) { return ::thrust::detail::c2o_stub<ForwardIt>(); }
template <typename ForwardIt, typename Pred, C2O_THRUST_NOT_POLICY(ForwardIt)>
__host__ __device__ ForwardIt stable_partition(ForwardIt first, ForwardIt last, Pred pred) { return ::thrust::detail::c2o_stub<ForwardIt>(); }
template <typename DerivedPolicy, typename ForwardIt, typename Pred>
__host__ __device__ ForwardIt partition(C2O_THRUST_POLICY exec, ForwardIt first, ForwardIt last, Pred pred) { return ::thrust::detail::c2o_stub<ForwardIt>(); }
template <typename DerivedPolicy, typename ForwardIt, typename Pred>
__host__ __device__ ForwardIt stable_partition(C2O_THRUST_POLICY exec, ForwardIt first, ForwardIt last, Pred pred) { return ::thrust::detail::c2o_stub<ForwardIt>(); }
template <typename InputIt1, typename InputIt2, typename OutputIt, C2O_THRUST_NOT_POLICY(InputIt1)>
__host__ __device__ OutputIt merge(InputIt1 first1, InputIt1 last1, InputIt2 first2, InputIt2 last2, OutputIt result) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename InputIt1, typename InputIt2, typename OutputIt, typename Compare, C2O_THRUST_NOT_POLICY(InputIt1)>
__host__ __device__ OutputIt merge(InputIt1 first1, InputIt1 last1, InputIt2 first2, InputIt2 last2, OutputIt result, Compare comp) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename DerivedPolicy, typename InputIt1, typename InputIt2, typename OutputIt>
__host__ __device__ OutputIt merge(C2O_THRUST_POLICY exec, InputIt1 first1, InputIt1 last1, InputIt2 first2, InputIt2 last2, OutputIt result) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename InputIt1, typename InputIt2, typename OutputIt, C2O_THRUST_NOT_POLICY(InputIt1)>
__host__ __device__ OutputIt set_intersection(InputIt1 first1, InputIt1 last1, InputIt2 first2, InputIt2 last2, OutputIt result) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename InputIt1, typename InputIt2, typename OutputIt, C2O_THRUST_NOT_POLICY(InputIt1)>
__host__ __device__ OutputIt set_union(InputIt1 first1, InputIt1 last1, InputIt2 first2, InputIt2 last2, OutputIt result) { return ::thrust::detail::c2o_stub<OutputIt>(); }
template <typename InputIt1, typename InputIt2, typename OutputIt, C2O_THRUST_NOT_POLICY(InputIt1)>
__host__ __device__ OutputIt set_difference(InputIt1 first1, InputIt1 last1, InputIt2 first2, InputIt2 last2, OutputIt result) { return ::thrust::detail::c2o_stub<OutputIt>(); }

template <typename T> __host__ __device__ const T &max(const T &a, const T &b) { return a < b ? b : a; }
template <typename T, typename Compare> __host__ __device__ const T &max(const T &a, const T &b, Compare comp) { return comp(a, b) ? b : a; }
template <typename T> __host__ __device__ const T &min(const T &a, const T &b) { return b < a ? b : a; }
template <typename T, typename Compare> __host__ __device__ const T &min(const T &a, const T &b, Compare comp) { return comp(b, a) ? b : a; }
template <typename InputIt> __host__ __device__ C2O_DIFF(InputIt) distance(InputIt first, InputIt last);
template <typename InputIt, typename Distance> __host__ __device__ void advance(InputIt &i, Distance n) {}
template <typename T> __host__ __device__ void swap(T &a, T &b) {}

#undef C2O_VALUE

/* ---- random numbers (thrust/random.h) ------------------------------------ */
namespace random {
template <typename UIntType, UIntType a, UIntType c, UIntType m> class linear_congruential_engine {
public:
  C2O_THRUST_LINEAR_CONGRUENTIAL_MEMBERS(UIntType, a, c, m)
  __host__ __device__ explicit linear_congruential_engine(result_type s = default_seed) {}
  __host__ __device__ void seed(result_type s = default_seed) {}
  __host__ __device__ result_type operator()() { return ::thrust::detail::c2o_stub<result_type>(); }
  __host__ __device__ void discard(unsigned long long z) {}
};
C2O_THRUST_MINSTD_ENGINES
template <typename IntType = int> class uniform_int_distribution {
public:
  typedef IntType result_type;
  __host__ __device__ explicit uniform_int_distribution(IntType a = 0, IntType b = 0x7fffffff) {}
  template <typename Engine> __host__ __device__ result_type operator()(Engine &urng) { return ::thrust::detail::c2o_stub<result_type>(); }
  __host__ __device__ result_type a() const { return ::thrust::detail::c2o_stub<result_type>(); }
  __host__ __device__ result_type b() const { return ::thrust::detail::c2o_stub<result_type>(); }
};
template <typename RealType = double> class uniform_real_distribution {
public:
  typedef RealType result_type;
  __host__ __device__ explicit uniform_real_distribution(RealType a = 0.0, RealType b = 1.0) {}
  template <typename Engine> __host__ __device__ result_type operator()(Engine &urng) { return ::thrust::detail::c2o_stub<result_type>(); }
  __host__ __device__ result_type a() const { return ::thrust::detail::c2o_stub<result_type>(); }
  __host__ __device__ result_type b() const { return ::thrust::detail::c2o_stub<result_type>(); }
};
template <typename RealType = double> class normal_distribution {
public:
  typedef RealType result_type;
  __host__ __device__ explicit normal_distribution(RealType mean = 0.0, RealType stddev = 1.0) {}
  template <typename Engine> __host__ __device__ result_type operator()(Engine &urng) { return ::thrust::detail::c2o_stub<result_type>(); }
};
} // namespace random
C2O_THRUST_RANDOM_NAMES

/* ---- errors (thrust/system_error.h) -------------------------------------- */
namespace system {
class system_error : public std::runtime_error {
public:
  __host__ explicit system_error(int ev, const char *what = "") : std::runtime_error(what) { (void)ev; }
  __host__ const char *what() const noexcept override { return ::thrust::detail::c2o_stub<const char *>(); }
};
} // namespace system
using system::system_error;

} // namespace thrust

#include "c2o_thrust_more_decls.h"
#undef C2O_DIFF

#endif /* C2O_CUDA_THRUST_H */
