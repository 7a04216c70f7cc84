/* c2o_registry.h - registry of the live allocations made by the memory
 * helpers (internal). It tells which allocator owns a pointer and on which
 * device memory lives; any address outside it is host memory. Thread-safe
 * through one named critical section shared by the whole program. */
#ifndef C2O_REGISTRY_H
#define C2O_REGISTRY_H

#include "c2o_config.h"
#include <stdint.h>
#include <stdlib.h>

/* Who allocated a block, and so how it is freed. */
enum {
  c2o_impl_owner_device = 1,  /* omp_target_alloc on `device` */
  c2o_impl_owner_managed = 2, /* aligned_alloc for c2o_malloc_managed */
  c2o_impl_owner_host = 3     /* aligned_alloc for c2o_malloc_host / c2o_host_alloc */
};

/* One live allocation: [base, base + size). */
typedef struct c2o_impl_alloc {
  uintptr_t base;
  size_t size;
  int owner;
  int device; /* OpenMP device number, for c2o_impl_owner_device */
} c2o_impl_alloc;

/* The registry: a growable array (program-wide state). */
C2O_SHARED c2o_impl_alloc *c2o_impl_allocs = NULL;
C2O_SHARED size_t c2o_impl_alloc_count = 0;
C2O_SHARED size_t c2o_impl_alloc_capacity = 0;

/* Adds a block; returns 0 when the registry itself cannot grow. */
static inline int c2o_impl_registry_add(void *p, size_t size, int owner, int device) {
  int ok = 1;
#pragma omp critical(c2o_registry)
  {
    if (c2o_impl_alloc_count == c2o_impl_alloc_capacity) {
      size_t cap = c2o_impl_alloc_capacity ? 2 * c2o_impl_alloc_capacity : 64;
      c2o_impl_alloc *grown =
          (c2o_impl_alloc *)realloc(c2o_impl_allocs, cap * sizeof(c2o_impl_alloc));
      if (grown) {
        c2o_impl_allocs = grown;
        c2o_impl_alloc_capacity = cap;
      } else {
        ok = 0;
      }
    }
    if (ok) {
      c2o_impl_alloc *a = &c2o_impl_allocs[c2o_impl_alloc_count++];
      a->base = (uintptr_t)p;
      a->size = size;
      a->owner = owner;
      a->device = device;
    }
  }
  return ok;
}

/* Finds the block containing p; returns 1 and copies it to *out if found. */
static inline int c2o_impl_registry_find(const void *p, c2o_impl_alloc *out) {
  int found = 0;
  uintptr_t a = (uintptr_t)p;
#pragma omp critical(c2o_registry)
  {
    size_t i;
    for (i = 0; i < c2o_impl_alloc_count; ++i) {
      const c2o_impl_alloc *e = &c2o_impl_allocs[i];
      if (a >= e->base && a - e->base < e->size) {
        *out = *e;
        found = 1;
        break;
      }
    }
  }
  return found;
}

/* Removes the block that starts exactly at p; returns 1 and the block if found. */
static inline int c2o_impl_registry_remove(const void *p, c2o_impl_alloc *out) {
  int found = 0;
#pragma omp critical(c2o_registry)
  {
    size_t i;
    for (i = 0; i < c2o_impl_alloc_count; ++i) {
      if (c2o_impl_allocs[i].base == (uintptr_t)p) {
        *out = c2o_impl_allocs[i];
        c2o_impl_allocs[i] = c2o_impl_allocs[--c2o_impl_alloc_count];
        found = 1;
        break;
      }
    }
  }
  return found;
}

/* Removes one device block on `device` into *out; returns 0 when none is left. */
static inline int c2o_impl_registry_pop_device(int device, c2o_impl_alloc *out) {
  int found = 0;
#pragma omp critical(c2o_registry)
  {
    size_t i;
    for (i = 0; i < c2o_impl_alloc_count; ++i) {
      if (c2o_impl_allocs[i].owner == c2o_impl_owner_device &&
          c2o_impl_allocs[i].device == device) {
        *out = c2o_impl_allocs[i];
        c2o_impl_allocs[i] = c2o_impl_allocs[--c2o_impl_alloc_count];
        found = 1;
        break;
      }
    }
  }
  return found;
}

/* Bytes currently allocated on OpenMP device `device`. */
static inline size_t c2o_impl_registry_device_bytes(int device) {
  size_t total = 0;
#pragma omp critical(c2o_registry)
  {
    size_t i;
    for (i = 0; i < c2o_impl_alloc_count; ++i)
      if (c2o_impl_allocs[i].owner == c2o_impl_owner_device &&
          c2o_impl_allocs[i].device == device)
        total += c2o_impl_allocs[i].size;
  }
  return total;
}

#endif /* C2O_REGISTRY_H */
