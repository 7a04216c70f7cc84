/* c2o_launch.h - launch geometry used by the translated kernel launchers,
 * which run one loop iteration per CUDA thread of the grid. */
#ifndef C2O_LAUNCH_H
#define C2O_LAUNCH_H

#include "c2o_types.h"

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

/* __threadfence(): order this thread's memory accesses (a flush). */
static inline void c2o_threadfence(void) {
#pragma omp flush
}

#pragma omp end declare target

#endif /* C2O_LAUNCH_H */
