// CUB's block and warp collectives of c2o_cub_block.h, run on the host: one
// std::thread per CUDA thread of a block, with the primitives of the direct
// form (c2o_block_direct.h) emulated below (the block's barrier, 32-wide
// warps exchanging through memory between two barriers of the warp), and
// every result compared with a serial computation. The emulated warps are
// as loose as a GPU's since Volta allows: __activemask() names the caller's
// lane only (the lanes of a warp may reach a call apart), and a shuffle
// reads nothing from a lane outside its mask (the caller's own value here;
// undefined on a GPU), so a collective that takes its mask from
// __activemask() instead of the lanes that must call it gives wrong results. Built with
// -DC2O_CUB_HOST_THREADS and no bare launches (GCC, or clang with
// -DC2O_NO_BARE): the same class templates that the direct form of a
// translated kernel runs on a GPU. Prints one line per collective and PASS.
#include <barrier>
#include <cstdio>
#include <cstring>
#include <memory>
#include <thread>
#include <type_traits>
#include <utility>
#include <vector>

// ---- the emulated GPU primitives -------------------------------------------
namespace emu {
thread_local unsigned rank;
unsigned threads;
std::unique_ptr<std::barrier<>> block;
std::vector<std::unique_ptr<std::barrier<>>> warps;
alignas(16) unsigned char lanes[64][32][32]; // [warp][lane][bytes]
unsigned lanes_of(unsigned w) { return threads - w * 32 < 32 ? threads - w * 32 : 32; }
template <class T> T exchange(T v, unsigned src, unsigned mask = ~0u) {
  static_assert(sizeof(T) <= 32, "emulated lanes hold 32 bytes");
  unsigned w = rank / 32, l = rank % 32;
  std::memcpy(lanes[w][l], &v, sizeof(T));
  warps[w]->arrive_and_wait();
  T r;
  std::memcpy(&r, lanes[w][src < lanes_of(w) && ((mask >> src) & 1u) ? src : l], sizeof(T));
  warps[w]->arrive_and_wait();
  return r;
}
template <class F> void run(unsigned n, F f) {
  threads = n;
  block = std::make_unique<std::barrier<>>(n);
  warps.clear();
  for (unsigned w = 0; w * 32 < n; ++w) warps.push_back(std::make_unique<std::barrier<>>(lanes_of(w)));
  std::vector<std::thread> ts;
  for (unsigned t = 0; t < n; ++t)
    ts.emplace_back([t, &f] {
      rank = t;
      f(t);
    });
  for (auto &t : ts) t.join();
}
} // namespace emu

static inline unsigned c2o_direct_rank(void) { return emu::rank; }
static inline unsigned c2o_direct_lane(void) { return emu::rank % 32; }
[[maybe_unused]] static inline unsigned c2o_direct_activemask(void) { return 1u << c2o_direct_lane(); }
static inline unsigned c2o_direct_block_size(void) { return emu::threads; }
static inline void c2o_syncthreads(void) { emu::block->arrive_and_wait(); }
static inline void c2o_direct_syncwarp(unsigned = 0xffffffffu) { emu::warps[emu::rank / 32]->arrive_and_wait(); }
template <class T> static inline T c2o_direct_shfl_sync(unsigned mask, T v, int src, int width = 32) {
  unsigned lane = c2o_direct_lane(), w = (unsigned)width;
  return emu::exchange(v, (lane & ~(w - 1u)) + ((unsigned)src & (w - 1u)), mask);
}
template <class T> static inline T c2o_direct_shfl_up_sync(unsigned mask, T v, unsigned delta, int width = 32) {
  unsigned lane = c2o_direct_lane(), w = (unsigned)width;
  return emu::exchange(v, (lane & (w - 1u)) >= delta ? lane - delta : lane, mask);
}
template <class T> static inline T c2o_direct_shfl_down_sync(unsigned mask, T v, unsigned delta, int width = 32) {
  unsigned lane = c2o_direct_lane(), w = (unsigned)width;
  return emu::exchange(v, (lane & (w - 1u)) + delta < w ? lane + delta : lane, mask);
}
static inline unsigned c2o_direct_ballot_sync(unsigned mask, int p) {
  unsigned w = emu::rank / 32, b = 0;
  for (unsigned l = 0; l < emu::lanes_of(w); ++l) b |= (emu::exchange(p ? 1 : 0, l) ? 1u : 0u) << l;
  return b & mask;
}

