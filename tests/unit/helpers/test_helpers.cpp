// Unit tests of the cuda2omp runtime helpers (omp_runtime_helpers/include).
// Built twice: with clang++-19 offloading to the host (target regions run
// through libomptarget's host plugin, so device memory and declare-target
// variables are real copies) and with g++ (target regions run on the host).
#include "c2o_runtime.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <climits>
#include <cmath>
#include <cstring>
#include <thread>
#include <type_traits>
#include <vector>

void *other_tu_malloc(size_t n);
c2o_error_t other_tu_free(void *p);
c2o_error_t other_tu_peek_error();
const void *other_tu_registry_address();

// __device__ / __constant__ variables as the translator leaves them.
struct SymPair {
  int a;
  double b;
};
int sym_array[8];
SymPair sym_pair;
float sym_scalar;
#pragma omp declare target(sym_array, sym_pair, sym_scalar)

// ---------------------------------------------------------------- types ----

TEST_CASE("types: dim3, uint3 and vector types", "[types]") {
  dim3 d;
  CHECK((d.x == 1 && d.y == 1 && d.z == 1));
  dim3 e(4), f(4, 5), g(4, 5, 6);
  CHECK((e.x == 4 && e.y == 1 && e.z == 1));
  CHECK((f.x == 4 && f.y == 5 && f.z == 1));
  CHECK((g.x == 4 && g.y == 5 && g.z == 6));
  uint3 u = g;
  CHECK((u.x == 4 && u.y == 5 && u.z == 6));
  dim3 h = make_uint3(7, 8, 9);
  CHECK((h.x == 7 && h.y == 8 && h.z == 9));
  dim3 i = 256; // as in `dim3 block = 256;`
  CHECK(i.x == 256);

  CHECK((sizeof(char2) == 2 && alignof(char2) == 2));
  CHECK((sizeof(char4) == 4 && alignof(uchar4) == 4 && alignof(short2) == 4));
  CHECK((sizeof(int2) == 8 && alignof(int2) == 8));
  CHECK((sizeof(int3) == 12 && alignof(int3) == 4));
  CHECK((sizeof(int4) == 16 && alignof(int4) == 16 && alignof(uint4) == 16));
  CHECK((sizeof(float3) == 12 && alignof(float4) == 16 && alignof(float2) == 8));
  CHECK((sizeof(double3) == 24 && alignof(double2) == 16 && sizeof(double4) == 32));
  CHECK((sizeof(longlong2) == 16 && alignof(longlong2) == 16 && sizeof(uint3) == 12));

  char2 c2 = make_char2(-1, 2);
  char4 c4 = make_char4(1, 2, 3, -4);
  uchar4 uc = make_uchar4(250, 1, 2, 3);
  short2 s2 = make_short2(-300, 300);
  int3 i3 = make_int3(1, -2, 3);
  int4 i4 = make_int4(1, 2, 3, 4);
  uint2 u2 = make_uint2(1u, 4000000000u);
  uint4 u4 = make_uint4(1, 2, 3, 4);
  longlong2 l2 = make_longlong2(-5000000000LL, 5);
  float2 f2 = make_float2(1.5f, -2.5f);
  float3 f3 = make_float3(1, 2, 3);
  double2 d2 = make_double2(0.1, 0.2);
  double3 d3 = make_double3(1, 2, 3);
  double4 d4 = make_double4(1, 2, 3, 4);
  CHECK((c2.x == -1 && c2.y == 2 && c4.w == -4 && uc.x == 250 && s2.x == -300));
  CHECK((i3.y == -2 && i4.w == 4 && u2.y == 4000000000u && u4.z == 3 && l2.x == -5000000000LL));
  CHECK((f2.y == -2.5f && f3.z == 3.0f && d2.y == 0.2 && d3.z == 3.0 && d4.w == 4.0));

  // The same inside a target region.
  float out[4] = {0, 0, 0, 0};
  unsigned int dims[3] = {0, 0, 0};
#pragma omp target map(from : out, dims)
  {
    float4 v = make_float4(1.0f, 2.0f, 3.0f, 4.0f);
    int2 w = make_int2(5, 6);
    dim3 b(2, 3);
    uint3 bu = b;
    out[0] = v.x + v.w;
    out[1] = (float)(w.x * w.y);
    out[2] = (float)b.z;
    out[3] = (float)c2o_volume(b);
    dims[0] = bu.x;
    dims[1] = bu.y;
    dims[2] = bu.z;
  }
  CHECK((out[0] == 5.0f && out[1] == 30.0f && out[2] == 1.0f && out[3] == 6.0f));
  CHECK((dims[0] == 2 && dims[1] == 3 && dims[2] == 1));
}

TEST_CASE("launch: c2o_volume and c2o_unflatten", "[launch]") {
  dim3 e(3, 4, 5);
  CHECK(c2o_volume(e) == 60);
  CHECK(c2o_volume(dim3(65536, 65536, 2)) == 8589934592ULL); // no 32-bit overflow
  uint3 p = c2o_unflatten(0, e);
  CHECK((p.x == 0 && p.y == 0 && p.z == 0));
  p = c2o_unflatten(59, e);
  CHECK((p.x == 2 && p.y == 3 && p.z == 4));
  p = c2o_unflatten(3 + 2 * 3 + 1 * 12, e); // x=0, y=3, z=1
  CHECK((p.x == 0 && p.y == 3 && p.z == 1));

  // Every index of a launch-shaped loop, on the device.
  dim3 grid(5, 2, 3), block(4, 3, 2);
  const unsigned long long threads = c2o_volume(block), total = c2o_volume(grid) * threads;
  unsigned int bad = 0;
  unsigned long long sum = 0;
  // (One reduction variable: GCC 12 needs a 16-byte CAS, which nvptx lacks,
  // to reduce an int and an unsigned long long together.)
#pragma omp target teams distribute parallel for map(tofrom : bad, sum) reduction(+ : sum)
  for (unsigned long long i = 0; i < total; ++i) {
    uint3 t = c2o_unflatten(i % threads, block), b = c2o_unflatten(i / threads, grid);
    unsigned long long tl = t.x + (unsigned long long)block.x * (t.y + block.y * t.z);
    unsigned long long bl = b.x + (unsigned long long)grid.x * (b.y + grid.y * b.z);
    if (t.x >= block.x || t.y >= block.y || t.z >= block.z || b.x >= grid.x ||
        b.y >= grid.y || b.z >= grid.z || bl * threads + tl != i)
      c2o_atomic_add(&bad, 1u);
    sum += i;
  }
  CHECK(bad == 0u);
  CHECK(sum == total * (total - 1) / 2);
}

// --------------------------------------------------------------- errors ----

