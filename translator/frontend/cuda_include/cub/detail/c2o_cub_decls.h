/*===- cub/detail/c2o_cub_decls.h - CUB (declarations) ---------------------===*
 *
 * Part of cuda2omp's declaration-only CUDA headers (see host_defines.h).
 * Every header of cub/ in this folder includes this one file: the
 * device-wide algorithms (cub::DeviceReduce, DeviceScan, DeviceRadixSort,
 * DeviceSelect, DevicePartition, DeviceHistogram, DeviceRunLengthEncode,
 * DeviceSegmentedReduce, DeviceSegmentedRadixSort), the block- and
 * warp-level collectives (BlockReduce, BlockScan, BlockLoad, BlockStore,
 * BlockRadixSort, BlockExchange, BlockHistogram, BlockDiscontinuity,
 * WarpReduce, WarpScan), the iterators and the utilities of CUB's public
 * documentation, with their signatures and nested types.
 *
 * Device-wide calls follow CUB's two-call convention: a first call with a
 * null d_temp_storage only sets temp_storage_bytes. Their NumItemsT is a
 * template parameter (CUB 2.x); the older trailing `bool debug_synchronous`
 * parameter is accepted too. The OpenMP implementation of the device-wide
 * algorithms is omp_runtime_helpers/include/c2o_cub.h.
 *===----------------------------------------------------------------------===*/
#ifndef C2O_CUDA_CUB_H
#define C2O_CUDA_CUB_H

#include "../../host_defines.h"
#include "../../driver_types.h"
#include "../../vector_types.h"
#include <cstddef>
#include <iterator>
#include <type_traits>

#define CUB_RUNTIME_FUNCTION __host__ __device__
#define CubDebug(e) (e)
#define CubDebugExit(e) (e)

#pragma GCC system_header

/* the version macros and the algorithm enumerations: defined once, with the helpers */
#if __has_include("../../../helpers/c2o_cub_types.h")
#include "../../../helpers/c2o_cub_types.h"
#else
#include "../../../../../omp_runtime_helpers/include/c2o_cub_types.h"
#endif

