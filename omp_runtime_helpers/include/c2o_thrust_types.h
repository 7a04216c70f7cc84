/* c2o_thrust_types.h - what Thrust's declarations are alike in the helpers
 * (c2o_thrust.h) and in the translator's bundled parse headers
 * (cuda_include/thrust/detail/c2o_thrust_decls.h, which includes this file
 * as ../../../helpers/c2o_thrust_types.h), written once:
 *   * the version and system macros (THRUST_DEVICE_SYSTEM, which differs,
 *     is each tree's: CUDA's in the parse, OpenMP's in the helpers);
 *   * in namespace thrust: the execution policies' base types, the system
 *     and iterator tags, the iterator traits, the tuple names, the function
 *     object bases (unary_function, binary_function);
 *   * as macros that each tree expands in its own code, the lists that sit
 *     between its own declarations: the other names of thrust::cuda::par,
 *     the operators of the placeholders, the member types of counting_,
 *     constant_, zip_, permutation_ and discard_iterator, device_vector and
 *     linear_congruential_engine, and the names of thrust::random that
 *     thrust re-exports.
 * headers.kept_names compares the rest of the two trees' declarations. C++. */
#ifndef C2O_THRUST_TYPES_H
#define C2O_THRUST_TYPES_H

#include <cstddef>
#include <iterator>
#include <tuple>
#include <type_traits>
#include <utility>

#define THRUST_VERSION 200000
#define THRUST_MAJOR_VERSION 2
#define THRUST_MINOR_VERSION 0
#define THRUST_SUBMINOR_VERSION 0
#define THRUST_DEVICE_SYSTEM_CUDA 1
#define THRUST_DEVICE_SYSTEM_OMP 2
#define THRUST_DEVICE_SYSTEM_TBB 3
#define THRUST_DEVICE_SYSTEM_CPP 4
#define THRUST_HOST_SYSTEM_CPP 1
#define THRUST_HOST_SYSTEM THRUST_HOST_SYSTEM_CPP

namespace thrust {

/* ---- execution policies: the types (each tree defines the objects) -------- */
template <typename Derived> struct execution_policy {};
struct host_t : execution_policy<host_t> {};
struct device_t : execution_policy<device_t> {};
struct sequential_t : execution_policy<sequential_t> {};
template <typename T> struct is_execution_policy : std::is_base_of<execution_policy<T>, T> {};

/* ---- iterator traits and tags --------------------------------------------- */
struct input_host_iterator_tag : std::input_iterator_tag {};
struct random_access_host_iterator_tag : std::random_access_iterator_tag {};
struct input_device_iterator_tag : std::input_iterator_tag {};
struct output_device_iterator_tag : std::output_iterator_tag {};
struct forward_device_iterator_tag : std::forward_iterator_tag {};
struct bidirectional_device_iterator_tag : std::bidirectional_iterator_tag {};
struct random_access_device_iterator_tag : std::random_access_iterator_tag {};
struct host_system_tag {};
struct device_system_tag {};
struct any_system_tag {};
struct use_default {};

template <typename It> struct iterator_traits : std::iterator_traits<It> {};
template <typename It> struct iterator_value { typedef typename iterator_traits<It>::value_type type; };
template <typename It> struct iterator_reference { typedef typename iterator_traits<It>::reference type; };
template <typename It> struct iterator_difference { typedef typename iterator_traits<It>::difference_type type; };
template <typename It> struct iterator_pointer { typedef typename iterator_traits<It>::pointer type; };
template <typename It> using iterator_value_t = typename iterator_value<It>::type;
template <typename It> using iterator_difference_t = typename iterator_difference<It>::type;

/* ---- tuples and pairs ----------------------------------------------------- */
using std::get;
using std::make_tuple;
using std::tie;
using std::tuple;
using std::tuple_element;
using std::tuple_size;
using std::make_pair;
using std::pair;
struct null_type {};

/* ---- function object bases ------------------------------------------------ */
template <typename A, typename R> struct unary_function {
  typedef A argument_type;
  typedef R result_type;
};
template <typename A1, typename A2, typename R> struct binary_function {
  typedef A1 first_argument_type;
  typedef A2 second_argument_type;
  typedef R result_type;
};

} // namespace thrust

/* ---- lists each tree expands in its own code ------------------------------ */
/* In namespace thrust, after thrust::cuda::par: its other names. */
#define C2O_THRUST_CUDA_POLICY_NAMES                                                                  \
  namespace cuda_cub = cuda;                                                                          \
  namespace system {                                                                                  \
  namespace cuda {                                                                                    \
  using thrust::cuda::par;                                                                            \
  using thrust::cuda::par_t;                                                                          \
  }                                                                                                   \
  }

/* The binary operators of the placeholders (_1 + 2 ...): X(operator, the
 * function object of thrust that computes it). */