#include "c2o_cub.h"

// ---- checks ------------------------------------------------------------------
static int failures = 0;
static void report(const char *what, int bad) {
  std::printf("%-28s %s (%d wrong)\n", what, bad ? "FAIL" : "ok", bad);
  failures += bad != 0;
}
static unsigned seed = 12345u;
static int rnd(int lo, int hi) {
  seed = seed * 1664525u + 1013904223u;
  return lo + (int)((seed >> 8) % (unsigned)(hi - lo + 1));
}

// A non-commutative associative operator: the first item's lo and the last one's hi.
struct Span {
  int lo, hi;
};
struct Join {
  Span operator()(const Span &a, const Span &b) const { return {a.lo, b.hi}; }
};
struct MaxOp {
  int operator()(int a, int b) const { return a > b ? a : b; }
};
// Operators as CCCL 2's cub::Max and cub::Sum are written: forwarding
// references, the common type as the result.
struct ForwardingMax {
  template <typename A, typename B> typename std::common_type<A, B>::type operator()(A &&a, B &&b) const {
    return b > a ? b : a;
  }
};
struct ForwardingSum {
  template <typename A, typename B> auto operator()(A &&a, B &&b) const -> decltype(std::forward<A>(a) + std::forward<B>(b)) {
    return std::forward<A>(a) + std::forward<B>(b);
  }
};

static void warp_reduce() {
  constexpr int N = 80; // a partial last warp
  static cub::WarpReduce<int>::TempStorage t32[3];
  static cub::WarpReduce<int, 16>::TempStorage t16[5];
  std::vector<int> in(N), sum(N), mx(N), part(N), seg(N), tseg(N), head(N), tail(N);
  for (int i = 0; i < N; ++i) in[i] = rnd(-50, 50), head[i] = rnd(0, 3) == 0, tail[i] = rnd(0, 3) == 0;
  emu::run(64, [&](unsigned t) {
    sum[t] = cub::WarpReduce<int>(t32[t / 32]).Sum(in[t]);
    mx[t] = cub::WarpReduce<int, 16>(t16[t / 16]).Reduce(in[t], MaxOp());
    part[t] = cub::WarpReduce<int, 16>(t16[t / 16]).Sum(in[t], 5);
    seg[t] = cub::WarpReduce<int, 16>(t16[t / 16]).HeadSegmentedSum(in[t], head[t]);
    tseg[t] = cub::WarpReduce<int>(t32[t / 32]).TailSegmentedReduce(in[t], tail[t], MaxOp());
  });
  int bad = 0;
  for (int t = 0; t < 64; ++t) {
    int s = 0, m = -1000, p = 0, b16 = t / 16 * 16;
    for (int j = t / 32 * 32; j < t / 32 * 32 + 32; ++j) s += in[j];
    for (int j = b16; j < b16 + 16; ++j) m = std::max(m, in[j]), p += j < b16 + 5 ? in[j] : 0;
    bad += sum[t] != s || mx[t] != m || part[t] != p;
    if (t == b16 || head[t]) { // a head: its segment's sum
      int e = t + 1, ss = in[t];
      while (e < b16 + 16 && !head[e]) ss += in[e++];
      bad += seg[t] != ss;
    }
    int b32 = t / 32 * 32;
    if (t == b32 || tail[t - 1]) { // a segment's first lane, segments ending at tails
      int e = t, mm = in[t];
      while (e < b32 + 31 && !tail[e]) mm = std::max(mm, in[++e]);
      bad += tseg[t] != mm;
    }
  }
  report("WarpReduce", bad);
}