namespace cub {
namespace detail {
/* The bodies of this header: never run (the translator only parses), but
 * clang needs a definition for a template used with a lambda's type. */
template <typename R> __host__ __device__ inline R c2o_stub() {
  return static_cast<R>(*static_cast<typename std::remove_reference<R>::type *>(nullptr));
}
} // namespace detail

/* ---- utilities ------------------------------------------------------------ */
template <typename Key, typename Value> struct KeyValuePair {
  C2O_CUB_KEY_VALUE_PAIR_MEMBERS(Key, Value)
  __host__ __device__ KeyValuePair() {}
  __host__ __device__ KeyValuePair(const Key &k, const Value &v) {}
};
template <typename T> struct DoubleBuffer {
  T *d_buffers[2];
  int selector;
  __host__ __device__ DoubleBuffer() {}
  __host__ __device__ DoubleBuffer(T *d_current, T *d_alternate) {}
  __host__ __device__ T *Current() { return ::cub::detail::c2o_stub<T *>(); }
  __host__ __device__ T *Alternate() { return ::cub::detail::c2o_stub<T *>(); }
};
struct Sum {
  template <typename T, typename U> __host__ __device__ auto operator()(const T &a, const U &b) const -> decltype(a + b);
};
struct Max {
  template <typename T, typename U> __host__ __device__ typename std::common_type<T, U>::type operator()(const T &a, const U &b) const { return ::cub::detail::c2o_stub<typename std::common_type<T, U>::type>(); }
};
struct Min {
  template <typename T, typename U> __host__ __device__ typename std::common_type<T, U>::type operator()(const T &a, const U &b) const { return ::cub::detail::c2o_stub<typename std::common_type<T, U>::type>(); }
};
struct Equality {
  template <typename T, typename U> __host__ __device__ bool operator()(const T &a, const U &b) const { return ::cub::detail::c2o_stub<bool>(); }
};
struct Inequality {
  template <typename T, typename U> __host__ __device__ bool operator()(const T &a, const U &b) const { return ::cub::detail::c2o_stub<bool>(); }
};
struct ArgMax {
  template <typename K, typename V>
  __host__ __device__ KeyValuePair<K, V> operator()(const KeyValuePair<K, V> &a, const KeyValuePair<K, V> &b) const { return ::cub::detail::c2o_stub<KeyValuePair<K, V>>(); }
};
struct ArgMin {
  template <typename K, typename V>
  __host__ __device__ KeyValuePair<K, V> operator()(const KeyValuePair<K, V> &a, const KeyValuePair<K, V> &b) const { return ::cub::detail::c2o_stub<KeyValuePair<K, V>>(); }
};
template <typename T> __host__ __device__ T DivideAndRoundUp(T n, T d) { return ::cub::detail::c2o_stub<T>(); }
__device__ unsigned int LaneId() { return ::cub::detail::c2o_stub<unsigned int>(); }
__device__ unsigned int WarpId() { return ::cub::detail::c2o_stub<unsigned int>(); }
template <typename T> struct Traits {
  typedef T UnsignedBits;
  static const bool PRIMITIVE = true;
  static __host__ __device__ T Max() { return ::cub::detail::c2o_stub<T>(); }
  static __host__ __device__ T Lowest() { return ::cub::detail::c2o_stub<T>(); }
};
template <typename T> struct FpLimits {
  static __host__ __device__ T Max() { return ::cub::detail::c2o_stub<T>(); }
  static __host__ __device__ T Lowest() { return ::cub::detail::c2o_stub<T>(); }
};
__host__ cudaError_t PtxVersion(int &ptx_version) { return ::cub::detail::c2o_stub<cudaError_t>(); }
__host__ cudaError_t SmVersion(int &sm_version, int device = 0) { return ::cub::detail::c2o_stub<cudaError_t>(); }
__host__ __device__ cudaError_t Debug(cudaError_t error, const char *filename, int line) { return ::cub::detail::c2o_stub<cudaError_t>(); }

struct CachingDeviceAllocator {
  static const unsigned int INVALID_BIN = (unsigned int)-1;
  static const size_t INVALID_SIZE = (size_t)-1;
  static const int INVALID_DEVICE_ORDINAL = -1;
  __host__ CachingDeviceAllocator(unsigned int bin_growth, unsigned int min_bin = 1, unsigned int max_bin = INVALID_BIN,
                                  size_t max_cached_bytes = INVALID_SIZE, bool skip_cleanup = false, bool debug = false) {}
  __host__ explicit CachingDeviceAllocator(bool skip_cleanup = false, bool debug = false) {}
  __host__ ~CachingDeviceAllocator() {}
  __host__ cudaError_t DeviceAllocate(int device, void **d_ptr, size_t bytes, cudaStream_t active_stream = 0) { return ::cub::detail::c2o_stub<cudaError_t>(); }
  __host__ cudaError_t DeviceAllocate(void **d_ptr, size_t bytes, cudaStream_t active_stream = 0) { return ::cub::detail::c2o_stub<cudaError_t>(); }
  __host__ cudaError_t DeviceFree(int device, void *d_ptr) { return ::cub::detail::c2o_stub<cudaError_t>(); }
  __host__ cudaError_t DeviceFree(void *d_ptr) { return ::cub::detail::c2o_stub<cudaError_t>(); }
  __host__ cudaError_t FreeAllCached() { return ::cub::detail::c2o_stub<cudaError_t>(); }
  __host__ cudaError_t SetMaxCachedBytes(size_t max_cached_bytes) { return ::cub::detail::c2o_stub<cudaError_t>(); }
};

/* ---- iterators ------------------------------------------------------------ */
enum CacheLoadModifier { LOAD_DEFAULT, LOAD_CA, LOAD_CG, LOAD_CS, LOAD_CV, LOAD_LDG, LOAD_VOLATILE };
enum CacheStoreModifier { STORE_DEFAULT, STORE_WB, STORE_CG, STORE_CS, STORE_WT, STORE_VOLATILE };
#define C2O_CUB_RANDOM_ACCESS(Self, Value, Reference)                                           \
  typedef Value value_type;                                                                       \
  typedef Reference reference;                                                                    \
  typedef std::ptrdiff_t difference_type;                                                         \
  typedef void pointer;                                                                           \
  typedef std::random_access_iterator_tag iterator_category;                                     \
  __host__ __device__ reference operator*() const { return ::cub::detail::c2o_stub<reference>(); }                                                \
  __host__ __device__ reference operator[](difference_type n) const { return ::cub::detail::c2o_stub<reference>(); }                             \
  __host__ __device__ Self &operator++() { return *this; }                                                         \
  __host__ __device__ Self operator++(int) { return *this; }                                                       \
  __host__ __device__ Self &operator+=(difference_type n) { return *this; }                                        \
  __host__ __device__ Self operator+(difference_type n) const { return *this; }                                    \
  __host__ __device__ Self operator-(difference_type n) const { return *this; }                                    \
  __host__ __device__ difference_type operator-(const Self &other) const { return 0; }                         \
  __host__ __device__ bool operator==(const Self &other) const { return true; }                                   \
  __host__ __device__ bool operator!=(const Self &other) const { return ::cub::detail::c2o_stub<bool>(); }
template <typename ValueType, typename OffsetT = std::ptrdiff_t> class CountingInputIterator {
public:
  C2O_CUB_RANDOM_ACCESS(CountingInputIterator, ValueType, ValueType)
  __host__ __device__ CountingInputIterator(const ValueType &val) {}
};
template <typename ValueType, typename OffsetT = std::ptrdiff_t> class ConstantInputIterator {
public:
  C2O_CUB_RANDOM_ACCESS(ConstantInputIterator, ValueType, ValueType)
  __host__ __device__ ConstantInputIterator(ValueType val, OffsetT offset = 0) {}
};
template <typename ValueType, typename ConversionOp, typename InputIteratorT, typename OffsetT = std::ptrdiff_t>
class TransformInputIterator {
public:
  C2O_CUB_RANDOM_ACCESS(TransformInputIterator, ValueType, ValueType)
  __host__ __device__ TransformInputIterator(InputIteratorT input_itr, ConversionOp conversion_op) {}
};
template <CacheLoadModifier MODIFIER, typename ValueType, typename OffsetT = std::ptrdiff_t>
class CacheModifiedInputIterator {
public:
  C2O_CUB_RANDOM_ACCESS(CacheModifiedInputIterator, ValueType, ValueType)
  template <typename QualifiedValueType> __host__ __device__ CacheModifiedInputIterator(QualifiedValueType *ptr) {}
};
template <typename InputIteratorT, typename OffsetT = std::ptrdiff_t,
          typename OutputValueT = typename std::iterator_traits<InputIteratorT>::value_type>
class ArgIndexInputIterator {
public:
  typedef KeyValuePair<OffsetT, OutputValueT> c2o_pair;
  C2O_CUB_RANDOM_ACCESS(ArgIndexInputIterator, c2o_pair, c2o_pair)
  __host__ __device__ ArgIndexInputIterator(InputIteratorT itr, difference_type offset = 0) {}
};
template <typename OffsetT = std::ptrdiff_t> class DiscardOutputIterator {
public:
  C2O_CUB_RANDOM_ACCESS(DiscardOutputIterator, void, DiscardOutputIterator &)
  __host__ __device__ DiscardOutputIterator(OffsetT offset = 0) {}
  template <typename T> __host__ __device__ void operator=(const T &) {}
};
#undef C2O_CUB_RANDOM_ACCESS

/* ---- device-wide algorithms ---------------------------------------------- */
#define C2O_CUB_TEMP void *d_temp_storage, size_t &temp_storage_bytes
#define C2O_CUB_STUB { return ::cub::detail::c2o_stub<cudaError_t>(); }
#define C2O_CUB_TAIL cudaStream_t stream = 0
#define C2O_CUB_TAIL_DEBUG cudaStream_t stream, bool debug_synchronous

struct DeviceReduce {
#define C2O_CUB_REDUCE(Name)                                                                                        \
  template <typename InputIteratorT, typename OutputIteratorT, typename NumItemsT>                                 \
  static __host__ cudaError_t Name(C2O_CUB_TEMP, InputIteratorT d_in, OutputIteratorT d_out, NumItemsT num_items,  \
                                   C2O_CUB_TAIL) C2O_CUB_STUB                                                                   \
  template <typename InputIteratorT, typename OutputIteratorT, typename NumItemsT>                                 \
  static __host__ cudaError_t Name(C2O_CUB_TEMP, InputIteratorT d_in, OutputIteratorT d_out, NumItemsT num_items,  \
                                   C2O_CUB_TAIL_DEBUG) C2O_CUB_STUB
  C2O_CUB_REDUCE(Sum)
  C2O_CUB_REDUCE(Max)
  C2O_CUB_REDUCE(Min)
  C2O_CUB_REDUCE(ArgMax)
  C2O_CUB_REDUCE(ArgMin)
#undef C2O_CUB_REDUCE
  template <typename InputIteratorT, typename OutputIteratorT, typename ReductionOpT, typename T, typename NumItemsT>
  static __host__ cudaError_t Reduce(C2O_CUB_TEMP, InputIteratorT d_in, OutputIteratorT d_out, NumItemsT num_items,
                                     ReductionOpT reduction_op, T init, C2O_CUB_TAIL) { return ::cub::detail::c2o_stub<cudaError_t>(); }
  template <typename InputIteratorT, typename OutputIteratorT, typename ReductionOpT, typename T, typename NumItemsT>
  static __host__ cudaError_t Reduce(C2O_CUB_TEMP, InputIteratorT d_in, OutputIteratorT d_out, NumItemsT num_items,
                                     ReductionOpT reduction_op, T init, C2O_CUB_TAIL_DEBUG) { return ::cub::detail::c2o_stub<cudaError_t>(); }
  template <typename InputIteratorT, typename OutputIteratorT, typename ReductionOpT, typename TransformOpT, typename T,
            typename NumItemsT>
  static __host__ cudaError_t TransformReduce(C2O_CUB_TEMP, InputIteratorT d_in, OutputIteratorT d_out,
                                              NumItemsT num_items, ReductionOpT reduction_op, TransformOpT transform_op,
                                              T init, C2O_CUB_TAIL) { return ::cub::detail::c2o_stub<cudaError_t>(); }
  template <typename KeysInputIteratorT, typename UniqueOutputIteratorT, typename ValuesInputIteratorT,
            typename AggregatesOutputIteratorT, typename NumRunsOutputIteratorT, typename ReductionOpT, typename NumItemsT>
  static __host__ cudaError_t ReduceByKey(C2O_CUB_TEMP, KeysInputIteratorT d_keys_in, UniqueOutputIteratorT d_unique_out,
                                          ValuesInputIteratorT d_values_in, AggregatesOutputIteratorT d_aggregates_out,
                                          NumRunsOutputIteratorT d_num_runs_out, ReductionOpT reduction_op,
                                          NumItemsT num_items, C2O_CUB_TAIL) { return ::cub::detail::c2o_stub<cudaError_t>(); }
  /* CCCL 3: the extremum and its index in two outputs */
  template <typename InputIteratorT, typename ExtremumOutIteratorT, typename IndexOutIteratorT, typename NumItemsT>
  static __host__ cudaError_t ArgMin(C2O_CUB_TEMP, InputIteratorT d_in, ExtremumOutIteratorT d_min_out,
                                     IndexOutIteratorT d_index_out, NumItemsT num_items, C2O_CUB_TAIL) C2O_CUB_STUB
  template <typename InputIteratorT, typename ExtremumOutIteratorT, typename IndexOutIteratorT, typename NumItemsT>
  static __host__ cudaError_t ArgMax(C2O_CUB_TEMP, InputIteratorT d_in, ExtremumOutIteratorT d_max_out,
                                     IndexOutIteratorT d_index_out, NumItemsT num_items, C2O_CUB_TAIL) C2O_CUB_STUB
};

struct DeviceScan {
#define C2O_CUB_SUM_SCAN(Name)                                                                                         \
  template <typename InputIteratorT, typename OutputIteratorT, typename NumItemsT>                                    \
  static __host__ cudaError_t Name(C2O_CUB_TEMP, InputIteratorT d_in, OutputIteratorT d_out, NumItemsT num_items,     \
                                   C2O_CUB_TAIL) C2O_CUB_STUB                                                                      \
  template <typename InputIteratorT, typename OutputIteratorT, typename NumItemsT>                                    \
  static __host__ cudaError_t Name(C2O_CUB_TEMP, InputIteratorT d_in, OutputIteratorT d_out, NumItemsT num_items,     \
                                   C2O_CUB_TAIL_DEBUG) C2O_CUB_STUB
  C2O_CUB_SUM_SCAN(InclusiveSum)
  C2O_CUB_SUM_SCAN(ExclusiveSum)
#undef C2O_CUB_SUM_SCAN
  template <typename IteratorT, typename NumItemsT>
  static __host__ cudaError_t InclusiveSum(C2O_CUB_TEMP, IteratorT d_data, NumItemsT num_items, C2O_CUB_TAIL) { return ::cub::detail::c2o_stub<cudaError_t>(); }
  template <typename IteratorT, typename NumItemsT>
  static __host__ cudaError_t ExclusiveSum(C2O_CUB_TEMP, IteratorT d_data, NumItemsT num_items, C2O_CUB_TAIL) { return ::cub::detail::c2o_stub<cudaError_t>(); }
  template <typename InputIteratorT, typename OutputIteratorT, typename ScanOpT, typename NumItemsT>
  static __host__ cudaError_t InclusiveScan(C2O_CUB_TEMP, InputIteratorT d_in, OutputIteratorT d_out, ScanOpT scan_op,
                                            NumItemsT num_items, C2O_CUB_TAIL) { return ::cub::detail::c2o_stub<cudaError_t>(); }
  template <typename InputIteratorT, typename OutputIteratorT, typename ScanOpT, typename NumItemsT>
  static __host__ cudaError_t InclusiveScan(C2O_CUB_TEMP, InputIteratorT d_in, OutputIteratorT d_out, ScanOpT scan_op,
                                            NumItemsT num_items, C2O_CUB_TAIL_DEBUG) { return ::cub::detail::c2o_stub<cudaError_t>(); }
  template <typename InputIteratorT, typename OutputIteratorT, typename ScanOpT, typename InitValueT, typename NumItemsT>
  static __host__ cudaError_t ExclusiveScan(C2O_CUB_TEMP, InputIteratorT d_in, OutputIteratorT d_out, ScanOpT scan_op,
                                            InitValueT init_value, NumItemsT num_items, C2O_CUB_TAIL) { return ::cub::detail::c2o_stub<cudaError_t>(); }
  template <typename InputIteratorT, typename OutputIteratorT, typename ScanOpT, typename InitValueT, typename NumItemsT>
  static __host__ cudaError_t ExclusiveScan(C2O_CUB_TEMP, InputIteratorT d_in, OutputIteratorT d_out, ScanOpT scan_op,
                                            InitValueT init_value, NumItemsT num_items, C2O_CUB_TAIL_DEBUG) { return ::cub::detail::c2o_stub<cudaError_t>(); }
  template <typename KeysInputIteratorT, typename ValuesInputIteratorT, typename ValuesOutputIteratorT,
            typename NumItemsT>
  static __host__ cudaError_t InclusiveSumByKey(C2O_CUB_TEMP, KeysInputIteratorT d_keys_in,
                                                ValuesInputIteratorT d_values_in, ValuesOutputIteratorT d_values_out,
                                                NumItemsT num_items, C2O_CUB_TAIL) { return ::cub::detail::c2o_stub<cudaError_t>(); }
  template <typename KeysInputIteratorT, typename ValuesInputIteratorT, typename ValuesOutputIteratorT,
            typename NumItemsT>
  static __host__ cudaError_t ExclusiveSumByKey(C2O_CUB_TEMP, KeysInputIteratorT d_keys_in,
                                                ValuesInputIteratorT d_values_in, ValuesOutputIteratorT d_values_out,
                                                NumItemsT num_items, C2O_CUB_TAIL) { return ::cub::detail::c2o_stub<cudaError_t>(); }
  template <typename IteratorT, typename ScanOpT, typename NumItemsT>
  static __host__ cudaError_t InclusiveScan(C2O_CUB_TEMP, IteratorT d_data, ScanOpT scan_op, NumItemsT num_items,
                                            C2O_CUB_TAIL) C2O_CUB_STUB
  template <typename IteratorT, typename ScanOpT, typename InitValueT, typename NumItemsT>
  static __host__ cudaError_t ExclusiveScan(C2O_CUB_TEMP, IteratorT d_data, ScanOpT scan_op, InitValueT init_value,
                                            NumItemsT num_items, C2O_CUB_TAIL) C2O_CUB_STUB
  /* Declared, not implemented (C2O1030): */
  template <typename InputIteratorT, typename OutputIteratorT, typename ScanOpT, typename InitValueT, typename NumItemsT>
  static __host__ cudaError_t InclusiveScanInit(C2O_CUB_TEMP, InputIteratorT d_in, OutputIteratorT d_out,
                                                ScanOpT scan_op, InitValueT init_value, NumItemsT num_items,
                                                C2O_CUB_TAIL) C2O_CUB_STUB
  template <typename KeysInputIteratorT, typename ValuesInputIteratorT, typename ValuesOutputIteratorT,
            typename ScanOpT, typename InitValueT, typename NumItemsT>
  static __host__ cudaError_t ExclusiveScanByKey(C2O_CUB_TEMP, KeysInputIteratorT d_keys_in,
                                                 ValuesInputIteratorT d_values_in, ValuesOutputIteratorT d_values_out,
                                                 ScanOpT scan_op, InitValueT init_value, NumItemsT num_items,
                                                 C2O_CUB_TAIL) C2O_CUB_STUB
  template <typename KeysInputIteratorT, typename ValuesInputIteratorT, typename ValuesOutputIteratorT,
            typename ScanOpT, typename NumItemsT>
  static __host__ cudaError_t InclusiveScanByKey(C2O_CUB_TEMP, KeysInputIteratorT d_keys_in,
                                                 ValuesInputIteratorT d_values_in, ValuesOutputIteratorT d_values_out,
                                                 ScanOpT scan_op, NumItemsT num_items, C2O_CUB_TAIL) C2O_CUB_STUB
};

struct DeviceRadixSort {
#define C2O_CUB_SORT_KEYS(Name)                                                                                        \
  template <typename KeyT, typename NumItemsT>                                                                        \
  static __host__ cudaError_t Name(C2O_CUB_TEMP, const KeyT *d_keys_in, KeyT *d_keys_out, NumItemsT num_items,        \
                                   int begin_bit = 0, int end_bit = sizeof(KeyT) * 8, C2O_CUB_TAIL) C2O_CUB_STUB                  \
  template <typename KeyT, typename NumItemsT>                                                                        \
  static __host__ cudaError_t Name(C2O_CUB_TEMP, const KeyT *d_keys_in, KeyT *d_keys_out, NumItemsT num_items,        \
                                   int begin_bit, int end_bit, C2O_CUB_TAIL_DEBUG) C2O_CUB_STUB                                   \
  template <typename KeyT, typename NumItemsT>                                                                        \
  static __host__ cudaError_t Name(C2O_CUB_TEMP, DoubleBuffer<KeyT> &d_keys, NumItemsT num_items, int begin_bit = 0,  \
                                   int end_bit = sizeof(KeyT) * 8, C2O_CUB_TAIL) C2O_CUB_STUB
#define C2O_CUB_SORT_PAIRS(Name)                                                                                       \
  template <typename KeyT, typename ValueT, typename NumItemsT>                                                        \
  static __host__ cudaError_t Name(C2O_CUB_TEMP, const KeyT *d_keys_in, KeyT *d_keys_out, const ValueT *d_values_in,  \
                                   ValueT *d_values_out, NumItemsT num_items, int begin_bit = 0,                      \
                                   int end_bit = sizeof(KeyT) * 8, C2O_CUB_TAIL) C2O_CUB_STUB                                     \
  template <typename KeyT, typename ValueT, typename NumItemsT>                                                        \
  static __host__ cudaError_t Name(C2O_CUB_TEMP, const KeyT *d_keys_in, KeyT *d_keys_out, const ValueT *d_values_in,  \
                                   ValueT *d_values_out, NumItemsT num_items, int begin_bit, int end_bit,             \
                                   C2O_CUB_TAIL_DEBUG) C2O_CUB_STUB                                                               \
  template <typename KeyT, typename ValueT, typename NumItemsT>                                                        \
  static __host__ cudaError_t Name(C2O_CUB_TEMP, DoubleBuffer<KeyT> &d_keys, DoubleBuffer<ValueT> &d_values,          \
                                   NumItemsT num_items, int begin_bit = 0, int end_bit = sizeof(KeyT) * 8,            \
                                   C2O_CUB_TAIL) C2O_CUB_STUB
  C2O_CUB_SORT_KEYS(SortKeys)
  C2O_CUB_SORT_KEYS(SortKeysDescending)
  C2O_CUB_SORT_PAIRS(SortPairs)
  C2O_CUB_SORT_PAIRS(SortPairsDescending)
#undef C2O_CUB_SORT_KEYS
#undef C2O_CUB_SORT_PAIRS
};

struct DeviceSelect {
  template <typename InputIteratorT, typename OutputIteratorT, typename NumSelectedIteratorT, typename SelectOp,
            typename NumItemsT>
  static __host__ cudaError_t If(C2O_CUB_TEMP, InputIteratorT d_in, OutputIteratorT d_out,
                                 NumSelectedIteratorT d_num_selected_out, NumItemsT num_items, SelectOp select_op,
                                 C2O_CUB_TAIL) { return ::cub::detail::c2o_stub<cudaError_t>(); }
  template <typename InputIteratorT, typename OutputIteratorT, typename NumSelectedIteratorT, typename SelectOp,
            typename NumItemsT>
  static __host__ cudaError_t If(C2O_CUB_TEMP, InputIteratorT d_in, OutputIteratorT d_out,
                                 NumSelectedIteratorT d_num_selected_out, NumItemsT num_items, SelectOp select_op,
                                 C2O_CUB_TAIL_DEBUG) { return ::cub::detail::c2o_stub<cudaError_t>(); }
  template <typename IteratorT, typename NumSelectedIteratorT, typename SelectOp, typename NumItemsT>
  static __host__ cudaError_t If(C2O_CUB_TEMP, IteratorT d_data, NumSelectedIteratorT d_num_selected_out,
                                 NumItemsT num_items, SelectOp select_op, C2O_CUB_TAIL) { return ::cub::detail::c2o_stub<cudaError_t>(); }
  template <typename InputIteratorT, typename FlagIterator, typename OutputIteratorT, typename NumSelectedIteratorT,
            typename NumItemsT>
  static __host__ cudaError_t Flagged(C2O_CUB_TEMP, InputIteratorT d_in, FlagIterator d_flags, OutputIteratorT d_out,
                                      NumSelectedIteratorT d_num_selected_out, NumItemsT num_items, C2O_CUB_TAIL) { return ::cub::detail::c2o_stub<cudaError_t>(); }
  template <typename InputIteratorT, typename FlagIterator, typename OutputIteratorT, typename NumSelectedIteratorT,
            typename NumItemsT>
  static __host__ cudaError_t Flagged(C2O_CUB_TEMP, InputIteratorT d_in, FlagIterator d_flags, OutputIteratorT d_out,
                                      NumSelectedIteratorT d_num_selected_out, NumItemsT num_items, C2O_CUB_TAIL_DEBUG) { return ::cub::detail::c2o_stub<cudaError_t>(); }
  template <typename InputIteratorT, typename OutputIteratorT, typename NumSelectedIteratorT, typename NumItemsT>
  static __host__ cudaError_t Unique(C2O_CUB_TEMP, InputIteratorT d_in, OutputIteratorT d_out,
                                     NumSelectedIteratorT d_num_selected_out, NumItemsT num_items, C2O_CUB_TAIL) { return ::cub::detail::c2o_stub<cudaError_t>(); }
  template <typename InputIteratorT, typename OutputIteratorT, typename NumSelectedIteratorT, typename NumItemsT>
  static __host__ cudaError_t Unique(C2O_CUB_TEMP, InputIteratorT d_in, OutputIteratorT d_out,
                                     NumSelectedIteratorT d_num_selected_out, NumItemsT num_items, C2O_CUB_TAIL_DEBUG) { return ::cub::detail::c2o_stub<cudaError_t>(); }
  template <typename KeyInputIteratorT, typename ValueInputIteratorT, typename KeyOutputIteratorT,
            typename ValueOutputIteratorT, typename NumSelectedIteratorT, typename NumItemsT>
  static __host__ cudaError_t UniqueByKey(C2O_CUB_TEMP, KeyInputIteratorT d_keys_in, ValueInputIteratorT d_values_in,
                                          KeyOutputIteratorT d_keys_out, ValueOutputIteratorT d_values_out,
                                          NumSelectedIteratorT d_num_selected_out, NumItemsT num_items, C2O_CUB_TAIL) { return ::cub::detail::c2o_stub<cudaError_t>(); }
  /* Declared, not implemented (C2O1030): */
  template <typename IteratorT, typename FlagIterator, typename NumSelectedIteratorT, typename NumItemsT>
  static __host__ cudaError_t Flagged(C2O_CUB_TEMP, IteratorT d_data, FlagIterator d_flags,
                                      NumSelectedIteratorT d_num_selected_out, NumItemsT num_items, C2O_CUB_TAIL) C2O_CUB_STUB
  template <typename InputIteratorT, typename FlagIterator, typename OutputIteratorT, typename NumSelectedIteratorT,
            typename SelectOp, typename NumItemsT>
  static __host__ cudaError_t FlaggedIf(C2O_CUB_TEMP, InputIteratorT d_in, FlagIterator d_flags, OutputIteratorT d_out,
                                        NumSelectedIteratorT d_num_selected_out, NumItemsT num_items,
                                        SelectOp select_op, C2O_CUB_TAIL) C2O_CUB_STUB
  template <typename IteratorT, typename FlagIterator, typename NumSelectedIteratorT, typename SelectOp,
            typename NumItemsT>
  static __host__ cudaError_t FlaggedIf(C2O_CUB_TEMP, IteratorT d_data, FlagIterator d_flags,
                                        NumSelectedIteratorT d_num_selected_out, NumItemsT num_items,
                                        SelectOp select_op, C2O_CUB_TAIL) C2O_CUB_STUB
};

struct DevicePartition {
  template <typename InputIteratorT, typename OutputIteratorT, typename NumSelectedIteratorT, typename SelectOp,
            typename NumItemsT>
  static __host__ cudaError_t If(C2O_CUB_TEMP, InputIteratorT d_in, OutputIteratorT d_out,
                                 NumSelectedIteratorT d_num_selected_out, NumItemsT num_items, SelectOp select_op,
                                 C2O_CUB_TAIL) { return ::cub::detail::c2o_stub<cudaError_t>(); }
  template <typename InputIteratorT, typename FlagIterator, typename OutputIteratorT, typename NumSelectedIteratorT,
            typename NumItemsT>
  static __host__ cudaError_t Flagged(C2O_CUB_TEMP, InputIteratorT d_in, FlagIterator d_flags, OutputIteratorT d_out,
                                      NumSelectedIteratorT d_num_selected_out, NumItemsT num_items, C2O_CUB_TAIL) { return ::cub::detail::c2o_stub<cudaError_t>(); }
  /* Declared, not implemented (C2O1030): the three-way partition */
  template <typename InputIteratorT, typename FirstOutputIteratorT, typename SecondOutputIteratorT,
            typename UnselectedOutputIteratorT, typename NumSelectedIteratorT, typename SelectFirstPartOp,
            typename SelectSecondPartOp, typename NumItemsT>
  static __host__ cudaError_t If(C2O_CUB_TEMP, InputIteratorT d_in, FirstOutputIteratorT d_first_part_out,
                                 SecondOutputIteratorT d_second_part_out, UnselectedOutputIteratorT d_unselected_out,
                                 NumSelectedIteratorT d_num_selected_out, NumItemsT num_items,
                                 SelectFirstPartOp select_first_part_op, SelectSecondPartOp select_second_part_op,
                                 C2O_CUB_TAIL) C2O_CUB_STUB
};

struct DeviceHistogram {
  template <typename SampleIteratorT, typename CounterT, typename LevelT, typename OffsetT>
  static __host__ cudaError_t HistogramEven(C2O_CUB_TEMP, SampleIteratorT d_samples, CounterT *d_histogram,
                                            int num_levels, LevelT lower_level, LevelT upper_level, OffsetT num_samples,
                                            C2O_CUB_TAIL) { return ::cub::detail::c2o_stub<cudaError_t>(); }
  template <typename SampleIteratorT, typename CounterT, typename LevelT, typename OffsetT>
  static __host__ cudaError_t HistogramEven(C2O_CUB_TEMP, SampleIteratorT d_samples, CounterT *d_histogram,
                                            int num_levels, LevelT lower_level, LevelT upper_level, OffsetT num_samples,
                                            C2O_CUB_TAIL_DEBUG) { return ::cub::detail::c2o_stub<cudaError_t>(); }
  template <typename SampleIteratorT, typename CounterT, typename LevelT, typename OffsetT>
  static __host__ cudaError_t HistogramEven(C2O_CUB_TEMP, SampleIteratorT d_samples, CounterT *d_histogram,
                                            int num_levels, LevelT lower_level, LevelT upper_level,
                                            OffsetT num_row_samples, OffsetT num_rows, size_t row_stride_bytes,
                                            C2O_CUB_TAIL) { return ::cub::detail::c2o_stub<cudaError_t>(); }
  template <typename SampleIteratorT, typename CounterT, typename LevelT, typename OffsetT>
  static __host__ cudaError_t HistogramRange(C2O_CUB_TEMP, SampleIteratorT d_samples, CounterT *d_histogram,
                                             int num_levels, const LevelT *d_levels, OffsetT num_samples, C2O_CUB_TAIL) { return ::cub::detail::c2o_stub<cudaError_t>(); }
  template <int NUM_CHANNELS, int NUM_ACTIVE_CHANNELS, typename SampleIteratorT, typename CounterT, typename LevelT,
            typename OffsetT>
  static __host__ cudaError_t MultiHistogramEven(C2O_CUB_TEMP, SampleIteratorT d_samples,
                                                 CounterT *d_histogram[NUM_ACTIVE_CHANNELS],
                                                 const int num_levels[NUM_ACTIVE_CHANNELS],
                                                 const LevelT lower_level[NUM_ACTIVE_CHANNELS],
                                                 const LevelT upper_level[NUM_ACTIVE_CHANNELS], OffsetT num_pixels,
                                                 C2O_CUB_TAIL) { return ::cub::detail::c2o_stub<cudaError_t>(); }
  template <typename SampleIteratorT, typename CounterT, typename LevelT, typename OffsetT>
  static __host__ cudaError_t HistogramRange(C2O_CUB_TEMP, SampleIteratorT d_samples, CounterT *d_histogram,
                                             int num_levels, const LevelT *d_levels, OffsetT num_row_samples,
                                             OffsetT num_rows, size_t row_stride_bytes, C2O_CUB_TAIL) C2O_CUB_STUB
  template <int NUM_CHANNELS, int NUM_ACTIVE_CHANNELS, typename SampleIteratorT, typename CounterT, typename LevelT,
            typename OffsetT>
  static __host__ cudaError_t MultiHistogramRange(C2O_CUB_TEMP, SampleIteratorT d_samples,
                                                  CounterT *d_histogram[NUM_ACTIVE_CHANNELS],
                                                  const int num_levels[NUM_ACTIVE_CHANNELS],
                                                  const LevelT *const d_levels[NUM_ACTIVE_CHANNELS],
                                                  OffsetT num_pixels, C2O_CUB_TAIL) C2O_CUB_STUB
};

struct DeviceRunLengthEncode {
  template <typename InputIteratorT, typename UniqueOutputIteratorT, typename LengthsOutputIteratorT,
            typename NumRunsOutputIteratorT, typename NumItemsT>
  static __host__ cudaError_t Encode(C2O_CUB_TEMP, InputIteratorT d_in, UniqueOutputIteratorT d_unique_out,
                                     LengthsOutputIteratorT d_counts_out, NumRunsOutputIteratorT d_num_runs_out,
                                     NumItemsT num_items, C2O_CUB_TAIL) { return ::cub::detail::c2o_stub<cudaError_t>(); }
  template <typename InputIteratorT, typename OffsetsOutputIteratorT, typename LengthsOutputIteratorT,
            typename NumRunsOutputIteratorT, typename NumItemsT>
  static __host__ cudaError_t NonTrivialRuns(C2O_CUB_TEMP, InputIteratorT d_in, OffsetsOutputIteratorT d_offsets_out,
                                             LengthsOutputIteratorT d_lengths_out,
                                             NumRunsOutputIteratorT d_num_runs_out, NumItemsT num_items, C2O_CUB_TAIL) { return ::cub::detail::c2o_stub<cudaError_t>(); }
};

struct DeviceSegmentedReduce {
#define C2O_CUB_SEG_REDUCE(Name)                                                                                       \
  template <typename InputIteratorT, typename OutputIteratorT, typename BeginOffsetIteratorT,                         \
            typename EndOffsetIteratorT>                                                                               \
  static __host__ cudaError_t Name(C2O_CUB_TEMP, InputIteratorT d_in, OutputIteratorT d_out, int num_segments,        \
                                   BeginOffsetIteratorT d_begin_offsets, EndOffsetIteratorT d_end_offsets,             \
                                   C2O_CUB_TAIL) C2O_CUB_STUB
  C2O_CUB_SEG_REDUCE(Sum)
  C2O_CUB_SEG_REDUCE(Max)
  C2O_CUB_SEG_REDUCE(Min)
  C2O_CUB_SEG_REDUCE(ArgMax)
  C2O_CUB_SEG_REDUCE(ArgMin)
#undef C2O_CUB_SEG_REDUCE
  template <typename InputIteratorT, typename OutputIteratorT, typename BeginOffsetIteratorT,
            typename EndOffsetIteratorT, typename ReductionOpT, typename T>
  static __host__ cudaError_t Reduce(C2O_CUB_TEMP, InputIteratorT d_in, OutputIteratorT d_out, int num_segments,
                                     BeginOffsetIteratorT d_begin_offsets, EndOffsetIteratorT d_end_offsets,
                                     ReductionOpT reduction_op, T initial_value, C2O_CUB_TAIL) { return ::cub::detail::c2o_stub<cudaError_t>(); }
};

struct DeviceSegmentedRadixSort {
  template <typename KeyT, typename BeginOffsetIteratorT, typename EndOffsetIteratorT>
  static __host__ cudaError_t SortKeys(C2O_CUB_TEMP, const KeyT *d_keys_in, KeyT *d_keys_out, int num_items,
                                       int num_segments, BeginOffsetIteratorT d_begin_offsets,
                                       EndOffsetIteratorT d_end_offsets, int begin_bit = 0,
                                       int end_bit = sizeof(KeyT) * 8, C2O_CUB_TAIL) { return ::cub::detail::c2o_stub<cudaError_t>(); }
  template <typename KeyT, typename ValueT, typename BeginOffsetIteratorT, typename EndOffsetIteratorT>
  static __host__ cudaError_t SortPairs(C2O_CUB_TEMP, const KeyT *d_keys_in, KeyT *d_keys_out,
                                        const ValueT *d_values_in, ValueT *d_values_out, int num_items,
                                        int num_segments, BeginOffsetIteratorT d_begin_offsets,
                                        EndOffsetIteratorT d_end_offsets, int begin_bit = 0,
                                        int end_bit = sizeof(KeyT) * 8, C2O_CUB_TAIL) { return ::cub::detail::c2o_stub<cudaError_t>(); }
#define C2O_CUB_SEG_SORT_KEYS(Name)                                                                              \
  template <typename KeyT, typename BeginOffsetIteratorT, typename EndOffsetIteratorT>                              \
  static __host__ cudaError_t Name(C2O_CUB_TEMP, DoubleBuffer<KeyT> &d_keys, int num_items, int num_segments,       \
                                   BeginOffsetIteratorT d_begin_offsets, EndOffsetIteratorT d_end_offsets,          \
                                   int begin_bit = 0, int end_bit = sizeof(KeyT) * 8, C2O_CUB_TAIL) C2O_CUB_STUB
#define C2O_CUB_SEG_SORT_PAIRS(Name)                                                                             \
  template <typename KeyT, typename ValueT, typename BeginOffsetIteratorT, typename EndOffsetIteratorT>             \
  static __host__ cudaError_t Name(C2O_CUB_TEMP, DoubleBuffer<KeyT> &d_keys, DoubleBuffer<ValueT> &d_values,        \
                                   int num_items, int num_segments, BeginOffsetIteratorT d_begin_offsets,           \
                                   EndOffsetIteratorT d_end_offsets, int begin_bit = 0,                             \
                                   int end_bit = sizeof(KeyT) * 8, C2O_CUB_TAIL) C2O_CUB_STUB
  C2O_CUB_SEG_SORT_KEYS(SortKeys)
  C2O_CUB_SEG_SORT_KEYS(SortKeysDescending)
  C2O_CUB_SEG_SORT_PAIRS(SortPairs)
  C2O_CUB_SEG_SORT_PAIRS(SortPairsDescending)
  template <typename KeyT, typename BeginOffsetIteratorT, typename EndOffsetIteratorT>
  static __host__ cudaError_t SortKeysDescending(C2O_CUB_TEMP, const KeyT *d_keys_in, KeyT *d_keys_out, int num_items,
                                                 int num_segments, BeginOffsetIteratorT d_begin_offsets,
                                                 EndOffsetIteratorT d_end_offsets, int begin_bit = 0,
                                                 int end_bit = sizeof(KeyT) * 8, C2O_CUB_TAIL) C2O_CUB_STUB
  template <typename KeyT, typename ValueT, typename BeginOffsetIteratorT, typename EndOffsetIteratorT>
  static __host__ cudaError_t SortPairsDescending(C2O_CUB_TEMP, const KeyT *d_keys_in, KeyT *d_keys_out,
                                                  const ValueT *d_values_in, ValueT *d_values_out, int num_items,
                                                  int num_segments, BeginOffsetIteratorT d_begin_offsets,
                                                  EndOffsetIteratorT d_end_offsets, int begin_bit = 0,
                                                  int end_bit = sizeof(KeyT) * 8, C2O_CUB_TAIL) C2O_CUB_STUB
};

struct DeviceMergeSort {
  template <typename KeyIteratorT, typename OffsetT, typename CompareOpT>
  static __host__ cudaError_t SortKeys(C2O_CUB_TEMP, KeyIteratorT d_keys, OffsetT num_items, CompareOpT compare_op,
                                       C2O_CUB_TAIL) { return ::cub::detail::c2o_stub<cudaError_t>(); }
  template <typename KeyIteratorT, typename ValueIteratorT, typename OffsetT, typename CompareOpT>
  static __host__ cudaError_t SortPairs(C2O_CUB_TEMP, KeyIteratorT d_keys, ValueIteratorT d_items, OffsetT num_items,
                                        CompareOpT compare_op, C2O_CUB_TAIL) { return ::cub::detail::c2o_stub<cudaError_t>(); }
  /* Declared, not implemented (C2O1030): */
  template <typename KeyInputIteratorT, typename ValueInputIteratorT, typename KeyIteratorT, typename ValueIteratorT,
            typename OffsetT, typename CompareOpT>
  static __host__ cudaError_t SortPairsCopy(C2O_CUB_TEMP, KeyInputIteratorT d_input_keys,
                                            ValueInputIteratorT d_input_items, KeyIteratorT d_output_keys,
                                            ValueIteratorT d_output_items, OffsetT num_items, CompareOpT compare_op,
                                            C2O_CUB_TAIL) C2O_CUB_STUB
  template <typename KeyInputIteratorT, typename KeyIteratorT, typename OffsetT, typename CompareOpT>
  static __host__ cudaError_t SortKeysCopy(C2O_CUB_TEMP, KeyInputIteratorT d_input_keys, KeyIteratorT d_output_keys,
                                           OffsetT num_items, CompareOpT compare_op, C2O_CUB_TAIL) C2O_CUB_STUB
  template <typename KeyIteratorT, typename ValueIteratorT, typename OffsetT, typename CompareOpT>
  static __host__ cudaError_t StableSortPairs(C2O_CUB_TEMP, KeyIteratorT d_keys, ValueIteratorT d_items,
                                              OffsetT num_items, CompareOpT compare_op, C2O_CUB_TAIL) C2O_CUB_STUB
  template <typename KeyIteratorT, typename OffsetT, typename CompareOpT>
  static __host__ cudaError_t StableSortKeys(C2O_CUB_TEMP, KeyIteratorT d_keys, OffsetT num_items,
                                             CompareOpT compare_op, C2O_CUB_TAIL) C2O_CUB_STUB
  template <typename KeyInputIteratorT, typename KeyIteratorT, typename OffsetT, typename CompareOpT>
  static __host__ cudaError_t StableSortKeysCopy(C2O_CUB_TEMP, KeyInputIteratorT d_input_keys,
                                                 KeyIteratorT d_output_keys, OffsetT num_items, CompareOpT compare_op,
                                                 C2O_CUB_TAIL) C2O_CUB_STUB
};
#undef C2O_CUB_SEG_SORT_KEYS
#undef C2O_CUB_SEG_SORT_PAIRS
#undef C2O_CUB_TEMP
#undef C2O_CUB_TAIL
#undef C2O_CUB_TAIL_DEBUG
#undef C2O_CUB_STUB

/* ---- block- and warp-level collectives ----------------------------------- */
/* The signatures of CUB 2.x-3.x (the trailing LEGACY_PTX_ARCH parameters of
 * CUB 2 accepted). omp_runtime_helpers/include/c2o_cub_block.h implements
 * what translator/analysis/CubCollectives.def lists; BlockShuffle,
 * BlockMergeSort and WarpMergeSort are declared so that programs using them
 * parse (their functions are left as CUDA, C2O1001). */
/* (their algorithm enumerations: c2o_cub_types.h) */

namespace detail {
struct c2o_temp_storage {
  unsigned char bytes[1];
};
} // namespace detail

#define C2O_STUB(T) { return ::cub::detail::c2o_stub<T>(); }

template <typename T, int BLOCK_DIM_X, BlockReduceAlgorithm ALGORITHM = BLOCK_REDUCE_WARP_REDUCTIONS,
          int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockReduce {
public:
  struct TempStorage : detail::c2o_temp_storage {};
  __device__ BlockReduce() {}
  __device__ BlockReduce(TempStorage &temp_storage) {}
  template <typename ReductionOp> __device__ T Reduce(T input, ReductionOp reduction_op) C2O_STUB(T)
  template <int ITEMS_PER_THREAD, typename ReductionOp>
  __device__ T Reduce(T (&inputs)[ITEMS_PER_THREAD], ReductionOp reduction_op) C2O_STUB(T)
  template <typename ReductionOp> __device__ T Reduce(T input, ReductionOp reduction_op, int num_valid) C2O_STUB(T)
  __device__ T Sum(T input) C2O_STUB(T)
  template <int ITEMS_PER_THREAD> __device__ T Sum(T (&inputs)[ITEMS_PER_THREAD]) C2O_STUB(T)
  __device__ T Sum(T input, int num_valid) C2O_STUB(T)
};

template <typename T, int BLOCK_DIM_X, BlockScanAlgorithm ALGORITHM = BLOCK_SCAN_RAKING, int BLOCK_DIM_Y = 1,
          int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockScan {
public:
  struct TempStorage : detail::c2o_temp_storage {};
  __device__ BlockScan() {}
  __device__ BlockScan(TempStorage &temp_storage) {}
  __device__ void ExclusiveSum(T input, T &output) {}
  __device__ void ExclusiveSum(T input, T &output, T &block_aggregate) {}
  template <typename BlockPrefixCallbackOp>
  __device__ void ExclusiveSum(T input, T &output, BlockPrefixCallbackOp &block_prefix_callback_op) {}
  template <int ITEMS_PER_THREAD> __device__ void ExclusiveSum(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD]) {}
  template <int ITEMS_PER_THREAD>
  __device__ void ExclusiveSum(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD], T &block_aggregate) {}
  template <int ITEMS_PER_THREAD, typename BlockPrefixCallbackOp>
  __device__ void ExclusiveSum(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD],
                               BlockPrefixCallbackOp &block_prefix_callback_op) {}
  template <typename ScanOp> __device__ void ExclusiveScan(T input, T &output, T initial_value, ScanOp scan_op) {}
  template <typename ScanOp>
  __device__ void ExclusiveScan(T input, T &output, T initial_value, ScanOp scan_op, T &block_aggregate) {}
  template <typename ScanOp, typename BlockPrefixCallbackOp>
  __device__ void ExclusiveScan(T input, T &output, ScanOp scan_op, BlockPrefixCallbackOp &block_prefix_callback_op) {}
  template <typename ScanOp> __device__ void ExclusiveScan(T input, T &output, ScanOp scan_op) {}
  template <typename ScanOp> __device__ void ExclusiveScan(T input, T &output, ScanOp scan_op, T &block_aggregate) {}
  template <int ITEMS_PER_THREAD, typename ScanOp>
  __device__ void ExclusiveScan(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD], T initial_value,
                                ScanOp scan_op) {}
  template <int ITEMS_PER_THREAD, typename ScanOp>
  __device__ void ExclusiveScan(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD], T initial_value,
                                ScanOp scan_op, T &block_aggregate) {}
  template <int ITEMS_PER_THREAD, typename ScanOp, typename BlockPrefixCallbackOp>
  __device__ void ExclusiveScan(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD], ScanOp scan_op,
                                BlockPrefixCallbackOp &block_prefix_callback_op) {}
  template <int ITEMS_PER_THREAD, typename ScanOp>
  __device__ void ExclusiveScan(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD], ScanOp scan_op) {}
  template <int ITEMS_PER_THREAD, typename ScanOp>
  __device__ void ExclusiveScan(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD], ScanOp scan_op,
                                T &block_aggregate) {}
  __device__ void InclusiveSum(T input, T &output) {}
  __device__ void InclusiveSum(T input, T &output, T &block_aggregate) {}
  template <typename BlockPrefixCallbackOp>
  __device__ void InclusiveSum(T input, T &output, BlockPrefixCallbackOp &block_prefix_callback_op) {}
  template <int ITEMS_PER_THREAD> __device__ void InclusiveSum(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD]) {}
  template <int ITEMS_PER_THREAD>
  __device__ void InclusiveSum(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD], T &block_aggregate) {}
  template <int ITEMS_PER_THREAD, typename BlockPrefixCallbackOp>
  __device__ void InclusiveSum(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD],
                               BlockPrefixCallbackOp &block_prefix_callback_op) {}
  template <typename ScanOp> __device__ void InclusiveScan(T input, T &output, ScanOp scan_op) {}
  template <typename ScanOp> __device__ void InclusiveScan(T input, T &output, ScanOp scan_op, T &block_aggregate) {}
  template <typename ScanOp, typename BlockPrefixCallbackOp>
  __device__ void InclusiveScan(T input, T &output, ScanOp scan_op, BlockPrefixCallbackOp &block_prefix_callback_op) {}
  template <int ITEMS_PER_THREAD, typename ScanOp>
  __device__ void InclusiveScan(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD], ScanOp scan_op) {}
  template <int ITEMS_PER_THREAD, typename ScanOp>
  __device__ void InclusiveScan(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD], T initial_value,
                                ScanOp scan_op) {}
  template <int ITEMS_PER_THREAD, typename ScanOp>
  __device__ void InclusiveScan(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD], ScanOp scan_op,
                                T &block_aggregate) {}
  template <int ITEMS_PER_THREAD, typename ScanOp>
  __device__ void InclusiveScan(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD], T initial_value,
                                ScanOp scan_op, T &block_aggregate) {}
  template <int ITEMS_PER_THREAD, typename ScanOp, typename BlockPrefixCallbackOp>
  __device__ void InclusiveScan(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD], ScanOp scan_op,
                                BlockPrefixCallbackOp &block_prefix_callback_op) {}
};

