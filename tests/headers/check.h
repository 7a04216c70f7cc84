// Shared error-checking idioms of the header tests (plain CUDA, no cuda2omp).
#pragma once
#include <cstdio>
#include <cstdlib>

#define CHECK(call)                                                          \
  do {                                                                       \
    cudaError_t err_ = (call);                                               \
    if (err_ != cudaSuccess) {                                               \
      fprintf(stderr, "%s:%d: %s failed: %s (%s)\n", __FILE__, __LINE__,     \
              #call, cudaGetErrorString(err_), cudaGetErrorName(err_));      \
      exit(EXIT_FAILURE);                                                    \
    }                                                                        \
  } while (0)

#define CUDA_CHECK_LAST() CHECK(cudaGetLastError())

inline void check_error(cudaError_t err, const char *what) {
  if (err != cudaSuccess) {
    fprintf(stderr, "%s: %s\n", what, cudaGetErrorString(err));
    exit(1);
  }
}
