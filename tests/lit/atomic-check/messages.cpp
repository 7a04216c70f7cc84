// omp-atomic-check says what is wrong in one line, as cuda2omp does (issue 38
// item 7): a file that is not there (clang's driver said "expected exactly one
// compiler job"), a folder, a file that is not text, a file that does not
// parse (clang's errors, then one line), and each bad option value on its own
// with the values it takes (one message covered three options). Exit code 2.
// RUN: rm -rf %t && mkdir -p %t/dir && printf 'CUDA\0\1\2' > %t/blob.cpp
// RUN: printf 'int main() { return undeclared; }\n' > %t/bad.cpp
// RUN: cd %t && %omp-atomic-check nosuch.cpp 2> %t/missing.err; test $? -eq 2
// RUN: FileCheck %s --check-prefix=MISSING --implicit-check-not=job < %t/missing.err
// MISSING: omp-atomic-check: error: no such file: 'nosuch.cpp'
// MISSING-NOT: {{.}}
// RUN: not %omp-atomic-check %t/dir 2>&1 | FileCheck %s --check-prefix=DIR
// DIR: omp-atomic-check: error: '{{.*}}dir' is a folder, not a file
// RUN: not %omp-atomic-check %t/blob.cpp 2>&1 | FileCheck %s --check-prefix=BLOB
// BLOB: omp-atomic-check: error: '{{.*}}blob.cpp' is not a text file (it holds NUL bytes); it was not checked
// RUN: not %omp-atomic-check %t/bad.cpp 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: bad.cpp:1:21: error: use of undeclared identifier 'undeclared'
// BAD: 1 error generated.
// BAD-NEXT: omp-atomic-check: error: '{{.*}}bad.cpp' could not be parsed; it was not checked
// A good file after a missing one is still checked.
// RUN: not %omp-atomic-check %t/nosuch.cpp %s 2>&1 | FileCheck %s --check-prefix=GOOD
// GOOD: no such file
// GOOD: messages.cpp:{{[0-9]+}}:{{[0-9]+}}: slow xnack=0 memory=coarse
//
// RUN: not %omp-atomic-check --xnack=2 %s 2>&1 | FileCheck %s --check-prefix=XNACK
// XNACK: omp-atomic-check: error: unknown --xnack '2' (0 or 1; without it, both are judged)
// XNACK-NOT: {{.}}
// RUN: not %omp-atomic-check --xnack=1 --omp-compiler=icx --offload-arch=gfx1 %s 2>&1 | FileCheck %s --check-prefix=BOTH
// BOTH: omp-atomic-check: error: unknown --omp-compiler 'icx' (portable, aomp, clang, clang19, gcc, clang-NN)
// BOTH-NEXT: omp-atomic-check: error: unknown --offload-arch 'gfx1' (gfx908, gfx90a, gfx942, sm_NN)
// BOTH-NOT: {{.}}
#include <omp.h>
int main() {
  double n = 0;
#pragma omp target teams distribute parallel for map(tofrom : n)
  for (int i = 0; i < 8; ++i) {
#pragma omp atomic update
    n += 1.0;
  }
  return n == 8 ? 0 : 1;
}
