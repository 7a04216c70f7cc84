/* c2o_config.h - macros shared by the cuda2omp helper headers (internal).
 *
 * Every helper is a static inline function, so the headers need no library.
 * State that must be one per program (last error, current device, allocation
 * registry) is a weak global: each file that includes the headers defines it
 * and the linker keeps one definition (GCC and clang, ELF). */
#ifndef C2O_CONFIG_H
#define C2O_CONFIG_H

#include <omp.h>
#include <stddef.h>

#ifdef __cplusplus
/* Default argument in C++; nothing in C, where callers pass every argument. */
#define C2O_DEFAULT(value) = value
/* Thread-local storage class. */
#define C2O_THREAD_LOCAL thread_local
/* Name of a per-type helper: the overloaded name in C++ ... */
#define C2O_IMPL_NAME(name, suffix) name
#else
#define C2O_DEFAULT(value)
#define C2O_THREAD_LOCAL _Thread_local
/* ... and name_suffix in C, where a _Generic macro picks it. */
#define C2O_IMPL_NAME(name, suffix) name##_##suffix
#endif

/* One shared definition of helper state per program. */
#define C2O_SHARED __attribute__((weak))

#endif /* C2O_CONFIG_H */
