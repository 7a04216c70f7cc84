/* c2o_block_direct.h - the direct form of block-level code (clang on a GPU).
 *
 * The direct form of a block-level kernel or __device__ function is its own
 * text, run by one GPU thread per CUDA thread of a bare launch
 * (`#pragma omp target teams ompx_bare`): values alive across barriers stay
 * plain locals, as in CUDA. The translator renames each synchronisation call
 * to one of the functions below (`__shfl_down_sync` -> `c2o_direct_shfl_down_sync`,
 * `tile.any(p)` -> `c2o_direct_group_any(tile, p)`, ...) and makes each
 * `__shared__` variable a static local in team memory
 * (`#pragma omp allocate(x) allocator(omp_pteam_mem_alloc)`: addrspace(3),
 * shared memory on NVIDIA, LDS on AMD; `[[clang::loader_uninitialized]]`, as
 * AMD's LDS takes no initial value); `extern __shared__` arrays are the
 * launch's dynamic team memory (`c2o_direct_dynamic_shared()`).
 *
 * Warps are CUDA's 32-wide logical warps on every GPU: a logical thread's
 * lane is its linear thread index modulo 32, and a wavefront of 64 (AMD)
 * holds two logical warps, whose exchanges never cross (the hardware lane's
 * bit 5 selects the half). NVIDIA: the PTX shfl.sync / vote.sync / bar.warp.sync
 * builtins, with the caller's mask. AMD: ds_bpermute and the wave's ballot.
 * Elsewhere (the host pass of the same source, which never runs a bare
 * launch) the functions compile to single-thread answers.
 *
 * Included by c2o_block.h when C2O_HAS_BARE (clang 19 and later). */
#ifndef C2O_BLOCK_DIRECT_H
#define C2O_BLOCK_DIRECT_H

#if C2O_HAS_BARE

#if defined(__NVPTX__)
#define C2O_DIRECT_NVPTX 1
#elif defined(__AMDGCN__)
#define C2O_DIRECT_AMDGCN 1
#endif

#pragma omp declare target

/* ---- geometry ------------------------------------------------------------ */
/* With clang 19 a bare launch has one extent per level: the kernel's direct
 * form records the block's and grid's shape at its start (every thread writes
 * the same values) so that functions it calls can unflatten their indices. */
static inline unsigned *c2o_direct_shape(void) {
  [[clang::loader_uninitialized]] static unsigned shape[6];
#pragma omp allocate(shape) allocator(omp_pteam_mem_alloc)
  return shape;
}
static inline void c2o_direct_enter(const dim3 b, const dim3 g) {
#if !C2O_BARE_MULTI_DIM
  unsigned *s = c2o_direct_shape();
  s[0] = b.x, s[1] = b.y, s[2] = b.z, s[3] = g.x, s[4] = g.y, s[5] = g.z;
#else
  (void)b;
  (void)g;
#endif
}
static inline unsigned c2o_direct_rank(void) {
#if C2O_BARE_MULTI_DIM
  return (unsigned)ompx_thread_id_x() +
         (unsigned)ompx_block_dim_x() * ((unsigned)ompx_thread_id_y() + (unsigned)ompx_block_dim_y() * (unsigned)ompx_thread_id_z());
#else
  return (unsigned)ompx_thread_id_x();
#endif
}
static inline unsigned c2o_direct_block_size(void) {
#if C2O_BARE_MULTI_DIM
  return (unsigned)ompx_block_dim_x() * (unsigned)ompx_block_dim_y() * (unsigned)ompx_block_dim_z();
#else
  return (unsigned)ompx_block_dim_x();
#endif
}
static inline uint3 c2o_direct_thread_index(void) {
#if C2O_BARE_MULTI_DIM
  uint3 r = {(unsigned)ompx_thread_id_x(), (unsigned)ompx_thread_id_y(), (unsigned)ompx_thread_id_z()};
  return r;
#else
  const unsigned *s = c2o_direct_shape();
  return c2o_index3((unsigned)ompx_thread_id_x(), s[0], s[1]);
#endif
}
static inline uint3 c2o_direct_block_index(void) {
#if C2O_BARE_MULTI_DIM
  uint3 r = {(unsigned)ompx_block_id_x(), (unsigned)ompx_block_id_y(), (unsigned)ompx_block_id_z()};
  return r;
#else
  const unsigned *s = c2o_direct_shape();
  return c2o_index3((unsigned)ompx_block_id_x(), s[3], s[4]);
#endif
}
static inline dim3 c2o_direct_block_dim(void) {
#if C2O_BARE_MULTI_DIM
  return dim3((unsigned)ompx_block_dim_x(), (unsigned)ompx_block_dim_y(), (unsigned)ompx_block_dim_z());
#else
  const unsigned *s = c2o_direct_shape();
  return dim3(s[0], s[1], s[2]);
#endif
}
static inline dim3 c2o_direct_grid_dim(void) {
#if C2O_BARE_MULTI_DIM
  return dim3((unsigned)ompx_grid_dim_x(), (unsigned)ompx_grid_dim_y(), (unsigned)ompx_grid_dim_z());
#else
  const unsigned *s = c2o_direct_shape();
  return dim3(s[3], s[4], s[5]);
#endif
}
/* The index built-ins of a __device__ function's direct form. */
#define C2O_DIRECT_INDICES                                                                                 \
  [[maybe_unused]] const uint3 c2o_threadIdx = c2o_direct_thread_index();                                  \
  [[maybe_unused]] const uint3 c2o_blockIdx = c2o_direct_block_index();                                    \
  [[maybe_unused]] const dim3 c2o_blockDim = c2o_direct_block_dim();                                       \
  [[maybe_unused]] const dim3 c2o_gridDim = c2o_direct_grid_dim();

