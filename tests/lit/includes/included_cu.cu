// `#include "step.cu"`: the included .cu is translated with its includer,
// written under its own name, and the include keeps working. Given alone, it
// does not parse: the message names the file to translate instead (exit 2).
// RUN: rm -rf %t && mkdir -p %t/src/Inputs && cp %s %t/src/main.cu && cp %S/Inputs/step.cu %t/src/Inputs/
// RUN: not %cuda2omp --in-root %t/src --out-root %t/alone %t/src/Inputs/step.cu 2>&1 | FileCheck %s --check-prefix=ALONE
// RUN: test ! -e %t/alone
// ALONE: cuda2omp: error: '{{.*}}step.cu' could not be parsed; nothing was written
// ALONE: cuda2omp: note: 'step.cu' is included by '{{.*}}main.cu' (line 20): it may only compile there; translate 'main.cu' instead, which translates it with it
// Both given (every .cu of the folder): the included one is written once, from its includer.
// RUN: %cuda2omp --in-root %t/src --out-root %t/out %t/src/Inputs/step.cu %t/src/main.cu 2>&1 | FileCheck %s --check-prefix=BOTH
// BOTH: '{{.*}}step.cu' does not compile on its own; it is translated with '{{.*}}main.cu', which includes it
// BOTH: 2 files: 2 translated, 0 failed
// RUN: test -f %t/out/Inputs/step.cu && test ! -e %t/out/Inputs/step.cpp
// RUN: FileCheck %s --check-prefix=STEP < %t/out/Inputs/step.cu
// STEP: void step(dim3 c2o_grid, dim3 c2o_block, size_t c2o_shmem, Particle *p, int n, float dt)
// RUN: %omp-host %t/out/main.cpp -o %t/main && %t/main | FileCheck %s --check-prefix=OUT
// OUT: 32768.0
#include <cstdio>
struct Particle { float x, v; };
#include "Inputs/step.cu"
int main() {
  Particle h[256];
  for (int i = 0; i < 256; ++i) h[i] = {float(i), 1.f};
  Particle *d;
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  step<<<2, 128>>>(d, 256, 0.5f);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  float s = 0;
  for (auto &q : h) s += q.x;
  printf("%.1f\n", s);
}
