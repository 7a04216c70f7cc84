#define MODE 2
#include "mode.cuh"
__global__ void copy(int *p) { p[threadIdx.x] = ident(p[threadIdx.x]); }
