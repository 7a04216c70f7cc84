/*===- host_defines.h - CUDA execution-space keywords and version macros --===*
 *
 * Part of cuda2omp. Declaration-only stand-in for the CUDA SDK headers, used
 * when the translator parses .cu files with clang in host-only mode:
 *
 *   clang++ -x cuda --cuda-host-only -nocudainc -nocudalib -std=c++17
 *           -I translator/frontend/cuda_include -include cuda_runtime.h ...
 *
 * Written from the public CUDA documentation. Every other header of this
 * folder includes this one first.
 *===----------------------------------------------------------------------===*/
#ifndef C2O_CUDA_HOST_DEFINES_H
#define C2O_CUDA_HOST_DEFINES_H
/* The real header's include guard: programs test it to know the header is in (helper_cuda.h). */
#define __HOST_DEFINES_H__

/* ---- compiler identification ------------------------------------------- */
/* Source written for nvcc tests these; the versions are those of a CUDA 12.0
 * toolkit. __CUDA_ARCH__ stays undefined: this is a host-side parse. */
#ifndef __CUDACC__
#define __CUDACC__ 1
#endif
#ifndef __NVCC__
#define __NVCC__ 1
#endif
#ifndef __CUDACC_VER_MAJOR__
#define __CUDACC_VER_MAJOR__ 12
#endif
#ifndef __CUDACC_VER_MINOR__
#define __CUDACC_VER_MINOR__ 0
#endif
#ifndef __CUDACC_VER_BUILD__
#define __CUDACC_VER_BUILD__ 0
#endif
#ifndef CUDART_VERSION
#define CUDART_VERSION 12000
#endif
#ifndef __CUDART_API_VERSION
#define __CUDART_API_VERSION CUDART_VERSION
#endif
#define C2O_CUDA_INCLUDE 1 /* lets code tell these headers from the SDK's */

/* ---- execution spaces and variable memory spaces ----------------------- */
#define __host__ __attribute__((host))
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
/* clang accepts 'managed' only for HIP; in CUDA mode it would be dropped with a
 * warning. A managed variable is a device variable that the host may also
 * use: it is marked __device__ and carries annotate("cuda_managed") so that
 * tools can find it. */
#define __managed__ __attribute__((device)) __attribute__((annotate("cuda_managed")))

/* ---- function and parameter qualifiers --------------------------------- */
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __inline_hint__ __attribute__((annotate("cuda_inline_hint")))
/* clang 15 and later know __noinline__ as a CUDA keyword, which keeps
 * __attribute__((__noinline__)) in the C++ library working; define the macro
 * only for a compiler without that keyword. */
#if defined(__is_identifier)
#if __is_identifier(__noinline__)
#define __noinline__ __attribute__((noinline))
#endif
#else
#define __noinline__ __attribute__((noinline))
#endif
/* Unknown to clang 19: kept as annotations so the source parses cleanly and a
 * tool can still see them. */
#define __grid_constant__ __attribute__((annotate("cuda_grid_constant")))
#define __maxnreg__(n) __attribute__((annotate("cuda_maxnreg", n)))
#define __cluster_dims__(...) __attribute__((annotate("cuda_cluster_dims", __VA_ARGS__)))

/* ---- alignment and misc ------------------------------------------------ */
#define __align__(n) __attribute__((aligned(n)))
#define __builtin_align__(n) __align__(n)
#define __device_builtin__
#define __device_builtin_texture_type__
#define __device_builtin_surface_type__
#define __cudart_builtin__
#define CUDARTAPI
#define CUDART_CB
#define CUDAAPI
#define CUDA_CB

/* Default arguments in the C API (C++ only). */
#ifdef __cplusplus
#define __dv(v) = v
#else
#define __dv(v)
#endif

#ifdef __cplusplus
#define C2O_BEGIN_EXTERN_C extern "C" {
#define C2O_END_EXTERN_C }
#else
#define C2O_BEGIN_EXTERN_C
#define C2O_END_EXTERN_C
#endif

/* The C and C++ standard headers that device code may use. */
#include "c2o_std_headers.h"

/* glibc declares some CUDA math names too (__expf, exp10f, sincosf, ...);
 * ours must carry the same exception specification. */
#ifdef __THROW
#define C2O_THROW __THROW
#else
#define C2O_THROW
#endif

#endif /* C2O_CUDA_HOST_DEFINES_H */
