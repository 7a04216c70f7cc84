#define MODE 1
#include "qualifier.cuh"
void runA(int *p) { bump<<<1, 4>>>(p); }