/* The launch's dynamic team memory: every `extern __shared__` array. */
static inline unsigned char *c2o_direct_dynamic_shared(void) {
  return (unsigned char *)llvm_omp_target_dynamic_shared_alloc();
}

/* ---- lanes ---------------------------------------------------------------- */
static inline unsigned c2o_direct_lane(void) { return c2o_direct_rank() % 32u; }

static inline unsigned c2o_direct_activemask(void) {
#if defined(C2O_DIRECT_NVPTX)
  return __nvvm_activemask();
#elif defined(C2O_DIRECT_AMDGCN)
  unsigned hw = __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u));
  return (unsigned)(__builtin_amdgcn_read_exec() >> (hw & 32u));
#else
  return 1u << c2o_direct_lane();
#endif
}

static inline void c2o_direct_syncwarp(unsigned mask = 0xffffffffu) {
#if defined(C2O_DIRECT_NVPTX)
  __nvvm_bar_warp_sync(mask);
#elif defined(C2O_DIRECT_AMDGCN)
  (void)mask;
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "wavefront");
  __builtin_amdgcn_wave_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "wavefront");
#else
  (void)mask;
#endif
}

/* 32 bits of lane `src` (0-31) of the caller's logical warp. */
static inline unsigned c2o_direct_read_lane32(unsigned mask, unsigned v, unsigned src) {
#if defined(C2O_DIRECT_NVPTX)
  return (unsigned)__nvvm_shfl_sync_idx_i32(mask, (int)v, (int)src, 0x1f);
#elif defined(C2O_DIRECT_AMDGCN)
  (void)mask;
  unsigned hw = __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u));
  return (unsigned)__builtin_amdgcn_ds_bpermute((int)(((hw & 32u) | (src & 31u)) << 2), (int)v);
#else
  (void)mask;
  (void)src;
  return v;
#endif
}

/* Any trivially copyable value, 32 bits at a time. */
template <class T> static inline T c2o_direct_read_lane(unsigned mask, T v, unsigned src) {
  constexpr unsigned N = (unsigned)((sizeof(T) + 3) / 4);
  unsigned w[N] = {};
  __builtin_memcpy(w, &v, sizeof(T));
  for (unsigned i = 0; i < N; ++i) w[i] = c2o_direct_read_lane32(mask, w[i], src);
  T r;
  __builtin_memcpy(&r, w, sizeof(T));
  return r;
}

#if defined(C2O_DIRECT_NVPTX)
/* NVIDIA: the PTX shuffle of each mode, with CUDA's own segment/clamp operand
 * (sm_30_intrinsics.h: ((32 - width) << 8), | 0x1f but for `up`), 32 bits at
 * a time: one shfl.sync per word, no lane arithmetic of ours. */
