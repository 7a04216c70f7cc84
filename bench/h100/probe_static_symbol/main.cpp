#include <omp.h>
int probe_table(int dev);
int main() { return probe_table(omp_get_default_device()); }
