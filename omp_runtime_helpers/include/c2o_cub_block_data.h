/* c2o_cub_block_data.h - CUB's BlockExchange, BlockLoad and BlockStore for
 * the direct form.
 *
 * BlockExchange rearranges the block's THREADS * ITEMS_PER_THREAD items
 * through the TempStorage: every thread writes its items at their places in
 * the source arrangement, a barrier, every thread reads its items of the
 * destination arrangement, no barrier at the end, as in CUB (arrangements:
 * c2o_cub_thread.h; the warp-striped ones use warps of 32 threads, the last
 * one possibly shorter, and exchange within the warp, past the warp's
 * barrier only, as CUB's WARP_TRANSPOSE does). BlockLoad and BlockStore are
 * the per-thread loads and stores of c2o_cub_thread.h, the TRANSPOSE
 * algorithms striped (WARP_TRANSPOSE warp-striped) accesses exchanged into
 * (out of) a blocked arrangement; as in CUB, BLOCK_LOAD_STRIPED gives
 * (BLOCK_STORE_STRIPED takes) a striped arrangement, every other algorithm a
 * blocked one. Included by c2o_cub_block.h. */
#ifndef C2O_CUB_BLOCK_DATA_H
#define C2O_CUB_BLOCK_DATA_H

C2O_CUB_DEVICE_BEGIN
namespace cub {

template <typename InputT, int BLOCK_DIM_X, int ITEMS_PER_THREAD, bool WARP_TIME_SLICING = false, int BLOCK_DIM_Y = 1,
          int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockExchange {
  static constexpr int THREADS = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z, N = THREADS * ITEMS_PER_THREAD;
  /* one unused slot every 32: threads reading a column meet fewer bank conflicts */
  static int padded(int i) { return (int)((unsigned)i + (unsigned)i / 32u); }
  /* the lanes of the caller's warp (the last one may be shorter) */
  static unsigned warp_lanes() {
    const int w = (int)c2o_direct::tid() / 32;
    const int n = THREADS % 32 == 0 || THREADS - w * 32 >= 32 ? 32 : THREADS - w * 32;
    return n >= 32 ? 0xffffffffu : (1u << n) - 1u;
  }
  static int blocked(int i) { return (int)c2o_direct::tid() * ITEMS_PER_THREAD + i; }
  static int striped(int i) { return i * THREADS + (int)c2o_direct::tid(); }
  static int warp_striped(int i) {
    const int t = (int)c2o_direct::tid(), w = t / 32;
    const int lanes = THREADS % 32 == 0 || THREADS - w * 32 >= 32 ? 32 : THREADS - w * 32;
    return w * 32 * ITEMS_PER_THREAD + i * lanes + t % 32;
  }

public:
  struct TempStorage {
    c2o_direct::raw_array<InputT, N + N / 32> items;
  };
  BlockExchange() : s(c2o_direct::private_storage<TempStorage>()) {}
  BlockExchange(TempStorage &temp_storage) : s(temp_storage) {}

  template <typename OutputT>
  void StripedToBlocked(const InputT (&input_items)[ITEMS_PER_THREAD], OutputT (&output_items)[ITEMS_PER_THREAD]) {
    move(striped, blocked, input_items, output_items);
  }
  template <typename OutputT>
  void BlockedToStriped(const InputT (&input_items)[ITEMS_PER_THREAD], OutputT (&output_items)[ITEMS_PER_THREAD]) {
    move(blocked, striped, input_items, output_items);
  }
  template <typename OutputT>
  void WarpStripedToBlocked(const InputT (&input_items)[ITEMS_PER_THREAD], OutputT (&output_items)[ITEMS_PER_THREAD]) {
    move<true>(warp_striped, blocked, input_items, output_items);
  }
  template <typename OutputT>
  void BlockedToWarpStriped(const InputT (&input_items)[ITEMS_PER_THREAD], OutputT (&output_items)[ITEMS_PER_THREAD]) {
    move<true>(blocked, warp_striped, input_items, output_items);
  }
  /* Item i goes to position ranks[i] of the block; threads read blocked (striped). */
  template <typename OutputT, typename OffsetT>
  void ScatterToBlocked(const InputT (&input_items)[ITEMS_PER_THREAD], OutputT (&output_items)[ITEMS_PER_THREAD],
                        OffsetT (&ranks)[ITEMS_PER_THREAD]) {
    scatter(input_items, output_items, ranks, [](int) { return true; }, blocked);
  }
  template <typename OutputT, typename OffsetT>
  void ScatterToStriped(const InputT (&input_items)[ITEMS_PER_THREAD], OutputT (&output_items)[ITEMS_PER_THREAD],
                        OffsetT (&ranks)[ITEMS_PER_THREAD]) {
    scatter(input_items, output_items, ranks, [](int) { return true; }, striped);
  }
  /* Items whose rank is negative are not written. */
  template <typename OutputT, typename OffsetT>
  void ScatterToStripedGuarded(const InputT (&input_items)[ITEMS_PER_THREAD], OutputT (&output_items)[ITEMS_PER_THREAD],
                               OffsetT (&ranks)[ITEMS_PER_THREAD]) {
    scatter(input_items, output_items, ranks, [&](int i) { return ranks[i] >= 0; }, striped);
  }
  /* Items whose flag is clear are not written. */
  template <typename OutputT, typename OffsetT, typename ValidFlag>
  void ScatterToStripedFlagged(const InputT (&input_items)[ITEMS_PER_THREAD], OutputT (&output_items)[ITEMS_PER_THREAD],
                               OffsetT (&ranks)[ITEMS_PER_THREAD], ValidFlag (&is_valid)[ITEMS_PER_THREAD]) {
    scatter(input_items, output_items, ranks, [&](int i) { return is_valid[i] ? true : false; }, striped);
  }
  void StripedToBlocked(InputT (&items)[ITEMS_PER_THREAD]) { StripedToBlocked(items, items); }
  void BlockedToStriped(InputT (&items)[ITEMS_PER_THREAD]) { BlockedToStriped(items, items); }
  void WarpStripedToBlocked(InputT (&items)[ITEMS_PER_THREAD]) { WarpStripedToBlocked(items, items); }
  void BlockedToWarpStriped(InputT (&items)[ITEMS_PER_THREAD]) { BlockedToWarpStriped(items, items); }
  template <typename OffsetT> void ScatterToBlocked(InputT (&items)[ITEMS_PER_THREAD], OffsetT (&ranks)[ITEMS_PER_THREAD]) {
    ScatterToBlocked(items, items, ranks);
  }
  template <typename OffsetT> void ScatterToStriped(InputT (&items)[ITEMS_PER_THREAD], OffsetT (&ranks)[ITEMS_PER_THREAD]) {
    ScatterToStriped(items, items, ranks);
  }
  template <typename OffsetT>
  void ScatterToStripedGuarded(InputT (&items)[ITEMS_PER_THREAD], OffsetT (&ranks)[ITEMS_PER_THREAD]) {
    ScatterToStripedGuarded(items, items, ranks);
  }
  template <typename OffsetT, typename ValidFlag>
  void ScatterToStripedFlagged(InputT (&items)[ITEMS_PER_THREAD], OffsetT (&ranks)[ITEMS_PER_THREAD],
                               ValidFlag (&is_valid)[ITEMS_PER_THREAD]) {
    ScatterToStripedFlagged(items, items, ranks, is_valid);
  }

private:
  /* One barrier between the writes and the reads: the block's, or only the
   * warp's where each warp's items stay in its own part of the storage
   * (warp-striped <-> blocked, as in CUB). No barrier at the end: as with
   * CUB, the storage is used again after a __syncthreads(). */
  template <bool WARP = false, typename From, typename To, typename OutputT>
  void move(From from, To to, const InputT (&in)[ITEMS_PER_THREAD], OutputT (&out)[ITEMS_PER_THREAD]) {
    for (int i = 0; i < ITEMS_PER_THREAD; ++i) s.items[padded(from(i))] = in[i];
    if (WARP) c2o_direct_syncwarp(warp_lanes());
    else c2o_direct::sync();
    for (int i = 0; i < ITEMS_PER_THREAD; ++i) out[i] = s.items[padded(to(i))];
    c2o_direct::end_sync();
  }
  template <typename OutputT, typename OffsetT, typename Valid, typename To>
  void scatter(const InputT (&in)[ITEMS_PER_THREAD], OutputT (&out)[ITEMS_PER_THREAD], OffsetT (&ranks)[ITEMS_PER_THREAD],
               Valid valid, To to) {
    for (int i = 0; i < ITEMS_PER_THREAD; ++i)
      if (valid(i)) s.items[padded((int)ranks[i])] = in[i];
    c2o_direct::sync();
    for (int i = 0; i < ITEMS_PER_THREAD; ++i) out[i] = s.items[padded(to(i))];
    c2o_direct::end_sync();
  }
  TempStorage &s;
};

template <typename T, int BLOCK_DIM_X, int ITEMS_PER_THREAD, BlockLoadAlgorithm ALGORITHM = BLOCK_LOAD_DIRECT,
          int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockLoad {
  static constexpr int THREADS = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;
  static constexpr bool TRANSPOSE = ALGORITHM == BLOCK_LOAD_TRANSPOSE || ALGORITHM == BLOCK_LOAD_WARP_TRANSPOSE ||
                                    ALGORITHM == BLOCK_LOAD_WARP_TRANSPOSE_TIMESLICED;
  using Exchange = BlockExchange<T, BLOCK_DIM_X, ITEMS_PER_THREAD, false, BLOCK_DIM_Y, BLOCK_DIM_Z>;
  struct Direct {
    unsigned char unused;
  };

public:
  struct TempStorage {
    typename std::conditional<TRANSPOSE, typename Exchange::TempStorage, Direct>::type storage;
  };
  BlockLoad() : s(c2o_direct::private_storage<TempStorage>()) {}
  BlockLoad(TempStorage &temp_storage) : s(temp_storage) {}

  template <typename InputIteratorT> void Load(InputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD]) {
    load(block_itr, items, c2o_direct::all_items);
  }
  template <typename InputIteratorT> void Load(InputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD], int valid_items) {
    load(block_itr, items, valid_items);
  }
  template <typename InputIteratorT, typename DefaultT>
  void Load(InputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD], int valid_items, DefaultT oob_default) {
    for (int i = 0; i < ITEMS_PER_THREAD; ++i) items[i] = oob_default;
    load(block_itr, items, valid_items);
  }

