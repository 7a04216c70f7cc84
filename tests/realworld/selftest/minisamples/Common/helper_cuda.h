// The SDK's error check, in the style of its helper_cuda.h (the project's own).
#ifndef HELPER_CUDA_H
#define HELPER_CUDA_H
#include <cstdio>
#include <cstdlib>
#define checkCudaErrors(call)                                                   \
  do {                                                                          \
    cudaError_t e_ = (call);                                                    \
    if (e_ != cudaSuccess) {                                                    \
      fprintf(stderr, "CUDA error %d at %s:%d\n", (int)e_, __FILE__, __LINE__); \
      exit(1);                                                                  \
    }                                                                           \
  } while (0)
#endif
