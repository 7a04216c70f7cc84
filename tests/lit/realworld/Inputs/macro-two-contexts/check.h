// A header of checks: a function both inputs call, and a macro only one uses.
#pragma once
#include <cstdio>

static inline int report(cudaError_t e, const char *what) {
  if (e != cudaSuccess) printf("%s: %s\n", what, cudaGetErrorString(e));
  return e == cudaSuccess;
}

#define SYNC_AND_CHECK(what)                                                   \
  {                                                                            \
    cudaDeviceSynchronize();                                                   \
    report(cudaGetLastError(), what);                                          \
  }
