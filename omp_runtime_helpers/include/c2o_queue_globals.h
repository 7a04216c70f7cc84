/* c2o_queue_globals.h - global variables of device code under queued
 * launches (internal; included by c2o_queue.h).
 *
 * liboffload loads its own copy of a device image, so each `declare target`
 * variable the program can change (a CUDA `__device__` or `__constant__`
 * variable, the helpers' device-assert records) has two device copies: the
 * one in libomptarget's image, which the helpers' symbol copies
 * (cudaMemcpyToSymbol ...), `target update` and every synchronous target
 * region use, and the one in the queue's image, which queued kernels use.
 * One of the two holds the values at any time (per binary and device):
 *
 *  - before a queued kernel of a binary whose values libomptarget's copy
 *    holds, its variables are copied into the queue's copy, on the queue (the
 *    kernel comes after the copies; nothing waits);
 *  - before a synchronous target region (it may use any variable), a data
 *    mapping or update that touches a variable, or a symbol copy, the queue
 *    is waited for and the variables are copied back.
 *
 * A loop of queued launches copies nothing; each switch costs one
 * device-to-device copy of the binary's variables (at most
 * C2O_QUEUE_MAX_GLOBAL_BYTES, else its kernels stay synchronous). A variable
 * the queue's image has no global copy of (team memory: a file-scope
 * `__shared__` variable) is not copied. */
#ifndef C2O_QUEUE_GLOBALS_H
#define C2O_QUEUE_GLOBALS_H

/* libomptarget's device address of a declare-target variable (internal). */
static inline void *c2o_impl_q_runtime_address(void *host, int d) {
  static void *(*mapped)(const void *, int) = NULL;
  if (!mapped) {
    void *s = c2o_impl_q_real("omp_get_mapped_ptr");
    if (!s) return NULL;
    memcpy(&mapped, &s, sizeof s);
  }
  return mapped(host, d);
}

/* Finds binary i's variables in the queue's image on device d (internal;
 * under the lock). 0 if done. */
static inline int c2o_impl_q_globals_resolve(c2o_impl_q_device *qd, int d, int i) {
  if (c2o_impl_q.resolved[i][d]) return c2o_impl_q.resolved[i][d] == 1 ? 0 : -1;
  c2o_impl_q.resolved[i][d] = 2;
  void *program = c2o_impl_q_program(qd, i);
  if (!program) return -1;
  for (int k = 0; k < c2o_impl_q.num_globals[i]; ++k) {
    c2o_impl_q_global *g = &c2o_impl_q.globals[i][k];
    void *symbol = NULL, *address = NULL;
    if (c2o_impl_q.ol.get_symbol(program, g->name, C2O_IMPL_OL_SYMBOL_GLOBAL, &symbol) != NULL ||
        c2o_impl_q.ol.get_symbol_info(symbol, C2O_IMPL_OL_SYMBOL_INFO_ADDRESS, sizeof address, &address) != NULL)
      address = NULL; /* no global copy: team memory */
    g->b[d] = address;
  }
  c2o_impl_q.resolved[i][d] = 1;
  return 0;
}

/* Before a queued kernel k on device d: its binary's variables into the
 * queue's image, on the queue (internal; under the lock). 0 if the kernel
 * can be queued. */
static inline int c2o_impl_q_globals_to_queue(c2o_impl_q_device *qd, int d, c2o_impl_q_kernel *k) {
  const int i = k->desc;
  if (i < 0 || c2o_impl_q.num_globals[i] == 0 || c2o_impl_q.owner_b[i][d]) return 0;
  if (c2o_impl_q_globals_resolve(qd, d, i) != 0) {
    c2o_impl_q_reason(k->name, "the offload API does not find the device code's global variables");
    return -1;
  }
  for (int n = 0; n < c2o_impl_q.num_globals[i]; ++n) {
    c2o_impl_q_global *g = &c2o_impl_q.globals[i][n];
    if (!g->b[d]) continue;
    void *a = c2o_impl_q_runtime_address(g->host, d);
    if (!a) {
      c2o_impl_q_reason(k->name, "libomptarget has no device copy of a global variable of the device code");
      return -1;
    }
    if (c2o_impl_q.ol.memcpy(qd->queue, g->b[d], qd->device, a, qd->device, g->size) != NULL) {
      c2o_impl_q_reason(k->name, "a global variable could not be copied on the queue");
      return -1; /* the copies queued so far are harmless: the values are the same */
    }
  }
  c2o_impl_q.owner_b[i][d] = 1;
  ++c2o_impl_q.b_owned;
  qd->pending = 1;
  c2o_impl_q.pending = 1;
  return 0;
}

