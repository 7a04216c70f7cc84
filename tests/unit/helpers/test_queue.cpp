// The queued-launch path's checks that need no GPU (c2o_queue.h): which
// binaries' kernels may be queued (offload entries: kernels, constants,
// global variables the program can change and their coherence,
// c2o_queue_globals.h; layouts not known), and where a global variable's
// host copy lies. The queue itself runs only on a GPU
// (docs/performance.md, "How launches are made"); here, clang's interposed
// entry points must forward every target region and data mapping, which the
// whole suite exercises.
#include "c2o_runtime.h"
#include <catch2/catch.hpp>

#if C2O_HAS_QUEUE
static const int queue_test_table[4] = {1, 2, 3, 4};  // read-only memory
static int queue_test_counter = 0;                      // writable memory

static c2o_impl_tgt_entry queue_entry(void *address, const char *name, uint64_t size, uint32_t flags = 0) {
  c2o_impl_tgt_entry e;
  memset(&e, 0, sizeof e);
  e.version = 1;
  e.kind = 1;
  e.address = address;
  e.name = name;
  e.size = size;
  e.flags = flags;
  return e;
}

TEST_CASE("queue: a global's host copy in read-only or writable memory", "[queue]") {
  CHECK(c2o_impl_q_writable(queue_test_table, sizeof queue_test_table) == 0);
  CHECK(c2o_impl_q_writable(&queue_test_counter, sizeof queue_test_counter) == 1);
  int local = 0;
  CHECK(c2o_impl_q_writable(&local, sizeof local) == 1);
}

TEST_CASE("queue: which binaries' kernels may be queued, and their global variables", "[queue]") {
  static char region_a, region_b;
  c2o_impl_tgt_entry entries[3] = {queue_entry(&region_a, "kernel_a", 0), queue_entry(&region_b, "kernel_b", 0),
                                   queue_entry((void *)queue_test_table, "table", sizeof queue_test_table)};
  c2o_impl_tgt_bin_desc desc = {0, nullptr, entries, entries + 3};
  const char *global = nullptr;
  const int slot = C2O_QUEUE_MAX_DESCS - 1; // a binary index no registration uses here
  SECTION("kernels and constants: queued, nothing to keep coherent") {
    CHECK(c2o_impl_q_desc_check(slot, &desc, &global) == nullptr);
    CHECK(global == nullptr);
    CHECK(c2o_impl_q.num_globals[slot] == 0);
  }
  SECTION("a global variable the program can change: queued, and kept coherent") {
    entries[2] = queue_entry(&queue_test_counter, "counter", sizeof queue_test_counter);
    CHECK(c2o_impl_q_desc_check(slot, &desc, &global) == nullptr);
    REQUIRE(c2o_impl_q.num_globals[slot] == 1);
    CHECK(std::string(c2o_impl_q.globals[slot][0].name) == "counter");
    CHECK(c2o_impl_q.globals[slot][0].host == &queue_test_counter);
    CHECK(c2o_impl_q_touches_global(slot, &queue_test_counter, 1) == 1);
    CHECK(c2o_impl_q_touches_global(slot, queue_test_table, sizeof queue_test_table) == 0);
    free(c2o_impl_q.globals[slot]);
    c2o_impl_q.globals[slot] = nullptr;
    c2o_impl_q.num_globals[slot] = 0;
  }
  SECTION("global variables larger than C2O_QUEUE_MAX_GLOBAL_BYTES") {
    entries[2] = queue_entry(&queue_test_counter, "huge", C2O_QUEUE_MAX_GLOBAL_BYTES + 1);
    const char *why = c2o_impl_q_desc_check(-1, &desc, &global);
    REQUIRE(why != nullptr);
    CHECK(std::string(why).find("C2O_QUEUE_MAX_GLOBAL_BYTES") != std::string::npos);
  }
  SECTION("a link or indirect entry") {
    entries[2] = queue_entry((void *)queue_test_table, "linked", sizeof queue_test_table, 1);
    CHECK(c2o_impl_q_desc_check(-1, &desc, &global) != nullptr);
    CHECK(std::string(global) == "linked");
  }
  SECTION("an entry of another layout") {
    entries[0].version = 2;
    const char *why = c2o_impl_q_desc_check(-1, &desc, &global);
    REQUIRE(why != nullptr);
    CHECK(std::string(why).find("layout") != std::string::npos);
  }
}

TEST_CASE("queue: no GPU, no queue; every region still runs", "[queue]") {
  // The host device: nothing is queued and waiting is a no-op.
  c2o_impl_queue_drain();
  int *p = nullptr;
  REQUIRE(c2o_malloc(&p, 4 * sizeof(int)) == c2o_success);
  int h[4] = {1, 2, 3, 4}, back[4] = {0, 0, 0, 0};
  REQUIRE(c2o_memcpy(p, h, sizeof h, c2o_memcpy_host_to_device) == c2o_success);
  const int dev = omp_get_default_device();
#pragma omp target teams distribute parallel for is_device_ptr(p) device(dev)
  for (int i = 0; i < 4; ++i) p[i] *= 10;
  REQUIRE(c2o_memcpy(back, p, sizeof back, c2o_memcpy_device_to_host) == c2o_success);
  CHECK(back[3] == 40);
  CHECK(c2o_impl_q.queued == 0);
  CHECK(c2o_impl_q.synchronous >= 1);
  c2o_free(p);
}
#endif
