// The library's interface: what the program calls.
#pragma once

// out[i] = poly(in[i]) for n elements of device memory.
void vec_poly(const int *d_in, long long *d_out, int n);
// out[i] = in[i - 1] + in[i] + in[i + 1], the ends repeated.
void vec_smooth(const long long *d_in, long long *d_out, int n);
