/* c2o_error.h - error codes (CUDA's numeric values) and the per-thread last
 * error that failing helpers set. */
#ifndef C2O_ERROR_H
#define C2O_ERROR_H

#include "c2o_config.h"

/* Result of every host helper; the values are CUDA's. */
typedef enum c2o_error {
  c2o_success = 0,                                   /* cudaSuccess */
  c2o_error_invalid_value = 1,                       /* cudaErrorInvalidValue */
  c2o_error_memory_allocation = 2,                   /* cudaErrorMemoryAllocation */
  c2o_error_initialization = 3,                      /* cudaErrorInitializationError */
  c2o_error_invalid_pitch_value = 12,                /* cudaErrorInvalidPitchValue */
  c2o_error_invalid_symbol = 13,                     /* cudaErrorInvalidSymbol */
  c2o_error_invalid_device_pointer = 17,             /* cudaErrorInvalidDevicePointer */
  c2o_error_invalid_texture = 18,                    /* cudaErrorInvalidTexture */
  c2o_error_invalid_channel_descriptor = 20,         /* cudaErrorInvalidChannelDescriptor */
  c2o_error_invalid_memcpy_direction = 21,           /* cudaErrorInvalidMemcpyDirection */
  c2o_error_missing_configuration = 52,              /* cudaErrorMissingConfiguration */
  c2o_error_invalid_device_function = 98,            /* cudaErrorInvalidDeviceFunction */
  c2o_error_no_device = 100,                         /* cudaErrorNoDevice */
  c2o_error_invalid_device = 101,                    /* cudaErrorInvalidDevice */
  c2o_error_unsupported_limit = 215,                 /* cudaErrorUnsupportedLimit */
  c2o_error_peer_access_unsupported = 217,           /* cudaErrorPeerAccessUnsupported */
  c2o_error_invalid_resource_handle = 400,           /* cudaErrorInvalidResourceHandle */
  c2o_error_not_ready = 600,                         /* cudaErrorNotReady */
  c2o_error_peer_access_already_enabled = 704,       /* cudaErrorPeerAccessAlreadyEnabled */
  c2o_error_peer_access_not_enabled = 705,           /* cudaErrorPeerAccessNotEnabled */
  c2o_error_assert = 710,                            /* cudaErrorAssert */
  c2o_error_host_memory_already_registered = 712,    /* cudaErrorHostMemoryAlreadyRegistered */
  c2o_error_not_supported = 801,                     /* cudaErrorNotSupported */
  c2o_error_unknown = 999                            /* cudaErrorUnknown */
} c2o_error_t;
#ifndef __cplusplus
/* Lets C name the enum without `enum`, as C++ does. */
typedef enum c2o_error c2o_error;
#endif

/* Last error of this thread (internal; use the functions below). */
C2O_SHARED C2O_THREAD_LOCAL c2o_error_t c2o_impl_last_error = c2o_success;

/* Records e as this thread's last error and returns it (internal). */
static inline c2o_error_t c2o_impl_fail(c2o_error_t e) {
  c2o_impl_last_error = e;
  return e;
}

/* A kernel called without a launch configuration (generic code calling the
 * kernel it was given, C2O1017): as in CUDA, nothing runs and the call
 * records cudaErrorMissingConfiguration. */
static inline void c2o_unconfigured_call(void) { c2o_impl_fail(c2o_error_missing_configuration); }

/* Returns this thread's last error and resets it to c2o_success. */
static inline c2o_error_t c2o_get_last_error(void) {
  c2o_error_t e = c2o_impl_last_error;
  c2o_impl_last_error = c2o_success;
  return e;
}

/* Returns this thread's last error without resetting it. */
static inline c2o_error_t c2o_peek_at_last_error(void) {
  return c2o_impl_last_error;
}

