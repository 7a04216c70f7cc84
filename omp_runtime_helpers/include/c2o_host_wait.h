/* c2o_host_wait.h - how the host thread waits for an NVIDIA GPU.
 *
 * A synchronous target region ends with the host waiting for the device.
 * LLVM's CUDA plugin sets the device's primary context to
 * CU_CTX_SCHED_BLOCKING_SYNC: the waiting thread sleeps and an interrupt
 * wakes it, which costs ~15 us per region on an H100 (an empty target region
 * 0.025 ms, a 2^26-float triad 0.39 ms against CUDA's 0.30). A CUDA program
 * runs with CU_CTX_SCHED_AUTO, where the thread spins (or yields) while the
 * GPU works: the same launches then cost what CUDA's do (empty region 0.010
 * ms, triad 0.303 ms; bench/h100/probe_sched.cpp, docs/performance.md).
 *
 * c2o_host_wait_setup() gives the active primary contexts the wait of a CUDA
 * program, through the CUDA driver loaded at run time (no link dependency;
 * nothing happens where there is no libcuda, e.g. on AMD GPUs, whose plugin
 * already spins before it blocks). The kernel launchers and c2o_malloc call it.
 * The environment variable C2O_HOST_WAIT chooses the mode: auto (the
 * default: CUDA's), spin, yield, blocking, or plugin (leave the OpenMP
 * runtime's choice). -DC2O_NO_HOST_WAIT compiles it out. Host-only code. */
#ifndef C2O_HOST_WAIT_H
#define C2O_HOST_WAIT_H

#include <omp.h>
#include <stdlib.h>
#include <string.h>
#if !defined(C2O_NO_HOST_WAIT) && defined(__linux__)
#include "c2o_dlsym.h"
#define C2O_HAS_HOST_WAIT 1
#else
#define C2O_HAS_HOST_WAIT 0
#endif

/* The CU_CTX_SCHED_* value that C2O_HOST_WAIT names; -1: leave it alone. */
static inline int c2o_impl_host_wait_flag(const char *mode) {
  if (!mode || !*mode || !strcmp(mode, "auto")) return 0; /* CU_CTX_SCHED_AUTO */
  if (!strcmp(mode, "spin")) return 1;                    /* CU_CTX_SCHED_SPIN */
  if (!strcmp(mode, "yield")) return 2;                   /* CU_CTX_SCHED_YIELD */
  if (!strcmp(mode, "blocking")) return 4;                /* CU_CTX_SCHED_BLOCKING_SYNC */
  return -1;                                              /* "plugin" and anything else */
}

/* Sets the wait mode of every active CUDA primary context. Every launcher
 * calls it (c2o_launch_is_1d, c2o_teams_for_blocks, c2o_default_device_is_gpu)
 * and so does c2o_malloc; it works once per translation unit (setting the
 * mode again is harmless). Before the OpenMP runtime has made a context
 * active (the first launch of a program that maps its buffers), it finds
 * none and tries again at the next call, a few times at most. Returns the
 * number of contexts it set. */
static inline int c2o_host_wait_setup(void) {
#if C2O_HAS_HOST_WAIT
  static int done = 0, tries = 0;
  if (done) return 0;
  if (++tries >= 8) done = 1; /* e.g. the default device is the host: stop asking */
  const int flag = c2o_impl_host_wait_flag(getenv("C2O_HOST_WAIT"));
  if (flag < 0 || omp_get_num_devices() <= 0) {
    done = 1;
    return 0;
  }
  /* only a driver the OpenMP runtime has loaded already: else no NVIDIA device is in use */
  void *cuda = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL | RTLD_NOLOAD);
  if (!cuda) cuda = dlopen("libcuda.so", RTLD_NOW | RTLD_LOCAL | RTLD_NOLOAD);
  if (!cuda) {
    done = 1;
    return 0;
  }
  typedef int (*count_fn)(int *);
  typedef int (*device_fn)(int *, int);
  typedef int (*state_fn)(int, unsigned *, int *);
  typedef int (*flags_fn)(int, unsigned);
  count_fn count = NULL;
  device_fn device = NULL;
  state_fn state = NULL;
  flags_fn set_flags = NULL;
  c2o_impl_dlsym_fn(cuda, "cuDeviceGetCount", &count);
  c2o_impl_dlsym_fn(cuda, "cuDeviceGet", &device);
  c2o_impl_dlsym_fn(cuda, "cuDevicePrimaryCtxGetState", &state);
  c2o_impl_dlsym_fn(cuda, "cuDevicePrimaryCtxSetFlags_v2", &set_flags);
  int n = 0, set = 0;
  if (count && device && state && set_flags && count(&n) == 0) {
    for (int i = 0; i < n; ++i) {
      int d = 0, active = 0;
      unsigned flags = 0;
      if (device(&d, i) != 0 || state(d, &flags, &active) != 0 || !active) continue;
      /* the scheduling bits (0x07) change; the others stay */
      if (set_flags(d, (flags & ~7u) | (unsigned)flag) == 0) ++set;
    }
  }
  dlclose(cuda); /* RTLD_NOLOAD took a reference: give it back */
  if (set) done = 1;
  return set;
#else
  return 0;
#endif
}

/* The same, before LLVM's CUDA plugin first uses the default device (internal;
 * c2o_queue.h calls it when the program registers an image for NVIDIA GPUs):
 * the plugin gives an inactive primary context CU_CTX_SCHED_BLOCKING_SYNC,
 * and leaves an active one as it is. So this loads the driver, gives the
 * default device's primary context the mode C2O_HOST_WAIT names and retains
 * it (active). Other devices get their mode from c2o_host_wait_setup when the
 * plugin has made them active. Returns 1 if it set the mode. */
static inline int c2o_host_wait_early(void) {
#if C2O_HAS_HOST_WAIT
  const int flag = c2o_impl_host_wait_flag(getenv("C2O_HOST_WAIT"));
  if (flag < 0) return 0;
  void *cuda = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
  if (!cuda) return 0;
  typedef int (*init_fn)(unsigned);
  typedef int (*count_fn)(int *);
  typedef int (*device_fn)(int *, int);
  typedef int (*flags_fn)(int, unsigned);
  typedef int (*retain_fn)(void **, int);
  init_fn init = NULL;
  count_fn count = NULL;
  device_fn device = NULL;
  flags_fn set_flags = NULL;
  retain_fn retain = NULL;
  c2o_impl_dlsym_fn(cuda, "cuInit", &init);
  c2o_impl_dlsym_fn(cuda, "cuDeviceGetCount", &count);
  c2o_impl_dlsym_fn(cuda, "cuDeviceGet", &device);
  c2o_impl_dlsym_fn(cuda, "cuDevicePrimaryCtxSetFlags_v2", &set_flags);
  c2o_impl_dlsym_fn(cuda, "cuDevicePrimaryCtxRetain", &retain);
  const char *dd = getenv("OMP_DEFAULT_DEVICE");
  const int ordinal = dd && *dd ? atoi(dd) : 0;
  int n = 0, d = 0;
  void *ctx = NULL;
  if (!init || !count || !device || !set_flags || !retain || init(0) != 0 || count(&n) != 0 || ordinal < 0 ||
      ordinal >= n || device(&d, ordinal) != 0 || set_flags(d, (unsigned)flag) != 0 || retain(&ctx, d) != 0)
    return 0; /* the driver stays loaded: the plugin loads it too */
  return 1;
#else
  return 0;
#endif
}

#endif /* C2O_HOST_WAIT_H */
