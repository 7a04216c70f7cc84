/* c2o_block.h - what translated block-level kernels (shared memory, barriers,
 * warp intrinsics) use. C++ only.
 *
 * A block-level kernel runs one OpenMP team per CUDA block (or, with GCC,
 * each team walks several blocks in turn: c2o_teams_for_blocks). The team's
 * OpenMP threads share out the block's logical CUDA threads in "phases",
 * loops between two barriers (C2O_PHASE_FOR, below); a logical thread lands
 * on the same OpenMP thread in every phase, so per-thread state needs no
 * barrier; __syncthreads becomes c2o_block_barrier (below).
 *
 * The team's memory (the kernel's __shared__ variables, the extern __shared__
 * bytes sized at launch, and one slot per logical thread for each local
 * variable that lives across a barrier) is one arena carved in a fixed order
 * by c2o_team_array: once with a null base to size it on the host, once in
 * the kernel. */
#ifndef C2O_BLOCK_H
#define C2O_BLOCK_H

#ifndef __cplusplus
#error "c2o_block.h (block-level kernels) needs C++"
#endif

#include <stddef.h>

#include "c2o_types.h"
#include "c2o_launch.h"
#include "c2o_dynamic_shared.h"

/* Names a type spelled as one token sequence: c2o_type<float[16][17]> &s. */
template <class T> using c2o_type = T;

/* The logical warp width of translated code: CUDA's 32 on every target (AMD's
 * 64-wide wavefronts run two logical warps). */
#define C2O_WARP_SIZE 32

#pragma omp declare target

/* Bump allocator over a team's arena; a null base only counts bytes. */
struct c2o_arena_cursor {
  unsigned char *base;
  size_t offset;
};

/* count objects of type T, aligned for T (16 bytes at least). */
template <class T> static inline T *c2o_team_array(c2o_arena_cursor &c, size_t count) {
  const size_t align = alignof(T) > 16 ? alignof(T) : 16;
  c.offset = (c.offset + align - 1) / align * align;
  T *p = reinterpret_cast<T *>(c.base + c.offset);
  c.offset += sizeof(T) * count;
  return p;
}

/* A __shared__ variable of a block function in the phase form: storage of its
 * own, kept from one call to the next as CUDA keeps it (one per block), where
 * the function's arena part is only its callers' scratch, which the next
 * block function called reuses. Tag is a type the function declares for the
 * variable (`struct c2o_tag_s;`), so each variable of each function, and of
 * each instantiation of a template, is a static of its own: team memory where
 * clang compiles for a GPU (omp_pteam_mem_alloc), elsewhere (the host, GCC)
 * the team's entry of a table (c2o_team_slot, c2o_dynamic_shared.h). Raw
 * bytes, as CUDA's: no constructor runs. */
template <class T> struct c2o_team_bytes {
  alignas(alignof(T) > 16 ? alignof(T) : 16) unsigned char bytes[sizeof(T)];
};
template <class T, class Tag> static inline T &c2o_team_static(void) {
#if C2O_TEAM_STATICS
  [[clang::loader_uninitialized]] static c2o_team_bytes<T> s;
#pragma omp allocate(s) allocator(omp_pteam_mem_alloc)
  return *reinterpret_cast<T *>(s.bytes);
#else
  static c2o_team_bytes<T> s[C2O_DYNAMIC_SHARED_TEAMS];
  return *reinterpret_cast<T *>(s[c2o_team_slot()].bytes);
#endif
}

/* The larger of two sizes (a caller's arena holds the largest arena of the
 * block functions it calls, which run one after another). */
static inline size_t c2o_max_size(size_t a, size_t b) { return a < b ? b : a; }

/* d = s for a variable kept per thread whose initialiser is an array's
 * (int a[2] = {1, 2}; living across a barrier). */
template <class T> static inline void c2o_assign(T &d, const T &s) { d = s; }
template <class T, size_t N> static inline void c2o_assign(T (&d)[N], const T (&s)[N]) {
  for (size_t i = 0; i < N; ++i) c2o_assign(d[i], s[i]);
}

/* threadIdx of logical thread `linear` of a block of x * y * z threads
 * (c2o_index3 of c2o_launch.h). Phase loops call this, not c2o_unflatten:
 * GCC 12 crashes (an internal compiler error in `ompdevlow`) on a dim3 passed
 * by value into an inlined function inside an `omp simd` loop that has an
 * inner loop. */
static inline uint3 c2o_thread_index(unsigned long long linear, unsigned x, unsigned y) {
  return c2o_index3(linear, x, y);
}

