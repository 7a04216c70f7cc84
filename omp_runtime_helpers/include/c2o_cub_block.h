/* c2o_cub_block.h - CUB's BlockReduce, BlockScan and WarpReduce for the direct
 * form of block-level code (clang on a GPU: c2o_block_direct.h).
 *
 * A kernel using a CUB block or warp collective has no phase form; its direct
 * form runs one GPU thread per CUDA thread of a bare launch, where these
 * classes work as CUB's do: every thread of the block (of the logical warp,
 * for WarpReduce) calls the method, the TempStorage is the kernel's
 * `__shared__` variable (team memory), and the results are CUB's. Each
 * collective ends at a barrier, so the storage may be used again at once.
 * BlockReduce's result is the block's in every thread (CUB defines it in
 * thread 0 only); BlockScan's aggregate likewise. Supported: BlockReduce
 * Sum/Reduce (one item or an array per thread, num_valid), BlockScan
 * Inclusive/ExclusiveSum and Inclusive/ExclusiveScan (one item per thread,
 * with or without the block aggregate), WarpReduce Sum/Reduce (valid_items).
 * The other collectives (BlockLoad, BlockRadixSort, WarpScan, ...) leave their
 * kernel as CUDA (C2O1001). Included by c2o_cub.h. */
#ifndef C2O_CUB_BLOCK_H
#define C2O_CUB_BLOCK_H
#include "c2o_block.h"

namespace cub {
enum BlockReduceAlgorithm { BLOCK_REDUCE_RAKING_COMMUTATIVE_ONLY, BLOCK_REDUCE_RAKING, BLOCK_REDUCE_WARP_REDUCTIONS };
enum BlockScanAlgorithm { BLOCK_SCAN_RAKING, BLOCK_SCAN_RAKING_MEMOIZE, BLOCK_SCAN_WARP_SCANS };
} // namespace cub