enum { C2O_SHFL_IDX, C2O_SHFL_UP, C2O_SHFL_DOWN, C2O_SHFL_XOR };
template <int Mode, class T> static inline T c2o_direct_shfl_mode(unsigned mask, T v, int b, int width) {
  constexpr unsigned N = (unsigned)((sizeof(T) + 3) / 4);
  const int c = ((32 - width) << 8) | (Mode == C2O_SHFL_UP ? 0 : 0x1f);
  int w[N] = {};
  __builtin_memcpy(w, &v, sizeof(T));
  for (unsigned i = 0; i < N; ++i) {
    if (Mode == C2O_SHFL_IDX) w[i] = __nvvm_shfl_sync_idx_i32(mask, w[i], b, c);
    else if (Mode == C2O_SHFL_UP) w[i] = __nvvm_shfl_sync_up_i32(mask, w[i], b, c);
    else if (Mode == C2O_SHFL_DOWN) w[i] = __nvvm_shfl_sync_down_i32(mask, w[i], b, c);
    else w[i] = __nvvm_shfl_sync_bfly_i32(mask, w[i], b, c);
  }
  T r;
  __builtin_memcpy(&r, w, sizeof(T));
  return r;
}
#endif
/* CUDA's shuffles: `width` is a power of two up to 32; a source outside the
 * caller's segment of `width` lanes gives the caller's own value. */
template <class T> static inline T c2o_direct_shfl_sync(unsigned mask, T v, int src, int width = 32) {
#if defined(C2O_DIRECT_NVPTX)
  return c2o_direct_shfl_mode<C2O_SHFL_IDX>(mask, v, src, width);
#else
  unsigned lane = c2o_direct_lane(), w = (unsigned)width;
  return c2o_direct_read_lane(mask, v, (lane & ~(w - 1u)) + ((unsigned)src & (w - 1u)));
#endif
}
template <class T> static inline T c2o_direct_shfl_up_sync(unsigned mask, T v, unsigned delta, int width = 32) {
#if defined(C2O_DIRECT_NVPTX)
  return c2o_direct_shfl_mode<C2O_SHFL_UP>(mask, v, (int)delta, width);
#else
  unsigned lane = c2o_direct_lane(), w = (unsigned)width;
  return c2o_direct_read_lane(mask, v, (lane & (w - 1u)) >= delta ? lane - delta : lane);
#endif
}
template <class T> static inline T c2o_direct_shfl_down_sync(unsigned mask, T v, unsigned delta, int width = 32) {
#if defined(C2O_DIRECT_NVPTX)
  return c2o_direct_shfl_mode<C2O_SHFL_DOWN>(mask, v, (int)delta, width);
#else
  unsigned lane = c2o_direct_lane(), w = (unsigned)width;
  return c2o_direct_read_lane(mask, v, (lane & (w - 1u)) + delta < w ? lane + delta : lane);
#endif
}
template <class T> static inline T c2o_direct_shfl_xor_sync(unsigned mask, T v, int lane_mask, int width = 32) {
#if defined(C2O_DIRECT_NVPTX)
  return c2o_direct_shfl_mode<C2O_SHFL_XOR>(mask, v, lane_mask, width);
#else
  unsigned lane = c2o_direct_lane(), w = (unsigned)width;
  return c2o_direct_read_lane(mask, v, (lane & ~(w - 1u)) + ((lane ^ (unsigned)lane_mask) & (w - 1u)));
#endif
}
/* The forms without a mask (before CUDA 9): the active lanes. */
template <class T> static inline T c2o_direct_shfl(T v, int src, int width = 32) {
  return c2o_direct_shfl_sync(c2o_direct_activemask(), v, src, width);
}
template <class T> static inline T c2o_direct_shfl_up(T v, unsigned delta, int width = 32) {
  return c2o_direct_shfl_up_sync(c2o_direct_activemask(), v, delta, width);
}
template <class T> static inline T c2o_direct_shfl_down(T v, unsigned delta, int width = 32) {
  return c2o_direct_shfl_down_sync(c2o_direct_activemask(), v, delta, width);
}
template <class T> static inline T c2o_direct_shfl_xor(T v, int lane_mask, int width = 32) {
  return c2o_direct_shfl_xor_sync(c2o_direct_activemask(), v, lane_mask, width);
}

/* ---- votes ---------------------------------------------------------------- */
static inline unsigned c2o_direct_ballot_sync(unsigned mask, int p) {
#if defined(C2O_DIRECT_NVPTX)
  return __nvvm_vote_ballot_sync(mask, p != 0);
#elif defined(C2O_DIRECT_AMDGCN)
  unsigned hw = __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u));
  return (unsigned)(__builtin_amdgcn_ballot_w64(p != 0) >> (hw & 32u)) & mask;
#else
  return p ? (1u << c2o_direct_lane()) & mask : 0u;
