/* c2o_queue.h - kernel launches queued as CUDA queues them (issue 37).
 *
 * A translated launch is an OpenMP target region, and LLVM's offload runtime
 * (libomptarget) waits for every target region to finish before the host goes
 * on: each launch costs a host round trip (10-47 us on an H200 against CUDA's
 * 3-4 us for a queued launch; `nowait` target tasks cost as much, because
 * each dependent task waits for the host to see its predecessor finish).
 * LLVM's offload API (liboffload, libLLVMOffload.so, the same release as
 * libomptarget) queues launches at CUDA's speed. This file makes the kernels
 * of the translation's own target regions run through it:
 *
 *  - libomptarget's entry points that the compiler calls are interposed
 *    (weak definitions here; the real ones are looked up in the loaded
 *    libomptarget): `__tgt_register_lib` records each device image with its
 *    offload entries (kernel names by region); `__tgt_target_kernel` queues a
 *    region's kernel when the launcher marked it (c2o_bare_launch: a bare
 *    region, run as a CUDA launch of exactly the asked grid and block) and
 *    the region passes only values (firstprivate scalars and device
 *    pointers): liboffload's olLaunchKernel gets the kernel's arguments as
 *    the plugin would pass them (the launch-environment slot, then each
 *    argument) on one queue per device; everything else runs as before,
 *    after the queued launches;
 *  - the host waits only where CUDA waits: the helpers' synchronisations,
 *    blocking copies and fills, frees, events, library calls and every other
 *    target region or data mapping call c2o_impl_queue_drain(), which waits
 *    for the queues.
 *
 * What it needs and checks, once per program (any mismatch: the synchronous
 * region, as before, and the reason in the launch report):
 *  - clang's offloading (the interposed entry points; GCC and the host-only
 *    builds never get here), a libomptarget loaded from a file whose version
 *    suffix is a tested LLVM release (22), and libLLVMOffload with the same
 *    suffix in the same folder;
 *  - offload entries and kernel arguments in the layouts of those releases
 *    (entry version 1, kernel-argument version 3);
 *  - a GPU backend where it is known to work: CUDA (NVIDIA). AMD GPUs run
 *    through the same code with C2O_LAUNCH_QUEUE=force (not measured here);
 *  - as many GPUs of that backend as OpenMP counts devices;
 *  - a device image without global variables of its own (declare target
 *    variables: liboffload loads a second copy of the image, whose globals
 *    would not be the ones libomptarget's copies and regions use);
 *  - a region whose kernel is bare (no kernel environment in the image).
 *
 * Streams: every stream of a device is one queue (an order stronger than
 * CUDA's, never a weaker one); events wait for it when they are recorded.
 *
 * Environment: C2O_LAUNCH_QUEUE=auto (default) | off | force;
 * C2O_LAUNCH_REPORT=1 prints, at exit, `c2o: launches queued=N
 * synchronous=M` and, per kernel that stayed synchronous, the reason.
 * -DC2O_NO_QUEUE compiles all of it out. Host-only code. */
#ifndef C2O_QUEUE_H
#define C2O_QUEUE_H

#include "c2o_config.h"
#include <omp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if defined(__clang__) && defined(__linux__) && !defined(C2O_NO_QUEUE) && !defined(__NVPTX__) &&               \
    !defined(__AMDGCN__) && !defined(__SPIRV__)
#define C2O_HAS_QUEUE 1
#include "c2o_dlsym.h"
#include <pthread.h>
#else
#define C2O_HAS_QUEUE 0
#endif

/* Clauses the translator writes on a flat launcher's regions (C2O_LAUNCH_ASYNC
 * where the launch passes only pointers and scalars, C2O_LAUNCH_IN_ORDER
 * elsewhere): nothing. Which launch is queued is decided at run time, above. */
#define C2O_LAUNCH_ASYNC
#define C2O_LAUNCH_IN_ORDER

#if C2O_HAS_QUEUE
#include "c2o_host_wait.h"

/* ---- LLVM's ABI between compiler and offload runtime (releases 20-22), mirrored. */

/* An offload entry (llvm/Frontend/Offloading/Utility.h, version 1). */
typedef struct c2o_impl_tgt_entry {
  uint64_t reserved;
  uint16_t version;
  uint16_t kind;
  uint32_t flags;
  void *address;
  const char *name;
  uint64_t size;
  uint64_t data;
  void *aux;
} c2o_impl_tgt_entry;
/* A device image and the entries it defines. */
typedef struct c2o_impl_tgt_image {
  const char *start, *end;
  c2o_impl_tgt_entry *entries_begin, *entries_end;
} c2o_impl_tgt_image;
/* What __tgt_register_lib gets: the program's (or a library's) images. */
typedef struct c2o_impl_tgt_bin_desc {
  int32_t num_images;
  c2o_impl_tgt_image *images;
  c2o_impl_tgt_entry *entries_begin, *entries_end;
} c2o_impl_tgt_bin_desc;
/* The arguments of __tgt_target_kernel (version 3). */
typedef struct c2o_impl_tgt_kernel_args {
  uint32_t version, num_args;
  void **base_ptrs, **ptrs;
  int64_t *sizes, *types;
  void **names, **mappers;
  uint64_t tripcount, flags;
  uint32_t num_teams[3], thread_limit[3], dyn_cgroup_mem;
} c2o_impl_tgt_kernel_args;
#define C2O_IMPL_MAP_TARGET_PARAM 0x20
#define C2O_IMPL_MAP_LITERAL 0x100
#define C2O_IMPL_MAP_IMPLICIT 0x200
#define C2O_IMPL_MAP_TO 0x1
#define C2O_IMPL_MAP_PRIVATE 0x80

