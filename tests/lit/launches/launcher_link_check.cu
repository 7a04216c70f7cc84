// What a link of the translated files would find: each kernel launched
// through a declaration needs a launcher that some translated file defines.
// Alone, this file's launches call launchers of another translation (C2O1506,
// a note, exit 0). With Inputs/link_grid_sync.cu, which leaves grid_step as
// CUDA (grid synchronisation) and defines shift(float *, long) where the
// header declares shift(float *, int), the translated files would not link:
// C2O1505 at each launch, exit 5 (besides C2O1503: link_grid_sync.cpp keeps
// CUDA; --no-verify skips both checks). A run over every source of a compilation database that defines
// neither kernel: C2O1505 too. Before, the runs exited 0 (or 5 only for the
// untranslated kernel's own file) and the link failed later.
// RUN: rm -rf %t && mkdir -p %t/src/Inputs && cp %s %t/src/main.cu && cp %S/Inputs/link_kernels.cuh %S/Inputs/link_grid_sync.cu %t/src/Inputs/
// RUN: %cuda2omp-verified --in-root %t/src --out-root %t/alone %t/src/main.cu 2> %t/alone.err; echo "exit $?" >> %t/alone.err
// RUN: FileCheck %s --check-prefix=ALONE --input-file=%t/alone.err
// RUN: %cuda2omp-verified --in-root %t/src --out-root %t/both %t/src/main.cu %t/src/Inputs/link_grid_sync.cu 2> %t/both.err; echo "exit $?" >> %t/both.err
// RUN: FileCheck %s --check-prefix=BOTH --input-file=%t/both.err
// RUN: printf '[{"directory": "%t/src", "file": "%t/src/main.cu", "command": "nvcc -c main.cu"}]' > %t/src/compile_commands.json
// RUN: %cuda2omp-verified -p %t/src --in-root %t/src --out-root %t/db 2> %t/db.err; echo "exit $?" >> %t/db.err
// RUN: FileCheck %s --check-prefix=DB --input-file=%t/db.err
// RUN: %cuda2omp --in-root %t/src --out-root %t/nov %t/src/main.cu %t/src/Inputs/link_grid_sync.cu 2> %t/nov.err; echo "exit $?" >> %t/nov.err
// RUN: FileCheck %s --check-prefix=NOV --input-file=%t/nov.err
#include "Inputs/link_kernels.cuh"
#include <cstdio>

int main() {
  float *x;
  cudaMalloc(&x, 64 * sizeof(float));
  cudaMemset(x, 0, 64 * sizeof(float));
  grid_step<<<1, 64>>>(x, 64);
  shift<<<1, 64>>>(x, 64);
  float h[64];
  cudaMemcpy(h, x, sizeof h, cudaMemcpyDeviceToHost);
  printf("%g\n", h[0]);
  return 0;
}
// ALONE-DAG: main.cu:28:3: note: C2O1506: kernel 'grid_step' is launched or named here and defined in no input of this run: its launcher comes from the translation of the file that defines it, which must be translated too
// ALONE-DAG: main.cu:29:3: note: C2O1506: kernel 'shift' is launched or named here and defined in no input of this run
// ALONE-NOT: C2O1505
// ALONE: exit 0
// BOTH-DAG: main.cu:28:3: error: C2O1505: the translated files would not link: kernel 'grid_step' is launched or named here, and its definition ({{.*}}link_grid_sync.cu:5) is left as CUDA (block-level code that cannot be translated, C2O1001): it has no launcher
// BOTH-DAG: main.cu:29:3: error: C2O1505: the translated files would not link: kernel 'shift' is launched or named here, and the kernel of that name this run defines takes other parameters: 'shift(float *, long)' ({{.*}}link_grid_sync.cu:11), and this one is 'shift(float *, int)'
// BOTH: exit 5
// DB-DAG: main.cu:28:3: error: C2O1505: the translated files would not link: kernel 'grid_step' is launched or named here, and no source of the compilation database defines it (this run translated them all)
// DB-DAG: main.cu:29:3: error: C2O1505: {{.*}}kernel 'shift'
// DB: exit 5
// --no-verify skips the check with the compile:
// NOV-NOT: C2O1505
// NOV: exit 0
