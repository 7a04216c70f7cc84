// A helper header in the style of SDK samples: its error check exists only
// when the CUDA runtime's headers are in (their include guard).
#ifndef DEMO_CHECK_H
#define DEMO_CHECK_H
#include <cstdio>
#include <cstdlib>
#ifdef __DRIVER_TYPES_H__
#define demoCheck(call)                                                         \
  do {                                                                          \
    cudaError_t e_ = (call);                                                    \
    if (e_ != cudaSuccess) {                                                    \
      fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); \
      exit(1);                                                                  \
    }                                                                           \
  } while (0)
#endif
#endif
