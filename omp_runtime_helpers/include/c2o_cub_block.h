/* c2o_cub_block.h - CUB's block- and warp-level collectives for the direct
 * form of block-level code (clang on a GPU: c2o_block_direct.h).
 *
 * A kernel using a CUB block or warp collective runs as its direct form: one
 * GPU thread per CUDA thread of a bare launch, where these classes work as
 * CUB's do. Every thread of the block (of the logical warp, for the Warp*
 * classes) calls the method; the TempStorage is the kernel's `__shared__`
 * variable (team memory: `__shared__ typename X::TempStorage t;`, also in a
 * union with others); the results are CUB's. As in CUB, a collective does
 * not end at a barrier (BlockReduce, BlockScan, BlockExchange, BlockLoad,
 * BlockStore, BlockRadixSort take CUB's number of barriers or fewer): a
 * program uses a TempStorage again after a __syncthreads(), as CUB asks
 * (-DC2O_CUB_END_BARRIER=1: a barrier at the end of each, for programs
 * that do not). Results CUB defines in
 * thread 0 only (BlockReduce, the block aggregate) or lane 0 only
 * (WarpReduce) are given to every thread (of the warp): programs may rely
 * on thread 0 alone, as with CUB.
 *
 *   c2o_cub_thread.h      LoadDirect*, StoreDirect* (blocked, striped,
 *                         warp-striped, vectorized), ThreadLoad, ThreadStore:
 *                         per-thread functions, for every compiler
 *   c2o_cub_warp.h        WarpReduce, WarpScan, WarpExchange, WarpLoad, WarpStore
 *   c2o_cub_block_scan.h  BlockReduce, BlockScan
 *   c2o_cub_block_data.h  BlockExchange, BlockLoad, BlockStore
 *   c2o_cub_block_sort.h  BlockRadixSort, BlockHistogram, BlockDiscontinuity,
 *                         BlockAdjacentDifference
 *
 * The collectives use only the primitives of c2o_block_direct.h
 * (c2o_direct_rank, c2o_direct_lane, c2o_direct_block_size, the
 * c2o_direct_shfl*_sync shuffles, c2o_direct_ballot_sync,
 * c2o_direct_syncwarp) and c2o_syncthreads(). Without bare launches (GCC,
 * -DC2O_NO_BARE) the classes compile over one-thread stand-ins (their
 * kernels stop at launch); with -DC2O_CUB_HOST_THREADS (and no bare
 * launches) a program that defines the primitives itself runs them:
 * tests/unit/helpers/test_cub_block.cpp, one std::thread per CUDA thread.
 * Included by c2o_cub.h. */
#ifndef C2O_CUB_BLOCK_H
#define C2O_CUB_BLOCK_H
#include "c2o_block.h"
#include "c2o_cub_types.h" /* the algorithm enumerations */
#include <type_traits>

#include "c2o_cub_thread.h"

#if !C2O_HAS_BARE && !defined(C2O_CUB_HOST_THREADS)
/* No bare launch (GCC, -DC2O_NO_BARE, the host): the classes still compile,
 * so that host code may name them (sizeof a TempStorage), but a kernel using
 * them stops at its launch (c2o_direct_only): these one-thread stand-ins for
 * the direct form's primitives never run a collective. */
#pragma omp declare target
static inline unsigned c2o_direct_rank(void) { return 0u; }
static inline unsigned c2o_direct_lane(void) { return 0u; }
static inline unsigned c2o_direct_block_size(void) { return 1u; }
static inline void c2o_direct_syncwarp(unsigned = 0xffffffffu) {}
static inline void c2o_syncthreads(void) {}
template <class T> static inline T c2o_direct_shfl_sync(unsigned, T v, int, int = 32) { return v; }
template <class T> static inline T c2o_direct_shfl_up_sync(unsigned, T v, unsigned, int = 32) { return v; }
template <class T> static inline T c2o_direct_shfl_down_sync(unsigned, T v, unsigned, int = 32) { return v; }
static inline unsigned c2o_direct_ballot_sync(unsigned mask, int p) { return p ? mask & 1u : 0u; }
#pragma omp end declare target
#endif

