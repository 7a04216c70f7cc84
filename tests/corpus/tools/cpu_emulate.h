// cpu_emulate.h -- a tiny, sequential CPU emulation of the CUDA subset used by
// the tests/corpus programs.  It is a TEST AID ONLY: it lets the corpus
// programs be compiled with g++ (force-included via -include) and run on a
// machine without a GPU, to check program logic and the .expected files.
//
// Launches: run_emulated.sh rewrites  k<<<G, B[, S[, st]]>>>(args);  into
//   c2o_emu_launch_impl(dim3(G), dim3(B), [&]{ k(args); });
// and  cudaLaunchKernel((const void*)k, ...)  into  c2o_emu_launch_kernel(k, ...).
// Threads run one after another (no __syncthreads is allowed in this corpus),
// in an order chosen by the environment variable C2O_EMU_ORDER:
//   fwd (default) | rev | shuffle   -- used to catch thread-order-dependent output.
// Device allocations are filled with a garbage pattern and tracked, so that
// memcpy/memset kinds and bounds are checked.
#pragma once
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <math.h>
#include <random>
#include <type_traits>
#include <utility>
#include <vector>

#define __global__
#define __device__
#define __host__
#define __constant__
#define __managed__
#define __forceinline__ inline
#define __noinline__
#define __launch_bounds__(...)
// __restrict__ is understood by g++ itself.

// ---------------------------------------------------------------- vector types
struct uint3 { unsigned x, y, z; };
struct dim3 {
  unsigned x, y, z;
  constexpr dim3(unsigned x_ = 1, unsigned y_ = 1, unsigned z_ = 1) : x(x_), y(y_), z(z_) {}
  constexpr dim3(uint3 v) : x(v.x), y(v.y), z(v.z) {}
};
struct alignas(8) float2 { float x, y; };
struct float3 { float x, y, z; };
struct alignas(16) float4 { float x, y, z, w; };
struct alignas(8) int2 { int x, y; };
struct int3 { int x, y, z; };
struct alignas(16) int4 { int x, y, z, w; };
struct alignas(16) double2 { double x, y; };
struct alignas(4) uchar4 { unsigned char x, y, z, w; };
struct alignas(8) uint2 { unsigned x, y; };
inline float2 make_float2(float x, float y) { return {x, y}; }
inline float3 make_float3(float x, float y, float z) { return {x, y, z}; }
inline float4 make_float4(float x, float y, float z, float w) { return {x, y, z, w}; }
inline int2 make_int2(int x, int y) { return {x, y}; }
inline int3 make_int3(int x, int y, int z) { return {x, y, z}; }
inline int4 make_int4(int x, int y, int z, int w) { return {x, y, z, w}; }
inline double2 make_double2(double x, double y) { return {x, y}; }
inline uint2 make_uint2(unsigned x, unsigned y) { return {x, y}; }
inline uchar4 make_uchar4(unsigned char x, unsigned char y, unsigned char z, unsigned char w) {
  return {x, y, z, w};
}

inline thread_local uint3 threadIdx, blockIdx;
inline thread_local dim3 blockDim, gridDim;
static const int warpSize = 32;

// ---------------------------------------------------------------- errors
enum cudaError_t {
  cudaSuccess = 0,
  cudaErrorInvalidValue = 1,
  cudaErrorMemoryAllocation = 2,
  cudaErrorInvalidConfiguration = 9,
  cudaErrorInvalidDevice = 101,
  cudaErrorInvalidMemcpyDirection = 21,
  cudaErrorInvalidSymbol = 13,
};
typedef cudaError_t cudaError;
enum cudaMemcpyKind {
  cudaMemcpyHostToHost = 0,
  cudaMemcpyHostToDevice = 1,
  cudaMemcpyDeviceToHost = 2,
  cudaMemcpyDeviceToDevice = 3,
  cudaMemcpyDefault = 4
};
#define cudaHostAllocDefault 0u
#define cudaHostAllocPortable 1u
#define cudaMemAttachGlobal 1u
#define cudaStreamDefault 0u
#define cudaStreamNonBlocking 1u
#define cudaEventDefault 0u