private:
  template <typename It> void load(It it, T (&items)[ITEMS_PER_THREAD], int end) {
    const int t = (int)c2o_direct::tid();
    auto get = [&](int i, int at) { items[i] = it[at]; };
    if (ALGORITHM == BLOCK_LOAD_STRIPED || ALGORITHM == BLOCK_LOAD_TRANSPOSE)
      c2o_direct::each_striped<THREADS, ITEMS_PER_THREAD>(t, end, get);
    else if (ALGORITHM == BLOCK_LOAD_WARP_TRANSPOSE || ALGORITHM == BLOCK_LOAD_WARP_TRANSPOSE_TIMESLICED)
      warp_striped(t, end, get);
    else
      c2o_direct::each_blocked<ITEMS_PER_THREAD>(t, end, get);
    exchange(items);
  }
  template <typename F> static void warp_striped(int t, int end, F get) {
    const int w = t / 32, base = w * 32 * ITEMS_PER_THREAD;
    const int lanes = THREADS % 32 == 0 || THREADS - w * 32 >= 32 ? 32 : THREADS - w * 32; /* the last warp's */
    for (int i = 0; i < ITEMS_PER_THREAD; ++i)
      if (base + i * lanes + t % 32 < end) get(i, base + i * lanes + t % 32);
  }
  void exchange(T (&items)[ITEMS_PER_THREAD]) {
    if constexpr (TRANSPOSE) {
      Exchange x(s.storage);
      if (ALGORITHM == BLOCK_LOAD_TRANSPOSE) x.StripedToBlocked(items, items);
      else x.WarpStripedToBlocked(items, items);
    }
  }
  TempStorage &s;
};

