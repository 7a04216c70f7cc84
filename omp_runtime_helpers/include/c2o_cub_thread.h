/* c2o_cub_thread.h - CUB's per-thread data movement: LoadDirectBlocked,
 * LoadDirectBlockedVectorized, LoadDirectStriped, LoadDirectWarpStriped and
 * the StoreDirect* counterparts, ThreadLoad, ThreadStore.
 *
 * Each thread moves its own ITEMS_PER_THREAD items; nothing is shared, so
 * these are plain device functions for every compiler (also in flat kernels
 * and in the phase form). Arrangements, for the thread of rank `linear_tid`:
 *   blocked       item i at linear_tid * ITEMS_PER_THREAD + i
 *   striped       item i at i * BLOCK_THREADS + linear_tid
 *   warp-striped  item i at warp * 32 * ITEMS_PER_THREAD + i * 32 + lane
 *                 (warp = linear_tid / 32, lane = linear_tid % 32)
 * With `block_items_end` (`valid_items`) only the items below it move; a
 * load with `oob_default` first sets every item to it. Included by
 * c2o_cub_block.h. */
#ifndef C2O_CUB_THREAD_H
#define C2O_CUB_THREAD_H
#include <iterator>

#pragma omp declare target
namespace cub {
namespace c2o_direct {
template <int ITEMS, typename F> static inline void each_blocked(int tid, int end, F f) {
  for (int i = 0; i < ITEMS; ++i)
    if (tid * ITEMS + i < end) f(i, tid * ITEMS + i);
}
template <int THREADS, int ITEMS, typename F> static inline void each_striped(int tid, int end, F f) {
  for (int i = 0; i < ITEMS; ++i)
    if (i * THREADS + tid < end) f(i, i * THREADS + tid);
}
template <int ITEMS, typename F> static inline void each_warp_striped(int tid, int end, F f) {
  const int base = tid / 32 * 32 * ITEMS, lane = tid % 32;
  for (int i = 0; i < ITEMS; ++i)
    if (base + i * 32 + lane < end) f(i, base + i * 32 + lane);
}
constexpr int all_items = 0x7fffffff;
} // namespace c2o_direct

/* ---- loads ------------------------------------------------------------------- */
template <typename T, int ITEMS_PER_THREAD, typename InputIteratorT>
inline void LoadDirectBlocked(int linear_tid, InputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD]) {
  c2o_direct::each_blocked<ITEMS_PER_THREAD>(linear_tid, c2o_direct::all_items,
                                             [&](int i, int at) { items[i] = block_itr[at]; });
}
template <typename T, int ITEMS_PER_THREAD, typename InputIteratorT>
inline void LoadDirectBlocked(int linear_tid, InputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD],
                              int block_items_end) {
  c2o_direct::each_blocked<ITEMS_PER_THREAD>(linear_tid, block_items_end,
                                             [&](int i, int at) { items[i] = block_itr[at]; });
}
template <typename T, typename DefaultT, int ITEMS_PER_THREAD, typename InputIteratorT>
inline void LoadDirectBlocked(int linear_tid, InputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD],
                              int block_items_end, DefaultT oob_default) {
  for (int i = 0; i < ITEMS_PER_THREAD; ++i) items[i] = oob_default;
  LoadDirectBlocked(linear_tid, block_itr, items, block_items_end);
}
/* Vectorized in CUB (one wide load per thread); the compiler's own choice here. */
template <typename T, int ITEMS_PER_THREAD>
inline void LoadDirectBlockedVectorized(int linear_tid, T *block_ptr, T (&items)[ITEMS_PER_THREAD]) {
  const T *p = block_ptr + linear_tid * ITEMS_PER_THREAD;
  for (int i = 0; i < ITEMS_PER_THREAD; ++i) items[i] = p[i];
}
template <int BLOCK_THREADS, typename T, int ITEMS_PER_THREAD, typename InputIteratorT>
inline void LoadDirectStriped(int linear_tid, InputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD]) {
  c2o_direct::each_striped<BLOCK_THREADS, ITEMS_PER_THREAD>(linear_tid, c2o_direct::all_items,
                                                            [&](int i, int at) { items[i] = block_itr[at]; });
}
template <int BLOCK_THREADS, typename T, int ITEMS_PER_THREAD, typename InputIteratorT>
inline void LoadDirectStriped(int linear_tid, InputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD],
                              int block_items_end) {
  c2o_direct::each_striped<BLOCK_THREADS, ITEMS_PER_THREAD>(linear_tid, block_items_end,
                                                            [&](int i, int at) { items[i] = block_itr[at]; });
}
template <int BLOCK_THREADS, typename T, typename DefaultT, int ITEMS_PER_THREAD, typename InputIteratorT>
inline void LoadDirectStriped(int linear_tid, InputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD],
                              int block_items_end, DefaultT oob_default) {
  for (int i = 0; i < ITEMS_PER_THREAD; ++i) items[i] = oob_default;
  LoadDirectStriped<BLOCK_THREADS>(linear_tid, block_itr, items, block_items_end);
}
template <typename T, int ITEMS_PER_THREAD, typename InputIteratorT>
inline void LoadDirectWarpStriped(int linear_tid, InputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD]) {
  c2o_direct::each_warp_striped<ITEMS_PER_THREAD>(linear_tid, c2o_direct::all_items,
                                                  [&](int i, int at) { items[i] = block_itr[at]; });
}
template <typename T, int ITEMS_PER_THREAD, typename InputIteratorT>
inline void LoadDirectWarpStriped(int linear_tid, InputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD],
                                  int block_items_end) {
  c2o_direct::each_warp_striped<ITEMS_PER_THREAD>(linear_tid, block_items_end,
                                                  [&](int i, int at) { items[i] = block_itr[at]; });
}
template <typename T, typename DefaultT, int ITEMS_PER_THREAD, typename InputIteratorT>
inline void LoadDirectWarpStriped(int linear_tid, InputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD],
                                  int block_items_end, DefaultT oob_default) {
  for (int i = 0; i < ITEMS_PER_THREAD; ++i) items[i] = oob_default;
  LoadDirectWarpStriped(linear_tid, block_itr, items, block_items_end);
}