inline cudaError_t &c2o_emu_last_error() { static cudaError_t e = cudaSuccess; return e; }
inline cudaError_t c2o_emu_fail(cudaError_t e, const char *what) {
  fprintf(stderr, "[cpu_emulate] error in %s\n", what);
  c2o_emu_last_error() = e;
  return e;
}
inline const char *cudaGetErrorString(cudaError_t e) {
  switch (e) {
    case cudaSuccess: return "no error";
    case cudaErrorInvalidValue: return "invalid argument";
    case cudaErrorMemoryAllocation: return "out of memory";
    case cudaErrorInvalidConfiguration: return "invalid configuration argument";
    case cudaErrorInvalidDevice: return "invalid device ordinal";
    case cudaErrorInvalidMemcpyDirection: return "invalid copy direction for memcpy";
    case cudaErrorInvalidSymbol: return "invalid device symbol";
  }
  return "unknown error";
}
inline const char *cudaGetErrorName(cudaError_t e) {
  return e == cudaSuccess ? "cudaSuccess" : "cudaErrorUnknown";
}
inline cudaError_t cudaGetLastError() { cudaError_t e = c2o_emu_last_error(); c2o_emu_last_error() = cudaSuccess; return e; }
inline cudaError_t cudaPeekAtLastError() { return c2o_emu_last_error(); }

// ---------------------------------------------------------------- memory
enum c2o_space { C2O_HOST, C2O_DEVICE, C2O_PINNED, C2O_MANAGED };
struct c2o_alloc { size_t size; c2o_space space; };
inline std::map<char *, c2o_alloc> &c2o_allocs() { static std::map<char *, c2o_alloc> m; return m; }
// Returns the space of [p, p+n): C2O_HOST when not inside a tracked allocation.
// Aborts when the range starts inside a tracked allocation but overruns it.
inline c2o_space c2o_space_of(const void *pv, size_t n, const char *what) {
  char *p = (char *)pv;
  auto &m = c2o_allocs();
  auto it = m.upper_bound(p);
  if (it == m.begin()) return C2O_HOST;
  --it;
  if (p >= it->first + it->second.size) return C2O_HOST;
  if (p + n > it->first + it->second.size) {
    fprintf(stderr, "[cpu_emulate] %s: range overruns an allocation\n", what);
    abort();
  }
  return it->second.space;
}
inline cudaError_t c2o_alloc_impl(void **p, size_t n, c2o_space s) {
  if (!p) return c2o_emu_fail(cudaErrorInvalidValue, "alloc");
  char *q = (char *)malloc(n ? n : 1);
  if (!q) return c2o_emu_fail(cudaErrorMemoryAllocation, "alloc");
  if (s != C2O_PINNED) memset(q, 0xA5, n);  // device memory starts as garbage
  c2o_allocs()[q] = {n, s};
  *p = q;
  return cudaSuccess;
}
inline cudaError_t c2o_free_impl(void *p, bool pinned) {
  if (!p) return cudaSuccess;
  auto &m = c2o_allocs();
  auto it = m.find((char *)p);
  if (it == m.end() || (it->second.space == C2O_PINNED) != pinned)
    return c2o_emu_fail(cudaErrorInvalidValue, pinned ? "cudaFreeHost" : "cudaFree");
  m.erase(it);
  free(p);
  return cudaSuccess;
}
inline cudaError_t cudaMalloc(void **p, size_t n) { return c2o_alloc_impl(p, n, C2O_DEVICE); }
template <class T> cudaError_t cudaMalloc(T **p, size_t n) { return c2o_alloc_impl((void **)p, n, C2O_DEVICE); }
inline cudaError_t cudaMallocManaged(void **p, size_t n, unsigned = cudaMemAttachGlobal) { return c2o_alloc_impl(p, n, C2O_MANAGED); }
template <class T> cudaError_t cudaMallocManaged(T **p, size_t n, unsigned = cudaMemAttachGlobal) { return c2o_alloc_impl((void **)p, n, C2O_MANAGED); }
inline cudaError_t cudaMallocHost(void **p, size_t n) { return c2o_alloc_impl(p, n, C2O_PINNED); }
template <class T> cudaError_t cudaMallocHost(T **p, size_t n) { return c2o_alloc_impl((void **)p, n, C2O_PINNED); }
inline cudaError_t cudaHostAlloc(void **p, size_t n, unsigned) { return c2o_alloc_impl(p, n, C2O_PINNED); }
template <class T> cudaError_t cudaHostAlloc(T **p, size_t n, unsigned) { return c2o_alloc_impl((void **)p, n, C2O_PINNED); }
inline cudaError_t cudaFree(void *p) { return c2o_free_impl(p, false); }
inline cudaError_t cudaFreeHost(void *p) { return c2o_free_impl(p, true); }