/* ---- liboffload (OffloadAPI.h of LLVM 22), the calls used, mirrored. */
typedef const struct c2o_impl_ol_error { int code; const char *details; } *c2o_impl_ol_result;
typedef struct c2o_impl_ol_dims { uint32_t x, y, z; } c2o_impl_ol_dims;
typedef struct c2o_impl_ol_launch_size {
  size_t dimensions;
  c2o_impl_ol_dims groups, group_size;
  size_t dyn_shared;
} c2o_impl_ol_launch_size;
#ifdef __cplusplus
#define C2O_IMPL_BOOL bool
#else
#define C2O_IMPL_BOOL _Bool
#endif
typedef C2O_IMPL_BOOL (*c2o_impl_ol_iterate_cb)(void *device, void *user);
typedef struct c2o_impl_ol_api {
  c2o_impl_ol_result (*init)(void);
  c2o_impl_ol_result (*iterate_devices)(c2o_impl_ol_iterate_cb, void *);
  c2o_impl_ol_result (*get_device_info)(void *, int, size_t, void *);
  c2o_impl_ol_result (*get_platform_info)(void *, int, size_t, void *);
  c2o_impl_ol_result (*create_program)(void *, const void *, size_t, void **);
  c2o_impl_ol_result (*get_symbol)(void *, const char *, int, void **);
  c2o_impl_ol_result (*create_queue)(void *, void **);
  c2o_impl_ol_result (*launch_kernel)(void *, void *, void *, const void *, size_t, const c2o_impl_ol_launch_size *);
  c2o_impl_ol_result (*sync_queue)(void *);
  c2o_impl_ol_result (*memcpy)(void *, void *, void *, const void *, void *, size_t);
  c2o_impl_ol_result (*get_symbol_info)(void *, int, size_t, void *);
  c2o_impl_ol_result (*mem_alloc)(void *, int, size_t, void **);
} c2o_impl_ol_api;
#define C2O_IMPL_OL_DEVICE_INFO_TYPE 0
#define C2O_IMPL_OL_DEVICE_INFO_PLATFORM 1
#define C2O_IMPL_OL_DEVICE_TYPE_GPU 2
#define C2O_IMPL_OL_DEVICE_TYPE_HOST 4
#define C2O_IMPL_OL_PLATFORM_INFO_BACKEND 3
#define C2O_IMPL_OL_BACKEND_CUDA 1
#define C2O_IMPL_OL_BACKEND_AMDGPU 2
#define C2O_IMPL_OL_SYMBOL_KERNEL 0
#define C2O_IMPL_OL_SYMBOL_GLOBAL 1
#define C2O_IMPL_OL_SYMBOL_INFO_ADDRESS 1

/* ---- the program's state (one definition per program). */
#ifndef C2O_QUEUE_MAX_DESCS
#define C2O_QUEUE_MAX_DESCS 8 /* registered binaries: the program and its shared libraries */
#endif
#ifndef C2O_QUEUE_MAX_DEVICES
#define C2O_QUEUE_MAX_DEVICES 16
#endif
#define C2O_QUEUE_MAX_ARGS 64   /* a region with more arguments stays synchronous */
#define C2O_QUEUE_KERNELS 1024  /* regions remembered (open addressing; more are looked up each time) */
#define C2O_QUEUE_REASONS 16    /* kernels whose reason for staying synchronous the report prints */
#ifndef C2O_QUEUE_ARGS_BYTES
#define C2O_QUEUE_ARGS_BYTES (1u << 20) /* device memory per device for arguments passed by copy */
#endif