template <typename T, int LOGICAL_WARP_THREADS = 32, int LEGACY_PTX_ARCH = 0> class WarpReduce {
public:
  struct TempStorage : detail::c2o_temp_storage {};
  __device__ WarpReduce(TempStorage &temp_storage) {}
  __device__ T Sum(T input) C2O_STUB(T)
  __device__ T Sum(T input, int valid_items) C2O_STUB(T)
  template <typename ReductionOp> __device__ T Reduce(T input, ReductionOp reduction_op) C2O_STUB(T)
  template <typename ReductionOp> __device__ T Reduce(T input, ReductionOp reduction_op, int valid_items) C2O_STUB(T)
  template <typename FlagT> __device__ T HeadSegmentedSum(T input, FlagT head_flag) C2O_STUB(T)
  template <typename FlagT> __device__ T TailSegmentedSum(T input, FlagT tail_flag) C2O_STUB(T)
  template <typename ReductionOp, typename FlagT>
  __device__ T HeadSegmentedReduce(T input, FlagT head_flag, ReductionOp reduction_op) C2O_STUB(T)
  template <typename ReductionOp, typename FlagT>
  __device__ T TailSegmentedReduce(T input, FlagT tail_flag, ReductionOp reduction_op) C2O_STUB(T)
};

template <typename T, int LOGICAL_WARP_THREADS = 32, int LEGACY_PTX_ARCH = 0> class WarpScan {
public:
  struct TempStorage : detail::c2o_temp_storage {};
  __device__ WarpScan(TempStorage &temp_storage) {}
  __device__ void InclusiveSum(T input, T &inclusive_output) {}
  __device__ void InclusiveSum(T input, T &inclusive_output, T &warp_aggregate) {}
  __device__ void ExclusiveSum(T input, T &exclusive_output) {}
  __device__ void ExclusiveSum(T input, T &exclusive_output, T &warp_aggregate) {}
  template <typename ScanOp> __device__ void InclusiveScan(T input, T &inclusive_output, ScanOp scan_op) {}
  template <typename ScanOp> __device__ void InclusiveScan(T input, T &inclusive_output, T initial_value, ScanOp scan_op) {}
  template <typename ScanOp>
  __device__ void InclusiveScan(T input, T &inclusive_output, ScanOp scan_op, T &warp_aggregate) {}
  template <typename ScanOp>
  __device__ void InclusiveScan(T input, T &inclusive_output, T initial_value, ScanOp scan_op, T &warp_aggregate) {}
  template <typename ScanOp> __device__ void ExclusiveScan(T input, T &exclusive_output, ScanOp scan_op) {}
  template <typename ScanOp> __device__ void ExclusiveScan(T input, T &exclusive_output, T initial_value, ScanOp scan_op) {}
  template <typename ScanOp>
  __device__ void ExclusiveScan(T input, T &exclusive_output, ScanOp scan_op, T &warp_aggregate) {}
  template <typename ScanOp>
  __device__ void ExclusiveScan(T input, T &exclusive_output, T initial_value, ScanOp scan_op, T &warp_aggregate) {}
  template <typename ScanOp> __device__ void Scan(T input, T &inclusive_output, T &exclusive_output, ScanOp scan_op) {}
  template <typename ScanOp>
  __device__ void Scan(T input, T &inclusive_output, T &exclusive_output, T initial_value, ScanOp scan_op) {}
  __device__ T Broadcast(T input, unsigned int src_lane) C2O_STUB(T)
};

