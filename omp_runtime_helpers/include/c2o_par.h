/* c2o_par.h - parallel primitives over OpenMP target regions (C++17), used
 * by the library helpers c2o_thrust.h, c2o_cub.h, c2o_cublas.h and
 * c2o_cusparse.h. Internal: translated code does not call these directly.
 *
 * Every primitive runs on the current device (c2o_impl_omp_device(): the
 * default OpenMP device, or the host when there is none) as proper parallel
 * target regions:
 *
 *   for_n(n, f)              f(i) for i < n: `target teams distribute parallel for`
 *   sum_n / max_n / min_n    a reduction clause over f(i)
 *   reduce(n, get, init, op) any associative, commutative op: a strided pass of
 *                            P <= 65536 partial results, a second pass, the
 *                            last <= 256 partials on the host
 *   scan_inclusive/_exclusive  two-pass blocked scan: per-block totals, a scan of
 *                            the totals (recursive, the host below 4096 blocks),
 *                            then each block scans its elements from its offset;
 *                            order-preserving, so any associative op
 *   radix_sort               LSD radix sort, 4-bit digits: per-block digit counts,
 *                            a scan of the counts, a stable scatter per block
 *   merge_sort               stable merge sort for any comparator: sorted runs of
 *                            32, then merge passes placing every element by a
 *                            binary search in the other run (merge path)
 *
 * Functors and iterators enter a target region as a byte image (struct
 * image<T>, firstprivate): the compilers copy it bitwise, so a captured device
 * pointer stays a device pointer, and GCC 12 (which fails on a lambda closure
 * in a firstprivate or map clause) compiles it. User functors and lambdas are
 * called inside the regions; clang and GCC compile them for the device
 * because the region calls them (implicit declare target).
 *
 * Scratch memory comes from an arena: a caller-provided block (CUB's temp
 * storage) or a per-device cached block (Thrust). A primitive run with a
 * measuring arena only adds up what it would take, which is how CUB's first
 * call learns temp_storage_bytes. */
#ifndef C2O_PAR_H
#define C2O_PAR_H

#ifndef __cplusplus
#error "c2o_par.h needs C++17"
#endif

#include "c2o_runtime.h"
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <limits>
#include <mutex>
#include <new>
#include <type_traits>
#include <utility>
#include <vector>

