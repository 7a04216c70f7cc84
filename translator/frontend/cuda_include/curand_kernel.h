/*===- curand_kernel.h - cuRAND device API -----------------------------------===*
 *
 * Part of cuda2omp's declaration-only CUDA headers (see host_defines.h). The
 * XORWOW, Philox4_32_10 and MRG32k3a generators of the cuRAND device API that
 * omp_runtime_helpers/include/c2o_curand.h implements under the same names.
 *===----------------------------------------------------------------------===*/
#ifndef C2O_CUDA_CURAND_KERNEL_H
#define C2O_CUDA_CURAND_KERNEL_H
/* The real header's include guard: programs test it to know the header is in (helper_cuda.h). */
#define CURAND_KERNEL_H_

#include "host_defines.h"
#include "vector_types.h"
#include "curand.h"

/* the generator states: curand.h includes them, with the helpers (c2o_curand_types.h) */

#ifdef __cplusplus
__device__ void curand_init(curandDirectionVectors32_t direction_vectors, unsigned int offset,
                            curandStateSobol32_t *state);
__device__ void curand_init(curandDirectionVectors32_t direction_vectors, unsigned int scramble_c, unsigned int offset,
                            curandStateScrambledSobol32_t *state);
__device__ void curand_init(curandDirectionVectors64_t direction_vectors, unsigned long long offset,
                            curandStateSobol64_t *state);
__device__ void curand_init(curandDirectionVectors64_t direction_vectors, unsigned long long scramble_c,
                            unsigned long long offset, curandStateScrambledSobol64_t *state);
#define C2O_CURAND_DECLARE_SOBOL(S, U)                                                               \
  __device__ U curand(S *state);                                                                      \
  __device__ float curand_uniform(S *state);                                                          \
  __device__ double curand_uniform_double(S *state);                                                  \
  __device__ float curand_normal(S *state);                                                           \
  __device__ double curand_normal_double(S *state);                                                   \
  __device__ float curand_log_normal(S *state, float mean, float stddev);                             \
  __device__ double curand_log_normal_double(S *state, double mean, double stddev);                   \
  __device__ void skipahead(U n, S *state);
C2O_CURAND_DECLARE_SOBOL(curandStateSobol32_t, unsigned int)
C2O_CURAND_DECLARE_SOBOL(curandStateScrambledSobol32_t, unsigned int)
C2O_CURAND_DECLARE_SOBOL(curandStateSobol64_t, unsigned long long)
C2O_CURAND_DECLARE_SOBOL(curandStateScrambledSobol64_t, unsigned long long)
#undef C2O_CURAND_DECLARE_SOBOL
#define C2O_CURAND_FOR_EACH_STATE(X) X(curandStateXORWOW_t) X(curandStatePhilox4_32_10_t) X(curandStateMRG32k3a_t)
#define C2O_CURAND_DECLARE(S)                                                                        \
  __device__ void curand_init(unsigned long long seed, unsigned long long subsequence,              \
                              unsigned long long offset, S *state);                                  \
  __device__ unsigned int curand(S *state);                                                           \
  __device__ float curand_uniform(S *state);                                                          \
  __device__ double curand_uniform_double(S *state);                                                  \
  __device__ float curand_normal(S *state);                                                           \
  __device__ double curand_normal_double(S *state);                                                   \
  __device__ float2 curand_normal2(S *state);                                                         \
  __device__ double2 curand_normal2_double(S *state);                                                 \
  __device__ float curand_log_normal(S *state, float mean, float stddev);                             \
  __device__ double curand_log_normal_double(S *state, double mean, double stddev);                   \
  __device__ void skipahead(unsigned long long n, S *state);
C2O_CURAND_FOR_EACH_STATE(C2O_CURAND_DECLARE)
#undef C2O_CURAND_DECLARE
#undef C2O_CURAND_FOR_EACH_STATE
__device__ void skipahead_sequence(unsigned long long n, curandStateXORWOW_t *state);
__device__ void skipahead_sequence(unsigned long long n, curandStatePhilox4_32_10_t *state);
__device__ void skipahead_subsequence(unsigned long long n, curandStateMRG32k3a_t *state);
__device__ uint4 curand4(curandStatePhilox4_32_10_t *state);
__device__ float4 curand_uniform4(curandStatePhilox4_32_10_t *state);
__device__ double2 curand_uniform2_double(curandStatePhilox4_32_10_t *state);
__device__ float4 curand_normal4(curandStatePhilox4_32_10_t *state);
#endif /* __cplusplus */

#endif /* C2O_CUDA_CURAND_KERNEL_H */
