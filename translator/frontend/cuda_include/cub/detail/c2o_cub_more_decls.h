/*===- cub/detail/c2o_cub_more_decls.h - the rest of CUB's API -------------===*
 *
 * Part of cuda2omp's declaration-only CUDA headers, included at the end of
 * c2o_cub_decls.h: the device-wide algorithms and block collectives of CUB's
 * documented API (CCCL 3.0) that the helpers do not implement, declared with
 * CUB's signatures so that programs using them parse; each call gets C2O1030
 * (a device-wide algorithm) or leaves its kernel as CUDA with C2O1001 (a block
 * collective). tests/headers/api_inventory/thrust_cub.txt lists the API,
 * checked by ctest headers.api_inventory.
 *===----------------------------------------------------------------------===*/
#ifndef C2O_CUDA_CUB_MORE_H
#define C2O_CUDA_CUB_MORE_H

#include "../../cuda/std/tuple"

namespace cub {
namespace detail {
struct c2o_minus {
  template <typename T> __host__ __device__ T operator()(const T &a, const T &b) const { return a - b; }
};
struct c2o_less {
  template <typename T> __host__ __device__ bool operator()(const T &a, const T &b) const { return a < b; }
};
} // namespace detail

#define C2O_CUB_TEMP void *d_temp_storage, size_t &temp_storage_bytes
#define C2O_CUB_STUB { return ::cub::detail::c2o_stub<cudaError_t>(); }
#define C2O_CUB_TAIL cudaStream_t stream = 0

struct DeviceSegmentedSort {
#define C2O_CUB_SEGSORT(Name)                                                                                    \
  template <typename KeyT, typename BeginOffsetIteratorT, typename EndOffsetIteratorT>                              \
  static __host__ cudaError_t Name(C2O_CUB_TEMP, const KeyT *d_keys_in, KeyT *d_keys_out, int num_items,            \
                                   int num_segments, BeginOffsetIteratorT d_begin_offsets,                          \
                                   EndOffsetIteratorT d_end_offsets, C2O_CUB_TAIL) C2O_CUB_STUB                     \
  template <typename KeyT, typename BeginOffsetIteratorT, typename EndOffsetIteratorT>                              \
  static __host__ cudaError_t Name(C2O_CUB_TEMP, DoubleBuffer<KeyT> &d_keys, int num_items, int num_segments,       \
                                   BeginOffsetIteratorT d_begin_offsets, EndOffsetIteratorT d_end_offsets,          \
                                   C2O_CUB_TAIL) C2O_CUB_STUB
#define C2O_CUB_SEGSORT_PAIRS(Name)                                                                              \
  template <typename KeyT, typename ValueT, typename BeginOffsetIteratorT, typename EndOffsetIteratorT>             \
  static __host__ cudaError_t Name(C2O_CUB_TEMP, const KeyT *d_keys_in, KeyT *d_keys_out, const ValueT *d_values_in, \
                                   ValueT *d_values_out, int num_items, int num_segments,                           \
                                   BeginOffsetIteratorT d_begin_offsets, EndOffsetIteratorT d_end_offsets,          \
                                   C2O_CUB_TAIL) C2O_CUB_STUB                                                       \
  template <typename KeyT, typename ValueT, typename BeginOffsetIteratorT, typename EndOffsetIteratorT>             \
  static __host__ cudaError_t Name(C2O_CUB_TEMP, DoubleBuffer<KeyT> &d_keys, DoubleBuffer<ValueT> &d_values,        \
                                   int num_items, int num_segments, BeginOffsetIteratorT d_begin_offsets,           \
                                   EndOffsetIteratorT d_end_offsets, C2O_CUB_TAIL) C2O_CUB_STUB
  C2O_CUB_SEGSORT(SortKeys)
  C2O_CUB_SEGSORT(SortKeysDescending)
  C2O_CUB_SEGSORT(StableSortKeys)
  C2O_CUB_SEGSORT(StableSortKeysDescending)
  C2O_CUB_SEGSORT_PAIRS(SortPairs)
  C2O_CUB_SEGSORT_PAIRS(SortPairsDescending)
  C2O_CUB_SEGSORT_PAIRS(StableSortPairs)
  C2O_CUB_SEGSORT_PAIRS(StableSortPairsDescending)
#undef C2O_CUB_SEGSORT
#undef C2O_CUB_SEGSORT_PAIRS
};

struct DeviceAdjacentDifference {
  template <typename InputIteratorT, typename OutputIteratorT, typename DifferenceOpT = ::cub::detail::c2o_minus,
            typename NumItemsT = int>
  static __host__ cudaError_t SubtractLeftCopy(C2O_CUB_TEMP, InputIteratorT d_input, OutputIteratorT d_output,
                                               NumItemsT num_items, DifferenceOpT difference_op = {},
                                               C2O_CUB_TAIL) C2O_CUB_STUB
  template <typename RandomAccessIteratorT, typename DifferenceOpT = ::cub::detail::c2o_minus, typename NumItemsT = int>
  static __host__ cudaError_t SubtractLeft(C2O_CUB_TEMP, RandomAccessIteratorT d_input, NumItemsT num_items,
                                           DifferenceOpT difference_op = {}, C2O_CUB_TAIL) C2O_CUB_STUB
  template <typename InputIteratorT, typename OutputIteratorT, typename DifferenceOpT = ::cub::detail::c2o_minus,
            typename NumItemsT = int>
  static __host__ cudaError_t SubtractRightCopy(C2O_CUB_TEMP, InputIteratorT d_input, OutputIteratorT d_output,
                                                NumItemsT num_items, DifferenceOpT difference_op = {},
                                                C2O_CUB_TAIL) C2O_CUB_STUB
  template <typename RandomAccessIteratorT, typename DifferenceOpT = ::cub::detail::c2o_minus, typename NumItemsT = int>
  static __host__ cudaError_t SubtractRight(C2O_CUB_TEMP, RandomAccessIteratorT d_input, NumItemsT num_items,
                                            DifferenceOpT difference_op = {}, C2O_CUB_TAIL) C2O_CUB_STUB
};

struct DeviceMerge {
  template <typename KeyIteratorIn1, typename KeyIteratorIn2, typename KeyIteratorOut,
            typename CompareOp = ::cub::detail::c2o_less>
  static __host__ cudaError_t MergeKeys(C2O_CUB_TEMP, KeyIteratorIn1 keys_in1, int num_keys1, KeyIteratorIn2 keys_in2,
                                        int num_keys2, KeyIteratorOut keys_out, CompareOp compare_op = {},
                                        C2O_CUB_TAIL) C2O_CUB_STUB
  template <typename KeyIteratorIn1, typename ValueIteratorIn1, typename KeyIteratorIn2, typename ValueIteratorIn2,
            typename KeyIteratorOut, typename ValueIteratorOut, typename CompareOp = ::cub::detail::c2o_less>
  static __host__ cudaError_t MergePairs(C2O_CUB_TEMP, KeyIteratorIn1 keys_in1, ValueIteratorIn1 values_in1,
                                         int num_keys1, KeyIteratorIn2 keys_in2, ValueIteratorIn2 values_in2,
                                         int num_keys2, KeyIteratorOut keys_out, ValueIteratorOut values_out,
                                         CompareOp compare_op = {}, C2O_CUB_TAIL) C2O_CUB_STUB
};

struct DeviceFor {
  template <typename ShapeT, typename OpT> static __host__ cudaError_t Bulk(ShapeT shape, OpT op, C2O_CUB_TAIL) C2O_CUB_STUB
  template <typename ShapeT, typename OpT>
  static __host__ cudaError_t Bulk(C2O_CUB_TEMP, ShapeT shape, OpT op, C2O_CUB_TAIL) C2O_CUB_STUB
  template <typename RandomAccessIteratorT, typename NumItemsT, typename OpT>
  static __host__ cudaError_t ForEachN(RandomAccessIteratorT first, NumItemsT num_items, OpT op, C2O_CUB_TAIL) C2O_CUB_STUB
  template <typename RandomAccessIteratorT, typename OpT>
  static __host__ cudaError_t ForEach(RandomAccessIteratorT first, RandomAccessIteratorT last, OpT op, C2O_CUB_TAIL) C2O_CUB_STUB
  template <typename RandomAccessIteratorT, typename NumItemsT, typename OpT>
  static __host__ cudaError_t ForEachCopyN(RandomAccessIteratorT first, NumItemsT num_items, OpT op, C2O_CUB_TAIL) C2O_CUB_STUB
  template <typename RandomAccessIteratorT, typename OpT>
  static __host__ cudaError_t ForEachCopy(RandomAccessIteratorT first, RandomAccessIteratorT last, OpT op,
                                          C2O_CUB_TAIL) C2O_CUB_STUB
  template <typename RandomAccessIteratorT, typename NumItemsT, typename OpT>
  static __host__ cudaError_t ForEachN(C2O_CUB_TEMP, RandomAccessIteratorT first, NumItemsT num_items, OpT op,
                                       C2O_CUB_TAIL) C2O_CUB_STUB
  template <typename RandomAccessIteratorT, typename OpT>
  static __host__ cudaError_t ForEach(C2O_CUB_TEMP, RandomAccessIteratorT first, RandomAccessIteratorT last, OpT op,
                                      C2O_CUB_TAIL) C2O_CUB_STUB
};

struct DeviceTransform {
  template <typename... RandomAccessIteratorsIn, typename RandomAccessIteratorOut, typename NumItemsT,
            typename TransformOp>
  static __host__ cudaError_t Transform(::cuda::std::tuple<RandomAccessIteratorsIn...> inputs,
                                        RandomAccessIteratorOut output, NumItemsT num_items, TransformOp transform_op,
                                        C2O_CUB_TAIL) C2O_CUB_STUB
  template <typename RandomAccessIteratorIn, typename RandomAccessIteratorOut, typename NumItemsT, typename TransformOp>
  static __host__ cudaError_t Transform(RandomAccessIteratorIn input, RandomAccessIteratorOut output,
                                        NumItemsT num_items, TransformOp transform_op, C2O_CUB_TAIL) C2O_CUB_STUB
};

struct DeviceCopy {
  template <typename InputIt, typename OutputIt, typename SizeIteratorT>
  static __host__ cudaError_t Batched(C2O_CUB_TEMP, InputIt input_it, OutputIt output_it, SizeIteratorT sizes,
                                      int num_ranges, C2O_CUB_TAIL) C2O_CUB_STUB
};
struct DeviceMemcpy {
  template <typename InputBufferIt, typename OutputBufferIt, typename BufferSizeIteratorT>
  static __host__ cudaError_t Batched(C2O_CUB_TEMP, InputBufferIt input_buffer_it, OutputBufferIt output_buffer_it,
                                      BufferSizeIteratorT buffer_sizes, int num_buffers, C2O_CUB_TAIL) C2O_CUB_STUB
};
#undef C2O_CUB_TEMP
#undef C2O_CUB_STUB
#undef C2O_CUB_TAIL

/* Block collectives declared, not translated (C2O1001). */
template <typename ItemT, int BLOCK_DIM_X, int RUNS_PER_THREAD, int DECODED_ITEMS_PER_THREAD,
          typename DecodedOffsetT = unsigned int, int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1>
class BlockRunLengthDecode {
public:
  struct TempStorage : detail::c2o_temp_storage {};
  template <typename RunLengthT, typename TotalDecodedSizeT>
  __device__ BlockRunLengthDecode(TempStorage &temp_storage, ItemT (&run_values)[RUNS_PER_THREAD],
                                  RunLengthT (&run_lengths)[RUNS_PER_THREAD], TotalDecodedSizeT &total_decoded_size) {}
  template <typename RelativeOffsetT>
  __device__ void RunLengthDecode(ItemT (&decoded_items)[DECODED_ITEMS_PER_THREAD],
                                  RelativeOffsetT (&item_offsets)[DECODED_ITEMS_PER_THREAD],
                                  DecodedOffsetT from_decoded_offset = 0) {}
  __device__ void RunLengthDecode(ItemT (&decoded_items)[DECODED_ITEMS_PER_THREAD],
                                  DecodedOffsetT from_decoded_offset = 0) {}
};
template <int BLOCK_DIM_X, int RADIX_BITS, bool IS_DESCENDING, bool MEMOIZE_OUTER_SCAN = false,
          BlockScanAlgorithm INNER_SCAN_ALGORITHM = BLOCK_SCAN_WARP_SCANS, int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1>
class BlockRadixRank {
public:
  struct TempStorage : detail::c2o_temp_storage {};
  __device__ BlockRadixRank(TempStorage &temp_storage) {}
  template <typename UnsignedBits, int KEYS_PER_THREAD, typename DigitExtractorT>
  __device__ void RankKeys(UnsignedBits (&keys)[KEYS_PER_THREAD], int (&ranks)[KEYS_PER_THREAD],
                           DigitExtractorT digit_extractor) {}
};

} // namespace cub

#endif /* C2O_CUDA_CUB_MORE_H */
