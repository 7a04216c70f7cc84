// Unit tests of the runtime API helpers added for issue 17: pitched 2D/3D
// memory (c2o_memory2d.h), device and function attributes, occupancy,
// versions and limits (c2o_device_attr.h), stream priorities, host functions
// and callbacks (c2o_stream_event.h), and the new error codes.
#include "c2o_runtime.h"

#include <catch2/catch.hpp>

#include <cstring>
#include <vector>

namespace {
void kernel_a(dim3, dim3, int *) {}
void kernel_b(dim3, dim3, float *) {}
int host_calls = 0;
void add_one(void *p) { host_calls += *(int *)p; }
void add_status(c2o_stream_t, c2o_error_t e, void *p) { host_calls += e == c2o_success ? *(int *)p : 1000; }
} // namespace

TEST_CASE("memory2d: pitched allocation, 2D copies and sets", "[memory2d]") {
  const size_t w = 37, h = 9; // bytes per row, rows
  void *d = nullptr;
  size_t pitch = 0;
  REQUIRE(c2o_malloc_pitch(&d, &pitch, w, h) == c2o_success);
  CHECK(pitch % C2O_PITCH_ALIGNMENT == 0);
  CHECK(pitch >= w);
  std::vector<unsigned char> src(w * h), dst(w * h, 0);
  for (size_t i = 0; i < src.size(); ++i) src[i] = (unsigned char)(i * 7 + 1);
  REQUIRE(c2o_memset2d(d, pitch, 0xAB, w, h) == c2o_success);
  REQUIRE(c2o_memcpy2d(dst.data(), w, d, pitch, w, h, c2o_memcpy_device_to_host) == c2o_success);
  for (unsigned char b : dst) CHECK(b == 0xAB);
  REQUIRE(c2o_memcpy2d(d, pitch, src.data(), w, w, h, c2o_memcpy_host_to_device) == c2o_success);
  REQUIRE(c2o_memcpy2d(dst.data(), w, d, pitch, w, h, c2o_memcpy_default) == c2o_success);
  CHECK(dst == src);
  // A 5 x 3 window from (4, 2), host rows 8 bytes apart.
  unsigned char win[3][8] = {};
  REQUIRE(c2o_memcpy2d(win, 8, (char *)d + 2 * pitch + 4, pitch, 5, 3, c2o_memcpy_device_to_host) == c2o_success);
  for (int y = 0; y < 3; ++y)
    for (int x = 0; x < 8; ++x) CHECK(win[y][x] == (x < 5 ? src[(2 + y) * w + 4 + x] : 0));
  // The device rows' padding is not touched by a set of the width only.
  REQUIRE(c2o_memset2d(d, pitch, 0, 3, h) == c2o_success);
  REQUIRE(c2o_memcpy2d(dst.data(), w, d, pitch, w, h, c2o_memcpy_device_to_host) == c2o_success);
  CHECK((dst[0] == 0 && dst[3] == src[3] && dst[w + 2] == 0 && dst[w + 3] == src[w + 3]));
  // Errors: width above a pitch, a copy past the allocation.
  CHECK(c2o_memcpy2d(dst.data(), 4, d, pitch, 5, 2, c2o_memcpy_device_to_host) == c2o_error_invalid_pitch_value);
  CHECK(c2o_memcpy2d(dst.data(), w, d, pitch, w, h + 1, c2o_memcpy_device_to_host) == c2o_error_invalid_value);
  CHECK(c2o_get_last_error() == c2o_error_invalid_value);
  CHECK(c2o_free(d) == c2o_success);
}