static void warp_scan() {
  static cub::WarpScan<int, 8>::TempStorage t8[8];
  std::vector<int> in(64), inc(64), exc(64), agg(64), ini(64), exi(64), sc_i(64), sc_e(64), bc(64), exs(64);
  std::vector<Span> js(64);
  for (int i = 0; i < 64; ++i) in[i] = rnd(-9, 9);
  emu::run(64, [&](unsigned t) {
    using WS = cub::WarpScan<int, 8>;
    WS(t8[t / 8]).InclusiveSum(in[t], inc[t], agg[t]);
    WS(t8[t / 8]).ExclusiveSum(in[t], exc[t]);
    WS(t8[t / 8]).InclusiveScan(in[t], ini[t], 100, MaxOp());
    WS(t8[t / 8]).ExclusiveScan(in[t], exi[t], -100, MaxOp());
    WS(t8[t / 8]).Scan(in[t], sc_i[t], sc_e[t], 5, cub::Sum());
    bc[t] = WS(t8[t / 8]).Broadcast(in[t], 3);
    static cub::WarpScan<Span, 8>::TempStorage ts[8];
    Span a;
    cub::WarpScan<Span, 8>(ts[t / 8]).InclusiveScan(Span{(int)t, (int)t}, js[t], Join(), a);
    WS(t8[t / 8]).ExclusiveSum(in[t], exs[t]);
  });
  int bad = 0;
  for (int t = 0; t < 64; ++t) {
    int b = t / 8 * 8, s = 0, total = 0, m = 100, me = -100;
    for (int j = b; j < b + 8; ++j) total += in[j];
    for (int j = b; j < t; ++j) s += in[j], me = std::max(me, in[j]);
    for (int j = b; j <= t; ++j) m = std::max(m, in[j]);
    bad += inc[t] != s + in[t] || exc[t] != s || agg[t] != total || ini[t] != m || exi[t] != me;
    bad += sc_i[t] != 5 + s + in[t] || sc_e[t] != 5 + s || bc[t] != in[b + 3];
    bad += js[t].lo != b || js[t].hi != t || exs[t] != s;
  }
  report("WarpScan", bad);
}

static void warp_exchange_load_store() {
  constexpr int W = 16, I = 3, N = 64;
  static cub::WarpExchange<int, I, W>::TempStorage tx[4];
  static cub::WarpLoad<int, I, cub::WARP_LOAD_TRANSPOSE, W>::TempStorage tl[4];
  static cub::WarpStore<int, I, cub::WARP_STORE_TRANSPOSE, W>::TempStorage tst[4];
  std::vector<int> in(N * I), blocked(N * I), striped(N * I), direct(N * I), tr(N * I), st_out(N * I, -1), ld_part(N * I),
      scat(N * I);
  for (int i = 0; i < N * I; ++i) in[i] = i * 7 + 1;
  emu::run(N, [&](unsigned t) {
    const int w = t / W, l = t % W;
    const int *base = in.data() + w * W * I;
    int b[I], s[I], d[I], x[I], p[I];
    for (int i = 0; i < I; ++i) b[i] = base[l * I + i];
    cub::WarpExchange<int, I, W>(tx[w]).BlockedToStriped(b, s);
    cub::WarpExchange<int, I, W>(tx[w]).StripedToBlocked(s, d);
    cub::WarpLoad<int, I, cub::WARP_LOAD_TRANSPOSE, W>(tl[w]).Load(base, x);
    cub::WarpLoad<int, I, cub::WARP_LOAD_STRIPED, W>().Load(base, p, 20, -7);
    for (int i = 0; i < I; ++i) blocked[t * I + i] = d[i], striped[t * I + i] = s[i], tr[t * I + i] = x[i], ld_part[t * I + i] = p[i];
    cub::WarpStore<int, I, cub::WARP_STORE_TRANSPOSE, W>(tst[w]).Store(st_out.data() + w * W * I, x, 40);
    int ranks[I], r[I];
    for (int i = 0; i < I; ++i) ranks[i] = W * I - 1 - (l * I + i), r[i] = b[i];
    cub::WarpExchange<int, I, W>(tx[w]).ScatterToStriped(r, ranks);
    for (int i = 0; i < I; ++i) scat[t * I + i] = r[i];
  });
  int bad = 0;
  for (int t = 0; t < N; ++t) {
    const int w = t / W, l = t % W, base = w * W * I;
    for (int i = 0; i < I; ++i) {
      bad += striped[t * I + i] != in[base + i * W + l] || blocked[t * I + i] != in[base + l * I + i];
      bad += tr[t * I + i] != in[base + l * I + i];
      bad += ld_part[t * I + i] != (i * W + l < 20 ? in[base + i * W + l] : -7);
      // striped position i*W+l holds the item whose blocked position is W*I-1-(i*W+l)
      bad += scat[t * I + i] != in[base + W * I - 1 - (i * W + l)];
    }
  }
  for (int w = 0; w < N / W; ++w)
    for (int k = 0; k < W * I; ++k) bad += st_out[w * W * I + k] != (k < 40 ? in[w * W * I + k] : -1);
  report("WarpExchange/Load/Store", bad);
}