template <typename T, int BLOCK_DIM_X, int ITEMS_PER_THREAD, BlockStoreAlgorithm ALGORITHM = BLOCK_STORE_DIRECT,
          int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockStore {
  static constexpr int THREADS = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;
  static constexpr bool TRANSPOSE = ALGORITHM == BLOCK_STORE_TRANSPOSE || ALGORITHM == BLOCK_STORE_WARP_TRANSPOSE ||
                                    ALGORITHM == BLOCK_STORE_WARP_TRANSPOSE_TIMESLICED;
  using Exchange = BlockExchange<T, BLOCK_DIM_X, ITEMS_PER_THREAD, false, BLOCK_DIM_Y, BLOCK_DIM_Z>;
  struct Direct {
    unsigned char unused;
  };

public:
  struct TempStorage {
    typename std::conditional<TRANSPOSE, typename Exchange::TempStorage, Direct>::type storage;
  };
  BlockStore() : s(c2o_direct::private_storage<TempStorage>()) {}
  BlockStore(TempStorage &temp_storage) : s(temp_storage) {}

  template <typename OutputIteratorT> void Store(OutputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD]) {
    store(block_itr, items, c2o_direct::all_items);
  }
  template <typename OutputIteratorT> void Store(OutputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD], int valid_items) {
    store(block_itr, items, valid_items);
  }

