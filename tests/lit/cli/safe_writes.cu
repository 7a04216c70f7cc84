// Safe writes: every output is computed and checked before anything is
// written. An output that is an input (the same file: symbolic and hard links,
// './' and '../' spellings) makes the whole run refuse, exit code 3, nothing written.
// RUN: rm -rf %t && mkdir -p %t/sub && cp %s %t/prog.cu && cp %s %t/keep.cu
//
// -o naming the input itself: refused, the CUDA source unchanged.
// RUN: %cuda2omp %t/prog.cu -o %t/prog.cu 2> %t/self.err; echo "rc=$?" >> %t/self.err
// RUN: FileCheck %s --check-prefix=SELF < %t/self.err
// SELF: cuda2omp: error: the translation of '{{.*}}prog.cu' would overwrite the input itself ('{{.*}}prog.cu'); use --inplace {{.*}}; nothing was written
// SELF: rc=3
// RUN: cmp %s %t/prog.cu
//
// Through a symbolic link, and spelled with ./ and ../ from another folder.
// RUN: ln -s prog.cu %t/link.cpp
// RUN: not %cuda2omp %t/prog.cu -o %t/link.cpp 2>&1 | FileCheck %s --check-prefix=LINK
// LINK: would overwrite the input itself
// RUN: cmp %s %t/prog.cu
// RUN: cd %t/sub && not %cuda2omp ../prog.cu -o ./../sub/../prog.cu 2>&1 | FileCheck %s --check-prefix=LINK
// RUN: cmp %s %t/prog.cu
// A hard link to the input is the input too.
// RUN: ln %t/prog.cu %t/hard.cpp
// RUN: not %cuda2omp %t/prog.cu -o %t/hard.cpp 2>&1 | FileCheck %s --check-prefix=LINK
// RUN: cmp %s %t/prog.cu
//
// --in-root = --out-root: the header's output would be the header itself.
// RUN: rm -rf %t/p && mkdir -p %t/p && cp %S/Inputs/safe/main.cu %S/Inputs/safe/kern.cuh %t/p/
// RUN: cd %t/p && %cuda2omp --in-root . --out-root . main.cu 2> %t/same.err; echo "rc=$?" >> %t/same.err
// RUN: FileCheck %s --check-prefix=SAME < %t/same.err
// SAME: kern.cuh{{.*}} would overwrite it
// SAME: cuda2omp: error: nothing was written: an output of '{{.*}}main.cu' cannot be placed safely (above)
// SAME: rc=3
// Nothing was written: not main.cpp (which alone would have been safe), and the header is unchanged.
// RUN: test ! -e %t/p/main.cpp
// RUN: cmp %S/Inputs/safe/kern.cuh %t/p/kern.cuh
// RUN: ls -A %t/p | count 2
//
// --stats-csv and --report may not name an input either.
// RUN: not %cuda2omp %t/keep.cu -o %t/keep.cpp --stats-csv %t/keep.cu 2>&1 | FileCheck %s --check-prefix=CSV
// CSV: '{{.*}}keep.cu' is the input '{{.*}}keep.cu'; it would be overwritten; nothing was written
// RUN: cmp %s %t/keep.cu
// RUN: test ! -e %t/keep.cpp
//
// --inplace may overwrite its input (with a backup), and the output compiles.
// RUN: %cuda2omp --quiet --inplace %t/keep.cu
// RUN: cmp %s %t/keep.cu.orig
// RUN: %omp-syntax -x c++ %t/keep.cu
__global__ void k(int *p) { p[threadIdx.x] = 1; }
