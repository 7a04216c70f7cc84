// A file that includes the headers of MPI and NCCL (multi-GPU, between
// processes: out of scope): the parse stops at the first include it cannot
// find, and the run says which library it is and why (C2O1016, an error at
// the include), before clang's "file not found"; nothing is written, exit 2,
// and the --report has the entry too. Before, only clang's parse error was
// given. A file without those includes translates, compiles and runs: the
// per-process CUDA code (below, without MPI) is what the page suggests to
// translate on its own.
// RUN: rm -rf %t.dir && mkdir -p %t.dir
// RUN: %cuda2omp %s -o %t.dir/out.cpp --report=%t.dir/report.json 2> %t.err; echo "exit $?" >> %t.err
// RUN: FileCheck %s --check-prefix=ERR --input-file=%t.err
// RUN: FileCheck %s --check-prefix=REPORT --input-file=%t.dir/report.json
// RUN: test ! -e %t.dir/out.cpp
// RUN: %cuda2omp %s -o %t.cpp -- -DNO_MPI 2> %t.nompi.err
// RUN: not grep C2O1016 %t.nompi.err
// RUN: %omp-host -DNO_MPI %t.cpp -o %t.host && %t.host | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc -DNO_MPI %t.cpp -o %t.gcc && %t.gcc | FileCheck %s --check-prefix=OUT
// RUN: %omp-gfx90a-syntax -DNO_MPI %t.cpp
#ifndef NO_MPI
#include <mpi.h>
// ERR: unsupported_library_header.cu:[[@LINE-1]]:10: error: C2O1016: 'mpi.h' is the header of MPI, which the translation does not support: programs of several processes (one GPU per rank) are out of scope; translate the per-process CUDA code in a file of its own; the file was not translated
// ERR-NEXT: unsupported_library_header.cu:[[@LINE-2]]:10: fatal error: 'mpi.h' file not found
#include <nccl.h>
#endif
#include <cstdio>

__global__ void scale(float *x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= a;
}

int main(int argc, char **argv) {
#ifndef NO_MPI
  MPI_Init(&argc, &argv);
#endif
  const int n = 100;
  float h[n], *d;
  for (int i = 0; i < n; ++i) h[i] = float(i);
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  scale<<<(n + 63) / 64, 64>>>(d, 2.0f, n);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  cudaFree(d);
  printf("%g %g\n", h[1], h[n - 1]);
#ifndef NO_MPI
  MPI_Finalize();
#endif
}
// ERR: could not be parsed; nothing was written
// ERR: exit 2
// REPORT: "id": "C2O1016"
// REPORT: "id": "C2O1500"
// OUT: 2 198
