/* c2o_cub_block_scan.h - CUB's BlockReduce and BlockScan for the direct form.
 *
 * Both work in rank order (thread r = x + y * BLOCK_DIM_X + z * BLOCK_DIM_X *
 * BLOCK_DIM_Y), so operators need only be associative: each 32-wide warp
 * combines its lanes with shuffles, writes its total to the TempStorage, and
 * after a barrier every thread combines the totals of the warps before its
 * own (and of all warps, for the block's aggregate): one barrier, as CUB's
 * WARP_REDUCTIONS and WARP_SCANS (two with a prefix callback), none at the
 * end. Included by c2o_cub_block.h. */
#ifndef C2O_CUB_BLOCK_SCAN_H
#define C2O_CUB_BLOCK_SCAN_H

C2O_CUB_DEVICE_BEGIN
namespace cub {

template <typename T, int BLOCK_DIM_X, BlockReduceAlgorithm ALGORITHM = BLOCK_REDUCE_WARP_REDUCTIONS,
          int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockReduce {
  static constexpr int THREADS = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;
  static constexpr int WARPS = (THREADS + 31) / 32;

public:
  struct TempStorage {
    c2o_direct::raw_array<T, WARPS> warp;
  };
  BlockReduce() : s(c2o_direct::private_storage<TempStorage>()) {}
  BlockReduce(TempStorage &temp_storage) : s(temp_storage) {}

  /* The reduction of the first num_valid threads' inputs, in every thread.
   * One barrier, as CUB's WARP_REDUCTIONS: each warp reduces its lanes in
   * rank order with shuffles (32-bit integer sums: one redux.sync on
   * NVIDIA, the same wrapping sum), lane 0 writes the warp's total, and
   * after the barrier every thread combines the totals. No barrier at the
   * end: as with CUB, the storage is used again after a __syncthreads(). */
  template <typename ReductionOp> T Reduce(T input, ReductionOp op, int num_valid) {
    const unsigned r = c2o_direct::tid(), lane = r % 32, w = r / 32;
    const int n = num_valid < THREADS ? num_valid : THREADS;
    T x = input;
    if (!c2o_direct::warp_sum_int(x, op, (int)r < n)) {
      const unsigned m = c2o_direct::block_warp_mask();
      if (THREADS % 32 == 0 && n == THREADS) { /* whole warps: only the lanes past 31 drop out */
        for (unsigned o = 1; o < 32; o *= 2) {
          T y = c2o_direct_shfl_down_sync(m, x, o);
          if (lane + o < 32) x = op(x, y);
        }
      } else {
        for (unsigned o = 1; o < 32; o *= 2) {
          T y = c2o_direct_shfl_down_sync(m, x, o);
          if ((int)(r + o) < n && lane + o < 32) x = op(x, y);
        }
      }
    }
    if (lane == 0 && (int)r < n) s.warp[w] = x;
    c2o_direct::sync();
    T total = s.warp[0];
    const int used = n == THREADS ? WARPS : (n + 31) / 32;
    for (int i = 1; i < used; ++i) total = op(total, s.warp[i]);
    c2o_direct::end_sync();
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
  using plus = c2o_direct::plus;

public:
  struct TempStorage {
    c2o_direct::raw_array<T, WARPS + 1> warp; /* the warps' totals, then the callback's prefix */
  };
  BlockScan() : s(c2o_direct::private_storage<TempStorage>()) {}
  BlockScan(TempStorage &temp_storage) : s(temp_storage) {}

private:
  /* The scan of the threads' values: this thread's inclusive prefix, the
   * one before it (has_exclusive false in thread 0) and the block's total. */
  template <typename ScanOp> void scan(T input, ScanOp &op, T &inclusive, T &exclusive, bool &has_exclusive, T &aggregate) {
    const unsigned r = c2o_direct::tid(), lane = r % 32, w = r / 32, m = c2o_direct::block_warp_mask();
    T inc = input;
    for (unsigned o = 1; o < 32; o *= 2) {
      T u = c2o_direct_shfl_up_sync(m, inc, o);
      if (lane >= o) inc = op(u, inc);
    }
    if (lane == 31 || (int)r == THREADS - 1) s.warp[w] = inc;
    c2o_direct::sync();
    /* one pass over the warps' totals (CUB's ApplyWarpAggregates): the
     * prefix of the warps before this one, and the block's total */
    T prefix = s.warp[0], total = s.warp[0];
    for (int i = 1; i < WARPS; ++i) {
      if (i == (int)w) prefix = total;
      total = op(total, s.warp[i]);
    }
    aggregate = total;
    T before = c2o_direct_shfl_up_sync(m, inc, 1u);
    if (lane == 0) {
      exclusive = prefix;
      has_exclusive = w > 0;
    } else {
      exclusive = w > 0 ? op(prefix, before) : before;
      has_exclusive = true;
    }
    inclusive = w > 0 ? op(prefix, inc) : inc;
    c2o_direct::end_sync(); /* (CUB's WARP_SCANS has no barrier here either) */
  }
  /* The prefix that warp 0's callback returns in lane 0, in every thread. */
  template <typename CallbackOp> T callback_prefix(CallbackOp &callback, T aggregate) {
    if (c2o_direct::tid() < 32) {
      T p = callback(aggregate);
      if (c2o_direct::tid() == 0) s.warp[WARPS] = p;
    }
    c2o_direct::sync();
    T p = s.warp[WARPS];
    c2o_direct::end_sync();
    return p;
  }
  template <int N, typename ScanOp> static T thread_reduce(T (&in)[N], ScanOp &op) {
    T x = in[0];
    for (int i = 1; i < N; ++i) x = op(x, in[i]);
    return x;
  }
  /* out = the inclusive scan of in, seeded with prefix when has_prefix. */
  template <int N, typename ScanOp>
  static void thread_inclusive(T (&in)[N], T (&out)[N], ScanOp &op, T prefix, bool has_prefix) {
    T run = has_prefix ? op(prefix, in[0]) : in[0];
    for (int i = 1; i < N; ++i) {
      T next = op(run, in[i]);
      out[i - 1] = run;
      run = next;
    }
    out[N - 1] = run;
  }
  /* out = the exclusive scan of in seeded with prefix (out[0] = prefix). */
  template <int N, typename ScanOp> static void thread_exclusive(T (&in)[N], T (&out)[N], ScanOp &op, T prefix) {
    T run = prefix;
    for (int i = 0; i < N; ++i) {
      T next = op(run, in[i]);
      out[i] = run;
      run = next;
    }
  }
  /* Without a prefix the first item's output is undefined (CUB); here its input. */
  template <int N, typename ScanOp>
  static void thread_exclusive(T (&in)[N], T (&out)[N], ScanOp &op, T prefix, bool has_prefix) {
    if (has_prefix) return thread_exclusive(in, out, op, prefix);
    T run = in[0];
    for (int i = 1; i < N; ++i) {
      T next = op(run, in[i]);
      out[i] = run;
      run = next;
    }
    out[0] = in[0];
  }

public:
  /* ---- one item per thread ------------------------------------------------ */
  template <typename ScanOp> void InclusiveScan(T input, T &output, ScanOp scan_op, T &block_aggregate) {
    T e;
    bool h;
    scan(input, scan_op, output, e, h, block_aggregate);
  }
  template <typename ScanOp> void InclusiveScan(T input, T &output, ScanOp scan_op) {
    T a;
    InclusiveScan(input, output, scan_op, a);
  }
  template <typename ScanOp, typename BlockPrefixCallbackOp>
  void InclusiveScan(T input, T &output, ScanOp scan_op, BlockPrefixCallbackOp &block_prefix_callback_op) {
    T i, e, a;
    bool h;
    scan(input, scan_op, i, e, h, a);
    output = scan_op(callback_prefix(block_prefix_callback_op, a), i);
  }
  template <typename ScanOp> void ExclusiveScan(T input, T &output, T initial_value, ScanOp scan_op, T &block_aggregate) {
    T i, e;
    bool h;
    scan(input, scan_op, i, e, h, block_aggregate);
    output = h ? scan_op(initial_value, e) : initial_value;
  }
  template <typename ScanOp> void ExclusiveScan(T input, T &output, T initial_value, ScanOp scan_op) {
    T a;
    ExclusiveScan(input, output, initial_value, scan_op, a);
  }
  template <typename ScanOp, typename BlockPrefixCallbackOp>
  void ExclusiveScan(T input, T &output, ScanOp scan_op, BlockPrefixCallbackOp &block_prefix_callback_op) {
    T i, e, a;
    bool h;
    scan(input, scan_op, i, e, h, a);
    T p = callback_prefix(block_prefix_callback_op, a);
    output = h ? scan_op(p, e) : p;
  }
  /* Without an initial value thread 0's output is undefined (CUB); here its input. */
  template <typename ScanOp> void ExclusiveScan(T input, T &output, ScanOp scan_op, T &block_aggregate) {
    T i, e;
    bool h;
    scan(input, scan_op, i, e, h, block_aggregate);
    output = h ? e : input;
  }
  template <typename ScanOp> void ExclusiveScan(T input, T &output, ScanOp scan_op) {
    T a;
    ExclusiveScan(input, output, scan_op, a);
  }
  void InclusiveSum(T input, T &output, T &block_aggregate) { InclusiveScan(input, output, plus(), block_aggregate); }
  void InclusiveSum(T input, T &output) { InclusiveScan(input, output, plus()); }
  template <typename BlockPrefixCallbackOp>
  void InclusiveSum(T input, T &output, BlockPrefixCallbackOp &block_prefix_callback_op) {
    InclusiveScan(input, output, plus(), block_prefix_callback_op);
  }
  void ExclusiveSum(T input, T &output, T &block_aggregate) {
    T i, e;
    bool h;
    plus op;
    scan(input, op, i, e, h, block_aggregate);
    output = h ? e : T(0);
  }
  void ExclusiveSum(T input, T &output) {
    T a;
    ExclusiveSum(input, output, a);
  }
  template <typename BlockPrefixCallbackOp>
  void ExclusiveSum(T input, T &output, BlockPrefixCallbackOp &block_prefix_callback_op) {
    ExclusiveScan(input, output, plus(), block_prefix_callback_op);
  }

  /* ---- ITEMS_PER_THREAD items per thread (a blocked arrangement) ------------ */
  template <int ITEMS_PER_THREAD, typename ScanOp>
  void InclusiveScan(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD], ScanOp scan_op, T &block_aggregate) {
    T p;
    ExclusiveScan(thread_reduce(input, scan_op), p, scan_op, block_aggregate);
    thread_inclusive(input, output, scan_op, p, c2o_direct::tid() > 0);
  }
  template <int ITEMS_PER_THREAD, typename ScanOp>
  void InclusiveScan(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD], ScanOp scan_op) {
    T a;
    InclusiveScan(input, output, scan_op, a);
  }
  template <int ITEMS_PER_THREAD, typename ScanOp>
  void InclusiveScan(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD], T initial_value, ScanOp scan_op,
                     T &block_aggregate) {
    T p;
    ExclusiveScan(thread_reduce(input, scan_op), p, initial_value, scan_op, block_aggregate);
    thread_inclusive(input, output, scan_op, p, true);
  }
  template <int ITEMS_PER_THREAD, typename ScanOp>
  void InclusiveScan(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD], T initial_value, ScanOp scan_op) {
    T a;
    InclusiveScan(input, output, initial_value, scan_op, a);
  }
  template <int ITEMS_PER_THREAD, typename ScanOp, typename BlockPrefixCallbackOp>
  void InclusiveScan(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD], ScanOp scan_op,
                     BlockPrefixCallbackOp &block_prefix_callback_op) {
    T p;
    ExclusiveScan(thread_reduce(input, scan_op), p, scan_op, block_prefix_callback_op);
    thread_inclusive(input, output, scan_op, p, true);
  }
  template <int ITEMS_PER_THREAD, typename ScanOp>
  void ExclusiveScan(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD], T initial_value, ScanOp scan_op,
                     T &block_aggregate) {
    T p;
    ExclusiveScan(thread_reduce(input, scan_op), p, initial_value, scan_op, block_aggregate);
    thread_exclusive(input, output, scan_op, p);
  }
  template <int ITEMS_PER_THREAD, typename ScanOp>
  void ExclusiveScan(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD], T initial_value, ScanOp scan_op) {
    T a;
    ExclusiveScan(input, output, initial_value, scan_op, a);
  }
  template <int ITEMS_PER_THREAD, typename ScanOp, typename BlockPrefixCallbackOp>
  void ExclusiveScan(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD], ScanOp scan_op,
                     BlockPrefixCallbackOp &block_prefix_callback_op) {
    T p;
    ExclusiveScan(thread_reduce(input, scan_op), p, scan_op, block_prefix_callback_op);
    thread_exclusive(input, output, scan_op, p);
  }
  template <int ITEMS_PER_THREAD, typename ScanOp>
  void ExclusiveScan(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD], ScanOp scan_op, T &block_aggregate) {
    T p;
    ExclusiveScan(thread_reduce(input, scan_op), p, scan_op, block_aggregate);
    thread_exclusive(input, output, scan_op, p, c2o_direct::tid() > 0);
  }
  template <int ITEMS_PER_THREAD, typename ScanOp>
  void ExclusiveScan(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD], ScanOp scan_op) {
    T a;
    ExclusiveScan(input, output, scan_op, a);
  }
  template <int ITEMS_PER_THREAD>
  void InclusiveSum(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD], T &block_aggregate) {
    InclusiveScan(input, output, plus(), block_aggregate);
  }
  template <int ITEMS_PER_THREAD> void InclusiveSum(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD]) {
    InclusiveScan(input, output, plus());
  }
  template <int ITEMS_PER_THREAD, typename BlockPrefixCallbackOp>
  void InclusiveSum(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD],
                    BlockPrefixCallbackOp &block_prefix_callback_op) {
    InclusiveScan(input, output, plus(), block_prefix_callback_op);
  }
  template <int ITEMS_PER_THREAD>
  void ExclusiveSum(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD], T &block_aggregate) {
    ExclusiveScan(input, output, T(0), plus(), block_aggregate);
  }
  template <int ITEMS_PER_THREAD> void ExclusiveSum(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD]) {
    ExclusiveScan(input, output, T(0), plus());
  }
  template <int ITEMS_PER_THREAD, typename BlockPrefixCallbackOp>
  void ExclusiveSum(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD],
                    BlockPrefixCallbackOp &block_prefix_callback_op) {
    ExclusiveScan(input, output, plus(), block_prefix_callback_op);
  }

private:
  TempStorage &s;
};
} // namespace cub
C2O_CUB_DEVICE_END

#endif /* C2O_CUB_BLOCK_SCAN_H */