template <typename InputT, int ITEMS_PER_THREAD, int LOGICAL_WARP_THREADS = 32,
          WarpExchangeAlgorithm WARP_EXCHANGE_ALGORITHM = WARP_EXCHANGE_SMEM>
class WarpExchange {
public:
  struct TempStorage : detail::c2o_temp_storage {};
  explicit __device__ WarpExchange(TempStorage &temp_storage) {}
  template <typename OutputT>
  __device__ void BlockedToStriped(const InputT (&input_items)[ITEMS_PER_THREAD], OutputT (&output_items)[ITEMS_PER_THREAD]) {}
  template <typename OutputT>
  __device__ void StripedToBlocked(const InputT (&input_items)[ITEMS_PER_THREAD], OutputT (&output_items)[ITEMS_PER_THREAD]) {}
  template <typename OffsetT>
  __device__ void ScatterToStriped(InputT (&items)[ITEMS_PER_THREAD], OffsetT (&ranks)[ITEMS_PER_THREAD]) {}
  template <typename OutputT, typename OffsetT>
  __device__ void ScatterToStriped(const InputT (&input_items)[ITEMS_PER_THREAD], OutputT (&output_items)[ITEMS_PER_THREAD],
                                   OffsetT (&ranks)[ITEMS_PER_THREAD]) {}
};