typedef struct c2o_impl_q_kernel {
  void *region;        /* the host's region ID: the key */
  void *symbol;        /* the kernel in liboffload's program; NULL: not queued */
  const char *name;    /* the kernel's name (the offload entry's) */
  int desc;            /* the binary it belongs to */
} c2o_impl_q_kernel;
/* A global variable of a binary that the program can change (internal). */
typedef struct c2o_impl_q_global {
  void *host;                       /* its host copy: libomptarget's key for it */
  uint64_t size;
  const char *name;
  void *b[C2O_QUEUE_MAX_DEVICES];   /* its device copy in the queue's image; NULL: none (team memory) */
} c2o_impl_q_global;
typedef struct c2o_impl_q_device {
  int state;                            /* 0 not set up, 1 ready, -1 not usable */
  void *device, *queue;                 /* liboffload handles */
  void *program[C2O_QUEUE_MAX_DESCS];   /* per registered binary, once loaded */
  int program_state[C2O_QUEUE_MAX_DESCS];
  int pending;                          /* launches queued since the last wait */
  char *args;                           /* device memory for arguments passed by copy (structs) */
  size_t args_used;                     /* of C2O_QUEUE_ARGS_BYTES; free again after each wait */
} c2o_impl_q_device;
typedef struct c2o_impl_q_state {
  int mode;          /* 0 not read, 1 auto, 2 force, -1 off */
  int api_state;     /* 0 not loaded, 1 loaded, -1 not usable */
  const char *why;   /* why queued launches are off for the whole program */
  c2o_impl_ol_api ol;
  void *omptarget;   /* libomptarget's handle */
  int num_descs;
  c2o_impl_tgt_bin_desc *descs[C2O_QUEUE_MAX_DESCS];
  const char *desc_why[C2O_QUEUE_MAX_DESCS]; /* why a binary's kernels are not queued; NULL: they can be */
  const char *desc_global[C2O_QUEUE_MAX_DESCS]; /* the global variable that is the reason */
  /* Global variables the program can change, per binary (c2o_queue_globals.h):
   * which copy of the image holds their values, per device. */
  c2o_impl_q_global *globals[C2O_QUEUE_MAX_DESCS];
  int num_globals[C2O_QUEUE_MAX_DESCS];
  unsigned char resolved[C2O_QUEUE_MAX_DESCS][C2O_QUEUE_MAX_DEVICES]; /* 1 found in the queue's image, 2 failed */
  unsigned char owner_b[C2O_QUEUE_MAX_DESCS][C2O_QUEUE_MAX_DEVICES];  /* the queue's copy holds the values */
  int b_owned;       /* how many (binary, device) pairs the queue's copies hold */
  int backend;       /* the GPUs' liboffload backend */
  int num_gpus;
  void *gpus[C2O_QUEUE_MAX_DEVICES];
  void *host;        /* liboffload's host device (copies to and from host memory) */
  c2o_impl_q_device dev[C2O_QUEUE_MAX_DEVICES];
  int pending;       /* some device has queued launches */
  c2o_impl_q_kernel kernels[C2O_QUEUE_KERNELS];
  unsigned long long queued, synchronous;
  int num_reasons;
  const char *reason_kernel[C2O_QUEUE_REASONS], *reason[C2O_QUEUE_REASONS];
  int exit_hook;
  /* the real entry points */
  int (*target_kernel)(void *, int64_t, int32_t, int32_t, void *, void *);
  void (*register_lib)(void *);
  void (*unregister_lib)(void *);
  void (*data_begin)(void *, int64_t, int32_t, void **, void **, int64_t *, int64_t *, void **, void **);
  void (*data_end)(void *, int64_t, int32_t, void **, void **, int64_t *, int64_t *, void **, void **);
  void (*data_update)(void *, int64_t, int32_t, void **, void **, int64_t *, int64_t *, void **, void **);
  void (*data_begin_nowait)(void *, int64_t, int32_t, void **, void **, int64_t *, int64_t *, void **, void **,
                            int32_t, void *, int32_t, void *);
  void (*data_end_nowait)(void *, int64_t, int32_t, void **, void **, int64_t *, int64_t *, void **, void **,
                          int32_t, void *, int32_t, void *);
  void (*data_update_nowait)(void *, int64_t, int32_t, void **, void **, int64_t *, int64_t *, void **,
                             void **, int32_t, void *, int32_t, void *);
} c2o_impl_q_state;
C2O_SHARED c2o_impl_q_state c2o_impl_q;
C2O_SHARED pthread_mutex_t c2o_impl_q_lock = PTHREAD_MUTEX_INITIALIZER;
/* Set by a launcher (c2o_bare_launch) right before its bare region: queue the next one. */
C2O_SHARED C2O_THREAD_LOCAL int c2o_impl_q_mark = 0;

/* ---- finding libomptarget and liboffload. */

/* The path of the loaded libomptarget, from the process's memory map (internal); "" if none. */
static inline void c2o_impl_q_omptarget_path(char *path, size_t size) {
  char line[4352];
  FILE *maps = fopen("/proc/self/maps", "r");
  path[0] = 0;
  if (!maps) return;
  while (fgets(line, sizeof line, maps)) {
    const char *file = strchr(line, '/'), *name = file ? strstr(file, "/libomptarget.so") : NULL;
    if (!name || strchr(name + 1, '/')) continue;
    size_t n = strcspn(file, "\n");
    if (n < size) {
      memcpy(path, file, n);
      path[n] = 0;
    }
    break;
  }
  fclose(maps);
}

/* A symbol of libomptarget, the loaded one (internal); NULL if none is loaded. */
static inline void *c2o_impl_q_real(const char *name) {
  if (!c2o_impl_q.omptarget) {
    char path[4096];
    c2o_impl_q_omptarget_path(path, sizeof path);
    if (path[0]) c2o_impl_q.omptarget = dlopen(path, RTLD_NOW | RTLD_NOLOAD);
  }
  return c2o_impl_q.omptarget ? dlsym(c2o_impl_q.omptarget, name) : NULL;
}
#define C2O_IMPL_Q_REAL(field, name)                                                                          \
  do {                                                                                                        \
    if (!c2o_impl_q.field) {                                                                                  \
      void *c2o_s = c2o_impl_q_real(name);                                                                    \
      if (!c2o_s) {                                                                                           \
        fprintf(stderr, "cuda2omp: %s: LLVM's offload runtime (libomptarget) is not loaded\n", name);         \
        abort();                                                                                              \
      }                                                                                                       \
      c2o_impl_fn_from_sym(c2o_s, &c2o_impl_q.field);                                                         \
    }                                                                                                         \
  } while (0)

/* The launch mode from C2O_LAUNCH_QUEUE (internal). */
static inline int c2o_impl_q_mode(void) {
  if (!c2o_impl_q.mode) {
    const char *m = getenv("C2O_LAUNCH_QUEUE");
    c2o_impl_q.mode = !m || !*m || !strcmp(m, "auto") || !strcmp(m, "1") || !strcmp(m, "on") ? 1
                      : !strcmp(m, "force")                                                     ? 2
                                                                                                : -1;
    if (c2o_impl_q.mode < 0) c2o_impl_q.why = "C2O_LAUNCH_QUEUE=off";
  }
  return c2o_impl_q.mode;
}

/* Loads liboffload beside libomptarget, of the same release (internal).
 * Returns 1 if usable; else sets c2o_impl_q.why. Under the lock. */
