// heat.h - the rod, and what the kernels and the reference agree on.
#pragma once

struct Rod {
  int cells;   // number of cells, both ends held at 0
  float alpha; // diffusion number: dt * k / dx^2 (stable below 0.5)
};

// One explicit step: out[i] = in[i] + alpha * (in[i-1] - 2 in[i] + in[i+1]).
// Device pointers; runs `steps` steps, leaving the result in *result (a or b).
void heat_run(const Rod &rod, float *a, float *b, int steps, float **result);
// Cells warmer than `threshold` (device pointer to the temperatures).
int heat_count_hot(const Rod &rod, const float *temps, float threshold);

// The same on the CPU, for checking.
void reference_run(const Rod &rod, float *a, float *b, int steps, float **result);
float max_abs_difference(const float *x, const float *y, int n);