TEST_CASE("memory2d: 3D allocation and copies with positions", "[memory2d]") {
  const size_t w = 6, h = 4, dep = 3; // ints per row, rows, slices
  c2o_pitched_ptr vol;
  REQUIRE(c2o_malloc3d(&vol, c2o_make_extent(w * sizeof(int), h, dep)) == c2o_success);
  CHECK((vol.xsize == w * sizeof(int) && vol.ysize == h && vol.pitch >= w * sizeof(int)));
  REQUIRE(c2o_memset3d(vol, 0, c2o_make_extent(w * sizeof(int), h, dep)) == c2o_success);
  std::vector<int> host(w * h * dep), back(w * h * dep, -1);
  for (size_t i = 0; i < host.size(); ++i) host[i] = (int)i;
  c2o_memcpy3d_parms p;
  std::memset(&p, 0, sizeof p);
  p.srcPtr = c2o_make_pitched_ptr(host.data(), w * sizeof(int), w, h);
  p.dstPtr = vol;
  p.extent = c2o_make_extent(w * sizeof(int), h, dep);
  p.kind = c2o_memcpy_host_to_device;
  REQUIRE(c2o_memcpy3d(&p) == c2o_success);
  std::memset(&p, 0, sizeof p);
  p.srcPtr = vol;
  p.dstPtr = c2o_make_pitched_ptr(back.data(), w * sizeof(int), w, h);
  p.extent = c2o_make_extent(w * sizeof(int), h, dep);
  p.kind = c2o_memcpy_device_to_host;
  REQUIRE(c2o_memcpy3d_async(&p, 0) == c2o_success);
  CHECK(back == host);
  // A 2 x 2 x 2 box from (1, 1, 1) into position (0, 1, 0) of a 3 x 3 x 2 host box.
  int box[2][3][3] = {};
  std::memset(&p, 0, sizeof p);
  p.srcPtr = vol;
  p.srcPos = c2o_make_pos(1 * sizeof(int), 1, 1);
  p.dstPtr = c2o_make_pitched_ptr(box, 3 * sizeof(int), 3, 3);
  p.dstPos = c2o_make_pos(0, 1, 0);
  p.extent = c2o_make_extent(2 * sizeof(int), 2, 2);
  p.kind = c2o_memcpy_device_to_host;
  REQUIRE(c2o_memcpy3d(&p) == c2o_success);
  for (int z = 0; z < 2; ++z)
    for (int y = 0; y < 3; ++y)
      for (int x = 0; x < 3; ++x) {
        int want = (y >= 1 && x < 2) ? host[((1 + z) * h + (y - 1) + 1) * w + 1 + x] : 0;
        CHECK(box[z][y][x] == want);
      }
  p.srcArray = (c2o_array_t)&box; // arrays go through the texture helpers, not here
  CHECK(c2o_memcpy3d(&p) == c2o_error_invalid_value);
  CHECK(c2o_free(vol.ptr) == c2o_success);
}

TEST_CASE("memory2d: stream-ordered allocation and the default pool", "[memory2d]") {
  c2o_stream_t s;
  REQUIRE(c2o_stream_create_with_priority(&s, C2O_STREAM_NON_BLOCKING, -1) == c2o_success);
  int *p = nullptr;
  REQUIRE(c2o_malloc_async(&p, 1000 * sizeof(int), s) == c2o_success);
  c2o_pointer_attributes a;
  REQUIRE(c2o_pointer_get_attributes(&a, p + 10) == c2o_success);
  CHECK(a.type == c2o_memory_type_device);
  c2o_mem_pool_t pool;
  REQUIRE(c2o_device_get_default_mem_pool(&pool, 0) == c2o_success);
  unsigned long long used = 0, threshold = 12345, got = 0;
  REQUIRE(c2o_mem_pool_get_attribute(pool, c2o_mem_pool_attr_used_mem_current, &used) == c2o_success);
  CHECK(used >= 1000 * sizeof(int));
  REQUIRE(c2o_mem_pool_set_attribute(pool, c2o_mem_pool_attr_release_threshold, &threshold) == c2o_success);
  REQUIRE(c2o_mem_pool_get_attribute(pool, c2o_mem_pool_attr_release_threshold, &got) == c2o_success);
  CHECK(got == threshold);
  CHECK(c2o_free_async(p, s) == c2o_success);
  CHECK(c2o_free_async(p, s) == c2o_error_invalid_value); // freed twice
  unsigned int flags = 0;
  int prio = 7;
  CHECK((c2o_stream_get_flags(s, &flags) == c2o_success && flags == C2O_STREAM_NON_BLOCKING));
  CHECK((c2o_stream_get_priority(s, &prio) == c2o_success && prio == 0));
  CHECK(c2o_stream_destroy(s) == c2o_success);
}

