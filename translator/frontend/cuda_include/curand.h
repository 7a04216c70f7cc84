/*===- curand.h - cuRAND host API ------------------------------------------===*
 *
 * Part of cuda2omp's declaration-only CUDA headers (see host_defines.h). The
 * generator API that omp_runtime_helpers/include/c2o_curand.h implements.
 *===----------------------------------------------------------------------===*/
#ifndef C2O_CUDA_CURAND_H
#define C2O_CUDA_CURAND_H
/* The real header's include guard: programs test it to know the header is in (helper_cuda.h). */
#define CURAND_H_
#define CURANDAPI /* the calling-convention macro, empty on Linux */

#include "host_defines.h"
#include "driver_types.h"
#include "cuda_runtime_api.h"

/* version macros, enumerations and the device API's states: defined once, with the helpers */
#if __has_include("../helpers/c2o_curand_types.h")
#include "../helpers/c2o_curand_types.h"
#else
#include "../../../omp_runtime_helpers/include/c2o_curand_types.h"
#endif

struct curandGenerator_st;
typedef struct curandGenerator_st *curandGenerator_t;

C2O_BEGIN_EXTERN_C
curandStatus_t curandCreateGenerator(curandGenerator_t *generator, curandRngType_t rng_type);
curandStatus_t curandCreateGeneratorHost(curandGenerator_t *generator, curandRngType_t rng_type);
curandStatus_t curandDestroyGenerator(curandGenerator_t generator);
curandStatus_t curandGetVersion(int *version);
curandStatus_t curandSetStream(curandGenerator_t generator, cudaStream_t stream);
curandStatus_t curandSetPseudoRandomGeneratorSeed(curandGenerator_t generator, unsigned long long seed);
curandStatus_t curandSetGeneratorOffset(curandGenerator_t generator, unsigned long long offset);
curandStatus_t curandGenerateSeeds(curandGenerator_t generator);
curandStatus_t curandSetGeneratorOrdering(curandGenerator_t generator, curandOrdering_t order);
curandStatus_t curandSetQuasiRandomGeneratorDimensions(curandGenerator_t generator, unsigned int num_dimensions);
curandStatus_t curandGetDirectionVectors32(curandDirectionVectors32_t *vectors[], curandDirectionVectorSet_t set);
curandStatus_t curandGetDirectionVectors64(curandDirectionVectors64_t *vectors[], curandDirectionVectorSet_t set);
curandStatus_t curandGenerate(curandGenerator_t generator, unsigned int *outputPtr, size_t num);
curandStatus_t curandGenerateUniform(curandGenerator_t generator, float *outputPtr, size_t num);
curandStatus_t curandGenerateUniformDouble(curandGenerator_t generator, double *outputPtr, size_t num);
curandStatus_t curandGenerateNormal(curandGenerator_t generator, float *outputPtr, size_t n, float mean, float stddev);
curandStatus_t curandGenerateNormalDouble(curandGenerator_t generator, double *outputPtr, size_t n, double mean,
                                          double stddev);
curandStatus_t curandGenerateLogNormal(curandGenerator_t generator, float *outputPtr, size_t n, float mean,
                                       float stddev);
C2O_END_EXTERN_C

#endif /* C2O_CUDA_CURAND_H */