/* CUDA's description of e ("no error", "out of memory", ...). */
static inline const char *c2o_get_error_string(c2o_error_t e) {
  switch (e) {
  case c2o_success: return "no error";
  case c2o_error_invalid_value: return "invalid argument";
  case c2o_error_memory_allocation: return "out of memory";
  case c2o_error_initialization: return "initialization error";
  case c2o_error_invalid_device_pointer: return "invalid device pointer";
  case c2o_error_invalid_memcpy_direction: return "invalid copy direction for memcpy";
  case c2o_error_missing_configuration: return "__global__ function call is not configured";
  case c2o_error_no_device: return "no CUDA-capable device is detected";
  case c2o_error_invalid_device: return "invalid device ordinal";
  case c2o_error_not_ready: return "device not ready";
  case c2o_error_not_supported: return "operation not supported";
  case c2o_error_assert: return "device-side assert triggered";
  case c2o_error_invalid_pitch_value: return "invalid pitch argument";
  case c2o_error_invalid_symbol: return "invalid device symbol";
  case c2o_error_invalid_texture: return "invalid texture reference";
  case c2o_error_invalid_channel_descriptor: return "invalid channel descriptor";
  case c2o_error_invalid_device_function: return "invalid device function";
  case c2o_error_unsupported_limit: return "limit is not supported on this architecture";
  case c2o_error_peer_access_unsupported: return "peer access is not supported between these two devices";
  case c2o_error_invalid_resource_handle: return "invalid resource handle";
  case c2o_error_peer_access_already_enabled: return "peer access is already enabled";
  case c2o_error_peer_access_not_enabled: return "peer access has not been enabled";
  case c2o_error_host_memory_already_registered: return "part or all of the requested memory range is already mapped";
  case c2o_error_unknown: return "unknown error";
  }
  return "unrecognized error code";
}

/* CUDA's enumerator name for e ("cudaSuccess", ...), so output matches CUDA's. */
static inline const char *c2o_get_error_name(c2o_error_t e) {
  switch (e) {
  case c2o_success: return "cudaSuccess";
  case c2o_error_invalid_value: return "cudaErrorInvalidValue";
  case c2o_error_memory_allocation: return "cudaErrorMemoryAllocation";
  case c2o_error_initialization: return "cudaErrorInitializationError";
  case c2o_error_invalid_device_pointer: return "cudaErrorInvalidDevicePointer";
  case c2o_error_invalid_memcpy_direction: return "cudaErrorInvalidMemcpyDirection";
  case c2o_error_missing_configuration: return "cudaErrorMissingConfiguration";
  case c2o_error_no_device: return "cudaErrorNoDevice";
  case c2o_error_invalid_device: return "cudaErrorInvalidDevice";
  case c2o_error_not_ready: return "cudaErrorNotReady";
  case c2o_error_not_supported: return "cudaErrorNotSupported";
  case c2o_error_assert: return "cudaErrorAssert";
  case c2o_error_invalid_pitch_value: return "cudaErrorInvalidPitchValue";
  case c2o_error_invalid_symbol: return "cudaErrorInvalidSymbol";
  case c2o_error_invalid_texture: return "cudaErrorInvalidTexture";
  case c2o_error_invalid_channel_descriptor: return "cudaErrorInvalidChannelDescriptor";
  case c2o_error_invalid_device_function: return "cudaErrorInvalidDeviceFunction";
  case c2o_error_unsupported_limit: return "cudaErrorUnsupportedLimit";
  case c2o_error_peer_access_unsupported: return "cudaErrorPeerAccessUnsupported";
  case c2o_error_invalid_resource_handle: return "cudaErrorInvalidResourceHandle";
  case c2o_error_peer_access_already_enabled: return "cudaErrorPeerAccessAlreadyEnabled";
  case c2o_error_peer_access_not_enabled: return "cudaErrorPeerAccessNotEnabled";
  case c2o_error_host_memory_already_registered: return "cudaErrorHostMemoryAlreadyRegistered";
  case c2o_error_unknown: return "cudaErrorUnknown";
  }
  return "unrecognized error code";
}

#endif /* C2O_ERROR_H */