namespace c2o_par {

inline int device() { return c2o_impl_omp_device(); }
inline int host() { return omp_get_initial_device(); }

/* ---- byte images: how functors and iterators enter target regions -------- */
template <class T> struct alignas(alignof(T)) image {
  unsigned char bytes[sizeof(T)];
};
template <class T> inline image<T> pack(const T &v) {
  image<T> r;
  std::memcpy(r.bytes, static_cast<const void *>(std::addressof(v)), sizeof(T));
  return r;
}
template <class T> inline const T &unpack(const image<T> &r) {
  return *std::launder(reinterpret_cast<const T *>(r.bytes));
}

/* ---- memory ------------------------------------------------------------------ */
inline void *dev_alloc(std::size_t bytes) {
  if (bytes == 0) return nullptr;
  void *p = omp_target_alloc(bytes, device());
  if (!p) {
    std::fprintf(stderr, "c2o: out of device memory (%zu bytes)\n", bytes);
    std::abort();
  }
  return p;
}
inline void dev_free(void *p) {
  if (p) omp_target_free(p, device());
}
inline void to_host(void *dst, const void *src, std::size_t bytes) {
  if (bytes) omp_target_memcpy(dst, const_cast<void *>(src), bytes, 0, 0, host(), device());
}
inline void to_device(void *dst, const void *src, std::size_t bytes) {
  if (bytes) omp_target_memcpy(dst, const_cast<void *>(src), bytes, 0, 0, device(), host());
}
inline void dev_copy(void *dst, const void *src, std::size_t bytes) {
  if (bytes && dst != src) omp_target_memcpy(dst, const_cast<void *>(src), bytes, 0, 0, device(), device());
}

/* Scratch memory. A measuring arena (base == nullptr, measure == true) only
 * counts; a carving arena hands out aligned pieces of [base, base + cap). */
struct arena {
  char *base = nullptr;
  std::size_t cap = 0, used = 0;
  bool measure = false;
  template <class T> T *take(std::size_t n) {
    std::size_t off = (used + 255) / 256 * 256;
    used = off + n * sizeof(T) + 1; /* never two pieces at one address */
    if (measure) return nullptr;
    if (used > cap) {
      std::fprintf(stderr, "c2o: temporary storage too small (%zu of %zu bytes)\n", used, cap);
      std::abort();
    }
    return reinterpret_cast<T *>(base + off);
  }
};

/* One cached scratch block per device for calls without temp storage
 * (Thrust): grown as needed, never shrunk, kept until the program ends.
 * A call made while another holds it allocates a block of its own. */
class scratch {
public:
  explicit scratch(std::size_t bytes) {
    cache &c = get();
    std::unique_lock<std::mutex> lock(c.m, std::try_to_lock);
    if (lock.owns_lock() && !c.busy) {
      if (c.cap < bytes) {
        dev_free(c.p);
        c.cap = std::max(bytes, c.cap * 2);
        c.p = static_cast<char *>(dev_alloc(c.cap));
      }
      c.busy = true;
      a.base = c.p;
      a.cap = c.cap;
      shared = true;
    } else {
      a.base = static_cast<char *>(dev_alloc(bytes));
      a.cap = bytes;
    }
  }
  ~scratch() {
    if (shared) {
      cache &c = get();
      std::lock_guard<std::mutex> lock(c.m);
      c.busy = false;
    } else {
      dev_free(a.base);
    }
  }
  scratch(const scratch &) = delete;
  scratch &operator=(const scratch &) = delete;
  arena a;

private:
  struct cache {
    std::mutex m;
    char *p = nullptr;
    std::size_t cap = 0;
    bool busy = false;
  };
  static cache &get() {
    static cache c[64];
    int d = device();
    return c[(d < 0 ? 63 : d) % 64];
  }
  bool shared = false;
};

/* Runs body(arena&) twice: measuring, then with a cached block of that size. */
template <class Body> inline void with_scratch(Body &&body) {
  arena m;
  m.measure = true;
  body(m);
  scratch s(m.used);
  body(s.a);
}

/* ---- parallel loops ------------------------------------------------------------- */
/* Launch geometry of a loop of n iterations: C2O_PAR_THREADS per team, one
 * team per C2O_PAR_THREADS iterations up to a cap (GCC's nvptx runtime pays
 * for every team it starts: c2o_block.h's C2O_MAX_TEAMS); one team when the
 * "device" is the host itself (GCC's host fallback would otherwise nest a
 * league of teams and their thread teams on the same cores; clang's libomp
 * would warn that it cannot form the teams asked for), of one thread
 * below 65536 iterations. GCC's nvptx offloading runs an OpenMP thread as a
 * warp and gives only simd loops the warp's 32 lanes; -DC2O_PAR_GCC_SIMD
 * makes the loops `simd` for GCC, but GCC 12 stops with an internal compiler
 * error on some of them (the radix sort's scatter), so it is off by default
 * and GCC builds use one lane per warp. */
#ifndef C2O_PAR_THREADS
#define C2O_PAR_THREADS 256
#endif
#ifndef C2O_PAR_MAX_TEAMS
#if !defined(__clang__) && defined(__GNUC__)
#define C2O_PAR_MAX_TEAMS 99
#else
#define C2O_PAR_MAX_TEAMS 65536
#endif
#endif
#if !defined(__clang__) && defined(__GNUC__) && defined(C2O_PAR_GCC_SIMD)
#define C2O_PAR_SIMD simd
#else
#define C2O_PAR_SIMD
#endif
struct geometry {
  int teams, threads;
};
inline geometry geometry_for(std::size_t n) {
  c2o_impl_queue_drain(); /* library loops are synchronous: after queued launches (c2o_queue.h) */
  /* on the host, small loops run on one thread: each parallel region costs
   * more than it saves (and much more where the cores are shared) */
  /* (also under clang's host offloading, whose teams share the host's cores: c2o_host_teams.h) */
  if (device() == host() || c2o_default_device_is_cpu())
    return {1, n >= (std::size_t(1) << 16) ? omp_get_max_threads() : 1};
  std::size_t t = (n + C2O_PAR_THREADS - 1) / C2O_PAR_THREADS;
  return {int(std::max<std::size_t>(1, std::min<std::size_t>(t, C2O_PAR_MAX_TEAMS))), C2O_PAR_THREADS};
}
#define C2O_PAR_STR(x) #x
#define C2O_PAR_PRAGMA(x) _Pragma(C2O_PAR_STR(x))
/* `target teams distribute parallel for [simd]` with geometry g and more clauses. */
#define C2O_PAR_LOOP(g, ...)                                                                               \
  C2O_PAR_PRAGMA(omp target teams distribute parallel for C2O_PAR_SIMD num_teams(g.teams) thread_limit(g.threads) __VA_ARGS__)

/* f(i) for every i < n, in parallel on the device. */
template <class F> inline void for_n(std::size_t n, const F &f) {
  if (n == 0) return;
  image<F> fi = pack(f);
  const geometry g = geometry_for(n);
  C2O_PAR_LOOP(g, firstprivate(fi))
  for (std::size_t i = 0; i < n; ++i) unpack(fi)(i);
}

/* Sum, maximum, minimum of f(i), i < n, with OpenMP's reduction clauses (T
 * arithmetic). The identity is returned for n == 0. */
template <class T, class F> inline T sum_n(std::size_t n, const F &f) {
  T acc = T(0);
  if (n == 0) return acc;
  image<F> fi = pack(f);
  const geometry g = geometry_for(n);
  C2O_PAR_LOOP(g, firstprivate(fi) reduction(+ : acc) map(tofrom : acc))
  for (std::size_t i = 0; i < n; ++i) acc += unpack(fi)(i);
  return acc;
}
template <class T, class F> inline T max_n(std::size_t n, const F &f) {
  T acc = std::numeric_limits<T>::lowest();
  if (n == 0) return acc;
  image<F> fi = pack(f);
  const geometry g = geometry_for(n);
  C2O_PAR_LOOP(g, firstprivate(fi) reduction(max : acc) map(tofrom : acc))
  for (std::size_t i = 0; i < n; ++i) {
    T v = unpack(fi)(i);
    acc = v > acc ? v : acc;
  }
  return acc;
}
template <class T, class F> inline T min_n(std::size_t n, const F &f) {
  T acc = std::numeric_limits<T>::max();
  if (n == 0) return acc;
  image<F> fi = pack(f);
  const geometry g = geometry_for(n);
  C2O_PAR_LOOP(g, firstprivate(fi) reduction(min : acc) map(tofrom : acc))
  for (std::size_t i = 0; i < n; ++i) {
    T v = unpack(fi)(i);
    acc = v < acc ? v : acc;
  }
  return acc;
}

/* ---- operators the reductions recognise -------------------------------------
 * op_kind<Op>::value tells the reduction which clause can replace a generic
 * op: the helpers specialise it for their plus / maximum / minimum functors. */
enum class op_class { other, plus, maximum, minimum };
template <class Op> struct op_kind : std::integral_constant<op_class, op_class::other> {};
template <class T> struct op_kind<std::plus<T>> : std::integral_constant<op_class, op_class::plus> {};

template <class T> inline void construct_at(T *p, const T &v) { ::new (static_cast<void *>(p)) T(v); }

/* Folds get(0) .. get(n-1) with op, starting from init. op must be
 * associative and commutative (as CUB's and Thrust's reductions require). */
template <class T, class Get, class Op> inline T reduce(std::size_t n, const Get &get, T init, const Op &op) {
  if (n == 0) return init;
  constexpr op_class k = op_kind<Op>::value;
  if constexpr (std::is_arithmetic<T>::value && k != op_class::other) {
    auto f = [get](std::size_t i) -> T { return static_cast<T>(get(i)); };
    if constexpr (k == op_class::plus) return static_cast<T>(init + sum_n<T>(n, f));
    if constexpr (k == op_class::maximum) {
      T m = max_n<T>(n, f);
      return init < m ? m : init;
    }
    if constexpr (k == op_class::minimum) {
      T m = min_n<T>(n, f);
      return m < init ? m : init;
    }
  }
  /* Pass 1: P workers, worker w folds get(w), get(w + P), ... (coalesced). */
  const std::size_t P1 = std::min<std::size_t>(n, 65536), P2 = std::min<std::size_t>(P1, 256);
  T *part1 = static_cast<T *>(dev_alloc(P1 * sizeof(T)));
  T *part2 = static_cast<T *>(dev_alloc(P2 * sizeof(T)));
  for_n(P1, [=](std::size_t w) {
    T acc = static_cast<T>(get(w));
    for (std::size_t i = w + P1; i < n; i += P1) acc = op(acc, static_cast<T>(get(i)));
    construct_at(part1 + w, acc);
  });
  for_n(P2, [=](std::size_t w) {
    T acc = part1[w];
    for (std::size_t i = w + P2; i < P1; i += P2) acc = op(acc, part1[i]);
    construct_at(part2 + w, acc);
  });
  std::vector<unsigned char> raw(P2 * sizeof(T));
  to_host(raw.data(), part2, P2 * sizeof(T));
  dev_free(part1);
  dev_free(part2);
  T acc = init;
  for (std::size_t w = 0; w < P2; ++w) {
    T v;
    std::memcpy(static_cast<void *>(&v), raw.data() + w * sizeof(T), sizeof(T));
    acc = op(acc, v);
  }
  return acc;
}

/* ---- scans ---------------------------------------------------------------------- */
/* Blocks of a scan or sort: b blocks of c contiguous elements (the last may be short). */
struct blocking {
  std::size_t blocks, chunk;
};
inline blocking block_for(std::size_t n, std::size_t max_blocks, std::size_t min_chunk) {
  std::size_t c = std::max<std::size_t>(min_chunk, (n + max_blocks - 1) / max_blocks);
  return {(n + c - 1) / c, c};
}

/* In place, out[i] = x[0] op ... op x[i] over a device array (the block totals). */
template <class T, class Op> void scan_array_inclusive(arena &A, T *x, std::size_t n, const Op &op);

/* put(i, x[0] op ... op x[i]) for get(i) = x[i], i < n. put may write where
 * get reads (in place): each block reads an element before writing it. */
template <class T, class Get, class Put, class Op>
inline void scan_inclusive(arena &A, std::size_t n, const Get &get, const Put &put, const Op &op) {
  if (n == 0) return;
  const blocking bk = block_for(n, 65536, 16);
  T *tot = A.take<T>(bk.blocks);
  if (A.measure) {
    if (bk.blocks > 4096) scan_array_inclusive(A, tot, bk.blocks, op);
    return;
  }
  const std::size_t C = bk.chunk;
  for_n(bk.blocks, [=](std::size_t b) {
    std::size_t lo = b * C, hi = std::min(n, lo + C);
    T acc = static_cast<T>(get(lo));
    for (std::size_t i = lo + 1; i < hi; ++i) acc = op(acc, static_cast<T>(get(i)));
    construct_at(tot + b, acc);
  });
  scan_array_inclusive(A, tot, bk.blocks, op);
  for_n(bk.blocks, [=](std::size_t b) {
    std::size_t lo = b * C, hi = std::min(n, lo + C);
    T acc = b == 0 ? static_cast<T>(get(lo)) : op(tot[b - 1], static_cast<T>(get(lo)));
    put(lo, acc);
    for (std::size_t i = lo + 1; i < hi; ++i) {
      acc = op(acc, static_cast<T>(get(i)));
      put(i, acc);
    }
  });
}

/* put(i, init op x[0] op ... op x[i-1]) for i < n. */
template <class T, class Get, class Put, class Op>
inline void scan_exclusive(arena &A, std::size_t n, const Get &get, const Put &put, T init, const Op &op) {
  if (n == 0) return;
  const blocking bk = block_for(n, 65536, 16);
  T *tot = A.take<T>(bk.blocks);
  if (A.measure) {
    if (bk.blocks > 4096) scan_array_inclusive(A, tot, bk.blocks, op);
    return;
  }
  const std::size_t C = bk.chunk;
  for_n(bk.blocks, [=](std::size_t b) {
    std::size_t lo = b * C, hi = std::min(n, lo + C);
    T acc = static_cast<T>(get(lo));
    for (std::size_t i = lo + 1; i < hi; ++i) acc = op(acc, static_cast<T>(get(i)));
    construct_at(tot + b, acc);
  });
  scan_array_inclusive(A, tot, bk.blocks, op);
  image<T> ii = pack(init);
  for_n(bk.blocks, [=](std::size_t b) {
    std::size_t lo = b * C, hi = std::min(n, lo + C);
    const T &in = unpack(ii);
    T acc = b == 0 ? in : op(in, tot[b - 1]);
    for (std::size_t i = lo; i < hi; ++i) {
      T x = static_cast<T>(get(i));
      put(i, acc);
      acc = op(acc, x);
    }
  });
}

template <class T, class Op> void scan_array_inclusive(arena &A, T *x, std::size_t n, const Op &op) {
  if (n > 4096) {
    scan_inclusive<T>(
        A, n, [=](std::size_t i) { return x[i]; }, [=](std::size_t i, const T &v) { x[i] = v; }, op);
    return;
  }
  if (A.measure || n == 0) return;
  std::vector<unsigned char> raw(n * sizeof(T));
  to_host(raw.data(), x, n * sizeof(T));
  T *h = reinterpret_cast<T *>(raw.data());
  for (std::size_t i = 1; i < n; ++i) h[i] = op(h[i - 1], h[i]);
  to_device(x, raw.data(), n * sizeof(T));
}

/* ---- radix sort ------------------------------------------------------------------- */
/* Order-preserving unsigned image of a key: integers (signed ones with the
 * sign bit flipped), float and double (negative values complemented, -0.0
 * taken as +0.0), bool. */
template <class K, class = void> struct radix_key;
template <class K> struct radix_key<K, typename std::enable_if<std::is_integral<K>::value>::type> {
  typedef typename std::make_unsigned<typename std::conditional<std::is_same<K, bool>::value, unsigned char, K>::type>::type U;
  static U bits(K k) {
    U u = static_cast<U>(k);
    if (std::is_signed<K>::value) u ^= U(1) << (sizeof(U) * 8 - 1);
    return u;
  }
};
template <> struct radix_key<float> {
  typedef std::uint32_t U;
  static U bits(float k) {
    if (k == 0.0f) k = 0.0f;
    U u = __builtin_bit_cast(U, k); /* no memcpy call in device code */
    return (u & 0x80000000u) ? ~u : (u | 0x80000000u);
  }
};
template <> struct radix_key<double> {
  typedef std::uint64_t U;
  static U bits(double k) {
    if (k == 0.0) k = 0.0;
    U u = __builtin_bit_cast(U, k);
    return (u & 0x8000000000000000ull) ? ~u : (u | 0x8000000000000000ull);
  }
};
template <class K, class = void> struct is_radix_key : std::false_type {};
template <class K> struct is_radix_key<K, decltype((void)radix_key<K>::bits(K()))> : std::true_type {};

/* Sorts keys[0, n) (and vals alongside, if not null) by bits [begin_bit,
 * end_bit) of their radix image, stably, descending if asked. Reads keys_in
 * (and vals_in); the result lands in keys_out (vals_out), which may be the
 * inputs; one alternate buffer per array comes from the arena. */
template <class K, class V>
inline void radix_sort(arena &A, const K *keys_in, K *keys_out, const V *vals_in, V *vals_out, std::size_t n,
                       int begin_bit, int end_bit, bool descending) {
  typedef typename radix_key<K>::U U;
  const int maxbits = int(sizeof(U) * 8);
  if (end_bit > maxbits) end_bit = maxbits;
  if (begin_bit < 0) begin_bit = 0;
  const int passes = end_bit > begin_bit ? (end_bit - begin_bit + 3) / 4 : 0;
  const blocking bk = block_for(n, 65536, 64);
  const std::size_t B = bk.blocks, C = bk.chunk;
  const bool with_vals = vals_in != nullptr;
  K *kalt = A.take<K>(n);
  V *valt = with_vals ? A.take<V>(n) : nullptr;
  unsigned *cnt = A.take<unsigned>(16 * B);
  if (A.measure) {
    if (16 * B > 4096) scan_array_inclusive(A, cnt, 16 * B, std::plus<unsigned>());
    return;
  }
  if (n == 0) return;
  if (passes == 0) {
    dev_copy(keys_out, keys_in, n * sizeof(K));
    if (with_vals) dev_copy(vals_out, vals_in, n * sizeof(V));
    return;
  }
  /* Ping-pong between keys_out and the alternate buffer so that the last pass
   * writes keys_out; no pass may write the array it reads, so sorting in place
   * with an odd number of passes first moves the input to the alternate buffer. */
  K *kbuf[2];
  V *vbuf[2];
  if (passes % 2 == 1) {
    kbuf[0] = keys_out; kbuf[1] = kalt;
    vbuf[0] = vals_out; vbuf[1] = valt;
  } else {
    kbuf[0] = kalt; kbuf[1] = keys_out;
    vbuf[0] = valt; vbuf[1] = vals_out;
  }
  const K *ksrc = keys_in;
  const V *vsrc = vals_in;
  if (passes % 2 == 1 && keys_in == keys_out) {
    dev_copy(kalt, keys_in, n * sizeof(K));
    ksrc = kalt;
  }
  if (with_vals && passes % 2 == 1 && vals_in == vals_out) {
    dev_copy(valt, vals_in, n * sizeof(V));
    vsrc = valt;
  }
  for (int p = 0; p < passes; ++p) {
    const int shift = begin_bit + 4 * p;
    const int width = std::min(4, end_bit - shift);
    const U mask = U((1u << width) - 1u);
    K *kdst = kbuf[p % 2];
    V *vdst = vbuf[p % 2];
    auto digit = [=](const K &k) -> unsigned {
      U u = radix_key<K>::bits(k);
      if (descending) u = U(~u);
      return unsigned((u >> shift) & mask);
    };
    for_n(B, [=](std::size_t b) {
      unsigned h[16];
      for (int d = 0; d < 16; ++d) h[d] = 0;
      std::size_t lo = b * C, hi = std::min(n, lo + C);
      for (std::size_t i = lo; i < hi; ++i) ++h[digit(ksrc[i])];
      for (int d = 0; d < 16; ++d) cnt[d * B + b] = h[d];
    });
    const std::size_t mark = A.used; /* each pass's scan reuses the same scratch */
    scan_array_inclusive(A, cnt, 16 * B, std::plus<unsigned>());
    A.used = mark;
    for_n(B, [=](std::size_t b) {
      unsigned off[16];
      for (std::size_t d = 0; d < 16; ++d) {
        std::size_t j = d * B + b;
        off[d] = j == 0 ? 0u : cnt[j - 1];
      }
      std::size_t lo = b * C, hi = std::min(n, lo + C);
      for (std::size_t i = lo; i < hi; ++i) {
        K k = ksrc[i];
        unsigned pos = off[digit(k)]++;
        kdst[pos] = k;
        if (with_vals) vdst[pos] = vsrc[i];
      }
    });
    ksrc = kdst;
    vsrc = vdst;
  }
}

/* ---- merge sort ----------------------------------------------------------------- */
/* Stably sorts keys[0, n) (device array of K) by comp, carrying idx (the
 * original positions) along. Both arrays are sorted in place; an alternate
 * buffer for each comes from the arena. */
template <class K, class Comp>
inline void merge_sort(arena &A, K *keys, unsigned *idx, std::size_t n, const Comp &comp) {
  K *kalt = A.take<K>(n);
  unsigned *ialt = A.take<unsigned>(n);
  if (A.measure || n == 0) return;
  const std::size_t R = 32;
  image<Comp> ci = pack(comp);
  /* sorted runs of R: insertion sort per run */
  for_n((n + R - 1) / R, [=](std::size_t r) {
    const Comp &c = unpack(ci);
    std::size_t lo = r * R, hi = std::min(n, lo + R);
    for (std::size_t i = lo + 1; i < hi; ++i) {
      K k = keys[i];
      unsigned x = idx[i];
      std::size_t j = i;
      while (j > lo && c(k, keys[j - 1])) {
        keys[j] = keys[j - 1];
        idx[j] = idx[j - 1];
        --j;
      }
      keys[j] = k;
      idx[j] = x;
    }
  });
  K *ks = keys, *kd = kalt;
  unsigned *is = idx, *id = ialt;
  for (std::size_t w = R; w < n; w *= 2) {
    for_n(n, [=](std::size_t i) {
      const Comp &c = unpack(ci);
      std::size_t lo = i / (2 * w) * (2 * w), mid = std::min(n, lo + w), hi = std::min(n, lo + 2 * w);
      const K &k = ks[i];
      std::size_t pos;
      if (i < mid) { /* elements of the right run strictly before k */
        std::size_t a = mid, b = hi;
        while (a < b) {
          std::size_t m = a + (b - a) / 2;
          if (c(ks[m], k)) a = m + 1; else b = m;
        }
        pos = (i - lo) + (a - mid);
      } else { /* elements of the left run not after k */
        std::size_t a = lo, b = mid;
        while (a < b) {
          std::size_t m = a + (b - a) / 2;
          if (!c(k, ks[m])) a = m + 1; else b = m;
        }
        pos = (i - mid) + (a - lo);
      }
      kd[lo + pos] = k;
      id[lo + pos] = is[i];
    });
    std::swap(ks, kd);
    std::swap(is, id);
  }
  if (ks != keys) {
    dev_copy(keys, ks, n * sizeof(K));
    dev_copy(idx, is, n * sizeof(unsigned));
  }
}

} // namespace c2o_par

#endif /* C2O_PAR_H */
