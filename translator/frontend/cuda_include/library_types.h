/*===- library_types.h - data types of the CUDA math libraries ------------===*
 *
 * Part of cuda2omp's declaration-only CUDA headers (see host_defines.h).
 * cudaDataType (the element type the generic cuBLAS and cuSPARSE calls take)
 * and libraryPropertyType, with CUDA's values.
 *===----------------------------------------------------------------------===*/
#ifndef C2O_CUDA_LIBRARY_TYPES_H
#define C2O_CUDA_LIBRARY_TYPES_H
/* The real header's include guard: programs test it to know the header is in (helper_cuda.h). */
#define __LIBRARY_TYPES_H__

/* cudaDataType's enumerators: one list, with the helpers' c2o_data_type_t */
#if __has_include("../helpers/c2o_type_lists.h")
#include "../helpers/c2o_type_lists.h"
#else
#include "../../../omp_runtime_helpers/include/c2o_type_lists.h"
#endif

typedef enum cudaDataType_t {
  C2O_DATA_TYPE_ENUMERATORS
} cudaDataType;
typedef enum cudaDataType_t cudaDataType_t;

typedef enum libraryPropertyType_t { MAJOR_VERSION, MINOR_VERSION, PATCH_LEVEL } libraryPropertyType;
typedef enum libraryPropertyType_t libraryPropertyType_t;

#endif /* C2O_CUDA_LIBRARY_TYPES_H */
