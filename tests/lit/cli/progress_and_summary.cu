// A run over several inputs ends with a summary line (also under --quiet):
// files translated and failed, and the diagnostics of all files by level. On a
// terminal a progress line ([done/total] and the last file finished) is
// rewritten in place while it runs and erased at the end, through the
// translation and the check after writing; when stderr is a file or a pipe
// (a CI log) each file done gets a line of its own (not under --quiet). Each
// input's diagnostics are printed as soon as its translation is done, and a
// check's errors as soon as that check is done (issue 38 item 5: a log held
// nothing until the run ended, and the terminal's line stopped during the
// checks). One input: no progress.
// RUN: rm -rf %t && mkdir -p %t/src && cp %s %t/src/a.cu && cp %s %t/src/b.cu
// RUN: echo '__global__ void k(int *p) { p[0] = undeclared; }' > %t/src/broken.cu
// RUN: not %cuda2omp --quiet --in-root %t/src --out-root %t/out %t/src/a.cu %t/src/b.cu %t/src/broken.cu 2> %t/file.txt
// RUN: FileCheck %s --check-prefix=FILE < %t/file.txt
// FILE-NOT: [1/3]
// FILE: cuda2omp: 3 files: 2 translated, 1 failed; diagnostics: 1 error, 0 warnings, 6 notes
// FILE-NOT: {{.}}
// A log, without --quiet: each file's notes, then its line; the checks' lines.
// RUN: cp %s %t/src/c.cu && echo 'void ipc(int *p) { cudaIpcMemHandle_t h; }' >> %t/src/c.cu
// RUN: not %cuda2omp-verified --in-root %t/src --out-root %t/log %t/src/a.cu %t/src/c.cu %t/src/b.cu 2> %t/log.txt
// RUN: FileCheck %s --check-prefix=LOG < %t/log.txt
// LOG: a.cu:{{[0-9]+}}:{{[0-9]+}}: note: C2O1005:
// LOG: cuda2omp: [1/3] translated {{.*}}/src/a.cu
// LOG-NEXT: {{.*}}c.cu:{{[0-9]+}}:{{[0-9]+}}: note: C2O1005:
// LOG: c.cu:{{[0-9]+}}:{{[0-9]+}}: warning: C2O1002: CUDA API 'cudaIpcMemHandle_t' is not supported
// LOG-NEXT: cuda2omp: [2/3] translated {{.*}}/src/c.cu
// LOG-NEXT: {{.*}}b.cu:{{[0-9]+}}:{{[0-9]+}}: note: C2O1005:
// LOG: cuda2omp: [3/3] translated {{.*}}/src/b.cu
// LOG-NEXT: cuda2omp: [1/3] checked {{.*}}/log/a.cpp
// LOG-NEXT: c.cu:{{[0-9]+}}:{{[0-9]+}}: error: C2O1503: the translation does not compile: unknown type name 'cudaIpcMemHandle_t'
// LOG-NEXT: cuda2omp: [2/3] checked {{.*}}/log/c.cpp
// LOG-NEXT: cuda2omp: [3/3] checked {{.*}}/log/b.cpp
// LOG-NEXT: cuda2omp: {{.*}}/src/a.cu -> {{.*}}/log/a.cpp
// LOG: cuda2omp: 3 files: 3 translated, 0 failed; diagnostics: 1 error, 1 warning, 9 notes
// Under a terminal (script(1) gives the run one):
// RUN: script -qec '%cuda2omp --quiet --in-root %t/src --out-root %t/tty %t/src/a.cu %t/src/b.cu' /dev/null > %t/tty.txt
// RUN: FileCheck %s --check-prefix=TTY < %t/tty.txt
// TTY: [1/2] {{[^[:cntrl:]]*}}/src/{{a|b}}.cu
// TTY-NEXT: [2/2] {{[^[:cntrl:]]*}}/src/{{a|b}}.cu
// TTY-NEXT: cuda2omp: 2 files: 2 translated, 0 failed; diagnostics: 0 errors, 0 warnings, 6 notes
// The checks have their line too.
// RUN: script -qec '%cuda2omp-verified --quiet --in-root %t/src --out-root %t/tty2 %t/src/a.cu %t/src/b.cu' /dev/null > %t/tty2.txt
// RUN: FileCheck %s --check-prefix=TTYCHECK < %t/tty2.txt
// TTYCHECK: [2/2] {{[^[:cntrl:]]*}}/src/b.cu
// TTYCHECK: [1/2] checked {{[^[:cntrl:]]*}}/tty2/a.cpp
// TTYCHECK: [2/2] checked {{[^[:cntrl:]]*}}/tty2/b.cpp
// TTYCHECK-NEXT: cuda2omp: 2 files: 2 translated, 0 failed
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