static void block_reduce() {
  constexpr int BX = 16, BY = 5, T = BX * BY; // 80 threads: a partial last warp
  using BR = cub::BlockReduce<int, BX, cub::BLOCK_REDUCE_WARP_REDUCTIONS, BY>;
  static BR::TempStorage tmp;
  std::vector<int> in(T), sum(T), part(T), mx(T), arr(T);
  std::vector<float> fmx(T), fsum(T);
  std::vector<Span> js(T);
  for (int i = 0; i < T; ++i) in[i] = rnd(-100, 100);
  emu::run(T, [&](unsigned t) {
    // as CUB asks: a barrier before the storage is used again (the
    // collectives do not end at one)
    sum[t] = BR(tmp).Sum(in[t]);
    c2o_syncthreads();
    part[t] = BR(tmp).Sum(in[t], 37);
    c2o_syncthreads();
    mx[t] = BR(tmp).Reduce(in[t], MaxOp());
    int items[3] = {in[t], 1, -in[t] * 2};
    arr[t] = BR().Sum(items);
    static cub::BlockReduce<Span, T>::TempStorage ts;
    js[t] = cub::BlockReduce<Span, T>(ts).Reduce(Span{(int)t, (int)t}, Join());
    // two storages of one type, two reductions with no barrier between them
    using BF = cub::BlockReduce<float, T>;
    static BF::TempStorage tmax, tsum;
    fmx[t] = BF(tmax).Reduce((float)in[t], ForwardingMax());
    fsum[t] = BF(tsum).Reduce((float)in[t], ForwardingSum());
  });
  int s = 0, p = 0, m = -1000, bad = 0;
  for (int i = 0; i < T; ++i) s += in[i], p += i < 37 ? in[i] : 0, m = std::max(m, in[i]);
  for (int t = 0; t < T; ++t)
    bad += sum[t] != s || part[t] != p || mx[t] != m || arr[t] != T - s || js[t].lo != 0 || js[t].hi != T - 1 ||
           fmx[t] != (float)m || fsum[t] != (float)s;
  report("BlockReduce", bad);
}

struct RunningTotal {
  int total;
  int operator()(int block_aggregate) {
    int old = total;
    total += block_aggregate;
    return old;
  }
};

static void block_scan() {
  constexpr int T = 96, I = 4;
  using BS = cub::BlockScan<int, T>;
  static BS::TempStorage tmp;
  std::vector<int> in(T * I), es(T), is(T), agg(T), ex(T), exa(T * I), ina(T * I), inw(T * I), pre(2 * T), prei(T * I);
  std::vector<Span> js(T);
  for (int i = 0; i < T * I; ++i) in[i] = rnd(-20, 20);
  emu::run(T, [&](unsigned t) {
    // as CUB asks: a barrier before the storage is used again
    BS(tmp).ExclusiveSum(in[t], es[t], agg[t]);
    c2o_syncthreads();
    BS(tmp).InclusiveSum(in[t], is[t]);
    c2o_syncthreads();
    BS(tmp).ExclusiveScan(in[t], ex[t], -1000, MaxOp());
    c2o_syncthreads();
    int a[I], o[I], o2[I], o3[I];
    for (int i = 0; i < I; ++i) a[i] = in[t * I + i];
    BS(tmp).ExclusiveSum(a, o);
    c2o_syncthreads();
    BS(tmp).InclusiveScan(a, o2, 7, cub::Sum());
    c2o_syncthreads();
    BS(tmp).InclusiveScan(a, o3, MaxOp());
    c2o_syncthreads();
    for (int i = 0; i < I; ++i) exa[t * I + i] = o[i], ina[t * I + i] = o2[i], inw[t * I + i] = o3[i];
    RunningTotal run{10};
    for (int tile = 0; tile < 2; ++tile) {
      BS(tmp).ExclusiveSum(in[tile * T + t], pre[tile * T + t], run);
      c2o_syncthreads();
    }
    RunningTotal run2{0};
    BS(tmp).InclusiveSum(a, o, run2);
    for (int i = 0; i < I; ++i) prei[t * I + i] = o[i];
    static cub::BlockScan<Span, T>::TempStorage ts;
    cub::BlockScan<Span, T>(ts).InclusiveScan(Span{(int)t, (int)t}, js[t], Join());
  });
  int bad = 0, run = 0, mx = -1000, total = 0;
  for (int t = 0; t < T; ++t) total += in[t];
  for (int t = 0; t < T; ++t) {
    bad += es[t] != run || agg[t] != total || ex[t] != mx || js[t].lo != 0 || js[t].hi != t;
    run += in[t];
    mx = std::max(mx, in[t]);
    bad += is[t] != run;
  }
  int r1 = 0, r2 = 7, m3 = -1000;
  for (int k = 0; k < T * I; ++k) {
    bad += exa[k] != r1 || prei[k] != r1 + in[k];
    r1 += in[k];
    r2 += in[k];
    m3 = std::max(m3, in[k]);
    bad += ina[k] != r2 || inw[k] != m3;
  }
  int r = 10;
  for (int k = 0; k < 2 * T; ++k) bad += pre[k] != r, r += in[k];
  report("BlockScan", bad);
}