TEST_CASE("errors: codes, strings and the last error", "[errors]") {
  CHECK(c2o_success == 0);
  CHECK(c2o_error_invalid_value == 1);
  CHECK(c2o_error_memory_allocation == 2);
  CHECK(c2o_error_initialization == 3);
  CHECK(c2o_error_invalid_device_pointer == 17);
  CHECK(c2o_error_invalid_memcpy_direction == 21);
  CHECK(c2o_error_no_device == 100);
  CHECK(c2o_error_invalid_device == 101);
  CHECK(c2o_error_not_ready == 600);
  CHECK(c2o_error_not_supported == 801);
  CHECK(c2o_error_unknown == 999);
  CHECK(std::string(c2o_get_error_string(c2o_success)) == "no error");
  CHECK(std::string(c2o_get_error_string(c2o_error_memory_allocation)) == "out of memory");
  CHECK(std::string(c2o_get_error_string(c2o_error_invalid_value)) == "invalid argument");
  CHECK(std::string(c2o_get_error_string(c2o_error_invalid_device)) == "invalid device ordinal");
  CHECK(std::string(c2o_get_error_string((c2o_error_t)12345)) == "unrecognized error code");
  CHECK(std::string(c2o_get_error_name(c2o_success)) == "cudaSuccess");
  CHECK(std::string(c2o_get_error_name(c2o_error_invalid_value)) == "cudaErrorInvalidValue");
  CHECK(std::string(c2o_get_error_name(c2o_error_unknown)) == "cudaErrorUnknown");
  c2o_error e = c2o_success; // the enum's own name works as a type too
  CHECK(e == c2o_success);

  c2o_get_last_error();
  CHECK(c2o_peek_at_last_error() == c2o_success);
  int local = 0;
  CHECK(c2o_free(&local) == c2o_error_invalid_value); // not from c2o_malloc
  CHECK(c2o_peek_at_last_error() == c2o_error_invalid_value);
  CHECK(c2o_peek_at_last_error() == c2o_error_invalid_value); // peek keeps it
  CHECK(c2o_get_last_error() == c2o_error_invalid_value);
  CHECK(c2o_get_last_error() == c2o_success); // get cleared it

  // The last error is per thread.
  c2o_error_t in_thread = c2o_success;
  std::thread t([&] {
    c2o_set_device(-1);
    in_thread = c2o_peek_at_last_error();
  });
  t.join();
  CHECK(in_thread == c2o_error_invalid_device);
  CHECK(c2o_peek_at_last_error() == c2o_success);
}

// --------------------------------------------------------------- device ----

TEST_CASE("device: count, selection, properties", "[device]") {
  int count = 0, dev = -1;
  REQUIRE(c2o_get_device_count(&count) == c2o_success);
  CHECK(count >= 1);
  CHECK(count == std::max(1, omp_get_num_devices()));
  REQUIRE(c2o_get_device(&dev) == c2o_success);
  CHECK((dev >= 0 && dev < count));
  CHECK(c2o_set_device(count) == c2o_error_invalid_device);
  CHECK(c2o_set_device(-1) == c2o_error_invalid_device);
  c2o_get_last_error();
  CHECK(c2o_set_device(count - 1) == c2o_success);
  CHECK(c2o_get_device(&dev) == c2o_success);
  CHECK(dev == count - 1);
  if (omp_get_num_devices() > 0) CHECK(omp_get_default_device() == count - 1);
  CHECK(c2o_set_device(0) == c2o_success);
  CHECK(c2o_get_device(&dev) == c2o_success);
  CHECK(dev == 0);
  CHECK(c2o_device_synchronize() == c2o_success);

  c2o_device_prop prop;
  std::memset(&prop, 0x5a, sizeof prop);
  REQUIRE(c2o_get_device_properties(&prop, 0) == c2o_success);
  if (omp_get_num_devices() > 0)
    CHECK(std::string(prop.name) == "OpenMP offload device 0");
  else
    CHECK(std::string(prop.name) == "OpenMP host device");
  CHECK(prop.totalGlobalMem > 0);
  CHECK(prop.multiProcessorCount >= 1);
  CHECK(prop.warpSize >= 1);
  CHECK(prop.maxThreadsPerBlock == 1024);
  CHECK((prop.maxThreadsDim[0] == 1024 && prop.maxThreadsDim[2] == 64));
  CHECK((prop.maxGridSize[0] == 2147483647 && prop.maxGridSize[1] == 65535));
  // What OpenMP cannot tell comes from documented defaults (c2o_impl_fill_defaults).
  CHECK((prop.major == C2O_COMPUTE_CAPABILITY_MAJOR && prop.minor == C2O_COMPUTE_CAPABILITY_MINOR));
  CHECK((prop.clockRate == 1000000 && prop.regsPerBlock == 65536 && prop.sharedMemPerBlockOptin == 48 * 1024));
  CHECK((prop.concurrentKernels == 0 && prop.cooperativeLaunch == 0 && prop.managedMemory == 1));
  CHECK(c2o_get_device_properties(&prop, count) == c2o_error_invalid_device);
  CHECK(c2o_get_device_properties(nullptr, 0) == c2o_error_invalid_value);
  c2o_get_last_error();

  // Reset frees the current device's blocks (c2o_free then no longer knows them).
  float *p = nullptr;
  REQUIRE(c2o_malloc(&p, 64) == c2o_success);
  CHECK(c2o_device_reset() == c2o_success);
  CHECK(c2o_free(p) == c2o_error_invalid_value);
  c2o_get_last_error();
}

// --------------------------------------------------------------- memory ----

TEST_CASE("memory: c2o_malloc and c2o_free", "[memory]") {
  float *p = nullptr;
  REQUIRE(c2o_malloc(&p, 100 * sizeof(float)) == c2o_success); // template form
  CHECK(p != nullptr);
  void *q = nullptr;
  REQUIRE(c2o_malloc(&q, 16) == c2o_success); // void** form
  CHECK(q != nullptr);
  void *z = reinterpret_cast<void *>(1);
  CHECK(c2o_malloc(&z, 0) == c2o_success); // size 0: success, no memory
  CHECK(z == nullptr);
  CHECK(c2o_free(nullptr) == c2o_success);
  CHECK(c2o_free(p + 1) == c2o_error_invalid_value); // not the start of a block
  c2o_get_last_error();
  CHECK(c2o_free(p) == c2o_success);
  CHECK(c2o_free(p) == c2o_error_invalid_value); // double free is reported
  c2o_get_last_error();
  CHECK(c2o_free(q) == c2o_success);
  CHECK(c2o_malloc((void **)nullptr, 4) == c2o_error_invalid_value);
  c2o_get_last_error();
  size_t huge = ~(size_t)0 / 2;
  int *h = nullptr;
  CHECK(c2o_malloc(&h, huge) == c2o_error_memory_allocation);
  CHECK(h == nullptr);
  CHECK(c2o_get_last_error() == c2o_error_memory_allocation);
}