inline bool c2o_is_dev(c2o_space s) { return s == C2O_DEVICE || s == C2O_MANAGED; }
inline cudaError_t cudaMemcpy(void *dst, const void *src, size_t n, cudaMemcpyKind k) {
  c2o_space ds = c2o_space_of(dst, n, "cudaMemcpy dst"), ss = c2o_space_of(src, n, "cudaMemcpy src");
  bool ok = true;
  switch (k) {
    case cudaMemcpyHostToHost: ok = !c2o_is_dev(ds) && !c2o_is_dev(ss); break;
    case cudaMemcpyHostToDevice: ok = c2o_is_dev(ds) && !c2o_is_dev(ss); break;
    case cudaMemcpyDeviceToHost: ok = !c2o_is_dev(ds) && c2o_is_dev(ss); break;
    case cudaMemcpyDeviceToDevice: ok = c2o_is_dev(ds) && c2o_is_dev(ss); break;
    case cudaMemcpyDefault: ok = true; break;
  }
  if (ds == C2O_MANAGED || ss == C2O_MANAGED) ok = true;
  if (!ok) {
    fprintf(stderr, "[cpu_emulate] cudaMemcpy: kind %d does not match the pointers\n", (int)k);
    abort();
  }
  memmove(dst, src, n);
  return cudaSuccess;
}
typedef struct c2o_stream_st *cudaStream_t;
inline cudaError_t cudaMemcpyAsync(void *dst, const void *src, size_t n, cudaMemcpyKind k, cudaStream_t = 0) {
  return cudaMemcpy(dst, src, n, k);
}
inline cudaError_t cudaMemset(void *p, int v, size_t n) {
  if (!c2o_is_dev(c2o_space_of(p, n, "cudaMemset"))) {
    fprintf(stderr, "[cpu_emulate] cudaMemset on a host pointer\n");
    abort();
  }
  memset(p, v, n);
  return cudaSuccess;
}
inline cudaError_t cudaMemsetAsync(void *p, int v, size_t n, cudaStream_t = 0) { return cudaMemset(p, v, n); }
template <class T>
cudaError_t cudaMemcpyToSymbol(const T &sym, const void *src, size_t n, size_t off = 0,
                               cudaMemcpyKind = cudaMemcpyHostToDevice) {
  if (off + n > sizeof(T)) return c2o_emu_fail(cudaErrorInvalidValue, "cudaMemcpyToSymbol");
  memcpy((char *)&sym + off, src, n);
  return cudaSuccess;
}
template <class T>
cudaError_t cudaMemcpyFromSymbol(void *dst, const T &sym, size_t n, size_t off = 0,
                                 cudaMemcpyKind = cudaMemcpyDeviceToHost) {
  if (off + n > sizeof(T)) return c2o_emu_fail(cudaErrorInvalidValue, "cudaMemcpyFromSymbol");
  memcpy(dst, (const char *)&sym + off, n);
  return cudaSuccess;
}

// ---------------------------------------------------------------- device, streams, events
inline cudaError_t cudaGetDeviceCount(int *n) { *n = 1; return cudaSuccess; }
inline cudaError_t cudaSetDevice(int d) { return d == 0 ? cudaSuccess : c2o_emu_fail(cudaErrorInvalidDevice, "cudaSetDevice"); }
inline cudaError_t cudaGetDevice(int *d) { *d = 0; return cudaSuccess; }
inline cudaError_t cudaDeviceSynchronize() { return cudaSuccess; }
inline cudaError_t cudaDeviceReset() { return cudaSuccess; }
struct c2o_stream_st { int dummy; };
inline cudaError_t cudaStreamCreate(cudaStream_t *s) { *s = new c2o_stream_st{0}; return cudaSuccess; }
inline cudaError_t cudaStreamCreateWithFlags(cudaStream_t *s, unsigned) { return cudaStreamCreate(s); }
inline cudaError_t cudaStreamDestroy(cudaStream_t s) { delete s; return cudaSuccess; }
inline cudaError_t cudaStreamSynchronize(cudaStream_t) { return cudaSuccess; }
struct c2o_event_st { std::chrono::steady_clock::time_point t; bool recorded; };
typedef c2o_event_st *cudaEvent_t;
inline cudaError_t cudaEventCreate(cudaEvent_t *e) { *e = new c2o_event_st{{}, false}; return cudaSuccess; }
inline cudaError_t cudaEventCreateWithFlags(cudaEvent_t *e, unsigned) { return cudaEventCreate(e); }
inline cudaError_t cudaEventRecord(cudaEvent_t e, cudaStream_t = 0) { e->t = std::chrono::steady_clock::now(); e->recorded = true; return cudaSuccess; }
inline cudaError_t cudaEventSynchronize(cudaEvent_t) { return cudaSuccess; }
inline cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t a, cudaEvent_t b) {
  if (!a->recorded || !b->recorded) return c2o_emu_fail(cudaErrorInvalidValue, "cudaEventElapsedTime");
  *ms = std::chrono::duration<float, std::milli>(b->t - a->t).count();
  return cudaSuccess;
}
inline cudaError_t cudaEventDestroy(cudaEvent_t e) { delete e; return cudaSuccess; }