template <typename InputT, int ITEMS_PER_THREAD, WarpLoadAlgorithm ALGORITHM = WARP_LOAD_DIRECT,
          int LOGICAL_WARP_THREADS = 32, int LEGACY_PTX_ARCH = 0>
class WarpLoad {
public:
  struct TempStorage : detail::c2o_temp_storage {};
  __device__ WarpLoad() {}
  __device__ WarpLoad(TempStorage &temp_storage) {}
  template <typename InputIteratorT> __device__ void Load(InputIteratorT block_itr, InputT (&items)[ITEMS_PER_THREAD]) {}
  template <typename InputIteratorT>
  __device__ void Load(InputIteratorT block_itr, InputT (&items)[ITEMS_PER_THREAD], int valid_items) {}
  template <typename InputIteratorT, typename DefaultT>
  __device__ void Load(InputIteratorT block_itr, InputT (&items)[ITEMS_PER_THREAD], int valid_items, DefaultT oob_default) {}
};

template <typename T, int ITEMS_PER_THREAD, WarpStoreAlgorithm ALGORITHM = WARP_STORE_DIRECT,
          int LOGICAL_WARP_THREADS = 32, int LEGACY_PTX_ARCH = 0>
class WarpStore {
public:
  struct TempStorage : detail::c2o_temp_storage {};
  __device__ WarpStore() {}
  __device__ WarpStore(TempStorage &temp_storage) {}
  template <typename OutputIteratorT> __device__ void Store(OutputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD]) {}
  template <typename OutputIteratorT>
  __device__ void Store(OutputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD], int valid_items) {}
};

