/*===- c2o_host_parse.h - what a host C++ file's parse needs --------------===*
 *
 * Part of cuda2omp. The translator parses every file of a CUDA project as
 * clang parses CUDA (-x cuda, host side). A .cu file sees cuda_runtime.h
 * first (nvcc includes it); a host C++ file, which the host compiler builds,
 * sees CUDA only through its own includes and gets this instead: clang's
 * CUDA wrappers of the standard headers (<algorithm>, <complex>, <new>) need
 * the execution-space keywords and malloc/free. Nothing of CUDA is declared.
 *===----------------------------------------------------------------------===*/
#ifndef C2O_HOST_PARSE_H
#define C2O_HOST_PARSE_H
#include <stdlib.h>
/* The same definitions as host_defines.h, which may follow. */
#define __host__ __attribute__((host))
#define __device__ __attribute__((device))
#endif