/* Is any of the n flags set? (a predicated loop goes on while one is) */
static inline bool c2o_any_flag(const unsigned char *flags, unsigned long long n) {
  for (unsigned long long i = 0; i < n; ++i)
    if (flags[i]) return true;
  return false;
}

/* ---- warp exchanges: every logical thread t wrote x[t] before a barrier;
 * these read what thread t's warp intrinsic returns. Lanes beyond the block
 * (a partial last warp) read their own value, as a shuffle from an inactive
 * lane is undefined in CUDA. */
static inline unsigned long long c2o_segment_base(unsigned long long t, int width) {
  return t / (unsigned long long)width * (unsigned long long)width;
}

template <class T>
static inline T c2o_shfl_read(const T *x, unsigned long long t, unsigned long long bs, int src, int width) {
  unsigned long long s = c2o_segment_base(t, width) + (unsigned long long)((unsigned)src % (unsigned)width);
  return s < bs ? x[s] : x[t];
}

template <class T>
static inline T c2o_shfl_up_read(const T *x, unsigned long long t, unsigned long long bs, unsigned delta, int width) {
  unsigned long long lane = t % (unsigned long long)width;
  (void)bs;
  return lane >= delta ? x[t - delta] : x[t];
}

template <class T>
static inline T c2o_shfl_down_read(const T *x, unsigned long long t, unsigned long long bs, unsigned delta, int width) {
  unsigned long long lane = t % (unsigned long long)width;
  return lane + delta < (unsigned long long)width && t + delta < bs ? x[t + delta] : x[t];
}

template <class T>
static inline T c2o_shfl_xor_read(const T *x, unsigned long long t, unsigned long long bs, int mask, int width) {
  unsigned long long lane = t % (unsigned long long)width;
  unsigned long long s = c2o_segment_base(t, width) + ((lane ^ (unsigned)mask) % (unsigned)width);
  return s < bs ? x[s] : x[t];
}

/* Bit i = predicate of lane i of t's 32-wide warp (0 for lanes beyond the block). */
static inline unsigned c2o_ballot_read(const int *p, unsigned long long t, unsigned long long bs) {
  unsigned long long base = c2o_segment_base(t, C2O_WARP_SIZE);
  unsigned r = 0;
  for (unsigned i = 0; i < C2O_WARP_SIZE && base + i < bs; ++i)
    if (p[base + i]) r |= 1u << i;
  return r;
}

/* __all_sync: every lane's predicate (inactive lanes wrote 1). */
static inline int c2o_all_read(const int *p, unsigned long long t, unsigned long long bs) {
  unsigned long long base = c2o_segment_base(t, C2O_WARP_SIZE);
  for (unsigned i = 0; i < C2O_WARP_SIZE && base + i < bs; ++i)
    if (!p[base + i]) return 0;
  return 1;
}

static inline int c2o_any_read(const int *p, unsigned long long t, unsigned long long bs) {
  return c2o_ballot_read(p, t, bs) != 0;
}

/* __reduce_*_sync over t's 32-wide warp (threads not taking part wrote the
 * operation's neutral value). */
static inline int c2o_highest_of(const int *) { return 0x7fffffff; }
static inline unsigned c2o_highest_of(const unsigned *) { return 0xffffffffu; }
static inline int c2o_lowest_of(const int *) { return -0x7fffffff - 1; }
static inline unsigned c2o_lowest_of(const unsigned *) { return 0u; }
#define C2O_WARP_REDUCE(name, op)                                                                   \
  template <class T> static inline T c2o_reduce_##name##_read(const T *x, unsigned long long t, unsigned long long bs) { \
    unsigned long long base = c2o_segment_base(t, C2O_WARP_SIZE);                                       \
    T r = x[base];                                                                                      \
    for (unsigned i = 1; i < C2O_WARP_SIZE && base + i < bs; ++i) r = op;                               \
    return r;                                                                                           \
  }
C2O_WARP_REDUCE(add, r + x[base + i])
C2O_WARP_REDUCE(min, x[base + i] < r ? x[base + i] : r)
C2O_WARP_REDUCE(max, r < x[base + i] ? x[base + i] : r)
C2O_WARP_REDUCE(and, r & x[base + i])
C2O_WARP_REDUCE(or, r | x[base + i])
C2O_WARP_REDUCE(xor, r ^ x[base + i])
#undef C2O_WARP_REDUCE

/* __syncthreads_count/and/or over the whole block (exited threads wrote the
 * neutral value). */
