// Headers of CUDA features and libraries the translation does not support,
// that the bundled headers do not declare (UnsupportedHeaders.def): where the
// include is not found, the parse stops there with C2O1016 naming the feature
// and why, before clang's "file not found"; nothing is written, exit 2. One
// run per header (HDR names it); before, clang's "file not found" alone.
// RUN: rm -rf %t.dir && mkdir -p %t.dir
// RUN: %cuda2omp %s -o %t.dir/a.cpp -- '-DHDR=<mma.h>' 2> %t.mma; echo "exit $?" >> %t.mma
// RUN: FileCheck %s --check-prefix=MMA --input-file=%t.mma
// RUN: %cuda2omp %s -o %t.dir/b.cpp -- '-DHDR=<cuda/pipeline>' 2> %t.pipe; echo "exit $?" >> %t.pipe
// RUN: FileCheck %s --check-prefix=PIPE --input-file=%t.pipe
// RUN: %cuda2omp %s -o %t.dir/c.cpp -- '-DHDR=<npp.h>' 2> %t.npp; echo "exit $?" >> %t.npp
// RUN: FileCheck %s --check-prefix=NPP --input-file=%t.npp
// RUN: %cuda2omp %s -o %t.dir/d.cpp -- '-DHDR=<cufftXt.h>' 2> %t.xt; echo "exit $?" >> %t.xt
// RUN: FileCheck %s --check-prefix=XT --input-file=%t.xt
// RUN: test ! -e %t.dir/a.cpp && test ! -e %t.dir/b.cpp && test ! -e %t.dir/c.cpp && test ! -e %t.dir/d.cpp
// MMA: error: C2O1016: 'mma.h' is the header of WMMA (warp matrix fragments on tensor cores), which the translation does not support: warp-wide matrix fragments have no OpenMP counterpart
// MMA: fatal error: 'mma.h' file not found
// MMA: exit 2
// PIPE: error: C2O1016: 'cuda/pipeline' is the header of libcu++'s pipelines (cuda::pipeline, memcpy_async)
// PIPE: exit 2
// NPP: error: C2O1016: 'npp.h' is the header of NPP (NVIDIA Performance Primitives)
// NPP: exit 2
// XT: error: C2O1016: 'cufftXt.h' is the header of cuFFT's Xt extensions (several GPUs, callbacks)
// XT: exit 2
#include HDR
#include <cstdio>

__global__ void twice(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= 2.0f;
}

int main() {
  float *d;
  cudaMalloc(&d, 64 * sizeof(float));
  twice<<<1, 64>>>(d, 64);
  cudaFree(d);
  printf("done\n");
  return 0;
}