// ---------------------------------------------------------------- launches
inline int c2o_emu_order() {
  static int o = [] {
    const char *s = getenv("C2O_EMU_ORDER");
    if (!s || !strcmp(s, "fwd")) return 0;
    if (!strcmp(s, "rev")) return 1;
    return 2;
  }();
  return o;
}
template <class F> cudaError_t c2o_emu_launch_impl(dim3 g, dim3 b, F &&body) {
  unsigned long long nt = (unsigned long long)b.x * b.y * b.z;
  if (nt == 0 || nt > 1024 || b.z > 64 || g.x == 0 || g.y == 0 || g.z == 0 || g.y > 65535 || g.z > 65535)
    return c2o_emu_fail(cudaErrorInvalidConfiguration, "kernel launch");
  unsigned long long nb = (unsigned long long)g.x * g.y * g.z;
  std::vector<unsigned long long> border(nb), torder(nt);
  for (unsigned long long i = 0; i < nb; ++i) border[i] = i;
  for (unsigned long long i = 0; i < nt; ++i) torder[i] = i;
  static std::mt19937_64 rng(12345);
  if (c2o_emu_order() == 2) std::shuffle(border.begin(), border.end(), rng);
  if (c2o_emu_order() == 1) {
    std::reverse(border.begin(), border.end());
    std::reverse(torder.begin(), torder.end());
  }
  gridDim = g;
  blockDim = b;
  for (unsigned long long bi : border) {
    blockIdx = {unsigned(bi % g.x), unsigned(bi / g.x % g.y), unsigned(bi / g.x / g.y)};
    if (c2o_emu_order() == 2) std::shuffle(torder.begin(), torder.end(), rng);
    for (unsigned long long ti : torder) {
      threadIdx = {unsigned(ti % b.x), unsigned(ti / b.x % b.y), unsigned(ti / b.x / b.y)};
      body();
    }
  }
  return cudaSuccess;
}
template <class... P, size_t... I>
void c2o_emu_call(void (*f)(P...), void **args, std::index_sequence<I...>) {
  f(*static_cast<std::remove_cv_t<std::remove_reference_t<P>> *>(args[I])...);
}
template <class... P>
cudaError_t c2o_emu_launch_kernel(void (*f)(P...), dim3 g, dim3 b, void **args, size_t = 0, cudaStream_t = 0) {
  return c2o_emu_launch_impl(g, b, [&] { c2o_emu_call(f, args, std::index_sequence_for<P...>{}); });
}

// ---------------------------------------------------------------- math and intrinsics
inline int min(int a, int b) { return a < b ? a : b; }
inline int max(int a, int b) { return a > b ? a : b; }
inline unsigned min(unsigned a, unsigned b) { return a < b ? a : b; }
inline unsigned max(unsigned a, unsigned b) { return a > b ? a : b; }
inline long long min(long long a, long long b) { return a < b ? a : b; }
inline long long max(long long a, long long b) { return a > b ? a : b; }
inline float min(float a, float b) { return fminf(a, b); }
inline float max(float a, float b) { return fmaxf(a, b); }
// The GPU fast intrinsics are less accurate than libm; mimic their recipes.
inline float __expf(float x) { return exp2f(x * 1.4426950408889634f); }
inline float __logf(float x) { return log2f(x) * 0.6931471805599453f; }
inline float __sinf(float x) { return sinf(x); }
inline float __cosf(float x) { return cosf(x); }
inline void __sincosf(float x, float *s, float *c) { *s = sinf(x); *c = cosf(x); }
inline float __tanf(float x) { return sinf(x) * (1.0f / cosf(x)); }
inline float __exp10f(float x) { return exp2f(x * 3.3219280948873623f); }
inline float __log2f(float x) { return log2f(x); }
inline float __log10f(float x) { return log2f(x) * 0.30102999566398120f; }
inline float __powf(float x, float y) { return exp2f(y * log2f(x)); }
inline float __fsqrt_rn(float x) { return sqrtf(x); }
inline float __fdividef(float a, float b) { return a * (1.0f / b); }
inline float __frcp_rn(float a) { return 1.0f / a; }
inline float rsqrtf(float x) { return 1.0f / sqrtf(x); }
inline double rsqrt(double x) { return 1.0 / sqrt(x); }
inline float __saturatef(float x) { return x != x ? 0.0f : (x < 0.0f ? 0.0f : (x > 1.0f ? 1.0f : x)); }
inline int __float_as_int(float f) { int i; memcpy(&i, &f, 4); return i; }
inline float __int_as_float(int i) { float f; memcpy(&f, &i, 4); return f; }
inline unsigned __float_as_uint(float f) { unsigned i; memcpy(&i, &f, 4); return i; }
inline float __uint_as_float(unsigned i) { float f; memcpy(&f, &i, 4); return f; }
inline int __popc(unsigned x) { return __builtin_popcount(x); }
inline int __popcll(unsigned long long x) { return __builtin_popcountll(x); }
inline int __clz(int x) { return x == 0 ? 32 : __builtin_clz((unsigned)x); }
inline int __ffs(int x) { return __builtin_ffs(x); }
inline unsigned __brev(unsigned x) {
  unsigned r = 0;
  for (int i = 0; i < 32; ++i) r |= ((x >> i) & 1u) << (31 - i);
  return r;
}
inline unsigned __umulhi(unsigned a, unsigned b) { return (unsigned)(((unsigned long long)a * b) >> 32); }
// sincosf comes from glibc (_GNU_SOURCE is on by default in g++).

