/* c2o_cub_warp.h - CUB's warp-level collectives for the direct form:
 * WarpReduce, WarpScan, WarpExchange, WarpLoad, WarpStore.
 *
 * A logical warp is LOGICAL_WARP_THREADS (a power of two up to 32)
 * consecutive lanes of a 32-wide CUDA warp (c2o_block_direct.h: CUDA's
 * logical warps on every GPU); its lanes talk through the warp's shuffles,
 * or through the TempStorage and the warp's barrier (WarpExchange, and
 * WarpLoad/WarpStore's TRANSPOSE). Every lane of a logical warp calls the
 * method. Included by c2o_cub_block.h. */
#ifndef C2O_CUB_WARP_H
#define C2O_CUB_WARP_H

C2O_CUB_DEVICE_BEGIN
namespace cub {

template <typename T, int LOGICAL_WARP_THREADS = 32, int LEGACY_PTX_ARCH = 0> class WarpReduce {
  static_assert(LOGICAL_WARP_THREADS > 0 && LOGICAL_WARP_THREADS <= 32 &&
                    (LOGICAL_WARP_THREADS & (LOGICAL_WARP_THREADS - 1)) == 0,
                "LOGICAL_WARP_THREADS must be a power of two up to 32");
  static constexpr unsigned W = LOGICAL_WARP_THREADS;

  /* In lane order: lane l combines the lanes [l, end) of its segment. */
  template <typename Op> static T reduce_to(T x, Op &op, unsigned end, unsigned m) {
    const unsigned l = c2o_direct_lane() % W;
    for (unsigned o = 1; o < W; o *= 2) {
      T y = c2o_direct_shfl_down_sync(m, x, o, (int)W);
      if (l + o < end) x = op(x, y);
    }
    return x;
  }
  /* The end of the caller's segment: the next lane that starts one, or W. */
  static unsigned segment_end(bool head, unsigned m) {
    const unsigned l = c2o_direct_lane() % W, base = c2o_direct_lane() / W * W;
    unsigned b = (c2o_direct_ballot_sync(m, head) >> base) & (W >= 32 ? ~0u : (1u << W) - 1u);
    unsigned after = l + 1 < 32 ? b >> (l + 1) : 0u;
    return after ? l + 1 + (unsigned)__builtin_ctz(after) : W;
  }

public:
  struct TempStorage : c2o_direct::nothing {};
  WarpReduce(TempStorage &) {}
  template <typename ReductionOp> T Reduce(T input, ReductionOp op, int valid_items) {
    unsigned m = c2o_direct::warp_mask<LOGICAL_WARP_THREADS>();
    unsigned end = valid_items < 0 ? 0u : (unsigned)valid_items;
    return c2o_direct_shfl_sync(m, reduce_to(input, op, end, m), 0, (int)W);
  }
  template <typename ReductionOp> T Reduce(T input, ReductionOp op) { return Reduce(input, op, (int)W); }
  T Sum(T input) { return Reduce(input, c2o_direct::plus(), (int)W); }
  T Sum(T input, int valid_items) { return Reduce(input, c2o_direct::plus(), valid_items); }
  /* Segments start at the lanes whose flag is set (lane 0 always); each
   * segment's reduction goes to its first lane. */
  template <typename ReductionOp, typename FlagT> T HeadSegmentedReduce(T input, FlagT head_flag, ReductionOp op) {
    unsigned m = c2o_direct::warp_mask<LOGICAL_WARP_THREADS>();
    return reduce_to(input, op, segment_end(head_flag ? true : false, m), m);
  }
  /* Segments end at the lanes whose flag is set (lane W-1 always). */
  template <typename ReductionOp, typename FlagT> T TailSegmentedReduce(T input, FlagT tail_flag, ReductionOp op) {
    unsigned m = c2o_direct::warp_mask<LOGICAL_WARP_THREADS>();
    const unsigned l = c2o_direct_lane() % W;
    bool prev = c2o_direct_shfl_up_sync(m, tail_flag ? 1 : 0, 1u, (int)W) != 0;
    return reduce_to(input, op, segment_end(l == 0 || prev, m), m);
  }
  template <typename FlagT> T HeadSegmentedSum(T input, FlagT head_flag) {
    return HeadSegmentedReduce(input, head_flag, c2o_direct::plus());
  }
  template <typename FlagT> T TailSegmentedSum(T input, FlagT tail_flag) {
    return TailSegmentedReduce(input, tail_flag, c2o_direct::plus());
  }
};

template <typename T, int LOGICAL_WARP_THREADS = 32, int LEGACY_PTX_ARCH = 0> class WarpScan {
  static_assert(LOGICAL_WARP_THREADS > 0 && LOGICAL_WARP_THREADS <= 32 &&
                    (LOGICAL_WARP_THREADS & (LOGICAL_WARP_THREADS - 1)) == 0,
                "LOGICAL_WARP_THREADS must be a power of two up to 32");
  static constexpr unsigned W = LOGICAL_WARP_THREADS;

  /* inclusive, the one before it (not in lane 0), the warp's aggregate */
  template <typename Op> static void scan(T input, Op &op, T &inclusive, T &exclusive, T &aggregate) {
    const unsigned m = c2o_direct::warp_mask<LOGICAL_WARP_THREADS>(), l = c2o_direct_lane() % W;
    T inc = input;
    for (unsigned o = 1; o < W; o *= 2) {
      T u = c2o_direct_shfl_up_sync(m, inc, o, (int)W);
      if (l >= o) inc = op(u, inc);
    }
    exclusive = c2o_direct_shfl_up_sync(m, inc, 1u, (int)W);
    aggregate = c2o_direct_shfl_sync(m, inc, (int)W - 1, (int)W);
    inclusive = inc;
  }
  static bool first() { return c2o_direct_lane() % W == 0; }

public:
  struct TempStorage : c2o_direct::nothing {};
  WarpScan(TempStorage &) {}

  template <typename ScanOp> void Scan(T input, T &inclusive_output, T &exclusive_output, ScanOp scan_op) {
    T a;
    scan(input, scan_op, inclusive_output, exclusive_output, a);
  }
  template <typename ScanOp>
  void Scan(T input, T &inclusive_output, T &exclusive_output, T initial_value, ScanOp scan_op) {
    T i, e, a;
    scan(input, scan_op, i, e, a);
    exclusive_output = first() ? initial_value : scan_op(initial_value, e);
    inclusive_output = scan_op(initial_value, i);
  }
  template <typename ScanOp> void InclusiveScan(T input, T &inclusive_output, ScanOp scan_op, T &warp_aggregate) {
    T e;
    scan(input, scan_op, inclusive_output, e, warp_aggregate);
  }
  template <typename ScanOp> void InclusiveScan(T input, T &inclusive_output, ScanOp scan_op) {
    T a;
    InclusiveScan(input, inclusive_output, scan_op, a);
  }
  template <typename ScanOp>
  void InclusiveScan(T input, T &inclusive_output, T initial_value, ScanOp scan_op, T &warp_aggregate) {
    T i, e;
    scan(input, scan_op, i, e, warp_aggregate);
    inclusive_output = scan_op(initial_value, i);
  }
  template <typename ScanOp> void InclusiveScan(T input, T &inclusive_output, T initial_value, ScanOp scan_op) {
    T a;
    InclusiveScan(input, inclusive_output, initial_value, scan_op, a);
  }
  /* Without an initial value lane 0's output is undefined (CUB); here it is its input. */
  template <typename ScanOp> void ExclusiveScan(T input, T &exclusive_output, ScanOp scan_op, T &warp_aggregate) {
    T i, e;
    scan(input, scan_op, i, e, warp_aggregate);
    exclusive_output = first() ? input : e;
  }
  template <typename ScanOp> void ExclusiveScan(T input, T &exclusive_output, ScanOp scan_op) {
    T a;
    ExclusiveScan(input, exclusive_output, scan_op, a);
  }
  template <typename ScanOp>
  void ExclusiveScan(T input, T &exclusive_output, T initial_value, ScanOp scan_op, T &warp_aggregate) {
    T i, e;
    scan(input, scan_op, i, e, warp_aggregate);
    exclusive_output = first() ? initial_value : scan_op(initial_value, e);
  }
  template <typename ScanOp> void ExclusiveScan(T input, T &exclusive_output, T initial_value, ScanOp scan_op) {
    T a;
    ExclusiveScan(input, exclusive_output, initial_value, scan_op, a);
  }
  void InclusiveSum(T input, T &inclusive_output, T &warp_aggregate) {
    InclusiveScan(input, inclusive_output, c2o_direct::plus(), warp_aggregate);
  }
  void InclusiveSum(T input, T &inclusive_output) { InclusiveScan(input, inclusive_output, c2o_direct::plus()); }
  void ExclusiveSum(T input, T &exclusive_output, T &warp_aggregate) {
    T i, e;
    c2o_direct::plus op;
    scan(input, op, i, e, warp_aggregate);
    exclusive_output = first() ? T(0) : e;
  }
  void ExclusiveSum(T input, T &exclusive_output) {
    T a;
    ExclusiveSum(input, exclusive_output, a);
  }
  /* The value of lane src_lane of the logical warp. */
  T Broadcast(T input, unsigned int src_lane) {
    return c2o_direct_shfl_sync(c2o_direct::warp_mask<LOGICAL_WARP_THREADS>(), input, (int)src_lane, (int)W);
  }
};

/* Blocked and striped arrangements of a logical warp's W * ITEMS items:
 * lane l's item i is at l * ITEMS + i (blocked) or i * W + l (striped). The
 * TempStorage is the logical warp's own (an array of them, one per warp, as
 * with CUB). */
template <typename InputT, int ITEMS_PER_THREAD, int LOGICAL_WARP_THREADS = 32,
          WarpExchangeAlgorithm WARP_EXCHANGE_ALGORITHM = WARP_EXCHANGE_SMEM>
class WarpExchange {
  static constexpr int W = LOGICAL_WARP_THREADS, N = W * ITEMS_PER_THREAD;
  static int padded(int i) { return i + i / 32; }

public:
  struct TempStorage {
    c2o_direct::raw_array<InputT, N + N / 32> items;
  };
  explicit WarpExchange(TempStorage &temp_storage) : s(temp_storage) {}