/* ---- stores ------------------------------------------------------------------ */
template <typename T, int ITEMS_PER_THREAD, typename OutputIteratorT>
inline void StoreDirectBlocked(int linear_tid, OutputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD]) {
  c2o_direct::each_blocked<ITEMS_PER_THREAD>(linear_tid, c2o_direct::all_items,
                                             [&](int i, int at) { block_itr[at] = items[i]; });
}
template <typename T, int ITEMS_PER_THREAD, typename OutputIteratorT>
inline void StoreDirectBlocked(int linear_tid, OutputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD],
                               int valid_items) {
  c2o_direct::each_blocked<ITEMS_PER_THREAD>(linear_tid, valid_items,
                                             [&](int i, int at) { block_itr[at] = items[i]; });
}
template <typename T, int ITEMS_PER_THREAD>
inline void StoreDirectBlockedVectorized(int linear_tid, T *block_ptr, T (&items)[ITEMS_PER_THREAD]) {
  T *p = block_ptr + linear_tid * ITEMS_PER_THREAD;
  for (int i = 0; i < ITEMS_PER_THREAD; ++i) p[i] = items[i];
}
template <int BLOCK_THREADS, typename T, int ITEMS_PER_THREAD, typename OutputIteratorT>
inline void StoreDirectStriped(int linear_tid, OutputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD]) {
  c2o_direct::each_striped<BLOCK_THREADS, ITEMS_PER_THREAD>(linear_tid, c2o_direct::all_items,
                                                            [&](int i, int at) { block_itr[at] = items[i]; });
}
template <int BLOCK_THREADS, typename T, int ITEMS_PER_THREAD, typename OutputIteratorT>
inline void StoreDirectStriped(int linear_tid, OutputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD],
                               int valid_items) {
  c2o_direct::each_striped<BLOCK_THREADS, ITEMS_PER_THREAD>(linear_tid, valid_items,
                                                            [&](int i, int at) { block_itr[at] = items[i]; });
}
template <typename T, int ITEMS_PER_THREAD, typename OutputIteratorT>
inline void StoreDirectWarpStriped(int linear_tid, OutputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD]) {
  c2o_direct::each_warp_striped<ITEMS_PER_THREAD>(linear_tid, c2o_direct::all_items,
                                                  [&](int i, int at) { block_itr[at] = items[i]; });
}
template <typename T, int ITEMS_PER_THREAD, typename OutputIteratorT>
inline void StoreDirectWarpStriped(int linear_tid, OutputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD],
                                   int valid_items) {
  c2o_direct::each_warp_striped<ITEMS_PER_THREAD>(linear_tid, valid_items,
                                                  [&](int i, int at) { block_itr[at] = items[i]; });
}

/* ---- single loads and stores with a cache modifier (plain accesses here) ---- */
template <CacheLoadModifier MODIFIER, typename InputIteratorT>
inline typename std::iterator_traits<InputIteratorT>::value_type ThreadLoad(InputIteratorT itr) {
  if (MODIFIER == LOAD_VOLATILE) return *(volatile typename std::iterator_traits<InputIteratorT>::value_type *)&*itr;
  return *itr;
}
template <CacheStoreModifier MODIFIER, typename OutputIteratorT, typename T>
inline void ThreadStore(OutputIteratorT itr, T val) {
  if (MODIFIER == STORE_VOLATILE) *(volatile T *)&*itr = val;
  else *itr = val;
}
} // namespace cub
#pragma omp end declare target

#endif /* C2O_CUB_THREAD_H */