#define C2O_THRUST_PLACEHOLDER_OPERATORS(X)                                                           \
  X(+, plus)                                                                                          \
  X(-, minus)                                                                                         \
  X(*, multiplies)                                                                                    \
  X(/, divides)                                                                                       \
  X(%, modulus)                                                                                       \
  X(<, less)                                                                                          \
  X(>, greater)                                                                                       \
  X(<=, less_equal)                                                                                   \
  X(>=, greater_equal)                                                                                \
  X(==, equal_to)                                                                                     \
  X(!=, not_equal_to)

/* The public member types of the fancy iterators, in their classes. */
#define C2O_THRUST_COUNTING_ITERATOR_TYPES(Incrementable)                                             \
  typedef Incrementable value_type;                                                                   \
  typedef std::ptrdiff_t difference_type;                                                             \
  typedef const Incrementable *pointer;                                                               \
  typedef Incrementable reference;                                                                    \
  typedef std::random_access_iterator_tag iterator_category;
#define C2O_THRUST_CONSTANT_ITERATOR_TYPES(Value)                                                     \
  typedef Value value_type;                                                                           \
  typedef std::ptrdiff_t difference_type;                                                             \
  typedef const Value *pointer;                                                                       \
  typedef Value reference;                                                                            \
  typedef std::random_access_iterator_tag iterator_category;
#define C2O_THRUST_ZIP_ITERATOR_TYPES(Its)                                                            \
  typedef tuple<typename std::iterator_traits<Its>::value_type...> value_type;                        \
  typedef tuple<typename std::iterator_traits<Its>::reference...> reference;                          \
  typedef std::ptrdiff_t difference_type;                                                             \
  typedef void pointer;                                                                               \
  typedef std::random_access_iterator_tag iterator_category;
#define C2O_THRUST_PERMUTATION_ITERATOR_TYPES(ElementIterator, IndexIterator)                         \
  typedef typename std::iterator_traits<ElementIterator>::value_type value_type;                      \
  typedef typename std::iterator_traits<ElementIterator>::reference reference;                        \
  typedef typename std::iterator_traits<IndexIterator>::difference_type difference_type;              \
  typedef void pointer;                                                                               \
  typedef std::random_access_iterator_tag iterator_category;

/* discard_iterator's, whose element is Assign (each tree's: a sink any value
 * is assigned to). */
#define C2O_THRUST_DISCARD_ITERATOR_TYPES(Assign)                                                     \
  typedef Assign value_type;                                                                          \
  typedef const Assign &reference;                                                                    \
  typedef std::ptrdiff_t difference_type;                                                             \
  typedef void pointer;                                                                               \
  typedef std::random_access_iterator_tag iterator_category;

/* The public member types of device_vector<T, Alloc>. */
#define C2O_THRUST_DEVICE_VECTOR_TYPES(T, Alloc)                                                      \
  typedef T value_type;                                                                               \
  typedef Alloc allocator_type;                                                                       \
  typedef std::size_t size_type;                                                                      \
  typedef std::ptrdiff_t difference_type;                                                             \
  typedef device_ptr<T> pointer;                                                                      \
  typedef device_ptr<const T> const_pointer;                                                          \
  typedef device_reference<T> reference;                                                              \
  typedef device_reference<const T> const_reference;                                                  \
  typedef device_ptr<T> iterator;                                                                     \
  typedef device_ptr<const T> const_iterator;                                                         \
  typedef std::reverse_iterator<iterator> reverse_iterator;                                           \
  typedef std::reverse_iterator<const_iterator> const_reverse_iterator;

/* The result type, constants and range of linear_congruential_engine<UIntType, a, c, m>. */
#define C2O_THRUST_LINEAR_CONGRUENTIAL_MEMBERS(UIntType, a, c, m)                                     \
  typedef UIntType result_type;                                                                       \
  static const result_type multiplier = a;                                                            \
  static const result_type increment = c;                                                             \
  static const result_type modulus = m;                                                               \
  static const result_type default_seed = 1u;                                                         \
  static const result_type min = c == 0u ? 1u : 0u;                                                   \
  static const result_type max = m - 1u;

/* In namespace thrust::random, after linear_congruential_engine: its engines. */
#define C2O_THRUST_MINSTD_ENGINES                                                                     \
  typedef linear_congruential_engine<unsigned int, 16807, 0, 2147483647> minstd_rand0;                \
  typedef linear_congruential_engine<unsigned int, 48271, 0, 2147483647> minstd_rand;                 \
  typedef minstd_rand default_random_engine;

/* In namespace thrust, after namespace thrust::random: the names it re-exports. */
#define C2O_THRUST_RANDOM_NAMES                                                                       \
  using random::default_random_engine;                                                                \
  using random::minstd_rand;                                                                          \
  using random::minstd_rand0;                                                                         \
  using random::normal_distribution;                                                                  \
  using random::uniform_int_distribution;                                                             \
  using random::uniform_real_distribution;

#endif /* C2O_THRUST_TYPES_H */
