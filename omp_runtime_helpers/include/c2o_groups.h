/* c2o_groups.h - cooperative groups beyond the block and its tiles: any
 * group (thread_group), the grid's queries, partitions of a warp, and
 * cg::reduce and the scans over a coalesced group. Included by c2o_block.h,
 * after the thread block, tile and coalesced group types. C++ only.
 *
 * A group handle is what one logical thread sees of its group: its rank and
 * the group's size, and, for the direct form (c2o_block_direct.h), which
 * threads sync() waits for. In the phases every group's sync() is a barrier
 * of the team, as every synchronisation is. */
#ifndef C2O_GROUPS_H
#define C2O_GROUPS_H

#pragma omp declare target

/* What a thread_group's sync() waits for in the direct form. */
enum {
  C2O_GROUP_BLOCK = 0, /* the whole block */
  C2O_GROUP_WARP = 1,  /* lanes of one logical warp (mask) */
  C2O_GROUP_TILE = 2   /* a tile of several whole warps (tile_size threads) */
};

/* The lanes of the Size-wide tile holding logical lane `lane` (Size <= 32). */
static inline unsigned c2o_tile_lanes(unsigned size, unsigned lane) {
  return size >= 32u ? 0xffffffffu : ((1u << size) - 1u) << (lane / size * size);
}

/* cooperative_groups::thread_group: any group, as seen by one logical thread.
 * A thread_block, a thread_block_tile or a coalesced_group converts to it. */
struct c2o_thread_group {
  unsigned long long rank, count; /* the thread's rank in the group, the group's size */
  unsigned block_rank;            /* the thread's rank in the block (its lane is % 32) */
  unsigned kind;                  /* C2O_GROUP_* */
  unsigned mask;                  /* C2O_GROUP_WARP: the group's lanes of the logical warp */
  unsigned tile_size;             /* C2O_GROUP_TILE: threads per tile (a multiple of 32) */
  c2o_thread_group() = default;
  c2o_thread_group(const c2o_thread_block &b)
      : rank(b.rank), count(b.count), block_rank((unsigned)b.rank), kind(C2O_GROUP_BLOCK), mask(0), tile_size(0) {}
  template <unsigned Size>
  c2o_thread_group(const c2o_thread_block_tile<Size> &t)
      : rank(t.rank % Size), count(Size), block_rank((unsigned)t.rank), kind(Size > 32 ? C2O_GROUP_TILE : C2O_GROUP_WARP),
        mask(Size > 32 ? 0u : c2o_tile_lanes(Size, (unsigned)(t.rank % 32))), tile_size(Size) {}
  c2o_thread_group(const c2o_coalesced_group &g)
      : rank(g.thread_rank()), count(g.num_threads()), block_rank(g.lane), kind(C2O_GROUP_WARP), mask(g.mask),
        tile_size(0) {}
  unsigned long long thread_rank() const { return rank; }
  unsigned long long num_threads() const { return count; }
  unsigned long long size() const { return count; }
};

/* tiled_partition(parent, n): the parent's threads in consecutive runs of n
 * ranks (the last run may be shorter). */
static inline c2o_thread_group c2o_tiled_partition(const c2o_thread_group &p, unsigned n) {
  c2o_thread_group r = p;
  unsigned long long base = p.rank / n * n;
  r.rank = p.rank - base;
  r.count = p.count - base < n ? p.count - base : n;
  if (p.kind != C2O_GROUP_WARP && n > 32u) {
    r.kind = C2O_GROUP_TILE;
    r.tile_size = n;
  } else if (p.kind != C2O_GROUP_WARP) {
    r.kind = C2O_GROUP_WARP;
    r.mask = c2o_tile_lanes(n, p.block_rank % 32u);
  } else { /* the lanes of the parent whose parent rank is in [base, base + n) */
    unsigned m = 0, k = 0;
    for (unsigned i = 0; i < 32u; ++i)
      if ((p.mask >> i) & 1u) {
        if (k >= base && k < base + n) m |= 1u << i;
        ++k;
      }
    r.mask = m;
  }
  return r;
}

/* tiled_partition(coalesced, n): a coalesced group of the parent's lanes
 * whose ranks are in the thread's run of n. */
static inline c2o_coalesced_group c2o_tiled_partition(const c2o_coalesced_group &p, unsigned n) {
  c2o_thread_group g = c2o_tiled_partition(c2o_thread_group(p), n);
  c2o_coalesced_group r;
  r.mask = g.mask;
  r.lane = p.lane;
  return r;
}

/* cooperative_groups::grid_group as seen by one logical thread: its rank in
 * the block and the block's size. Its queries (thread_rank, size,
 * num_blocks, block_rank ...) become the values below, of the index
 * built-ins; grid.sync() is not translated (C2O1001). */