#endif
}
static inline int c2o_direct_any_sync(unsigned mask, int p) { return c2o_direct_ballot_sync(mask, p) != 0; }
static inline int c2o_direct_all_sync(unsigned mask, int p) {
  return c2o_direct_ballot_sync(mask, p) == c2o_direct_ballot_sync(mask, 1);
}
static inline unsigned c2o_direct_ballot(int p) { return c2o_direct_ballot_sync(c2o_direct_activemask(), p); }
static inline int c2o_direct_any(int p) { return c2o_direct_any_sync(c2o_direct_activemask(), p); }
static inline int c2o_direct_all(int p) { return c2o_direct_all_sync(c2o_direct_activemask(), p); }

/* __reduce_*_sync: a butterfly over the lanes of the mask. */
template <class T, class Op> static inline T c2o_direct_warp_reduce(unsigned mask, T v, Op op) {
  unsigned lane = c2o_direct_lane();
  for (unsigned o = 16; o > 0; o /= 2) {
    T other = c2o_direct_read_lane(mask, v, lane ^ o);
    if ((mask >> (lane ^ o)) & 1u) v = op(v, other);
  }
  return v;
}
template <class T> static inline T c2o_direct_reduce_add_sync(unsigned mask, T v) {
  return c2o_direct_warp_reduce(mask, v, [](T a, T b) { return (T)(a + b); });
}
template <class T> static inline T c2o_direct_reduce_min_sync(unsigned mask, T v) {
  return c2o_direct_warp_reduce(mask, v, [](T a, T b) { return b < a ? b : a; });
}
template <class T> static inline T c2o_direct_reduce_max_sync(unsigned mask, T v) {
  return c2o_direct_warp_reduce(mask, v, [](T a, T b) { return a < b ? b : a; });
}
template <class T> static inline T c2o_direct_reduce_and_sync(unsigned mask, T v) {
  return c2o_direct_warp_reduce(mask, v, [](T a, T b) { return (T)(a & b); });
}
template <class T> static inline T c2o_direct_reduce_or_sync(unsigned mask, T v) {
  return c2o_direct_warp_reduce(mask, v, [](T a, T b) { return (T)(a | b); });
}
template <class T> static inline T c2o_direct_reduce_xor_sync(unsigned mask, T v) {
  return c2o_direct_warp_reduce(mask, v, [](T a, T b) { return (T)(a ^ b); });
}

/* __syncthreads_count / _and / _or: a counter in team memory between barriers. */
static inline int c2o_direct_block_vote(int p) {
  [[clang::loader_uninitialized]] static int count;
#pragma omp allocate(count) allocator(omp_pteam_mem_alloc)
  if (c2o_direct_rank() == 0) count = 0;
  ompx_sync_block_acq_rel();
  if (p) __atomic_fetch_add(&count, 1, __ATOMIC_RELAXED);
  ompx_sync_block_acq_rel();
  int r = count;
  ompx_sync_block_acq_rel();
  return r;
}
static inline int c2o_direct_syncthreads_count(int p) { return c2o_direct_block_vote(p != 0); }
static inline int c2o_direct_syncthreads_and(int p) {
  return c2o_direct_block_vote(p == 0) == 0;
}
static inline int c2o_direct_syncthreads_or(int p) { return c2o_direct_block_vote(p != 0) != 0; }

/* ---- cooperative groups ----------------------------------------------------- */
/* (this_thread_block(scratch): the translation keeps its own scratch) */
template <class... Scratch> static inline c2o_thread_block c2o_direct_this_thread_block(const Scratch &...) {
  c2o_thread_block b;
  b.rank = c2o_direct_rank();
  b.count = c2o_direct_block_size();
  return b;
}
static inline c2o_grid_group c2o_direct_this_grid(void) {
  c2o_grid_group g;
  g.rank = c2o_direct_rank();
  g.count = c2o_direct_block_size();
  return g;
}

/* Tiles of more than 32 threads: whole logical warps, which sync() through
 * a barrier of their own in team memory (arrivals, generation per tile; the
 * way CUDA's own multi-warp tiles wait), and which cg::reduce and the scans
 * combine through a scratch slot per warp. */
static inline unsigned *c2o_direct_tile_barriers(void) {
  [[clang::loader_uninitialized]] static unsigned bars[64];
#pragma omp allocate(bars) allocator(omp_pteam_mem_alloc)
  return bars;
}
static inline unsigned char *c2o_direct_tile_scratch(void) {
  [[clang::loader_uninitialized]] alignas(16) static unsigned char slots[32 * 32];
#pragma omp allocate(slots) allocator(omp_pteam_mem_alloc)
  return slots;
}
/* The barrier of the `size`-thread tile (64 to 1024, a power of two) of the
 * thread of block rank `rank`: one bank of slots per size, so that a tile and
 * the tiles it is cut into never share one (31 slots in all). */
