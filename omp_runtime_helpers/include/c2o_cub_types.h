/* c2o_cub_types.h - CUB's version macros, NullType, KeyValuePair's members
 * and the enumerations of its block- and warp-level algorithms, with CUB's
 * values: the one definition that the
 * helpers (c2o_cub.h, c2o_cub_block.h) and the translator's bundled parse
 * header (cuda_include/cub/detail/c2o_cub_decls.h, as
 * ../../../helpers/c2o_cub_types.h) both include. C++. */
#ifndef C2O_CUB_TYPES_H
#define C2O_CUB_TYPES_H

#define CUB_VERSION 200000
#define CUB_MAJOR_VERSION 2
#define CUB_MINOR_VERSION 0
#define CUB_PTX_ARCH 0
#define CUB_NAMESPACE_BEGIN namespace cub {
#define CUB_NAMESPACE_END }
#define CUB_STDERR

namespace cub {
struct NullType {};
/* KeyValuePair<Key, Value>'s member types and fields, in each tree's class
 * (the constructors are each tree's). */
#define C2O_CUB_KEY_VALUE_PAIR_MEMBERS(Key, Value)                                                    \
  typedef Key KeyT;                                                                                   \
  typedef Value ValueT;                                                                               \
  Key key;                                                                                            \
  Value value;

enum BlockReduceAlgorithm { BLOCK_REDUCE_RAKING_COMMUTATIVE_ONLY, BLOCK_REDUCE_RAKING, BLOCK_REDUCE_WARP_REDUCTIONS };
enum BlockScanAlgorithm { BLOCK_SCAN_RAKING, BLOCK_SCAN_RAKING_MEMOIZE, BLOCK_SCAN_WARP_SCANS };
enum BlockLoadAlgorithm {
  BLOCK_LOAD_DIRECT,
  BLOCK_LOAD_STRIPED,
  BLOCK_LOAD_VECTORIZE,
  BLOCK_LOAD_TRANSPOSE,
  BLOCK_LOAD_WARP_TRANSPOSE,
  BLOCK_LOAD_WARP_TRANSPOSE_TIMESLICED
};
enum BlockStoreAlgorithm {
  BLOCK_STORE_DIRECT,
  BLOCK_STORE_STRIPED,
  BLOCK_STORE_VECTORIZE,
  BLOCK_STORE_TRANSPOSE,
  BLOCK_STORE_WARP_TRANSPOSE,
  BLOCK_STORE_WARP_TRANSPOSE_TIMESLICED
};
enum BlockHistogramAlgorithm { BLOCK_HISTO_SORT, BLOCK_HISTO_ATOMIC };
enum WarpLoadAlgorithm { WARP_LOAD_DIRECT, WARP_LOAD_STRIPED, WARP_LOAD_VECTORIZE, WARP_LOAD_TRANSPOSE };
enum WarpStoreAlgorithm { WARP_STORE_DIRECT, WARP_STORE_STRIPED, WARP_STORE_VECTORIZE, WARP_STORE_TRANSPOSE };
enum WarpExchangeAlgorithm { WARP_EXCHANGE_SMEM, WARP_EXCHANGE_SHUFFLE };
} // namespace cub

#endif /* C2O_CUB_TYPES_H */