template <typename T, int BLOCK_DIM_X, int ITEMS_PER_THREAD, BlockLoadAlgorithm ALGORITHM = BLOCK_LOAD_DIRECT,
          int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockLoad {
public:
  struct TempStorage : detail::c2o_temp_storage {};
  __device__ BlockLoad() {}
  __device__ BlockLoad(TempStorage &temp_storage) {}
  template <typename InputIteratorT> __device__ void Load(InputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD]) {}
  template <typename InputIteratorT>
  __device__ void Load(InputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD], int valid_items) {}
  template <typename InputIteratorT, typename DefaultT>
  __device__ void Load(InputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD], int valid_items, DefaultT oob_default) {}
};

template <typename T, int BLOCK_DIM_X, int ITEMS_PER_THREAD, BlockStoreAlgorithm ALGORITHM = BLOCK_STORE_DIRECT,
          int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockStore {
public:
  struct TempStorage : detail::c2o_temp_storage {};
  __device__ BlockStore() {}
  __device__ BlockStore(TempStorage &temp_storage) {}
  template <typename OutputIteratorT> __device__ void Store(OutputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD]) {}
  template <typename OutputIteratorT>
  __device__ void Store(OutputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD], int valid_items) {}
};

#define C2O_SORT_BITS int begin_bit = 0, int end_bit = sizeof(KeyT) * 8
template <typename KeyT, int BLOCK_DIM_X, int ITEMS_PER_THREAD, typename ValueT = NullType, int RADIX_BITS = 4,
          bool MEMOIZE_OUTER_SCAN = true, BlockScanAlgorithm INNER_SCAN_ALGORITHM = BLOCK_SCAN_WARP_SCANS,
          cudaSharedMemConfig SMEM_CONFIG = cudaSharedMemBankSizeFourByte, int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1,
          int LEGACY_PTX_ARCH = 0>
