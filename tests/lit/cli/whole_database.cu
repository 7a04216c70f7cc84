// `cuda2omp -p BUILD` with no file names translates every CUDA source the
// compilation database compiles (*.cu, or `-x cu`), under --in-root when given,
// each once, into --out-root; C++ sources stay as they are. The translations
// compile and give the CUDA answer. A database without CUDA sources is an
// input error (exit 2) that names the database.
// RUN: rm -rf %t && mkdir -p %t/src/lib %t/third_party %t/build
// RUN: cp %s %t/src/main.cu
// RUN: printf '#include <cuda_runtime.h>\n__global__ void twice(int *p, int n) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) p[i] *= 2; }\nvoid runTwice(int *d, int n) { twice<<<(n + 63) / 64, 64>>>(d, n); }\n' > %t/src/lib/twice.cu
// RUN: printf 'int plain(int x) { return x + 1; }\n' > %t/src/lib/plain.cpp
// RUN: printf '__global__ void other(int *p) { p[0] = 1; }\n' > %t/third_party/other.cu
// RUN: printf '[{"directory": "%t/build", "file": "%t/src/main.cu", "command": "nvcc -c %t/src/main.cu"},\n {"directory": "%t/build", "file": "%t/src/lib/twice.cu", "command": "nvcc -c ../src/lib/twice.cu"},\n {"directory": "%t/build", "file": "%t/src/lib/twice.cu", "command": "nvcc -DAGAIN -c ../src/lib/twice.cu"},\n {"directory": "%t/build", "file": "%t/src/lib/plain.cpp", "command": "g++ -c ../src/lib/plain.cpp"},\n {"directory": "%t/build", "file": "%t/third_party/other.cu", "command": "nvcc -c ../third_party/other.cu"}]\n' > %t/build/compile_commands.json
// RUN: %cuda2omp -p %t/build --in-root %t/src --out-root %t/out 2> %t.err
// RUN: FileCheck %s --check-prefix=LOG < %t.err
// LOG-DAG: main.cu -> {{.*}}out/main.cpp
// LOG-DAG: twice.cu -> {{.*}}out/lib/twice.cpp
// LOG-NOT: other.cu
// LOG-NOT: plain.cpp
// A file compiled twice (twice.cu: two commands) is translated once, with its first command.
// RUN: grep -c 'twice.cu ->' %t.err | FileCheck %s --check-prefix=ONCE
// ONCE: {{^}}1{{$}}
// RUN: test -f %t/out/main.cpp && test -f %t/out/lib/twice.cpp && test ! -e %t/out/lib/plain.cpp && test ! -e %t/out/lib/twice.cu
// RUN: %omp-host %t/out/main.cpp %t/out/lib/twice.cpp -o %t.exe && %t.exe | FileCheck %s --check-prefix=OUT
// OUT: sum 90
// Without --in-root: the database's CUDA sources everywhere.
// RUN: cd %t && %cuda2omp -p %t/build --out-root %t/out2 2> %t.err2
// RUN: FileCheck %s --check-prefix=ALL < %t.err2
// ALL-DAG: other.cu ->
// ALL-DAG: twice.cu ->
// ALL-DAG: main.cu ->
// RUN: printf '[{"directory": "%t/build", "file": "%t/src/lib/plain.cpp", "command": "g++ -c ../src/lib/plain.cpp"}]\n' > %t/build/compile_commands.json
// RUN: %cuda2omp -p %t/build --out-root %t/out3 2> %t.err3; echo "rc=$?" >> %t.err3
// RUN: FileCheck %s --check-prefix=NONE < %t.err3
// NONE: error: the compilation database in '{{.*}}build' compiles no CUDA source
// NONE-NEXT: rc=2
#include <cstdio>
#include <cuda_runtime.h>
void runTwice(int *d, int n);
int main() {
  int h[9], *d;
  for (int i = 0; i < 9; ++i) h[i] = i + 1;
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  runTwice(d, 9);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  int s = 0;
  for (int i = 0; i < 9; ++i) s += h[i];
  printf("sum %d\n", s);
  cudaFree(d);
  return 0;
}
