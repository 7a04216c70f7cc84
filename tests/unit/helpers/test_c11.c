/* The helpers from C11: types, errors, memory (void** forms), symbols,
 * streams and events, and the _Generic forms of min/max and the atomics.
 * Prints "c11 helpers: OK" and exits 0 when every check holds. */
#include "c2o_runtime.h"
#include "c2o_runtime.h" /* twice on purpose */

#include <stdio.h>
#include <string.h>

int table[4];
#pragma omp declare target(table)

static int failures = 0;
#define CHECK(cond)                                                            \
  do {                                                                         \
    if (!(cond)) {                                                             \
      printf("FAILED: %s (line %d)\n", #cond, __LINE__);                       \
      ++failures;                                                              \
    }                                                                          \
  } while (0)

int main(void) {
  dim3 grid = {2, 3, 1};
  uint3 at = c2o_unflatten(5, grid);
  float4 v = make_float4(1.0f, 2.0f, 3.0f, 4.0f);
  int count = 0, host[4] = {1, 2, 3, 4}, back[4] = {0, 0, 0, 0}, seen[4] = {0, 0, 0, 0};
  int *dev = NULL;
  void *managed = NULL, *pinned = NULL;
  c2o_stream_t stream = NULL;
  c2o_event_t start = NULL, stop = NULL;
  float ms = -1.0f;
  c2o_device_prop prop;
  c2o_error err = c2o_success;
  int i, ai = 1;
  unsigned int au = 3;
  float af = 1.0f;
  unsigned long long aull = 1;

  CHECK(c2o_volume(grid) == 6);
  CHECK(at.x == 1 && at.y == 2 && at.z == 0);
  CHECK(v.w == 4.0f && sizeof(float4) == 16);
  CHECK(err == c2o_success);
  CHECK(strcmp(c2o_get_error_string(c2o_error_memory_allocation), "out of memory") == 0);
  CHECK(c2o_get_device_count(&count) == c2o_success && count >= 1);
  CHECK(c2o_set_device(count) == c2o_error_invalid_device);
  CHECK(c2o_get_last_error() == c2o_error_invalid_device);
  CHECK(c2o_get_last_error() == c2o_success);
  CHECK(c2o_get_device_properties(&prop, 0) == c2o_success && prop.maxThreadsPerBlock == 1024);

  CHECK(c2o_malloc((void **)&dev, sizeof host) == c2o_success);
  CHECK(c2o_memcpy(dev, host, sizeof host, c2o_memcpy_host_to_device) == c2o_success);
  CHECK(c2o_memset(dev, 0, sizeof(int)) == c2o_success);
  CHECK(c2o_memcpy(back, dev, sizeof back, c2o_memcpy_default) == c2o_success);
  CHECK(back[0] == 0 && back[1] == 2 && back[3] == 4);
#pragma omp target teams distribute parallel for is_device_ptr(dev)
  for (i = 0; i < 4; ++i) dev[i] = c2o_max(dev[i], 1) * 10;
  CHECK(c2o_memcpy(back, dev, sizeof back, c2o_memcpy_device_to_host) == c2o_success);
  CHECK(back[0] == 10 && back[3] == 40);
  CHECK(c2o_free(dev) == c2o_success);

  CHECK(c2o_malloc_managed(&managed, 64, C2O_MEM_ATTACH_GLOBAL) == c2o_success);
  CHECK(c2o_malloc_host(&pinned, 64) == c2o_success);
  CHECK(c2o_memcpy(managed, host, sizeof host, c2o_memcpy_host_to_device) == c2o_success);
  CHECK(memcmp(managed, host, sizeof host) == 0);
  CHECK(c2o_free(managed) == c2o_success && c2o_free_host(pinned) == c2o_success);

  CHECK(c2o_memcpy_to_symbol(table, host, sizeof host, 0, c2o_memcpy_host_to_device) == c2o_success);
#pragma omp target map(from : seen)
  for (i = 0; i < 4; ++i) seen[i] = table[i];
  CHECK(seen[0] == 1 && seen[3] == 4);
  CHECK(c2o_memcpy_from_symbol(back, table, sizeof(int), 2 * sizeof(int),
                               c2o_memcpy_device_to_host) == c2o_success);
  CHECK(back[0] == 3);

  CHECK(c2o_stream_create(&stream) == c2o_success);
  CHECK(c2o_event_create(&start) == c2o_success && c2o_event_create(&stop) == c2o_success);
  CHECK(c2o_event_record(start, stream) == c2o_success);
  CHECK(c2o_event_record(stop, stream) == c2o_success);
  CHECK(c2o_event_elapsed_time(&ms, start, stop) == c2o_success && ms >= 0.0f);
  CHECK(c2o_stream_wait_event(stream, stop, 0) == c2o_success);
  CHECK(c2o_event_destroy(start) == c2o_success && c2o_event_destroy(stop) == c2o_success);
  CHECK(c2o_stream_destroy(stream) == c2o_success);

  CHECK(c2o_min(3, -2) == -2 && c2o_max(2u, 7u) == 7u && c2o_min(1.5f, 0.5f) == 0.5f);
  CHECK(c2o_max(-1, 1u) == 0xFFFFFFFFu && c2o_min(2, 1.5) == 1.5);
  CHECK(c2o_atomic_add(&ai, 2) == 1 && ai == 3);
  CHECK(c2o_atomic_inc(&au, 3u) == 3u && au == 0u);
  CHECK(c2o_atomic_add(&af, 0.5f) == 1.0f && af == 1.5f);
  CHECK(c2o_atomic_max(&af, 4.0f) == 1.5f && af == 4.0f);
  CHECK(c2o_atomic_cas(&aull, 1ULL, 5ULL) == 1ULL && aull == 5ULL);
  CHECK(c2o_atomic_or(&ai, 4) == 3 && ai == 7);
  CHECK(c2o_popc(0xFFu) == 8 && c2o_clz(0) == 32 && c2o_float_as_int(1.0f) == 0x3F800000);
  CHECK(c2o_ldg(&host[2]) == 3 && c2o_float2int_rn(2.5f) == 2);

  if (failures) return 1;
  printf("c11 helpers: OK\n");
  return 0;
}
