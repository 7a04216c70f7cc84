#include "counters.cuh"

__device__ unsigned int g_events = 0;
__constant__ float c_threshold = 0.75f;

__device__ float response(float x) { return x * x * (3.f - 2.f * x); }
