/*===- c2o_library_complex.h - cuComplex types for the library headers ----===*
 *
 * Part of cuda2omp (not a CUDA SDK header). cuBLAS and cuFFT declare their
 * complex calls with cuComplex.h's types. That header's own declarations are
 * used when this folder has one; otherwise the three typedefs are declared
 * here exactly as CUDA defines them (float2 / double2), which a later
 * cuComplex.h may repeat.
 *===----------------------------------------------------------------------===*/
#ifndef C2O_CUDA_LIBRARY_COMPLEX_H
#define C2O_CUDA_LIBRARY_COMPLEX_H

#include "vector_types.h"
#if __has_include("cuComplex.h")
#include "cuComplex.h"
#else
typedef float2 cuFloatComplex;
typedef double2 cuDoubleComplex;
typedef cuFloatComplex cuComplex;
#endif

#endif /* C2O_CUDA_LIBRARY_COMPLEX_H */
