#define MODE 2
#include "qualifier.cuh"
__global__ void twice(int *p) { bump(p); bump(p); }
void runB(int *p) { twice<<<1, 4>>>(p); }
