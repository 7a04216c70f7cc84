/* c2o_cub_block_sort.h - CUB's BlockRadixSort, BlockHistogram,
 * BlockDiscontinuity and BlockAdjacentDifference for the direct form.
 *
 * BlockRadixSort sorts the block's THREADS * ITEMS_PER_THREAD keys (and
 * values) 4 bits at a time, as CUB does by default, with CUB's layout: per
 * pass, each thread counts its keys' digits in its own 16-bit counters, two
 * to a 32-bit word (digit-major, thread-minor), the block scans the packed
 * words (each thread a padded segment of 9 words: no bank conflicts), and
 * every key moves to its rank through the TempStorage (padded: the blocked
 * reads meet no bank conflicts). 4 barriers a pass where counters, keys and
 * values fit 16 KiB apart, else 8 (CUB: 9). The sort is stable (descending
 * too, as in CUB); keys are compared as CUB compares them: unsigned integers as they
 * are, signed ones with the sign bit flipped, floating-point ones by their
 * bits (-0.0 and +0.0 equal), only bits [begin_bit, end_bit) of that
 * representation. Included by c2o_cub_block.h. */
#ifndef C2O_CUB_BLOCK_SORT_H
#define C2O_CUB_BLOCK_SORT_H

C2O_CUB_DEVICE_BEGIN
namespace cub {
namespace c2o_direct {
/* The unsigned bits a key is sorted by. */
template <typename K, typename Enable = void> struct radix_key;
template <typename K> struct radix_key<K, typename std::enable_if<std::is_integral<K>::value>::type> {
  typedef typename std::conditional<std::is_same<K, bool>::value, unsigned char, typename std::make_unsigned<K>::type>::type
      Bits;
  static Bits bits(K k) {
    Bits b = (Bits)k;
    return std::is_signed<K>::value ? (Bits)(b ^ ((Bits)1 << (sizeof(Bits) * 8 - 1))) : b;
  }
};
template <typename K, typename B> struct radix_float {
  typedef B Bits;
  static Bits bits(K k) {
    Bits b;
    __builtin_memcpy(&b, &k, sizeof(B));
    const Bits sign = (Bits)1 << (sizeof(B) * 8 - 1);
    if ((Bits)(b << 1) == 0) b = 0; /* -0.0 sorts as +0.0 */
    return (b & sign) ? (Bits)~b : (Bits)(b | sign);
  }
};
template <> struct radix_key<float> : radix_float<float, unsigned> {};
template <> struct radix_key<double> : radix_float<double, unsigned long long> {};
template <> struct radix_key<__half> : radix_float<__half, unsigned short> {};
template <> struct radix_key<__nv_bfloat16> : radix_float<__nv_bfloat16, unsigned short> {};
} // namespace c2o_direct

template <typename KeyT, int BLOCK_DIM_X, int ITEMS_PER_THREAD, typename ValueT = NullType, int RADIX_BITS = 4,
          bool MEMOIZE_OUTER_SCAN = true, BlockScanAlgorithm INNER_SCAN_ALGORITHM = BLOCK_SCAN_WARP_SCANS,
          c2o_shared_mem_config SMEM_CONFIG = c2o_shared_mem_bank_size_four_byte, int BLOCK_DIM_Y = 1,
          int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockRadixSort {
  static constexpr int THREADS = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z, N = THREADS * ITEMS_PER_THREAD;
  static constexpr int DIGIT_BITS = 4, WARPS = (THREADS + 31) / 32;
  /* Two 16-bit counters per 32-bit word (CUB's packed counters): digit d
   * of thread t is half d / LANES of word (d % LANES) * THREADS + t. One
   * more lane of zeros pads each thread's raking segment of the scan to
   * PADDED_LANES words, an odd stride: no bank conflicts (CUB's layout). */
  static constexpr int LANES = (1 << DIGIT_BITS) / 2, PADDED_LANES = LANES + 1, WORDS = PADDED_LANES * THREADS;
  static constexpr int PADDED_N = N + N / 32; /* exchanges: one unused slot every 32 items */
  static_assert(N < 65536, "BlockRadixSort: THREADS * ITEMS_PER_THREAD must stay below 65536");
  static constexpr bool KEYS_ONLY = std::is_same<ValueT, NullType>::value;
  typedef typename c2o_direct::radix_key<KeyT>::Bits Bits;
  typedef typename std::conditional<KEYS_ONLY, KeyT, ValueT>::type Value;
  /* Counters, keys and values each in storage of their own while the three
   * take at most C2O_CUB_RADIX_SPLIT_BYTES (default 16 KiB): a digit pass
   * then needs 4 barriers; else they share it as in CUB (8 barriers). */
#ifndef C2O_CUB_RADIX_SPLIT_BYTES
#define C2O_CUB_RADIX_SPLIT_BYTES 16384
#endif
  static constexpr bool SPLIT = sizeof(unsigned) * WORDS + sizeof(KeyT) * PADDED_N +
                                    (KEYS_ONLY ? 0 : sizeof(Value) * PADDED_N) <=
                                C2O_CUB_RADIX_SPLIT_BYTES;
  struct Split {
    unsigned counters[WORDS];
    c2o_direct::raw_array<KeyT, PADDED_N> keys;
    c2o_direct::raw_array<Value, KEYS_ONLY ? 1 : PADDED_N> values;
  };
  union Shared {
    unsigned counters[WORDS];
    c2o_direct::raw_array<KeyT, PADDED_N> keys;
    c2o_direct::raw_array<Value, PADDED_N> values;
  };

public:
  struct TempStorage {
    typename std::conditional<SPLIT, Split, Shared>::type u;
    unsigned warps[WARPS];
  };
  BlockRadixSort() : s(c2o_direct::private_storage<TempStorage>()) {}
  BlockRadixSort(TempStorage &temp_storage) : s(temp_storage) {}

  void Sort(KeyT (&keys)[ITEMS_PER_THREAD], int begin_bit = 0, int end_bit = sizeof(KeyT) * 8) {
    sort(keys, nullptr, begin_bit, end_bit, false, false);
  }
  void Sort(KeyT (&keys)[ITEMS_PER_THREAD], ValueT (&values)[ITEMS_PER_THREAD], int begin_bit = 0,
            int end_bit = sizeof(KeyT) * 8) {
    sort(keys, values_of(values), begin_bit, end_bit, false, false);
  }
  void SortDescending(KeyT (&keys)[ITEMS_PER_THREAD], int begin_bit = 0, int end_bit = sizeof(KeyT) * 8) {
    sort(keys, nullptr, begin_bit, end_bit, true, false);
  }
  void SortDescending(KeyT (&keys)[ITEMS_PER_THREAD], ValueT (&values)[ITEMS_PER_THREAD], int begin_bit = 0,
                      int end_bit = sizeof(KeyT) * 8) {
    sort(keys, values_of(values), begin_bit, end_bit, true, false);
  }
  /* The sorted keys end in a striped arrangement. */
  void SortBlockedToStriped(KeyT (&keys)[ITEMS_PER_THREAD], int begin_bit = 0, int end_bit = sizeof(KeyT) * 8) {
    sort(keys, nullptr, begin_bit, end_bit, false, true);
  }
  void SortBlockedToStriped(KeyT (&keys)[ITEMS_PER_THREAD], ValueT (&values)[ITEMS_PER_THREAD], int begin_bit = 0,
                            int end_bit = sizeof(KeyT) * 8) {
    sort(keys, values_of(values), begin_bit, end_bit, false, true);
  }
  void SortDescendingBlockedToStriped(KeyT (&keys)[ITEMS_PER_THREAD], int begin_bit = 0,
                                      int end_bit = sizeof(KeyT) * 8) {
    sort(keys, nullptr, begin_bit, end_bit, true, true);
  }
  void SortDescendingBlockedToStriped(KeyT (&keys)[ITEMS_PER_THREAD], ValueT (&values)[ITEMS_PER_THREAD],
                                      int begin_bit = 0, int end_bit = sizeof(KeyT) * 8) {
    sort(keys, values_of(values), begin_bit, end_bit, true, true);
  }

private:
  template <typename V> static Value *values_of(V (&v)[ITEMS_PER_THREAD]) { return reinterpret_cast<Value *>(v); }
  static unsigned padded(unsigned i) { return i + i / 32u; }
  /* digit d's counter of thread t: its word, and the shift of its half */
  static unsigned word(unsigned d, unsigned t) { return d % LANES * THREADS + t; }
  static unsigned half(unsigned d) { return d / LANES * 16u; }
  unsigned *counters() { return s.u.counters; }
  KeyT *key_slots() { return &s.u.keys[0]; }
  Value *value_slots() { return &s.u.values[0]; }

  /* Each pass: every thread counts its keys' digits in its own counters
   * (no barrier needed: no other thread touches them), the block scans all
   * counters in (digit, thread) order, and every key (value) moves to its
   * rank through the exchange storage. The same stable counting sort per
   * digit as before, so the same ranks. No barrier after the last pass: as
   * with CUB, the storage is used again after a __syncthreads(). */
  void sort(KeyT (&keys)[ITEMS_PER_THREAD], Value *values, int begin_bit, int end_bit, bool descending, bool striped) {
    const unsigned t = c2o_direct::tid();
    if (begin_bit >= end_bit) { /* nothing to compare: the order stays, the arrangement changes */
      if (striped) exchange(keys, values, nullptr, true, true);
      c2o_direct::end_sync();
      return;
    }
    for (int shift = begin_bit; shift < end_bit; shift += DIGIT_BITS) {
      const int bits = end_bit - shift < DIGIT_BITS ? end_bit - shift : DIGIT_BITS;
      const unsigned mask = (1u << bits) - 1u;
      const bool last = shift + DIGIT_BITS >= end_bit;
      unsigned *cnt = counters();
      for (int l = 0; l < PADDED_LANES; ++l) cnt[l * THREADS + t] = 0u;
      unsigned digit[ITEMS_PER_THREAD], rank[ITEMS_PER_THREAD];
      for (int i = 0; i < ITEMS_PER_THREAD; ++i) {
        unsigned d = (unsigned)(c2o_direct::radix_key<KeyT>::bits(keys[i]) >> shift) & mask;
        digit[i] = descending ? mask - d : d;
        unsigned *c = &cnt[word(digit[i], t)], old = *c;
        rank[i] = (old >> half(digit[i])) & 0xffffu;
        *c = old + (1u << half(digit[i]));
      }
      c2o_direct::sync();
      /* the scan: thread t rakes words [t * PADDED_LANES, + PADDED_LANES) */
      unsigned seg[PADDED_LANES], sum = 0u;
      for (int j = 0; j < PADDED_LANES; ++j) {
        seg[j] = cnt[t * PADDED_LANES + j];
        sum += seg[j];
      }
      unsigned total;
      unsigned run = c2o_direct::block_exclusive_sum<THREADS>(sum, s.warps, total);
      run += total << 16; /* the high halves' digits come after every low half's */
      for (int j = 0; j < PADDED_LANES; ++j) {
        unsigned c = seg[j];
        cnt[t * PADDED_LANES + j] = run;
        run += c;
      }
      c2o_direct::sync();
      for (int i = 0; i < ITEMS_PER_THREAD; ++i) rank[i] += (cnt[word(digit[i], t)] >> half(digit[i])) & 0xffffu;
      if (!SPLIT) c2o_direct::sync(); /* the keys overwrite the counters */
      exchange(keys, values, rank, striped && last, last);
    }
    c2o_direct::end_sync();
  }
  /* Keys (and values) to their ranks (none: where they are), read back
   * blocked or striped; `last`: no barrier after the last read. */
  void exchange(KeyT (&keys)[ITEMS_PER_THREAD], Value *values, const unsigned *rank, bool striped, bool last) {
    const unsigned t = c2o_direct::tid();
    auto to = [&](int i) { return padded(rank ? rank[i] : t * ITEMS_PER_THREAD + (unsigned)i); };
    auto from = [&](int i) {
      return padded(striped ? (unsigned)i * THREADS + t : t * ITEMS_PER_THREAD + (unsigned)i);
    };
    KeyT *ks = key_slots();
    Value *vs = value_slots();
    const bool move_values = !KEYS_ONLY && values;
    for (int i = 0; i < ITEMS_PER_THREAD; ++i) ks[to(i)] = keys[i];
    if (SPLIT && move_values)
      for (int i = 0; i < ITEMS_PER_THREAD; ++i) vs[to(i)] = values[i];
    c2o_direct::sync();
    for (int i = 0; i < ITEMS_PER_THREAD; ++i) keys[i] = ks[from(i)];
    if (SPLIT) {
      if (move_values)
        for (int i = 0; i < ITEMS_PER_THREAD; ++i) values[i] = vs[from(i)];
      return; /* the next pass writes here only after three barriers */
    }
    if (move_values) {
      c2o_direct::sync();
      for (int i = 0; i < ITEMS_PER_THREAD; ++i) vs[to(i)] = values[i];
      c2o_direct::sync();
      for (int i = 0; i < ITEMS_PER_THREAD; ++i) values[i] = vs[from(i)];
    }
    if (!last) c2o_direct::sync(); /* the next pass's counters overwrite them */
  }
  TempStorage &s;
};

/* Counts of the block's items, used as bin numbers (0 <= item < BINS), in a
 * histogram in memory: shared (usually) or global; atomic additions, so
 * both algorithms count alike. */
template <typename T, int BLOCK_DIM_X, int ITEMS_PER_THREAD, int BINS,
          BlockHistogramAlgorithm ALGORITHM = BLOCK_HISTO_SORT, int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1,
          int LEGACY_PTX_ARCH = 0>
class BlockHistogram {
  static constexpr int THREADS = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;

public:
  struct TempStorage : c2o_direct::nothing {};
  BlockHistogram() {}
  BlockHistogram(TempStorage &) {}
  template <typename CounterT> void InitHistogram(CounterT histogram[BINS]) {
    for (int b = (int)c2o_direct::tid(); b < BINS; b += THREADS) histogram[b] = 0;
    c2o_direct::sync();
  }
  template <typename CounterT> void Composite(T (&items)[ITEMS_PER_THREAD], CounterT histogram[BINS]) {
    for (int i = 0; i < ITEMS_PER_THREAD; ++i) __atomic_fetch_add(&histogram[(int)items[i]], (CounterT)1, __ATOMIC_RELAXED);
    c2o_direct::sync();
  }
  template <typename CounterT> void Histogram(T (&items)[ITEMS_PER_THREAD], CounterT histogram[BINS]) {
    InitHistogram(histogram);
    Composite(items, histogram);
  }
};

/* Flags where adjacent items of the block (in a blocked arrangement)
 * differ: flag_op(a, b) (or flag_op(a, b, rank of b)) is true when b, the
 * item after a, starts a new run. */
template <typename T, int BLOCK_DIM_X, int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockDiscontinuity {
  static constexpr int THREADS = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;

public:
  struct TempStorage {
    c2o_direct::raw_array<T, THREADS> first, last;
  };
  BlockDiscontinuity() : s(c2o_direct::private_storage<TempStorage>()) {}
  BlockDiscontinuity(TempStorage &temp_storage) : s(temp_storage) {}

  template <int ITEMS_PER_THREAD, typename FlagT, typename FlagOp>
  void FlagHeads(FlagT (&head_flags)[ITEMS_PER_THREAD], T (&input)[ITEMS_PER_THREAD], T (&preds)[ITEMS_PER_THREAD],
                 FlagOp flag_op) {
    heads(head_flags, input, &preds, flag_op, nullptr);
  }
  template <int ITEMS_PER_THREAD, typename FlagT, typename FlagOp>
  void FlagHeads(FlagT (&head_flags)[ITEMS_PER_THREAD], T (&input)[ITEMS_PER_THREAD], T (&preds)[ITEMS_PER_THREAD],
                 FlagOp flag_op, T tile_predecessor_item) {
    heads(head_flags, input, &preds, flag_op, &tile_predecessor_item);
  }
  template <int ITEMS_PER_THREAD, typename FlagT, typename FlagOp>
  void FlagHeads(FlagT (&head_flags)[ITEMS_PER_THREAD], T (&input)[ITEMS_PER_THREAD], FlagOp flag_op) {
    heads(head_flags, input, (T(*)[ITEMS_PER_THREAD]) nullptr, flag_op, nullptr);
  }
  template <int ITEMS_PER_THREAD, typename FlagT, typename FlagOp>
  void FlagHeads(FlagT (&head_flags)[ITEMS_PER_THREAD], T (&input)[ITEMS_PER_THREAD], FlagOp flag_op,
                 T tile_predecessor_item) {
    heads(head_flags, input, (T(*)[ITEMS_PER_THREAD]) nullptr, flag_op, &tile_predecessor_item);
  }
  template <int ITEMS_PER_THREAD, typename FlagT, typename FlagOp>
  void FlagTails(FlagT (&tail_flags)[ITEMS_PER_THREAD], T (&input)[ITEMS_PER_THREAD], FlagOp flag_op) {
    tails(tail_flags, input, flag_op, nullptr);
  }
  template <int ITEMS_PER_THREAD, typename FlagT, typename FlagOp>
  void FlagTails(FlagT (&tail_flags)[ITEMS_PER_THREAD], T (&input)[ITEMS_PER_THREAD], FlagOp flag_op,
                 T tile_successor_item) {
    tails(tail_flags, input, flag_op, &tile_successor_item);
  }
  template <int ITEMS_PER_THREAD, typename FlagT, typename FlagOp>
  void FlagHeadsAndTails(FlagT (&head_flags)[ITEMS_PER_THREAD], FlagT (&tail_flags)[ITEMS_PER_THREAD],
                         T (&input)[ITEMS_PER_THREAD], FlagOp flag_op) {
    FlagHeads(head_flags, input, flag_op);
    FlagTails(tail_flags, input, flag_op);
  }
  template <int ITEMS_PER_THREAD, typename FlagT, typename FlagOp>
  void FlagHeadsAndTails(FlagT (&head_flags)[ITEMS_PER_THREAD], FlagT (&tail_flags)[ITEMS_PER_THREAD],
                         T tile_successor_item, T (&input)[ITEMS_PER_THREAD], FlagOp flag_op) {
    FlagHeads(head_flags, input, flag_op);
    FlagTails(tail_flags, input, flag_op, tile_successor_item);
  }
  template <int ITEMS_PER_THREAD, typename FlagT, typename FlagOp>
  void FlagHeadsAndTails(FlagT (&head_flags)[ITEMS_PER_THREAD], T tile_predecessor_item,
                         FlagT (&tail_flags)[ITEMS_PER_THREAD], T (&input)[ITEMS_PER_THREAD], FlagOp flag_op) {
    FlagHeads(head_flags, input, flag_op, tile_predecessor_item);
    FlagTails(tail_flags, input, flag_op);
  }
  template <int ITEMS_PER_THREAD, typename FlagT, typename FlagOp>
  void FlagHeadsAndTails(FlagT (&head_flags)[ITEMS_PER_THREAD], T tile_predecessor_item,
                         FlagT (&tail_flags)[ITEMS_PER_THREAD], T tile_successor_item, T (&input)[ITEMS_PER_THREAD],
                         FlagOp flag_op) {
    FlagHeads(head_flags, input, flag_op, tile_predecessor_item);
    FlagTails(tail_flags, input, flag_op, tile_successor_item);
  }

private:
  /* preds (if any) get each item's predecessor (thread 0's first: the tile's, if given). */
  template <int IPT, typename FlagT, typename FlagOp>
  void heads(FlagT (&flags)[IPT], T (&input)[IPT], T (*preds)[IPT], FlagOp &op, T *tile_pred) {
    const int t = (int)c2o_direct::tid();
    s.last[t] = input[IPT - 1];
    c2o_direct::sync();
    T prev = t > 0 ? s.last[t - 1] : (tile_pred ? *tile_pred : input[0]);
    c2o_direct::sync();
    for (int i = IPT - 1; i > 0; --i) {
      T a = input[i - 1], b = input[i];
      flags[i] = c2o_direct::apply(op, a, b, t * IPT + i, 0) ? 1 : 0;
      if (preds) (*preds)[i] = a;
    }
    T b = input[0];
    flags[0] = (t > 0 || tile_pred) ? (c2o_direct::apply(op, prev, b, t * IPT, 0) ? 1 : 0) : 1;
    if (preds && (t > 0 || tile_pred)) (*preds)[0] = prev;
  }
  template <int IPT, typename FlagT, typename FlagOp>
  void tails(FlagT (&flags)[IPT], T (&input)[IPT], FlagOp &op, T *tile_succ) {
    const int t = (int)c2o_direct::tid();
    s.first[t] = input[0];
    c2o_direct::sync();
    bool last = t == THREADS - 1;
    T next = !last ? s.first[t + 1] : (tile_succ ? *tile_succ : input[IPT - 1]);
    c2o_direct::sync();
    for (int i = 0; i < IPT - 1; ++i) {
      T a = input[i], b = input[i + 1];
      flags[i] = c2o_direct::apply(op, a, b, t * IPT + i + 1, 0) ? 1 : 0;
    }
    T a = input[IPT - 1];
    flags[IPT - 1] = (!last || tile_succ) ? (c2o_direct::apply(op, a, next, t * IPT + IPT, 0) ? 1 : 0) : 1;
  }
  TempStorage &s;
};

/* Differences of adjacent items of the block (a blocked arrangement):
 * SubtractLeft gives op(item, the item before it), SubtractRight op(item,
 * the item after it); an item with no neighbour (or beyond valid_items) is
 * copied unchanged. */
template <typename T, int BLOCK_DIM_X, int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockAdjacentDifference {
  static constexpr int THREADS = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;

public:
  struct TempStorage {
    c2o_direct::raw_array<T, THREADS> first, last;
  };
  BlockAdjacentDifference() : s(c2o_direct::private_storage<TempStorage>()) {}
  BlockAdjacentDifference(TempStorage &temp_storage) : s(temp_storage) {}

  template <int ITEMS_PER_THREAD, typename OutputType, typename DifferenceOpT>
  void SubtractLeft(T (&input)[ITEMS_PER_THREAD], OutputType (&output)[ITEMS_PER_THREAD], DifferenceOpT difference_op) {
    left(input, output, difference_op, c2o_direct::all_items, nullptr);
  }
  template <int ITEMS_PER_THREAD, typename OutputType, typename DifferenceOpT>
  void SubtractLeft(T (&input)[ITEMS_PER_THREAD], OutputType (&output)[ITEMS_PER_THREAD], DifferenceOpT difference_op,
                    T tile_predecessor_item) {
    left(input, output, difference_op, c2o_direct::all_items, &tile_predecessor_item);
  }
  template <int ITEMS_PER_THREAD, typename OutputType, typename DifferenceOpT>
  void SubtractLeftPartialTile(T (&input)[ITEMS_PER_THREAD], OutputType (&output)[ITEMS_PER_THREAD],
                               DifferenceOpT difference_op, int valid_items) {
    left(input, output, difference_op, valid_items, nullptr);
  }
  template <int ITEMS_PER_THREAD, typename OutputType, typename DifferenceOpT>
  void SubtractLeftPartialTile(T (&input)[ITEMS_PER_THREAD], OutputType (&output)[ITEMS_PER_THREAD],
                               DifferenceOpT difference_op, int valid_items, T tile_predecessor_item) {
    left(input, output, difference_op, valid_items, &tile_predecessor_item);
  }
  template <int ITEMS_PER_THREAD, typename OutputType, typename DifferenceOpT>
  void SubtractRight(T (&input)[ITEMS_PER_THREAD], OutputType (&output)[ITEMS_PER_THREAD], DifferenceOpT difference_op) {
    right(input, output, difference_op, THREADS * ITEMS_PER_THREAD, nullptr);
  }
  template <int ITEMS_PER_THREAD, typename OutputType, typename DifferenceOpT>
  void SubtractRight(T (&input)[ITEMS_PER_THREAD], OutputType (&output)[ITEMS_PER_THREAD], DifferenceOpT difference_op,
                     T tile_successor_item) {
    right(input, output, difference_op, THREADS * ITEMS_PER_THREAD, &tile_successor_item);
  }
  template <int ITEMS_PER_THREAD, typename OutputType, typename DifferenceOpT>
  void SubtractRightPartialTile(T (&input)[ITEMS_PER_THREAD], OutputType (&output)[ITEMS_PER_THREAD],
                                DifferenceOpT difference_op, int valid_items) {
    right(input, output, difference_op, valid_items, nullptr);
  }

private:
  template <int IPT, typename OutputType, typename Op>
  void left(T (&input)[IPT], OutputType (&output)[IPT], Op &op, int valid, T *tile_pred) {
    const int t = (int)c2o_direct::tid();
    s.last[t] = input[IPT - 1];
    c2o_direct::sync();
    T prev = t > 0 ? s.last[t - 1] : (tile_pred ? *tile_pred : input[0]);
    c2o_direct::sync();
    for (int i = IPT - 1; i >= 0; --i) { /* from the end: output may be input */
      const int at = t * IPT + i;
      T cur = input[i], before = i > 0 ? input[i - 1] : prev;
      bool has = at < valid && (i > 0 || t > 0 || tile_pred);
      output[i] = has ? (OutputType)op(cur, before) : (OutputType)cur;
    }
  }
  template <int IPT, typename OutputType, typename Op>
  void right(T (&input)[IPT], OutputType (&output)[IPT], Op &op, int valid, T *tile_succ) {
    const int t = (int)c2o_direct::tid();
    s.first[t] = input[0];
    c2o_direct::sync();
    const bool last = t == THREADS - 1;
    T next = !last ? s.first[t + 1] : (tile_succ ? *tile_succ : input[IPT - 1]);
    c2o_direct::sync();
    for (int i = 0; i < IPT; ++i) { /* from the start: output may be input */
      const int at = t * IPT + i;
      T cur = input[i], after = i + 1 < IPT ? input[i + 1] : next;
      bool has = at + 1 < valid || (at + 1 == valid && tile_succ && valid == THREADS * IPT);
      output[i] = has ? (OutputType)op(cur, after) : (OutputType)cur;
    }
  }
  TempStorage &s;
};
} // namespace cub
C2O_CUB_DEVICE_END

#endif /* C2O_CUB_BLOCK_SORT_H */
