/* c2o_stream_event.h - streams and events. Copies are synchronous; launches
 * are queued where the offload API allows it (c2o_queue.h), every stream of a
 * device on its one queue, so each call that waits for a stream or an event
 * waits for that queue (c2o_impl_queue_drain). Events hold an
 * omp_get_wtime() stamp taken once the queued work before them is done. */
#ifndef C2O_STREAM_EVENT_H
#define C2O_STREAM_EVENT_H

#include "c2o_config.h"
#include "c2o_error.h"
#include "c2o_device_assert.h"
#include "c2o_queue.h"
#include <stdlib.h>
#include <string.h>

#define C2O_STREAM_DEFAULT 0x00        /* cudaStreamDefault */
#define C2O_STREAM_NON_BLOCKING 0x01   /* cudaStreamNonBlocking */
#define C2O_EVENT_DEFAULT 0x00         /* cudaEventDefault */
#define C2O_EVENT_BLOCKING_SYNC 0x01   /* cudaEventBlockingSync */
#define C2O_EVENT_DISABLE_TIMING 0x02  /* cudaEventDisableTiming */
#define C2O_EVENT_INTERPROCESS 0x04    /* cudaEventInterprocess */

/* Stream handle; 0 is the default stream. */
typedef struct c2o_impl_stream { unsigned int flags; } *c2o_stream_t;
/* Event handle. */
typedef struct c2o_impl_event {
  double stamp;       /* omp_get_wtime() at the last record */
  unsigned int flags; /* C2O_EVENT_* */
  int recorded;       /* nonzero once recorded */
} *c2o_event_t;

/* Creates a stream with flags C2O_STREAM_*. */
static inline c2o_error_t c2o_stream_create_with_flags(c2o_stream_t *s, unsigned int flags) {
  if (!s) return c2o_impl_fail(c2o_error_invalid_value);
  *s = (c2o_stream_t)malloc(sizeof **s);
  if (!*s) return c2o_impl_fail(c2o_error_memory_allocation);
  (*s)->flags = flags;
  return c2o_success;
}

/* Creates a stream; the priority is ignored (kernels run one at a time). */
static inline c2o_error_t c2o_stream_create_with_priority(c2o_stream_t *s, unsigned int flags, int priority) {
  (void)priority;
  return c2o_stream_create_with_flags(s, flags);
}

/* A stream's flags (C2O_STREAM_*) and priority (0). */
static inline c2o_error_t c2o_stream_get_flags(c2o_stream_t s, unsigned int *flags) {
  if (!flags) return c2o_impl_fail(c2o_error_invalid_value);
  *flags = s ? s->flags : C2O_STREAM_DEFAULT;
  return c2o_success;
}
static inline c2o_error_t c2o_stream_get_priority(c2o_stream_t s, int *priority) {
  (void)s;
  if (!priority) return c2o_impl_fail(c2o_error_invalid_value);
  *priority = 0;
  return c2o_success;
}

/* Creates a stream. */
static inline c2o_error_t c2o_stream_create(c2o_stream_t *s) {
  return c2o_stream_create_with_flags(s, C2O_STREAM_DEFAULT);
}

/* Destroys a stream made by c2o_stream_create (not the default stream). */
static inline c2o_error_t c2o_stream_destroy(c2o_stream_t s) {
  if (!s) return c2o_impl_fail(c2o_error_invalid_value);
  free(s);
  return c2o_success;
}

/* Waits for the stream's work (the device's queue). */
static inline c2o_error_t c2o_stream_synchronize(c2o_stream_t s) {
  (void)s;
  c2o_impl_queue_drain();
  C2O_IMPL_CHECK_DEVICE_ASSERTS();
  return c2o_success;
}

/* c2o_success, once the stream's work is finished (it waits for queued launches). */
static inline c2o_error_t c2o_stream_query(c2o_stream_t s) {
  (void)s;
  c2o_impl_queue_drain();
  return c2o_success;
}

/* Makes stream s wait for event e: nothing to do, e is already complete. */
static inline c2o_error_t c2o_stream_wait_event(c2o_stream_t s, c2o_event_t e,
                                                unsigned int flags C2O_DEFAULT(0)) {
  (void)s;
  (void)e;
  (void)flags;
  return c2o_success;
}