static inline unsigned c2o_direct_tile_slot(unsigned size, unsigned long long rank) {
  return 32u - 2048u / size + (unsigned)(rank / size);
}
static inline void c2o_direct_tile_clear(unsigned size) {
  unsigned r = c2o_direct_rank();
  if (r % size == 0u) {
    c2o_direct_tile_barriers()[2u * c2o_direct_tile_slot(size, r)] = 0u;
    c2o_direct_tile_barriers()[2u * c2o_direct_tile_slot(size, r) + 1u] = 0u;
  }
}
/* Creating a tile is collective over the block (CUDA may wait there too):
 * the first thread of each tile of `size` > 32 threads clears its barrier. */
static inline void c2o_direct_tile_setup(unsigned size) {
  c2o_direct_tile_clear(size);
  ompx_sync_block_acq_rel();
}
/* A fence for the block's memory (clang 19 selects no atomic fence, acquire
 * load or release store for NVPTX: membar.cta there). */
static inline void c2o_direct_fence_block(void) {
#if defined(C2O_DIRECT_NVPTX)
  __nvvm_membar_cta();
#elif defined(C2O_DIRECT_AMDGCN)
  __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "workgroup");
#endif
}
/* Waits for the `warps` logical warps of the tile of barrier `slot`; lane 0 of each warp
 * arrives for its warp, with relaxed atomics between fences. (The release
 * has no 'else': on AMD, lanes 0 and 32 of one wavefront are two logical
 * warps' lane 0, and the spinning one must not run before the releasing one.) */
static inline void c2o_direct_tile_barrier(unsigned slot, unsigned warps) {
  unsigned *b = c2o_direct_tile_barriers() + 2u * slot;
  c2o_direct_syncwarp();
  if (c2o_direct_lane() == 0u) {
    unsigned gen = __atomic_load_n(&b[1], __ATOMIC_RELAXED);
    c2o_direct_fence_block();
    if (__atomic_add_fetch(&b[0], 1u, __ATOMIC_RELAXED) == warps) {
      __atomic_store_n(&b[0], 0u, __ATOMIC_RELAXED);
      c2o_direct_fence_block();
      __atomic_store_n(&b[1], gen + 1u, __ATOMIC_RELAXED);
    }
    while (__atomic_load_n(&b[1], __ATOMIC_RELAXED) == gen) {
    }
    c2o_direct_fence_block();
  }
  c2o_direct_syncwarp();
}
/* The warps of the Size-thread tile of a thread of rank `rank` in a parent of `count`. */
static inline unsigned c2o_direct_tile_warps(unsigned size, unsigned long long rank, unsigned long long count) {
  unsigned long long first = rank % count / size * size, n = count - first < size ? count - first : size;
  return (unsigned)((n + 31u) / 32u);
}

template <unsigned Size, class... G> static inline c2o_thread_block_tile<Size> c2o_direct_tiled_partition(const G &...) {
  c2o_thread_block_tile<Size> t;
  t.rank = c2o_direct_rank();
  t.count = c2o_direct_block_size();
  if (Size > 32u) c2o_direct_tile_setup(Size);
  return t;
}
template <unsigned Size> static inline void c2o_direct_sync(const c2o_thread_block_tile<Size> &t);
/* A tile of a tile: its meta group is the parent tile's; a tile of several
 * warps waits for its parent tile only. */
template <unsigned Size, unsigned Parent>
static inline c2o_thread_block_tile<Size> c2o_direct_tiled_partition(const c2o_thread_block_tile<Parent> &p) {
  c2o_thread_block_tile<Size> t;
  t.rank = p.rank;
  t.count = Parent;
  if (Size > 32u) {
    c2o_direct_tile_clear(Size);
    c2o_direct_sync(p);
  }
  return t;
}
/* tiled_partition(parent, n): a thread_group, or of a coalesced group a coalesced group. */
template <class P> static inline c2o_thread_group c2o_direct_tiled_partition(const P &parent, unsigned n) {
  c2o_thread_group g = c2o_tiled_partition(c2o_thread_group(parent), n);
  if (g.kind == C2O_GROUP_TILE) c2o_direct_tile_setup(n);
  return g;
}
static inline c2o_coalesced_group c2o_direct_tiled_partition(const c2o_coalesced_group &parent, unsigned n) {
  return c2o_tiled_partition(parent, n);
}
static inline c2o_coalesced_group c2o_direct_coalesced_threads(void) {
  c2o_coalesced_group g;
  g.mask = c2o_direct_activemask();
  g.lane = c2o_direct_lane();
  return g;
}
/* The lanes of a tile, as a mask of the logical warp. */
template <unsigned Size> static inline unsigned c2o_direct_group_mask(const c2o_thread_block_tile<Size> &) {
  unsigned lane = c2o_direct_lane();
  return Size >= 32 ? 0xffffffffu : ((1u << Size) - 1u) << (lane / Size * Size);
}
static inline unsigned c2o_direct_group_mask(const c2o_coalesced_group &g) { return g.mask; }