/* Binary i's variables back into libomptarget's image on device d, after
 * the queued work (internal; under the lock). A failed copy stops the
 * program, as a failed queued launch does. */
static inline void c2o_impl_q_globals_to_runtime(int i, int d) {
  c2o_impl_q_device *qd = &c2o_impl_q.dev[d];
  for (int n = 0; n < c2o_impl_q.num_globals[i]; ++n) {
    c2o_impl_q_global *g = &c2o_impl_q.globals[i][n];
    void *a = g->b[d] ? c2o_impl_q_runtime_address(g->host, d) : NULL;
    if (a && c2o_impl_q.ol.memcpy(qd->queue, a, qd->device, g->b[d], qd->device, g->size) != NULL) {
      fprintf(stderr, "cuda2omp: the global variable %s could not be copied back from the queue's image\n",
              g->name);
      abort();
    }
  }
  c2o_impl_ol_result r = c2o_impl_q.ol.sync_queue(qd->queue);
  if (r != NULL) {
    fprintf(stderr, "cuda2omp: queued work on device %d failed: %s\n", d, r->details ? r->details : "(no details)");
    abort();
  }
  qd->pending = 0;
  qd->args_used = 0;
  c2o_impl_q.owner_b[i][d] = 0;
  --c2o_impl_q.b_owned;
}

/* Every binary's variables back into libomptarget's images (before a
 * synchronous target region, which may use any of them). */
static inline void c2o_impl_q_globals_to_runtime_all(void) {
  if (!c2o_impl_q.b_owned) return;
  pthread_mutex_lock(&c2o_impl_q_lock);
  for (int i = 0; i < c2o_impl_q.num_descs; ++i)
    for (int d = 0; d < C2O_QUEUE_MAX_DEVICES; ++d)
      if (c2o_impl_q.owner_b[i][d]) c2o_impl_q_globals_to_runtime(i, d);
  pthread_mutex_unlock(&c2o_impl_q_lock);
}

/* Is [p, p + n) within one of binary i's variables? (their host copies; internal) */
static inline int c2o_impl_q_touches_global(int i, const void *p, uint64_t n) {
  const char *c = (const char *)p;
  for (int k = 0; k < c2o_impl_q.num_globals[i]; ++k) {
    const char *h = (const char *)c2o_impl_q.globals[i][k].host;
    if (c < h + c2o_impl_q.globals[i][k].size && h < c + (n ? n : 1)) return 1;
  }
  return 0;
}

/* The variables a data mapping or update touches back into libomptarget's images. */
static inline void c2o_impl_q_globals_to_runtime_args(int32_t n, void **ptrs, int64_t *sizes) {
  if (!c2o_impl_q.b_owned) return;
  pthread_mutex_lock(&c2o_impl_q_lock);
  for (int i = 0; i < c2o_impl_q.num_descs; ++i) {
    int touched = 0;
    for (int32_t a = 0; a < n && !touched; ++a)
      touched = c2o_impl_q_touches_global(i, ptrs[a], sizes && sizes[a] > 0 ? (uint64_t)sizes[a] : 1);
    for (int d = 0; touched && d < C2O_QUEUE_MAX_DEVICES; ++d)
      if (c2o_impl_q.owner_b[i][d]) c2o_impl_q_globals_to_runtime(i, d);
  }
  pthread_mutex_unlock(&c2o_impl_q_lock);
}

/* A symbol copy of the helpers (c2o_impl_symbol_address): the variable's
 * values back in libomptarget's image first. */
static inline void c2o_impl_q_symbol_to_runtime(const void *sym) {
  int64_t one = 1;
  void *p = (void *)sym;
  c2o_impl_q_globals_to_runtime_args(1, &p, &one);
}

#endif /* C2O_QUEUE_GLOBALS_H */