class BlockRadixSort {
public:
  struct TempStorage : detail::c2o_temp_storage {};
  __device__ BlockRadixSort() {}
  __device__ BlockRadixSort(TempStorage &temp_storage) {}
  __device__ void Sort(KeyT (&keys)[ITEMS_PER_THREAD], C2O_SORT_BITS) {}
  __device__ void Sort(KeyT (&keys)[ITEMS_PER_THREAD], ValueT (&values)[ITEMS_PER_THREAD], C2O_SORT_BITS) {}
  __device__ void SortDescending(KeyT (&keys)[ITEMS_PER_THREAD], C2O_SORT_BITS) {}
  __device__ void SortDescending(KeyT (&keys)[ITEMS_PER_THREAD], ValueT (&values)[ITEMS_PER_THREAD], C2O_SORT_BITS) {}
  __device__ void SortBlockedToStriped(KeyT (&keys)[ITEMS_PER_THREAD], C2O_SORT_BITS) {}
  __device__ void SortBlockedToStriped(KeyT (&keys)[ITEMS_PER_THREAD], ValueT (&values)[ITEMS_PER_THREAD],
                                       C2O_SORT_BITS) {}
  __device__ void SortDescendingBlockedToStriped(KeyT (&keys)[ITEMS_PER_THREAD], C2O_SORT_BITS) {}
  __device__ void SortDescendingBlockedToStriped(KeyT (&keys)[ITEMS_PER_THREAD], ValueT (&values)[ITEMS_PER_THREAD],
                                                 C2O_SORT_BITS) {}
};
#undef C2O_SORT_BITS

template <typename InputT, int BLOCK_DIM_X, int ITEMS_PER_THREAD, bool WARP_TIME_SLICING = false, int BLOCK_DIM_Y = 1,
          int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockExchange {
public:
  struct TempStorage : detail::c2o_temp_storage {};
  __device__ BlockExchange() {}
  __device__ BlockExchange(TempStorage &temp_storage) {}
#define C2O_EXCHANGE(NAME)                                                                                           \
  template <typename OutputT>                                                                                        \
  __device__ void NAME(const InputT (&input_items)[ITEMS_PER_THREAD], OutputT (&output_items)[ITEMS_PER_THREAD]) {} \
  __device__ void NAME(InputT (&items)[ITEMS_PER_THREAD]) {}
  C2O_EXCHANGE(StripedToBlocked)
  C2O_EXCHANGE(BlockedToStriped)
  C2O_EXCHANGE(WarpStripedToBlocked)
  C2O_EXCHANGE(BlockedToWarpStriped)
#undef C2O_EXCHANGE
#define C2O_SCATTER(NAME)                                                                                      \
  template <typename OutputT, typename OffsetT>                                                                \
  __device__ void NAME(const InputT (&input_items)[ITEMS_PER_THREAD], OutputT (&output_items)[ITEMS_PER_THREAD], \
                       OffsetT (&ranks)[ITEMS_PER_THREAD]) {}                                                  \
  template <typename OffsetT> __device__ void NAME(InputT (&items)[ITEMS_PER_THREAD], OffsetT (&ranks)[ITEMS_PER_THREAD]) {}
  C2O_SCATTER(ScatterToBlocked)
  C2O_SCATTER(ScatterToStriped)
  C2O_SCATTER(ScatterToStripedGuarded)
#undef C2O_SCATTER
  template <typename OutputT, typename OffsetT, typename ValidFlag>
  __device__ void ScatterToStripedFlagged(const InputT (&input_items)[ITEMS_PER_THREAD],
                                          OutputT (&output_items)[ITEMS_PER_THREAD], OffsetT (&ranks)[ITEMS_PER_THREAD],
                                          ValidFlag (&is_valid)[ITEMS_PER_THREAD]) {}
  template <typename OffsetT, typename ValidFlag>
  __device__ void ScatterToStripedFlagged(InputT (&items)[ITEMS_PER_THREAD], OffsetT (&ranks)[ITEMS_PER_THREAD],
                                          ValidFlag (&is_valid)[ITEMS_PER_THREAD]) {}
};

template <typename T, int BLOCK_DIM_X, int ITEMS_PER_THREAD, int BINS,
          BlockHistogramAlgorithm ALGORITHM = BLOCK_HISTO_SORT, int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1,
          int LEGACY_PTX_ARCH = 0>
class BlockHistogram {
public:
  struct TempStorage : detail::c2o_temp_storage {};
  __device__ BlockHistogram() {}
  __device__ BlockHistogram(TempStorage &temp_storage) {}
  template <typename CounterT> __device__ void InitHistogram(CounterT histogram[BINS]) {}
  template <typename CounterT> __device__ void Histogram(T (&items)[ITEMS_PER_THREAD], CounterT histogram[BINS]) {}
  template <typename CounterT> __device__ void Composite(T (&items)[ITEMS_PER_THREAD], CounterT histogram[BINS]) {}
};

template <typename T, int BLOCK_DIM_X, int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockDiscontinuity {
public:
  struct TempStorage : detail::c2o_temp_storage {};
  __device__ BlockDiscontinuity() {}
  __device__ BlockDiscontinuity(TempStorage &temp_storage) {}
#define C2O_FLAGS template <int ITEMS_PER_THREAD, typename FlagT, typename FlagOp> __device__ void
  C2O_FLAGS FlagHeads(FlagT (&head_flags)[ITEMS_PER_THREAD], T (&input)[ITEMS_PER_THREAD], FlagOp flag_op) {}
  C2O_FLAGS FlagHeads(FlagT (&head_flags)[ITEMS_PER_THREAD], T (&input)[ITEMS_PER_THREAD], FlagOp flag_op,
                      T tile_predecessor_item) {}
  C2O_FLAGS FlagHeads(FlagT (&head_flags)[ITEMS_PER_THREAD], T (&input)[ITEMS_PER_THREAD], T (&preds)[ITEMS_PER_THREAD],
                      FlagOp flag_op) {}
  C2O_FLAGS FlagHeads(FlagT (&head_flags)[ITEMS_PER_THREAD], T (&input)[ITEMS_PER_THREAD], T (&preds)[ITEMS_PER_THREAD],
                      FlagOp flag_op, T tile_predecessor_item) {}
  C2O_FLAGS FlagTails(FlagT (&tail_flags)[ITEMS_PER_THREAD], T (&input)[ITEMS_PER_THREAD], FlagOp flag_op) {}
  C2O_FLAGS FlagTails(FlagT (&tail_flags)[ITEMS_PER_THREAD], T (&input)[ITEMS_PER_THREAD], FlagOp flag_op,
                      T tile_successor_item) {}
  C2O_FLAGS FlagHeadsAndTails(FlagT (&head_flags)[ITEMS_PER_THREAD], FlagT (&tail_flags)[ITEMS_PER_THREAD],
                              T (&input)[ITEMS_PER_THREAD], FlagOp flag_op) {}
  C2O_FLAGS FlagHeadsAndTails(FlagT (&head_flags)[ITEMS_PER_THREAD], FlagT (&tail_flags)[ITEMS_PER_THREAD],
                              T tile_successor_item, T (&input)[ITEMS_PER_THREAD], FlagOp flag_op) {}
  C2O_FLAGS FlagHeadsAndTails(FlagT (&head_flags)[ITEMS_PER_THREAD], T tile_predecessor_item,
                              FlagT (&tail_flags)[ITEMS_PER_THREAD], T (&input)[ITEMS_PER_THREAD], FlagOp flag_op) {}
  C2O_FLAGS FlagHeadsAndTails(FlagT (&head_flags)[ITEMS_PER_THREAD], T tile_predecessor_item,
                              FlagT (&tail_flags)[ITEMS_PER_THREAD], T tile_successor_item,
                              T (&input)[ITEMS_PER_THREAD], FlagOp flag_op) {}
#undef C2O_FLAGS
};