TEST_CASE("memory: c2o_memcpy of every kind", "[memory]") {
  const int n = 256;
  std::vector<int> a(n), b(n, -1), c(n, -1);
  for (int i = 0; i < n; ++i) a[i] = i * 3 + 1;
  int *d1 = nullptr, *d2 = nullptr;
  REQUIRE(c2o_malloc(&d1, n * sizeof(int)) == c2o_success);
  REQUIRE(c2o_malloc(&d2, n * sizeof(int)) == c2o_success);
  const size_t bytes = n * sizeof(int);

  SECTION("explicit kinds") {
    CHECK(c2o_memcpy(d1, a.data(), bytes, c2o_memcpy_host_to_device) == c2o_success);
    CHECK(c2o_memcpy(d2, d1, bytes, c2o_memcpy_device_to_device) == c2o_success);
    CHECK(c2o_memcpy(b.data(), d2, bytes, c2o_memcpy_device_to_host) == c2o_success);
    CHECK(b == a);
    CHECK(c2o_memcpy(c.data(), b.data(), bytes, c2o_memcpy_host_to_host) == c2o_success);
    CHECK(c == a);
    // The device copy is what a kernel sees.
    long long sum = 0;
#pragma omp target teams distribute parallel for is_device_ptr(d2) map(tofrom : sum) reduction(+ : sum)
    for (int i = 0; i < n; ++i) sum += d2[i];
    CHECK(sum == (long long)n * (n - 1) / 2 * 3 + n);
  }
  SECTION("default kind infers each side") {
    CHECK(c2o_memcpy(d1, a.data(), bytes, c2o_memcpy_default) == c2o_success);
    CHECK(c2o_memcpy(d2, d1, bytes, c2o_memcpy_default) == c2o_success);
    CHECK(c2o_memcpy(b.data(), d2, bytes, c2o_memcpy_default) == c2o_success);
    CHECK(b == a);
    CHECK(c2o_memcpy(c.data(), b.data(), bytes, c2o_memcpy_default) == c2o_success);
    CHECK(c == a);
  }
  SECTION("interior pointers and partial copies") {
    CHECK(c2o_memcpy(d1, a.data(), bytes, c2o_memcpy_host_to_device) == c2o_success);
    CHECK(c2o_memcpy(b.data() + 10, d1 + 20, 5 * sizeof(int), c2o_memcpy_default) == c2o_success);
    for (int i = 0; i < 5; ++i) CHECK(b[10 + i] == a[20 + i]);
    CHECK(b[9] == -1);
    CHECK(b[15] == -1);
    // Past the end of the block: an error, nothing copied.
    CHECK(c2o_memcpy(d1 + n - 1, a.data(), 2 * sizeof(int), c2o_memcpy_host_to_device) ==
          c2o_error_invalid_value);
    CHECK(c2o_get_last_error() == c2o_error_invalid_value);
  }
  SECTION("async forms, zero bytes, bad arguments") {
    c2o_stream_t s = nullptr;
    REQUIRE(c2o_stream_create(&s) == c2o_success);
    CHECK(c2o_memcpy_async(d1, a.data(), bytes, c2o_memcpy_host_to_device, s) == c2o_success);
    CHECK(c2o_memcpy_async(b.data(), d1, bytes, c2o_memcpy_device_to_host) == c2o_success);
    CHECK(c2o_stream_synchronize(s) == c2o_success);
    CHECK(b == a);
    CHECK(c2o_stream_destroy(s) == c2o_success);
    CHECK(c2o_memcpy(d1, a.data(), 0, c2o_memcpy_host_to_device) == c2o_success);
    CHECK(c2o_memcpy(d1, a.data(), bytes, (c2o_memcpy_kind)7) == c2o_error_invalid_memcpy_direction);
    CHECK(c2o_memcpy(nullptr, a.data(), bytes, c2o_memcpy_host_to_device) == c2o_error_invalid_value);
    c2o_get_last_error();
  }
  CHECK(c2o_free(d1) == c2o_success);
  CHECK(c2o_free(d2) == c2o_success);
}

TEST_CASE("memory: c2o_memset on device and host memory", "[memory]") {
  const size_t n = 77; // not a multiple of 8
  unsigned char *d = nullptr;
  REQUIRE(c2o_malloc(&d, n + 8) == c2o_success);
  std::vector<unsigned char> h(n + 8, 0);
  CHECK(c2o_memset(d, 0x11, n + 8) == c2o_success);
  CHECK(c2o_memset(d + 3, 0x1AB, n) == c2o_success); // unaligned; value taken as 0xAB
  CHECK(c2o_memcpy(h.data(), d, n + 8, c2o_memcpy_device_to_host) == c2o_success);
  for (size_t i = 0; i < n + 8; ++i) CHECK(h[i] == ((i >= 3 && i < n + 3) ? 0xAB : 0x11));
  CHECK(c2o_memset_async(d, 0, n + 8) == c2o_success);
  CHECK(c2o_memcpy(h.data(), d, n + 8, c2o_memcpy_device_to_host) == c2o_success);
  CHECK(std::count(h.begin(), h.end(), 0) == (long)(n + 8));
  CHECK(c2o_memset(d, 0, n + 9) == c2o_error_invalid_value); // past the end
  c2o_get_last_error();
  CHECK(c2o_free(d) == c2o_success);

  std::vector<int> host(10, 1);
  CHECK(c2o_memset(host.data(), 0, sizeof(int) * 10) == c2o_success); // host memory
  CHECK(std::count(host.begin(), host.end(), 0) == 10);
}

TEST_CASE("memory: managed and pinned host memory", "[memory]") {
  double *m = nullptr;
  REQUIRE(c2o_malloc_managed(&m, 10 * sizeof(double)) == c2o_success);
  REQUIRE(m != nullptr);
  CHECK(reinterpret_cast<uintptr_t>(m) % 256 == 0);
  for (int i = 0; i < 10; ++i) m[i] = i; // host memory: the host uses it directly
  void *vm = nullptr;
  CHECK(c2o_malloc_managed(&vm, 24, C2O_MEM_ATTACH_HOST) == c2o_success);
  CHECK(c2o_malloc_managed(&vm, 24, 0x99) == c2o_error_invalid_value);
  c2o_get_last_error();

  float *p = nullptr, *q = nullptr;
  REQUIRE(c2o_malloc_host(&p, 8 * sizeof(float)) == c2o_success);
  REQUIRE(c2o_host_alloc(&q, 8 * sizeof(float), C2O_HOST_ALLOC_PORTABLE | C2O_HOST_ALLOC_MAPPED) ==
          c2o_success);
  void *vp = nullptr;
  REQUIRE(c2o_malloc_host(&vp, 8) == c2o_success);
  for (int i = 0; i < 8; ++i) p[i] = 0.5f * i;

  // Managed and pinned memory count as host memory whatever the kind says.
  double *d = nullptr;
  REQUIRE(c2o_malloc(&d, 10 * sizeof(double)) == c2o_success);
  std::vector<double> back(10, -1.0);
  CHECK(c2o_memcpy(d, m, 10 * sizeof(double), c2o_memcpy_default) == c2o_success);
  CHECK(c2o_memcpy(back.data(), d, 10 * sizeof(double), c2o_memcpy_default) == c2o_success);
  for (int i = 0; i < 10; ++i) CHECK(back[i] == i);
  CHECK(c2o_memcpy(m, p, 8 * sizeof(float), c2o_memcpy_host_to_device) == c2o_success);
  CHECK(std::memcmp(m, p, 8 * sizeof(float)) == 0);
  CHECK(c2o_memcpy(q, m, 8 * sizeof(float), c2o_memcpy_device_to_host) == c2o_success);
  CHECK(std::memcmp(q, p, 8 * sizeof(float)) == 0);
  CHECK(c2o_memset(m, 0, 10 * sizeof(double)) == c2o_success);
  CHECK(m[9] == 0.0);

  CHECK(c2o_free_host(d) == c2o_error_invalid_value); // device memory
  c2o_get_last_error();
  CHECK(c2o_free(d) == c2o_success);
  CHECK(c2o_free(m) == c2o_success);  // managed: freed with free()
  CHECK(c2o_free(vm) == c2o_success);
  CHECK(c2o_free_host(p) == c2o_success);
  CHECK(c2o_free_host(q) == c2o_success);
  CHECK(c2o_free_host(vp) == c2o_success);
  CHECK(c2o_free_host(nullptr) == c2o_success);
  int local = 0;
  CHECK(c2o_free_host(&local) == c2o_error_invalid_value);
  c2o_get_last_error();
}

TEST_CASE("memory: c2o_mem_get_info", "[memory]") {
  size_t free_b = 0, total = 0;
  REQUIRE(c2o_mem_get_info(&free_b, &total) == c2o_success);
  CHECK(total > 0);
  CHECK(free_b <= total);
  CHECK(c2o_mem_get_info(nullptr, &total) == c2o_error_invalid_value);
  c2o_get_last_error();
}