TEST_CASE("memory2d: pointer attributes, host registration, peers", "[memory2d]") {
  c2o_pointer_attributes a;
  int local = 0;
  REQUIRE(c2o_pointer_get_attributes(&a, &local) == c2o_success);
  CHECK(a.type == c2o_memory_type_unregistered);
  void *m = nullptr, *h = nullptr;
  REQUIRE(c2o_malloc_managed(&m, 64) == c2o_success);
  REQUIRE(c2o_malloc_host(&h, 64) == c2o_success);
  REQUIRE(c2o_pointer_get_attributes(&a, m) == c2o_success);
  CHECK((a.type == c2o_memory_type_managed && a.hostPointer == m));
  REQUIRE(c2o_pointer_get_attributes(&a, h) == c2o_success);
  CHECK(a.type == c2o_memory_type_host);
  void *dp = nullptr;
  CHECK((c2o_host_get_device_pointer(&dp, h, 0) == c2o_success && dp == h));
  CHECK(c2o_host_register(&local, sizeof local, C2O_HOST_REGISTER_DEFAULT) == c2o_success);
  CHECK(c2o_host_unregister(&local) == c2o_success);
  int can = 1;
  CHECK((c2o_device_can_access_peer(&can, 0, 0) == c2o_success && can == 0));
  int x = 5, y = 0;
  CHECK((c2o_memcpy_peer(&y, 0, &x, 0, sizeof x) == c2o_success || omp_get_num_devices() > 0));
  CHECK(c2o_mem_prefetch_async(m, 64, C2O_CPU_DEVICE_ID) == c2o_success);
  CHECK(c2o_mem_advise(m, 64, c2o_mem_advise_set_read_mostly, 0) == c2o_success);
  c2o_free(m);
  c2o_free_host(h);
}

TEST_CASE("device attributes agree with the device properties", "[device_attr]") {
  c2o_device_prop p;
  REQUIRE(c2o_get_device_properties(&p, 0) == c2o_success);
  int v = -1;
  struct { c2o_device_attr a; int want; } rows[] = {
      {c2o_dev_attr_max_threads_per_block, p.maxThreadsPerBlock},
      {c2o_dev_attr_max_block_dim_z, p.maxThreadsDim[2]},
      {c2o_dev_attr_max_grid_dim_x, p.maxGridSize[0]},
      {c2o_dev_attr_max_shared_memory_per_block, (int)p.sharedMemPerBlock},
      {c2o_dev_attr_warp_size, p.warpSize},
      {c2o_dev_attr_multi_processor_count, p.multiProcessorCount},
      {c2o_dev_attr_compute_capability_major, C2O_COMPUTE_CAPABILITY_MAJOR},
      {c2o_dev_attr_compute_capability_minor, C2O_COMPUTE_CAPABILITY_MINOR},
      {c2o_dev_attr_max_threads_per_multi_processor, 2048},
      {c2o_dev_attr_max_shared_memory_per_block_optin, 48 * 1024},
      {c2o_dev_attr_concurrent_kernels, 0},
      {c2o_dev_attr_ecc_enabled, 0},
      {c2o_dev_attr_memory_pools_supported, 1},
  };
  for (auto &r : rows) {
    REQUIRE(c2o_device_get_attribute(&v, r.a, 0) == c2o_success);
    CHECK(v == r.want);
  }
  CHECK(p.major == 8);
  CHECK(c2o_device_get_attribute(&v, c2o_dev_attr_warp_size, 99) == c2o_error_invalid_device);
  CHECK(c2o_device_get_attribute(nullptr, c2o_dev_attr_warp_size, 0) == c2o_error_invalid_value);
}