static inline int c2o_block_count_read(const int *p, unsigned long long bs) {
  int n = 0;
  for (unsigned long long i = 0; i < bs; ++i) n += p[i] != 0;
  return n;
}
static inline int c2o_block_and_read(const int *p, unsigned long long bs) {
  for (unsigned long long i = 0; i < bs; ++i)
    if (!p[i]) return 0;
  return 1;
}
static inline int c2o_block_or_read(const int *p, unsigned long long bs) {
  for (unsigned long long i = 0; i < bs; ++i)
    if (p[i]) return 1;
  return 0;
}

/* cooperative_groups::thread_block as seen by one logical thread. */
struct c2o_thread_block {
  unsigned long long rank, count;
  unsigned long long thread_rank() const { return rank; }
  unsigned long long size() const { return count; }
  unsigned long long num_threads() const { return count; }
};

/* cooperative_groups::thread_block_tile<Size> as seen by one logical thread. */
template <unsigned Size> struct c2o_thread_block_tile {
  unsigned long long rank, count; /* the thread's rank in the block, the parent's size (the block's, or a tile's) */
  unsigned long long thread_rank() const { return rank % Size; }
  unsigned long long meta_group_rank() const { return rank % count / Size; }
  unsigned long long meta_group_size() const { return (count + Size - 1) / Size; }
  static constexpr unsigned long long num_threads() { return Size; }
  static constexpr unsigned size() { return Size; }
};

/* cooperative_groups::coalesced_group as seen by one logical thread: the
 * threads of its 32-wide warp that took part in coalesced_threads() (mask,
 * bit i for lane i) and its own lane. Ranks count the group's lanes in order. */
struct c2o_coalesced_group {
  unsigned mask, lane;
  unsigned long long thread_rank() const { return (unsigned long long)__builtin_popcount(mask & ((1u << lane) - 1u)); }
  unsigned long long num_threads() const { return (unsigned long long)__builtin_popcount(mask); }
  unsigned size() const { return (unsigned)__builtin_popcount(mask); }
  unsigned long long meta_group_rank() const { return 0; }
  unsigned long long meta_group_size() const { return 1; }
};
static inline c2o_coalesced_group c2o_coalesced_read(const int *p, unsigned long long t, unsigned long long bs) {
  c2o_coalesced_group g;
  g.mask = c2o_ballot_read(p, t, bs);
  g.lane = (unsigned)(t % C2O_WARP_SIZE);
  return g;
}
/* The lane of the group's thread of rank `rank` (32 when there is none). */
static inline unsigned c2o_group_lane(const c2o_coalesced_group &g, unsigned long long rank) {
  for (unsigned i = 0; i < C2O_WARP_SIZE; ++i)
    if ((g.mask >> i) & 1u) {
      if (rank == 0) return i;
      --rank;
    }
  return C2O_WARP_SIZE;
}
template <class T>
static inline T c2o_group_shfl_read(const T *x, unsigned long long t, unsigned long long bs,
                                    const c2o_coalesced_group &g, unsigned long long rank) {
  unsigned l = c2o_group_lane(g, rank);
  unsigned long long s = c2o_segment_base(t, C2O_WARP_SIZE) + l;
  return l < C2O_WARP_SIZE && s < bs ? x[s] : x[t];
}
template <class T>
static inline T c2o_group_shfl_down_read(const T *x, unsigned long long t, unsigned long long bs,
                                         const c2o_coalesced_group &g, unsigned long long delta) {
  return c2o_group_shfl_read(x, t, bs, g, g.thread_rank() + delta);
}
template <class T>
static inline T c2o_group_shfl_up_read(const T *x, unsigned long long t, unsigned long long bs,
                                       const c2o_coalesced_group &g, unsigned long long delta) {
  return delta <= g.thread_rank() ? c2o_group_shfl_read(x, t, bs, g, g.thread_rank() - delta) : x[t];
}
/* Bit r = predicate of the group's thread of rank r. */
static inline unsigned c2o_group_ballot_read(const int *p, unsigned long long t, unsigned long long bs,
                                             const c2o_coalesced_group &g) {
  unsigned long long base = c2o_segment_base(t, C2O_WARP_SIZE);
  unsigned r = 0, rank = 0;
  for (unsigned i = 0; i < C2O_WARP_SIZE && base + i < bs; ++i)
    if ((g.mask >> i) & 1u) {
      if (p[base + i]) r |= 1u << rank;
      ++rank;
    }
  return r;
}
static inline int c2o_group_any_read(const int *p, unsigned long long t, unsigned long long bs,
                                     const c2o_coalesced_group &g) {
  return c2o_group_ballot_read(p, t, bs, g) != 0;
}
static inline int c2o_group_all_read(const int *p, unsigned long long t, unsigned long long bs,
                                     const c2o_coalesced_group &g) {
  return c2o_group_ballot_read(p, t, bs, g) == (unsigned)((1ull << g.size()) - 1ull);
}