// ---------------------------------------------------------------- atomics (sequential)
template <class T> T c2o_atomic_add(T *p, T v) { T o = *p; *p = o + v; return o; }
inline int atomicAdd(int *p, int v) { return c2o_atomic_add(p, v); }
inline unsigned atomicAdd(unsigned *p, unsigned v) { return c2o_atomic_add(p, v); }
inline unsigned long long atomicAdd(unsigned long long *p, unsigned long long v) { return c2o_atomic_add(p, v); }
inline float atomicAdd(float *p, float v) { return c2o_atomic_add(p, v); }
inline double atomicAdd(double *p, double v) { return c2o_atomic_add(p, v); }
inline int atomicSub(int *p, int v) { int o = *p; *p = o - v; return o; }
inline unsigned atomicSub(unsigned *p, unsigned v) { unsigned o = *p; *p = o - v; return o; }
template <class T> T c2o_atomic_max(T *p, T v) { T o = *p; *p = o > v ? o : v; return o; }
template <class T> T c2o_atomic_min(T *p, T v) { T o = *p; *p = o < v ? o : v; return o; }
inline int atomicMax(int *p, int v) { return c2o_atomic_max(p, v); }
inline unsigned atomicMax(unsigned *p, unsigned v) { return c2o_atomic_max(p, v); }
inline int atomicMin(int *p, int v) { return c2o_atomic_min(p, v); }
inline unsigned atomicMin(unsigned *p, unsigned v) { return c2o_atomic_min(p, v); }
template <class T> T c2o_atomic_exch(T *p, T v) { T o = *p; *p = v; return o; }
inline int atomicExch(int *p, int v) { return c2o_atomic_exch(p, v); }
inline unsigned atomicExch(unsigned *p, unsigned v) { return c2o_atomic_exch(p, v); }
inline float atomicExch(float *p, float v) { return c2o_atomic_exch(p, v); }
template <class T> T c2o_atomic_cas(T *p, T c, T v) { T o = *p; if (o == c) *p = v; return o; }
inline int atomicCAS(int *p, int c, int v) { return c2o_atomic_cas(p, c, v); }
inline unsigned atomicCAS(unsigned *p, unsigned c, unsigned v) { return c2o_atomic_cas(p, c, v); }
inline unsigned long long atomicCAS(unsigned long long *p, unsigned long long c, unsigned long long v) { return c2o_atomic_cas(p, c, v); }
inline unsigned atomicInc(unsigned *p, unsigned v) { unsigned o = *p; *p = (o >= v) ? 0 : o + 1; return o; }
inline unsigned atomicDec(unsigned *p, unsigned v) { unsigned o = *p; *p = (o == 0 || o > v) ? v : o - 1; return o; }
inline int atomicAnd(int *p, int v) { int o = *p; *p = o & v; return o; }
inline int atomicOr(int *p, int v) { int o = *p; *p = o | v; return o; }
inline int atomicXor(int *p, int v) { int o = *p; *p = o ^ v; return o; }
inline unsigned atomicOr(unsigned *p, unsigned v) { unsigned o = *p; *p = o | v; return o; }