template <cub::BlockLoadAlgorithm L, cub::BlockStoreAlgorithm S> static int load_store(bool partial) {
  constexpr int T = 64, I = 3, N = T * I;
  static typename cub::BlockLoad<int, T, I, L>::TempStorage tl;
  static typename cub::BlockStore<int, T, I, S>::TempStorage ts;
  std::vector<int> in(N), got(N), out(N, -1);
  for (int i = 0; i < N; ++i) in[i] = i * 3 + 2;
  const int valid = partial ? 150 : N;
  emu::run(T, [&](unsigned t) {
    int items[I];
    if (partial) cub::BlockLoad<int, T, I, L>(tl).Load(in.data(), items, valid, -9);
    else cub::BlockLoad<int, T, I, L>(tl).Load(in.data(), items);
    for (int i = 0; i < I; ++i) got[t * I + i] = items[i];
    if (partial) cub::BlockStore<int, T, I, S>(ts).Store(out.data(), items, valid);
    else cub::BlockStore<int, T, I, S>(ts).Store(out.data(), items);
  });
  int bad = 0;
  for (int t = 0; t < T; ++t)
    for (int i = 0; i < I; ++i) {
      int at = L == cub::BLOCK_LOAD_STRIPED ? i * T + t
               : L == cub::BLOCK_LOAD_DIRECT || L == cub::BLOCK_LOAD_VECTORIZE || L == cub::BLOCK_LOAD_TRANSPOSE ||
                       L == cub::BLOCK_LOAD_WARP_TRANSPOSE || L == cub::BLOCK_LOAD_WARP_TRANSPOSE_TIMESLICED
                   ? t * I + i
                   : -1;
      bad += got[t * I + i] != (at < valid ? in[at] : -9);
    }
  bool same = (L == cub::BLOCK_LOAD_STRIPED) == (S == cub::BLOCK_STORE_STRIPED);
  for (int k = 0; k < N && same; ++k) bad += out[k] != (k < valid ? in[k] : -1);
  return bad;
}

