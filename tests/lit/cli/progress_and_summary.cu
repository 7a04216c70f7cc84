// A run over several inputs ends with a summary line (also under --quiet):
// files translated and failed, and the diagnostics of all files by level. On a
// terminal a progress line ([done/total] and the last file finished) is
// rewritten in place while it runs and erased at the end; when stderr is a
// file or a pipe it is not written. One input: neither.
// RUN: rm -rf %t && mkdir -p %t/src && cp %s %t/src/a.cu && cp %s %t/src/b.cu
// RUN: echo '__global__ void k(int *p) { p[0] = undeclared; }' > %t/src/broken.cu
// RUN: not %cuda2omp --quiet --in-root %t/src --out-root %t/out %t/src/a.cu %t/src/b.cu %t/src/broken.cu 2> %t/file.txt
// RUN: FileCheck %s --check-prefix=FILE < %t/file.txt
// FILE-NOT: [1/3]
// FILE: cuda2omp: 3 files: 2 translated, 1 failed; diagnostics: 1 error, 0 warnings, 6 notes
// FILE-NOT: {{.}}
// Under a terminal (script(1) gives the run one):
// RUN: script -qec '%cuda2omp --quiet --in-root %t/src --out-root %t/tty %t/src/a.cu %t/src/b.cu' /dev/null > %t/tty.txt
// RUN: FileCheck %s --check-prefix=TTY < %t/tty.txt
// TTY: [1/2] {{[^[:cntrl:]]*}}/src/{{a|b}}.cu
// TTY-NEXT: [2/2] {{[^[:cntrl:]]*}}/src/{{a|b}}.cu
// TTY-NEXT: cuda2omp: 2 files: 2 translated, 0 failed; diagnostics: 0 errors, 0 warnings, 6 notes
// RUN: %cuda2omp --quiet %t/src/a.cu -o %t/one.cpp 2> %t/one.txt
// RUN: not grep . %t/one.txt
#include <cuda_runtime.h>

// Two launches on a stream and an asynchronous copy: notes only.
__global__ void fill(float *v, int n, float x) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) v[i] = x;
}

void fill_twice(float *d, float *h, int n, cudaStream_t s) {
  fill<<<(n + 127) / 128, 128, 0, s>>>(d, n, 1.0f);
  fill<<<(n + 127) / 128, 128, 0, s>>>(d, n, 2.0f);
  cudaMemcpyAsync(h, d, n * sizeof(float), cudaMemcpyDeviceToHost, s);
}