static inline int c2o_impl_q_load_api(void) {
  if (c2o_impl_q.api_state) return c2o_impl_q.api_state > 0;
  c2o_impl_q.api_state = -1;
  if (c2o_impl_q_mode() < 0) return 0;
  char path[4096];
  c2o_impl_q_omptarget_path(path, sizeof path);
  char *slash = strrchr(path, '/'), *suffix = strstr(path, "libomptarget.so");
  if (!slash || !suffix) {
    c2o_impl_q.why = "libomptarget not found among the loaded libraries";
    return 0;
  }
  suffix += 15; /* ".22.1", or "" */
  /* tested releases: the ABI mirrored above is LLVM 22's (liboffload's API is not stable yet) */
  if (strncmp(suffix, ".22.", 4) != 0 && c2o_impl_q.mode != 2) {
    c2o_impl_q.why = "libomptarget is not of a tested LLVM release (22); C2O_LAUNCH_QUEUE=force tries anyway";
    return 0;
  }
  char lib[4200];
  snprintf(lib, sizeof lib, "%.*s/libLLVMOffload.so%s", (int)(slash - path), path, suffix);
  void *h = dlopen(lib, RTLD_NOW | RTLD_LOCAL);
  if (!h) {
    c2o_impl_q.why = "LLVM's offload API (libLLVMOffload) is not installed beside libomptarget";
    return 0;
  }
  static const char *const names[] = {"olInit",          "olIterateDevices", "olGetDeviceInfo",
                                      "olGetPlatformInfo", "olCreateProgram", "olGetSymbol",
                                      "olCreateQueue",   "olLaunchKernel",  "olSyncQueue",
                                      "olMemcpy",        "olGetSymbolInfo", "olMemAlloc"};
  void **slots = (void **)&c2o_impl_q.ol;
  for (unsigned i = 0; i < sizeof names / sizeof *names; ++i) {
    if (!c2o_impl_dlsym_fn(h, names[i], &slots[i])) {
      c2o_impl_q.why = "LLVM's offload API lacks a function the queue uses";
      return 0;
    }
  }
  if (c2o_impl_q.ol.init() != NULL) {
    c2o_impl_q.why = "olInit failed";
    return 0;
  }
  c2o_impl_q.api_state = 1;
  return 1;
}

/* olIterateDevices callback: collects the GPUs (internal). */
static inline C2O_IMPL_BOOL c2o_impl_q_collect_gpu(void *device, void *user) {
  (void)user;
  int type = 0, backend = 0;
  void *platform = NULL;
  if (c2o_impl_q.ol.get_device_info(device, C2O_IMPL_OL_DEVICE_INFO_TYPE, sizeof type, &type) != NULL) return 1;
  if (type == C2O_IMPL_OL_DEVICE_TYPE_HOST && !c2o_impl_q.host) c2o_impl_q.host = device;
  if (type != C2O_IMPL_OL_DEVICE_TYPE_GPU) return 1;
  if (c2o_impl_q.ol.get_device_info(device, C2O_IMPL_OL_DEVICE_INFO_PLATFORM, sizeof platform, &platform) != NULL ||
      c2o_impl_q.ol.get_platform_info(platform, C2O_IMPL_OL_PLATFORM_INFO_BACKEND, sizeof backend, &backend) !=
          NULL)
    return 1;
  if (c2o_impl_q.num_gpus == 0) c2o_impl_q.backend = backend;
  if (backend != c2o_impl_q.backend) c2o_impl_q.backend = -1; /* GPUs of two kinds: numbering unknown */
  if (c2o_impl_q.num_gpus < C2O_QUEUE_MAX_DEVICES) c2o_impl_q.gpus[c2o_impl_q.num_gpus] = device;
  ++c2o_impl_q.num_gpus;
  return 1;
}

/* Sets up OpenMP device d's queue (internal; under the lock). */
static inline c2o_impl_q_device *c2o_impl_q_device_get(int d) {
  if (d < 0 || d >= C2O_QUEUE_MAX_DEVICES) return NULL;
  c2o_impl_q_device *qd = &c2o_impl_q.dev[d];
  if (qd->state) return qd->state > 0 ? qd : NULL;
  qd->state = -1;
  if (!c2o_impl_q_load_api()) return NULL;
  if (!c2o_impl_q.num_gpus) c2o_impl_q.ol.iterate_devices(c2o_impl_q_collect_gpu, NULL);
  if (c2o_impl_q.backend != C2O_IMPL_OL_BACKEND_CUDA &&
      !(c2o_impl_q.mode == 2 && c2o_impl_q.backend == C2O_IMPL_OL_BACKEND_AMDGPU)) {
    c2o_impl_q.why = c2o_impl_q.backend == C2O_IMPL_OL_BACKEND_AMDGPU
                         ? "AMD GPU: queued launches not measured there yet (C2O_LAUNCH_QUEUE=force tries them)"
                         : "no GPU of one known kind";
    return NULL;
  }
  if (c2o_impl_q.num_gpus != omp_get_num_devices() || d >= c2o_impl_q.num_gpus) {
    c2o_impl_q.why = "OpenMP and the offload API count the GPUs differently";
    return NULL;
  }
  qd->device = c2o_impl_q.gpus[d];
  if (c2o_impl_q.ol.create_queue(qd->device, &qd->queue) != NULL) {
    c2o_impl_q.why = "olCreateQueue failed";
    return NULL;
  }
  qd->state = 1;
  return qd;
}

/* Is an image one for the GPUs of liboffload's backend? (ELF machine: internal) */
static inline int c2o_impl_q_image_fits(const c2o_impl_tgt_image *im) {
  uint16_t machine = 0;
  if (im->end - im->start < 20 || memcmp(im->start, "\177ELF", 4) != 0) return 0;
  memcpy(&machine, im->start + 18, sizeof machine);
  return (c2o_impl_q.backend == C2O_IMPL_OL_BACKEND_CUDA && machine == 190 /* EM_CUDA */) ||
         (c2o_impl_q.backend == C2O_IMPL_OL_BACKEND_AMDGPU && machine == 224 /* EM_AMDGPU */);
}