TEST_CASE("memory: symbols round trip", "[memory][symbol]") {
  int src[8], dst[8];
  for (int i = 0; i < 8; ++i) src[i] = 100 + i;
  REQUIRE(c2o_memcpy_to_symbol(sym_array, src, sizeof src) == c2o_success);

  // A kernel sees the new values...
  int seen[8] = {0};
#pragma omp target map(from : seen)
  for (int i = 0; i < 8; ++i) seen[i] = sym_array[i];
  for (int i = 0; i < 8; ++i) CHECK(seen[i] == 100 + i);
  // ...and so does the copy back.
  std::memset(dst, 0, sizeof dst);
  REQUIRE(c2o_memcpy_from_symbol(dst, sym_array, sizeof dst) == c2o_success);
  for (int i = 0; i < 8; ++i) CHECK(dst[i] == 100 + i);

  // Offsets.
  int v = -7;
  CHECK(c2o_memcpy_to_symbol(sym_array, &v, sizeof v, 3 * sizeof(int)) == c2o_success);
  int w = 0;
  CHECK(c2o_memcpy_from_symbol(&w, sym_array, sizeof w, 3 * sizeof(int)) == c2o_success);
  CHECK(w == -7);
  CHECK(c2o_memcpy_from_symbol(&w, sym_array, sizeof w, 4 * sizeof(int)) == c2o_success);
  CHECK(w == 104);

  // A kernel's writes come back.
#pragma omp target
  {
    sym_scalar = 2.5f;
    sym_pair.a = 42;
    sym_pair.b = -1.25;
  }
  float s = 0;
  SymPair pair = {0, 0};
  CHECK(c2o_memcpy_from_symbol(&s, sym_scalar, sizeof s) == c2o_success);
  CHECK(s == 2.5f);
  CHECK(c2o_memcpy_from_symbol(&pair, sym_pair, sizeof pair) == c2o_success);
  CHECK((pair.a == 42 && pair.b == -1.25));

  // Device memory as source and destination.
  int *d = nullptr;
  REQUIRE(c2o_malloc(&d, sizeof src) == c2o_success);
  for (int i = 0; i < 8; ++i) src[i] = -i;
  REQUIRE(c2o_memcpy(d, src, sizeof src, c2o_memcpy_host_to_device) == c2o_success);
  CHECK(c2o_memcpy_to_symbol(sym_array, d, sizeof src, 0, c2o_memcpy_device_to_device) == c2o_success);
  CHECK(c2o_memcpy_from_symbol(dst, sym_array, sizeof dst) == c2o_success);
  for (int i = 0; i < 8; ++i) CHECK(dst[i] == -i);
  CHECK(c2o_memset(d, 0, sizeof src) == c2o_success);
  CHECK(c2o_memcpy_from_symbol(d, sym_array, sizeof src, 0, c2o_memcpy_device_to_device) == c2o_success);
  CHECK(c2o_memcpy(dst, d, sizeof dst, c2o_memcpy_device_to_host) == c2o_success);
  for (int i = 0; i < 8; ++i) CHECK(dst[i] == -i);
  CHECK(c2o_memcpy_to_symbol(sym_array, src, sizeof src, 0, c2o_memcpy_default) == c2o_success);
  CHECK(c2o_free(d) == c2o_success);

  // Errors.
  CHECK(c2o_memcpy_to_symbol(sym_array, src, sizeof src + 1) == c2o_error_invalid_value);
  CHECK(c2o_memcpy_to_symbol(sym_array, src, 4, sizeof src) == c2o_error_invalid_value);
  CHECK(c2o_memcpy_to_symbol(sym_array, src, 4, 0, c2o_memcpy_device_to_host) ==
        c2o_error_invalid_memcpy_direction);
  CHECK(c2o_memcpy_from_symbol(dst, sym_array, 4, 0, c2o_memcpy_host_to_device) ==
        c2o_error_invalid_memcpy_direction);
  c2o_get_last_error();
}

TEST_CASE("memory: the registry is one per program and thread-safe", "[memory]") {
  CHECK(other_tu_registry_address() == static_cast<const void *>(&c2o_impl_alloc_count));
  // A block from the other file is known here.
  int *p = static_cast<int *>(other_tu_malloc(4 * sizeof(int)));
  REQUIRE(p != nullptr);
  int in[4] = {1, 2, 3, 4}, out[4] = {0, 0, 0, 0};
  CHECK(c2o_memcpy(p, in, sizeof in, c2o_memcpy_default) == c2o_success);
  CHECK(c2o_memcpy(out, p, sizeof out, c2o_memcpy_default) == c2o_success);
  CHECK(std::equal(in, in + 4, out));
  CHECK(c2o_free(p) == c2o_success);
  // The last error too.
  CHECK(other_tu_free(in) == c2o_error_invalid_value);
  CHECK(c2o_peek_at_last_error() == c2o_error_invalid_value);
  c2o_get_last_error();
  CHECK(other_tu_peek_error() == c2o_success);

  // Many threads allocating, looking up and freeing at once. (No target
  // regions here: libomptarget's host plugin cannot run one inside a host
  // parallel region.)
  const size_t before = c2o_impl_alloc_count;
  int failures = 0;
#pragma omp parallel for num_threads(8) reduction(+ : failures)
  for (int i = 0; i < 400; ++i) {
    void *q = nullptr;
    c2o_impl_alloc a;
    if (c2o_malloc(&q, 16 + i) != c2o_success) failures += 1;
    if (!c2o_impl_registry_find(static_cast<char *>(q) + 15, &a) || a.base != (uintptr_t)q)
      failures += 1;
    if (c2o_free(q) != c2o_success) failures += 1;
  }
  CHECK(failures == 0);
  CHECK(c2o_impl_alloc_count == before);
}

// ------------------------------------------------------ streams, events ----

TEST_CASE("streams and events", "[stream]") {
  c2o_stream_t s1 = nullptr, s2 = nullptr;
  REQUIRE(c2o_stream_create(&s1) == c2o_success);
  REQUIRE(c2o_stream_create_with_flags(&s2, C2O_STREAM_NON_BLOCKING) == c2o_success);
  CHECK(s1 != s2);
  CHECK(c2o_stream_query(s1) == c2o_success);
  CHECK(c2o_stream_synchronize(s2) == c2o_success);
  CHECK(c2o_stream_synchronize(0) == c2o_success);

  c2o_event_t start = nullptr, stop = nullptr, quiet = nullptr;
  REQUIRE(c2o_event_create(&start) == c2o_success);
  REQUIRE(c2o_event_create(&stop) == c2o_success);
  REQUIRE(c2o_event_create_with_flags(&quiet, C2O_EVENT_DISABLE_TIMING | C2O_EVENT_BLOCKING_SYNC) ==
          c2o_success);
  c2o_event_t flagged = nullptr; // cudaEventCreate(&e, flags), cuda_runtime.h's C++ overload
  REQUIRE(c2o_event_create(&flagged, C2O_EVENT_DISABLE_TIMING) == c2o_success);
  CHECK(c2o_event_destroy(flagged) == c2o_success);
  float ms = -1.0f;
  CHECK(c2o_event_elapsed_time(&ms, start, stop) == c2o_error_invalid_value); // not recorded
  c2o_get_last_error();
  CHECK(c2o_event_query(stop) == c2o_success);
  CHECK(c2o_event_record(start, s1) == c2o_success);
  double x = 0;
#pragma omp target teams distribute parallel for map(tofrom : x) reduction(+ : x)
  for (int i = 0; i < 100000; ++i) x += std::sqrt((double)i);
  CHECK(x > 0);
  CHECK(c2o_event_record(stop) == c2o_success);
  CHECK(c2o_stream_wait_event(s2, stop) == c2o_success);
  CHECK(c2o_stream_wait_event(s2, stop, 0) == c2o_success);
  CHECK(c2o_event_synchronize(stop) == c2o_success);
  CHECK(c2o_event_query(stop) == c2o_success);
  REQUIRE(c2o_event_elapsed_time(&ms, start, stop) == c2o_success);
  CHECK(ms >= 0.0f);
  CHECK(ms < 60000.0f);
  CHECK(c2o_event_record(quiet, s2) == c2o_success);
  CHECK(c2o_event_elapsed_time(&ms, start, quiet) == c2o_error_invalid_value); // no timing
  c2o_get_last_error();
  CHECK(c2o_event_destroy(start) == c2o_success);
  CHECK(c2o_event_destroy(stop) == c2o_success);
  CHECK(c2o_event_destroy(quiet) == c2o_success);
  CHECK(c2o_stream_destroy(s1) == c2o_success);
  CHECK(c2o_stream_destroy(s2) == c2o_success);
  CHECK(c2o_stream_destroy(0) == c2o_error_invalid_value);
  c2o_get_last_error();
}

