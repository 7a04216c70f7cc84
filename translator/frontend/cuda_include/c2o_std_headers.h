/*===- c2o_std_headers.h - C/C++ standard headers usable from device code -===*
 *
 * Part of cuda2omp (not a CUDA SDK header; included by host_defines.h).
 *
 * nvcc lets device code call printf, malloc, memcpy, assert and the <math.h>
 * functions. With -nocudainc clang has no device declarations for them, and
 * a call from a __global__/__device__ function to a host-only function is
 * rejected during overload resolution, even in a host-only parse.
 *
 * 1. The C headers without variadic functions are included here, once,
 *    inside '#pragma clang force_cuda_host_device', which makes every
 *    function they declare __host__ __device__. The declarations stay the C
 *    library's own: a call to expf in a kernel refers to <math.h>'s expf, not
 *    to a declaration of this folder. (libstdc++'s math.h/stdlib.h wrappers
 *    are bypassed with _GLIBCXX_INCLUDE_NEXT_C_HEADERS so that no C++ header
 *    lands inside the region.)
 *    glibc's <malloc.h>, which declares some of <stdlib.h>'s functions again
 *    (valloc, reallocarray), is read in the region too: a host-only
 *    redeclaration of a __host__ __device__ function is an error.
 * 2. Variadic functions must stay out of the region: unless clang found a
 *    CUDA SDK (the driver then adds -fcuda-allow-variadic-functions), a
 *    __device__ variadic declaration is an error, printf excepted. So
 *    <stdio.h> is included normally, before the region, and printf gets a
 *    separate extern "C" __device__ overload below: printf in device code
 *    refers to THAT declaration, in host code to <stdio.h>'s.
 * 3. The C++ headers (<cmath>, <cstdlib>, <new>, ...) are included normally.
 *    Their float overloads (std::sqrt(float), std::abs(double), ...) are
 *    constexpr, hence implicitly __host__ __device__ for clang.
 *
 * This relies on cuda_runtime.h being included before the user's code
 * (-include cuda_runtime.h, or the first #include of the file): a standard C
 * header included earlier keeps host-only functions, and device code calling
 * them does not parse. When <math.h> came first, C2O_STD_MATH_HOST_ONLY is
 * defined and math_functions.h declares its glibc-shared names __device__
 * instead of __host__ __device__, so that the headers themselves still parse.
 *===----------------------------------------------------------------------===*/
#ifndef C2O_CUDA_STD_HEADERS_H
#define C2O_CUDA_STD_HEADERS_H

#ifdef __cplusplus
#ifndef _GLIBCXX_INCLUDE_NEXT_C_HEADERS
#define C2O_UNDEF_GLIBCXX_INCLUDE_NEXT_C_HEADERS
#define _GLIBCXX_INCLUDE_NEXT_C_HEADERS
#endif
#endif

#if defined(_MATH_H) || defined(__MATH_H__) || defined(_MATH_H_)
#define C2O_STD_MATH_HOST_ONLY 1
#endif
/* <stdlib.h> came first (a host file that includes cuda_runtime.h after it):
 * its functions are host-only, and so must <malloc.h>'s be. */
#if defined(_STDLIB_H)
#define C2O_STD_STDLIB_HOST_ONLY 1
#endif

/* <stdio.h> first, outside the region: <malloc.h> below includes it. */
#include <stdio.h>

#pragma clang force_cuda_host_device begin
#include <stddef.h>
#include <stdint.h>
#include <limits.h>
#include <float.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <math.h>
#include <assert.h>
/* glibc's <malloc.h> declares again functions of <stdlib.h> (valloc,
 * reallocarray, ...): a later host-only redeclaration of a __host__ __device__
 * function is an error, so it is read here, inside the region, too. */
#if defined(__has_include) && !defined(C2O_STD_STDLIB_HOST_ONLY)
#if __has_include(<malloc.h>)
#include <malloc.h>
#endif
#endif
#pragma clang force_cuda_host_device end

#ifdef C2O_UNDEF_GLIBCXX_INCLUDE_NEXT_C_HEADERS
#undef _GLIBCXX_INCLUDE_NEXT_C_HEADERS
#undef C2O_UNDEF_GLIBCXX_INCLUDE_NEXT_C_HEADERS
#endif

#ifdef __cplusplus
extern "C" __attribute__((device)) int printf(const char *__restrict format, ...);

/* Now with the C++ library's additions (std:: overloads, using-declarations
 * in the global namespace), as nvcc's cuda_runtime.h provides them. */
#include <math.h>
#include <stdlib.h>
#include <cstddef>
#include <cstdint>
#include <climits>
#include <cfloat>
#include <cstdlib>
#include <cstring>
#include <cstdio>
#include <ctime>
#include <cmath>
/* clang's cuda_wrappers/new adds the device operator new/delete, provided
 * that __device__ is defined and ::malloc declared by then. */
#include <new>
#endif

#endif /* C2O_CUDA_STD_HEADERS_H */