/* Is [p, p + n) in writable memory of the process? (its memory map; internal) */
static inline int c2o_impl_q_writable(const void *p, uint64_t n) {
  char line[4352];
  int writable = 1; /* unknown: assume it can change */
  FILE *maps = fopen("/proc/self/maps", "r");
  if (!maps) return 1;
  while (fgets(line, sizeof line, maps)) {
    unsigned long long lo = 0, hi = 0;
    char perms[8] = "";
    if (sscanf(line, "%llx-%llx %7s", &lo, &hi, perms) != 3) continue;
    if ((uintptr_t)p >= lo && (uintptr_t)p + n <= hi) {
      writable = perms[1] == 'w';
      break;
    }
  }
  fclose(maps);
  return writable;
}

#ifndef C2O_QUEUE_MAX_GLOBAL_BYTES
#define C2O_QUEUE_MAX_GLOBAL_BYTES (64ull << 20) /* more: a binary's kernels are not queued */
#endif

/* Why a binary's kernels cannot be queued, or NULL; *global: the variable
 * that is the reason. Collects the global variables the program can change
 * into c2o_impl_q.globals[i] (internal; at registration). liboffload loads a
 * second copy of the image; a constant (its host copy in read-only memory:
 * `static constexpr` members, const tables) is the same in both, the others
 * are kept coherent by c2o_queue_globals.h. */
static inline const char *c2o_impl_q_desc_check(int i, const c2o_impl_tgt_bin_desc *desc, const char **global) {
  int n = 0;
  uint64_t bytes = 0;
  for (const c2o_impl_tgt_entry *e = desc->entries_begin; e < desc->entries_end; ++e) {
    if (e->reserved != 0 || e->version != 1 || e->kind != 1 /* OpenMP */)
      return "offload entries of a layout not known here";
    if (e->size == 0 && e->flags == 0) continue; /* a kernel */
    if (e->flags != 0) {
      *global = e->name;
      return "the device code has declare target link, indirect or constructor entries";
    }
    if (c2o_impl_q_writable(e->address, e->size)) {
      ++n;
      bytes += e->size;
    }
  }
  if (bytes > C2O_QUEUE_MAX_GLOBAL_BYTES)
    return "the device code's global variables are larger than C2O_QUEUE_MAX_GLOBAL_BYTES";
  if (n == 0 || i < 0) return NULL;
  c2o_impl_q_global *g = (c2o_impl_q_global *)calloc((size_t)n, sizeof *g);
  if (!g) return "out of host memory";
  c2o_impl_q.globals[i] = g;
  for (const c2o_impl_tgt_entry *e = desc->entries_begin; e < desc->entries_end; ++e)
    if (e->size != 0 && e->flags == 0 && c2o_impl_q_writable(e->address, e->size)) {
      g->host = e->address;
      g->size = e->size;
      g->name = e->name;
      ++g;
    }
  c2o_impl_q.num_globals[i] = n;
  return NULL;
}

/* liboffload's program of binary i on device qd (internal; under the lock). */
static inline void *c2o_impl_q_program(c2o_impl_q_device *qd, int i) {
  if (qd->program_state[i]) return qd->program_state[i] > 0 ? qd->program[i] : NULL;
  qd->program_state[i] = -1;
  const c2o_impl_tgt_bin_desc *desc = c2o_impl_q.descs[i];
  for (int k = 0; k < desc->num_images; ++k) {
    const c2o_impl_tgt_image *im = &desc->images[k];
    if (!c2o_impl_q_image_fits(im)) continue;
    if (c2o_impl_q.ol.create_program(qd->device, im->start, (size_t)(im->end - im->start), &qd->program[i]) ==
        NULL) {
      qd->program_state[i] = 1;
      return qd->program[i];
    }
  }
  return NULL;
}

/* Remembers why a kernel stays synchronous, for the report (internal). */
static inline void c2o_impl_q_reason(const char *kernel, const char *why) {
  for (int i = 0; i < c2o_impl_q.num_reasons; ++i)
    if (c2o_impl_q.reason_kernel[i] == kernel) return;
  if (c2o_impl_q.num_reasons < C2O_QUEUE_REASONS) {
    c2o_impl_q.reason_kernel[c2o_impl_q.num_reasons] = kernel;
    c2o_impl_q.reason[c2o_impl_q.num_reasons++] = why;
  }
}

/* The record of a region's kernel on device qd (its symbol NULL, and the
 * reason noted, if it is not queued); NULL if the table is full (internal;
 * under the lock). */
static inline c2o_impl_q_kernel *c2o_impl_q_kernel_of(c2o_impl_q_device *qd, void *region) {
  unsigned h = (unsigned)(((uintptr_t)region >> 3) * 2654435761u) % C2O_QUEUE_KERNELS;
  for (unsigned probe = 0; probe < C2O_QUEUE_KERNELS; ++probe) {
    c2o_impl_q_kernel *k = &c2o_impl_q.kernels[(h + probe) % C2O_QUEUE_KERNELS];
    if (k->region == region) return k;
    if (k->region) continue;
    /* first launch of this region: find its entry, its program and its kernel */
    k->region = region;
    k->desc = -1;
    for (int i = 0; i < c2o_impl_q.num_descs && !k->name; ++i)
      for (const c2o_impl_tgt_entry *e = c2o_impl_q.descs[i]->entries_begin;
           e < c2o_impl_q.descs[i]->entries_end; ++e)
        if (e->address == region) {
          k->name = e->name;
          k->desc = i;
          if (c2o_impl_q.desc_why[i]) {
            c2o_impl_q_reason(k->name, c2o_impl_q.desc_why[i]);
            break;
          }
          void *program = c2o_impl_q_program(qd, i), *env = NULL;
          char envname[1024];
          if (!program) {
            c2o_impl_q_reason(k->name, "no device image the offload API could load");
            break;
          }
          snprintf(envname, sizeof envname, "%s_kernel_environment", e->name);
          if (c2o_impl_q.ol.get_symbol(program, envname, C2O_IMPL_OL_SYMBOL_GLOBAL, &env) == NULL) {
            c2o_impl_q_reason(k->name, "not a bare kernel");
            break;
          }
          if (c2o_impl_q.ol.get_symbol(program, e->name, C2O_IMPL_OL_SYMBOL_KERNEL, &k->symbol) != NULL) {
            k->symbol = NULL;
            c2o_impl_q_reason(k->name, "the offload API does not find the kernel");
          }
          break;
        }
    if (!k->name) k->name = "(a region of no registered binary)";
    return k;
  }
  return NULL;
}

