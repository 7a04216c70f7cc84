/* c2o_launch.h - launch geometry used by the translated kernel launchers,
 * which run one loop iteration per CUDA thread of the grid. */
#ifndef C2O_LAUNCH_H
#define C2O_LAUNCH_H

#include "c2o_types.h"
#include "c2o_host_wait.h"
#include "c2o_queue.h"
#include "c2o_vendor_device.h"
#include <omp.h>
#ifdef __cplusplus
/* the start values of a launcher's min/max accumulators (atomics that became reductions) */
#include <limits>
#endif

#pragma omp declare target

/* Number of points in extent d: x * y * z. */
static inline unsigned long long c2o_volume(dim3 d) {
  return (unsigned long long)d.x * d.y * d.z;
}

/* Coordinates of linear index `linear` in extent e, x fastest:
 * {linear % x, (linear / x) % y, linear / (x * y)}. */
static inline uint3 c2o_unflatten(unsigned long long linear, dim3 e) {
  uint3 r;
  r.x = (unsigned int)(linear % e.x);
  r.y = (unsigned int)((linear / e.x) % e.y);
  r.z = (unsigned int)(linear / ((unsigned long long)e.x * e.y));
  return r;
}

/* Coordinates of `linear` in an extent of x * y * z points, x fastest (what
 * c2o_unflatten computes from a dim3), from the extents as scalars: kernel
 * launchers pass scalars, never a dim3, into their target regions (a dim3
 * there is mapped, two 12-byte copies per launch). The first x points need no
 * division, and below 2^32 the divisions are 32-bit (a 64-bit division costs
 * a GPU several times more). */
static inline uint3 c2o_index3(unsigned long long linear, unsigned x, unsigned y) {
  uint3 r;
  if (linear < x) {
    r.x = (unsigned int)linear;
    r.y = 0;
    r.z = 0;
  } else if (linear <= 0xffffffffull) {
    const unsigned l = (unsigned)linear, row = l / x;
    r.x = l - row * x;
    r.y = row % y;
    r.z = row / y;
  } else {
    r.x = (unsigned int)(linear % x);
    r.y = (unsigned int)((linear / x) % y);
    r.z = (unsigned int)(linear / ((unsigned long long)x * y));
  }
  return r;
}

/* __threadfence(): order this thread's memory accesses (a flush). */
static inline void c2o_threadfence(void) {
#pragma omp flush
}

/* __trap(): CUDA stops the kernel and the context fails, every later call
 * returning cudaErrorLaunchFailure; here the trap stops the program. */
static inline void c2o_trap(void) { __builtin_trap(); }

#pragma omp end declare target

/* Is a launch one-dimensional (grid and block y = z = 1) with fewer than 2^32
 * threads? Its launcher then runs a loop of 32-bit thread numbers whose
 * threadIdx.x and blockIdx.x are one remainder and one quotient. Host code:
 * every flat kernel's launcher asks, so it also makes the host wait for the
 * GPU as CUDA does (c2o_host_wait.h). A launcher that asks runs its portable
 * loop (no bare launch), a synchronous region, so it first waits for the
 * queued launches (c2o_queue.h). */
static inline int c2o_launch_is_1d(dim3 grid, dim3 block) {
  c2o_host_wait_setup();
  c2o_impl_queue_drain();
  return grid.y == 1 && grid.z == 1 && block.y == 1 && block.z == 1 &&
         (unsigned long long)grid.x * block.x <= 0xffffffffull;
}

/* ---- Bare launches (clang on a GPU).
 * LLVM's `ompx_bare` clause launches a target region as a GPU kernel of
 * exactly the teams and threads asked for, each thread running the region
 * once, with no OpenMP runtime around it: a CUDA launch. A flat kernel's
 * launcher uses it when the compiler has it (C2O_HAS_BARE: clang 19 and later;
 * -DC2O_NO_BARE turns it off) and the kernel runs on a GPU (the host and
 * GCC take the portable loop over the launch's threads). clang 20 and later
 * launch the grid and block with all three extents, as CUDA does; clang 19
 * takes one extent each, and the indices are unflattened (c2o_index3). */
#if defined(__cplusplus) && defined(__clang__) && __clang_major__ >= 19 && !defined(C2O_NO_BARE)
#define C2O_HAS_BARE 1
#include <ompx.h>
#if __clang_major__ >= 20
#define C2O_BARE_MULTI_DIM 1
#define C2O_BARE_GEOMETRY(gx, gy, gz, bx, by, bz) num_teams(gx, gy, gz) thread_limit(bx, by, bz)
#else
#define C2O_BARE_MULTI_DIM 0
#define C2O_BARE_GEOMETRY(gx, gy, gz, bx, by, bz) num_teams((gx) * (gy) * (gz)) thread_limit((bx) * (by) * (bz))
#endif
#else
#define C2O_HAS_BARE 0
#endif

