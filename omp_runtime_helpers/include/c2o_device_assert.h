/* c2o_device_assert.h - CUDA's device-side assert, which a program can
 * recover from: a failed c2o_device_assert(e) in device code records where
 * and what failed; the next synchronisation (c2o_device_synchronize,
 * c2o_stream_synchronize, c2o_event_synchronize) prints
 * each failure as CUDA does ("file:line: function: Assertion `e` failed.",
 * on stderr) and returns c2o_error_assert (cudaErrorAssert), then and at every
 * later synchronisation (CUDA's error is sticky). The failing thread goes on
 * (CUDA stops the kernel). The translator writes c2o_device_assert for
 * <cassert>'s assert in device-only code and defines C2O_DEVICE_ASSERTS
 * before the helpers in that file (C2O1127); without it, nothing here exists.
 * NDEBUG removes the checks, as it removes assert. */
#ifndef C2O_DEVICE_ASSERT_H
#define C2O_DEVICE_ASSERT_H

#include "c2o_config.h"
#include "c2o_error.h"

#ifdef C2O_DEVICE_ASSERTS
#include <stdio.h>

#ifndef C2O_DEVICE_ASSERT_RECORDS
#define C2O_DEVICE_ASSERT_RECORDS 32 /* failures kept with their text; later ones are counted */
#endif

typedef struct c2o_impl_assert_record {
  unsigned line;
  char expr[96], file[192], func[96];
} c2o_impl_assert_record;

#pragma omp declare target
C2O_SHARED unsigned c2o_impl_assert_count = 0;
C2O_SHARED c2o_impl_assert_record c2o_impl_assert_records[C2O_DEVICE_ASSERT_RECORDS];

static inline void c2o_impl_assert_copy(char *to, const char *from, unsigned size) {
  unsigned i = 0;
  for (; i + 1 < size && from[i]; ++i) to[i] = from[i];
  to[i] = 0;
}

/* Device: records the failure (the first C2O_DEVICE_ASSERT_RECORDS with their text). */
static inline void c2o_impl_device_assert_fail(const char *expr, const char *file, unsigned line, const char *func) {
  unsigned n;
#pragma omp atomic capture
  n = c2o_impl_assert_count++;
  if (n < C2O_DEVICE_ASSERT_RECORDS) {
    c2o_impl_assert_records[n].line = line;
    c2o_impl_assert_copy(c2o_impl_assert_records[n].expr, expr, sizeof c2o_impl_assert_records[n].expr);
    c2o_impl_assert_copy(c2o_impl_assert_records[n].file, file, sizeof c2o_impl_assert_records[n].file);
    c2o_impl_assert_copy(c2o_impl_assert_records[n].func, func, sizeof c2o_impl_assert_records[n].func);
  }
}
#pragma omp end declare target

#ifdef NDEBUG
#define c2o_device_assert(e) ((void)0)
#else
#define c2o_device_assert(e) ((e) ? (void)0 : c2o_impl_device_assert_fail(#e, __FILE__, __LINE__, __func__))
#endif

/* Host: how many failures were printed already (one count for the program's files). */
C2O_SHARED unsigned c2o_impl_assert_printed = 0;

/* Host: c2o_error_assert once a device assert has failed, printing the
 * failures not printed yet. */
static inline c2o_error_t c2o_impl_device_assert_status(void) {
#pragma omp target update from(c2o_impl_assert_count)
  unsigned n = c2o_impl_assert_count;
  if (n > c2o_impl_assert_printed) {
    unsigned kept = n < C2O_DEVICE_ASSERT_RECORDS ? n : C2O_DEVICE_ASSERT_RECORDS;
    if (c2o_impl_assert_printed < kept) {
#pragma omp target update from(c2o_impl_assert_records)
      for (unsigned i = c2o_impl_assert_printed; i < kept; ++i)
        fprintf(stderr, "%s:%u: %s: Assertion `%s` failed.\n", c2o_impl_assert_records[i].file,
                c2o_impl_assert_records[i].line, c2o_impl_assert_records[i].func, c2o_impl_assert_records[i].expr);
    }
    if (n > kept) fprintf(stderr, "(%u more failed device asserts)\n", n - (c2o_impl_assert_printed > kept ? c2o_impl_assert_printed : kept));
    c2o_impl_assert_printed = n;
  }
  return n ? c2o_impl_fail(c2o_error_assert) : c2o_success;
}
#define C2O_IMPL_CHECK_DEVICE_ASSERTS()                                                                            \
  do {                                                                                                             \
    c2o_error_t c2o_impl_assert_e = c2o_impl_device_assert_status();                                               \
    if (c2o_impl_assert_e != c2o_success) return c2o_impl_assert_e;                                                \
  } while (0)
#else
#define C2O_IMPL_CHECK_DEVICE_ASSERTS() ((void)0)
#endif

#endif /* C2O_DEVICE_ASSERT_H */