/* Creates an event with flags C2O_EVENT_*. */
static inline c2o_error_t c2o_event_create_with_flags(c2o_event_t *e, unsigned int flags) {
  if (!e) return c2o_impl_fail(c2o_error_invalid_value);
  *e = (c2o_event_t)calloc(1, sizeof **e);
  if (!*e) return c2o_impl_fail(c2o_error_memory_allocation);
  (*e)->flags = flags;
  return c2o_success;
}

/* Creates an event. */
static inline c2o_error_t c2o_event_create(c2o_event_t *e) {
  return c2o_event_create_with_flags(e, C2O_EVENT_DEFAULT);
}
#ifdef __cplusplus
/* cudaEventCreate(event, flags), the C++ overload of cuda_runtime.h. */
static inline c2o_error_t c2o_event_create(c2o_event_t *e, unsigned int flags) {
  return c2o_event_create_with_flags(e, flags);
}
#endif

/* Records the time now (after outstanding tasks) in e; the stream is ignored. */
static inline c2o_error_t c2o_event_record(c2o_event_t e, c2o_stream_t s C2O_DEFAULT(0)) {
  (void)s;
  if (!e) return c2o_impl_fail(c2o_error_invalid_value);
  c2o_impl_queue_drain();
  e->stamp = omp_get_wtime();
  e->recorded = 1;
  return c2o_success;
}

/* Waits for e (the work queued before it). */
static inline c2o_error_t c2o_event_synchronize(c2o_event_t e) {
  if (!e) return c2o_impl_fail(c2o_error_invalid_value);
  c2o_impl_queue_drain();
  C2O_IMPL_CHECK_DEVICE_ASSERTS();
  return c2o_success;
}

/* c2o_success, once recorded work is finished (recording waited for it). */
static inline c2o_error_t c2o_event_query(c2o_event_t e) {
  return e ? c2o_success : c2o_impl_fail(c2o_error_invalid_value);
}

/* Milliseconds between two recorded events (timing events only). */
static inline c2o_error_t c2o_event_elapsed_time(float *ms, c2o_event_t start, c2o_event_t end) {
  if (!ms || !start || !end || !start->recorded || !end->recorded ||
      ((start->flags | end->flags) & C2O_EVENT_DISABLE_TIMING))
    return c2o_impl_fail(c2o_error_invalid_value);
  *ms = (float)((end->stamp - start->stamp) * 1000.0);
  return c2o_success;
}

/* Destroys an event. */
static inline c2o_error_t c2o_event_destroy(c2o_event_t e) {
  if (!e) return c2o_impl_fail(c2o_error_invalid_value);
  free(e);
  return c2o_success;
}

/* CUDA's calling-convention marks of callbacks and API functions: nothing. */
#ifndef CUDART_CB
#define CUDART_CB
#endif
#ifndef CUDARTAPI
#define CUDARTAPI
#endif

/* Stream and launch attributes (cudaStreamAttrValue = cudaLaunchAttributeValue):
 * the L2 access policy window (persisting and streaming accesses), the
 * synchronisation policy and the priority are performance hints with no
 * OpenMP counterpart. cudaStreamSetAttribute checks and accepts them and has
 * no effect (translator note C2O1122); cudaStreamGetAttribute gives the value
 * a stream has without them (no window, the auto policy, priority 0). */
