/*===- cuda_profiler_api.h - cudaProfilerStart/Stop -----------------------===*
 *
 * Part of cuda2omp's declaration-only CUDA headers (see host_defines.h).
 *===----------------------------------------------------------------------===*/
#ifndef C2O_CUDA_PROFILER_API_H
#define C2O_CUDA_PROFILER_API_H
/* The real header's include guard: programs test it to know the header is in (helper_cuda.h). */
#define __CUDA_PROFILER_API_H__

#include "cuda_runtime_api.h" /* declares cudaProfilerStart/cudaProfilerStop */

#endif /* C2O_CUDA_PROFILER_API_H */