/* Votes and reductions over the width-wide tile holding t. */
static inline unsigned c2o_tile_ballot_read(const int *p, unsigned long long t, unsigned long long bs, int width) {
  unsigned long long base = c2o_segment_base(t, width);
  unsigned r = 0;
  for (int i = 0; i < width && base + i < bs; ++i)
    if (p[base + i]) r |= 1u << i;
  return r;
}
static inline int c2o_tile_any_read(const int *p, unsigned long long t, unsigned long long bs, int width) {
  return c2o_tile_ballot_read(p, t, bs, width) != 0;
}
static inline int c2o_tile_all_read(const int *p, unsigned long long t, unsigned long long bs, int width) {
  unsigned long long base = c2o_segment_base(t, width);
  for (int i = 0; i < width && base + i < bs; ++i)
    if (!p[base + i]) return 0;
  return 1;
}
template <class T, class Op>
static inline T c2o_tile_reduce_read(const T *x, unsigned long long t, unsigned long long bs, int width, Op op) {
  unsigned long long base = c2o_segment_base(t, width);
  T r = x[base];
  for (int i = 1; i < width && base + i < bs; ++i) r = op(r, x[base + i]);
  return r;
}
template <class T, class Op>
static inline T c2o_tile_inclusive_scan_read(const T *x, unsigned long long t, unsigned long long bs, int width,
                                             Op op) {
  unsigned long long base = c2o_segment_base(t, width);
  T r = x[base];
  for (unsigned long long i = base + 1; i <= t; ++i) r = op(r, x[i]);
  (void)bs;
  return r;
}
template <class T>
static inline T c2o_tile_inclusive_scan_read(const T *x, unsigned long long t, unsigned long long bs, int width) {
  return c2o_tile_inclusive_scan_read(x, t, bs, width, [](T a, T b) { return a + b; });
}
/* The exclusive scan of the first thread of a tile is T() (CUDA leaves it undefined for non-plus operators). */
template <class T, class Op>
static inline T c2o_tile_exclusive_scan_read(const T *x, unsigned long long t, unsigned long long bs, int width,
                                             Op op) {
  unsigned long long base = c2o_segment_base(t, width);
  if (t == base) return T();
  T r = x[base];
  for (unsigned long long i = base + 1; i < t; ++i) r = op(r, x[i]);
  (void)bs;
  return r;
}
template <class T>
static inline T c2o_tile_exclusive_scan_read(const T *x, unsigned long long t, unsigned long long bs, int width) {
  return c2o_tile_exclusive_scan_read(x, t, bs, width, [](T a, T b) { return a + b; });
}

#pragma omp end declare target

#include "c2o_groups.h"

/* cooperative_groups::thread_block in translated code (the group handle of
 * one logical thread; its sync() became a barrier). */
namespace cooperative_groups {
using thread_block = ::c2o_thread_block;
using coalesced_group = ::c2o_coalesced_group;
template <unsigned Size, class Parent = void> using thread_block_tile = ::c2o_thread_block_tile<Size>;
using thread_group = ::c2o_thread_group;
using grid_group = ::c2o_grid_group;
/* Scratch the program gives this_thread_block() for tiles of more than 32
 * threads; the translation keeps its own. */
template <unsigned MaxBlockSize = 1024> struct block_tile_memory {
  unsigned char reserved[16];
};
namespace experimental {
template <unsigned TileCommunicationSize = 8, unsigned MaxBlockSize = 1024>
struct block_tile_memory : ::cooperative_groups::block_tile_memory<MaxBlockSize> {};
} // namespace experimental
#pragma omp declare target
template <class G> unsigned long long thread_rank(const G &g) { return g.thread_rank(); }
template <class G> unsigned long long num_threads(const G &g) { return g.num_threads(); }
template <class G> unsigned long long group_size(const G &g) { return g.num_threads(); }
template <class T> struct plus {
  T operator()(T a, T b) const { return a + b; }
};
template <class T> struct less {
  T operator()(T a, T b) const { return b < a ? b : a; }
};
template <class T> struct greater {
  T operator()(T a, T b) const { return a < b ? b : a; }
};
template <class T> struct bit_and {
  T operator()(T a, T b) const { return a & b; }
};
template <class T> struct bit_or {
  T operator()(T a, T b) const { return a | b; }
};
template <class T> struct bit_xor {
  T operator()(T a, T b) const { return a ^ b; }
};
#pragma omp end declare target
} // namespace cooperative_groups

