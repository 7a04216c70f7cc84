// C2O1007: a file outside --in-root that holds CUDA code is not translated;
// its include and the launches of its kernels say so.
// RUN: rm -rf %t && mkdir -p %t/src %t/lib && cp %s %t/src/main.cu
// RUN: printf '__global__ void scale(float *p, float f) { p[threadIdx.x] *= f; }\n' > %t/lib/kern.cuh
// RUN: %cuda2omp --in-root %t/src --out-root %t/out %t/src/main.cu 2> %t/err
// RUN: %strip-checks %s %t/out/main.cpp | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t/err
#include "../lib/kern.cuh"
// CHECK: {{^}}// C2O1007: CUDA code in included file '../lib/kern.cuh' is not translated: only the files under --in-root that the translated file includes are translated with it (give an --in-root that holds it)
// CHECK-NEXT: {{^}}#include "../lib/kern.cuh"
// ERR: main.cu:8:1: warning: C2O1007: CUDA code in included file '../lib/kern.cuh' is not translated
void run(float *d) { scale<<<1, 32>>>(d, 2.0f); }
// CHECK: {{^}}// C2O1007: CUDA code in included file '{{.*}}kern.cuh' is not translated
// CHECK-NEXT: {{^}}void run(float *d) { scale<<<1, 32>>>(d, 2.0f); }
// ERR: main.cu:12:22: warning: C2O1007: CUDA code in included file '{{.*}}kern.cuh' is not translated