#if C2O_HAS_BARE
#pragma omp declare target
namespace cub {
namespace c2o_direct {
/* A butterfly over the lanes of the caller's logical segment of `width`
 * lanes; lanes whose `valid` is false take no part. */
template <typename T, typename Op>
static inline T segment_reduce(T x, bool valid, Op op, unsigned width) {
  unsigned m = c2o_direct_activemask();
  for (unsigned o = 1; o < width; o *= 2) {
    T y = c2o_direct_shfl_xor_sync(m, x, (int)o, (int)width);
    int vy = c2o_direct_shfl_xor_sync(m, (int)valid, (int)o, (int)width);
    if (vy) {
      x = valid ? op(x, y) : y;
      valid = true;
    }
  }
  return x;
}
struct plus {
  template <typename T> T operator()(const T &a, const T &b) const { return a + b; }
};
} // namespace c2o_direct

template <typename T, int BLOCK_DIM_X, BlockReduceAlgorithm ALGORITHM = BLOCK_REDUCE_WARP_REDUCTIONS,
          int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockReduce {
  static constexpr int THREADS = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;
  static constexpr int WARPS = (THREADS + 31) / 32;

public:
  struct TempStorage {
    T warp[WARPS];
  };
  BlockReduce(TempStorage &temp_storage) : s(temp_storage) {}
  template <typename ReductionOp> T Reduce(T input, ReductionOp op, int num_valid) {
    const unsigned r = c2o_direct_rank();
    const int n = num_valid < THREADS ? num_valid : THREADS;
    T x = c2o_direct::segment_reduce(input, (int)r < n, op, 32u);
    if (r % 32 == 0 && (int)r < n) s.warp[r / 32] = x;
    ompx_sync_block_acq_rel();
    T total = s.warp[0];
    for (int w = 1; w < (n + 31) / 32; ++w) total = op(total, s.warp[w]);
    ompx_sync_block_acq_rel();
    return total;
  }
  template <typename ReductionOp> T Reduce(T input, ReductionOp op) { return Reduce(input, op, THREADS); }
  template <int ITEMS_PER_THREAD, typename ReductionOp> T Reduce(T (&inputs)[ITEMS_PER_THREAD], ReductionOp op) {
    T x = inputs[0];
    for (int i = 1; i < ITEMS_PER_THREAD; ++i) x = op(x, inputs[i]);
    return Reduce(x, op, THREADS);
  }
  T Sum(T input) { return Reduce(input, c2o_direct::plus(), THREADS); }
  T Sum(T input, int num_valid) { return Reduce(input, c2o_direct::plus(), num_valid); }
  template <int ITEMS_PER_THREAD> T Sum(T (&inputs)[ITEMS_PER_THREAD]) { return Reduce(inputs, c2o_direct::plus()); }

private:
  TempStorage &s;
};

template <typename T, int BLOCK_DIM_X, BlockScanAlgorithm ALGORITHM = BLOCK_SCAN_RAKING, int BLOCK_DIM_Y = 1,
          int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockScan {
  static constexpr int THREADS = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;
  static constexpr int WARPS = (THREADS + 31) / 32;

public:
  struct TempStorage {
    T warp[WARPS];
  };
  BlockScan(TempStorage &temp_storage) : s(temp_storage) {}

  /* inclusive: this thread's inclusive prefix; exclusive: the one before it
   * (has_exclusive false in thread 0); aggregate: the block's total. */
  template <typename ScanOp> void scan(T input, ScanOp op, T &inclusive, T &exclusive, bool &has_exclusive, T &aggregate) {
    const unsigned r = c2o_direct_rank(), lane = r % 32, w = r / 32, m = c2o_direct_activemask();
    T inc = input;
    for (unsigned o = 1; o < 32; o *= 2) {
      T u = c2o_direct_shfl_up_sync(m, inc, o);
      if (lane >= o) inc = op(u, inc);
    }
    if (lane == 31 || (int)r == THREADS - 1) s.warp[w] = inc;
    ompx_sync_block_acq_rel();
    T prefix = s.warp[0];
    for (unsigned i = 1; i < w; ++i) prefix = op(prefix, s.warp[i]);
    aggregate = s.warp[0];
    for (int i = 1; i < WARPS; ++i) aggregate = op(aggregate, s.warp[i]);
    T before = c2o_direct_shfl_up_sync(m, inc, 1u);
    if (lane == 0) {
      exclusive = prefix;
      has_exclusive = w > 0;
    } else {
      exclusive = w > 0 ? op(prefix, before) : before;
      has_exclusive = true;
    }
    inclusive = w > 0 ? op(prefix, inc) : inc;
    ompx_sync_block_acq_rel();
  }
  template <typename ScanOp> void InclusiveScan(T input, T &output, ScanOp op, T &block_aggregate) {
    T e;
    bool h;
    scan(input, op, output, e, h, block_aggregate);
  }
  template <typename ScanOp> void InclusiveScan(T input, T &output, ScanOp op) {
    T a;
    InclusiveScan(input, output, op, a);
  }
  template <typename ScanOp> void ExclusiveScan(T input, T &output, T initial_value, ScanOp op, T &block_aggregate) {
    T i, e;
    bool h;
    scan(input, op, i, e, h, block_aggregate);
    output = h ? op(initial_value, e) : initial_value;
  }
  template <typename ScanOp> void ExclusiveScan(T input, T &output, T initial_value, ScanOp op) {
    T a;
    ExclusiveScan(input, output, initial_value, op, a);
  }
  void InclusiveSum(T input, T &output, T &block_aggregate) { InclusiveScan(input, output, c2o_direct::plus(), block_aggregate); }
  void InclusiveSum(T input, T &output) { InclusiveScan(input, output, c2o_direct::plus()); }
  void ExclusiveSum(T input, T &output, T &block_aggregate) {
    T i, e;
    bool h;
    scan(input, c2o_direct::plus(), i, e, h, block_aggregate);
    output = h ? e : T(0);
  }
  void ExclusiveSum(T input, T &output) {
    T a;
    ExclusiveSum(input, output, a);
  }

private:
  TempStorage &s;
};

template <typename T, int LOGICAL_WARP_THREADS = 32, int LEGACY_PTX_ARCH = 0> class WarpReduce {
public:
  struct TempStorage {
    unsigned char unused;
  };
  WarpReduce(TempStorage &) {}
  template <typename ReductionOp> T Reduce(T input, ReductionOp op, int valid_items) {
    unsigned lane = c2o_direct_lane() % (unsigned)LOGICAL_WARP_THREADS;
    return c2o_direct::segment_reduce(input, (int)lane < valid_items, op, (unsigned)LOGICAL_WARP_THREADS);
  }
  template <typename ReductionOp> T Reduce(T input, ReductionOp op) { return Reduce(input, op, LOGICAL_WARP_THREADS); }
  T Sum(T input) { return Reduce(input, c2o_direct::plus(), LOGICAL_WARP_THREADS); }
  T Sum(T input, int valid_items) { return Reduce(input, c2o_direct::plus(), valid_items); }
};
} // namespace cub
#pragma omp end declare target
#endif /* C2O_HAS_BARE */

#endif /* C2O_CUB_BLOCK_H */