/* The team's arena.
 * - clang compiling for a GPU: the target region asks for that many bytes of
 *   dynamic team memory (LDS on AMD, shared memory on NVIDIA) with LLVM's
 *   ompx_dyn_cgroup_mem clause, and each thread gets its address from
 *   llvm_omp_target_dynamic_shared_alloc() inside the parallel region; nothing
 *   stands between `teams` and `parallel`, so the kernel runs in SPMD mode.
 * - elsewhere (the host, GCC): a variable-length array in the teams region,
 *   shared by the team's threads (VLAs are a C++ extension of clang and GCC). */
#if defined(__clang__) && __clang_major__ >= 18
#define C2O_TEAM_MEMORY(bytes) ompx_dyn_cgroup_mem(bytes)
#else
#define C2O_TEAM_MEMORY(bytes)
#endif

#if defined(__clang__) && (defined(__AMDGCN__) || defined(__NVPTX__))
/* clang compiles the target region twice, for the host and for the device, and
 * passes the variables the region references as kernel arguments in the order
 * each pass first meets them: the device pass must reference `bytes` where the
 * host's arena does, or the host's arguments land in the wrong parameters (an
 * illegal memory access on the GPU; tests/tools/check_offload_abi.py). */
#define C2O_TEAM_ARENA(name, bytes) (void)(bytes)
#define C2O_TEAM_ARENA_PTR(name) ((unsigned char *)llvm_omp_target_dynamic_shared_alloc())
#elif defined(__clang__)
#define C2O_TEAM_ARENA(name, bytes)                                                            \
  _Pragma("clang diagnostic push") _Pragma("clang diagnostic ignored \"-Wunknown-warning-option\"") \
  _Pragma("clang diagnostic ignored \"-Wvla-cxx-extension\"")                                 \
  _Pragma("clang diagnostic ignored \"-Wvla-extension\"")                                     \
  alignas(16) unsigned char name[(bytes) + 16];                                                \
  _Pragma("clang diagnostic pop")
#define C2O_TEAM_ARENA_PTR(name) (name)
#else
/* GCC: 16 bytes before the arena hold the team's barrier (below). */
#define C2O_TEAM_ARENA(name, bytes)                                                            \
  alignas(16) unsigned char name[(bytes) + 32];                                                \
  c2o_team_barrier_init(name)
#define C2O_TEAM_ARENA_PTR(name) ((name) + 16)
#endif

/* The barrier of a block-level kernel: each __syncthreads() and each warp
 * exchange of the translation calls c2o_block_barrier(c2o_arena), an orphaned
 * `#pragma omp barrier` of the team's parallel region.
 *
 * GCC's offloading is the exception: there a team barrier (libgomp's
 * GOMP_barrier) costs about 0.4 ms per block on an H100 with GCC 12
 * (bench/block/probe_team_costs.cpp, docs/performance.md), so a GCC offload
 * device uses one of these instead (C2O_GCC_TEAM_BARRIER):
 *   2 (the default for GCC on x86-64 hosts): the GPU block's hardware barrier,
 *     PTX `bar.sync 1, 32 x threads` as inline PTX (C2O_PTX_ONLY below). GCC
 *     runs a team as one CUDA block and each OpenMP thread as a whole warp;
 *     barrier 1 with that count is the one libgomp's own team barrier waits
 *     on, reached here without libgomp's bookkeeping around it. It orders the
 *     team's memory accesses like `omp barrier` (bar.sync waits until the
 *     threads' earlier accesses are performed for the whole block).
 *   1 (the default elsewhere): a spin barrier of two counters (arrivals,
 *     generation) in the 16 bytes before the arena, from GCC's __atomic
 *     builtins; right on a GPU, where every thread of a team is resident, but
 *     GCC 12 fences each of its atomics with `membar.sys`, so it is 4-5x
 *     slower than bar.sync.
 *   0: `#pragma omp barrier` (also what -DC2O_OMP_BARRIER_ONLY selects).
 * On the host (omp_is_initial_device()) it is always `omp barrier`: spinning
 * threads would fight for the cores. */
struct c2o_team_barrier_state {
  unsigned count, generation;
};

