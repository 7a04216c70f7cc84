/* c2o_runtime.h - the cuda2omp runtime helpers: the one header that
 * translated files include (compile with -I <this folder>). Header-only;
 * C++14 and later, and C11 for the non-overloaded part.
 *
 *   c2o_types.h         dim3, uint3, vector types, make_*
 *   c2o_launch.h        c2o_volume, c2o_unflatten for kernel launchers
 *   c2o_host_wait.h     how the host waits for an NVIDIA GPU (as CUDA does)
 *   c2o_error.h         c2o_error_t, last error, error strings
 *   c2o_device.h        device selection, synchronize, properties
 *   c2o_stream_event.h  streams and events
 *   c2o_memory.h        malloc/free/memcpy/memset, managed and host memory, symbols
 *   c2o_memory2d.h      pitched 2D/3D memory, stream-ordered allocation, pools, hints
 *   c2o_device_attr.h   device and function attributes, occupancy, versions, limits
 *   c2o_math.h          math functions, min/max, conversions
 *   c2o_device_libc.h   memcpy/memset, clock and nan in device code
 *   c2o_fast_math.h     CUDA's fast intrinsics (__sinf, __expf, ...) on the device's approximations
 *   c2o_bits.h          bit casts and integer intrinsics
 *   c2o_atomics.h       atomic functions
 *   c2o_atomic_hints.h  AMD floating-point atomic hint names
 *   c2o_simd.h          SIMD video intrinsics, __byte_perm, funnel shifts, __umul64hi
 *   c2o_rounding.h      _rn/_rz/_rd/_ru arithmetic and conversion intrinsics
 *   c2o_complex.h       cuComplex.h
 *   c2o_math_constants.h  math_constants.h (CUDART_*)
 *   c2o_fp16.h          half and bfloat16 (C++)
 *   c2o_fp8.h           fp8 e4m3 and e5m2 (C++)
 *   c2o_texture.h       textures, surfaces, CUDA arrays (C++)
 *   c2o_curand.h        cuRAND device and host API (C++) */
#ifndef C2O_RUNTIME_H
#define C2O_RUNTIME_H

#include "c2o_config.h"
#include "c2o_types.h"
#include "c2o_launch.h"
#include "c2o_error.h"
#include "c2o_device.h"
#include "c2o_stream_event.h"
#include "c2o_memory.h"
#include "c2o_memory2d.h"
#include "c2o_device_attr.h"
#include "c2o_math.h"
#include "c2o_device_libc.h"
#include "c2o_fast_math.h"
#include "c2o_bits.h"
#include "c2o_simd.h"
#include "c2o_rounding.h"
#include "c2o_complex.h"
#include "c2o_math_constants.h"
#include "c2o_atomics.h"
#include "c2o_atomic_hints.h"
#include "c2o_granularity.h"
#ifdef __cplusplus
#include "c2o_block.h"
#include "c2o_fp16.h"
#include "c2o_fp8.h"
#include "c2o_texture.h"
#include "c2o_curand.h"
#endif

#endif /* C2O_RUNTIME_H */
