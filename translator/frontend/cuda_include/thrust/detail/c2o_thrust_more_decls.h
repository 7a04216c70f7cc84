/*===- thrust/detail/c2o_thrust_more_decls.h - the rest of Thrust's API -----===*
 *
 * Part of cuda2omp's declaration-only CUDA headers, included at the end of
 * c2o_thrust_decls.h: the algorithm overloads and the names of Thrust's
 * documented API (CCCL 3.0) that the first file does not declare, so that every
 * program using them parses. Each algorithm is declared in its two forms,
 * without and with an execution policy, by one macro (the forms cannot
 * diverge). What omp_runtime_helpers/include/c2o_thrust.h implements has a row
 * in translator/rewrite/LibraryMappings.def; the rest gets C2O1030 at its use.
 * tests/headers/api_inventory/thrust_cub.txt lists the API, checked by
 * ctest headers.api_inventory.
 *===----------------------------------------------------------------------===*/
#ifndef C2O_CUDA_THRUST_MORE_H
#define C2O_CUDA_THRUST_MORE_H

namespace thrust {

#define C2O_THRUST_X(...) __VA_ARGS__
/* The two forms of an algorithm: without a policy (FIRST, its first
 * parameter's type, is not a policy) and with one. */
#define C2O_THRUST_DECL(Ret, name, TP, FIRST, PARAMS)                                                           \
  template <C2O_THRUST_X TP, C2O_THRUST_NOT_POLICY(FIRST)>                                                      \
  __host__ __device__ C2O_THRUST_X Ret name(C2O_THRUST_X PARAMS) {                                              \
    return ::thrust::detail::c2o_stub<C2O_THRUST_X Ret>();                                                      \
  }                                                                                                             \
  template <typename DerivedPolicy, C2O_THRUST_X TP>                                                            \
  __host__ __device__ C2O_THRUST_X Ret name(C2O_THRUST_POLICY exec, C2O_THRUST_X PARAMS) {                      \
    return ::thrust::detail::c2o_stub<C2O_THRUST_X Ret>();                                                      \
  }

/* ---- overloads completing the algorithms of c2o_thrust_decls.h ---------- */
/* The policy form of an overload whose other form c2o_thrust_decls.h declares. */
#define C2O_THRUST_DECL_POLICY(Ret, name, TP, PARAMS)                                                            \
  template <typename DerivedPolicy, C2O_THRUST_X TP>                                                            \
  __host__ __device__ C2O_THRUST_X Ret name(C2O_THRUST_POLICY exec, C2O_THRUST_X PARAMS) {                      \
    return ::thrust::detail::c2o_stub<C2O_THRUST_X Ret>();                                                      \
  }
C2O_THRUST_DECL_POLICY((OutputIt), adjacent_difference, (typename InputIt, typename OutputIt, typename BinaryOp),
                       (InputIt first, InputIt last, OutputIt result, BinaryOp binary_op))
C2O_THRUST_DECL_POLICY((bool), equal, (typename InputIt1, typename InputIt2, typename BinaryPred),
                       (InputIt1 first1, InputIt1 last1, InputIt2 first2, BinaryPred binary_pred))
C2O_THRUST_DECL_POLICY((pair<ForwardIt, ForwardIt>), minmax_element, (typename ForwardIt, typename Compare),
                       (ForwardIt first, ForwardIt last, Compare comp))
C2O_THRUST_DECL_POLICY((OutputIt), merge, (typename InputIt1, typename InputIt2, typename OutputIt, typename Compare),
                       (InputIt1 first1, InputIt1 last1, InputIt2 first2, InputIt2 last2, OutputIt result, Compare comp))
C2O_THRUST_DECL_POLICY((pair<KeyOut, ValueOut>), reduce_by_key,
                       (typename KeyIt, typename ValueIt, typename KeyOut, typename ValueOut, typename BinaryPred),
                       (KeyIt keys_first, KeyIt keys_last, ValueIt values_first, KeyOut keys_output,
                        ValueOut values_output, BinaryPred binary_pred))
C2O_THRUST_DECL_POLICY((ForwardIt), lower_bound, (typename ForwardIt, typename T, typename Compare),
                       (ForwardIt first, ForwardIt last, const T &value, Compare comp))
C2O_THRUST_DECL_POLICY((ForwardIt), upper_bound, (typename ForwardIt, typename T, typename Compare),
                       (ForwardIt first, ForwardIt last, const T &value, Compare comp))
C2O_THRUST_DECL_POLICY((OutputIt), binary_search, (typename ForwardIt, typename InputIt, typename OutputIt),
                       (ForwardIt first, ForwardIt last, InputIt values_first, InputIt values_last, OutputIt result))
C2O_THRUST_DECL_POLICY((OutputIt), generate_n, (typename OutputIt, typename Size, typename Gen),
                       (OutputIt first, Size n, Gen gen))
C2O_THRUST_DECL_POLICY((OutputIt), remove_copy_if, (typename InputIt, typename OutputIt, typename Pred),
                       (InputIt first, InputIt last, OutputIt result, Pred pred))
C2O_THRUST_DECL_POLICY((ForwardIt), remove_if, (typename ForwardIt, typename StencilIt, typename Pred),
                       (ForwardIt first, ForwardIt last, StencilIt stencil, Pred pred))
C2O_THRUST_DECL_POLICY((OutputIt), exclusive_scan_by_key, (typename KeyIt, typename ValueIt, typename OutputIt, typename T),
                       (KeyIt first1, KeyIt last1, ValueIt first2, OutputIt result, T init))
C2O_THRUST_DECL_POLICY((bool), is_sorted, (typename ForwardIt, typename Compare),
                       (ForwardIt first, ForwardIt last, Compare comp))
C2O_THRUST_DECL_POLICY((It2), swap_ranges, (typename It1, typename It2), (It1 first1, It1 last1, It2 first2))
C2O_THRUST_DECL_POLICY((void), uninitialized_fill, (typename ForwardIt, typename T),
                       (ForwardIt first, ForwardIt last, const T &value))
C2O_THRUST_DECL_POLICY((C2O_DIFF(ForwardIt)), unique_count, (typename ForwardIt), (ForwardIt first, ForwardIt last))
#undef C2O_THRUST_DECL_POLICY
C2O_THRUST_DECL((void), replace_if, (typename ForwardIt, typename StencilIt, typename Pred, typename T), ForwardIt,
                (ForwardIt first, ForwardIt last, StencilIt stencil, Pred pred, const T &new_value))
C2O_THRUST_DECL((OutputIt), inclusive_scan, (typename InputIt, typename OutputIt, typename T, typename BinaryOp), InputIt,
                (InputIt first, InputIt last, OutputIt result, T init, BinaryOp binary_op))
C2O_THRUST_DECL((OutputIt), transform_if,
                (typename InputIt1, typename InputIt2, typename StencilIt, typename OutputIt, typename BinaryOp,
                 typename Pred), InputIt1,
                (InputIt1 first1, InputIt1 last1, InputIt2 first2, StencilIt stencil, OutputIt result,
                 BinaryOp binary_op, Pred pred))
C2O_THRUST_DECL((OutputIt), transform_inclusive_scan,
                (typename InputIt, typename OutputIt, typename UnaryOp, typename T, typename BinaryOp), InputIt,
                (InputIt first, InputIt last, OutputIt result, UnaryOp unary_op, T init, BinaryOp binary_op))
C2O_THRUST_DECL((C2O_DIFF(ForwardIt)), unique_count, (typename ForwardIt, typename BinaryPred), ForwardIt,
                (ForwardIt first, ForwardIt last, BinaryPred binary_pred))
C2O_THRUST_DECL((bool), binary_search, (typename ForwardIt, typename T, typename Compare), ForwardIt,
                (ForwardIt first, ForwardIt last, const T &value, Compare comp))
#define C2O_THRUST_SEARCH_DECLS(name)                                                                           \
  C2O_THRUST_DECL((OutputIt), name, (typename ForwardIt, typename InputIt, typename OutputIt, typename Compare), \
                  ForwardIt,                                                                                    \
                  (ForwardIt first, ForwardIt last, InputIt values_first, InputIt values_last, OutputIt result, \
                   Compare comp))
C2O_THRUST_SEARCH_DECLS(lower_bound)
C2O_THRUST_SEARCH_DECLS(upper_bound)
C2O_THRUST_SEARCH_DECLS(binary_search)
#undef C2O_THRUST_SEARCH_DECLS
C2O_THRUST_DECL((ForwardIt), partition, (typename ForwardIt, typename StencilIt, typename Pred), ForwardIt,
                (ForwardIt first, ForwardIt last, StencilIt stencil, Pred pred))
C2O_THRUST_DECL((ForwardIt), stable_partition, (typename ForwardIt, typename StencilIt, typename Pred), ForwardIt,
                (ForwardIt first, ForwardIt last, StencilIt stencil, Pred pred))

/* ---- algorithms not declared before ----------------------------------- */
C2O_THRUST_DECL((InputIt), find_if_not, (typename InputIt, typename Pred), InputIt, (InputIt first, InputIt last, Pred pred))
C2O_THRUST_DECL((pair<InputIt1, InputIt2>), mismatch, (typename InputIt1, typename InputIt2), InputIt1,
                (InputIt1 first1, InputIt1 last1, InputIt2 first2))
C2O_THRUST_DECL((pair<InputIt1, InputIt2>), mismatch, (typename InputIt1, typename InputIt2, typename BinaryPred), InputIt1,
                (InputIt1 first1, InputIt1 last1, InputIt2 first2, BinaryPred pred))
C2O_THRUST_DECL((ForwardIt), is_sorted_until, (typename ForwardIt), ForwardIt, (ForwardIt first, ForwardIt last))
C2O_THRUST_DECL((ForwardIt), is_sorted_until, (typename ForwardIt, typename Compare), ForwardIt,
                (ForwardIt first, ForwardIt last, Compare comp))
C2O_THRUST_DECL((bool), is_partitioned, (typename InputIt, typename Pred), InputIt, (InputIt first, InputIt last, Pred pred))
C2O_THRUST_DECL((ForwardIt), partition_point, (typename ForwardIt, typename Pred), ForwardIt,
                (ForwardIt first, ForwardIt last, Pred pred))
C2O_THRUST_DECL((OutputIt), reverse_copy, (typename BidirIt, typename OutputIt), BidirIt,
                (BidirIt first, BidirIt last, OutputIt result))
C2O_THRUST_DECL((OutputIt), remove_copy, (typename InputIt, typename OutputIt, typename T), InputIt,
                (InputIt first, InputIt last, OutputIt result, const T &value))
C2O_THRUST_DECL((OutputIt), remove_copy_if, (typename InputIt, typename StencilIt, typename OutputIt, typename Pred), InputIt,
                (InputIt first, InputIt last, StencilIt stencil, OutputIt result, Pred pred))
C2O_THRUST_DECL((OutputIt), replace_copy, (typename InputIt, typename OutputIt, typename T), InputIt,
                (InputIt first, InputIt last, OutputIt result, const T &old_value, const T &new_value))
C2O_THRUST_DECL((OutputIt), replace_copy_if, (typename InputIt, typename OutputIt, typename Pred, typename T), InputIt,
                (InputIt first, InputIt last, OutputIt result, Pred pred, const T &new_value))
C2O_THRUST_DECL((OutputIt), replace_copy_if,
                (typename InputIt, typename StencilIt, typename OutputIt, typename Pred, typename T), InputIt,
                (InputIt first, InputIt last, StencilIt stencil, OutputIt result, Pred pred, const T &new_value))
C2O_THRUST_DECL((OutputIt), uninitialized_copy, (typename InputIt, typename OutputIt), InputIt,
                (InputIt first, InputIt last, OutputIt result))
C2O_THRUST_DECL((OutputIt), uninitialized_copy_n, (typename InputIt, typename Size, typename OutputIt), InputIt,
                (InputIt first, Size n, OutputIt result))
C2O_THRUST_DECL((ForwardIt), uninitialized_fill_n, (typename ForwardIt, typename Size, typename T), ForwardIt,
                (ForwardIt first, Size n, const T &x))
C2O_THRUST_DECL((OutputIt), gather_if, (typename MapIt, typename StencilIt, typename InputIt, typename OutputIt), MapIt,
                (MapIt map_first, MapIt map_last, StencilIt stencil, InputIt input_first, OutputIt result))
C2O_THRUST_DECL((OutputIt), gather_if,
                (typename MapIt, typename StencilIt, typename InputIt, typename OutputIt, typename Pred), MapIt,
                (MapIt map_first, MapIt map_last, StencilIt stencil, InputIt input_first, OutputIt result, Pred pred))
C2O_THRUST_DECL((void), scatter_if, (typename InputIt, typename MapIt, typename StencilIt, typename OutputIt), InputIt,
                (InputIt first, InputIt last, MapIt map, StencilIt stencil, OutputIt output))
C2O_THRUST_DECL((void), scatter_if,
                (typename InputIt, typename MapIt, typename StencilIt, typename OutputIt, typename Pred), InputIt,
                (InputIt first, InputIt last, MapIt map, StencilIt stencil, OutputIt output, Pred pred))
C2O_THRUST_DECL((pair<ForwardIt, ForwardIt>), equal_range, (typename ForwardIt, typename T), ForwardIt,
                (ForwardIt first, ForwardIt last, const T &value))
C2O_THRUST_DECL((pair<ForwardIt, ForwardIt>), equal_range, (typename ForwardIt, typename T, typename Compare), ForwardIt,
                (ForwardIt first, ForwardIt last, const T &value, Compare comp))
#define C2O_THRUST_PARTITION_COPY_DECLS(name)                                                                    \
  C2O_THRUST_DECL((pair<OutT, OutF>), name, (typename InputIt, typename OutT, typename OutF, typename Pred),     \
                  InputIt, (InputIt first, InputIt last, OutT out_true, OutF out_false, Pred pred))             \
  C2O_THRUST_DECL((pair<OutT, OutF>), name,                                                                      \
                  (typename InputIt, typename StencilIt, typename OutT, typename OutF, typename Pred), InputIt,  \
                  (InputIt first, InputIt last, StencilIt stencil, OutT out_true, OutF out_false, Pred pred))
C2O_THRUST_PARTITION_COPY_DECLS(partition_copy)
C2O_THRUST_PARTITION_COPY_DECLS(stable_partition_copy)
#undef C2O_THRUST_PARTITION_COPY_DECLS
template <typename It> __host__ __device__ It next(It i, typename iterator_traits<It>::difference_type n = 1) { return i; }
template <typename It> __host__ __device__ It prev(It i, typename iterator_traits<It>::difference_type n = 1) { return i; }

/* Declared, not implemented (C2O1030): merge_by_key and the set operations. */
#define C2O_THRUST_SET_DECLS(name)                                                                              \
  C2O_THRUST_DECL((OutputIt), name, (typename InputIt1, typename InputIt2, typename OutputIt, typename Compare),  \
                  InputIt1,                                                                                     \
                  (InputIt1 first1, InputIt1 last1, InputIt2 first2, InputIt2 last2, OutputIt result, Compare comp)) \
  template <typename DerivedPolicy, typename InputIt1, typename InputIt2, typename OutputIt>                    \
  __host__ __device__ OutputIt name(C2O_THRUST_POLICY exec, InputIt1 first1, InputIt1 last1, InputIt2 first2,   \
                                    InputIt2 last2, OutputIt result) {                                          \
    return ::thrust::detail::c2o_stub<OutputIt>();                                                              \
  }
C2O_THRUST_SET_DECLS(set_union)
C2O_THRUST_SET_DECLS(set_intersection)
C2O_THRUST_SET_DECLS(set_difference)
C2O_THRUST_SET_DECLS(set_symmetric_difference)
template <typename InputIt1, typename InputIt2, typename OutputIt, C2O_THRUST_NOT_POLICY(InputIt1)>
__host__ __device__ OutputIt set_symmetric_difference(InputIt1 first1, InputIt1 last1, InputIt2 first2, InputIt2 last2,
                                                      OutputIt result) { return ::thrust::detail::c2o_stub<OutputIt>(); }
#undef C2O_THRUST_SET_DECLS
#define C2O_THRUST_BY_KEY_DECLS(name)                                                                           \
  C2O_THRUST_DECL((pair<KeyOut, ValueOut>), name,                                                              \
                  (typename KeyIt1, typename KeyIt2, typename ValueIt1, typename ValueIt2, typename KeyOut,     \
                   typename ValueOut), KeyIt1,                                                                  \
                  (KeyIt1 keys_first1, KeyIt1 keys_last1, KeyIt2 keys_first2, KeyIt2 keys_last2,               \
                   ValueIt1 values_first1, ValueIt2 values_first2, KeyOut keys_result, ValueOut values_result)) \
  C2O_THRUST_DECL((pair<KeyOut, ValueOut>), name,                                                              \
                  (typename KeyIt1, typename KeyIt2, typename ValueIt1, typename ValueIt2, typename KeyOut,     \
                   typename ValueOut, typename Compare), KeyIt1,                                                \
                  (KeyIt1 keys_first1, KeyIt1 keys_last1, KeyIt2 keys_first2, KeyIt2 keys_last2,               \
                   ValueIt1 values_first1, ValueIt2 values_first2, KeyOut keys_result, ValueOut values_result,  \
                   Compare comp))
C2O_THRUST_BY_KEY_DECLS(merge_by_key)
C2O_THRUST_BY_KEY_DECLS(set_union_by_key)
C2O_THRUST_BY_KEY_DECLS(set_difference_by_key)
C2O_THRUST_BY_KEY_DECLS(set_symmetric_difference_by_key)
#undef C2O_THRUST_BY_KEY_DECLS
C2O_THRUST_DECL((pair<KeyOut, ValueOut>), set_intersection_by_key,
                (typename KeyIt1, typename KeyIt2, typename ValueIt1, typename KeyOut, typename ValueOut), KeyIt1,
                (KeyIt1 keys_first1, KeyIt1 keys_last1, KeyIt2 keys_first2, KeyIt2 keys_last2, ValueIt1 values_first1,
                 KeyOut keys_result, ValueOut values_result))
C2O_THRUST_DECL((pair<KeyOut, ValueOut>), set_intersection_by_key,
                (typename KeyIt1, typename KeyIt2, typename ValueIt1, typename KeyOut, typename ValueOut,
                 typename Compare), KeyIt1,
                (KeyIt1 keys_first1, KeyIt1 keys_last1, KeyIt2 keys_first2, KeyIt2 keys_last2, ValueIt1 values_first1,
                 KeyOut keys_result, ValueOut values_result, Compare comp))
#undef C2O_THRUST_DECL

/* ---- memory: thrust/memory.h, device_new.h, device_delete.h, ... (C2O1030) ---- */
template <typename Element, typename Tag, typename Reference = use_default, typename Derived = use_default>
class pointer {
public:
  __host__ __device__ pointer() {}
  template <typename U> __host__ __device__ explicit pointer(U *p) {}
  __host__ __device__ Element *get() const { return ::thrust::detail::c2o_stub<Element *>(); }
};
template <typename T> using universal_ptr = pointer<T, device_system_tag>;
template <typename DerivedPolicy>
__host__ __device__ pointer<void, device_system_tag> malloc(C2O_THRUST_POLICY exec, std::size_t n) { return ::thrust::detail::c2o_stub<pointer<void, device_system_tag>>(); }
template <typename T, typename DerivedPolicy>
__host__ __device__ pointer<T, device_system_tag> malloc(C2O_THRUST_POLICY exec, std::size_t n) { return ::thrust::detail::c2o_stub<pointer<T, device_system_tag>>(); }
template <typename DerivedPolicy, typename Pointer> __host__ __device__ void free(C2O_THRUST_POLICY exec, Pointer ptr) {}
template <typename T, typename DerivedPolicy>
__host__ __device__ pair<pointer<T, device_system_tag>, std::ptrdiff_t> get_temporary_buffer(C2O_THRUST_POLICY exec, std::ptrdiff_t n) { return ::thrust::detail::c2o_stub<pair<pointer<T, device_system_tag>, std::ptrdiff_t>>(); }
template <typename DerivedPolicy, typename Pointer>
__host__ __device__ void return_temporary_buffer(C2O_THRUST_POLICY exec, Pointer p, std::ptrdiff_t n) {}
template <typename T> __host__ device_ptr<T> device_new(device_ptr<void> p, const std::size_t n = 1) { return ::thrust::detail::c2o_stub<device_ptr<T>>(); }
template <typename T> __host__ device_ptr<T> device_new(device_ptr<void> p, const T &exemplar, const std::size_t n = 1) { return ::thrust::detail::c2o_stub<device_ptr<T>>(); }
template <typename T> __host__ device_ptr<T> device_new(const std::size_t n = 1) { return ::thrust::detail::c2o_stub<device_ptr<T>>(); }
template <typename T> __host__ void device_delete(device_ptr<T> ptr, const std::size_t n = 1) {}
template <typename T, typename... Args> __host__ device_ptr<T> device_make_unique(Args &&...args) { return ::thrust::detail::c2o_stub<device_ptr<T>>(); }
template <typename T> class device_malloc_allocator {
public:
  typedef T value_type;
  typedef device_ptr<T> pointer;
  typedef std::size_t size_type;
  __host__ pointer allocate(size_type n) { return ::thrust::detail::c2o_stub<pointer>(); }
  __host__ void deallocate(pointer p, size_type n) {}
};
template <typename T> class device_new_allocator : public device_malloc_allocator<T> {};
template <typename T> using universal_host_pinned_vector = device_vector<T>;

/* ---- iterators (C2O1030) ------------------------------------------------- */
struct random_access_traversal_tag {};
struct bidirectional_traversal_tag {};
struct forward_traversal_tag {};
struct incrementable_traversal_tag {};
struct single_pass_traversal_tag {};
template <typename Derived, typename Value, typename System, typename Traversal, typename Reference,
          typename Difference = std::ptrdiff_t>
class iterator_facade {};
template <typename Derived, typename Base, typename Value = use_default, typename System = use_default,
          typename Traversal = use_default, typename Reference = use_default, typename Difference = use_default>
class iterator_adaptor {};
namespace detail {
/* An output iterator's proxy: assigning a value calls the iterator's function. */
struct c2o_output_proxy {
  template <typename T> __host__ __device__ const c2o_output_proxy &operator=(const T &) const { return *this; }
};
#define C2O_THRUST_OUTPUT_ITERATOR_BODY(Self)                                                                    \
  typedef ::thrust::detail::c2o_output_proxy reference;                                                                          \
  typedef void value_type;                                                                                     \
  typedef std::ptrdiff_t difference_type;                                                                      \
  typedef void pointer;                                                                                        \
  typedef std::random_access_iterator_tag iterator_category;                                                   \
  __host__ __device__ reference operator*() const { return reference(); }                                      \
  __host__ __device__ reference operator[](difference_type n) const { return reference(); }                     \
  __host__ __device__ Self &operator++() { return *this; }                                                     \
  __host__ __device__ Self operator++(int) { return *this; }                                                   \
  __host__ __device__ Self &operator+=(difference_type n) { return *this; }                                    \
  __host__ __device__ Self operator+(difference_type n) const { return *this; }                                \
  __host__ __device__ difference_type operator-(const Self &other) const { return 0; }
} // namespace detail
template <typename UnaryFunction, typename OutputIterator> class transform_output_iterator {
public:
  __host__ __device__ transform_output_iterator(OutputIterator out, UnaryFunction fun) {}
  C2O_THRUST_OUTPUT_ITERATOR_BODY(transform_output_iterator)
};
template <typename UnaryFunction, typename OutputIterator>
__host__ __device__ transform_output_iterator<UnaryFunction, OutputIterator> make_transform_output_iterator(OutputIterator out, UnaryFunction fun) { return transform_output_iterator<UnaryFunction, OutputIterator>(out, fun); }
template <typename InputFunction, typename OutputFunction, typename Iterator> class transform_input_output_iterator {
public:
  __host__ __device__ transform_input_output_iterator(Iterator io, InputFunction input_function, OutputFunction output_function) {}
  C2O_THRUST_OUTPUT_ITERATOR_BODY(transform_input_output_iterator)
};
template <typename InputFunction, typename OutputFunction, typename Iterator>
__host__ __device__ transform_input_output_iterator<InputFunction, OutputFunction, Iterator>
make_transform_input_output_iterator(Iterator io, InputFunction input_function, OutputFunction output_function) { return transform_input_output_iterator<InputFunction, OutputFunction, Iterator>(io, input_function, output_function); }
template <typename BinaryFunction, typename System = use_default, typename DifferenceT = std::ptrdiff_t>
class tabulate_output_iterator {
public:
  __host__ __device__ tabulate_output_iterator(BinaryFunction fun, DifferenceT i = 0) {}
  C2O_THRUST_OUTPUT_ITERATOR_BODY(tabulate_output_iterator)
};
template <typename BinaryFunction>
__host__ __device__ tabulate_output_iterator<BinaryFunction> make_tabulate_output_iterator(BinaryFunction fun) { return tabulate_output_iterator<BinaryFunction>(fun); }
#undef C2O_THRUST_OUTPUT_ITERATOR_BODY
template <typename Iterator, typename Offset = typename iterator_traits<Iterator>::difference_type> class offset_iterator {
public:
  typedef typename iterator_traits<Iterator>::value_type value_type;
  typedef typename iterator_traits<Iterator>::reference reference;
  typedef std::ptrdiff_t difference_type;
  typedef void pointer;
  typedef std::random_access_iterator_tag iterator_category;
  __host__ __device__ offset_iterator(Iterator it = {}, Offset offset = {}) {}
  __host__ __device__ reference operator*() const { return ::thrust::detail::c2o_stub<reference>(); }
  __host__ __device__ offset_iterator &operator++() { return *this; }
  __host__ __device__ offset_iterator operator+(difference_type n) const { return *this; }
};

/* ---- function objects (C2O1030) ------------------------------------------ */
template <typename T1 = void, typename T2 = void> struct project1st {
  __host__ __device__ const T1 &operator()(const T1 &lhs, const T2 &rhs) const { return lhs; }
};
template <typename T1 = void, typename T2 = void> struct project2nd {
  __host__ __device__ const T2 &operator()(const T1 &lhs, const T2 &rhs) const { return rhs; }
};
template <typename Function> class zip_function {
public:
  __host__ __device__ zip_function(Function func) {}
  template <typename Tuple> __host__ __device__ auto operator()(Tuple &&args) const {
    return std::apply(::thrust::detail::c2o_stub<const Function &>(), args);
  }
};
template <typename Function> __host__ __device__ zip_function<Function> make_zip_function(Function &&fun) { return zip_function<Function>(fun); }

/* ---- random engines (C2O1030) -------------------------------------------- */
namespace random {
#define C2O_THRUST_ENGINE_BODY(Self, UIntType)                                                                  \
  typedef UIntType result_type;                                                                                \
  __host__ __device__ explicit Self(result_type s = 0) {}                                                       \
  __host__ __device__ void seed(result_type s = 0) {}                                                           \
  __host__ __device__ result_type operator()() { return ::thrust::detail::c2o_stub<result_type>(); }            \
  __host__ __device__ void discard(unsigned long long z) {}
template <typename UIntType, std::size_t w, std::size_t k, std::size_t q, std::size_t s_>
class linear_feedback_shift_engine {
public:
  C2O_THRUST_ENGINE_BODY(linear_feedback_shift_engine, UIntType)
};
template <typename UIntType, std::size_t w, std::size_t s_, std::size_t r> class subtract_with_carry_engine {
public:
  C2O_THRUST_ENGINE_BODY(subtract_with_carry_engine, UIntType)
};
template <typename Engine, std::size_t p, std::size_t r> class discard_block_engine {
public:
  C2O_THRUST_ENGINE_BODY(discard_block_engine, typename Engine::result_type)
};
template <typename Engine1, std::size_t s1, typename Engine2, std::size_t s2> class xor_combine_engine {
public:
  C2O_THRUST_ENGINE_BODY(xor_combine_engine, typename Engine1::result_type)
};
#undef C2O_THRUST_ENGINE_BODY
typedef subtract_with_carry_engine<unsigned int, 24, 10, 24> ranlux24_base;
typedef subtract_with_carry_engine<unsigned long long, 48, 5, 12> ranlux48_base;
typedef discard_block_engine<ranlux24_base, 223, 23> ranlux24;
typedef discard_block_engine<ranlux48_base, 389, 11> ranlux48;
typedef xor_combine_engine<linear_feedback_shift_engine<unsigned int, 32u, 31u, 13u, 12u>, 0,
                           xor_combine_engine<linear_feedback_shift_engine<unsigned int, 32u, 29u, 2u, 4u>, 0,
                                              linear_feedback_shift_engine<unsigned int, 32u, 28u, 3u, 17u>, 0>,
                           0>
    taus88;
} // namespace random
using random::ranlux24;
using random::ranlux48;
using random::taus88;

/* ---- the other systems' policies (C2O1030) ------------------------------- */
namespace system {
#define C2O_THRUST_SYSTEM(sys)                                                                                  \
  namespace sys {                                                                                              \
  struct par_t : ::thrust::execution_policy<par_t> {};                                                         \
  static const par_t par;                                                                                      \
  }
C2O_THRUST_SYSTEM(cpp)
C2O_THRUST_SYSTEM(omp)
C2O_THRUST_SYSTEM(tbb)
#undef C2O_THRUST_SYSTEM
} // namespace system
namespace cpp = system::cpp;
namespace omp = system::omp;
namespace tbb = system::tbb;

} // namespace thrust

#endif /* C2O_CUDA_THRUST_MORE_H */
