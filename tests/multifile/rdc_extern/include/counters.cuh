// Device state and device functions shared across files (nvcc -rdc=true):
// declared here, defined in src/device_state.cu, used by src/sim.cu.
#pragma once
#include <cuda_runtime.h>

extern __device__ unsigned int g_events;
extern __constant__ float c_threshold;

__device__ float response(float x);

__global__ void detect(const float *signal, int n, int *flags);
