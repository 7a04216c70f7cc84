// The kernels' interface; DOT_BLOCK comes from the build (CMake).
#pragma once
#include <cuda_runtime.h>

#ifndef DOT_BLOCK
#error "DOT_BLOCK must be defined by the build"
#endif

__global__ void multiply(const double *a, const double *b, double *prod, int n);

// Sum of a[i] * b[i] on the device; n up to any size.
double device_dot(const double *d_a, const double *d_b, int n);