  template <typename OutputT>
  void BlockedToStriped(const InputT (&input_items)[ITEMS_PER_THREAD], OutputT (&output_items)[ITEMS_PER_THREAD]) {
    const int l = (int)(c2o_direct_lane() % W);
    move([&](int i) { return l * ITEMS_PER_THREAD + i; }, [&](int i) { return i * W + l; }, input_items, output_items);
  }
  template <typename OutputT>
  void StripedToBlocked(const InputT (&input_items)[ITEMS_PER_THREAD], OutputT (&output_items)[ITEMS_PER_THREAD]) {
    const int l = (int)(c2o_direct_lane() % W);
    move([&](int i) { return i * W + l; }, [&](int i) { return l * ITEMS_PER_THREAD + i; }, input_items, output_items);
  }
  /* Each item goes to striped position ranks[i] of the warp. */
  template <typename OutputT, typename OffsetT>
  void ScatterToStriped(const InputT (&input_items)[ITEMS_PER_THREAD], OutputT (&output_items)[ITEMS_PER_THREAD],
                        OffsetT (&ranks)[ITEMS_PER_THREAD]) {
    const int l = (int)(c2o_direct_lane() % W);
    move([&](int i) { return (int)ranks[i]; }, [&](int i) { return i * W + l; }, input_items, output_items);
  }
  template <typename OffsetT> void ScatterToStriped(InputT (&items)[ITEMS_PER_THREAD], OffsetT (&ranks)[ITEMS_PER_THREAD]) {
    ScatterToStriped(items, items, ranks);
  }

private:
  template <typename From, typename To, typename OutputT>
  void move(From from, To to, const InputT (&in)[ITEMS_PER_THREAD], OutputT (&out)[ITEMS_PER_THREAD]) {
    const unsigned m = c2o_direct::warp_mask<LOGICAL_WARP_THREADS>();
    for (int i = 0; i < ITEMS_PER_THREAD; ++i) s.items[padded(from(i))] = in[i];
    c2o_direct_syncwarp(m);
    for (int i = 0; i < ITEMS_PER_THREAD; ++i) out[i] = s.items[padded(to(i))];
    c2o_direct_syncwarp(m);
  }
  TempStorage &s;
};

/* A logical warp's items from (to) the warp's base iterator: DIRECT and
 * VECTORIZE blocked, STRIPED striped, TRANSPOSE striped accesses exchanged
 * into (out of) a blocked arrangement. */
template <typename InputT, int ITEMS_PER_THREAD, WarpLoadAlgorithm ALGORITHM = WARP_LOAD_DIRECT,
          int LOGICAL_WARP_THREADS = 32, int LEGACY_PTX_ARCH = 0>
class WarpLoad {
  static constexpr int W = LOGICAL_WARP_THREADS;
  using Exchange = WarpExchange<InputT, ITEMS_PER_THREAD, LOGICAL_WARP_THREADS>;

public:
  struct TempStorage {
    typename Exchange::TempStorage exchange;
  };
  WarpLoad() : s(&c2o_direct::private_storage<TempStorage>()) {}
  explicit WarpLoad(TempStorage &temp_storage) : s(&temp_storage) {}
  template <typename InputIteratorT> void Load(InputIteratorT block_itr, InputT (&items)[ITEMS_PER_THREAD]) {
    Load(block_itr, items, c2o_direct::all_items);
  }
  template <typename InputIteratorT>
  void Load(InputIteratorT block_itr, InputT (&items)[ITEMS_PER_THREAD], int valid_items) {
    const int l = (int)(c2o_direct_lane() % W);
    if (ALGORITHM == WARP_LOAD_STRIPED || ALGORITHM == WARP_LOAD_TRANSPOSE) {
      c2o_direct::each_striped<W, ITEMS_PER_THREAD>(l, valid_items, [&](int i, int at) { items[i] = block_itr[at]; });
      if (ALGORITHM == WARP_LOAD_TRANSPOSE) Exchange(s->exchange).StripedToBlocked(items, items);
    } else {
      c2o_direct::each_blocked<ITEMS_PER_THREAD>(l, valid_items, [&](int i, int at) { items[i] = block_itr[at]; });
    }
  }
  template <typename InputIteratorT, typename DefaultT>
  void Load(InputIteratorT block_itr, InputT (&items)[ITEMS_PER_THREAD], int valid_items, DefaultT oob_default) {
    for (int i = 0; i < ITEMS_PER_THREAD; ++i) items[i] = oob_default;
    Load(block_itr, items, valid_items);
  }

private:
  TempStorage *s;
};

template <typename T, int ITEMS_PER_THREAD, WarpStoreAlgorithm ALGORITHM = WARP_STORE_DIRECT,
          int LOGICAL_WARP_THREADS = 32, int LEGACY_PTX_ARCH = 0>
class WarpStore {
  static constexpr int W = LOGICAL_WARP_THREADS;
  using Exchange = WarpExchange<T, ITEMS_PER_THREAD, LOGICAL_WARP_THREADS>;

public:
  struct TempStorage {
    typename Exchange::TempStorage exchange;
  };
  WarpStore() : s(&c2o_direct::private_storage<TempStorage>()) {}
  explicit WarpStore(TempStorage &temp_storage) : s(&temp_storage) {}
  template <typename OutputIteratorT> void Store(OutputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD]) {
    Store(block_itr, items, c2o_direct::all_items);
  }
  template <typename OutputIteratorT> void Store(OutputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD], int valid_items) {
    const int l = (int)(c2o_direct_lane() % W);
    if (ALGORITHM == WARP_STORE_STRIPED) {
      c2o_direct::each_striped<W, ITEMS_PER_THREAD>(l, valid_items, [&](int i, int at) { block_itr[at] = items[i]; });
    } else if (ALGORITHM == WARP_STORE_TRANSPOSE) {
      T striped[ITEMS_PER_THREAD];
      Exchange(s->exchange).BlockedToStriped(items, striped);
      c2o_direct::each_striped<W, ITEMS_PER_THREAD>(l, valid_items, [&](int i, int at) { block_itr[at] = striped[i]; });
    } else {
      c2o_direct::each_blocked<ITEMS_PER_THREAD>(l, valid_items, [&](int i, int at) { block_itr[at] = items[i]; });
    }
  }

private:
  TempStorage *s;
};
} // namespace cub
C2O_CUB_DEVICE_END

#endif /* C2O_CUB_WARP_H */