/* Team memory that a direct form declares (a `__shared__` variable become a
 * static local in omp_pteam_mem_alloc): 16-byte aligned, as nvcc places
 * shared arrays, so that a thread's neighbouring 4-byte reads (`As[ty][k]`,
 * `As[ty][k + 1]` ...) become one 16-byte read (LDS.128 on NVIDIA: an
 * sgemm tile loop ran 1.27x CUDA's time with 4-byte reads, 16 of them, on the
 * H100). The aligned attribute only raises a variable's alignment. */
#define C2O_TEAM_ALIGN __attribute__((aligned(16)))

#if C2O_HAS_BARE
#pragma omp declare target
/* threadIdx and blockIdx of the calling thread of a bare launch. */
static inline uint3 c2o_bare_thread_index(unsigned bx, unsigned by) {
#if C2O_BARE_MULTI_DIM
  (void)bx;
  (void)by;
  uint3 r = {(unsigned)ompx_thread_id_x(), (unsigned)ompx_thread_id_y(), (unsigned)ompx_thread_id_z()};
  return r;
#else
  return c2o_index3((unsigned)ompx_thread_id_x(), bx, by);
#endif
}
static inline uint3 c2o_bare_block_index(unsigned gx, unsigned gy) {
#if C2O_BARE_MULTI_DIM
  (void)gx;
  (void)gy;
  uint3 r = {(unsigned)ompx_block_id_x(), (unsigned)ompx_block_id_y(), (unsigned)ompx_block_id_z()};
  return r;
#else
  return c2o_index3((unsigned)ompx_block_id_x(), gx, gy);
#endif
}
#pragma omp end declare target

/* Recursive device code (the translation defines C2O_DEVICE_RECURSION, C2O1128)
 * needs a deeper stack per GPU thread than CUDA's 1 KB default: on an NVIDIA
 * GPU the helpers raise the primary context's limit to C2O_DEVICE_STACK_BYTES
 * at the first launch (elsewhere the compiler sizes it). */
#if defined(C2O_DEVICE_RECURSION) && !defined(C2O_DEVICE_STACK_BYTES)
#define C2O_DEVICE_STACK_BYTES 8192
#endif

/* What the first launch sets up on the default device (internal). */
static inline void c2o_impl_device_first_use(int nvidia) {
#ifdef C2O_DEVICE_STACK_BYTES
  c2o_impl_vendor_set_limit(c2o_impl_cuda_device_of(omp_get_default_device(), nvidia), 0, C2O_DEVICE_STACK_BYTES);
#else
  (void)nvidia;
#endif
}

/* Does the default device run code compiled for a GPU? (A target region that
 * says so, once per process; the x86-64 host "device" of clang's host
 * offloading is no GPU.) The region assigns `gpu` and `nvidia` on every path: clang
 * passes only the variables a region references, per compilation pass. */
static inline int c2o_default_device_is_gpu(void) {
  static int known = -1;
  if (known < 0) {
    int gpu = 0, nvidia = 0;
    if (omp_get_num_devices() > 0 && omp_get_default_device() != omp_get_initial_device()) {
      /* a one-iteration SPMD region: no kernel of a translation runs in generic mode */
#pragma omp target teams distribute parallel for num_teams(1) map(tofrom : gpu, nvidia)
      for (int i = 0; i < 1; ++i) {
#if defined(__NVPTX__)
        gpu = 1;
        nvidia = 1;
#elif defined(__AMDGCN__)
        gpu = 1;
        nvidia = 0;
#else
        gpu = 0;
        nvidia = 0;
#endif
      }
    }
    c2o_impl_device_first_use(nvidia);
    known = gpu;
    if (gpu) c2o_host_wait_setup(); /* wait for it as a CUDA program does */
  }
  return known;
}

/* Can this launch be a bare one? (a GPU, and a grid whose teams fit an int) */
static inline int c2o_bare_launch(dim3 grid, dim3 block) {
  const unsigned long long blocks = (unsigned long long)grid.x * grid.y * grid.z;
  (void)block;
  if (!((C2O_BARE_MULTI_DIM || blocks <= 0x7fffffffull) && c2o_default_device_is_gpu())) return 0;
  c2o_queue_mark(); /* the launcher's bare region comes next: it may be queued (c2o_queue.h) */
  return 1;
}
#endif

/* The launch geometry of a flat kernel's target region: CUDA's grid and block
 * sizes as num_teams and thread_limit (on the host's CPU, what libomp runs:
 * c2o_host_teams.h), or, with -DC2O_RUNTIME_GEOMETRY, what the OpenMP runtime
 * chooses (docs/performance.md compares both). */
#include "c2o_host_teams.h"
#ifdef C2O_RUNTIME_GEOMETRY
#define C2O_FLAT_GEOMETRY(teams, threads)
#else
#define C2O_FLAT_GEOMETRY(teams, threads) num_teams(c2o_flat_teams(teams, threads)) thread_limit(c2o_flat_threads(threads))
#endif

#endif /* C2O_LAUNCH_H */