static inline void c2o_direct_sync(const c2o_thread_block &) { ompx_sync_block_acq_rel(); }
template <unsigned Size> static inline void c2o_direct_sync(const c2o_thread_block_tile<Size> &t) {
  if (Size > 32u) c2o_direct_tile_barrier(c2o_direct_tile_slot(Size, t.rank), c2o_direct_tile_warps(Size, t.rank, t.count));
  else c2o_direct_syncwarp(c2o_direct_group_mask(t));
}
static inline void c2o_direct_sync(const c2o_coalesced_group &g) { c2o_direct_syncwarp(g.mask); }
static inline void c2o_direct_sync(const c2o_thread_group &g) {
  if (g.kind == C2O_GROUP_BLOCK) ompx_sync_block_acq_rel();
  else if (g.kind == C2O_GROUP_WARP) c2o_direct_syncwarp(g.mask);
  else c2o_direct_tile_barrier(c2o_direct_tile_slot(g.tile_size, g.block_rank), (unsigned)((g.count + 31u) / 32u));
}

template <unsigned Size, class T> static inline T c2o_direct_group_shfl(const c2o_thread_block_tile<Size> &t, T v, int src) {
  return c2o_direct_shfl_sync(c2o_direct_group_mask(t), v, src, (int)Size);
}
template <unsigned Size, class T>
static inline T c2o_direct_group_shfl_up(const c2o_thread_block_tile<Size> &t, T v, unsigned delta) {
  return c2o_direct_shfl_up_sync(c2o_direct_group_mask(t), v, delta, (int)Size);
}
template <unsigned Size, class T>
static inline T c2o_direct_group_shfl_down(const c2o_thread_block_tile<Size> &t, T v, unsigned delta) {
  return c2o_direct_shfl_down_sync(c2o_direct_group_mask(t), v, delta, (int)Size);
}
template <unsigned Size, class T>
static inline T c2o_direct_group_shfl_xor(const c2o_thread_block_tile<Size> &t, T v, int lane_mask) {
  return c2o_direct_shfl_xor_sync(c2o_direct_group_mask(t), v, lane_mask, (int)Size);
}
template <unsigned Size> static inline unsigned c2o_direct_group_ballot(const c2o_thread_block_tile<Size> &t, int p) {
  unsigned b = c2o_direct_ballot_sync(c2o_direct_group_mask(t), p);
  return Size >= 32 ? b : (b >> (c2o_direct_lane() / Size * Size)) & ((1u << Size) - 1u);
}
template <unsigned Size> static inline int c2o_direct_group_any(const c2o_thread_block_tile<Size> &t, int p) {
  return c2o_direct_ballot_sync(c2o_direct_group_mask(t), p) != 0;
}
template <unsigned Size> static inline int c2o_direct_group_all(const c2o_thread_block_tile<Size> &t, int p) {
  unsigned m = c2o_direct_group_mask(t);
  return c2o_direct_ballot_sync(m, p) == c2o_direct_ballot_sync(m, 1);
}
/* A coalesced group: ranks count its lanes in order. */
template <class T> static inline T c2o_direct_group_shfl(const c2o_coalesced_group &g, T v, unsigned long long rank) {
  unsigned l = c2o_group_lane(g, rank);
  return c2o_direct_read_lane(g.mask, v, l < 32u ? l : c2o_direct_lane());
}
template <class T>
static inline T c2o_direct_group_shfl_down(const c2o_coalesced_group &g, T v, unsigned long long delta) {
  return c2o_direct_group_shfl(g, v, g.thread_rank() + delta);
}
template <class T> static inline T c2o_direct_group_shfl_up(const c2o_coalesced_group &g, T v, unsigned long long delta) {
  return c2o_direct_group_shfl(g, v, delta <= g.thread_rank() ? g.thread_rank() - delta : g.thread_rank());
}
static inline unsigned c2o_direct_group_ballot(const c2o_coalesced_group &g, int p) {
  unsigned b = c2o_direct_ballot_sync(g.mask, p), r = 0, rank = 0;
  for (unsigned i = 0; i < 32u; ++i)
    if ((g.mask >> i) & 1u) {
      if ((b >> i) & 1u) r |= 1u << rank;
      ++rank;
    }
  return r;
}
static inline int c2o_direct_group_any(const c2o_coalesced_group &g, int p) { return c2o_direct_ballot_sync(g.mask, p) != 0; }
static inline int c2o_direct_group_all(const c2o_coalesced_group &g, int p) {
  return c2o_direct_ballot_sync(g.mask, p) == g.mask;
}