struct c2o_grid_group {
  unsigned long long rank, count;
};
static inline unsigned long long c2o_grid_block_rank(uint3 b, dim3 g) {
  return b.x + (unsigned long long)g.x * (b.y + (unsigned long long)g.y * b.z);
}
static inline unsigned long long c2o_grid_thread_rank(uint3 t, uint3 b, dim3 bd, dim3 gd) {
  return c2o_grid_block_rank(b, gd) * c2o_volume(bd) + t.x + (unsigned long long)bd.x * (t.y + (unsigned long long)bd.y * t.z);
}

/* What a reader takes for a group whose type a template decides: a tile's
 * width, or the coalesced group itself. */
template <unsigned Size> static constexpr int c2o_group_arg(const c2o_thread_block_tile<Size> &) { return (int)Size; }
static inline const c2o_coalesced_group &c2o_group_arg(const c2o_coalesced_group &g) { return g; }

/* ---- exchanges over a coalesced group (every logical thread t wrote x[t]
 * before a barrier); the group's threads are the lanes of its mask. */
/* The lanes of t's logical warp that a group holds (a tile's run of lanes,
 * or a coalesced group's mask), within the block. */
template <unsigned Size>
static inline unsigned c2o_group_lanes(const c2o_thread_block_tile<Size> &, unsigned long long t, unsigned long long bs) {
  unsigned long long base = c2o_segment_base(t, C2O_WARP_SIZE);
  unsigned m = c2o_tile_lanes(Size, (unsigned)(t - base));
  return bs - base >= 32 ? m : m & ((1u << (unsigned)(bs - base)) - 1u);
}
static inline unsigned c2o_group_lanes(const c2o_coalesced_group &g, unsigned long long, unsigned long long) {
  return g.mask;
}

/* labeled_partition / binary_partition: the parent's lanes whose label
 * (x: an integer, a pointer, or the predicate) equals the thread's own. */
template <class L, class G>
static inline c2o_coalesced_group c2o_labeled_partition_read(const L *x, unsigned long long t, unsigned long long bs,
                                                             const G &parent) {
  unsigned long long base = c2o_segment_base(t, C2O_WARP_SIZE);
  unsigned m = c2o_group_lanes(parent, t, bs), r = 0;
  for (unsigned i = 0; i < C2O_WARP_SIZE && base + i < bs; ++i)
    if (((m >> i) & 1u) && x[base + i] == x[t]) r |= 1u << i;
  c2o_coalesced_group g;
  g.mask = r;
  g.lane = (unsigned)(t - base);
  return g;
}

/* cg::reduce and the scans over a coalesced group: its lanes in order. */
template <class T, class Op>
static inline T c2o_group_fold(const T *x, unsigned long long t, unsigned long long bs, const c2o_coalesced_group &g,
                               unsigned upto, Op op, bool *any) {
  unsigned long long base = c2o_segment_base(t, C2O_WARP_SIZE);
  T r = T();
  *any = false;
  for (unsigned i = 0; i < upto && base + i < bs; ++i)
    if ((g.mask >> i) & 1u) {
      r = *any ? op(r, x[base + i]) : x[base + i];
      *any = true;
    }
  return r;
}
template <class T, class Op>
static inline T c2o_tile_reduce_read(const T *x, unsigned long long t, unsigned long long bs,
                                     const c2o_coalesced_group &g, Op op) {
  bool any;
  return c2o_group_fold(x, t, bs, g, C2O_WARP_SIZE, op, &any);
}
template <class T, class Op>
static inline T c2o_tile_inclusive_scan_read(const T *x, unsigned long long t, unsigned long long bs,
                                             const c2o_coalesced_group &g, Op op) {
  bool any;
  return c2o_group_fold(x, t, bs, g, g.lane + 1, op, &any);
}
template <class T>
static inline T c2o_tile_inclusive_scan_read(const T *x, unsigned long long t, unsigned long long bs,
                                             const c2o_coalesced_group &g) {
  return c2o_tile_inclusive_scan_read(x, t, bs, g, [](T a, T b) { return a + b; });
}
/* The group's first thread gets T(), as over a tile. */
template <class T, class Op>
static inline T c2o_tile_exclusive_scan_read(const T *x, unsigned long long t, unsigned long long bs,
                                             const c2o_coalesced_group &g, Op op) {
  bool any;
  return c2o_group_fold(x, t, bs, g, g.lane, op, &any);
}
template <class T>
static inline T c2o_tile_exclusive_scan_read(const T *x, unsigned long long t, unsigned long long bs,
                                             const c2o_coalesced_group &g) {
  return c2o_tile_exclusive_scan_read(x, t, bs, g, [](T a, T b) { return a + b; });
}

#pragma omp end declare target

#endif /* C2O_GROUPS_H */