template <typename T, int BLOCK_DIM_X, int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockAdjacentDifference {
public:
  struct TempStorage : detail::c2o_temp_storage {};
  __device__ BlockAdjacentDifference() {}
  __device__ BlockAdjacentDifference(TempStorage &temp_storage) {}
#define C2O_DIFF template <int ITEMS_PER_THREAD, typename OutputType, typename DifferenceOpT> __device__ void
  C2O_DIFF SubtractLeft(T (&input)[ITEMS_PER_THREAD], OutputType (&output)[ITEMS_PER_THREAD],
                        DifferenceOpT difference_op) {}
  C2O_DIFF SubtractLeft(T (&input)[ITEMS_PER_THREAD], OutputType (&output)[ITEMS_PER_THREAD],
                        DifferenceOpT difference_op, T tile_predecessor_item) {}
  C2O_DIFF SubtractLeftPartialTile(T (&input)[ITEMS_PER_THREAD], OutputType (&output)[ITEMS_PER_THREAD],
                                   DifferenceOpT difference_op, int valid_items) {}
  C2O_DIFF SubtractLeftPartialTile(T (&input)[ITEMS_PER_THREAD], OutputType (&output)[ITEMS_PER_THREAD],
                                   DifferenceOpT difference_op, int valid_items, T tile_predecessor_item) {}
  C2O_DIFF SubtractRight(T (&input)[ITEMS_PER_THREAD], OutputType (&output)[ITEMS_PER_THREAD],
                         DifferenceOpT difference_op) {}
  C2O_DIFF SubtractRight(T (&input)[ITEMS_PER_THREAD], OutputType (&output)[ITEMS_PER_THREAD],
                         DifferenceOpT difference_op, T tile_successor_item) {}
  C2O_DIFF SubtractRightPartialTile(T (&input)[ITEMS_PER_THREAD], OutputType (&output)[ITEMS_PER_THREAD],
                                    DifferenceOpT difference_op, int valid_items) {}
#undef C2O_DIFF
};

/* Declared, not translated (C2O1001). */
template <typename T, int BLOCK_DIM_X, int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockShuffle {
public:
  struct TempStorage : detail::c2o_temp_storage {};
  __device__ BlockShuffle() {}
  __device__ BlockShuffle(TempStorage &temp_storage) {}
  __device__ void Offset(T input, T &output, int distance = 1) {}
  __device__ void Rotate(T input, T &output, unsigned int distance = 1) {}
  template <int ITEMS_PER_THREAD> __device__ void Up(T (&input)[ITEMS_PER_THREAD], T (&prev)[ITEMS_PER_THREAD]) {}
  template <int ITEMS_PER_THREAD>
  __device__ void Up(T (&input)[ITEMS_PER_THREAD], T (&prev)[ITEMS_PER_THREAD], T &block_suffix) {}
  template <int ITEMS_PER_THREAD> __device__ void Down(T (&input)[ITEMS_PER_THREAD], T (&prev)[ITEMS_PER_THREAD]) {}
  template <int ITEMS_PER_THREAD>
  __device__ void Down(T (&input)[ITEMS_PER_THREAD], T (&prev)[ITEMS_PER_THREAD], T &block_prefix) {}
};
template <typename KeyT, int BLOCK_DIM_X, int ITEMS_PER_THREAD, typename ValueT = NullType, int BLOCK_DIM_Y = 1,
          int BLOCK_DIM_Z = 1>
class BlockMergeSort {
public:
  struct TempStorage : detail::c2o_temp_storage {};
  __device__ BlockMergeSort() {}
  __device__ BlockMergeSort(TempStorage &temp_storage) {}
  template <typename CompareOp> __device__ void Sort(KeyT (&keys)[ITEMS_PER_THREAD], CompareOp compare_op) {}
  template <typename CompareOp>
  __device__ void Sort(KeyT (&keys)[ITEMS_PER_THREAD], ValueT (&items)[ITEMS_PER_THREAD], CompareOp compare_op) {}
  template <typename CompareOp> __device__ void StableSort(KeyT (&keys)[ITEMS_PER_THREAD], CompareOp compare_op) {}
};
template <typename KeyT, int ITEMS_PER_THREAD, int LOGICAL_WARP_THREADS = 32, typename ValueT = NullType>
class WarpMergeSort {
public:
  struct TempStorage : detail::c2o_temp_storage {};
  __device__ WarpMergeSort(TempStorage &temp_storage) {}
  template <typename CompareOp> __device__ void Sort(KeyT (&keys)[ITEMS_PER_THREAD], CompareOp compare_op) {}
};

/* ---- per-thread data movement -------------------------------------------------- */
template <typename InputT, int ITEMS_PER_THREAD, typename InputIteratorT>
__device__ void LoadDirectBlocked(int linear_tid, InputIteratorT block_itr, InputT (&items)[ITEMS_PER_THREAD]) {}
template <typename InputT, int ITEMS_PER_THREAD, typename InputIteratorT>
__device__ void LoadDirectBlocked(int linear_tid, InputIteratorT block_itr, InputT (&items)[ITEMS_PER_THREAD],
                                  int valid_items) {}
template <typename InputT, typename DefaultT, int ITEMS_PER_THREAD, typename InputIteratorT>
__device__ void LoadDirectBlocked(int linear_tid, InputIteratorT block_itr, InputT (&items)[ITEMS_PER_THREAD],
                                  int valid_items, DefaultT oob_default) {}
template <typename T, int ITEMS_PER_THREAD>
__device__ void LoadDirectBlockedVectorized(int linear_tid, T *block_ptr, T (&items)[ITEMS_PER_THREAD]) {}
template <int BLOCK_THREADS, typename InputT, int ITEMS_PER_THREAD, typename InputIteratorT>
__device__ void LoadDirectStriped(int linear_tid, InputIteratorT block_itr, InputT (&items)[ITEMS_PER_THREAD]) {}
template <int BLOCK_THREADS, typename InputT, int ITEMS_PER_THREAD, typename InputIteratorT>
__device__ void LoadDirectStriped(int linear_tid, InputIteratorT block_itr, InputT (&items)[ITEMS_PER_THREAD],
                                  int valid_items) {}
template <int BLOCK_THREADS, typename InputT, typename DefaultT, int ITEMS_PER_THREAD, typename InputIteratorT>
__device__ void LoadDirectStriped(int linear_tid, InputIteratorT block_itr, InputT (&items)[ITEMS_PER_THREAD],
                                  int valid_items, DefaultT oob_default) {}
template <typename InputT, int ITEMS_PER_THREAD, typename InputIteratorT>
__device__ void LoadDirectWarpStriped(int linear_tid, InputIteratorT block_itr, InputT (&items)[ITEMS_PER_THREAD]) {}
template <typename InputT, int ITEMS_PER_THREAD, typename InputIteratorT>
__device__ void LoadDirectWarpStriped(int linear_tid, InputIteratorT block_itr, InputT (&items)[ITEMS_PER_THREAD],
                                      int valid_items) {}
template <typename InputT, typename DefaultT, int ITEMS_PER_THREAD, typename InputIteratorT>
__device__ void LoadDirectWarpStriped(int linear_tid, InputIteratorT block_itr, InputT (&items)[ITEMS_PER_THREAD],
                                      int valid_items, DefaultT oob_default) {}
template <typename T, int ITEMS_PER_THREAD, typename OutputIteratorT>
__device__ void StoreDirectBlocked(int linear_tid, OutputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD]) {}
template <typename T, int ITEMS_PER_THREAD, typename OutputIteratorT>
__device__ void StoreDirectBlocked(int linear_tid, OutputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD],
                                   int valid_items) {}
template <typename T, int ITEMS_PER_THREAD>
__device__ void StoreDirectBlockedVectorized(int linear_tid, T *block_ptr, T (&items)[ITEMS_PER_THREAD]) {}
template <int BLOCK_THREADS, typename T, int ITEMS_PER_THREAD, typename OutputIteratorT>
__device__ void StoreDirectStriped(int linear_tid, OutputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD]) {}
template <int BLOCK_THREADS, typename T, int ITEMS_PER_THREAD, typename OutputIteratorT>
__device__ void StoreDirectStriped(int linear_tid, OutputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD],
                                   int valid_items) {}
template <typename T, int ITEMS_PER_THREAD, typename OutputIteratorT>
__device__ void StoreDirectWarpStriped(int linear_tid, OutputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD]) {}
template <typename T, int ITEMS_PER_THREAD, typename OutputIteratorT>
__device__ void StoreDirectWarpStriped(int linear_tid, OutputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD],
                                       int valid_items) {}
template <CacheLoadModifier MODIFIER, typename InputIteratorT>
__device__ typename std::iterator_traits<InputIteratorT>::value_type ThreadLoad(InputIteratorT itr) {
  return ::cub::detail::c2o_stub<typename std::iterator_traits<InputIteratorT>::value_type>();
}
template <CacheStoreModifier MODIFIER, typename OutputIteratorT, typename T>
__device__ void ThreadStore(OutputIteratorT itr, T val) {}
#undef C2O_STUB

} // namespace cub

#include "c2o_cub_more_decls.h"

#endif /* C2O_CUDA_CUB_H */