static void block_load_store() {
  int bad = 0;
  for (bool partial : {false, true}) {
    bad += load_store<cub::BLOCK_LOAD_DIRECT, cub::BLOCK_STORE_DIRECT>(partial);
    bad += load_store<cub::BLOCK_LOAD_STRIPED, cub::BLOCK_STORE_STRIPED>(partial);
    bad += load_store<cub::BLOCK_LOAD_VECTORIZE, cub::BLOCK_STORE_VECTORIZE>(partial);
    bad += load_store<cub::BLOCK_LOAD_TRANSPOSE, cub::BLOCK_STORE_TRANSPOSE>(partial);
    bad += load_store<cub::BLOCK_LOAD_WARP_TRANSPOSE, cub::BLOCK_STORE_WARP_TRANSPOSE>(partial);
    bad += load_store<cub::BLOCK_LOAD_WARP_TRANSPOSE_TIMESLICED, cub::BLOCK_STORE_WARP_TRANSPOSE_TIMESLICED>(partial);
    bad += load_store<cub::BLOCK_LOAD_TRANSPOSE, cub::BLOCK_STORE_DIRECT>(partial);
  }
  // the free functions
  constexpr int T = 64, I = 2;
  std::vector<int> in(T * I), a(T * I), b(T * I), c(T * I, -1), d(T * I, -1);
  for (int i = 0; i < T * I; ++i) in[i] = 5 * i;
  emu::run(T, [&](unsigned t) {
    int x[I], y[I];
    cub::LoadDirectBlocked(t, in.data(), x);
    cub::LoadDirectWarpStriped(t, in.data(), y, 100, -1);
    for (int i = 0; i < I; ++i) a[t * I + i] = x[i], b[t * I + i] = y[i];
    cub::StoreDirectStriped<T>(t, c.data(), x);
    cub::StoreDirectWarpStriped(t, d.data(), y);
  });
  for (int t = 0; t < T; ++t)
    for (int i = 0; i < I; ++i) {
      int ws = t / 32 * 32 * I + i * 32 + t % 32;
      bad += a[t * I + i] != in[t * I + i] || b[t * I + i] != (ws < 100 ? in[ws] : -1);
      bad += c[i * T + t] != in[t * I + i] || d[ws] != b[t * I + i];
    }
  report("BlockLoad/BlockStore", bad);
}

static void block_exchange() {
  constexpr int T = 96, I = 3, N = T * I;
  using BE = cub::BlockExchange<int, T, I>;
  static BE::TempStorage tmp;
  std::vector<int> s(N), b(N), ws(N), sc(N), g(N);
  emu::run(T, [&](unsigned t) {
    int x[I], y[I], z[I], r[I], v[I];
    for (int i = 0; i < I; ++i) x[i] = t * I + i; // blocked values = their place
    // as CUB asks: a barrier before the storage is used again
    BE(tmp).BlockedToStriped(x, y);
    c2o_syncthreads();
    BE(tmp).StripedToBlocked(y, z);
    c2o_syncthreads();
    int w[I];
    BE(tmp).BlockedToWarpStriped(x, w);
    c2o_syncthreads();
    for (int i = 0; i < I; ++i) s[t * I + i] = y[i], b[t * I + i] = z[i], ws[t * I + i] = w[i];
    for (int i = 0; i < I; ++i) r[i] = N - 1 - x[i], v[i] = x[i];
    BE(tmp).ScatterToBlocked(v, r);
    c2o_syncthreads();
    for (int i = 0; i < I; ++i) sc[t * I + i] = v[i];
    int f[I], gg[I];
    for (int i = 0; i < I; ++i) f[i] = (x[i] % 2 == 0) ? x[i] / 2 : -1, gg[i] = -5;
    BE(tmp).ScatterToStripedGuarded(x, gg, f);
    for (int i = 0; i < I; ++i) g[t * I + i] = gg[i];
  });
  int bad = 0;
  for (int t = 0; t < T; ++t)
    for (int i = 0; i < I; ++i) {
      int k = t * I + i;
      bad += s[k] != i * T + t || b[k] != k || ws[k] != t / 32 * 32 * I + i * 32 + t % 32;
      bad += sc[k] != N - 1 - k;
      if (i * T + t < N / 2) bad += g[k] != 2 * (i * T + t);
    }
  report("BlockExchange", bad);
}

template <typename K> static bool less(K a, K b, bool desc) { return desc ? b < a : a < b; }

template <typename K, int T, int I> static int radix_case(std::vector<K> keys, bool desc, bool striped, int lo, int hi) {
  using RS = cub::BlockRadixSort<K, T, I, int>;
  static typename RS::TempStorage tmp;
  const int N = T * I;
  std::vector<K> out(N);
  std::vector<int> vals(N);
  emu::run(T, [&](unsigned t) {
    K k[I];
    int v[I];
    for (int i = 0; i < I; ++i) k[i] = keys[t * I + i], v[i] = t * I + i;
    if (desc && striped) RS(tmp).SortDescendingBlockedToStriped(k, v, lo, hi);
    else if (desc) RS(tmp).SortDescending(k, v, lo, hi);
    else if (striped) RS(tmp).SortBlockedToStriped(k, v, lo, hi);
    else RS(tmp).Sort(k, v, lo, hi);
    for (int i = 0; i < I; ++i) {
      int at = striped ? i * T + t : t * I + i;
      out[at] = k[i], vals[at] = v[i];
    }
  });
  // the reference: a stable sort by the compared bits
  std::vector<int> idx(N);
  for (int i = 0; i < N; ++i) idx[i] = i;
  auto bits = [&](K k) {
    unsigned long long x = (unsigned long long)cub::c2o_direct::radix_key<K>::bits(k) >> lo;
    return hi - lo >= 64 ? x : x & ((1ull << (hi - lo)) - 1ull);
  };
  std::stable_sort(idx.begin(), idx.end(), [&](int a, int b) { return less(bits(keys[a]), bits(keys[b]), desc); });
  int bad = 0;
  for (int i = 0; i < N; ++i) bad += vals[i] != idx[i] || std::memcmp(&out[i], &keys[idx[i]], sizeof(K)) != 0;
  return bad;
}