#define C2O_CUB_COLLECTIVES 1
#ifdef C2O_CUB_HOST_THREADS /* host threads: plain host code */
#define C2O_CUB_DEVICE_BEGIN
#define C2O_CUB_DEVICE_END
#else
#define C2O_CUB_DEVICE_BEGIN _Pragma("omp declare target")
#define C2O_CUB_DEVICE_END _Pragma("omp end declare target")
#endif
C2O_CUB_DEVICE_BEGIN
namespace cub {
namespace c2o_direct {
/* Room for N values of T with no constructor: a TempStorage stays trivial
 * (a `__shared__` variable, a member of a union) whatever T is. */
template <typename T, int N> struct raw_array {
  alignas(T) unsigned char bytes[sizeof(T) * (N > 0 ? N : 1)];
  T &operator[](int i) { return reinterpret_cast<T *>(bytes)[i]; }
  const T &operator[](int i) const { return reinterpret_cast<const T *>(bytes)[i]; }
};
struct nothing {
  unsigned char unused;
};

/* A collective's storage when the program gives none (CUB's default
 * constructors): one per TempStorage type, in team memory. */
template <typename S> static inline S &private_storage() {
#if C2O_HAS_BARE && !defined(C2O_CUB_HOST_THREADS)
  [[clang::loader_uninitialized]] C2O_TEAM_ALIGN static S s;
#pragma omp allocate(s) allocator(omp_pteam_mem_alloc)
#else
  static S s;
#endif
  return s;
}

static inline unsigned tid() { return c2o_direct_rank(); }
static inline void sync() { c2o_syncthreads(); }
/* The end of a block-wide collective. Like CUB's, the collectives do not
 * end at a barrier: a program uses a TempStorage again after a
 * __syncthreads() (CUB's rule). -DC2O_CUB_END_BARRIER=1 adds a block barrier
 * here, for programs that break that rule (they race with CUB too). */
#ifndef C2O_CUB_END_BARRIER
#define C2O_CUB_END_BARRIER 0
#endif
static inline void end_sync() {
  if (C2O_CUB_END_BARRIER) c2o_syncthreads();
}

/* The lanes of the caller's 32-wide warp that its block has: the mask of a
 * block collective's shuffles, which every thread of the block calls (CUB's
 * rule, and CUB's mask: all lanes of the warp). Never the lanes that happen
 * to run together at the call (__activemask): since Volta the lanes of a
 * warp may reach the call apart after a branch or a loop, and a shuffle
 * among only some of them reads the other lanes' stale values (a silent
 * wrong sum). Lanes past the block's end are left out; a thread that
 * returned early counts as exited, as in CUDA. */
static inline unsigned block_warp_mask() {
  const unsigned n = c2o_direct_block_size(), first = c2o_direct_rank() / 32u * 32u;
  return n - first >= 32u ? 0xffffffffu : (1u << (n - first)) - 1u;
}
/* The lanes of the caller's logical warp of W lanes (a segment of the 32-wide
 * warp): all of them call a warp collective (CUB's WarpMask). */
template <int W> static inline unsigned warp_mask() {
  unsigned m = block_warp_mask();
  if (W >= 32) return m;
  unsigned seg = ((1u << (W & 31)) - 1u) << (c2o_direct_lane() / W * W);
  return m & seg;
}

struct plus {
  template <typename T> T operator()(const T &a, const T &b) const { return a + b; }
};

/* A flag predicate called with the index of its second item when it takes
 * one (CUB's BlockDiscontinuity and BlockAdjacentDifference allow both). */
template <typename Op, typename T>
static inline auto apply(Op &op, T &a, T &b, int idx, int) -> decltype(op(a, b, idx)) {
  return op(a, b, idx);
}
template <typename Op, typename T> static inline auto apply(Op &op, T &a, T &b, int, long) -> decltype(op(a, b)) {
  return op(a, b);
}

/* Exclusive prefix sums of a block's unsigned counts in rank order (thread
 * r's value is `v`; sums wrap, as BlockRadixSort's packed counters need);
 * `total` gets the block's sum. `warps` holds one word per warp. One
 * barrier; the caller separates the next use of `warps` from the reads
 * here by a barrier of its own. Used by BlockRadixSort. */
template <int THREADS> static inline unsigned block_exclusive_sum(unsigned v, unsigned *warps, unsigned &total) {
  constexpr int WARPS = (THREADS + 31) / 32;
  const unsigned r = tid(), lane = r % 32, w = r / 32, m = block_warp_mask();
  unsigned inc = v;
  for (unsigned o = 1; o < 32; o *= 2) {
    unsigned u = c2o_direct_shfl_up_sync(m, inc, o);
    if (lane >= o) inc += u;
  }
  if (lane == 31 || (int)r == THREADS - 1) warps[w] = inc;
  sync();
  unsigned before = 0;
  total = 0;
  for (int i = 0; i < WARPS; ++i) {
    if (i == (int)w) before = total;
    total += warps[i];
  }
  return before + inc - v;
}

/* A warp's sum of 32-bit integers in one instruction where the GPU has it
 * (redux.sync, sm_80 and later): lanes with `valid` false add 0. The same
 * wrapping sum as the shuffles' tree; false (nothing done) elsewhere, and
 * for other operators. */
template <typename Op> struct is_sum : std::false_type {};
template <> struct is_sum<plus> : std::true_type {};
template <> struct is_sum<Sum> : std::true_type {}; /* c2o_cub.h's cub::Sum */
template <typename T, typename Op> static inline bool warp_sum_int(T &x, Op &, bool valid) {
#if defined(__NVPTX__) && defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800 && !defined(C2O_CUB_HOST_THREADS)
  if constexpr (is_sum<Op>::value && std::is_integral<T>::value && sizeof(T) == 4 && !std::is_same<T, bool>::value) {
    x = (T)__nvvm_redux_sync_add((int)(valid ? x : T(0)), (int)block_warp_mask());
    return true;
  }
#endif
  (void)x;
  (void)valid;
  return false;
}
} // namespace c2o_direct

/* The calling thread's lane in its 32-wide warp, and that warp's number in the block. */
static inline unsigned int LaneId() { return c2o_direct_lane(); }
static inline unsigned int WarpId() { return c2o_direct_rank() / 32u; }
} // namespace cub
C2O_CUB_DEVICE_END

#include "c2o_cub_warp.h"
#include "c2o_cub_block_scan.h"
#include "c2o_cub_block_data.h"
#include "c2o_cub_block_sort.h"

#endif /* C2O_CUB_BLOCK_H */