/* Inline PTX in GCC's offloading. GCC compiles an offloaded function twice
 * from one preprocessed source, once for the host and once for the device, so
 * no macro tells device code from host code, and the same asm text reaches
 * both assemblers. C2O_PTX_ONLY(text) is an asm template that the x86-64 host
 * compiler turns into a comment and the nvptx compiler into `text`: x86's
 * assembler-dialect braces `{att|intel|}` pick an empty alternative after the
 * `//` (a comment), while nvptx, which has no dialects, prints the braces
 * literally inside `//` comment lines around `text`. `text` must not contain
 * braces or `|`. Callers run it only on the device (omp_is_initial_device()
 * false). Both x86 dialects (AT&T, -masm=intel) take the empty alternative.
 * It assumes GCC on an x86-64 host offloading to nvptx; other hosts get the
 * __atomic spin barrier by themselves, and GCC's amdgcn offloading needs
 * -DC2O_GCC_NO_INLINE_PTX, which selects it too. */
#if !defined(__clang__) && defined(__GNUC__) && defined(__x86_64__) && !defined(C2O_GCC_NO_INLINE_PTX)
#define C2O_GCC_INLINE_PTX 1
#define C2O_PTX_ONLY(text) "// {||\n\t" text "\n\t// }"
#endif

#ifndef C2O_GCC_TEAM_BARRIER
#if defined(C2O_OMP_BARRIER_ONLY)
#define C2O_GCC_TEAM_BARRIER 0
#elif defined(C2O_GCC_INLINE_PTX)
#define C2O_GCC_TEAM_BARRIER 2
#else
#define C2O_GCC_TEAM_BARRIER 1
#endif
#endif

#pragma omp declare target
static inline void c2o_team_barrier_init(unsigned char *raw) {
  c2o_team_barrier_state *b = reinterpret_cast<c2o_team_barrier_state *>(raw);
  b->count = 0;
  b->generation = 0;
}

static inline void c2o_spin_barrier_atomics(c2o_team_barrier_state *b, unsigned threads) {
  const unsigned generation = __atomic_load_n(&b->generation, __ATOMIC_ACQUIRE);
  if (__atomic_add_fetch(&b->count, 1u, __ATOMIC_ACQ_REL) == threads) {
    __atomic_store_n(&b->count, 0u, __ATOMIC_RELAXED);
    __atomic_store_n(&b->generation, generation + 1, __ATOMIC_RELEASE);
  } else {
    while (__atomic_load_n(&b->generation, __ATOMIC_ACQUIRE) == generation) {
    }
  }
}

#if defined(C2O_GCC_INLINE_PTX)
/* The block's hardware barrier for `threads` OpenMP threads (warps). */
static inline void c2o_ptx_bar_sync(unsigned threads) {
  asm volatile(C2O_PTX_ONLY("bar.sync 1, %0;") : : "r"(32 * threads) : "memory");
}
#endif

static inline void c2o_block_barrier(unsigned char *arena) {
#if !defined(__clang__) && defined(__GNUC__) && C2O_GCC_TEAM_BARRIER > 0
  if (!omp_is_initial_device()) {
#if C2O_GCC_TEAM_BARRIER == 2 && defined(C2O_GCC_INLINE_PTX)
    (void)arena;
    c2o_ptx_bar_sync(omp_get_num_threads());
#else
    c2o_spin_barrier_atomics(reinterpret_cast<c2o_team_barrier_state *>(arena - 16), omp_get_num_threads());
#endif
    return;
  }
#else
  (void)arena;
#endif
#pragma omp barrier
}
#pragma omp end declare target

/* The direct form of a block-level kernel (clang on a GPU, C2O_HAS_BARE of
 * c2o_launch.h): the kernel's own statements run by one GPU thread per CUDA
 * thread of a bare launch; __syncthreads() is the block's barrier, and the
 * team memory is the launch's dynamic team memory (ompx_dyn_cgroup_mem). */
#if C2O_HAS_BARE
#pragma omp declare target
static inline void c2o_syncthreads(void) { ompx_sync_block_acq_rel(); }
#pragma omp end declare target
#define C2O_DIRECT_ARENA() ((unsigned char *)llvm_omp_target_dynamic_shared_alloc())
#endif
#include "c2o_block_direct.h"