/* cg::reduce and the scans over a tile (a butterfly and Hillis-Steele steps
 * within a warp; a tile of several warps then combines the warps' results
 * through a scratch slot per warp, between two of its barriers). */
template <unsigned Size, class T, class Op> static inline T c2o_direct_warp_fold(T v, Op op) {
  constexpr unsigned W = Size < 32u ? Size : 32u;
  unsigned m = c2o_tile_lanes(W, c2o_direct_lane());
  for (unsigned o = W / 2; o > 0; o /= 2) v = op(v, c2o_direct_shfl_xor_sync(m, v, (int)o, (int)W));
  return v;
}
template <unsigned Size, class T, class Op> static inline T c2o_direct_warp_scan(T v, Op op) {
  constexpr unsigned W = Size < 32u ? Size : 32u;
  unsigned m = c2o_tile_lanes(W, c2o_direct_lane()), r = c2o_direct_lane() % W;
  for (unsigned o = 1; o < W; o *= 2) {
    T u = c2o_direct_shfl_up_sync(m, v, o, (int)W);
    if (r >= o) v = op(u, v);
  }
  return v;
}
/* Tiles of several warps: each warp's `v` (its total) into the scratch; the
 * combination of the totals of the tile's warps [first, upto) with op. */
template <unsigned Size, class T, class Op>
static inline T c2o_direct_tile_combine(const c2o_thread_block_tile<Size> &t, T v, unsigned upto, Op op, bool *any) {
  static_assert(sizeof(T) <= 32, "cg::reduce over a tile of more than 32 threads: a value of at most 32 bytes");
  unsigned char *s = c2o_direct_tile_scratch();
  unsigned warp = (unsigned)(t.rank / 32u), first = (unsigned)(t.rank / Size * Size / 32u);
  unsigned tile = c2o_direct_tile_slot(Size, t.rank), warps = c2o_direct_tile_warps(Size, t.rank, t.count);
  if (c2o_direct_lane() == 31u || t.rank + 1 == t.count) __builtin_memcpy(s + 32u * warp, &v, sizeof(T));
  c2o_direct_tile_barrier(tile, warps);
  T r = T();
  *any = false;
  for (unsigned w = first; w < first + upto && w < first + warps; ++w) {
    T x;
    __builtin_memcpy(&x, s + 32u * w, sizeof(T));
    r = *any ? op(r, x) : x;
    *any = true;
  }
  c2o_direct_tile_barrier(tile, warps);
  return r;
}
template <unsigned Size, class T, class Op>
static inline T c2o_direct_reduce(const c2o_thread_block_tile<Size> &t, T v, Op op) {
  v = c2o_direct_warp_fold<Size>(v, op);
  if (Size <= 32u) return v;
  bool any;
  return c2o_direct_tile_combine(t, v, Size / 32u, op, &any);
}
template <unsigned Size, class T, class Op>
static inline T c2o_direct_inclusive_scan(const c2o_thread_block_tile<Size> &t, T v, Op op) {
  v = c2o_direct_warp_scan<Size>(v, op);
  if (Size <= 32u) return v;
  bool any; /* the totals of the tile's warps before this one */
  T before = c2o_direct_tile_combine(t, v, (unsigned)(t.rank % Size / 32u), op, &any);
  return any ? op(before, v) : v;
}
template <unsigned Size, class T> static inline T c2o_direct_inclusive_scan(const c2o_thread_block_tile<Size> &t, T v) {
  return c2o_direct_inclusive_scan(t, v, [](T a, T b) { return a + b; });
}
/* The first thread of a tile gets T(), as in the phase form. */
template <unsigned Size, class T, class Op>
static inline T c2o_direct_exclusive_scan(const c2o_thread_block_tile<Size> &t, T v, Op op) {
  constexpr unsigned W = Size < 32u ? Size : 32u;
  T inc = c2o_direct_warp_scan<Size>(v, op);
  T prev = c2o_direct_shfl_up_sync(c2o_tile_lanes(W, c2o_direct_lane()), inc, 1u, (int)W);
  bool first = c2o_direct_lane() % W == 0;
  if (Size <= 32u) return first ? T() : prev;
  bool any;
  T before = c2o_direct_tile_combine(t, inc, (unsigned)(t.rank % Size / 32u), op, &any);
  if (first) return any ? before : T();
  return any ? op(before, prev) : prev;
}
template <unsigned Size, class T> static inline T c2o_direct_exclusive_scan(const c2o_thread_block_tile<Size> &t, T v) {
  return c2o_direct_exclusive_scan(t, v, [](T a, T b) { return a + b; });
}

