// A declare-target table with internal linkage (CUDA's `static __constant__`)
// in a file other than main's: is it present on the device, so that its
// device copy can be written (cudaMemcpyToSymbol)?
#include <omp.h>
#include <cstdio>
#ifdef NO_STATIC
#define LINKAGE
#else
#define LINKAGE static
#endif
#pragma omp declare target
LINKAGE int table[4];
#pragma omp end declare target

int probe_table(int dev) {
  int present_before = omp_target_is_present(table, dev);
#pragma omp target device(dev)
  { }
  int present_after = omp_target_is_present(table, dev);
  int h[4] = {1, 2, 3, 4};
  int r = -1;
  if (present_after) {
    void *d = omp_get_mapped_ptr(table, dev);
    omp_target_memcpy(d, h, sizeof h, 0, 0, dev, omp_get_initial_device());
#pragma omp target device(dev) map(from : r)
    { r = table[0] + table[1] + table[2] + table[3]; }
  }
  printf("%s: present before %d after %d, sum on the device %d (10 expected)\n",
#ifdef NO_STATIC
         "external linkage",
#else
         "static",
#endif
         present_before, present_after, r);
  return r == 10 ? 0 : 1;
}