/* The phase loop: `C2O_PHASE_FOR(c2o_t) { ... }` runs the body for each
 * logical thread c2o_t of the block that this OpenMP thread owns, the same
 * ones in every phase (per-thread state needs no barrier between phases).
 * - clang, and GCC with -DC2O_GCC_NO_PHASE_SIMD: one logical thread per
 *   OpenMP thread in turn, `for (c2o_t = c2o_first; c2o_t < c2o_bs; c2o_t +=
 *   c2o_step)`, and a team of one OpenMP thread per CUDA thread
 *   (c2o_team_threads); plain loops keep clang's kernels in SPMD mode.
 * - GCC: chunks of C2O_PHASE_CHUNK (32) consecutive logical threads, each
 *   chunk an `omp simd` loop, and a team of ceil(block / 32) OpenMP threads.
 *   GCC's nvptx offloading runs an OpenMP thread as one warp and gives an
 *   `omp simd` loop the warp's 32 lanes, so this is CUDA's own shape: a chunk
 *   is a CUDA warp, its lanes are consecutive threads (coalesced accesses),
 *   and a block of 256 threads is 8 warps. It is correct because the logical
 *   threads of one phase are independent: CUDA orders them only at barriers,
 *   and code that relies on lockstep gets C2O1013. On the H100 (GCC 12) the
 *   five block benchmarks ran 2.8x to 5.5x faster with `omp simd` than
 *   without at the same team count (docs/performance.md).
 *   -DC2O_GCC_NO_PHASE_SIMD is the way round an internal compiler error of
 *   GCC's in a phase loop, should a kernel hit one (GCC 12.2 crashed in
 *   `ompdevlow` on a dim3 passed by value inside a simd loop;
 *   c2o_thread_index avoids that one). */