/* Prints the launch report (C2O_LAUNCH_REPORT=1; internal). */
static inline void c2o_impl_q_report(void) {
  static int printed = 0;
  const char *r = getenv("C2O_LAUNCH_REPORT");
  if (printed || !r || !*r || !strcmp(r, "0")) return;
  printed = 1;
  /* at exit, before stdio's own flush: the program's output buffered so far comes first, so that the
   * report does not land inside a line of it when both go to one file (2>&1) */
  fflush(stdout);
  fprintf(stderr, "c2o: launches queued=%llu synchronous=%llu\n", c2o_impl_q.queued, c2o_impl_q.synchronous);
  if (c2o_impl_q.why) fprintf(stderr, "c2o: launches are not queued: %s\n", c2o_impl_q.why);
  for (int i = 0; i < c2o_impl_q.num_descs; ++i)
    if (c2o_impl_q.desc_why[i] && c2o_impl_q.desc_global[i])
      fprintf(stderr, "c2o: binary %d: kernels not queued: %s (%s, ...)\n", i, c2o_impl_q.desc_why[i],
              c2o_impl_q.desc_global[i]);
  for (int i = 0; i < c2o_impl_q.num_reasons; ++i)
    fprintf(stderr, "c2o: kernel %s stays synchronous: %s\n", c2o_impl_q.reason_kernel[i], c2o_impl_q.reason[i]);
}

/* Waits for every queued launch. A kernel that failed stops the program, as
 * a failed target region does. */
static inline void c2o_impl_queue_drain(void) {
  if (!c2o_impl_q.pending) return;
  pthread_mutex_lock(&c2o_impl_q_lock);
  for (int d = 0; d < C2O_QUEUE_MAX_DEVICES; ++d) {
    c2o_impl_q_device *qd = &c2o_impl_q.dev[d];
    if (!qd->pending) continue;
    qd->pending = 0;
    qd->args_used = 0; /* the kernels that read it are done */
    c2o_impl_ol_result r = c2o_impl_q.ol.sync_queue(qd->queue);
    if (r != NULL) {
      fprintf(stderr, "cuda2omp: a queued kernel launch on device %d failed: %s\n", d,
              r->details ? r->details : "(no details)");
      abort();
    }
  }
  c2o_impl_q.pending = 0;
  pthread_mutex_unlock(&c2o_impl_q_lock);
}

/* A blocking copy of n bytes between OpenMP devices ddev and sdev (the host
 * is omp_get_initial_device()) through the device's queue, once it has one:
 * one wait for the queued launches and the copy together. 0 if done; -1:
 * the caller copies (after c2o_impl_queue_drain). */
static inline int c2o_impl_q_copy(void *dst, const void *src, size_t n, int ddev, int sdev) {
  const int host = omp_get_initial_device();
  const int d = ddev != host ? ddev : sdev;
  if (d < 0 || d >= C2O_QUEUE_MAX_DEVICES || c2o_impl_q.dev[d].state <= 0 || !c2o_impl_q.host ||
      (ddev != host && sdev != host && ddev != sdev))
    return -1;
  c2o_impl_q_device *qd = &c2o_impl_q.dev[d];
  pthread_mutex_lock(&c2o_impl_q_lock);
  c2o_impl_ol_result r = c2o_impl_q.ol.memcpy(qd->queue, dst, ddev == host ? c2o_impl_q.host : qd->device, src,
                                              sdev == host ? c2o_impl_q.host : qd->device, n);
  if (r == NULL) qd->pending = c2o_impl_q.pending = 1;
  pthread_mutex_unlock(&c2o_impl_q_lock);
  if (r != NULL) return -1; /* nothing was queued */
  c2o_impl_queue_drain();
  return 0;
}

#include "c2o_queue_globals.h"

/* At exit: the queued work finishes, and the report is printed (internal). */
static inline void c2o_impl_q_at_exit(void) {
  c2o_impl_queue_drain();
  c2o_impl_q_report();
}

/* The structs a kernel gets by value (firstprivate: libomptarget would
 * allocate and copy each): copied on the queue into the device's argument
 * memory, which is free again once the queue has been waited for; buf gets
 * their device addresses (internal; under the lock). 0 if done. */
