/* c2o_dlsym.h - a symbol of a loaded library as a function pointer (internal).
 *
 * The helpers that reach a vendor runtime without linking it (the CUDA driver:
 * c2o_host_wait.h, c2o_vendor_device.h; ROCr and ROCm's OpenMP runtime:
 * c2o_granularity.h; libomptarget and liboffload: c2o_queue.h) look its
 * functions up with dlsym, which answers a void *. ISO C and C++ have no cast
 * from an object pointer to a function pointer (-pedantic rejects it), so
 * the address is copied, bit for bit, into the function pointer: POSIX's way
 * (dlsym's rationale), since POSIX gives a function pointer the size and the
 * representation of a void *. C and C++; host-only code. */
#ifndef C2O_DLSYM_H
#define C2O_DLSYM_H

#include <dlfcn.h>
#include <string.h>

/* Stores the address sym (a dlsym answer, NULL included) into the function
 * pointer that fn_out points to (internal). */
static inline void c2o_impl_fn_from_sym(void *sym, void *fn_out) { memcpy(fn_out, &sym, sizeof sym); }

/* Looks name up in handle (dlsym) and stores the answer into the function
 * pointer that fn_out points to: the function, or NULL when handle has no such
 * symbol. Returns 1 when it was found, 0 when not (internal). */
static inline int c2o_impl_dlsym_fn(void *handle, const char *name, void *fn_out) {
  void *sym = dlsym(handle, name);
  c2o_impl_fn_from_sym(sym, fn_out);
  return sym != NULL;
}

#endif /* C2O_DLSYM_H */