/* The same over a coalesced group: its lanes in order, one shuffle each
 * (every lane of the group runs the same loop). */
template <class T, class Op>
static inline T c2o_direct_group_fold(const c2o_coalesced_group &g, T v, unsigned upto, Op op, bool *any) {
  T r = T();
  *any = false;
  for (unsigned m = g.mask; m != 0u; m &= m - 1u) {
    unsigned l = (unsigned)__builtin_ctz(m);
    T x = c2o_direct_read_lane(g.mask, v, l);
    if (l < upto) {
      r = *any ? op(r, x) : x;
      *any = true;
    }
  }
  return r;
}
template <class T, class Op> static inline T c2o_direct_reduce(const c2o_coalesced_group &g, T v, Op op) {
  bool any;
  return c2o_direct_group_fold(g, v, 32u, op, &any);
}
template <class T, class Op> static inline T c2o_direct_inclusive_scan(const c2o_coalesced_group &g, T v, Op op) {
  bool any;
  return c2o_direct_group_fold(g, v, g.lane + 1u, op, &any);
}
template <class T> static inline T c2o_direct_inclusive_scan(const c2o_coalesced_group &g, T v) {
  return c2o_direct_inclusive_scan(g, v, [](T a, T b) { return a + b; });
}
template <class T, class Op> static inline T c2o_direct_exclusive_scan(const c2o_coalesced_group &g, T v, Op op) {
  bool any;
  return c2o_direct_group_fold(g, v, g.lane, op, &any);
}
template <class T> static inline T c2o_direct_exclusive_scan(const c2o_coalesced_group &g, T v) {
  return c2o_direct_exclusive_scan(g, v, [](T a, T b) { return a + b; });
}

/* labeled_partition / binary_partition: the lanes of the parent (a tile of
 * at most 32 threads, or a coalesced group) with the thread's own label. One
 * round per distinct label: the lowest lane left says its label, a ballot
 * finds who shares it. */
template <class G, class L> static inline c2o_coalesced_group c2o_direct_labeled_partition(const G &parent, L label) {
  unsigned m = c2o_direct_group_mask(parent), left = m, mine = 0;
  while (left != 0u) {
    L l = c2o_direct_read_lane(m, label, (unsigned)__builtin_ctz(left));
    unsigned same = c2o_direct_ballot_sync(m, label == l);
    if (label == l) mine = same;
    left &= ~same;
  }
  c2o_coalesced_group g;
  g.mask = mine;
  g.lane = c2o_direct_lane();
  return g;
}
template <class G> static inline c2o_coalesced_group c2o_direct_binary_partition(const G &parent, bool pred) {
  unsigned m = c2o_direct_group_mask(parent), b = c2o_direct_ballot_sync(m, pred);
  c2o_coalesced_group g;
  g.mask = pred ? b : m & ~b;
  g.lane = c2o_direct_lane();
  return g;
}

#pragma omp end declare target

/* A kernel that has only the direct form (the phase form could not be built)
 * stops here when no bare launch is possible: GCC, the host device,
 * -DC2O_NO_BARE, a clang without ompx_bare. */
#endif /* C2O_HAS_BARE */

#include <stdio.h>
#include <stdlib.h>
static inline void c2o_direct_only(const char *kernel, const char *why) {
  fprintf(stderr,
          "cuda2omp: kernel '%s' has only its direct form (%s), which runs as a bare launch on a GPU: build with a "
          "clang-family OpenMP offload compiler (upstream clang 19 or later, AMD's ROCm/AOMP clang) for an NVIDIA "
          "or AMD GPU and run on that GPU; this build or device cannot run it.\n",
          kernel, why);
  abort();
}

#endif /* C2O_BLOCK_DIRECT_H */