// ----------------------------------------------------------------- math ----

TEST_CASE("math: CUDA functions and conversions", "[math]") {
  CHECK(c2o_exp10f(2.0f) == Approx(100.0f));
  CHECK(c2o_exp10f(-1.0f) == Approx(0.1f));
  float s = 0, c = 0;
  c2o_sincosf(0.5f, &s, &c);
  CHECK((s == Approx(std::sin(0.5f)) && c == Approx(std::cos(0.5f))));
  double sd = 0, cd = 0;
  c2o_sincos(1.0, &sd, &cd);
  CHECK((sd == Approx(std::sin(1.0)) && cd == Approx(std::cos(1.0))));
  CHECK(c2o_sinpif(1.0f) == 0.0f);      // exact at integers
  CHECK(c2o_sinpif(0.5f) == 1.0f);
  CHECK(c2o_sinpif(-0.5f) == -1.0f);
  CHECK(c2o_sinpif(1000001.0f) == 0.0f);
  CHECK(c2o_sinpif(0.25f) == Approx(std::sqrt(0.5)));
  CHECK(c2o_cospif(0.0f) == 1.0f);
  CHECK(c2o_cospif(1.0f) == -1.0f);
  CHECK(c2o_cospif(0.5f) == 0.0f);
  CHECK(c2o_cospif(2.0f / 3.0f) == Approx(-0.5f));
  c2o_sincospif(1.5f, &s, &c);
  CHECK((s == -1.0f && c == 0.0f));
  CHECK(c2o_fdividef(1.0f, 4.0f) == 0.25f);
  CHECK(c2o_frcp(8.0f) == 0.125f);
  CHECK(c2o_saturatef(1.5f) == 1.0f);
  CHECK(c2o_saturatef(-0.5f) == 0.0f);
  CHECK(c2o_saturatef(0.25f) == 0.25f);
  CHECK(c2o_saturatef(std::nanf("")) == 0.0f);
  CHECK(c2o_rsqrtf(4.0f) == 0.5f);
  CHECK(c2o_rsqrt(16.0) == 0.25);
  CHECK(c2o_rcbrtf(8.0f) == Approx(0.5f));
  CHECK(c2o_float2int_rn(0.5f) == 0); // ties to even
  CHECK(c2o_float2int_rn(1.5f) == 2);
  CHECK(c2o_float2int_rn(2.5f) == 2);
  CHECK(c2o_float2int_rn(-2.5f) == -2);
  CHECK(c2o_float2int_rn(-1.5f) == -2);
  CHECK(c2o_float2int_rn(2.6f) == 3);
  CHECK(c2o_float2int_rn(3e9f) == INT_MAX); // saturates
  CHECK(c2o_float2int_rn(-3e9f) == INT_MIN);
  CHECK(c2o_float2int_rn(std::nanf("")) == 0);
  CHECK(c2o_float2int_rz(2.9f) == 2);
  CHECK(c2o_float2int_rz(-2.9f) == -2);
  CHECK(c2o_int2float_rn(16777217) == 16777216.0f); // nearest even
  CHECK(c2o_int2float_rn(-3) == -3.0f);

  // On the device.
  float r[6] = {0, 0, 0, 0, 0, 0};
  int k[2] = {0, 0};
#pragma omp target map(from : r, k)
  {
    float a, b;
    c2o_sincospif(0.5f, &a, &b);
    r[0] = a;
    r[1] = b;
    r[2] = c2o_exp10f(1.0f);
    r[3] = c2o_saturatef(3.0f);
    r[4] = c2o_rsqrtf(0.25f);
    r[5] = c2o_cospif(1.0f);
    k[0] = c2o_float2int_rn(3.5f);
    k[1] = c2o_float2int_rz(-3.5f);
  }
  CHECK((r[0] == 1.0f && r[1] == 0.0f && r[2] == Approx(10.0f) && r[3] == 1.0f));
  CHECK((r[4] == 2.0f && r[5] == -1.0f && k[0] == 4 && k[1] == -3));
}

TEST_CASE("math: c2o_min and c2o_max overloads", "[math]") {
  STATIC_REQUIRE(std::is_same<decltype(c2o_min(1, 2)), int>::value);
  STATIC_REQUIRE(std::is_same<decltype(c2o_min(1u, 2u)), unsigned int>::value);
  STATIC_REQUIRE(std::is_same<decltype(c2o_min(1, 2u)), unsigned int>::value);
  STATIC_REQUIRE(std::is_same<decltype(c2o_max(1u, 2)), unsigned int>::value);
  STATIC_REQUIRE(std::is_same<decltype(c2o_min(1LL, 2LL)), long long>::value);
  STATIC_REQUIRE(std::is_same<decltype(c2o_min(1ULL, 2ULL)), unsigned long long>::value);
  STATIC_REQUIRE(std::is_same<decltype(c2o_min(1LL, 2ULL)), unsigned long long>::value);
  STATIC_REQUIRE(std::is_same<decltype(c2o_min(1.0f, 2.0f)), float>::value);
  STATIC_REQUIRE(std::is_same<decltype(c2o_min(1.0, 2.0)), double>::value);
  STATIC_REQUIRE(std::is_same<decltype(c2o_min(1.0f, 2.0)), double>::value);
  STATIC_REQUIRE(std::is_same<decltype(c2o_max(1.0, 2.0f)), double>::value);
  STATIC_REQUIRE(std::is_same<decltype(c2o_min(1, 2.0f)), float>::value);
  STATIC_REQUIRE(std::is_same<decltype(c2o_max(2.0f, 1)), float>::value);
  STATIC_REQUIRE(std::is_same<decltype(c2o_min(1, 2.0)), double>::value);
  STATIC_REQUIRE(std::is_same<decltype(c2o_min((size_t)1, 2)), size_t>::value);
  STATIC_REQUIRE(std::is_same<decltype(c2o_min((short)1, (short)2)), int>::value);

  CHECK(c2o_min(-3, 2) == -3);
  CHECK(c2o_max(-3, 2) == 2);
  CHECK(c2o_min(3u, 7u) == 3u);
  CHECK(c2o_max(-1, 1u) == 0xFFFFFFFFu); // CUDA: mixed int/unsigned compare as unsigned
  CHECK(c2o_min(-5000000000LL, 1LL) == -5000000000LL);
  CHECK(c2o_max(1ULL, 18000000000000000000ULL) == 18000000000000000000ULL);
  CHECK(c2o_min(2.5f, -1.5f) == -1.5f);
  CHECK(c2o_max(2.5, -1.5) == 2.5);
  CHECK(c2o_min(std::nanf(""), 1.0f) == 1.0f); // fminf semantics
  CHECK(c2o_max(2.0, std::nan("")) == 2.0);
  CHECK(c2o_min(1, 0.5f) == 0.5f);
  CHECK(c2o_max(3, 2.5) == 3.0);
  CHECK(c2o_min(1.0f, 0.1) == 0.1);

  int mi = 0;
  unsigned int mu = 0;
  float mf = 0;
  double md = 0;
#pragma omp target map(from : mi, mu, mf, md)
  {
    mi = c2o_min(4, -4);
    mu = c2o_max(3u, 9u);
    mf = c2o_max(1, 1.5f);
    md = c2o_min(0.25f, 0.5);
  }
  CHECK((mi == -4 && mu == 9u && mf == 1.5f && md == 0.25));
}