static inline int c2o_impl_q_copy_args(c2o_impl_q_device *qd, c2o_impl_q_kernel *k,
                                       const c2o_impl_tgt_kernel_args *a, uint64_t *buf) {
  if (!c2o_impl_q.host) {
    c2o_impl_q_reason(k->name, "a struct by value, and the offload API has no host device to copy it from");
    return -1;
  }
  if (!qd->args && c2o_impl_q.ol.mem_alloc(qd->device, 1 /* device */, C2O_QUEUE_ARGS_BYTES, (void **)&qd->args) != NULL) {
    qd->args = NULL;
    c2o_impl_q_reason(k->name, "a struct by value, and no device memory for it");
    return -1;
  }
  size_t need = 0;
  for (uint32_t i = 0; i < a->num_args; ++i)
    if (a->types[i] & C2O_IMPL_MAP_PRIVATE) need += ((size_t)a->sizes[i] + 15) & ~(size_t)15;
  if (qd->args_used + need > C2O_QUEUE_ARGS_BYTES) {
    /* full: wait for the kernels that read it (rare: 1 MiB of structs in flight) */
    pthread_mutex_unlock(&c2o_impl_q_lock);
    c2o_impl_queue_drain();
    pthread_mutex_lock(&c2o_impl_q_lock);
  }
  for (uint32_t i = 0; i < a->num_args; ++i) {
    if (!(a->types[i] & C2O_IMPL_MAP_PRIVATE)) continue;
    char *to = qd->args + qd->args_used;
    /* from the launcher's stack: a copy from pageable memory is staged before olMemcpy returns */
    if (c2o_impl_q.ol.memcpy(qd->queue, to, qd->device, a->ptrs[i], c2o_impl_q.host, (size_t)a->sizes[i]) != NULL) {
      c2o_impl_q_reason(k->name, "a struct by value could not be copied on the queue");
      return -1;
    }
    qd->args_used += ((size_t)a->sizes[i] + 15) & ~(size_t)15;
    qd->pending = 1;
    c2o_impl_q.pending = 1;
    buf[1 + i] = (uint64_t)(uintptr_t)to;
  }
  return 0;
}

/* Queues a marked region's kernel; 0 if queued (internal). */
static inline int c2o_impl_q_launch(int64_t device, void *region, const c2o_impl_tgt_kernel_args *a) {
  uint64_t buf[1 + C2O_QUEUE_MAX_ARGS];
  const char *why = NULL;
  if (a->version != 3 || (a->flags & 1) /* nowait */)
    why = "the compiler passes the kernel's launch in a layout not known here";
  else if (a->num_args > C2O_QUEUE_MAX_ARGS)
    why = "more arguments than C2O_QUEUE_MAX_ARGS";
  buf[0] = ~(uint64_t)0; /* the launch environment a bare kernel never reads (the plugin's value) */
  size_t copied = 0; /* bytes of arguments passed by copy */
  for (uint32_t i = 0; !why && i < a->num_args; ++i) {
    const int64_t t = a->types[i] & ~(int64_t)C2O_IMPL_MAP_IMPLICIT;
    if (t == (C2O_IMPL_MAP_TARGET_PARAM | C2O_IMPL_MAP_LITERAL))
      buf[1 + i] = (uint64_t)(uintptr_t)a->base_ptrs[i];
    else if (t == (C2O_IMPL_MAP_TARGET_PARAM | C2O_IMPL_MAP_PRIVATE | C2O_IMPL_MAP_TO) && a->sizes[i] > 0 &&
             a->ptrs[i] == a->base_ptrs[i])
      copied += ((size_t)a->sizes[i] + 15) & ~(size_t)15; /* a struct by value: copied below */
    else
      why = "an argument is mapped (not a value, a device pointer or a struct by value)";
  }
  if (copied > C2O_QUEUE_ARGS_BYTES) why = "its structs passed by value are larger than C2O_QUEUE_ARGS_BYTES";
  c2o_impl_ol_launch_size size;
  size.dimensions = 3;
  size.groups.x = a->num_teams[0] ? a->num_teams[0] : 1;
  size.groups.y = a->num_teams[1] ? a->num_teams[1] : 1;
  size.groups.z = a->num_teams[2] ? a->num_teams[2] : 1;
  size.group_size.x = a->thread_limit[0] ? a->thread_limit[0] : 1;
  size.group_size.y = a->thread_limit[1] ? a->thread_limit[1] : 1;
  size.group_size.z = a->thread_limit[2] ? a->thread_limit[2] : 1;
  size.dyn_shared = a->dyn_cgroup_mem;
  const int d = device < 0 ? omp_get_default_device() : (int)device;
  int queued = -1;
  pthread_mutex_lock(&c2o_impl_q_lock);
  c2o_impl_q_device *qd = c2o_impl_q_device_get(d);
  c2o_impl_q_kernel *k = qd ? c2o_impl_q_kernel_of(qd, region) : NULL;
  if (k && why) c2o_impl_q_reason(k->name, why);
  if (k && !why && k->symbol && copied && c2o_impl_q_copy_args(qd, k, a, buf) != 0) why = "copy";
  if (k && !why && k->symbol && c2o_impl_q_globals_to_queue(qd, d, k) == 0 &&
      c2o_impl_q.ol.launch_kernel(qd->queue, qd->device, k->symbol, buf, sizeof(uint64_t) * (1 + a->num_args),
                                  &size) == NULL) {
    qd->pending = 1;
    c2o_impl_q.pending = 1;
    ++c2o_impl_q.queued;
    queued = 0;
    if (!c2o_impl_q.exit_hook) {
      c2o_impl_q.exit_hook = 1;
      atexit(c2o_impl_q_at_exit);
    }
  }
  pthread_mutex_unlock(&c2o_impl_q_lock);
  return queued;
}

