// Its CUDA code depends on a macro of the includer.
#pragma once
#include <cuda_runtime.h>
#if MODE == 1
__global__ void bump(int *p) { p[threadIdx.x] += 1; }
#else
__device__ int ident(int x) { return x; }
#endif