static void block_radix_sort() {
  int bad = 0;
  std::vector<int> ki(96 * 4);
  for (auto &k : ki) k = rnd(-300, 300);
  bad += radix_case<int, 96, 4>(ki, false, false, 0, 32);
  bad += radix_case<int, 96, 4>(ki, true, false, 0, 32);
  bad += radix_case<int, 96, 4>(ki, false, true, 0, 32);
  bad += radix_case<int, 96, 4>(ki, true, true, 0, 32);
  bad += radix_case<int, 96, 4>(ki, false, false, 3, 9); // a few bits: stability decides the rest
  std::vector<float> kf(64 * 5);
  for (auto &k : kf) k = (float)rnd(-1000, 1000) / 8.0f;
  kf[3] = -0.0f, kf[70] = 0.0f, kf[200] = -0.0f;
  bad += radix_case<float, 64, 5>(kf, false, false, 0, 32);
  bad += radix_case<float, 64, 5>(kf, true, true, 0, 32);
  std::vector<unsigned char> kc(32 * 7);
  for (auto &k : kc) k = (unsigned char)rnd(0, 255);
  bad += radix_case<unsigned char, 32, 7>(kc, false, false, 0, 8);
  std::vector<long long> kl(64 * 2);
  for (auto &k : kl) k = (long long)rnd(-1000000, 1000000) * 1000003ll;
  bad += radix_case<long long, 64, 2>(kl, false, false, 0, 64);
  std::vector<double> kd(64 * 2);
  for (auto &k : kd) k = rnd(-1000, 1000) / 3.0;
  bad += radix_case<double, 64, 2>(kd, true, false, 0, 64);
  // keys only
  using RK = cub::BlockRadixSort<unsigned, 64, 3>;
  static RK::TempStorage tk;
  std::vector<unsigned> ku(64 * 3), ko(64 * 3);
  for (auto &k : ku) k = (unsigned)rnd(0, 1 << 30);
  emu::run(64, [&](unsigned t) {
    unsigned k[3] = {ku[t * 3], ku[t * 3 + 1], ku[t * 3 + 2]};
    RK(tk).Sort(k);
    for (int i = 0; i < 3; ++i) ko[t * 3 + i] = k[i];
  });
  std::vector<unsigned> ref = ku;
  std::sort(ref.begin(), ref.end());
  bad += ref != ko;
  report("BlockRadixSort", bad);
}

static void block_histogram() {
  constexpr int T = 64, I = 5, BINS = 20;
  using BH = cub::BlockHistogram<unsigned char, T, I, BINS, cub::BLOCK_HISTO_ATOMIC>;
  static BH::TempStorage tmp;
  static unsigned hist[BINS];
  std::vector<unsigned char> in(T * I);
  for (auto &v : in) v = (unsigned char)rnd(0, BINS - 1);
  emu::run(T, [&](unsigned t) {
    unsigned char items[I];
    for (int i = 0; i < I; ++i) items[i] = in[t * I + i];
    BH(tmp).Histogram(items, hist);
    BH(tmp).Composite(items, hist); // counts every item twice
  });
  int ref[BINS] = {}, bad = 0;
  for (auto v : in) ref[v] += 2;
  for (int b = 0; b < BINS; ++b) bad += (int)hist[b] != ref[b];
  report("BlockHistogram", bad);
}