TEST_CASE("function attributes, occupancy, versions, limits", "[device_attr]") {
  c2o_func_attributes fa;
  REQUIRE(c2o_func_get_attributes(&fa, kernel_a) == c2o_success);
  CHECK((fa.maxThreadsPerBlock == 1024 && fa.maxDynamicSharedSizeBytes == 48 * 1024 && fa.numRegs == 0));
  CHECK(c2o_func_set_attribute(kernel_a, c2o_func_attribute_max_dynamic_shared_memory_size, 64 * 1024) ==
        c2o_error_invalid_value);
  CHECK(c2o_func_set_attribute(kernel_a, c2o_func_attribute_max_dynamic_shared_memory_size, 4096) == c2o_success);
  CHECK(c2o_func_set_attribute((const void *)kernel_b, c2o_func_attribute_preferred_shared_memory_carveout, 50) ==
        c2o_success);
  REQUIRE(c2o_func_get_attributes(&fa, kernel_a) == c2o_success);
  CHECK(fa.maxDynamicSharedSizeBytes == 4096);
  REQUIRE(c2o_func_get_attributes(&fa, kernel_b) == c2o_success);
  CHECK((fa.preferredShmemCarveout == 50 && fa.maxDynamicSharedSizeBytes == 48 * 1024));
  CHECK(c2o_func_set_cache_config(kernel_a, c2o_func_cache_prefer_l1) == c2o_success);
  int grid = 0, block = 0, per = 0, sms = 0;
  c2o_device_get_attribute(&sms, c2o_dev_attr_multi_processor_count, 0);
  REQUIRE(c2o_occupancy_max_potential_block_size(&grid, &block, kernel_a) == c2o_success);
  // CUDA's search: the largest whole-warp block size with the most resident threads
  // (2048 per multiprocessor, at most 32 blocks: 1024 fills it with 2 blocks)
  CHECK((block == 1024 && grid == 2 * sms));
  REQUIRE(c2o_occupancy_max_potential_block_size(&grid, &block, kernel_a, 0, 96) == c2o_success);
  CHECK(block == 64); // 96 leaves 32 of 2048 threads idle (21 blocks), 64 fills them (32 blocks)
  REQUIRE(c2o_occupancy_max_active_blocks_per_multiprocessor(&per, kernel_a, 128, 0) == c2o_success);
  CHECK(per == 16);
  REQUIRE(c2o_occupancy_max_active_blocks_per_multiprocessor(&per, kernel_a, 32, 0) == c2o_success);
  CHECK(per == 32); // at most 32 blocks per multiprocessor
  REQUIRE(c2o_occupancy_max_active_blocks_per_multiprocessor(&per, kernel_a, 128, 40 * 1024) == c2o_success);
  CHECK(per == 4); // 164 KiB of shared memory per multiprocessor
  int dv = 0, rv = 0;
  CHECK((c2o_driver_get_version(&dv) == c2o_success && dv == CUDA_VERSION));
  CHECK((c2o_runtime_get_version(&rv) == c2o_success && rv == CUDART_VERSION && rv >= 11000));
  size_t lim = 0;
  CHECK(c2o_device_set_limit(c2o_limit_malloc_heap_size, 1 << 24) == c2o_success);
  CHECK((c2o_device_get_limit(&lim, c2o_limit_malloc_heap_size) == c2o_success && lim == (1u << 24)));
  CHECK(c2o_device_set_limit(c2o_limit_dev_runtime_sync_depth, 1) == c2o_error_unsupported_limit);
  CHECK(c2o_device_set_limit((c2o_limit)7, 1) == c2o_error_unsupported_limit);
  // the L2 limits are hints: recorded and read back
  CHECK(c2o_device_set_limit(c2o_limit_persisting_l2_cache_size, 1 << 20) == c2o_success);
  CHECK((c2o_device_get_limit(&lim, c2o_limit_persisting_l2_cache_size) == c2o_success && lim == (1u << 20)));
  unsigned int flags = 0;
  CHECK(c2o_set_device_flags(C2O_DEVICE_SCHEDULE_BLOCKING_SYNC | C2O_DEVICE_MAP_HOST) == c2o_success);
  CHECK((c2o_get_device_flags(&flags) == c2o_success && flags == (C2O_DEVICE_SCHEDULE_BLOCKING_SYNC | C2O_DEVICE_MAP_HOST)));
  CHECK(std::strcmp(c2o_get_error_name(c2o_error_invalid_device_function), "cudaErrorInvalidDeviceFunction") == 0);
  CHECK(std::strcmp(c2o_get_error_string(c2o_error_invalid_pitch_value), "invalid pitch argument") == 0);
}

TEST_CASE("host functions and callbacks run in stream order", "[stream]") {
  host_calls = 0;
  int one = 1, ten = 10, out = 0;
  c2o_stream_t s;
  REQUIRE(c2o_stream_create(&s) == c2o_success);
  int *d = nullptr;
  REQUIRE(c2o_malloc(&d, sizeof(int)) == c2o_success);
  REQUIRE(c2o_memset_async(d, 0, sizeof(int), s) == c2o_success);
  REQUIRE(c2o_launch_host_func(s, add_one, &one) == c2o_success);
  REQUIRE(c2o_stream_add_callback(s, add_status, &ten, 0) == c2o_success);
  CHECK(host_calls == 11); // both ran before the calls returned
  CHECK(c2o_stream_add_callback(s, add_status, &ten, 1) == c2o_error_invalid_value);
  CHECK(c2o_memcpy(&out, d, sizeof(int), c2o_memcpy_device_to_host) == c2o_success);
  int least = 1, greatest = 1;
  CHECK((c2o_device_get_stream_priority_range(&least, &greatest) == c2o_success && least == 0 && greatest == 0));
  c2o_free(d);
  c2o_stream_destroy(s);
}