typedef enum c2o_launch_attribute_id {
  c2o_launch_attribute_ignore = 0,
  c2o_launch_attribute_access_policy_window = 1,
  c2o_launch_attribute_cooperative = 2,
  c2o_launch_attribute_synchronization_policy = 3,
  c2o_launch_attribute_cluster_dimension = 4,
  c2o_launch_attribute_cluster_scheduling_policy_preference = 5,
  c2o_launch_attribute_programmatic_stream_serialization = 6,
  c2o_launch_attribute_programmatic_event = 7,
  c2o_launch_attribute_priority = 8,
  c2o_launch_attribute_mem_sync_domain_map = 9,
  c2o_launch_attribute_mem_sync_domain = 10
} c2o_launch_attribute_id;
#define C2O_STREAM_ATTR_ID c2o_launch_attribute_id /* cudaStreamAttrID */
#define C2O_STREAM_ATTRIBUTE_ACCESS_POLICY_WINDOW c2o_launch_attribute_access_policy_window
#define C2O_STREAM_ATTRIBUTE_SYNCHRONIZATION_POLICY c2o_launch_attribute_synchronization_policy
#define C2O_STREAM_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP c2o_launch_attribute_mem_sync_domain_map
#define C2O_STREAM_ATTRIBUTE_MEM_SYNC_DOMAIN c2o_launch_attribute_mem_sync_domain
#define C2O_STREAM_ATTRIBUTE_PRIORITY c2o_launch_attribute_priority
typedef enum c2o_access_property {
  c2o_access_property_normal = 0,
  c2o_access_property_streaming = 1,
  c2o_access_property_persisting = 2
} c2o_access_property;
typedef struct c2o_access_policy_window {
  void *base_ptr;
  size_t num_bytes;
  float hitRatio;
  c2o_access_property hitProp;
  c2o_access_property missProp;
} c2o_access_policy_window;
typedef enum c2o_synchronization_policy {
  c2o_sync_policy_auto = 1,
  c2o_sync_policy_spin = 2,
  c2o_sync_policy_yield = 3,
  c2o_sync_policy_blocking_sync = 4
} c2o_synchronization_policy;
typedef union c2o_launch_attribute_value {
  char pad[64];
  c2o_access_policy_window accessPolicyWindow;
  int cooperative;
  c2o_synchronization_policy syncPolicy;
  struct {
    unsigned int x, y, z;
  } clusterDim;
  int priority;
} c2o_launch_attribute_value;
#define C2O_STREAM_ATTR_VALUE c2o_launch_attribute_value /* cudaStreamAttrValue */
static inline c2o_error_t c2o_stream_set_attribute(c2o_stream_t s, c2o_launch_attribute_id attr,
                                                   const c2o_launch_attribute_value *value) {
  (void)s;
  if (!value) return c2o_impl_fail(c2o_error_invalid_value);
  switch (attr) {
  case c2o_launch_attribute_access_policy_window: {
    const c2o_access_policy_window *w = &value->accessPolicyWindow;
    if (w->hitRatio < 0.0f || w->hitRatio > 1.0f || w->missProp == c2o_access_property_persisting)
      return c2o_impl_fail(c2o_error_invalid_value);
    return c2o_success;
  }
  case c2o_launch_attribute_synchronization_policy:
  case c2o_launch_attribute_priority:
  case c2o_launch_attribute_mem_sync_domain_map:
  case c2o_launch_attribute_mem_sync_domain: return c2o_success;
  default: return c2o_impl_fail(c2o_error_invalid_value);
  }
}
static inline c2o_error_t c2o_stream_get_attribute(c2o_stream_t s, c2o_launch_attribute_id attr,
                                                   c2o_launch_attribute_value *value) {
  (void)s;
  if (!value) return c2o_impl_fail(c2o_error_invalid_value);
  memset(value, 0, sizeof *value);
  switch (attr) {
  case c2o_launch_attribute_access_policy_window:
  case c2o_launch_attribute_priority:
  case c2o_launch_attribute_mem_sync_domain_map:
  case c2o_launch_attribute_mem_sync_domain: return c2o_success;
  case c2o_launch_attribute_synchronization_policy: value->syncPolicy = c2o_sync_policy_auto; return c2o_success;
  default: return c2o_impl_fail(c2o_error_invalid_value);
  }
}
/* cudaCtxResetPersistingL2Cache: nothing persists in L2 here. */
static inline c2o_error_t c2o_ctx_reset_persisting_l2_cache(void) { return c2o_success; }

/* Host function run in stream order (cudaHostFn_t). */
typedef void (*c2o_host_fn_t)(void *user_data);
/* Stream callback (cudaStreamCallback_t): stream, status, user data. */
typedef void (*c2o_stream_callback_t)(c2o_stream_t stream, c2o_error_t status, void *user_data);

/* Runs fn(user_data) now: the stream's earlier work is finished. */
static inline c2o_error_t c2o_launch_host_func(c2o_stream_t s, c2o_host_fn_t fn, void *user_data) {
  (void)s;
  if (!fn) return c2o_impl_fail(c2o_error_invalid_value);
  c2o_impl_queue_drain();
  fn(user_data);
  return c2o_success;
}

/* Runs callback(s, c2o_success, user_data) now (flags must be 0, as in CUDA). */
static inline c2o_error_t c2o_stream_add_callback(c2o_stream_t s, c2o_stream_callback_t callback, void *user_data,
                                                  unsigned int flags) {
  if (!callback || flags != 0) return c2o_impl_fail(c2o_error_invalid_value);
  c2o_impl_queue_drain();
  callback(s, c2o_success, user_data);
  return c2o_success;
}

#endif /* C2O_STREAM_EVENT_H */