private:
  template <typename It> void store(It it, T (&items)[ITEMS_PER_THREAD], int end) {
    const int t = (int)c2o_direct::tid();
    T moved[ITEMS_PER_THREAD];
    for (int i = 0; i < ITEMS_PER_THREAD; ++i) moved[i] = items[i];
    exchange(moved);
    auto put = [&](int i, int at) { it[at] = moved[i]; };
    if (ALGORITHM == BLOCK_STORE_STRIPED || ALGORITHM == BLOCK_STORE_TRANSPOSE)
      c2o_direct::each_striped<THREADS, ITEMS_PER_THREAD>(t, end, put);
    else if (ALGORITHM == BLOCK_STORE_WARP_TRANSPOSE || ALGORITHM == BLOCK_STORE_WARP_TRANSPOSE_TIMESLICED)
      warp_striped(t, end, put);
    else
      c2o_direct::each_blocked<ITEMS_PER_THREAD>(t, end, put);
  }
  template <typename F> static void warp_striped(int t, int end, F put) {
    const int w = t / 32, base = w * 32 * ITEMS_PER_THREAD;
    const int lanes = THREADS % 32 == 0 || THREADS - w * 32 >= 32 ? 32 : THREADS - w * 32; /* the last warp's */
    for (int i = 0; i < ITEMS_PER_THREAD; ++i)
      if (base + i * lanes + t % 32 < end) put(i, base + i * lanes + t % 32);
  }
  void exchange(T (&items)[ITEMS_PER_THREAD]) {
    if constexpr (TRANSPOSE) {
      Exchange x(s.storage);
      if (ALGORITHM == BLOCK_STORE_TRANSPOSE) x.BlockedToStriped(items, items);
      else x.BlockedToWarpStriped(items, items);
    }
  }
  TempStorage &s;
};
} // namespace cub
C2O_CUB_DEVICE_END

#endif /* C2O_CUB_BLOCK_DATA_H */
