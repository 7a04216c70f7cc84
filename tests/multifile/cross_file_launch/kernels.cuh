// Declarations shared by the files of the program: the kernels are defined
// in kernels.cu and launched from main.cu (separate compilation).
#pragma once
#include <cuda_runtime.h>

__global__ void histogram(const unsigned char *data, int n, unsigned int *bins);
__global__ void normalize(const unsigned int *bins, float *freq, int nbins, int total);

void launch_histogram(const unsigned char *data, int n, unsigned int *bins);