// ----------------------------------------------------------------- bits ----

TEST_CASE("bits: casts and integer intrinsics", "[bits]") {
  CHECK(c2o_float_as_int(1.0f) == 0x3F800000);
  CHECK(c2o_int_as_float(0x40400000) == 3.0f);
  CHECK(c2o_float_as_uint(-0.0f) == 0x80000000u);
  CHECK(c2o_uint_as_float(0xBF800000u) == -1.0f);
  CHECK(c2o_double_as_longlong(1.0) == 0x3FF0000000000000LL);
  CHECK(c2o_longlong_as_double(0x4000000000000000LL) == 2.0);
  CHECK(c2o_popc(0u) == 0);
  CHECK(c2o_popc(0xF0F0F0F0u) == 16);
  CHECK(c2o_popcll(~0ULL) == 64);
  CHECK(c2o_clz(0) == 32);
  CHECK(c2o_clz(1) == 31);
  CHECK(c2o_clz(-1) == 0);
  CHECK(c2o_clzll(0) == 64);
  CHECK(c2o_clzll(1LL << 40) == 23);
  CHECK(c2o_ffs(0) == 0);
  CHECK(c2o_ffs(8) == 4);
  CHECK(c2o_ffs(INT_MIN) == 32);
  CHECK(c2o_ffsll(0) == 0);
  CHECK(c2o_ffsll(1LL << 50) == 51);
  CHECK(c2o_brev(1u) == 0x80000000u);
  CHECK(c2o_brev(0x12345678u) == 0x1E6A2C48u);
  CHECK(c2o_mul24(1000, 1000) == 1000000);
  CHECK(c2o_mul24(-3, 5) == -15);
  CHECK(c2o_mul24(0x01000002, 3) == 6); // bits above 24 ignored
  CHECK(c2o_mul24(0x00FFFFFF, 1) == -1); // bit 23 is the sign
  CHECK(c2o_umul24(0x01000002u, 3u) == 6u);
  CHECK(c2o_umul24(0xFFFFFFu, 0xFFFFFFu) == (unsigned int)(0xFFFFFFull * 0xFFFFFFull));
  CHECK(c2o_mulhi(0x40000000, 8) == 2);
  CHECK(c2o_mulhi(-1, 1) == -1);
  CHECK(c2o_umulhi(0xFFFFFFFFu, 0xFFFFFFFFu) == 0xFFFFFFFEu);
  CHECK(c2o_sad(-5, 3, 10u) == 18u);
  CHECK(c2o_sad(INT_MIN, INT_MAX, 0u) == 0xFFFFFFFFu);
  CHECK(c2o_usad(3u, 10u, 1u) == 8u);
  const double ld = 6.5;
  CHECK(c2o_ldg(&ld) == 6.5);

  int r[5] = {0, 0, 0, 0, 0};
  const int in[2] = {7, 9};
#pragma omp target map(to : in) map(from : r)
  {
    r[0] = c2o_popc(0xFFu);
    r[1] = c2o_clz(0);
    r[2] = (int)c2o_brev(0x80000000u);
    r[3] = c2o_ldg(&in[1]);
    r[4] = c2o_float_as_int(c2o_int_as_float(123));
  }
  CHECK((r[0] == 8 && r[1] == 32 && r[2] == 1 && r[3] == 9 && r[4] == 123));
}

// -------------------------------------------------------------- atomics ----

TEST_CASE("atomics: old values and semantics", "[atomics]") {
  int i = 5;
  unsigned int u = 5;
  unsigned long long ull = 5;
  float f = 1.5f;
  double d = 2.5;
  long long ll = -5;
  CHECK(c2o_atomic_add(&i, 3) == 5);
  CHECK(i == 8);
  CHECK(c2o_atomic_add(&u, 3u) == 5u);
  CHECK(c2o_atomic_add(&ull, 1ULL << 40) == 5ULL);
  CHECK(ull == (1ULL << 40) + 5);
  CHECK(c2o_atomic_add(&f, 1.0f) == 1.5f);
  CHECK(f == 2.5f);
  CHECK(c2o_atomic_add(&d, 0.5) == 2.5);
  CHECK(d == 3.0);
  float2 f2 = make_float2(1.0f, 2.0f);
  float4 f4 = make_float4(1.0f, 2.0f, 3.0f, 4.0f);
  float2 old2 = c2o_atomic_add(&f2, make_float2(0.5f, 1.0f)); // atomicAdd(float2 *, float2)
  float4 old4 = c2o_atomic_add(&f4, make_float4(1.0f, 1.0f, 1.0f, 1.0f));
  CHECK((old2.x == 1.0f && old2.y == 2.0f && f2.x == 1.5f && f2.y == 3.0f));
  CHECK((old4.x == 1.0f && old4.w == 4.0f && f4.x == 2.0f && f4.y == 3.0f && f4.z == 4.0f && f4.w == 5.0f));
  CHECK(c2o_atomic_sub(&i, 10) == 8);
  CHECK(i == -2);
  CHECK(c2o_atomic_sub(&u, 9u) == 8u);
  CHECK(u == 0xFFFFFFFFu);
  CHECK(c2o_atomic_exch(&i, 77) == -2);
  CHECK(c2o_atomic_exch(&u, 1u) == 0xFFFFFFFFu);
  CHECK(c2o_atomic_exch(&ull, 9ULL) == (1ULL << 40) + 5);
  CHECK(c2o_atomic_exch(&f, -1.0f) == 2.5f);
  CHECK((i == 77 && u == 1u && ull == 9ULL && f == -1.0f));

  CHECK(c2o_atomic_min(&i, 80) == 77);
  CHECK(i == 77);
  CHECK(c2o_atomic_min(&i, -80) == 77);
  CHECK(i == -80);
  CHECK(c2o_atomic_max(&i, 3) == -80);
  CHECK(i == 3);
  CHECK(c2o_atomic_min(&u, 0u) == 1u);
  CHECK(c2o_atomic_max(&u, 0xF0000000u) == 0u);
  CHECK(u == 0xF0000000u);
  CHECK(c2o_atomic_min(&ll, -6LL) == -5LL);
  CHECK(c2o_atomic_max(&ll, 1LL << 40) == -6LL);
  CHECK(ll == 1LL << 40);
  CHECK(c2o_atomic_min(&ull, 2ULL) == 9ULL);
  CHECK(c2o_atomic_max(&ull, 3ULL) == 2ULL);
  CHECK(ull == 3ULL);
  CHECK(c2o_atomic_min(&f, -2.0f) == -1.0f);
  CHECK(c2o_atomic_min(&f, 5.0f) == -2.0f);
  CHECK(c2o_atomic_max(&f, 5.0f) == -2.0f);
  CHECK(f == 5.0f);
  CHECK(c2o_atomic_max(&d, 1.0) == 3.0);
  CHECK(c2o_atomic_min(&d, 1.0) == 3.0);
  CHECK(d == 1.0);

  // atomicInc: old >= val ? 0 : old + 1; atomicDec: (old == 0 || old > val) ? val : old - 1.
  unsigned int w = 3;
  CHECK(c2o_atomic_inc(&w, 5u) == 3u);
  CHECK(w == 4u);
  CHECK(c2o_atomic_inc(&w, 5u) == 4u);
  CHECK(c2o_atomic_inc(&w, 5u) == 5u);
  CHECK(w == 0u); // wrapped
  w = 9;
  CHECK(c2o_atomic_inc(&w, 5u) == 9u); // above val: wraps too
  CHECK(w == 0u);
  CHECK(c2o_atomic_dec(&w, 5u) == 0u);
  CHECK(w == 5u); // 0 wraps to val
  CHECK(c2o_atomic_dec(&w, 5u) == 5u);
  CHECK(w == 4u);
  w = 9;
  CHECK(c2o_atomic_dec(&w, 5u) == 9u);
  CHECK(w == 5u); // above val: set to val

  CHECK(c2o_atomic_cas(&i, 3, 10) == 3);
  CHECK(i == 10);
  CHECK(c2o_atomic_cas(&i, 3, 11) == 10); // no match: unchanged
  CHECK(i == 10);
  CHECK(c2o_atomic_cas(&u, 0xF0000000u, 1u) == 0xF0000000u);
  CHECK(u == 1u);
  CHECK(c2o_atomic_cas(&ull, 3ULL, 1ULL << 63) == 3ULL);
  CHECK(ull == 1ULL << 63);
  alignas(4) unsigned short hs[4] = {1, 2, 3, 4};
  CHECK(c2o_atomic_cas(&hs[1], (unsigned short)2, (unsigned short)0xBEEF) == 2);
  CHECK(c2o_atomic_cas(&hs[2], (unsigned short)9, (unsigned short)7) == 3);
  CHECK(c2o_atomic_cas(&hs[0], (unsigned short)1, (unsigned short)0xFFFF) == 1);
  CHECK((hs[0] == 0xFFFF && hs[1] == 0xBEEF && hs[2] == 3 && hs[3] == 4));

  i = 0x0F;
  CHECK(c2o_atomic_and(&i, 0x3C) == 0x0F);
  CHECK(c2o_atomic_or(&i, 0x100) == 0x0C);
  CHECK(c2o_atomic_xor(&i, 0x104) == 0x10C);
  CHECK(i == 0x08);
  u = 0xFFu;
  CHECK(c2o_atomic_and(&u, 0x0Fu) == 0xFFu);
  CHECK(c2o_atomic_or(&u, 0xF00u) == 0x0Fu);
  CHECK(c2o_atomic_xor(&u, 0xFFFu) == 0xF0Fu);
  CHECK(u == 0x0F0u);
  ull = 1ULL << 62;
  CHECK(c2o_atomic_or(&ull, 1ULL) == 1ULL << 62);
  CHECK(c2o_atomic_and(&ull, 1ULL) == (1ULL << 62) + 1);
  CHECK(c2o_atomic_xor(&ull, 3ULL) == 1ULL);
  CHECK(ull == 2ULL);
}

