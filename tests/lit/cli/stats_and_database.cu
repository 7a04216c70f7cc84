// Statistics, and a compilation database whose flags matter (-D from the database).
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/k.cu
// RUN: echo '[{"directory": "%t", "file": "%t/k.cu", "command": "nvcc -DSCALE=3 --generate-code=arch=compute_90,code=sm_90 -Xcompiler -fPIC -c k.cu -o k.o"}]' > %t/compile_commands.json
// RUN: %cuda2omp -p %t --quiet --out-root %t/out --in-root %t %t/k.cu --print-stats --stats-csv %t/stats.csv | FileCheck %s --check-prefix=STATS
// STATS: cuda2omp statistics
// STATS: k.cu {{.*}}converted {{ *}}[[CONV:[0-9]+]]  unconverted    1
// RUN: FileCheck %s --check-prefix=CSV < %t/stats.csv
// CSV: file,converted,unconverted,percent_converted,kernels,launches,lines_changed,lines_total,seconds
// CSV: {{.*}}k.cu,{{[0-9]+}},1,{{[0-9.]+}},1,1,
// CSV: TOTAL,
// RUN: %strip-checks %s %t/out/k.cpp | FileCheck %s
// CHECK: {{^}}void k_c2o_body({{.*}}) { p[c2o_threadIdx.x] = SCALE; }
#ifndef SCALE
#error SCALE comes from the compilation database
#endif
__global__ void k(int *p) { p[threadIdx.x] = SCALE; }
void host(int *p) {
  k<<<1, 1>>>(p);
  cudaGraphExec_t unsupported;
}
