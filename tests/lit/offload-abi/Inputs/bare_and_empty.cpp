// A bare kernel, an empty target region and one with an explicit map of a
// variable it never references: kernels of every form are compared.
#include <ompx.h>
void f(float *x, int n, unsigned teams) {
#pragma omp target teams ompx_bare num_teams(teams) thread_limit(64) is_device_ptr(x)
  {
    const int i = ompx_block_id_x() * ompx_block_dim_x() + ompx_thread_id_x();
    if (i < n) x[i] = 0.0f;
  }
#pragma omp target
  {}
  int unused = 0;
#pragma omp target map(tofrom : unused)
  { x = x; }
}