// CUDA's _block and _system forms: the same semantics, another scope.
TEST_CASE("atomics: _block and _system forms", "[atomics]") {
  int i = 5;
  unsigned int u = 3;
  unsigned long long q = 7;
  long long ll = -3;
  float f = 1.5f;
  double d = 0.25;
  CHECK(c2o_atomic_add_block(&i, 2) == 5);
  CHECK(c2o_atomic_add_system(&q, 1ULL << 40) == 7ULL);
  CHECK(c2o_atomic_add_block(&f, 1.0f) == 1.5f);
  CHECK(c2o_atomic_add_system(&d, 0.5) == 0.25);
  CHECK((i == 7 && q == (1ULL << 40) + 7 && f == 2.5f && d == 0.75));
  CHECK(c2o_atomic_sub_system(&i, 10) == 7);
  CHECK(c2o_atomic_sub_block(&u, 4u) == 3u);
  CHECK((i == -3 && u == 0xFFFFFFFFu));
  CHECK(c2o_atomic_exch_block(&f, -1.0f) == 2.5f);
  CHECK(c2o_atomic_exch_system(&q, 9ULL) == (1ULL << 40) + 7);
  CHECK(c2o_atomic_exch_system(&u, 4u) == 0xFFFFFFFFu);
  CHECK((f == -1.0f && q == 9ULL && u == 4u));
  CHECK(c2o_atomic_min_block(&ll, -9LL) == -3LL);
  CHECK(c2o_atomic_max_system(&ll, 1LL << 40) == -9LL);
  CHECK(c2o_atomic_min_system(&u, 0xF0000000u) == 4u); // unsigned: 4 stays
  CHECK(c2o_atomic_max_block(&u, 0xF0000000u) == 4u);
  CHECK((ll == 1LL << 40 && u == 0xF0000000u));
  unsigned int w = 5;
  CHECK(c2o_atomic_inc_block(&w, 5u) == 5u);
  CHECK(w == 0u);
  CHECK(c2o_atomic_dec_system(&w, 5u) == 0u);
  CHECK(w == 5u);
  CHECK(c2o_atomic_inc_system(&w, 9u) == 5u);
  CHECK(c2o_atomic_dec_block(&w, 3u) == 6u); // above val: set to val
  CHECK(w == 3u);
  CHECK(c2o_atomic_cas_block(&i, -3, 4) == -3);
  CHECK(c2o_atomic_cas_system(&q, 8ULL, 1ULL) == 9ULL); // no match
  CHECK((i == 4 && q == 9ULL));
  CHECK(c2o_atomic_and_system(&q, 3ULL) == 9ULL);
  CHECK(c2o_atomic_or_block(&i, 0x10) == 4);
  CHECK(c2o_atomic_xor_system(&u, 0xF0000001u) == 0xF0000000u);
  CHECK((q == 1ULL && i == 0x14 && u == 1u));
  // in a target region, under contention: 64 threads per form
  int s_add = 0, s_min = 1000;
  unsigned int s_inc = 0, s_max = 0;
  unsigned long long s_cas = 0;
#pragma omp target teams distribute parallel for map(tofrom : s_add, s_min, s_inc, s_max, s_cas)
  for (int t = 0; t < 64; ++t) {
    c2o_atomic_add_system(&s_add, t);
    c2o_atomic_min_block(&s_min, 100 - t);
    c2o_atomic_inc_system(&s_inc, 9u);
    c2o_atomic_max_system(&s_max, (unsigned int)t * 3u);
    unsigned long long cur = 0;
    for (;;) {
      unsigned long long old = c2o_atomic_cas_system(&s_cas, cur, cur + 1);
      if (old == cur) break;
      cur = old;
    }
  }
  CHECK((s_add == 2016 && s_min == 37 && s_inc == 4u && s_max == 189u && s_cas == 64ULL));
}

