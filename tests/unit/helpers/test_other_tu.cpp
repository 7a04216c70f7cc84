// A second translation unit: the helpers' program-wide state (allocation
// registry, last error) must be shared with the tests' own file.
#include "c2o_runtime.h"

void *other_tu_malloc(size_t n) {
  void *p = nullptr;
  return c2o_malloc(&p, n) == c2o_success ? p : nullptr;
}
c2o_error_t other_tu_free(void *p) { return c2o_free(p); }
c2o_error_t other_tu_peek_error() { return c2o_peek_at_last_error(); }
const void *other_tu_registry_address() { return &c2o_impl_alloc_count; }
