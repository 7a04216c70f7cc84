/*===- driver_functions.h - make_cudaPitchedPtr, make_cudaPos, make_cudaExtent ===*
 *
 * Part of cuda2omp's declaration-only CUDA headers (see host_defines.h).
 *===----------------------------------------------------------------------===*/
#ifndef C2O_CUDA_DRIVER_FUNCTIONS_H
#define C2O_CUDA_DRIVER_FUNCTIONS_H
/* The real header's include guard: programs test it to know the header is in (helper_cuda.h). */
#define __DRIVER_FUNCTIONS_H__

#include "host_defines.h"
#include "driver_types.h"

static __inline__ __host__ struct cudaPitchedPtr make_cudaPitchedPtr(void *d, size_t p, size_t xsz, size_t ysz) {
  struct cudaPitchedPtr s;
  s.ptr = d;
  s.pitch = p;
  s.xsize = xsz;
  s.ysize = ysz;
  return s;
}
static __inline__ __host__ struct cudaPos make_cudaPos(size_t x, size_t y, size_t z) {
  struct cudaPos p;
  p.x = x;
  p.y = y;
  p.z = z;
  return p;
}
static __inline__ __host__ struct cudaExtent make_cudaExtent(size_t w, size_t h, size_t d) {
  struct cudaExtent e;
  e.width = w;
  e.height = h;
  e.depth = d;
  return e;
}

#endif /* C2O_CUDA_DRIVER_FUNCTIONS_H */