struct Differs {
  bool operator()(const int &a, const int &b) const { return a != b; }
};
struct DiffersAt { // with the index of b
  bool operator()(const int &a, const int &b, int b_index) const { return a != b || b_index == 10; }
};
struct Minus {
  int operator()(int &lhs, int &rhs) const { return lhs - rhs; } // non-const references, as CUB allows
};

static void block_discontinuity_adjacent() {
  constexpr int T = 48, I = 3, N = T * I;
  using BD = cub::BlockDiscontinuity<int, T>;
  using BA = cub::BlockAdjacentDifference<int, T>;
  static BD::TempStorage td;
  static BA::TempStorage ta;
  std::vector<int> in(N), h(N), tl(N), hi(N), ht(N), tt(N), pr(N), l(N), r(N), lp(N), rp(N), lt(N), rt(N);
  for (int i = 0; i < N; ++i) in[i] = rnd(0, 3) == 0 ? rnd(0, 5) : (i > 0 ? in[i - 1] : 1);
  emu::run(T, [&](unsigned t) {
    int x[I], f[I], g[I], p[I], o[I];
    for (int i = 0; i < I; ++i) x[i] = in[t * I + i];
    BD(td).FlagHeads(f, x, Differs());
    for (int i = 0; i < I; ++i) h[t * I + i] = f[i];
    BD(td).FlagTails(f, x, Differs());
    for (int i = 0; i < I; ++i) tl[t * I + i] = f[i];
    BD(td).FlagHeads(f, x, p, DiffersAt(), 99);
    for (int i = 0; i < I; ++i) hi[t * I + i] = f[i], pr[t * I + i] = p[i];
    BD(td).FlagHeadsAndTails(f, g, x, Differs());
    for (int i = 0; i < I; ++i) ht[t * I + i] = f[i], tt[t * I + i] = g[i];
    BA(ta).SubtractLeft(x, o, Minus());
    for (int i = 0; i < I; ++i) l[t * I + i] = o[i];
    BA(ta).SubtractRight(x, o, Minus());
    for (int i = 0; i < I; ++i) r[t * I + i] = o[i];
    int y[I];
    for (int i = 0; i < I; ++i) y[i] = x[i];
    BA(ta).SubtractLeftPartialTile(y, y, Minus(), 100, 1000); // in place
    for (int i = 0; i < I; ++i) lp[t * I + i] = y[i];
    BA(ta).SubtractRightPartialTile(x, o, Minus(), 100);
    for (int i = 0; i < I; ++i) rp[t * I + i] = o[i];
    BA(ta).SubtractLeft(x, o, Minus(), 7);
    for (int i = 0; i < I; ++i) lt[t * I + i] = o[i];
    BA(ta).SubtractRight(x, o, Minus(), 9);
    for (int i = 0; i < I; ++i) rt[t * I + i] = o[i];
  });
  int bad = 0;
  for (int k = 0; k < N; ++k) {
    bad += h[k] != (k == 0 || in[k] != in[k - 1]) || ht[k] != h[k];
    bad += tl[k] != (k == N - 1 || in[k] != in[k + 1]) || tt[k] != tl[k];
    bad += hi[k] != (k == 0 ? in[0] != 99 : (in[k] != in[k - 1] || k == 10));
    bad += pr[k] != (k == 0 ? 99 : in[k - 1]);
    bad += l[k] != (k == 0 ? in[0] : in[k] - in[k - 1]) || r[k] != (k == N - 1 ? in[k] : in[k] - in[k + 1]);
    bad += lp[k] != (k >= 100 ? in[k] : k == 0 ? in[0] - 1000 : in[k] - in[k - 1]);
    bad += rp[k] != (k >= 99 ? in[k] : in[k] - in[k + 1]);
    bad += lt[k] != (k == 0 ? in[0] - 7 : in[k] - in[k - 1]) || rt[k] != (k == N - 1 ? in[k] - 9 : in[k] - in[k + 1]);
  }
  report("BlockDiscontinuity/AdjDiff", bad);
}

int main() {
  warp_reduce();
  warp_scan();
  warp_exchange_load_store();
  block_reduce();
  block_scan();
  block_load_store();
  block_exchange();
  block_radix_sort();
  block_histogram();
  block_discontinuity_adjacent();
  std::printf(failures ? "FAIL\n" : "PASS\n");
  return failures != 0;
}
