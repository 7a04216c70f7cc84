/* c2o_library_types.h - the element types of the CUDA math libraries' generic
 * calls (CUDA's library_types.h): the enumerators keep CUDA's names and
 * values (CUDA_R_32F ...), the type is c2o_data_type_t (the translator renames
 * cudaDataType and cudaDataType_t to it); the enumerators are the list the
 * bundled library_types.h makes cudaDataType of (c2o_type_lists.h). C and C++. */
#ifndef C2O_LIBRARY_TYPES_H
#define C2O_LIBRARY_TYPES_H

#include "c2o_type_lists.h"

typedef enum c2o_data_type_t {
  C2O_DATA_TYPE_ENUMERATORS
} c2o_data_type_t;

typedef enum libraryPropertyType_t { MAJOR_VERSION, MINOR_VERSION, PATCH_LEVEL } libraryPropertyType;

#endif /* C2O_LIBRARY_TYPES_H */
