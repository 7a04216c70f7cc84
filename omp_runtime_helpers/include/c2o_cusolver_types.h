/* c2o_cusolver_types.h - cuSOLVER's version macros and status values, with
 * cuSOLVER's values: the one definition that the helpers (c2o_cusolver.h) and
 * the translator's bundled parse header (cuda_include/cusolver_common.h) both
 * include. tests/headers' ABI checks compare the values with the CUDA SDK's.
 * C and C++. */
#ifndef C2O_CUSOLVER_TYPES_H
#define C2O_CUSOLVER_TYPES_H

#define CUSOLVER_VER_MAJOR 12
#define CUSOLVER_VER_MINOR 0
#define CUSOLVER_VER_PATCH 0
#define CUSOLVER_VER_BUILD 0
#define CUSOLVER_VERSION (CUSOLVER_VER_MAJOR * 1000 + CUSOLVER_VER_MINOR * 100 + CUSOLVER_VER_PATCH)

typedef enum {
  CUSOLVER_STATUS_SUCCESS = 0,
  CUSOLVER_STATUS_NOT_INITIALIZED = 1,
  CUSOLVER_STATUS_ALLOC_FAILED = 2,
  CUSOLVER_STATUS_INVALID_VALUE = 3,
  CUSOLVER_STATUS_ARCH_MISMATCH = 4,
  CUSOLVER_STATUS_MAPPING_ERROR = 5,
  CUSOLVER_STATUS_EXECUTION_FAILED = 6,
  CUSOLVER_STATUS_INTERNAL_ERROR = 7,
  CUSOLVER_STATUS_MATRIX_TYPE_NOT_SUPPORTED = 8,
  CUSOLVER_STATUS_NOT_SUPPORTED = 9,
  CUSOLVER_STATUS_ZERO_PIVOT = 10,
  CUSOLVER_STATUS_INVALID_LICENSE = 11
} cusolverStatus_t;

#endif /* C2O_CUSOLVER_TYPES_H */