#if !defined(__clang__) && defined(__GNUC__) && !defined(C2O_GCC_NO_PHASE_SIMD)
#define C2O_PHASE_CHUNK 32ull
#define C2O_PHASE_FOR(t)                                                                                \
  for (unsigned long long t##_chunk = c2o_first * C2O_PHASE_CHUNK; t##_chunk < c2o_bs;                   \
       t##_chunk += c2o_step * C2O_PHASE_CHUNK)                                                          \
  _Pragma("omp simd") for (unsigned long long t = t##_chunk; t < c2o_phase_end(t##_chunk, c2o_bs); ++t)
#else
#define C2O_PHASE_CHUNK 1ull
#define C2O_PHASE_FOR(t) for (unsigned long long t = c2o_first; t < c2o_bs; t += c2o_step)
#endif

#pragma omp declare target
static inline unsigned long long c2o_phase_end(unsigned long long chunk, unsigned long long bs) {
  return bs - chunk < C2O_PHASE_CHUNK ? bs : chunk + C2O_PHASE_CHUNK;
}
#pragma omp end declare target

/* Set by c2o_teams_for_blocks when the default device is the host's CPU
 * (c2o_host_teams.h): its teams are then of one thread. The device's copies
 * stay 0 (a GPU's teams, and the host offloading's, whose thread_limit the
 * host has set already). */
#pragma omp declare target
static int c2o_impl_block_teams_on_cpu = 0;
#pragma omp end declare target

/* OpenMP threads per team for a block of `block_size` CUDA threads. */
static inline unsigned long long c2o_team_threads(unsigned long long block_size) {
  if (c2o_impl_block_teams_on_cpu) return 1;
  return (block_size + C2O_PHASE_CHUNK - 1) / C2O_PHASE_CHUNK;
}

/* Stands before each block function (<kernel>_c2o_block). With GCC it is
 * inlined into the launcher's parallel region: GCC 12 does not inline it by
 * itself, and the call, once per block, passes its dim3 arguments through
 * memory (on the H100: block_reduce 15% and stencil2d 7% faster inlined,
 * transpose 5% slower, docs/performance.md). Plain `inline` with clang. */
#ifndef C2O_BLOCK_FUNCTION
#if !defined(__clang__) && defined(__GNUC__)
#define C2O_BLOCK_FUNCTION __attribute__((always_inline)) inline
#else
#define C2O_BLOCK_FUNCTION inline
#endif
#endif

/* How many teams a launch of `blocks` blocks asks for. Each team walks its
 * blocks in turn, so any number is correct. GCC's offloading starts every
 * team asked for at a cost (an H100 with GCC 12: 58 ms to start 32768 empty
 * teams, about 2 us each), so GCC builds ask for at most C2O_MAX_TEAMS: 99,
 * chosen by measurement on an H100 (132 SMs), where 66, 99, 132, 198 and 264
 * teams were tried on the five block benchmarks (docs/performance.md): 99 was
 * fastest on three and within 10% of the fastest on the other two, and 264
 * up to 1.9x slower. Define C2O_MAX_TEAMS to tune it for your GPU and
 * kernels. clang builds ask for one team per block. */
#ifndef C2O_MAX_TEAMS
#if !defined(__clang__) && defined(__GNUC__)
#define C2O_MAX_TEAMS 99
#else
#define C2O_MAX_TEAMS 0
#endif
#endif
static inline unsigned long long c2o_teams_for_blocks(unsigned long long blocks) {
  c2o_host_wait_setup(); /* every block-level launcher asks: wait for the GPU as CUDA does */
  c2o_impl_queue_drain(); /* its launch is synchronous: after the queued launches (c2o_queue.h) */
#if !defined(__clang__) && defined(__GNUC__)
  /* (a team's slot of dynamic shared memory is its entry of a table: c2o_dynamic_shared.h) */
  if (blocks > (unsigned long long)C2O_DYNAMIC_SHARED_TEAMS) blocks = (unsigned long long)C2O_DYNAMIC_SHARED_TEAMS;
#endif
  if (c2o_default_device_is_cpu()) { /* as many teams as cores, of one thread (c2o_host_teams.h) */
    c2o_impl_block_teams_on_cpu = 1;
    unsigned long long cores = c2o_host_cores();
    return blocks < cores ? blocks : cores;
  }
  return C2O_MAX_TEAMS > 0 && blocks > (unsigned long long)C2O_MAX_TEAMS ? (unsigned long long)C2O_MAX_TEAMS
                                                                          : blocks;
}

/* Team memory a GPU gives one team (clang builds): 64 KiB of LDS on AMD
 * Instinct GPUs, 48 KiB of shared memory on NVIDIA without an opt-in. */
#ifndef C2O_TEAM_MEMORY_LIMIT
#define C2O_TEAM_MEMORY_LIMIT (48 * 1024)
#endif

#include <stdio.h>
#include <stdlib.h>

/* Stops with a clear message when a launch needs more team memory than a
 * GPU gives (clang builds only; GCC keeps the arena in global memory). */
static inline void c2o_check_team_memory(size_t bytes, const char *kernel) {
#if defined(__clang__) && __clang_major__ >= 18
  if (bytes > (size_t)C2O_TEAM_MEMORY_LIMIT) {
    fprintf(stderr,
            "cuda2omp: kernel '%s' needs %zu bytes of team memory per block (its __shared__ data and the "
            "variables kept per thread across barriers); the limit is %zu (C2O_TEAM_MEMORY_LIMIT). Use "
            "smaller blocks.\n",
            kernel, bytes, (size_t)C2O_TEAM_MEMORY_LIMIT);
    abort();
  }
#else
  (void)bytes;
  (void)kernel;
#endif
}

/* The phase form's arena when it needs more than a team's memory (clang
 * builds, where the arena is otherwise dynamic team memory of at most
 * C2O_TEAM_MEMORY_LIMIT bytes): global memory of the device, one part of
 * `bytes` per team, allocated by the launcher around the launch. The launch
 * then asks for at most C2O_SCRATCH_TEAMS teams (each walks its blocks in
 * turn, so any number is correct) to bound the scratch. Elsewhere (GCC, whose
 * arena is always global) none is needed: nullptr. */
#ifndef C2O_SCRATCH_TEAMS
#define C2O_SCRATCH_TEAMS 1024ull
#endif
static inline unsigned long long c2o_teams_for_arena(unsigned long long blocks, size_t bytes) {
  unsigned long long teams = c2o_teams_for_blocks(blocks);
#if defined(__clang__) && __clang_major__ >= 18
  if (bytes > (size_t)C2O_TEAM_MEMORY_LIMIT && teams > (unsigned long long)C2O_SCRATCH_TEAMS)
    teams = (unsigned long long)C2O_SCRATCH_TEAMS;
#else
  (void)bytes;
#endif
  return teams;
}
static inline unsigned char *c2o_team_scratch(size_t bytes, unsigned long long teams, const char *kernel) {
#if defined(__clang__) && __clang_major__ >= 18
  if (bytes <= (size_t)C2O_TEAM_MEMORY_LIMIT) return nullptr;
  void *p = omp_target_alloc(bytes * teams, omp_get_default_device());
  if (!p) {
    fprintf(stderr,
            "cuda2omp: kernel '%s' needs %zu bytes of team memory per block, more than a team has (%zu, "
            "C2O_TEAM_MEMORY_LIMIT), and %llu teams' worth of global scratch memory could not be allocated.\n",
            kernel, bytes, (size_t)C2O_TEAM_MEMORY_LIMIT, teams);
    abort();
  }
  return (unsigned char *)p;
#else
  (void)bytes;
  (void)teams;
  (void)kernel;
  return nullptr;
#endif
}
static inline void c2o_team_scratch_free(unsigned char *p) {
  if (p) omp_target_free(p, omp_get_default_device());
}
/* The arena of the calling thread's team: its part of the scratch, or the team memory. */
#define C2O_ARENA_OR_SCRATCH(name, scratch, bytes)                                                 \
  ((scratch) ? (scratch) + (size_t)omp_get_team_num() * (bytes) : C2O_TEAM_ARENA_PTR(name))

#endif /* C2O_BLOCK_H */
