// Two error-checking macros; each input uses one of them.
#pragma once
#include <cstdio>
#include <cstdlib>

#define CHECK_LAST(msg)                                                   \
  {                                                                       \
    cudaError_t err = cudaGetLastError();                                 \
    if (err != cudaSuccess) {                                             \
      fprintf(stderr, "%s: %s\n", msg, cudaGetErrorString(err));          \
      exit(1);                                                            \
    }                                                                     \
  }

#define SYNC_AND_CHECK(msg)                                               \
  {                                                                       \
    cudaDeviceSynchronize();                                              \
    CHECK_LAST(msg);                                                      \
  }

int scaleOnDevice(int *d, int n);