#ifdef __cplusplus
extern "C" {
#endif

/* ---- the interposed entry points of libomptarget. */

/* A binary's images and entries: recorded, then registered. */
__attribute__((weak)) void __tgt_register_lib(void *desc) {
  C2O_IMPL_Q_REAL(register_lib, "__tgt_register_lib");
  pthread_mutex_lock(&c2o_impl_q_lock);
  if (c2o_impl_q.num_descs < C2O_QUEUE_MAX_DESCS) {
    c2o_impl_q.desc_why[c2o_impl_q.num_descs] = c2o_impl_q_desc_check(
        c2o_impl_q.num_descs, (const c2o_impl_tgt_bin_desc *)desc, &c2o_impl_q.desc_global[c2o_impl_q.num_descs]);
    c2o_impl_q.descs[c2o_impl_q.num_descs++] = (c2o_impl_tgt_bin_desc *)desc;
  }
  pthread_mutex_unlock(&c2o_impl_q_lock);
  /* an image for NVIDIA GPUs: the host waits as CUDA's does, set before the runtime's first use */
  const c2o_impl_tgt_bin_desc *d = (const c2o_impl_tgt_bin_desc *)desc;
  for (int i = 0; i < d->num_images; ++i) {
    uint16_t machine = 0;
    if (d->images[i].end - d->images[i].start >= 20) memcpy(&machine, d->images[i].start + 18, sizeof machine);
    if (machine == 190 /* EM_CUDA */) {
      c2o_host_wait_early();
      break;
    }
  }
  c2o_impl_q.register_lib(desc);
}

/* At exit: the queued launches finish before the images go. */
__attribute__((weak)) void __tgt_unregister_lib(void *desc) {
  C2O_IMPL_Q_REAL(unregister_lib, "__tgt_unregister_lib");
  c2o_impl_q_at_exit();
  pthread_mutex_lock(&c2o_impl_q_lock);
  for (int i = 0; i < c2o_impl_q.num_descs; ++i)
    if (c2o_impl_q.descs[i] == desc) c2o_impl_q.desc_why[i] = "unregistered";
  pthread_mutex_unlock(&c2o_impl_q_lock);
  c2o_impl_q.unregister_lib(desc);
}

/* A target region: queued if its launcher marked it and it can be; else after the queued launches. */
__attribute__((weak)) int __tgt_target_kernel(void *loc, int64_t device, int32_t teams, int32_t threads,
                                              void *region, void *args) {
  const int marked = c2o_impl_q_mark;
  C2O_IMPL_Q_REAL(target_kernel, "__tgt_target_kernel");
  if (marked) {
    c2o_impl_q_mark = 0;
    if (c2o_impl_q_mode() > 0 && c2o_impl_q.api_state >= 0) {
      if (c2o_impl_q_launch(device, region, (const c2o_impl_tgt_kernel_args *)args) == 0) return 0;
    }
  }
  c2o_impl_queue_drain();
  c2o_impl_q_globals_to_runtime_all(); /* the region may read or write any of them */
  ++c2o_impl_q.synchronous;
  return c2o_impl_q.target_kernel(loc, device, teams, threads, region, args);
}

#define C2O_IMPL_Q_DATA(name, field)                                                                         \
  __attribute__((weak)) void name(void *loc, int64_t device, int32_t n, void **base, void **ptrs,              \
                                  int64_t *sizes, int64_t *types, void **names, void **mappers) {             \
    C2O_IMPL_Q_REAL(field, #name);                                                                            \
    c2o_impl_queue_drain();                                                                                   \
    c2o_impl_q_globals_to_runtime_args(n, ptrs, sizes);                                                       \
    c2o_impl_q.field(loc, device, n, base, ptrs, sizes, types, names, mappers);                               \
  }
#define C2O_IMPL_Q_DATA_NOWAIT(name, field)                                                                  \
  __attribute__((weak)) void name(void *loc, int64_t device, int32_t n, void **base, void **ptrs,              \
                                  int64_t *sizes, int64_t *types, void **names, void **mappers,               \
                                  int32_t ndeps, void *deps, int32_t nnoalias, void *noalias) {               \
    C2O_IMPL_Q_REAL(field, #name);                                                                            \
    c2o_impl_queue_drain();                                                                                   \
    c2o_impl_q_globals_to_runtime_args(n, ptrs, sizes);                                                       \
    c2o_impl_q.field(loc, device, n, base, ptrs, sizes, types, names, mappers, ndeps, deps, nnoalias,        \
                     noalias);                                                                                \
  }
/* Data mappings and updates: after the queued launches (they copy on streams of their own). */
C2O_IMPL_Q_DATA(__tgt_target_data_begin_mapper, data_begin)
C2O_IMPL_Q_DATA(__tgt_target_data_end_mapper, data_end)
C2O_IMPL_Q_DATA(__tgt_target_data_update_mapper, data_update)
C2O_IMPL_Q_DATA_NOWAIT(__tgt_target_data_begin_nowait_mapper, data_begin_nowait)
C2O_IMPL_Q_DATA_NOWAIT(__tgt_target_data_end_nowait_mapper, data_end_nowait)
C2O_IMPL_Q_DATA_NOWAIT(__tgt_target_data_update_nowait_mapper, data_update_nowait)
#undef C2O_IMPL_Q_DATA
#undef C2O_IMPL_Q_DATA_NOWAIT

#ifdef __cplusplus
}
#endif

/* A launcher's mark: its next target region is a bare launch that may be queued. */
static inline void c2o_queue_mark(void) { c2o_impl_q_mark = 1; }

#else /* !C2O_HAS_QUEUE */
static inline void c2o_impl_queue_drain(void) {}
static inline void c2o_impl_q_symbol_to_runtime(const void *sym) { (void)sym; }
static inline int c2o_impl_q_copy(void *dst, const void *src, size_t n, int ddev, int sdev) {
  (void)dst, (void)src, (void)n, (void)ddev, (void)sdev;
  return -1;
}
static inline void c2o_queue_mark(void) {}
#endif

#endif /* C2O_QUEUE_H */
