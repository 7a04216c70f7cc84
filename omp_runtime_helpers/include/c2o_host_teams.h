/* c2o_host_teams.h - launch sizes when the "device" is the host's CPU.
 *
 * Target regions run on the CPU with clang's host offloading
 * (-fopenmp-targets=x86_64-pc-linux-gnu) and in the host fallback (no GPU,
 * OMP_TARGET_OFFLOAD=DISABLED). There clang's OpenMP runtime (libomp) runs all
 * the teams of a region together on at most one thread per core: asked for
 * more (num_teams(4096) thread_limit(256), a CUDA grid), it prints
 * "OMP: Warning #96: Cannot form a team with 4096 threads, using 2 instead."
 * once per program and then uses teams * threads <= cores. The launchers ask
 * for what it would use, so that a translated program prints only what the
 * CUDA program prints:
 *   - a flat kernel (C2O_FLAT_GEOMETRY, c2o_launch.h): min(block, cores)
 *     threads per team and at most cores / that many teams; its loop covers
 *     every CUDA thread whatever the team count;
 *   - a block-level kernel (c2o_block.h): min(blocks, cores) teams of one
 *     thread, which libomp used before as well (each team walks its blocks,
 *     one thread running the block's threads in turn: no barrier waits).
 * On a GPU, and with GCC (libgomp does not warn), the sizes are the CUDA
 * launch's. The cores are omp_get_num_procs() (the CPUs the program may run
 * on), bounded by OMP_THREAD_LIMIT. */
#ifndef C2O_HOST_TEAMS_H
#define C2O_HOST_TEAMS_H

#include <omp.h>

/* Does the default device run target regions on the host's CPU? Asked once
 * per program: a target region that says whether it was compiled for a GPU
 * (the same question as c2o_default_device_is_gpu, whose answer is used where
 * the launchers have it: no second region on a GPU). */
static inline int c2o_default_device_is_cpu(void) {
#if defined(__clang__)
  static int known = -1;
  if (known < 0) {
#if C2O_HAS_BARE
    known = !c2o_default_device_is_gpu();
#else
    int cpu = 1;
    if (omp_get_num_devices() > 0 && omp_get_default_device() != omp_get_initial_device()) {
#pragma omp target map(tofrom : cpu)
      {
#if defined(__NVPTX__) || defined(__AMDGCN__)
        cpu = 0;
#else
        cpu = 1;
#endif
      }
    }
    known = cpu;
#endif
  }
  return known;
#else
  return 0; /* GCC: libgomp sizes the teams without a warning */
#endif
}

/* The threads of the CPU that all teams of a region share. */
static inline unsigned long long c2o_host_cores(void) {
  int cores = omp_get_num_procs(), limit = omp_get_thread_limit();
  if (limit > 0 && limit < cores) cores = limit;
  return cores > 0 ? (unsigned long long)cores : 1ull;
}

/* A flat kernel's thread_limit and num_teams (C2O_FLAT_GEOMETRY). */
static inline unsigned long long c2o_flat_threads(unsigned long long threads) {
  if (!c2o_default_device_is_cpu()) return threads;
  unsigned long long cores = c2o_host_cores();
  return threads < cores ? threads : cores;
}
static inline unsigned long long c2o_flat_teams(unsigned long long teams, unsigned long long threads) {
  if (!c2o_default_device_is_cpu()) return teams;
  unsigned long long per_team = c2o_flat_threads(threads);
  unsigned long long fit = per_team > 0 ? c2o_host_cores() / per_team : 1;
  if (fit == 0) fit = 1;
  return teams < fit ? teams : fit;
}

#endif /* C2O_HOST_TEAMS_H */