TEST_CASE("atomics: concurrent use in a target region", "[atomics]") {
  const int n = 2000;
  int count = 0, imin = INT_MAX, imax = INT_MIN, sub = 0, xr = 0;
  unsigned int inc = 0, dec = 0, cas_count = 0;
  unsigned long long bits = 0;
  float fsum = 0.0f, fmax = -1.0f;
  double dsum = 0.0, dmin = 1e300;
  std::vector<int> olds(n, -1);
  int *o = olds.data();
#pragma omp target teams distribute parallel for map(tofrom : o[0:n], count, imin, imax, sub, xr, \
    inc, dec, cas_count, bits, fsum, fmax, dsum, dmin)
  for (int i = 0; i < n; ++i) {
    o[i] = c2o_atomic_add(&count, 1);
    c2o_atomic_min(&imin, i - 7);
    c2o_atomic_max(&imax, i * 2);
    c2o_atomic_sub(&sub, 3);
    c2o_atomic_xor(&xr, 1 << (i % 8));
    c2o_atomic_inc(&inc, 9u);
    c2o_atomic_dec(&dec, 9u);
    unsigned int seen = c2o_atomic_add(&cas_count, 0u), assumed;
    do {
      assumed = seen;
      seen = c2o_atomic_cas(&cas_count, assumed, assumed + 1u);
    } while (seen != assumed);
    c2o_atomic_or(&bits, 1ULL << (i % 64));
    c2o_atomic_add(&fsum, 0.5f);
    c2o_atomic_max(&fmax, (float)i);
    c2o_atomic_add(&dsum, 0.25);
    c2o_atomic_min(&dmin, (double)(n - i));
  }
  std::sort(olds.begin(), olds.end());
  bool permutation = true;
  for (int i = 0; i < n; ++i) permutation = permutation && olds[i] == i;
  CHECK(permutation); // every thread got a distinct old value
  CHECK(count == n);
  CHECK(imin == -7);
  CHECK(imax == 2 * (n - 1));
  CHECK(sub == -3 * n);
  CHECK(xr == 0); // n is a multiple of 16: every bit flipped an even number of times
  CHECK(inc == (unsigned)(n % 10));
  CHECK(dec == (unsigned)((10 - n % 10) % 10));
  CHECK(cas_count == (unsigned)n);
  CHECK(bits == ~0ULL);
  CHECK(fsum == 0.5f * n);
  CHECK(fmax == (float)(n - 1));
  CHECK(dsum == 0.25 * n);
  CHECK(dmin == 1.0);
}

TEST_CASE("atomic hints: names and use in hint()", "[atomics]") {
  STATIC_REQUIRE(AMD_fast_fp_atomics == (1 << 19));
  STATIC_REQUIRE(AMD_unsafe_fp_atomics == AMD_fast_fp_atomics);
  STATIC_REQUIRE(ompx_fast_fp_atomics == AMD_fast_fp_atomics);
  STATIC_REQUIRE(ompx_unsafe_fp_atomics == AMD_fast_fp_atomics);
  STATIC_REQUIRE(AMD_safe_fp_atomics == (1 << 20));
  STATIC_REQUIRE(ompx_safe_fp_atomics == AMD_safe_fp_atomics);
  double sum = 0.0;
  float fs = 0.0f;
#pragma omp target teams distribute parallel for map(tofrom : sum, fs)
  for (int i = 0; i < 1000; ++i) {
#pragma omp atomic hint(AMD_fast_fp_atomics)
    sum += 1.0;
#pragma omp atomic hint(AMD_safe_fp_atomics)
    fs += 1.0f;
#pragma omp atomic update hint(ompx_unsafe_fp_atomics)
    sum += 1.0;
  }
  CHECK(sum == 2000.0);
  CHECK(fs == 1000.0f);
}

// The spin barrier that block-level kernels use on GCC offload devices
// (c2o_block.h), exercised by host threads: every round, each thread writes
// its slot, meets the others, and must then see every slot of that round; a
// thread that left the barrier early would see an older round's value.
TEST_CASE("block: c2o_spin_barrier_atomics separates rounds", "[block]") {
  const unsigned threads = 3, rounds = 300;
  alignas(16) unsigned char raw[16];
  c2o_team_barrier_init(raw);
  c2o_team_barrier_state *bar = reinterpret_cast<c2o_team_barrier_state *>(raw);
  std::vector<unsigned> slot(threads, 0);
  std::vector<int> bad(threads, 0);
  std::vector<std::thread> pool;
  for (unsigned me = 0; me < threads; ++me)
    pool.emplace_back([&, me] {
      for (unsigned r = 1; r <= rounds; ++r) {
        __atomic_store_n(&slot[me], r, __ATOMIC_RELAXED);
        c2o_spin_barrier_atomics(bar, threads);
        for (unsigned o = 0; o < threads; ++o)
          if (__atomic_load_n(&slot[o], __ATOMIC_RELAXED) < r) ++bad[me];
        c2o_spin_barrier_atomics(bar, threads); // nobody writes round r+1 before all have read
      }
    });
  for (std::thread &t : pool) t.join();
  for (unsigned me = 0; me < threads; ++me) CHECK(bad[me] == 0);
  CHECK(bar->count == 0);
  CHECK(bar->generation == 2 * rounds);
  CHECK(c2o_teams_for_blocks(1) == 1);
  // On the host's CPU as the device (host offloading, the fallback): as many
  // teams as cores, of one thread each (c2o_host_teams.h); else a GPU's cap.
  const unsigned long long many = c2o_default_device_is_cpu()
                                      ? std::min<unsigned long long>(100000ull, c2o_host_cores())
                                      : (C2O_MAX_TEAMS > 0 ? (unsigned long long)C2O_MAX_TEAMS : 100000ull);
  CHECK(c2o_teams_for_blocks(100000) == many);
}

// A phase loop's threadIdx (c2o_thread_index: 1-D, 32-bit and 64-bit paths)
// is c2o_unflatten's, for every thread of blocks of several shapes.
TEST_CASE("block: c2o_thread_index agrees with c2o_unflatten", "[block]") {
  const dim3 shapes[] = {dim3(256, 1, 1), dim3(16, 16, 1), dim3(32, 8, 1), dim3(7, 5, 3), dim3(1, 64, 2),
                         dim3(3, 1, 9)};
  for (const dim3 &e : shapes)
    for (unsigned long long t = 0; t < c2o_volume(e); ++t) {
      const uint3 a = c2o_thread_index(t, e.x, e.y), b = c2o_unflatten(t, e);
      CHECK((a.x == b.x && a.y == b.y && a.z == b.z));
    }
  const dim3 big(3, 5, 1u << 30); // an index past 32 bits takes the 64-bit path
  const unsigned long long t = 0x1ffffffffull;
  const uint3 a = c2o_thread_index(t, big.x, big.y), b = c2o_unflatten(t, big);
  CHECK((a.x == b.x && a.y == b.y && a.z == b.z));
}

// The phase loop visits each logical thread of a block exactly once, and a
// thread owns the same logical threads in every phase: whatever
// C2O_PHASE_FOR's form for this compiler, the team size is
// c2o_team_threads(block).
TEST_CASE("block: C2O_PHASE_FOR covers the block once per phase", "[block]") {
  for (unsigned long long c2o_bs : {1ull, 31ull, 32ull, 33ull, 100ull, 256ull, 1024ull}) {
    const unsigned long long threads = c2o_team_threads(c2o_bs);
    std::vector<int> owner(c2o_bs, -1), seen(c2o_bs, 0);
    for (unsigned long long c2o_first = 0; c2o_first < threads; ++c2o_first) {
      const unsigned long long c2o_step = threads;
      C2O_PHASE_FOR(c2o_t) {
        ++seen[c2o_t];
        owner[c2o_t] = (int)c2o_first;
      }
    }
    for (unsigned long long t = 0; t < c2o_bs; ++t) {
      CHECK(seen[t] == 1);
      CHECK(owner[t] == (int)(t / C2O_PHASE_CHUNK % threads));
    }
  }
}
