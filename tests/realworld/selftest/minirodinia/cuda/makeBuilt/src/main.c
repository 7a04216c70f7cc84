/* Host C: it calls the CUDA runtime without a CUDA include (C's implicit
 * declarations, resolved by libcudart at link time), a function of the
 * library (<mathlib.h>, from the library's folder) and one of scale.cu. */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include <mathlib.h>

int scale_on_device(float *v, int n, float by);

int main(void) {
  int n = 200, i;
  float *v = malloc(n * sizeof(float)), sum = 0;
  cudaSetDevice(0);
  for (i = 0; i < n; ++i) v[i] = (float)i;
  if (scale_on_device(v, n, 3.0f) != 0) return 1;
  for (i = 0; i < n; ++i) sum += v[i];
  printf("sum %.1f square %d\n", sum, lib_square(12));
  printf("Test passed\n");
  free(v);
  return 0;
}
