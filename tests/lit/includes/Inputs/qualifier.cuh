// The same function is a kernel for one includer and a device function for
// the other: the two translations change the same lines differently.
#pragma once
#if MODE == 1
#define QUALIFIER __global__
#else
#define QUALIFIER __device__
#endif
QUALIFIER void bump(int *p) { p[threadIdx.x] += 1; }
