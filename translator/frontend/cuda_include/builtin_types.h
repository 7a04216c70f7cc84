/*===- builtin_types.h - all CUDA built-in types --------------------------===*
 *
 * Part of cuda2omp's declaration-only CUDA headers (see host_defines.h).
 *===----------------------------------------------------------------------===*/
#ifndef C2O_CUDA_BUILTIN_TYPES_H
#define C2O_CUDA_BUILTIN_TYPES_H

#include "host_defines.h"
#include "device_types.h"
#include "driver_types.h"
#include "surface_types.h"
#include "texture_types.h"
#include "vector_types.h"

#endif /* C2O_CUDA_BUILTIN_TYPES_H */
